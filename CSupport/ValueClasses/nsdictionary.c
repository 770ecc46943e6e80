/* NSDictionary and NSMutableDictionary: an insertion-ordered entry array plus, past
 * RT_DICT_SMALL entries, an open-addressing index of entry positions (linear probing, load
 * at most one half; a smaller dictionary compares its stored hashes in order). Keys
 * are hashed (-hash) before the lock is taken; -isEqual: runs under the lock of a mutable
 * dictionary, since a probe must not see the table change. A key whose -isEqual: reads the
 * same dictionary gets in (the lock notices its own thread), one that mutates it gets a
 * pending exception instead of a deadlock. Removal compacts the entries and rebuilds the
 * index: O(n), simple, and keeps the order. */
#include "rt_nsdictionary.h"
#include "rt_nsdictionary_private.h"
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_exception.h"
#include "rt_nsarray.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Class dict_class, mutable_class;
static SEL setObjectForKey_sel;  /* interned at start-up */

/* No lock. */
Class rt_NSDictionary(void) { return dict_class; }
/* No lock. */
Class rt_NSMutableDictionary(void) { return mutable_class; }
/* The exact classes first: lookups ask on every call, and the walk up a subclass's chain
 * costs more than the probe. No lock. */
bool rt_object_isNSDictionary(id obj) {
    Class c = rt_object_getClass(obj);
    return (c && (c == dict_class || c == mutable_class)) || rt_values_isKind(obj, dict_class);
}
/* No lock. */
bool rt_object_isNSMutableDictionary(id obj) {
    Class c = rt_object_getClass(obj);
    return c && (c == mutable_class || (c != dict_class && rt_values_isKind(obj, mutable_class)));
}

/* No lock. */
static struct dict *as_dict(id obj) { return rt_object_isNSDictionary(obj) ? (struct dict *)obj : NULL; }

/* Takes the lock of a mutable dictionary; returns whether it did (false also when this
 * thread already holds it — a key's -isEqual: reading the dictionary: see rt_values_lock). */
static bool lock(struct dict *d) {
    if (!rt_object_isNSMutableDictionary((id)d)) return false;
    return rt_values_lock(&d->lock);
}

/* The mutators' lock (see rt_values_lockForMutation). Lock: the dictionary's own, held on
 * true. */
static bool lock_for_mutation(struct dict *d, SEL cmd) {
    return rt_values_lockForMutation(&d->lock, (id)d, cmd);
}

/* Releases what lock() took. */
static void unlock(struct dict *d, bool locked) {
    if (locked) rt_values_unlock(&d->lock);
}

/* The entry position of `key`, or -1. Caller holds the lock (if mutable). */
static ptrdiff_t find(struct dict *d, id key, uintptr_t hash) {
    if (!d->indexCapacity) { /* a small dictionary: the stored hashes, in order */
        for (size_t i = 0; i < d->count; i++)
            if (d->entries[i].hash == hash && rt_values_sendIsEqual(d->entries[i].key, key)) return (ptrdiff_t)i;
        return -1;
    }
    size_t mask = d->indexCapacity - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        uint32_t slot = d->index[i];
        if (!slot) return -1;
        struct entry *e = &d->entries[slot - 1];
        if (e->hash == hash && rt_values_sendIsEqual(e->key, key)) return (ptrdiff_t)slot - 1;
    }
}

/* Rebuilds the index for the current entries. Caller holds the lock. */
static bool rebuild_index(struct dict *d) {
    return rt_index_rebuild(&d->index, &d->indexCapacity, d->entries, d->count, sizeof(struct entry),
                            offsetof(struct entry, hash));
}

/* Adds or replaces a pair, consuming `copiedKey` (+1) and retaining `value`. What must be
 * released (the old value, an unused key) is handed back in `garbage`, for release after
 * the lock is dropped. Caller holds the lock. */
static bool put(struct dict *d, id copiedKey, id value, uintptr_t hash, id garbage[2]) {
    ptrdiff_t at = find(d, copiedKey, hash);
    d->mutations++;
    if (at >= 0) {
        garbage[0] = d->entries[at].value;
        garbage[1] = copiedKey;  /* the original key stays, as in Foundation */
        d->entries[at].value = rt_objc_retain(value);
        return true;
    }
    if (d->count == d->capacity) {
        size_t cap = d->capacity ? d->capacity * 2 : 4;
        struct entry *grown = NULL;
        if (cap <= SIZE_MAX / sizeof(struct entry) && cap < UINT32_MAX)
            grown = realloc(d->entries, cap * sizeof(struct entry));
        if (!grown) {
            garbage[1] = copiedKey;
            return false;
        }
        d->entries = grown;
        d->capacity = cap;
    }
    d->entries[d->count++] = (struct entry){copiedKey, rt_objc_retain(value), hash};
    if (!d->indexCapacity && d->count <= RT_DICT_SMALL) return true;  /* no index yet */
    if (d->count * 2 > d->indexCapacity) {
        if (!rebuild_index(d)) {
            d->count--;
            garbage[0] = value;  /* undo the retain above */
            garbage[1] = copiedKey;
            return false;
        }
    } else {
        rt_index_insert(d->index, d->indexCapacity, hash, d->count - 1);
    }
    return true;
}

/* store_pair_hashed's cleanup for a copied key put has not consumed. No lock (called after the lock
 * is dropped). */
static void release_unconsumed(id *key) { rt_objc_release(*key); }

/* Copies (or, for CFDictionarySetValue, retains) the key and hashes it (unless its hash is
 * known: a pair taken from another dictionary), then stores the pair under the lock.
 * Exceptions are pending on failure. Lock: the dictionary's own lock (if mutable): not held
 * while the key is copied and hashed, held while stored keys' -isEqual: compare (see the
 * file comment). */
static bool store_pair_hashed(struct dict *d, id key, id value, SEL cmd, bool copyKey, uintptr_t knownHash,
                              bool hashKnown) {
    if (!key || !value) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, (id)d, rt_sel_getName(cmd),
                           key ? "attempt to insert nil value" : "attempt to insert nil key", 0, 0);
        return false;
    }
    /* Ours until put consumes it: released when -hash, the lock's re-entry raise or a stored
     * key's -isEqual: throws (after the lock is dropped: cleanups run in reverse order). */
    __attribute__((cleanup(release_unconsumed))) id copied = copyKey ? rt_values_sendCopy(key) : rt_objc_retain(key);
    if (!copied) return false;  /* -copyWithZone: missing: its error is pending */
    uintptr_t hash = hashKnown ? knownHash : rt_values_sendHash(copied);
    id garbage[2] = {NULL, NULL};
    bool isMutable = rt_object_isNSMutableDictionary((id)d);
    if (isMutable && !lock_for_mutation(d, cmd)) return false;
    RT_VALUES_HELD held = {isMutable ? &d->lock : NULL}; /* put's -isEqual: may throw */
    bool ok = put(d, copied, value, hash, garbage);
    copied = NULL;
    rt_values_dropHeld(&held);
    rt_objc_release(garbage[0]);
    rt_objc_release(garbage[1]);
    return ok;
}

/* store_pair_hashed, hashing the key. Lock: as store_pair_hashed. */
static bool store_pair(struct dict *d, id key, id value, SEL cmd, bool copyKey) {
    return store_pair_hashed(d, key, value, cmd, copyKey, 0, false);
}

/* Retained keys and values, taken under the lock; free with release_entries.
 * No lock held on return. */
static size_t snapshot(struct dict *d, id **keys, id **values) {
    bool locked = lock(d);
    size_t n = d->count;
    *keys = n ? malloc(n * sizeof(id)) : NULL;
    *values = n ? malloc(n * sizeof(id)) : NULL;
    if (n && (!*keys || !*values)) n = 0;
    for (size_t i = 0; i < n; i++) {
        (*keys)[i] = rt_objc_retain(d->entries[i].key);
        (*values)[i] = rt_objc_retain(d->entries[i].value);
    }
    unlock(d, locked);
    return n;
}

/* No lock. */
static void release_entries(id *keys, id *values, size_t n) {
    for (size_t i = 0; i < n; i++) {
        rt_objc_release(keys[i]);
        rt_objc_release(values[i]);
    }
    free(keys);
    free(values);
}

/* Whether every key and value is non-nil; for the first nil releases `unfinished` (-init…'s
 * receiver, or NULL) and raises NSInvalidArgumentException in Foundation's words, naming
 * `className` (a class's own string, alive after the release). Checked before anything is
 * allocated, so a raise that unwinds leaks nothing. No lock. */
static bool check_pairs(const char *className, id unfinished, const id *keys, const id *values, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (!values[i] || !keys[i]) {
            rt_objc_release(unfinished);
            char detail[64];
            snprintf(detail, sizeof detail, "attempt to insert nil %s from %s[%zu]", values[i] ? "key" : "object",
                     values[i] ? "keys" : "objects", i);
            rt_exception_raiseNamed(RT_EXC_INVALID_ARGUMENT, className, "initWithObjects:forKeys:count:", detail, 0, 0);
            return false;
        }
    return true;
}

/* No lock: the new dictionary is not shared yet. */
id rt_nsdictionary_create(const id *keys, const id *values, size_t count, bool isMutable) {
    if (count && (!keys || !values)) return NULL;
    if (!check_pairs(isMutable ? "NSMutableDictionary" : "NSDictionary", NULL, keys, values, count)) return NULL;
    struct dict *d = (struct dict *)rt_class_createInstance(isMutable ? mutable_class : dict_class, 0);
    if (!d) return NULL;
    for (size_t i = 0; i < count; i++)
        if (!store_pair(d, keys[i], values[i], setObjectForKey_sel, true)) {
            rt_objc_release((id)d);
            return NULL;
        }
    return (id)d;
}

/* Lock: the dictionary's lock if mutable. */
size_t rt_nsdictionary_count(id obj) {
    struct dict *d = as_dict(obj);
    if (!d) return 0;
    bool locked = lock(d);
    size_t n = d->count;
    unlock(d, locked);
    return n;
}

/* Lock: the dictionary's lock if mutable. */
size_t rt_nsdictionary_copyEntries(id obj, id *keys, id *values, size_t capacity) {
    struct dict *d = as_dict(obj);
    if (!d || !keys || !values) return 0;
    bool locked = lock(d);
    size_t n = d->count < capacity ? d->count : capacity;
    for (size_t i = 0; i < n; i++) {
        keys[i] = rt_objc_retain(d->entries[i].key);
        values[i] = rt_objc_retain(d->entries[i].value);
    }
    unlock(d, locked);
    return n;
}

/* Lock: the dictionary's lock if mutable (not while the key computes its hash). */
id rt_nsdictionary_objectForKey(id obj, id key) {
    struct dict *d = as_dict(obj);
    if (!d || !key) return NULL;
    uintptr_t hash = rt_values_sendHash(key);
    RT_VALUES_HELD held = {lock(d) ? &d->lock : NULL}; /* find's -isEqual: may throw */
    ptrdiff_t at = find(d, key, hash);
    id value = at >= 0 ? rt_objc_retain(d->entries[at].value) : NULL;
    rt_values_dropHeld(&held);
    return value;
}

/* Whether `e`'s key is an NSString of exactly these bytes (its stored hash checked first).
 * Caller holds the lock (if mutable). */
static inline bool key_is_utf8(const struct entry *e, const char *utf8, size_t length, uint64_t hash) {
    if (e->hash != (uintptr_t)hash) return false;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(e->key, &n);
    return bytes && n == length && (length == 0 || memcmp(bytes, utf8, length) == 0);
}

/* Compares stored NSString keys' bytes directly: no key object, no -isEqual: message. A key
 * of another class is never equal to the bytes (Foundation's NSString compares only with
 * strings). Lock: the dictionary's lock if mutable. */
id rt_nsdictionary_objectForUTF8Key(id obj, const char *utf8, size_t length, uint64_t hash) {
    if (!utf8 && length) return NULL;
    /* The exact classes first: model mapping asks this once per property per model, and the
     * two walks up the class chain (is it a dictionary, is it mutable) cost more than the
     * probe itself. */
    Class cls = rt_object_getClass(obj);
    struct dict *d;
    bool locked = false;
    if (cls == dict_class) {
        d = (struct dict *)obj;
    } else if (cls == mutable_class) {
        d = (struct dict *)obj;
        locked = rt_values_lock(&d->lock);
    } else {
        d = as_dict(obj);
        if (!d) return NULL;
        locked = lock(d);
    }
    id value = NULL;
    for (size_t i = 0; !d->indexCapacity && i < d->count; i++) /* a small dictionary */
        if (key_is_utf8(&d->entries[i], utf8, length, hash)) {
            value = rt_objc_retain(d->entries[i].value);
            break;
        }
    if (d->indexCapacity) {
        size_t mask = d->indexCapacity - 1;
        for (size_t i = (uintptr_t)hash & mask;; i = (i + 1) & mask) {
            uint32_t slot = d->index[i];
            if (!slot) break;
            if (key_is_utf8(&d->entries[slot - 1], utf8, length, hash)) {
                value = rt_objc_retain(d->entries[slot - 1].value);
                break;
            }
        }
    }
    unlock(d, locked);
    return value;
}

/* Lock: the dictionary's own lock. */
bool rt_nsdictionary_setObject(id obj, id value, id key) {
    if (!rt_object_isNSMutableDictionary(obj)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, obj, "setObject:forKey:",
                           "mutating method sent to an immutable object", 0, 0);
        return false;
    }
    return store_pair((struct dict *)obj, key, value, setObjectForKey_sel, true);
}

/* CoreFoundation's rule (cf_dictionary.c). Lock: the dictionary's own lock. */
bool rt_nsdictionary_setRetainingKey(id obj, id value, id key) {
    if (!rt_object_isNSMutableDictionary(obj)) return rt_nsdictionary_setObject(obj, value, key); /* raises */
    return store_pair((struct dict *)obj, key, value, setObjectForKey_sel, false);
}

/* -count. Lock: as rt_nsdictionary_count. */
static uintptr_t imp_count(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdictionary_count(self);
}

/* -objectForKey: / -objectForKeyedSubscript: / -valueForKey: (+0, autoreleased).
 * Lock: as rt_nsdictionary_objectForKey. */
static id imp_objectForKey(id self, SEL cmd, id key) {
    (void)cmd;
    return RT_AUTORELEASE_RETURN(rt_nsdictionary_objectForKey(self, key));
}

/* -allKeys / -allValues: new arrays in insertion order, autoreleased.
 * Lock: the dictionary's lock while taking a snapshot. */
static id all(id self, bool wantKeys) {
    struct dict *d = as_dict(self);
    if (!d) return NULL;
    id *keys, *values;
    size_t n = snapshot(d, &keys, &values);
    id array = rt_nsarray_create(wantKeys ? keys : values, n, false);
    release_entries(keys, values, n);
    return rt_objc_autorelease(array);
}
/* Lock: as all(). */
static id imp_allKeys(id self, SEL cmd) { (void)cmd; return all(self, true); }
/* Lock: as all(). */
static id imp_allValues(id self, SEL cmd) { (void)cmd; return all(self, false); }

/* A new dictionary of `cls` (+1) with the pairs of `source` (may be NULL): its entries and
 * index cloned (rt_nsdictionary_cloneEntries); NULL when memory runs out. No lock held
 * except `source`'s while reading it. */
static id copy_into(Class cls, id source) {
    struct dict *d = (struct dict *)rt_class_createInstance(cls, 0);
    struct dict *src = as_dict(source);
    if (!d || !src || rt_nsdictionary_cloneEntries((id)d, (id)src)) return (id)d;
    rt_objc_release((id)d);
    return NULL;
}

/* -copyWithZone: an immutable dictionary is its own copy. Lock: as copy_into. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    if (!rt_object_isNSMutableDictionary(self)) return rt_objc_retain(self);
    return copy_into(dict_class, self);
}

/* -mutableCopyWithZone:. Lock: as copy_into. */
static id imp_mutableCopyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return copy_into(mutable_class, self);
}

/* -dealloc: releases keys and values, frees the tables, then [super dealloc].
 * Lock: none (nobody else holds a reference). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct dict *d = (struct dict *)self;
    for (size_t i = 0; i < d->count; i++) {
        rt_objc_release(d->entries[i].key);
        rt_objc_release(d->entries[i].value);
    }
    free(d->entries);
    free(d->index);
    d->entries = NULL;
    d->index = NULL;
    d->count = d->capacity = d->indexCapacity = 0;
    rt_values_superDealloc(self, dict_class);
}

/* -initWithObjects:forKeys:count: fills what +alloc made; on failure releases it and
 * returns nil. Lock: none (not shared yet). */
static id imp_initWithObjectsForKeysCount(id self, SEL cmd, const id *values, const id *keys,
                                          uintptr_t count) {
    struct dict *d = as_dict(self);
    if (!d) return self;
    if (count && (!values || !keys)) {
        rt_objc_release(self);
        return NULL;
    }
    if (!check_pairs(rt_object_getClassName(self), self, keys, values, count)) return NULL;
    for (size_t i = 0; i < count; i++)
        if (!store_pair(d, keys[i], values[i], cmd, true)) {
            rt_objc_release(self);
            return NULL;
        }
    return self;
}

/* -initWithDictionary:. Lock: the other dictionary's lock while copying. */
static id imp_initWithDictionary(id self, SEL cmd, id other) {
    struct dict *src = as_dict(other);
    if (!src) return self;
    id *keys, *values;
    size_t n = snapshot(src, &keys, &values);
    id result = imp_initWithObjectsForKeysCount(self, cmd, values, keys, n);
    release_entries(keys, values, n);
    return result;
}

/* +dictionary… factories: an instance of the receiving class, autoreleased. No lock. */
static id make_of_class(id cls, const id *values, const id *keys, size_t count, SEL cmd) {
    id d = rt_class_createInstance((Class)cls, 0);
    if (!d) return NULL;
    if (!rt_object_isNSDictionary(d)) {
        rt_objc_release(d);
        return NULL;
    }
    return rt_objc_autorelease(imp_initWithObjectsForKeysCount(d, cmd, values, keys, count));
}
/* No lock. */
static id imp_dictionary(id self, SEL cmd) { return make_of_class(self, NULL, NULL, 0, cmd); }
/* No lock. */
static id imp_dictionaryWithObjectsForKeysCount(id self, SEL cmd, const id *values,
                                                const id *keys, uintptr_t count) {
    if (count && (!values || !keys)) return NULL;
    return make_of_class(self, values, keys, count, cmd);
}
/* No lock. */
static id imp_dictionaryWithObjectForKey(id self, SEL cmd, id value, id key) {
    return make_of_class(self, &value, &key, 1, cmd);
}
/* Lock: the other dictionary's lock while copying. */
static id imp_dictionaryWithDictionary(id self, SEL cmd, id other) {
    id d = rt_class_createInstance((Class)self, 0);
    if (!d) return NULL;
    if (!rt_object_isNSDictionary(d)) {
        rt_objc_release(d);
        return NULL;
    }
    return rt_objc_autorelease(imp_initWithDictionary(d, cmd, other));
}

/* The mutators' receiver check. No lock. */
static struct dict *mutable_target(id self, SEL cmd) {
    if (rt_object_isNSMutableDictionary(self)) return (struct dict *)self;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                       "mutating method sent to an immutable object", 0, 0);
    return NULL;
}

/* -setObject:forKey:. Lock: the dictionary's own lock. */
static void imp_setObjectForKey(id self, SEL cmd, id value, id key) {
    struct dict *d = mutable_target(self, cmd);
    if (d) store_pair(d, key, value, cmd, true);
}

/* -removeObjectForKey:. Lock: the dictionary's own lock; the pair is released after. */
static void imp_removeObjectForKey(id self, SEL cmd, id key) {
    struct dict *d = mutable_target(self, cmd);
    if (!d) return;
    if (!key) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "key cannot be nil", 0, 0);
        return;
    }
    uintptr_t hash = rt_values_sendHash(key);
    if (!lock_for_mutation(d, cmd)) return;
    RT_VALUES_HELD held = {&d->lock}; /* find's -isEqual: may throw */
    ptrdiff_t at = find(d, key, hash);
    struct entry removed = {NULL, NULL, 0};
    if (at >= 0) {
        removed = d->entries[at];
        memmove(&d->entries[at], &d->entries[at + 1], (d->count - (size_t)at - 1) * sizeof(struct entry));
        d->count--;
        d->mutations++;
        if (d->indexCapacity) rebuild_index(d); /* a removal always fits the old table: it cannot fail */
    }
    rt_values_dropHeld(&held);
    rt_objc_release(removed.key);
    rt_objc_release(removed.value);
}

/* -setObject:forKeyedSubscript: / -setValue:forKey:: nil removes the key. Lock: as the
 * two methods above. */
static void imp_setOrRemove(id self, SEL cmd, id value, id key) {
    if (value) imp_setObjectForKey(self, cmd, value, key);
    else imp_removeObjectForKey(self, cmd, key);
}

/* -removeAllObjects. Lock: the dictionary's own lock; pairs released after. */
static void imp_removeAllObjects(id self, SEL cmd) {
    struct dict *d = mutable_target(self, cmd);
    if (!d) return;
    if (!lock_for_mutation(d, cmd)) return;
    struct entry *entries = d->entries;
    size_t n = d->count;
    d->entries = NULL;
    d->count = d->capacity = 0;
    d->mutations++;
    if (d->index) memset(d->index, 0, d->indexCapacity * sizeof(uint32_t));
    rt_values_unlock(&d->lock);
    for (size_t i = 0; i < n; i++) {
        rt_objc_release(entries[i].key);
        rt_objc_release(entries[i].value);
    }
    free(entries);
}

/* -addEntriesFromDictionary:. Each key is copied as -setObject:forKey: copies it, but not
 * hashed again: its copy hashes as the other dictionary's key did. Lock: the other's lock for
 * a snapshot, then this one's. */
static void imp_addEntriesFromDictionary(id self, SEL cmd, id other) {
    struct dict *d = mutable_target(self, cmd);
    struct dict *src = as_dict(other);
    if (!d || !src) return;
    struct entry buffer[RT_DICT_SMALL], *pairs;
    size_t n = rt_nsdictionary_snapshotEntries((id)src, buffer, RT_DICT_SMALL, &pairs);
    for (size_t i = 0; i < n && store_pair_hashed(d, pairs[i].key, pairs[i].value, cmd, true, pairs[i].hash, true); i++) {}
    rt_nsdictionary_releaseSnapshot(pairs, buffer, n);
}

/* Registers NSDictionary and NSMutableDictionary. Lock: the runtime lock inside the calls. */
void rt_nsdictionary_install(Class nsobject) {
    setObjectForKey_sel = rt_sel_registerName("setObject:forKey:");
    static const struct rt_value_ivar ivars[] = {
        {"_entries", sizeof(void *), 3, "^v", offsetof(struct dict, entries)},
        {"_count", sizeof(size_t), 3, "Q", offsetof(struct dict, count)},
        {"_capacity", sizeof(size_t), 3, "Q", offsetof(struct dict, capacity)},
        {"_index", sizeof(void *), 3, "^I", offsetof(struct dict, index)},
        {"_indexCapacity", sizeof(size_t), 3, "Q", offsetof(struct dict, indexCapacity)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct dict, lock)},
        {"_mutations", sizeof(unsigned long), 3, "Q", offsetof(struct dict, mutations)},
    };
    static const struct rt_value_method methods[] = {
        {"count", (IMP)imp_count, "Q16@0:8", false},
        {"objectForKey:", (IMP)imp_objectForKey, "@24@0:8@16", false},
        {"objectForKeyedSubscript:", (IMP)imp_objectForKey, "@24@0:8@16", false},
        {"valueForKey:", (IMP)imp_objectForKey, "@24@0:8@16", false},
        {"allKeys", (IMP)imp_allKeys, "@16@0:8", false},
        {"allValues", (IMP)imp_allValues, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"mutableCopyWithZone:", (IMP)imp_mutableCopyWithZone, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"initWithObjects:forKeys:count:", (IMP)imp_initWithObjectsForKeysCount, "@40@0:8r^@16r^@24Q32", false},
        {"initWithDictionary:", (IMP)imp_initWithDictionary, "@24@0:8@16", false},
        {"dictionary", (IMP)imp_dictionary, "@16@0:8", true},
        {"dictionaryWithObjects:forKeys:count:", (IMP)imp_dictionaryWithObjectsForKeysCount,
         "@40@0:8r^@16r^@24Q32", true},
        {"dictionaryWithObject:forKey:", (IMP)imp_dictionaryWithObjectForKey, "@32@0:8@16@24", true},
        {"dictionaryWithDictionary:", (IMP)imp_dictionaryWithDictionary, "@24@0:8@16", true},
    };
    static const struct rt_value_method mutableMethods[] = {
        {"setObject:forKey:", (IMP)imp_setObjectForKey, "v32@0:8@16@24", false},
        {"setObject:forKeyedSubscript:", (IMP)imp_setOrRemove, "v32@0:8@16@24", false},
        {"setValue:forKey:", (IMP)imp_setOrRemove, "v32@0:8@16@24", false},
        {"removeObjectForKey:", (IMP)imp_removeObjectForKey, "v24@0:8@16", false},
        {"removeAllObjects", (IMP)imp_removeAllObjects, "v16@0:8", false},
        {"addEntriesFromDictionary:", (IMP)imp_addEntriesFromDictionary, "v24@0:8@16", false},
    };
    dict_class = rt_values_makeClass(nsobject, "NSDictionary", ivars, sizeof ivars / sizeof ivars[0],
                                     methods, sizeof methods / sizeof methods[0]);
    if (!dict_class) return;
    mutable_class = rt_values_makeClass(dict_class, "NSMutableDictionary", NULL, 0, mutableMethods,
                                        sizeof mutableMethods / sizeof mutableMethods[0]);
}
