/* NSBlock: the common superclass of the three block classes (_NSConcreteStackBlock,
 * _NSConcreteGlobalBlock, _NSConcreteMallocBlock; CSupport/ObjCABI/blocks.c), as Apple's
 * NSBlock is of __NSStackBlock__ &c. It has no instances of its own: every block, whether
 * clang compiled it or the runtime made it here or from Swift, has the Block ABI layout
 * (rt_block_abi.h). The constructors below make heap blocks that run a C function or any
 * code (a libffi closure) and tell the context's owner when the last release frees them. */
#ifndef MINIOBJC_RT_NSBLOCK_H
#define MINIOBJC_RT_NSBLOCK_H

#include "rt_types.h"

/* What a `void (^)(void)` block made by rt_nsblock_create runs: `invoke(context)`. */
typedef void (*rt_block_invoke)(void *context);
/* Called once with the context when the block is freed (may be NULL). */
typedef void (*rt_block_dispose)(void *context);

/* The NSBlock class (NULL before start-up). No lock. */
Class rt_NSBlock(void);
/* A new heap block `void (^)(void)` (+1) that calls invoke(context). NULL when `invoke` is
 * NULL or the block classes are not installed. No lock. */
id rt_nsblock_create(rt_block_invoke invoke, void *context, rt_block_dispose dispose);
/* A new heap block (+1) whose invoke is `code` — called as a block is, the block first —
 * with the type encoding `signature` in its descriptor (`i@?i` …). NULL when `code` is NULL
 * or the block classes are not installed. No lock. */
id rt_nsblock_createWithCode(const void *code, const char *signature, void *context, rt_block_dispose dispose);
/* The context a block made by either constructor carries (NULL for other blocks). No lock. */
void *rt_nsblock_context(id block);
/* What keeping a block means (Block_copy): a stack block's heap copy, a heap block retained,
 * a global block itself; any other object is retained. +1 (NULL for NULL). No lock. */
id rt_nsblock_copy(id block);
/* Whether `obj` is a block (any of the three classes). No lock. */
bool rt_object_isNSBlock(id obj);
/* The block's invoke function and its signature from the descriptor (NULL when it has none
 * or `block` is not a block). No lock. */
const void *rt_nsblock_invokeFunction(id block);
const char *rt_nsblock_signature(id block);
/* Calls a `void (^)(void)` block (nothing for a non-block). Lock: whatever the block takes. */
void rt_nsblock_invoke(id block);

#endif
