/* The loader of compiled Objective-C (clang's GNUstep 2.0 ABI): what clang's per-image
 * constructor calls, and what tools and the Swift layer may ask of it. */
#ifndef MINIOBJC_RT_LOADER_H
#define MINIOBJC_RT_LOADER_H

#include "rt_types.h"

/* How many images the loader has taken (each linked executable or shared library with
 * Objective-C in it counts once). Lock: the loader lock. */
size_t rt_loader_imageCount(void);
/* The path of the image that defined `cls` (compiled code only), or NULL for classes made
 * at run time. Lock: the loader lock. */
const char *rt_loader_imageOfClass(Class cls);
/* Classes still waiting for their superclass, and categories still waiting for their class,
 * across all images. Lock: the loader lock. */
size_t rt_loader_pendingCount(void);

#endif
