/* The chained hash table NSMapTable and NSHashTable share (rt_pointer_table.h). Why chains of
 * separately allocated entries: a weak slot is registered with the core's weak table by its
 * address, so it must not move when the table grows. Why a weak key also keeps its address
 * beside the slot: a pointer-identity lookup compares addresses without loading the weak
 * reference, and loads only the entry it found, to tell a live key from a dead one whose
 * address was reused. Every object loaded under the lock and not handed out is released
 * after the lock is dropped (a release may run a -dealloc that reaches this table). */
#include "rt_pointer_table.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include "rt_weak.h"
#include "rt_nsarray.h"
#include "rt_nsdata.h"
#include <stdlib.h>

/* No lock. */
static bool is_weak(uint32_t options) {
    uint32_t memory = options & RT_PF_MEMORY_MASK;
    return memory == RT_PF_WEAK_MEMORY || memory == RT_PF_ZEROING_WEAK_MEMORY;
}

/* No lock. */
bool rt_ptable_optionsSupported(uint32_t options) {
    uint32_t memory = options & RT_PF_MEMORY_MASK, personality = options & RT_PF_PERSONALITY_MASK;
    if (options & ~(uint32_t)(RT_PF_MEMORY_MASK | RT_PF_PERSONALITY_MASK | RT_PF_COPY_IN)) return false;
    if (memory != RT_PF_STRONG_MEMORY && !is_weak(options)) return false;
    if (personality != RT_PF_OBJECT_PERSONALITY && personality != RT_PF_OBJECT_POINTER_PERSONALITY &&
        personality != RT_PF_OPAQUE_PERSONALITY)
        return false;
    /* A copy held weakly would die at once. */
    return !((options & RT_PF_COPY_IN) && is_weak(options));
}

/* No lock. */
bool rt_ptable_usesIsEqual(uint32_t options) { return (options & RT_PF_PERSONALITY_MASK) == RT_PF_OBJECT_PERSONALITY; }

/* Lock: none held (-hash is a message). */
uintptr_t rt_ptable_hashKey(uint32_t keyOptions, id key) {
    if (rt_ptable_usesIsEqual(keyOptions)) return rt_values_sendHash(key);
    uintptr_t a = (uintptr_t)key;
    return (a >> 4) * (uintptr_t)0x9E3779B97F4A7C15u;
}

/* Caller holds the lock. */
void rt_ptable_defer(struct rt_ptable_deferred *later, id obj) {
    if (!obj) return;
    if (later->count == later->capacity) {
        size_t cap = later->capacity ? later->capacity * 2 : 8;
        id *grown = realloc(later->items, cap * sizeof(id));
        if (!grown) {
            rt_objc_release(obj); /* out of memory: the caller still holds a reference, so no -dealloc */
            return;
        }
        later->items = grown;
        later->capacity = cap;
    }
    later->items[later->count++] = obj;
}

/* Lock: none held. */
void rt_ptable_releaseDeferred(struct rt_ptable_deferred *later) {
    for (size_t i = 0; i < later->count; i++) rt_objc_release(later->items[i]);
    free(later->items);
    *later = (struct rt_ptable_deferred){0};
}

/* The object in a slot, +1 (NULL for a weak slot whose object died). Lock: the runtime lock
 * for a weak slot. */
static id load(id *slot, uint32_t options) {
    return is_weak(options) ? rt_objc_loadWeakRetained(slot) : rt_objc_retain(*slot);
}

/* Fills a fresh slot. Lock: the runtime lock for a weak slot; -copy runs for copy-in. */
static void store(id *slot, id obj, uint32_t options) {
    if (is_weak(options)) {
        rt_objc_initWeak(slot, obj);
    } else if (options & RT_PF_COPY_IN) {
        id copy = rt_values_sendCopy(obj);
        *slot = copy ? copy : rt_objc_retain(obj);
    } else {
        *slot = rt_objc_retain(obj);
    }
}

/* Empties a slot: a strong object goes to `later`, a weak slot is unregistered. Lock: the
 * runtime lock for a weak slot. */
static void clear(id *slot, uint32_t options, struct rt_ptable_deferred *later) {
    if (is_weak(options)) {
        rt_objc_destroyWeak(slot);
    } else if (later) {
        rt_ptable_defer(later, *slot);
        *slot = NULL;
    } else {
        rt_objc_release(*slot);
        *slot = NULL;
    }
}

/* Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_find(struct rt_ptable *t, id key, uintptr_t hash, id *outKey, id *outValue,
                                       struct rt_ptable_deferred *later) {
    if (outKey) *outKey = NULL;
    if (outValue) *outValue = NULL;
    if (!t->bucketCount || !key) return NULL;
    bool byValue = rt_ptable_usesIsEqual(t->keyOptions);
    for (struct rt_ptable_entry *e = t->buckets[hash & (t->bucketCount - 1)]; e; e = e->next) {
        if (e->hash != hash) continue;
        if (!byValue && e->keyAddress != (uintptr_t)key) continue;
        id stored = load(&e->key, t->keyOptions);
        if (!stored) continue; /* a dead weak key: not this one, even at a reused address */
        if (byValue && !rt_values_sendIsEqual(stored, key)) {
            rt_ptable_defer(later, stored);
            continue;
        }
        if (outKey) *outKey = stored;
        else rt_ptable_defer(later, stored);
        if (outValue) *outValue = load(&e->value, t->valueOptions);
        return e;
    }
    return NULL;
}

/* Doubles the buckets when the table is fuller than one entry per bucket; the old array is
 * kept when out of memory (longer chains, still correct). Caller holds the lock. */
static void grow(struct rt_ptable *t) {
    if (t->bucketCount && t->count < t->bucketCount) return;
    size_t cap = t->bucketCount ? t->bucketCount * 2 : 8;
    struct rt_ptable_entry **fresh = calloc(cap, sizeof *fresh);
    if (!fresh) return;
    for (size_t i = 0; i < t->bucketCount; i++) {
        struct rt_ptable_entry *e = t->buckets[i];
        while (e) {
            struct rt_ptable_entry *next = e->next;
            size_t b = e->hash & (cap - 1);
            e->next = fresh[b];
            fresh[b] = e;
            e = next;
        }
    }
    free(t->buckets);
    t->buckets = fresh;
    t->bucketCount = cap;
}

/* Caller holds the lock. */
bool rt_ptable_set(struct rt_ptable *t, id key, uintptr_t hash, id value, struct rt_ptable_deferred *later) {
    struct rt_ptable_entry *e = rt_ptable_find(t, key, hash, NULL, NULL, later);
    if (e) {
        clear(&e->value, t->valueOptions, later);
        store(&e->value, value, t->valueOptions);
        t->mutations++;
        return true;
    }
    grow(t);
    if (!t->bucketCount) return false;
    e = calloc(1, sizeof *e);
    if (!e) return false;
    e->hash = hash;
    e->keyAddress = (uintptr_t)key;
    store(&e->key, key, t->keyOptions);
    store(&e->value, value, t->valueOptions);
    size_t b = hash & (t->bucketCount - 1);
    e->next = t->buckets[b];
    t->buckets[b] = e;
    t->count++;
    t->mutations++;
    return true;
}

/* Unlinks `target` from its bucket. Caller holds the lock. */
static void unlink_entry(struct rt_ptable *t, struct rt_ptable_entry *target) {
    struct rt_ptable_entry **link = &t->buckets[target->hash & (t->bucketCount - 1)];
    while (*link && *link != target) link = &(*link)->next;
    if (*link) *link = target->next;
    target->next = NULL;
    t->count--;
    t->mutations++;
}

/* Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_remove(struct rt_ptable *t, id key, uintptr_t hash,
                                         struct rt_ptable_deferred *later) {
    struct rt_ptable_entry *e = rt_ptable_find(t, key, hash, NULL, NULL, later);
    if (e) unlink_entry(t, e);
    return e;
}

/* Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_removeAll(struct rt_ptable *t) {
    struct rt_ptable_entry *chain = NULL;
    for (size_t i = 0; i < t->bucketCount; i++) {
        struct rt_ptable_entry *e = t->buckets[i];
        while (e) {
            struct rt_ptable_entry *next = e->next;
            e->next = chain;
            chain = e;
            e = next;
        }
        t->buckets[i] = NULL;
    }
    if (t->count) t->mutations++;
    t->count = 0;
    return chain;
}

/* Whether an entry's weak key or weak value has died; what it loaded goes to `later`.
 * Caller holds the lock. */
static bool is_dead(struct rt_ptable *t, struct rt_ptable_entry *e, struct rt_ptable_deferred *later) {
    if (is_weak(t->keyOptions)) {
        id k = load(&e->key, t->keyOptions);
        if (!k) return true;
        rt_ptable_defer(later, k);
    }
    if (is_weak(t->valueOptions)) {
        id v = load(&e->value, t->valueOptions);
        if (!v) return true;
        rt_ptable_defer(later, v);
    }
    return false;
}

/* Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_purge(struct rt_ptable *t, struct rt_ptable_deferred *later) {
    struct rt_ptable_entry *chain = NULL;
    if (!is_weak(t->keyOptions) && !is_weak(t->valueOptions)) return NULL;
    for (size_t i = 0; i < t->bucketCount; i++) {
        struct rt_ptable_entry **link = &t->buckets[i];
        while (*link) {
            struct rt_ptable_entry *e = *link;
            if (is_dead(t, e, later)) {
                *link = e->next;
                e->next = chain;
                chain = e;
                t->count--; /* not a mutation: a death is not the enumerating code's doing */
            } else {
                link = &e->next;
            }
        }
    }
    return chain;
}

/* Caller holds the lock. */
size_t rt_ptable_snapshot(struct rt_ptable *t, id **keys, id **values, struct rt_ptable_deferred *later) {
    *keys = NULL;
    if (values) *values = NULL;
    if (!t->count) return 0;
    id *k = malloc(t->count * sizeof(id));
    id *v = values ? malloc(t->count * sizeof(id)) : NULL;
    if (!k || (values && !v)) {
        free(k);
        free(v);
        return 0;
    }
    size_t n = 0;
    for (size_t i = 0; i < t->bucketCount; i++) {
        for (struct rt_ptable_entry *e = t->buckets[i]; e; e = e->next) {
            id key = load(&e->key, t->keyOptions);
            if (!key) continue;
            if (values) {
                id value = load(&e->value, t->valueOptions);
                if (!value) {
                    rt_ptable_defer(later, key);
                    continue;
                }
                v[n] = value;
            }
            k[n++] = key;
        }
    }
    *keys = k;
    if (values) *values = v;
    return n;
}

/* Lock: none held; the runtime lock inside for weak slots. */
void rt_ptable_freeEntries(struct rt_ptable *t, struct rt_ptable_entry *chain) {
    while (chain) {
        struct rt_ptable_entry *next = chain->next;
        clear(&chain->key, t->keyOptions, NULL);
        clear(&chain->value, t->valueOptions, NULL);
        free(chain);
        chain = next;
    }
}

/* No lock. */
void rt_ptable_destroy(struct rt_ptable *t) {
    free(t->buckets);
    t->buckets = NULL;
    t->bucketCount = 0;
}

/* Lock: the table's, taken by the caller's snapshot before; none held here. */
unsigned long rt_ptable_enumerate(struct rt_fast_state *state, id *snapshot, size_t n, unsigned long *mutations) {
    if (state->state) {
        free(snapshot);
        return 0;
    }
    /* An autoreleased NSArray keeps the objects alive for the loop; an autoreleased NSData
     * holds their pointers, which the loop reads through itemsPtr. */
    id owner = rt_nsarray_create(snapshot, n, false);
    id pointers = n ? rt_nsdata_create(snapshot, n * sizeof(id)) : NULL;
    for (size_t i = 0; i < n; i++) rt_objc_release(snapshot[i]);
    free(snapshot);
    if (n && (!owner || !pointers)) {
        rt_objc_release(owner);
        rt_objc_release(pointers);
        return 0;
    }
    rt_objc_autorelease(owner);
    rt_objc_autorelease(pointers);
    state->state = 1;
    state->itemsPtr = n ? (id *)rt_nsdata_bytes(pointers) : NULL;
    state->mutationsPtr = mutations;
    return n;
}

/* Purges and then reads the table under `lock`; `keys` NULL only counts. Lock: `lock`. */
static size_t purged(struct rt_ptable *t, _Atomic(uint32_t) *lock, id **keys, id **values) {
    struct rt_ptable_deferred later = {0};
    bool locked = rt_values_lock(lock);
    struct rt_ptable_entry *dead = locked ? rt_ptable_purge(t, &later) : NULL;
    size_t n = keys ? rt_ptable_snapshot(t, keys, values, &later) : t->count;
    if (locked) rt_values_unlock(lock);
    rt_ptable_freeEntries(t, dead);
    rt_ptable_releaseDeferred(&later);
    return n;
}

/* Lock: `lock`, then none while freeing. */
size_t rt_ptable_liveSnapshot(struct rt_ptable *t, _Atomic(uint32_t) *lock, id **keys, id **values) {
    return purged(t, lock, keys, values);
}

/* Lock: as rt_ptable_liveSnapshot. */
size_t rt_ptable_liveCount(struct rt_ptable *t, _Atomic(uint32_t) *lock) { return purged(t, lock, NULL, NULL); }

/* No lock. */
void rt_ptable_releaseSnapshot(id *items, size_t n) {
    if (!items) return;
    for (size_t i = 0; i < n; i++) rt_objc_release(items[i]);
    free(items);
}
