/* NSValue: a copy of some bytes and the type encoding that describes them (structs such as
 * {CGPoint=dd}, pointers, any scalar), as KVC boxes struct ivars. */
#ifndef MINIOBJC_RT_NSVALUE_H
#define MINIOBJC_RT_NSVALUE_H

#include "rt_types.h"

/* The NSValue class. No lock. */
Class rt_NSValue(void);
/* A new value (+1) holding a copy of `size` bytes described by `objCType` (copied).
 * NULL for NULL bytes with non-zero size or a NULL / empty type. No lock. */
id rt_nsvalue_create(const void *bytes, size_t size, const char *objCType);
/* Whether `obj` is an NSValue (or subclass instance). No lock. */
bool rt_object_isNSValue(id obj);
/* The stored type encoding (NULL for a non-value), bytes and their count. No lock. */
const char *rt_nsvalue_objCType(id value);
const void *rt_nsvalue_bytes(id value);
size_t rt_nsvalue_size(id value);

/* Size and alignment of one complete type encoding for the host ABI (scalars, pointers,
 * objects, classes, selectors, C strings, structs, unions and arrays of those, with type
 * qualifiers and quoted field names). False for void, bitfields, opaque structs, unknown
 * codes, or trailing characters. This is the small C counterpart of ObjCEncoding's layout,
 * enough for +valueWithBytes:objCType:. No lock. */
bool rt_encoding_sizeAndAlignment(const char *type, size_t *size, size_t *alignment);

#endif
