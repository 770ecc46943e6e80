/* Pending exceptions of the value classes and KVC. Where Foundation raises (NSRangeException,
 * NSUnknownKeyException, NSInvalidArgumentException), MiniObjC records what happened in a
 * per-thread slot, returns zero from the method, and lets the Swift API throw a typed error.
 * This is the same idea as the pending -doesNotRecognizeSelector: error in rt_lookup.h, with
 * more fields. */
#ifndef MINIOBJC_RT_EXCEPTION_H
#define MINIOBJC_RT_EXCEPTION_H

#include "rt_types.h"

typedef enum rt_exception_kind {
    RT_EXC_NONE = 0,
    RT_EXC_RANGE = 1,            /* NSRangeException: index beyond the count */
    RT_EXC_UNKNOWN_KEY = 2,      /* NSUnknownKeyException from -valueForUndefinedKey: */
    RT_EXC_UNKNOWN_KEY_SET = 3,  /* NSUnknownKeyException from -setValue:forUndefinedKey: */
    RT_EXC_NIL_VALUE = 4,        /* -setNilValueForKey: (nil for a scalar) */
    RT_EXC_INVALID_ARGUMENT = 5, /* NSInvalidArgumentException: nil element, bad type, ... */
    RT_EXC_UNSUPPORTED_TYPE = 6, /* KVC cannot box or unbox this type encoding */
} rt_exception_kind;

/* What a pending exception says. Strings are NUL-terminated and truncated to their buffers. */
typedef struct rt_exception_info {
    rt_exception_kind kind;
    char className[128];  /* the receiver's class */
    char key[256];        /* KVC key, or the selector name for other kinds */
    char detail[256];     /* type encoding, or a human-readable reason */
    uint64_t index;       /* RT_EXC_RANGE: the index asked for */
    uint64_t count;       /* RT_EXC_RANGE: the count at the time */
} rt_exception_info;

/* Records an exception unless one is already pending on this thread (the first one wins,
 * as the first raise would have unwound the stack). `receiver` names the class; `key` and
 * `detail` may be NULL. No lock: thread-local. */
void rt_exception_raise(rt_exception_kind kind, id receiver, const char *key, const char *detail,
                        uint64_t index, uint64_t count);
/* Whether an exception is pending on this thread. No lock: thread-local. */
bool rt_exception_isPending(void);
/* Copies the pending exception into `*out` (may be NULL) and clears it; false if none.
 * No lock: thread-local. */
bool rt_exception_take(rt_exception_info *out);
/* Discards a pending exception. No lock: thread-local. */
void rt_exception_clear(void);

#endif
