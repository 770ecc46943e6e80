/* NSDictionary's paths that reuse hashes already known: a copy of a dictionary, the pairs of
 * one dictionary added to another, a dictionary of keys whose hashes the caller keeps (KVO's
 * change dictionary, kvo_change_dictionary.c). A dictionary's stored keys are its own copies,
 * already distinct and hashed; copying them again (-copy), hashing them again (-hash) and
 * comparing them again (-isEqual:) is what made `[change mutableCopy]`, `-copy` and
 * `-addEntriesFromDictionary:` cost a message per key and a probe per pair — every KVO
 * notification FBKVOController handles does all three. */
#include "rt_nsdictionary_private.h"
#include "rt_collections_private.h"
#include "rt_nsdictionary.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include <stdlib.h>
#include <string.h>

/* Takes `d`'s lock when it is mutable (see nsdictionary.c's lock()). */
static bool lock_if_mutable(struct dict *d) {
    if (!rt_object_isNSMutableDictionary((id)d)) return false;
    return rt_values_lock(&d->lock);
}

/* Lock: `source`'s own lock (if mutable) while its entries are read. */
bool rt_nsdictionary_cloneEntries(id target, id source) {
    struct dict *d = (struct dict *)target, *src = (struct dict *)source;
    if (d->count || d->entries || d->index) return false;  /* only into a fresh dictionary */
    bool locked = lock_if_mutable(src);
    size_t n = src->count, indexCapacity = src->indexCapacity;
    if (n == 0) {
        if (locked) rt_values_unlock(&src->lock);
        return true;
    }
    struct entry *entries = malloc(n * sizeof *entries);
    uint32_t *index = indexCapacity ? malloc(indexCapacity * sizeof *index) : NULL;
    if (!entries || (indexCapacity && !index)) {
        if (locked) rt_values_unlock(&src->lock);
        free(entries);
        free(index);
        return false;
    }
    /* Same entries in the same order: the source's index, copied, finds them. */
    for (size_t i = 0; i < n; i++)
        entries[i] = (struct entry){rt_objc_retain(src->entries[i].key), rt_objc_retain(src->entries[i].value),
                                    src->entries[i].hash};
    if (indexCapacity) memcpy(index, src->index, indexCapacity * sizeof *index);
    if (locked) rt_values_unlock(&src->lock);
    d->entries = entries;
    d->count = d->capacity = n;
    d->index = index;
    d->indexCapacity = indexCapacity;
    return true;
}

/* Lock: `source`'s own lock (if mutable) while its entries are read. */
size_t rt_nsdictionary_snapshotEntries(id source, struct entry *buffer, size_t bufferCount, struct entry **entries) {
    struct dict *src = (struct dict *)source;
    bool locked = lock_if_mutable(src);
    size_t n = src->count;
    *entries = n <= bufferCount ? buffer : malloc(n * sizeof **entries);
    if (!*entries) n = 0;
    for (size_t i = 0; i < n; i++)
        (*entries)[i] = (struct entry){rt_objc_retain(src->entries[i].key), rt_objc_retain(src->entries[i].value),
                                       src->entries[i].hash};
    if (locked) rt_values_unlock(&src->lock);
    return n;
}

/* No lock. */
void rt_nsdictionary_releaseSnapshot(struct entry *entries, struct entry *buffer, size_t n) {
    for (size_t i = 0; i < n; i++) {
        rt_objc_release(entries[i].key);
        rt_objc_release(entries[i].value);
    }
    if (entries != buffer) free(entries);
}

/* No lock: the new dictionary is not shared yet. */
id rt_nsdictionary_createHashed(const id *keys, const uintptr_t *hashes, const id *values, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (!keys[i] || !values[i]) return NULL;
    struct dict *d = (struct dict *)rt_class_createInstance(rt_NSDictionary(), 0);
    if (!d || count == 0) return (id)d;
    struct entry *entries = malloc(count * sizeof *entries);
    if (!entries) {
        rt_objc_release((id)d);
        return NULL;
    }
    for (size_t i = 0; i < count; i++)
        entries[i] = (struct entry){rt_objc_retain(keys[i]), rt_objc_retain(values[i]), hashes[i]};
    d->entries = entries;
    d->count = d->capacity = count;
    if (count > RT_DICT_SMALL && !rt_index_rebuild(&d->index, &d->indexCapacity, entries, count, sizeof(struct entry),
                          offsetof(struct entry, hash))) {
        rt_objc_release((id)d);  /* -dealloc releases the entries */
        return NULL;
    }
    return (id)d;
}
