/* The accessor record table: (class, selector, role) -> rt_accessor, read on every typed-IMP
 * call (rt_typed_imp.h) without a lock.
 *
 * The same scheme as the method cache (cache.c), with one table for all classes:
 *  - A bucket holds a pointer to an immutable record. A record is published with a release
 *    store after it is filled in; readers load buckets with acquire, so they see it whole.
 *  - Records are never freed, nor are replaced tables: a reader on another thread may still
 *    hold either, and nothing tracks readers. Replaced records and retired tables go on
 *    lists that keep them reachable. Tables only double, so retired tables together are
 *    smaller than the live one; records are one per accessor ever installed.
 *  - Forgetting a class (it is being disposed, so it has no instances and nobody can call
 *    its accessors) replaces its buckets with a tombstone, which no key matches; a probe
 *    walks over it. Growing drops tombstones.
 *  - A table is at most 3/4 full, tombstones included, so every probe ends at an empty
 *    bucket. */
#include "rt_core_private.h"
#include "rt_lock.h"
#include <stdlib.h>

/* A record whose key matches nothing: what forgotten buckets hold. */
static const rt_accessor tombstone;

_Atomic(struct rt_accessor_table *) rt_accessor_live_table;
static struct rt_accessor_table *retired_tables;   /* under the runtime lock */

/* Replaced and forgotten records, kept reachable (see above). Under the runtime lock. */
struct replaced_record {
    const rt_accessor *record;
    struct replaced_record *next;
};
static struct replaced_record *replaced_records;
static size_t record_count;

/* The bucket holding (cls, sel, role), or the empty bucket that ends its probe. Lock: the
 * runtime lock (writers); readers use rt_accessor_probe (rt_core_private.h). */
static size_t slot_locked(struct rt_accessor_table *t, Class cls, SEL sel, uint8_t role) {
    size_t i = rt_accessor_home(t, cls, sel);
    for (;;) {
        const rt_accessor *a = atomic_load_explicit(&t->buckets[i], memory_order_relaxed);
        if (a == NULL || (a->cls == cls && a->sel == sel && a->role == role)) return i;
        i = (i + 1) & t->mask;
    }
}

/* A table of `capacity` buckets holding the live records of `old` (tombstones dropped).
 * Lock: the runtime lock. */
static struct rt_accessor_table *rebuilt(const struct rt_accessor_table *old, size_t capacity) {
    struct rt_accessor_table *t = calloc(1, sizeof *t + capacity * sizeof(t->buckets[0]));
    if (t == NULL) return NULL;
    t->mask = capacity - 1;
    if (old == NULL) return t;
    for (size_t i = 0; i <= old->mask; i++) {
        const rt_accessor *a = atomic_load_explicit(&((struct rt_accessor_table *)old)->buckets[i], memory_order_relaxed);
        if (a == NULL || a == &tombstone) continue;
        atomic_store_explicit(&t->buckets[slot_locked(t, a->cls, a->sel, a->role)], a, memory_order_relaxed);
        t->used++;
    }
    return t;
}

/* Keeps a record that left the table reachable (see above). False when out of memory.
 * Lock: the runtime lock. */
static bool keep_locked(const rt_accessor *record) {
    struct replaced_record *keep = malloc(sizeof *keep);
    if (keep == NULL) return false;
    *keep = (struct replaced_record){ .record = record, .next = replaced_records };
    replaced_records = keep;
    return true;
}

/* Publishes a filled-in record, replacing the one of its key. Lock: the runtime lock. */
static bool add_record(rt_accessor *record) {
    Class cls = record->cls;
    SEL sel = record->sel;
    bool ok = false;
    rt_runtime_lock();
    struct rt_accessor_table *t = atomic_load_explicit(&rt_accessor_live_table, memory_order_relaxed);
    if (t == NULL || (t->used + 1) * 4 > (t->mask + 1) * 3) {
        size_t capacity = t == NULL ? 64 : (t->mask + 1) * 2;
        struct rt_accessor_table *bigger = rebuilt(t, capacity);
        if (bigger == NULL) goto done;
        if (t != NULL) {
            t->retiredNext = retired_tables;
            retired_tables = t;
        }
        atomic_store_explicit(&rt_accessor_live_table, bigger, memory_order_release);
        t = bigger;
    }
    size_t i = slot_locked(t, cls, sel, record->role);
    const rt_accessor *old = atomic_load_explicit(&t->buckets[i], memory_order_relaxed);
    if (old != NULL) {
        if (!keep_locked(old)) goto done;
    } else {
        t->used++;
        record_count++;
    }
    atomic_store_explicit(&t->buckets[i], record, memory_order_release);
    ok = true;
done:
    rt_runtime_unlock();
    if (!ok) free(record);
    return ok;
}

/* Lock: the runtime lock. */
bool rt_accessor_add(Class cls, SEL sel, ptrdiff_t offset, uint32_t flags, void *context) {
    if (cls == NULL || sel == NULL) return false;
    rt_accessor *record = malloc(sizeof *record);
    if (record == NULL) return false;
    *record = (rt_accessor){ .cls = cls, .sel = sel, .offset = offset, .flags = flags, .context = context,
                             .role = RT_ROLE_IVAR };
    return add_record(record);
}

/* Lock: the runtime lock. */
bool rt_accessor_add_handler(Class cls, SEL sel, rt_accessor_role role, char code, void *context,
                             rt_typed_handler handler) {
    if (cls == NULL || sel == NULL || handler == NULL || role == RT_ROLE_IVAR) return false;
    rt_accessor *record = malloc(sizeof *record);
    if (record == NULL) return false;
    *record = (rt_accessor){ .cls = cls, .sel = sel, .context = context, .role = (uint8_t)role, .code = code,
                             .handler = handler };
    return add_record(record);
}

/* Lock: the runtime lock. */
bool rt_accessor_remove(Class cls, SEL sel, rt_accessor_role role) {
    bool removed = false;
    rt_runtime_lock();
    struct rt_accessor_table *t = atomic_load_explicit(&rt_accessor_live_table, memory_order_relaxed);
    if (t != NULL && cls != NULL && sel != NULL) {
        size_t i = slot_locked(t, cls, sel, (uint8_t)role);
        const rt_accessor *a = atomic_load_explicit(&t->buckets[i], memory_order_relaxed);
        if (a != NULL && keep_locked(a)) {
            atomic_store_explicit(&t->buckets[i], &tombstone, memory_order_release);
            record_count--;
            removed = true;
        }
    }
    rt_runtime_unlock();
    return removed;
}

/* No lock. */
const rt_accessor *rt_accessor_find(id receiver, SEL sel) { return rt_accessor_find_inline(receiver, sel, RT_ROLE_IVAR); }

/* No lock. */
const rt_accessor *rt_accessor_find_role(id receiver, SEL sel, rt_accessor_role role) {
    return rt_accessor_find_inline(receiver, sel, role);
}

/* Lock: the runtime lock. */
void rt_accessor_forget(Class cls) {
    rt_runtime_lock();
    struct rt_accessor_table *t = atomic_load_explicit(&rt_accessor_live_table, memory_order_relaxed);
    for (size_t i = 0; t != NULL && i <= t->mask; i++) {
        const rt_accessor *a = atomic_load_explicit(&t->buckets[i], memory_order_relaxed);
        if (a == NULL || a == &tombstone || a->cls != cls) continue;
        if (!keep_locked(a)) break;  /* out of memory: the record stays, unreachable by any live class */
        atomic_store_explicit(&t->buckets[i], &tombstone, memory_order_release);
        record_count--;
    }
    rt_runtime_unlock();
}

/* Lock: the runtime lock. */
size_t rt_accessor_count(Class cls) {
    rt_runtime_lock();
    size_t n = cls == NULL ? record_count : 0;
    struct rt_accessor_table *t = atomic_load_explicit(&rt_accessor_live_table, memory_order_relaxed);
    for (size_t i = 0; cls != NULL && t != NULL && i <= t->mask; i++) {
        const rt_accessor *a = atomic_load_explicit(&t->buckets[i], memory_order_relaxed);
        if (a != NULL && a->cls == cls) n++;
    }
    rt_runtime_unlock();
    return n;
}
