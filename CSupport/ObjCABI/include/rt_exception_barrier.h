/* The catch barrier: how the Swift layer calls an IMP that may be compiled Objective-C, so that
 * an exception thrown there (@throw, -raise) stops at the barrier and becomes the thread's
 * pending record (kind RT_EXC_THROWN; the Swift send throws it as ObjCException) instead of
 * unwinding into Swift frames, which have no unwind semantics for it. */
#ifndef MINIOBJC_RT_EXCEPTION_BARRIER_H
#define MINIOBJC_RT_EXCEPTION_BARRIER_H

#include <stdbool.h>
#include <stdint.h>

/* One call of a C function pointer with every System V argument register set: integer
 * arguments 0-5 in `words[0...5]`, two more on the stack from `words[6...7]`, floating-point
 * ones in `doubles[0...7]` (%al says 8, for a variadic callee). A callee that takes fewer
 * arguments ignores the rest. The results come back in `result` (%rax, %rdx) and
 * `floatResult` (%xmm0, %xmm1). */
typedef struct rt_barrier_call {
    const void *function;
    uint64_t words[8];
    double doubles[8];
    uint64_t result[2];
    double floatResult[2];
} rt_barrier_call;

/* The cheap barrier for calls of at most five integer arguments (any floating-point ones):
 * call it as if it were the callee, with the callee's address as the sixth integer argument
 * (%r9; the callee sees it as an extra argument it does not take). Results as the callee's;
 * zero, with the exception pending, when an Objective-C exception reached the barrier.
 * Declared without a prototype's arguments: Swift casts it to the callee's shape plus one
 * pointer. No lock. */
void rt_exception_barrierForward(void);
/* Its address, for Swift to call it through a function type of the callee's shape (a plain
 * pointer: Swift then needs no conversion of a C function). No lock. */
static inline const void *rt_exception_barrierForwardAddress(void) { return (const void *)rt_exception_barrierForward; }

/* Makes the call (exceptions_barrier_x86_64.S); true when an Objective-C exception reached
 * the barrier (then `result` is zero and the exception is pending). No lock. */
bool rt_exception_barrierCall(rt_barrier_call *call);

#endif
