/* NSError: a domain, a code and a userInfo dictionary, the object Foundation's methods hand
 * back through an `NSError **` out-parameter (NSJSONSerialization's reader and writer). */
#ifndef MINIOBJC_RT_NSERROR_H
#define MINIOBJC_RT_NSERROR_H

#include "rt_types.h"

/* The NSError class. No lock. */
Class rt_NSError(void);
/* Whether `obj` is an NSError (or subclass instance). No lock. */
bool rt_object_isNSError(id obj);
/* A new NSError (+1); `domain` and `userInfo` may be nil (userInfo nil reads as empty).
 * NULL before the value layer is installed. No lock. */
id rt_nserror_create(id domain, long code, id userInfo);

/* Foundation's domain and userInfo key names, NSString constants compiled code links
 * against (immortal). */
extern id NSCocoaErrorDomain;
extern id NSPOSIXErrorDomain;
extern id NSLocalizedDescriptionKey;
extern id NSLocalizedFailureReasonErrorKey;
extern id NSDebugDescriptionErrorKey;
extern id NSUnderlyingErrorKey;

/* Registers the class and makes the constants (rt_values_install). Lock: the runtime lock
 * inside the calls. */
void rt_nserror_install(Class nsobject);

#endif
