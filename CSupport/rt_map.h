/* A small hash map for the runtime's side tables (class names, weak references, associated
 * objects). Keys are pointers or C strings. Not thread-safe by itself: every caller holds
 * the runtime lock. Private to CSupport. */
#ifndef MINIOBJC_RT_MAP_H
#define MINIOBJC_RT_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct rt_map_entry {
    const void *key;   /* NULL: empty; RT_MAP_TOMBSTONE: deleted */
    void *value;
};

struct rt_map {
    struct rt_map_entry *entries;
    size_t capacity;   /* power of two, or 0 before first insert */
    size_t count;
    size_t used;       /* count + tombstones */
    bool stringKeys;
};

#define RT_MAP_TOMBSTONE ((const void *)1)

/* Lock: caller holds the runtime lock (all four). */
void *rt_map_get(const struct rt_map *map, const void *key);
bool rt_map_put(struct rt_map *map, const void *key, void *value);
void *rt_map_remove(struct rt_map *map, const void *key);
/* Iteration: index-based over entries; skip NULL and tombstone keys. */

#endif
