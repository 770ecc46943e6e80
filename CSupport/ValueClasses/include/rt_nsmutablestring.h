/* NSMutableString: an NSString whose bytes can change. Each change builds a new buffer and
 * publishes it atomically; the old buffer is kept until the string deallocates, so a pointer
 * that rt_nsstring_getUTF8 handed out earlier stays readable (Foundation only promises it
 * until the next change; keeping it is what makes concurrent readers safe). */
#ifndef MINIOBJC_RT_NSMUTABLESTRING_H
#define MINIOBJC_RT_NSMUTABLESTRING_H

#include "rt_types.h"

/* The NSMutableString class (NULL before start-up). No lock. */
Class rt_NSMutableString(void);
/* A new mutable string (+1) with a copy of `length` bytes of UTF-8. NULL bytes with non-zero
 * length → NULL. No lock. */
id rt_nsmutablestring_create(const char *utf8, size_t length);
/* Whether `obj` is an NSMutableString (or subclass instance). No lock. */
bool rt_object_isNSMutableString(id obj);
/* The current bytes (NUL-terminated) and their count, as one consistent pair. `obj` must be an
 * NSMutableString. No lock (an atomic load). */
const char *rt_nsmutablestring_contents(id obj, size_t *length);
/* Appends `length` bytes; false (and a pending exception) for a non-mutable string, false
 * when out of memory. Lock: the string's own spin lock. */
bool rt_nsmutablestring_append(id obj, const char *utf8, size_t length);

#endif
