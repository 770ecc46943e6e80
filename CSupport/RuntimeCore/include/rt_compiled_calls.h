/* The runtime's own sends, in a process where Swift frames and compiled Objective-C meet.
 *
 * Swift calls some C functions of the runtime directly, not as messages: the last release
 * (which runs -dealloc), building a dictionary or set (-hash, -isEqual:, -copy of the keys),
 * an associated object's copy, a description. Such a send may reach a method compiled code
 * provides — directly, or through one of the runtime's own methods (NSObject's -copy sends
 * -copyWithZone:) — and when that method throws, the unwind would continue through the
 * runtime's C frames into the Swift caller, which has no unwind semantics for it. So once the
 * loader has loaded an image into the runtime built into the Swift package (SWIFT_PACKAGE),
 * these sends go through the catch barrier on a thread that is not throwing: the exception
 * stops there and becomes the thread's pending record (kind RT_EXC_THROWN), as at every Swift
 * send. A process without compiled code, and a program `objcrt cc` builds (no Swift frames),
 * send directly (Docs/FromClangOutputToARunningProgram.md, "Exceptions and the unwinder"). */
#ifndef MINIOBJC_RT_COMPILED_CALLS_H
#define MINIOBJC_RT_COMPILED_CALLS_H

#include "rt_types.h"
#include <stdbool.h>

/* Makes `barrier` (rt_exception_barrierForward, from the layer that has it) the way these
 * sends are made from now on; the loader calls it for its first image. No lock (one atomic
 * store). */
void rt_compiled_useBarrier(const void *barrier);

/* The barrier, when these sends need it on this thread (an image is loaded, the thread is
 * not throwing); NULL otherwise. No lock. */
const void *rt_compiled_barrierForThisThread(void);

/* imp(self, sel, a): a method of at most one word argument beyond self and _cmd, returning a
 * word or nothing (a BOOL is the low byte). Through the barrier when one is needed; then an
 * exception the method throws returns 0 with the exception pending. No lock of its own; the
 * method's. */
static inline uintptr_t rt_compiled_send1(IMP imp, id self, SEL sel, uintptr_t a) {
#ifdef SWIFT_PACKAGE
    const void *barrier = rt_compiled_barrierForThisThread();
    if (__builtin_expect(barrier != NULL, 0))
        return ((uintptr_t(*)(id, SEL, uintptr_t, uintptr_t, uintptr_t, IMP))barrier)(self, sel, a, 0, 0, imp);
#endif
    /* A program objcrt cc links has no Swift frames: no check on its hot paths. */
    return ((uintptr_t(*)(id, SEL, uintptr_t))imp)(self, sel, a);
}

#endif
