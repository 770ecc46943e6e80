/* NSArray (immutable) and NSMutableArray: a C array of retained elements. Out-of-range
 * indexes and nil elements leave a pending exception (rt_exception.h) instead of raising.
 * Immutable arrays are safe to read from any thread; mutable ones take a per-object spin
 * lock around every access, so concurrent use never corrupts them. */
#ifndef MINIOBJC_RT_NSARRAY_H
#define MINIOBJC_RT_NSARRAY_H

#include "rt_types.h"

/* The classes. No lock. */
Class rt_NSArray(void);
Class rt_NSMutableArray(void);
/* A new array (+1) holding `count` objects, each retained; NSMutableArray when `isMutable`.
 * A NULL element → NULL and a pending NSInvalidArgumentException. No lock. */
id rt_nsarray_create(const id *objects, size_t count, bool isMutable);
/* Whether `obj` is an NSArray / an NSMutableArray (or subclass instance). No lock. */
bool rt_object_isNSArray(id obj);
bool rt_object_isNSMutableArray(id obj);
/* The element count (0 for a non-array). Lock: the array's own lock if mutable. */
size_t rt_nsarray_count(id array);
/* Copies up to `capacity` elements, each retained (+1, the caller releases them), into
 * `buffer`; returns how many it copied. Lock: the array's own lock if mutable. */
size_t rt_nsarray_copyObjects(id array, id *buffer, size_t capacity);
/* Appends `obj` (retained) to a mutable array; false (and a pending exception) for a nil
 * object or an immutable array. Lock: the array's own lock. */
bool rt_nsarray_append(id array, id obj);

#endif
