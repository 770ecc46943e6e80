/* The property accessors clang's synthesized getters and setters call (objc4's and
 * libobjc2's names): object properties go through these so that `copy` copies, `retain`
 * retains the new value before releasing the old, and `atomic` ones are really atomic — a
 * getter never returns a value a concurrent setter has already released. Atomicity comes from
 * a small array of spin locks picked by the property's address, as objc4 does. */
#include "rt_abi_private.h"
#include "rt_lookup.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <sched.h>
#include <stdatomic.h>
#include <string.h>

#define LOCK_COUNT 64
static atomic_flag property_locks[LOCK_COUNT];

/* The spin lock for a slot. No lock (pure). */
static atomic_flag *lock_for(const void *slot) { return &property_locks[((uintptr_t)slot >> 4) % LOCK_COUNT]; }

/* Lock: spins on `l`, yielding the processor while it is held: the holder may have been
 * preempted, and with more threads than cores pure spinning would only wait for its slice. */
static void spin_lock(atomic_flag *l) {
    while (atomic_flag_test_and_set_explicit(l, memory_order_acquire)) sched_yield();
}

/* Lock: releases `l`. */
static void spin_unlock(atomic_flag *l) { atomic_flag_clear_explicit(l, memory_order_release); }

/* Sends a no-argument message returning an object (the copy). Lock: whatever it takes. */
static id send0(id receiver, const char *selector) {
    if (!receiver) return NULL;
    SEL sel = rt_sel_registerName(selector);
    id r = receiver;
    IMP imp = rt_msg_lookup(&r, sel);
    return ((id(*)(id, SEL))imp)(r, sel);
}

/* An atomic getter's value is retained under the lock and returned at +0 as a method's
 * result is: synthesized getters tail-call this, so an ARC caller claiming the result gets
 * it without the pool (arc_return.c). Not inlined, for the return address. Lock: a property
 * spin lock when atomic. */
__attribute__((noinline)) id objc_getProperty(id self, SEL cmd, ptrdiff_t offset, rt_BOOL atomic) {
    (void)cmd;
    if (!self) return NULL;
    id *slot = (id *)((char *)self + offset);
    if (!atomic) return *slot;
    atomic_flag *l = lock_for(slot);
    spin_lock(l);
    id value = rt_objc_retain(*slot);
    spin_unlock(l);
    return rt_abi_returnAtPlusZero(value, __builtin_return_address(0));
}

/* shouldCopy: 0 retain, 1 copy, 2 mutableCopy (clang's values). Lock: a property spin lock
 * when atomic; the old value is released after it. */
void objc_setProperty(id self, SEL cmd, ptrdiff_t offset, id value, rt_BOOL atomic, signed char shouldCopy) {
    (void)cmd;
    if (!self) return;
    id newValue = shouldCopy == 1 ? send0(value, "copy") : shouldCopy == 2 ? send0(value, "mutableCopy") : rt_objc_retain(value);
    id *slot = (id *)((char *)self + offset);
    id old;
    if (atomic) {
        atomic_flag *l = lock_for(slot);
        spin_lock(l);
        old = *slot;
        *slot = newValue;
        spin_unlock(l);
    } else {
        old = *slot;
        *slot = newValue;
    }
    rt_objc_release(old);
}

/* The four specialised setters clang emits. Lock: as objc_setProperty. */
void objc_setProperty_atomic(id self, SEL cmd, id value, ptrdiff_t offset) { objc_setProperty(self, cmd, offset, value, 1, 0); }
void objc_setProperty_nonatomic(id self, SEL cmd, id value, ptrdiff_t offset) { objc_setProperty(self, cmd, offset, value, 0, 0); }
void objc_setProperty_atomic_copy(id self, SEL cmd, id value, ptrdiff_t offset) { objc_setProperty(self, cmd, offset, value, 1, 1); }
void objc_setProperty_nonatomic_copy(id self, SEL cmd, id value, ptrdiff_t offset) { objc_setProperty(self, cmd, offset, value, 0, 1); }

/* Atomic struct properties: the copy happens under the lock of the source (a getter) or the
 * destination (a setter). Lock: a property spin lock when atomic. */
void objc_getPropertyStruct(void *dest, const void *src, ptrdiff_t size, rt_BOOL atomic, rt_BOOL strong) {
    (void)strong;
    if (size <= 0) return;
    if (!atomic) {
        memcpy(dest, src, (size_t)size);
        return;
    }
    atomic_flag *l = lock_for(src);
    spin_lock(l);
    memcpy(dest, src, (size_t)size);
    spin_unlock(l);
}

/* Lock: a property spin lock when atomic. */
void objc_setPropertyStruct(void *dest, const void *src, ptrdiff_t size, rt_BOOL atomic, rt_BOOL strong) {
    (void)strong;
    if (size <= 0) return;
    if (!atomic) {
        memcpy(dest, src, (size_t)size);
        return;
    }
    atomic_flag *l = lock_for(dest);
    spin_lock(l);
    memcpy(dest, src, (size_t)size);
    spin_unlock(l);
}

/* Atomic properties of a C++ type with a non-trivial copy: clang passes the helper that runs
 * the type's copy constructor or assignment, and the copy happens under the lock of the
 * property's storage (the source for a getter, the destination for a setter), so a reader
 * never sees half of a concurrent write. Lock: a property spin lock, held while `copy` runs
 * (it must not touch another atomic property hashed to the same lock). */
void objc_getCppObjectAtomic(void *dest, const void *src, void (*copy)(void *, const void *)) {
    atomic_flag *l = lock_for(src);
    spin_lock(l);
    copy(dest, src);
    spin_unlock(l);
}

/* Lock: as objc_getCppObjectAtomic, on the destination. */
void objc_setCppObjectAtomic(void *dest, const void *src, void (*copy)(void *, const void *)) {
    atomic_flag *l = lock_for(dest);
    spin_lock(l);
    copy(dest, src);
    spin_unlock(l);
}
