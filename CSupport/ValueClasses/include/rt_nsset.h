/* NSSet (immutable) and NSMutableSet: distinct members by -hash / -isEqual:, each retained
 * (not copied, unlike dictionary keys). Members keep insertion order (Foundation leaves the
 * order unspecified). Immutable sets are safe to read from any thread; mutable ones take a
 * per-object spin lock around every access, as NSMutableDictionary does. */
#ifndef MINIOBJC_RT_NSSET_H
#define MINIOBJC_RT_NSSET_H

#include "rt_types.h"

/* The classes (NULL before start-up). No lock. */
Class rt_NSSet(void);
Class rt_NSMutableSet(void);
/* A new set (+1) of the distinct objects among `count` (the first of equal objects stays);
 * NSMutableSet when `isMutable`. A NULL object → NULL and a pending exception. No lock. */
id rt_nsset_create(const id *objects, size_t count, bool isMutable);
/* Whether `obj` is an NSSet / NSMutableSet (or subclass instance). No lock. */
bool rt_object_isNSSet(id obj);
bool rt_object_isNSMutableSet(id obj);
/* The member count (0 for a non-set). Lock: the set's own lock if mutable. */
size_t rt_nsset_count(id set);
/* Copies up to `capacity` members, each retained (+1, the caller releases them), in
 * insertion order; returns how many. Lock: the set's own lock if mutable. */
size_t rt_nsset_copyObjects(id set, id *buffer, size_t capacity);
/* The member -isEqual: to `obj`, retained (+1), or NULL. Lock: the set's lock if mutable (not
 * while `obj` computes its hash). */
id rt_nsset_member(id set, id obj);
/* Adds `obj` to a mutable set (nothing when an equal member is there); false and a pending
 * exception for nil or an immutable set. Lock: the set's own lock. */
bool rt_nsset_add(id set, id obj);

#endif
