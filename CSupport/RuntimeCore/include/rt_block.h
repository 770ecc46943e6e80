/* Typed block trampolines: the fast path of imp_implementationWithBlock.
 *
 * objc4 makes a block into an IMP with pages of identical assembly trampolines: each one
 * finds its block in a data page at a fixed distance from its own address, moves self into
 * the place of _cmd, puts the block in the place of self and jumps to the block's code, so
 * one trampoline serves every signature. Portable C cannot move registers, so MiniObjC keeps
 * one pool of C trampolines per common signature *shape* instead: each trampoline is a
 * real C function of its shape's IMP type that reads its own slot — an entry function and a
 * context — and calls entry(context, self, args…). The IMP therefore costs two direct calls,
 * no libffi and no boxing. Shapes classify arguments the way the C calling conventions do:
 * "word" (every integer, pointer, object, selector, class and bool that fits a register),
 * double, float. Signatures outside the shapes, and blocks beyond a shape's slots, go
 * through a libffi closure (rt_invoke.h). */
#ifndef MINIOBJC_RT_BLOCK_H
#define MINIOBJC_RT_BLOCK_H

#include "rt_types.h"
#include <stdbool.h>
#include <stdint.h>

/* The shapes: return class, underscore, argument classes after self and _cmd
 * (v void, w word, d double, f float; 0 for no arguments). */
typedef enum rt_block_shape {
    RT_BLOCK_v_0, RT_BLOCK_w_0, RT_BLOCK_d_0, RT_BLOCK_f_0,
    RT_BLOCK_v_w, RT_BLOCK_w_w, RT_BLOCK_d_w, RT_BLOCK_f_w,
    RT_BLOCK_v_d, RT_BLOCK_w_d, RT_BLOCK_d_d, RT_BLOCK_f_d,
    RT_BLOCK_v_f, RT_BLOCK_w_f, RT_BLOCK_d_f, RT_BLOCK_f_f,
    RT_BLOCK_v_ww, RT_BLOCK_w_ww, RT_BLOCK_d_ww, RT_BLOCK_f_ww,
    RT_BLOCK_v_www, RT_BLOCK_w_www, RT_BLOCK_d_www, RT_BLOCK_f_www,
    RT_BLOCK_SHAPE_COUNT
} rt_block_shape;

/* Trampolines per shape. */
#define RT_BLOCK_SLOTS 64

/* A shape's entry, stored untyped: the trampoline calls it as
 * R entry(void *context, id self, args…) with its shape's R and argument types
 * (intptr_t for a word). */
typedef void (*rt_block_entry)(void);

/* Takes a free trampoline of `shape` and points it at entry(context, …). Returns the
 * trampoline (the IMP), or NULL when every slot of the shape is taken or `shape` / `entry`
 * is invalid. Lock: the runtime lock. */
IMP rt_block_slot_take(rt_block_shape shape, rt_block_entry entry, void *context);

/* Frees the slot whose trampoline is `imp`; the IMP must not be called afterwards (the slot
 * may be handed to another block). Returns false when `imp` is not a trampoline in use.
 * Lock: the runtime lock. */
bool rt_block_slot_release(IMP imp);

/* Slots of `shape` in use. Lock: the runtime lock. */
uint32_t rt_block_slots_in_use(rt_block_shape shape);

#endif
