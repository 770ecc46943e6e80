/* NSIndexSet: an immutable, sorted set of unsigned indexes, kept as ranges. The runtime's
 * first user is key-value observing: a to-many change (an insertion, removal or replacement
 * in an array) carries the indexes that changed under the change dictionary's `indexes`
 * key, as an NSIndexSet any Objective-C observer reads with -firstIndex, -count, ... */
#ifndef MINIOBJC_RT_NSINDEXSET_H
#define MINIOBJC_RT_NSINDEXSET_H

#include "rt_types.h"

/* NSNotFound: what -firstIndex and friends answer when there is no such index. */
#define RT_NSNOTFOUND ((uintptr_t)INTPTR_MAX)

/* The NSIndexSet class. No lock. */
Class rt_NSIndexSet(void);
/* A new index set (+1) holding the `count` indexes (any order, duplicates allowed; an index
 * of NSNotFound or above is refused: NULL and a pending NSInvalidArgumentException). No lock. */
id rt_nsindexset_create(const uintptr_t *indexes, size_t count);
/* Whether `obj` is an NSIndexSet (or subclass instance). No lock. */
bool rt_object_isNSIndexSet(id obj);
/* The number of indexes (0 for another object). No lock. */
size_t rt_nsindexset_count(id set);
/* Copies up to `capacity` indexes, ascending, into `buffer`; returns how many. No lock. */
size_t rt_nsindexset_copyIndexes(id set, uintptr_t *buffer, size_t capacity);

#endif
