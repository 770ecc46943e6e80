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
 * callee's return and the caller's claim (the next instruction); NULL otherwise. Initial-exec:
 * the runtime is linked into the program or loaded with it (and glibc keeps spare static TLS
 * for a library dlopen'ed later), while the default model's __tls_get_addr call
 * (position-independent code) would give every return a stack frame. */
static _Thread_local id handed_off __attribute__((tls_model("initial-exec")));

/* The claim functions' own addresses, without a GOT load: hidden aliases resolve to the code
 * itself, which is also what a PLT slot or a direct call reaches. */
extern id rt_abi_claimRetained(id obj) __attribute__((alias("objc_retainAutoreleasedReturnValue"), visibility("hidden")));
extern id rt_abi_claimUnretained(id obj) __attribute__((alias("objc_unsafeClaimAutoreleasedReturnValue"), visibility("hidden")));

/* Whether `target` is one of the two functions a caller uses to take a returned object.
 * No lock (pure). */
static inline bool is_claim(const void *target) {
    return target == (const void *)rt_abi_claimRetained || target == (const void *)rt_abi_claimUnretained;
}

/* A 32-bit displacement at `p` (unaligned). No lock (pure). */
static inline int32_t displacement(const uint8_t *p) {
    int32_t d;
    memcpy(&d, p, sizeof d);
    return d;
}

/* Whether a call's target is a PLT entry ([endbr64] [bnd] jmp *slot(%rip)) whose slot holds a
 * claim function: a program calling the shared runtime, or a plug-in. Before lazy binding has
 * resolved the slot it points back into the PLT: no hand-off that first time, the pool is
 * used. No lock (reads code and a resolved GOT slot). */
/* The last PLT entry this thread found reaching a claim function: code in a shared library
 * (a plug-in objcrt hosts) calls the claim through its PLT on every return, and matching the
 * entry's address is a compare where reading the entry is a dozen. Should the entry's library
 * be unloaded and other code come to lie at that address, a caller there would be taken for a
 * claiming one: the object then waits in `handed_off` (+1, owned) until the thread's next
 * return or claim puts it in the pool — kept alive longer, never freed early. */
static _Thread_local const uint8_t *claim_plt __attribute__((tls_model("initial-exec")));

__attribute__((noinline)) static bool plt_reaches_claim(const uint8_t *entry) {
    const uint8_t *target = entry;
    if (target[0] == 0xf3 && target[1] == 0x0f && target[2] == 0x1e && target[3] == 0xfa) target += 4;
    if (target[0] == 0xf2) target++;
    if (target[0] != 0xff || target[1] != 0x25) return false;
    if (!is_claim(*(void *const *)(target + 6 + displacement(target + 2)))) return false;
    claim_plt = entry;
    return true;
}

/* Whether the code at `ra`, a caller's return point, moves the result into the first
 * argument register and calls a claim function — directly (a static link: the usual case),
 * through its PLT entry, or through the GOT (-fno-plt). The bytes are read one instruction at
 * a time, so nothing is read past code that does not match. No lock (reads code, which is
 * immutable). */
static inline bool caller_claims(const uint8_t *ra) {
#if defined(__x86_64__)
    if (ra[0] != 0x48 || ra[1] != 0x89 || ra[2] != 0xc7) return false; /* mov %rax,%rdi */
    const uint8_t *call = ra + 3;
    if (__builtin_expect(call[0] == 0xe8, 1)) { /* call rel32 */
        const uint8_t *target = call + 5 + displacement(call + 1);
        return __builtin_expect(is_claim(target), 1) || plt_reaches_claim(target);
    }
    if (call[0] == 0xff && call[1] == 0x15) /* call *slot(%rip) */
        return is_claim(*(void *const *)(call + 6 + displacement(call + 2)));
    return false;
#else
    (void)ra;
    return false;
#endif
}

/* The uncommon ends of a return: nil, a caller that does not claim, or a slot still holding
 * an object (which cannot happen — the slot is emptied by the instruction after every
 * hand-off — but a parked object must never lose its owner: it goes to the pool). No lock. */
__attribute__((noinline)) static id return_slow(id obj, const void *ra) {
    if (!obj || !caller_claims(ra)) return rt_objc_autorelease(obj);
    id parked = handed_off;
    handed_off = obj;
    rt_objc_autorelease(parked);
    return obj;
}

/* The common shapes of caller_claims alone: `mov %rax,%rdi` and a direct call of
 * objc_retainAutoreleasedReturnValue (a static link) or of the PLT entry last seen reaching
 * it (a shared library). No lock (reads code and a thread-local). */
static inline bool caller_claims_directly(const uint8_t *ra) {
#if defined(__x86_64__)
    if (ra[0] != 0x48 || ra[1] != 0x89 || ra[2] != 0xc7 || ra[3] != 0xe8) return false;
    const uint8_t *target = ra + 8 + displacement(ra + 4);
    return target == (const uint8_t *)rt_abi_claimRetained || target == claim_plt;
#else
    (void)ra;
    return false;
#endif
}

/* The body of rt_abi_returnAtPlusZero, inlined into the two return functions. The common case
 * calls nothing, so it needs no frame; every other shape goes to return_slow. No lock
 * (thread-local). */
static inline id hand_off_or_pool(id obj, const void *ra) {
    if (__builtin_expect(obj != NULL && handed_off == NULL && caller_claims_directly(ra), 1)) {
        handed_off = obj;
        return obj;
    }
    return return_slow(obj, ra);
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

/* The value layer's C methods (NSDictionary's -objectForKey:, NSNumber's factories …) return
 * through the same hand-off (rt_objc_autoreleaseReturning), installed before any image loads.
 * Lock: none. */
__attribute__((constructor(101))) static void install_return_handoff(void) {
    rt_objc_setReturnHandoff(rt_abi_returnAtPlusZero);
}

/* A +0 value (an ivar, an argument) returned at +0: retained, then as above. No lock. */
__attribute__((noinline)) id objc_retainAutoreleaseReturnValue(id obj) {
    return hand_off_or_pool(rt_object_retainInline(obj), __builtin_return_address(0));
}

/* A claim that found no hand-off of `obj`: a parked object that is not ours goes to the pool
 * (where its +1 was meant to go), and the result is retained or, for an unretained claim,
 * left as it is. No lock. */
__attribute__((noinline)) static id claim_slow(id obj, id parked, bool retain) {
    if (parked) {
        handed_off = NULL;
        rt_objc_autorelease(parked);
    }
    return retain ? rt_object_retainInline(obj) : obj;
}

/* The caller's side: owns the result. A handed-off object is already +1. No lock. */
id objc_retainAutoreleasedReturnValue(id obj) {
    id parked = handed_off;
    if (__builtin_expect(parked == obj && obj != NULL, 1)) {
        handed_off = NULL;
        return obj;
    }
    return claim_slow(obj, parked, true);
}

/* The caller uses the result without owning it: a handed-off +1 is dropped at once (the
 * caller promised not to need it past its owners'). No lock. */
id objc_unsafeClaimAutoreleasedReturnValue(id obj) {
    id parked = handed_off;
    if (parked == obj && obj != NULL) {
        handed_off = NULL;
        rt_object_releaseInline(obj);
        return obj;
    }
    return claim_slow(obj, parked, false);
}

/* libobjc2's debugging aid (objc-arc.h): objects waiting in this thread's autorelease pools,
 * which is how tests see that a handed-off object never entered one. No lock. */
unsigned long objc_arc_autorelease_count_np(void) { return (unsigned long)rt_autoreleasePool_pendingCount(); }
