/* The per-class method cache: the probe that Swift inlines, and read-only introspection. */
#ifndef MINIOBJC_RT_CACHE_H
#define MINIOBJC_RT_CACHE_H

#include "rt_types.h"

/* Bucket index of a selector: its address over 16. Selector records are 48 bytes in
 * 16-byte-aligned chunks, so consecutive selectors differ by 3 after the shift — an odd step,
 * which visits every bucket of a power-of-two table before repeating. No lock (pure). */
static inline uintptr_t rt_cache_index(SEL sel, uint32_t mask) {
    return ((uintptr_t)sel >> 4) & mask;
}

/* The fast path: the cached IMP of `sel` for instances of `cls`, or NULL on a miss (or on a
 * cached "not found", whose record has a NULL IMP). No lock: the table pointer and each
 * bucket are acquire loads, buckets only go from empty to a record that is never freed, and
 * the table always has an empty bucket, so the loop ends. See cache.c. */
static inline IMP rt_cache_probe(Class cls, SEL sel) {
    struct rt_cache *c = atomic_load_explicit(&cls->cache, memory_order_acquire);
    uint32_t mask = c->mask;
    uintptr_t i = rt_cache_index(sel, mask);
    for (;;) {
        struct rt_method *m = atomic_load_explicit(&c->buckets[i], memory_order_acquire);
        if (m == NULL) return NULL;
        if (m->name == sel) return atomic_load_explicit(&m->imp, memory_order_acquire);
        i = (i + 1) & mask;
    }
}

/* Capacity and occupied buckets of the class's cache. Lock: the runtime lock. */
void rt_cache_getInfo(Class cls, uint32_t *capacity, uint32_t *occupied);
/* Copies up to `max` cached entries: selector, IMP (NULL for a cached "not found") and the
 * bucket index. Returns the number copied. Lock: the runtime lock. */
uint32_t rt_cache_copyEntries(Class cls, SEL *sels, IMP *imps, uint32_t *buckets, uint32_t max);
/* Empties the cache of `cls` and all its subclasses. Lock: the runtime lock. */
void rt_cache_flush(Class cls);
/* How many cache tables have been retired (replaced by a bigger one) and are kept alive
 * until their class is disposed. Lock: the runtime lock. */
size_t rt_cache_retiredCount(void);

#endif
