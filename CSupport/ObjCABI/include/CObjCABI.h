/* What Swift sees of the ObjCABI layer (clang's GNUstep 2.0 ABI: the loader, objc_msgSend,
 * objc4's C API). Compiled Objective-C includes CSupport/Headers/objc/… instead. */
#ifndef MINIOBJC_COBJCABI_H
#define MINIOBJC_COBJCABI_H

#include "rt_loader.h"
#include "rt_block_imp.h"
#include "rt_exception_barrier.h"

#endif
