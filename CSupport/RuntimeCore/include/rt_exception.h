/* The runtime's one per-thread pending exception. Where Objective-C raises (NSRangeException,
 * NSUnknownKeyException, NSInvalidArgumentException — including the one
 * -doesNotRecognizeSelector: raises), MiniObjC records what happened in a per-thread slot,
 * returns zero from the method, and lets the Swift API throw a typed error after the send.
 * Code that sends several messages in C checks rt_exception_isPending between them and stops,
 * as the raise would have stopped it.
 *
 * Compiled Objective-C has no such caller: where the thread is *throwing*
 * (rt_exception_setThrowing), a raise turns the record into a real NSException object and
 * unwinds to the nearest @catch (Docs/FromClangOutputToARunningProgram.md, "Exceptions and
 * the unwinder"). A program built by `objcrt cc` starts every thread throwing; the runtime
 * built into the Swift package starts them pending, so no unwind ever crosses a Swift frame. */
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
    RT_EXC_UNRECOGNIZED_SELECTOR = 7, /* NSInvalidArgumentException from -doesNotRecognizeSelector: */
    RT_EXC_THROWN = 8,           /* an object compiled code threw (@throw, -raise) that reached a
                                    Swift caller: className its class, key the NSException's name
                                    (else the class), detail its reason */
} rt_exception_kind;

/* What a pending exception says. Strings are NUL-terminated and truncated to their buffers. */
typedef struct rt_exception_info {
    rt_exception_kind kind;
    char className[128];  /* the receiver's class (a class receiver reports its own name) */
    char key[256];        /* KVC key, or the selector name for other kinds */
    char detail[256];     /* type encoding, or a human-readable reason; for an unrecognized
                             selector "instance" or "class" (what received it) */
    uint64_t index;       /* RT_EXC_RANGE: the index asked for */
    uint64_t count;       /* RT_EXC_RANGE: the count at the time */
    uintptr_t receiver;   /* RT_EXC_UNRECOGNIZED_SELECTOR: the receiver's address (for the
                             reason's "sent to instance 0x…"); 0 otherwise */
} rt_exception_info;

/* Records an exception unless one is already pending on this thread (the first one wins,
 * as the first raise would have unwound the stack). `receiver` names the class; `key` and
 * `detail` may be NULL. No lock: thread-local. */
void rt_exception_raise(rt_exception_kind kind, id receiver, const char *key, const char *detail,
                        uint64_t index, uint64_t count);
/* rt_exception_raise with the class named directly (for code that has only the name, such as
 * a Swift error being re-raised). No lock: thread-local. */
void rt_exception_raiseNamed(rt_exception_kind kind, const char *className, const char *key,
                             const char *detail, uint64_t index, uint64_t count);
/* What -[NSObject doesNotRecognizeSelector:] does: raises RT_EXC_UNRECOGNIZED_SELECTOR with
 * the receiver's class and the selector's name. No lock: thread-local. */
void rt_exception_raiseUnrecognizedSelector(id receiver, SEL sel);
/* Whether an exception is pending on this thread. No lock: thread-local. */
bool rt_exception_isPending(void);
/* The kind of the pending exception (RT_EXC_NONE if none). No lock: thread-local. */
rt_exception_kind rt_exception_pendingKind(void);
/* Copies the pending exception into `*out` (may be NULL) and clears it; false if none.
 * No lock: thread-local. */
bool rt_exception_take(rt_exception_info *out);
/* Discards a pending exception. No lock: thread-local. */
void rt_exception_clear(void);

/* Whether a raise on this thread unwinds (true) or stays pending (false); returns the
 * previous setting. No lock: thread-local. */
bool rt_exception_setThrowing(bool throwing);
/* No lock: thread-local. */
bool rt_exception_isThrowing(void);

/* The two halves of a thrown raise, each installed by the layer that owns it: the value layer
 * makes the exception object (an NSException, +1) from the record, the compiled-code layer
 * throws it (objc_exception_throw; does not return). Installed once at start-up, before any
 * raise. No lock. */
typedef id (*rt_exception_maker)(const rt_exception_info *info);
typedef void (*rt_exception_thrower)(id exception);
void rt_exception_installMaker(rt_exception_maker maker);
void rt_exception_installThrower(rt_exception_thrower thrower);
/* Throws `exception` (retained for the throw) when a thrower is installed; returns when
 * none is (the runtime without the compiled-code layer). No lock. */
void rt_exception_throwObject(id exception);

#endif
