/* The synthesized-accessor record table's layout and its lock-free lookup, shared by the
 * table's writers (accessor_records.c) and the accessor IMPs (accessors.c), which inline
 * the lookup: it is most of what a scalar accessor does. Private to CSupport. */
#ifndef MINIOBJC_RT_ACCESSOR_TABLE_H
#define MINIOBJC_RT_ACCESSOR_TABLE_H

#include "include/rt_accessor.h"
#include <stdatomic.h>

struct rt_accessor_table {
    size_t mask;                       /* capacity - 1; capacity is a power of two */
    size_t used;                       /* records and tombstones; written under the lock */
    struct rt_accessor_table *retiredNext;
    _Atomic(const rt_accessor *) buckets[];
};

/* The table readers use; replaced (never freed) when it grows. Written under the runtime
 * lock with release stores. */
extern _Atomic(struct rt_accessor_table *) rt_accessor_live_table;

/* The bucket a (class, selector) pair starts probing at: the two addresses XORed, without
 * their four low bits, which alignment makes zero (the method cache indexes by sel >> 4 the
 * same way). One class's selectors are 48 bytes apart and one selector's classes are a class
 * struct apart, so either varying alone walks the table with an odd step. A multiply-shift
 * mix spread no better on real layouts and cost a fifth of the accessor. No lock (pure). */
static inline size_t rt_accessor_home(const struct rt_accessor_table *t, Class cls, SEL sel) {
    return (((uintptr_t)cls ^ (uintptr_t)sel) >> 4) & t->mask;
}

/* The record of (cls, sel) in `t`, or NULL. No lock: acquire loads of buckets, which go
 * from empty to a record, or from a record to another record or the tombstone. */
static inline const rt_accessor *rt_accessor_probe(struct rt_accessor_table *t, Class cls, SEL sel) {
    size_t i = rt_accessor_home(t, cls, sel);
    for (;;) {
        const rt_accessor *a = atomic_load_explicit(&t->buckets[i], memory_order_acquire);
        if (a == NULL) return NULL;
        if (a->cls == cls && a->sel == sel) return a;
        i = (i + 1) & t->mask;
    }
}

/* rt_accessor_find, inlined. No lock. */
static inline const rt_accessor *rt_accessor_find_inline(id receiver, SEL sel) {
    if (receiver == NULL) return NULL;
    struct rt_accessor_table *t = atomic_load_explicit(&rt_accessor_live_table, memory_order_acquire);
    if (t == NULL) return NULL;
    for (Class c = atomic_load_explicit(&receiver->isa, memory_order_acquire); c != NULL; c = c->superclass) {
        const rt_accessor *a = rt_accessor_probe(t, c, sel);
        if (a != NULL) return a;
    }
    return NULL;
}

#endif
