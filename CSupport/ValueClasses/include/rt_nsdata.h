/* NSData: an immutable run of bytes stored inside the object. */
#ifndef MINIOBJC_RT_NSDATA_H
#define MINIOBJC_RT_NSDATA_H

#include "rt_types.h"

/* The NSData class. No lock. */
Class rt_NSData(void);
/* A new data object (+1) with a copy of `length` bytes. NULL bytes with non-zero length
 * → NULL. No lock. */
id rt_nsdata_create(const void *bytes, size_t length);
/* Whether `obj` is an NSData (or subclass instance). No lock. */
bool rt_object_isNSData(id obj);
/* The bytes and their count as one consistent pair (an NSMutableData may change meanwhile);
 * NULL and 0 for a non-data object. The bytes stay valid while the data object lives.
 * No lock. */
const void *rt_nsdata_getBytes(id data, size_t *length);
/* The bytes (NULL for a non-data object) and their count (0). No lock. */
const void *rt_nsdata_bytes(id data);
size_t rt_nsdata_length(id data);

#endif
