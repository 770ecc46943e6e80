/* The hash table under NSMapTable and NSHashTable (pointer_table.c): chained entries, each
 * allocated on its own so a weak slot never moves (the core's weak table records the slot's
 * address). Each side (key, value) keeps objects strongly (retained) or weakly (a zeroing
 * weak reference in the core's weak table), and a key is compared by pointer identity or by
 * -isEqual: / -hash, as the NSPointerFunctions options say.
 *
 * Callers hold the owning object's container lock around every call that takes a table,
 * except rt_ptable_freeEntries and rt_ptable_releaseDeferred, which run after the lock is
 * dropped: a release can run a -dealloc, which may reach this same table. */
#ifndef MINIOBJC_RT_POINTER_TABLE_H
#define MINIOBJC_RT_POINTER_TABLE_H

#include "rt_types.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* NSPointerFunctionsOptions: the memory (low byte) and personality (second byte) Foundation
 * defines, and the copy-in flag. */
enum {
    RT_PF_STRONG_MEMORY = 0,
    RT_PF_ZEROING_WEAK_MEMORY = 1,
    RT_PF_WEAK_MEMORY = 5,
    RT_PF_MEMORY_MASK = 0xff,
    RT_PF_OBJECT_PERSONALITY = 0 << 8,
    RT_PF_OPAQUE_PERSONALITY = 1 << 8,
    RT_PF_OBJECT_POINTER_PERSONALITY = 2 << 8,
    RT_PF_PERSONALITY_MASK = 0xff00,
    RT_PF_COPY_IN = 1 << 16,
};

struct rt_ptable_entry {
    struct rt_ptable_entry *next;
    uintptr_t hash;
    uintptr_t keyAddress; /* the key's identity, kept so a weak key is found without a load */
    id key;
    id value;             /* unused by NSHashTable */
};

struct rt_ptable {
    struct rt_ptable_entry **buckets;
    size_t bucketCount; /* a power of two, or 0 before the first insert */
    size_t count;       /* entries, dead weak ones included until a purge */
    unsigned long mutations;
    uint32_t keyOptions, valueOptions;
};

/* Objects whose release waits until the container lock is dropped. */
struct rt_ptable_deferred {
    id *items;
    size_t count, capacity;
};

/* Whether `options` are ones the table supports: strong or (zeroing) weak memory, object or
 * object-pointer (or opaque: pointer identity) personality, copy-in with strong memory. No lock. */
bool rt_ptable_optionsSupported(uint32_t options);
/* Whether keys are compared with -isEqual: (object personality). No lock. */
bool rt_ptable_usesIsEqual(uint32_t options);
/* The hash a key is filed under: its -hash for object personality (a message: compute it
 * before taking the lock), its address mixed otherwise. No lock. */
uintptr_t rt_ptable_hashKey(uint32_t keyOptions, id key);

/* The entry for `key`, or NULL; `*outKey` / `*outValue` (either may be NULL) receive the live
 * key / value +1 (the value may be NULL when it has died). Object personality sends -isEqual:
 * to the stored keys. Caller holds the lock; loaded objects not handed out go to `later`. */
struct rt_ptable_entry *rt_ptable_find(struct rt_ptable *t, id key, uintptr_t hash, id *outKey, id *outValue,
                                       struct rt_ptable_deferred *later);
/* Stores `value` for `key` (replacing the value of an equal key; the old one goes to `later`).
 * False when out of memory. Caller holds the lock. */
bool rt_ptable_set(struct rt_ptable *t, id key, uintptr_t hash, id value, struct rt_ptable_deferred *later);
/* Unlinks the entry for `key` and returns it (NULL if none) for rt_ptable_freeEntries.
 * Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_remove(struct rt_ptable *t, id key, uintptr_t hash,
                                         struct rt_ptable_deferred *later);
/* Unlinks every entry; returns them chained for rt_ptable_freeEntries. Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_removeAll(struct rt_ptable *t);
/* Unlinks the entries whose weak key or weak value has died (Foundation drops such an
 * entry); returns them chained. Caller holds the lock. */
struct rt_ptable_entry *rt_ptable_purge(struct rt_ptable *t, struct rt_ptable_deferred *later);
/* The live keys and, when `values` is not NULL, their values, +1 each, in `*keys` / `*values`
 * (malloc'd; free with free after releasing); the number of pairs. Dead entries are skipped.
 * Caller holds the lock. */
size_t rt_ptable_snapshot(struct rt_ptable *t, id **keys, id **values, struct rt_ptable_deferred *later);
/* rt_ptable_snapshot for a table guarded by `lock` (its owner's rt_values_lock word): dead
 * entries purged first, the lock taken and dropped here, and what the purge unlinked freed
 * and released after it. Lock: `lock`, then none while freeing. */
size_t rt_ptable_liveSnapshot(struct rt_ptable *t, _Atomic(uint32_t) *lock, id **keys, id **values);
/* The number of live entries, dead ones purged first as in rt_ptable_liveSnapshot. Lock: as
 * rt_ptable_liveSnapshot. */
size_t rt_ptable_liveCount(struct rt_ptable *t, _Atomic(uint32_t) *lock);
/* Releases each of a snapshot's `n` objects and frees the array (NULL is fine). No lock. */
void rt_ptable_releaseSnapshot(id *items, size_t n);
/* Frees unlinked entries: releases strong slots, unregisters weak ones. Lock: none held (the
 * runtime lock inside for weak slots). */
void rt_ptable_freeEntries(struct rt_ptable *t, struct rt_ptable_entry *chain);
/* Frees the bucket array (the entries must be freed already). No lock (-dealloc). */
void rt_ptable_destroy(struct rt_ptable *t);
/* Releases and forgets what was deferred. Lock: none held. */
void rt_ptable_releaseDeferred(struct rt_ptable_deferred *later);
/* Adds an object (+1) to release later; when out of memory it is released now. Caller holds
 * the lock. */
void rt_ptable_defer(struct rt_ptable_deferred *later, id obj);

/* NSFastEnumerationState, as clang's for-in reads it. */
struct rt_fast_state {
    unsigned long state;
    id *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
};
/* -countByEnumeratingWithState:objects:count: over a snapshot (+1 objects in a malloc'd
 * array, which this takes over): the first call hands out every object at once, kept alive
 * until the current autorelease pool pops; the next returns 0. `mutations` is the table's
 * counter the loop watches. Lock: none held. */
unsigned long rt_ptable_enumerate(struct rt_fast_state *state, id *snapshot, size_t n, unsigned long *mutations);

#endif
