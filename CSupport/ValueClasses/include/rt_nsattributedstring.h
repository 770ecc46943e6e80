/* NSAttributedString, minimal: a string and one attributes dictionary that applies to all of
 * it (Foundation keeps attribute runs; model mapping only ever reads -string). */
#ifndef MINIOBJC_RT_NSATTRIBUTEDSTRING_H
#define MINIOBJC_RT_NSATTRIBUTEDSTRING_H

#include "rt_types.h"

/* The NSAttributedString class (NULL before start-up). No lock. */
Class rt_NSAttributedString(void);
/* A new attributed string (+1) of an NSString (copied) and an NSDictionary of attributes
 * (copied; NULL for none). NULL when `string` is not an NSString. No lock. */
id rt_nsattributedstring_create(id string, id attributes);
/* Whether `obj` is an NSAttributedString (or subclass instance). No lock. */
bool rt_object_isNSAttributedString(id obj);
/* The plain string (+0, alive while the attributed string is), or NULL. No lock. */
id rt_nsattributedstring_string(id obj);

#endif
