/* The runtime's side-table hash map (open addressing, linear probing, tombstones).
 * Lock: every function expects the caller to hold the runtime lock. */
#include "rt_core_private.h"
#include "rt_hash.h"
#include <stdlib.h>
#include <string.h>

/* No lock (pure). */
static uint64_t hash_key(const struct rt_map *map, const void *key) {
    uint64_t h;
    if (map->stringKeys) {
        h = rt_hash_bytes(key, strlen(key));
    } else {
        h = (uint64_t)(uintptr_t)key;
        h ^= h >> 33;
        h *= 0xff51afd7ed558ccdull;
        h ^= h >> 33;
    }
    return h;
}

/* No lock (pure). */
static bool same_key(const struct rt_map *map, const void *a, const void *b) {
    return map->stringKeys ? strcmp(a, b) == 0 : a == b;
}

/* Lock: caller holds the runtime lock. */
static struct rt_map_entry *find_slot(const struct rt_map *map, const void *key) {
    if (!map->capacity) return NULL;
    size_t mask = map->capacity - 1;
    for (size_t i = hash_key(map, key) & mask;; i = (i + 1) & mask) {
        struct rt_map_entry *e = &map->entries[i];
        if (!e->key) return NULL;
        if (e->key != RT_MAP_TOMBSTONE && same_key(map, e->key, key)) return e;
    }
}

/* No lock (pure). NULL marks an empty slot and RT_MAP_TOMBSTONE a deleted one, so neither
 * can be stored; a string map would also hand NULL to strcmp. */
static bool usable_key(const void *key) {
    return key != NULL && key != RT_MAP_TOMBSTONE;
}

/* Lock: caller holds the runtime lock. */
void *rt_map_get(const struct rt_map *map, const void *key) {
    if (!usable_key(key)) return NULL;
    struct rt_map_entry *e = find_slot(map, key);
    return e ? e->value : NULL;
}

/* Lock: caller holds the runtime lock. */
static bool rehash(struct rt_map *map, size_t capacity) {
    struct rt_map_entry *fresh = calloc(capacity, sizeof *fresh);
    if (!fresh) return false;
    struct rt_map_entry *old = map->entries;
    size_t oldCapacity = map->capacity;
    map->entries = fresh;
    map->capacity = capacity;
    map->count = 0;
    map->used = 0;
    for (size_t i = 0; i < oldCapacity; i++) {
        if (old[i].key && old[i].key != RT_MAP_TOMBSTONE) {
            size_t mask = capacity - 1;
            size_t j = hash_key(map, old[i].key) & mask;
            while (fresh[j].key) j = (j + 1) & mask;
            fresh[j] = old[i];
            map->count++;
            map->used++;
        }
    }
    free(old);
    return true;
}

/* Inserts or replaces. Returns false when out of memory or `key` is not usable. Lock: caller
 * holds the runtime lock. */
bool rt_map_put(struct rt_map *map, const void *key, void *value) {
    if (!usable_key(key)) return false;
    struct rt_map_entry *e = find_slot(map, key);
    if (e) {
        e->value = value;
        return true;
    }
    if ((map->used + 1) * 2 > map->capacity) {
        size_t capacity = map->capacity ? map->capacity : 16;
        /* Rehashing drops tombstones; grow only if live entries would still pass 1/4. */
        while ((map->count + 1) * 4 > capacity) capacity *= 2;
        if (!rehash(map, capacity)) return false;
    }
    size_t mask = map->capacity - 1;
    size_t i = hash_key(map, key) & mask;
    while (map->entries[i].key && map->entries[i].key != RT_MAP_TOMBSTONE) i = (i + 1) & mask;
    if (!map->entries[i].key) map->used++;
    map->entries[i].key = key;
    map->entries[i].value = value;
    map->count++;
    return true;
}

/* Removes and returns the value (NULL if absent). Lock: caller holds the runtime lock. */
void *rt_map_remove(struct rt_map *map, const void *key) {
    if (!usable_key(key)) return NULL;
    struct rt_map_entry *e = find_slot(map, key);
    if (!e) return NULL;
    void *value = e->value;
    e->key = RT_MAP_TOMBSTONE;
    e->value = NULL;
    map->count--;
    return value;
}
