/* NSURL, minimal: an immutable URL string, accepted only when every character is one RFC 3986
 * allows (as +URLWithString: did before it learned to percent-encode), with its scheme, host
 * and path read from it. */
#ifndef MINIOBJC_RT_NSURL_H
#define MINIOBJC_RT_NSURL_H

#include "rt_types.h"

/* The NSURL class (NULL before start-up). No lock. */
Class rt_NSURL(void);
/* A new URL (+1) for `length` bytes of UTF-8, or NULL when the text is empty or holds a
 * character a URL cannot (space, quote, <, >, \, ^, `, {, |, }, control or non-ASCII
 * characters, or a % not followed by two hex digits). No lock. */
id rt_nsurl_create(const char *utf8, size_t length);
/* Whether `obj` is an NSURL (or subclass instance). No lock. */
bool rt_object_isNSURL(id obj);
/* The URL's text (an NSString, +0, alive while the URL is), or NULL for a non-URL. No lock. */
id rt_nsurl_absoluteString(id url);

#endif
