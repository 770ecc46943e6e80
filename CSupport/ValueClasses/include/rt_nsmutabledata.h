/* NSMutableData: an NSData whose bytes can change (a replace-and-retire buffer, as
 * NSMutableString: see rt_nsmutablestring.h). */
#ifndef MINIOBJC_RT_NSMUTABLEDATA_H
#define MINIOBJC_RT_NSMUTABLEDATA_H

#include "rt_types.h"

/* The NSMutableData class (NULL before start-up). No lock. */
Class rt_NSMutableData(void);
/* A new mutable data object (+1) with a copy of `length` bytes. NULL bytes with non-zero
 * length → NULL. No lock. */
id rt_nsmutabledata_create(const void *bytes, size_t length);
/* Whether `obj` is an NSMutableData (or subclass instance). No lock. */
bool rt_object_isNSMutableData(id obj);
/* The current bytes and their count, as one consistent pair. `obj` must be an NSMutableData.
 * No lock (an atomic load). */
const void *rt_nsmutabledata_contents(id obj, size_t *length);
/* Appends `length` bytes; false (and a pending exception) for immutable data, false when out
 * of memory. Lock: the object's own spin lock. */
bool rt_nsmutabledata_append(id obj, const void *bytes, size_t length);

#endif
