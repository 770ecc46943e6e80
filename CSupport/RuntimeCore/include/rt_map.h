/* The runtime's side-table hash map (map.c): class names, weak references, associated
 * objects, protocols. Open addressing, linear probing, tombstones. Keys are pointers or C
 * strings. Not thread-safe by itself: every caller holds the runtime lock. Public (under
 * include/) so the tests reach it directly; nothing above the core uses it. */
#ifndef MINIOBJC_RT_MAP_H
#define MINIOBJC_RT_MAP_H

#include <stdbool.h>
#include <stddef.h>

struct rt_map_entry {
    const void *key;   /* NULL: empty; RT_MAP_TOMBSTONE: deleted */
    void *value;
};

/* Zero-initialized is an empty map; set `stringKeys` before the first insert. */
struct rt_map {
    struct rt_map_entry *entries;
    size_t capacity;   /* power of two, or 0 before first insert */
    size_t count;
    size_t used;       /* count + tombstones */
    bool stringKeys;
};

#define RT_MAP_TOMBSTONE ((const void *)1)

/* NULL and RT_MAP_TOMBSTONE are never keys: get and remove find nothing, put refuses them.
 * Lock: caller holds the runtime lock (all three). */
void *rt_map_get(const struct rt_map *map, const void *key);
/* Inserts or replaces. False when out of memory or `key` cannot be a key. */
bool rt_map_put(struct rt_map *map, const void *key, void *value);
/* Removes and returns the value (NULL if absent); the slot becomes a tombstone. */
void *rt_map_remove(struct rt_map *map, const void *key);
/* Iteration: index-based over entries; skip NULL and tombstone keys. */

#endif
