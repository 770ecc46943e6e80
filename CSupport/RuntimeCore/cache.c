/* The per-class method cache.
 *
 * Readers (rt_cache_probe in rt_cache.h, inlined into Swift) take no lock. Writers hold the
 * runtime lock. What keeps lock-free reading safe:
 *  - A bucket holds a pointer to a method record (or to a selector's "not found" record).
 *    Records never move and are never freed while their class lives, so a reader that loaded
 *    a bucket just before a flush still reads a valid record; it sees the state from just
 *    before the flush, which is a correct answer for a send that raced with the change.
 *  - The IMP is read from the record, so method_setImplementation is seen at once even by
 *    entries cached earlier; caches are still flushed on every method-list change, because
 *    a new method can shadow an inherited one.
 *  - A flush clears buckets in place (atomic stores of NULL). A reader that then finds an
 *    empty bucket just misses and takes the slow path, which takes the lock.
 *  - A table is at most 3/4 full, so every probe ends at an empty bucket.
 *
 * How old cache memory is reclaimed: a table is only ever replaced when it grows. The old
 * table is retired onto its class's `retiredNext` chain, not freed, because a reader on
 * another thread may still be probing it and MiniObjC does not track readers (objc4 frees
 * its garbage when no thread's PC is inside objc_msgSend; that needs assembly we do not
 * have). Because tables only double, a class's retired tables together are smaller than its
 * live one, so the garbage is bounded by the live cache size. The chain is freed when the
 * class is disposed — disposal requires no instances and no subclasses, i.e. nobody can be
 * sending to the class any more. Flushes never allocate and never retire anything. */
#include "rt_cache.h"
#include "rt_lock.h"
#include "rt_lookup.h"
#include "rt_core_private.h"
#include "rt_trace.h"

static size_t retired_tables;

/* The lookup generation (rt_lookup.h). Starts at 1 so that a caller can use 0 for "never
 * looked up". Bumped after the change it announces, with release ordering: a reader that
 * sees the new number also sees the change. */
static _Atomic uint64_t lookup_generation = 1;

/* Lock: caller holds the runtime lock (which orders bumps with the changes). */
void rt_lookup_generation_bump_locked(void) {
    atomic_fetch_add_explicit(&lookup_generation, 1, memory_order_release);
}

/* No lock: an acquire load. */
uint64_t rt_lookup_generation(void) {
    return atomic_load_explicit(&lookup_generation, memory_order_acquire);
}

/* Lock: caller holds the runtime lock (or owns the class exclusively, at allocation). */
struct rt_cache *rt_cache_create(uint32_t capacity) {
    struct rt_cache *c = calloc(1, sizeof *c + capacity * sizeof(c->buckets[0]));
    if (!c) return NULL;
    c->mask = capacity - 1;
    return c;
}

/* The record in the cache for `sel`, including a "not found" record. Lock: the runtime lock
 * is held by the caller (the cache may change otherwise). */
struct rt_method *rt_cache_find_locked(Class cls, SEL sel) {
    struct rt_cache *c = atomic_load_explicit(&cls->cache, memory_order_relaxed);
    uintptr_t i = rt_cache_index(sel, c->mask);
    for (;;) {
        struct rt_method *m = atomic_load_explicit(&c->buckets[i], memory_order_relaxed);
        if (!m) return NULL;
        if (m->name == sel) return m;
        i = (i + 1) & c->mask;
    }
}

/* Adds a record for its selector; grows (and retires the old table) past 3/4 full.
 * Lock: caller holds the runtime lock. */
void rt_cache_insert_locked(Class cls, struct rt_method *m) {
    if (rt_cache_find_locked(cls, m->name)) return;
    struct rt_cache *c = atomic_load_explicit(&cls->cache, memory_order_relaxed);
    uint32_t capacity = c->mask + 1;
    if ((c->occupied + 1) * 4 > capacity * 3) {
        struct rt_cache *bigger = rt_cache_create(capacity * 2);
        if (!bigger) return; /* out of memory: stay uncached, the slow path still works */
        /* Unlike objc4, which starts the bigger table empty, carry the entries over: a
         * cached "not found" would otherwise be forgotten at once and resolution re-run. */
        for (uint32_t i = 0; i <= c->mask; i++) {
            struct rt_method *old = atomic_load_explicit(&c->buckets[i], memory_order_relaxed);
            if (!old) continue;
            uintptr_t j = rt_cache_index(old->name, bigger->mask);
            while (atomic_load_explicit(&bigger->buckets[j], memory_order_relaxed)) j = (j + 1) & bigger->mask;
            atomic_store_explicit(&bigger->buckets[j], old, memory_order_relaxed);
            bigger->occupied++;
        }
        bigger->retiredNext = c;
        retired_tables++;
        atomic_store_explicit(&cls->cache, bigger, memory_order_release);
        if (rt_trace_enabled(RT_TRACE_CACHE_SETUP))
            rt_trace_printf("CACHE: %s%s: grew from %u to %u buckets (%u entries carried over; the old table is "
                            "retired, not freed: a reader may still be probing it)",
                            (cls->flags & RT_CLASS_META) ? "+" : "-", cls->name, capacity, bigger->mask + 1,
                            bigger->occupied);
        c = bigger;
    }
    uintptr_t i = rt_cache_index(m->name, c->mask);
    uintptr_t home = i;
    while (atomic_load_explicit(&c->buckets[i], memory_order_relaxed)) i = (i + 1) & c->mask;
    atomic_store_explicit(&c->buckets[i], m, memory_order_release);
    c->occupied++;
    if (rt_trace_enabled(RT_TRACE_CACHE_SETUP))
        rt_trace_printf("CACHE: %s%s: %s %s in bucket %lu of %u%s", (cls->flags & RT_CLASS_META) ? "+" : "-",
                        cls->name, m->imp ? "cached" : "cached as not found:", m->name->name, (unsigned long)i,
                        c->mask + 1, i == home ? "" : " (its home bucket was taken)");
}

/* Lock: caller holds the runtime lock. */
static void flush_one(Class cls) {
    struct rt_cache *c = atomic_load_explicit(&cls->cache, memory_order_relaxed);
    if (!c || c->occupied == 0) return;
    for (uint32_t i = 0; i <= c->mask; i++)
        atomic_store_explicit(&c->buckets[i], (struct rt_method *)NULL, memory_order_release);
    c->occupied = 0;
}

/* Flushes `cls` and every class below it (for a root class that includes its metaclass
 * hierarchy, since the root metaclass inherits from it), and bumps the lookup generation:
 * every method-list change ends here. Lock: caller holds the runtime lock. */
void rt_cache_flush_hierarchy_locked(Class cls) {
    if (!cls) return;
    rt_lookup_generation_bump_locked();
    /* Depth-first without recursion: walk subclass lists, climbing back with `superclass`. */
    Class top = cls;
    Class c = cls;
    for (;;) {
        flush_one(c);
        if (c->firstSubclass) {
            c = c->firstSubclass;
            continue;
        }
        while (c != top && !c->nextSibling) c = c->superclass;
        if (c == top) return;
        c = c->nextSibling;
    }
}

/* Frees the live table and every retired one. Lock: caller holds the runtime lock and
 * nobody can send to `cls` any more. */
void rt_cache_destroy_locked(Class cls) {
    struct rt_cache *c = atomic_load_explicit(&cls->cache, memory_order_relaxed);
    while (c) {
        struct rt_cache *next = c->retiredNext;
        if (next) retired_tables--;
        free(c);
        c = next;
    }
    atomic_store_explicit(&cls->cache, (struct rt_cache *)NULL, memory_order_relaxed);
}

/* Lock: the runtime lock. */
void rt_cache_getInfo(Class cls, uint32_t *capacity, uint32_t *occupied) {
    rt_runtime_lock();
    struct rt_cache *c = cls ? atomic_load_explicit(&cls->cache, memory_order_relaxed) : NULL;
    if (capacity) *capacity = c ? c->mask + 1 : 0;
    if (occupied) *occupied = c ? c->occupied : 0;
    rt_runtime_unlock();
}

/* Lock: the runtime lock. */
uint32_t rt_cache_copyEntries(Class cls, SEL *sels, IMP *imps, uint32_t *buckets, uint32_t max) {
    uint32_t n = 0;
    rt_runtime_lock();
    struct rt_cache *c = cls ? atomic_load_explicit(&cls->cache, memory_order_relaxed) : NULL;
    for (uint32_t i = 0; c && i <= c->mask && n < max; i++) {
        struct rt_method *m = atomic_load_explicit(&c->buckets[i], memory_order_relaxed);
        if (!m) continue;
        if (sels) sels[n] = m->name;
        if (imps) imps[n] = atomic_load_explicit(&m->imp, memory_order_relaxed);
        if (buckets) buckets[n] = i;
        n++;
    }
    rt_runtime_unlock();
    return n;
}

/* Lock: the runtime lock. */
void rt_cache_flush(Class cls) {
    if (!cls) return;
    rt_runtime_lock();
    rt_cache_flush_hierarchy_locked(cls);
    rt_runtime_unlock();
}

/* Lock: the runtime lock. */
size_t rt_cache_retiredCount(void) {
    rt_runtime_lock();
    size_t n = retired_tables;
    rt_runtime_unlock();
    return n;
}
