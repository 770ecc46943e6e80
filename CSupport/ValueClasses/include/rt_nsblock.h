/* NSBlock: a callable object, the runtime's stand-in for a heap block (`void (^)(void)`), so
 * block-typed properties (`@?`) have values to hold. A block is a C function and a context
 * pointer; the context's owner is told when the block deallocates. */
#ifndef MINIOBJC_RT_NSBLOCK_H
#define MINIOBJC_RT_NSBLOCK_H

#include "rt_types.h"

/* What a block runs: `invoke(context)`. */
typedef void (*rt_block_invoke)(void *context);
/* Called once with the context when the block deallocates (may be NULL). */
typedef void (*rt_block_dispose)(void *context);

/* The NSBlock class (NULL before start-up). No lock. */
Class rt_NSBlock(void);
/* A new block (+1). NULL when `invoke` is NULL. No lock. */
id rt_nsblock_create(rt_block_invoke invoke, void *context, rt_block_dispose dispose);
/* Whether `obj` is a block. No lock. */
bool rt_object_isNSBlock(id obj);
/* Runs the block (nothing for a non-block). Lock: whatever the block's function takes. */
void rt_nsblock_invoke(id block);

#endif
