/* A minimal immutable NSString: UTF-8 bytes stored inside the object. The value classes
 * other modules need (NSNumber, NSArray, ...) are built on the public class API elsewhere. */
#ifndef MINIOBJC_RT_NSSTRING_H
#define MINIOBJC_RT_NSSTRING_H

#include "rt_types.h"

/* The NSString class. No lock. */
Class rt_NSString(void);
/* A new string (+1) holding a copy of `length` bytes of UTF-8 (a NUL is added).
 * NULL bytes with non-zero length → NULL. No lock. */
id rt_nsstring_create(const char *utf8, size_t length);
/* The NUL-terminated bytes of an NSString (or subclass instance) and their count, read as one
 * consistent pair (an NSMutableString may change meanwhile); NULL and 0 for other objects.
 * The bytes stay valid while the string lives. No lock. */
const char *rt_nsstring_getUTF8(id string, size_t *length);
/* -length: UTF-16 code units (a 4-byte UTF-8 sequence is a surrogate pair); 0 for a
 * non-string. No lock. */
size_t rt_nsstring_utf16Length(id string);
/* What -[NSString hash] answers for a string with these bytes, so a string's hash can be
 * computed once and used for many dictionary lookups. No lock. */
uint64_t rt_nsstring_hashUTF8(const char *utf8, size_t length);
/* The NUL-terminated bytes of an NSString (or subclass instance), else NULL. No lock. */
const char *rt_nsstring_UTF8String(id string);
/* Byte length of an NSString's UTF-8, 0 for other objects. No lock. */
size_t rt_nsstring_byteLength(id string);
/* Whether `obj` is an NSString or a subclass instance. No lock. */
bool rt_object_isNSString(id obj);

#endif
