/* NSException: the object compiled code throws and catches (a name, a reason, a userInfo),
 * the standard exception names, and the object a runtime raise becomes on a thread that
 * throws (rt_exception.h). */
#ifndef MINIOBJC_RT_NSEXCEPTION_H
#define MINIOBJC_RT_NSEXCEPTION_H

#include "rt_types.h"

/* The NSException class. No lock. */
Class rt_NSException(void);
/* A new NSException (+1); any argument may be nil. No lock. */
id rt_nsexception_create(id name, id reason, id userInfo);
/* Throws `exception` (an NSException), or — with no thrower to unwind with — records it as
 * the pending exception (RT_EXC_THROWN, its class, name and reason). No lock. */
void rt_nsexception_throw(id exception);

/* Foundation's names, NSString constants compiled code links against (immortal). */
extern id NSGenericException;
extern id NSRangeException;
extern id NSInvalidArgumentException;
extern id NSInternalInconsistencyException;
extern id NSMallocException;
extern id NSUndefinedKeyException; /* its value is @"NSUnknownKeyException", as in Foundation */
extern id NSParseErrorException;
extern id NSCharacterConversionException;
extern id NSDestinationInvalidException;
extern id NSObjectInaccessibleException;
extern id NSObjectNotAvailableException;

#endif
