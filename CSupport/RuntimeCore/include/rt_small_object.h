/* Small objects (tagged pointers): values such as short strings packed into the pointer
 * itself, with the low three bits as a tag naming their class. clang's GNUstep 2.0 ABI emits
 * `@"abc"` (up to eight ASCII characters) as one (tag 4); objc4 and libobjc2 both have them.
 * A small object has no header: no retain count (retain and release do nothing), no
 * associated objects, no weak-table entry, and no isa to swap. */
#ifndef MINIOBJC_RT_SMALL_OBJECT_H
#define MINIOBJC_RT_SMALL_OBJECT_H

#include "rt_types.h"

/* Gives the tag `tag` (1…7) the class `cls`. RT_ERR_INVALID_ARGUMENT for a NULL class or a
 * tag out of range, RT_ERR_DUPLICATE when the tag already has another class (the first
 * registration stays). No lock (a compare-and-swap). */
rt_status rt_registerSmallObjectClass(Class cls, uintptr_t tag);
/* The class of small objects with this tag (the low three bits of the pointer), or NULL
 * when none was registered. No lock (an acquire load). */
Class rt_smallObjectClass(uintptr_t tag);

#endif
