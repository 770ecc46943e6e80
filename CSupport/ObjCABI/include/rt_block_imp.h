/* Block objects as methods, for Swift (compiled code calls objc4's names,
 * imp_implementationWithBlock &c., declared in CSupport/Headers/objc/runtime.h): the same
 * trampolines (api_block_imp.c), under names that do not collide with the Swift layer's
 * closure-IMP functions. */
#ifndef MINIOBJC_RT_BLOCK_IMP_H
#define MINIOBJC_RT_BLOCK_IMP_H

#include "rt_types.h"

/* An IMP that calls `block` (copied) with the receiver first. NULL for nil, a corrupt block,
 * or no memory. Lock: the runtime lock. */
IMP rt_imp_implementationWithBlock(id block);
/* The block behind such an IMP, or NULL. Lock: the runtime lock. */
id rt_imp_getBlock(IMP imp);
/* Releases the block and frees the IMP; false when `imp` is not such an IMP. Lock: the
 * runtime lock. */
bool rt_imp_removeBlock(IMP imp);

#endif
