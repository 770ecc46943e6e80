/* Returning objects under ARC, and the hand-off that lets a returned object skip the
 * autorelease pool.
 *
 * A method returns an object "at +0": the callee ends with objc_autoreleaseReturnValue(obj)
 * (its +1 goes into the pool), and an ARC caller, wanting to own the result, immediately
 * calls objc_retainAutoreleasedReturnValue(result). Pool push, later release and pop are pure
 * overhead when both sides are ARC code, so objc4 and libobjc2 both short-circuit them; they
 * differ in how the callee learns the caller will claim the object:
 *
 *   - libobjc2 parks the object in a thread-local slot and returns; the next
 *     objc_retainAutoreleasedReturnValue on the same object takes it from the slot, and the
 *     next objc_autoreleaseReturnValue pushes a still-parked one into the pool. Cheap and
 *     architecture-free, but the slot outlives the call: a manual retain/release caller that
 *     ignores the parked object lets some later, unrelated ARC claim of the same object take
 *     its +1, and the object can then die while the first caller still uses it at +0 (its
 *     pool was supposed to keep it alive).
 *   - objc4 looks at the caller's code: on x86-64, the return address of
 *     objc_autoreleaseReturnValue (the callee reached it by a tail call, so it is the caller's
 *     return point) must hold `mov %rax,%rdi` followed by a call of
 *     objc_retainAutoreleasedReturnValue. Only then does it set a thread-local mark and skip
 *     the pool; the mark is consumed by the very next instruction the caller runs.
 *
 * MiniObjC does what objc4 does, for that safety: the hand-off happens only when the caller's
 * next instruction is the claim, so no other code can run in between, and a caller that does
 * not claim (manual retain/release code, a callee that could not tail-call, as under
 * ThreadSanitizer whose exit hook follows the call) gets the plain pool behaviour. The
 * thread-local slot holds the object itself, not a flag, so a claim of some other object never
 * takes the wrong +1. Cost, measured by `objcrt bench` (compiled.autorelease_return_handoff
 * beside compiled.retain_release): a few byte compares and two thread-local accesses, against
 * a pool push of the object and its release at the pool's pop.
 *
 * Elsewhere than x86-64 the check answers no: objects go through the pool. */
#include "rt_abi_private.h"
#include "rt_object.h"
#include <stdint.h>
#include <string.h>

/* The object a callee on this thread handed to a claiming caller at +1, between the
 * callee's return and the caller's claim (the next instruction); NULL otherwise. */
static _Thread_local id handed_off;

/* Whether `target` is one of the two functions a caller uses to take a returned object.
 * No lock (pure). */
static bool is_claim(const void *target) {
    return target == (const void *)objc_retainAutoreleasedReturnValue ||
           target == (const void *)objc_unsafeClaimAutoreleasedReturnValue;
}

/* A 32-bit displacement at `p` (unaligned). No lock (pure). */
static int32_t displacement(const uint8_t *p) {
    int32_t d;
    memcpy(&d, p, sizeof d);
    return d;
}

/* Whether the code at `ra`, a caller's return point, moves the result into the first
 * argument register and calls a claim function — directly, through its PLT entry (a program
 * calling the shared runtime, or a plug-in), or through the GOT (-fno-plt). The bytes are
 * read one instruction at a time, so nothing is read past code that does not match. No lock
 * (reads code, which is immutable). */
static inline bool caller_claims(const uint8_t *ra) {
#if defined(__x86_64__)
    if (ra[0] != 0x48 || ra[1] != 0x89 || ra[2] != 0xc7) return false; /* mov %rax,%rdi */
    const uint8_t *call = ra + 3;
    if (__builtin_expect(call[0] == 0xe8, 1)) { /* call rel32: the usual, static link */
        const uint8_t *target = call + 5 + displacement(call + 1);
        if (__builtin_expect(is_claim(target), 1)) return true;
        /* A PLT entry: [endbr64] [bnd] jmp *slot(%rip). Before lazy binding has resolved the
         * slot it points back into the PLT: no hand-off that first time, the pool is used. */
        if (target[0] == 0xf3 && target[1] == 0x0f && target[2] == 0x1e && target[3] == 0xfa) target += 4;
        if (target[0] == 0xf2) target++;
        if (target[0] != 0xff || target[1] != 0x25) return false;
        return is_claim(*(void *const *)(target + 6 + displacement(target + 2)));
    }
    if (call[0] == 0xff && call[1] == 0x15) /* call *slot(%rip) */
        return is_claim(*(void *const *)(call + 6 + displacement(call + 2)));
    return false;
#else
    (void)ra;
    return false;
#endif
}

/* The body of rt_abi_returnAtPlusZero, inlined into the two return functions. No lock. */
static inline id hand_off_or_pool(id obj, const void *ra) {
    if (!obj || !caller_claims(ra)) return rt_objc_autorelease(obj);
    /* Cannot happen (the slot is emptied by the instruction after every hand-off), but a
     * parked object must never lose its owner: it goes to the pool. */
    if (__builtin_expect(handed_off != NULL, 0)) rt_objc_autorelease(handed_off);
    handed_off = obj;
    return obj;
}

/* Returns `obj` (+1, the callee's) at +0: handed off to a claiming caller, else into the pool.
 * `ra` is where the function the caller called returns to (objc_getProperty uses it too: a
 * synthesized atomic getter tail-calls it). No lock (thread-local). */
id rt_abi_returnAtPlusZero(id obj, const void *ra) { return hand_off_or_pool(obj, ra); }

/* Must not be inlined or given a frame that changes what the return address means: the
 * callee reached it by a tail call, so its return address is the callee's caller's. No lock. */
__attribute__((noinline)) id objc_autoreleaseReturnValue(id obj) {
    return hand_off_or_pool(obj, __builtin_return_address(0));
}

/* A +0 value (an ivar, an argument) returned at +0: retained, then as above. No lock. */
__attribute__((noinline)) id objc_retainAutoreleaseReturnValue(id obj) {
    return hand_off_or_pool(rt_object_retainInline(obj), __builtin_return_address(0));
}

/* The caller's side: owns the result. A handed-off object is already +1. No lock. */
id objc_retainAutoreleasedReturnValue(id obj) {
    id parked = handed_off;
    if (parked) {
        handed_off = NULL;
        if (__builtin_expect(parked == obj, 1)) return obj;
        rt_objc_autorelease(parked); /* not ours: its +1 goes where it was meant to */
    }
    return rt_object_retainInline(obj);
}

/* The caller uses the result without owning it: a handed-off +1 is dropped at once (the
 * caller promised not to need it past its owners'). No lock. */
id objc_unsafeClaimAutoreleasedReturnValue(id obj) {
    id parked = handed_off;
    if (parked) {
        handed_off = NULL;
        if (parked == obj) {
            rt_objc_release(obj);
            return obj;
        }
        rt_objc_autorelease(parked);
    }
    return obj;
}

/* libobjc2's debugging aid (objc-arc.h): objects waiting in this thread's autorelease pools,
 * which is how tests see that a handed-off object never entered one. No lock. */
unsigned long objc_arc_autorelease_count_np(void) { return (unsigned long)rt_autoreleasePool_pendingCount(); }
