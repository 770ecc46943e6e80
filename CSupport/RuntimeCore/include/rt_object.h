/* Objects: creation, retain counts, autorelease pools, dealloc, isa access, copying. */
#ifndef MINIOBJC_RT_OBJECT_H
#define MINIOBJC_RT_OBJECT_H

#include "rt_types.h"

/* A new instance of a registered class: ivars zeroed, retain count 1, plus `extraBytes`
 * indexed bytes, and each level's `.cxx_construct` run (root first). NULL for NULL, a
 * metaclass, an unregistered class or a failed `.cxx_construct`. No lock. */
id rt_class_createInstance(Class cls, size_t extraBytes);
/* Runs the clean-up dealloc does — along the class chain, most-derived first, a level's
 * `.cxx_destruct` if it has one, else releases its strong object ivars and zeroes its weak
 * ones; then drops associated objects and zeroes weak references to `obj` — without
 * freeing. Lock: the runtime lock inside the weak and associated tables. */
void *rt_objc_destructInstance(id obj);
/* Destructs and frees (the body of NSObject's -dealloc). Lock: as rt_objc_destructInstance. */
void rt_object_dispose(id obj);

/* +1; classes and protocols are immortal (no-op). Returns `obj`. No lock (atomic). */
id rt_objc_retain(id obj);
/* -1; at zero sends -dealloc. No lock (atomic); -dealloc's own locks. */
void rt_objc_release(id obj);
/* The end of a release that took the count to zero: marks the object deallocating and sends
 * -dealloc. Only for rt_object_releaseInline. No lock; -dealloc's own locks. */
void rt_object_lastReleased(id obj);

/* rt_objc_retain and rt_objc_release with their common case inlined, for the ABI layer's
 * entry points that compiled code calls in hot loops (objc_retain, objc_release, the
 * hand-off). The inlined case is an ordinary live object whose word has none of
 * RT_RC_SLOW_BITS, told by one load of that word; everything else — immortal, deallocating,
 * a block, a count of 2^20 or more, the last release — goes to the functions, with the same
 * rules. No lock (atomic). */
static inline id rt_object_retainInline(id obj) {
    /* Separate, predicted branches: cheaper than combining the two tests into one. */
    if (__builtin_expect(!obj, 0) || __builtin_expect(rt_object_isSmall(obj), 0)) return obj;
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (__builtin_expect(!(w & RT_RC_SLOW_BITS) && w >= RT_RC_ONE, 1)) {
        atomic_fetch_add_explicit(&obj->rc, RT_RC_ONE, memory_order_relaxed);
        return obj;
    }
    return rt_objc_retain(obj);
}
static inline void rt_object_releaseInline(id obj) {
    if (__builtin_expect(!obj, 0) || __builtin_expect(rt_object_isSmall(obj), 0)) return;
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (__builtin_expect((w & RT_RC_SLOW_BITS) || (w >> RT_RC_SHIFT) <= 1, 0)) {
        rt_objc_release(obj); /* the last reference (one compare-and-swap there), or not ordinary */
        return;
    }
    uintptr_t old = atomic_fetch_sub_explicit(&obj->rc, RT_RC_ONE, memory_order_acq_rel);
    if ((old >> RT_RC_SHIFT) == 1) rt_object_lastReleased(obj); /* another thread released meanwhile */
}
/* Adds `obj` to the current thread's innermost autorelease pool. Returns `obj`. No lock. */
id rt_objc_autorelease(id obj);
/* How a C method returns its +1 result at +0 when the caller may be ARC code: the compiled
 * path (ObjCABI's arc_return.c) installs its hand-off, which skips the pool when the code at
 * `ra` claims the object at once; without it the object goes to the pool. No lock. */
typedef id (*rt_return_handoff)(id obj, const void *ra);
void rt_objc_setReturnHandoff(rt_return_handoff handoff);
id rt_objc_autoreleaseReturning(id obj, const void *ra);
/* In a method's own body (an IMP objc_msgSend jumps to): its return address is its caller's. */
#define RT_AUTORELEASE_RETURN(obj) rt_objc_autoreleaseReturning((obj), __builtin_return_address(0))
/* The retain count (a large constant for immortal objects). No lock. */
uintptr_t rt_object_retainCount(id obj);
/* Whether the object's count reached zero and -dealloc is running. No lock. */
bool rt_object_isDeallocating(id obj);

/* Opens a pool on this thread; pass the token to rt_objc_autoreleasePoolPop. No lock. */
void *rt_objc_autoreleasePoolPush(void);
/* Releases everything autoreleased since the matching push (inner pools included).
 * An unknown token is ignored. No lock. */
void rt_objc_autoreleasePoolPop(void *token);
/* Objects waiting in this thread's pools. No lock. */
size_t rt_autoreleasePool_pendingCount(void);

/* The object's class (for a class: its metaclass). NULL for nil. No lock (atomic load). */
Class rt_object_getClass(id obj);
/* Atomically swaps the isa (KVO's isa-swizzling) and returns the old class; live-instance
 * counts move with it. NULL / metaclass / disposed class / class objects / blocks, or a block
 * class → NULL, nothing changes. No lock. */
Class rt_object_setClass(id obj, Class cls);
/* No lock. */
const char *rt_object_getClassName(id obj);
/* Whether `obj` is a class (its isa is a metaclass). No lock. */
bool rt_object_isClass(id obj);
/* A new object of the same class with `size` bytes copied (at least the instance size);
 * strong object ivars are retained for the copy, weak ones re-registered. No lock except
 * the runtime lock for weak ivars. */
id rt_object_copy(id obj, size_t size);
/* The indexed bytes allocated after the ivars by rt_class_createInstance. No lock. */
void *rt_object_getIndexedIvars(id obj);

#endif
