/* What the two halves of Objective-C exceptions share: the record objc_exception_throw puts
 * around the thrown object (exceptions_throw.c) and the personality reads
 * (exceptions_personality.c). */
#ifndef MINIOBJC_EXCEPTIONS_PRIVATE_H
#define MINIOBJC_EXCEPTIONS_PRIVATE_H

#include "rt_types.h"
#include "rt_class.h"
#include "rt_object.h"
#include <stdbool.h>
#include <stdint.h>
#include <unwind.h>

/* The eight bytes the unwinder carries to say "an Objective-C object of this ABI": "GNUCOBJC",
 * the value this ABI's runtimes use, so a personality that knows the ABI recognises it. */
#define RT_OBJC_EXCEPTION_CLASS UINT64_C(0x474e55434f424a43)

/* One thrown object in flight or caught. `unwind` comes first: the unwinder and the landing
 * pads hand around its address. */
struct rt_thrown {
    struct _Unwind_Exception unwind;
    id object;                  /* retained; nil for `@throw nil` */
    struct rt_thrown *nextCaught; /* the thread's caught stack (exceptions_throw.c) */
    bool caught;                /* on that stack */
    bool rethrown;              /* objc_exception_rethrow sent it on; objc_end_catch must not free it */
};

/* The thrown record behind an unwinder header of this runtime, or NULL for a foreign one (a
 * C++ exception, a forced unwind). No lock. */
static inline struct rt_thrown *rt_thrown_from(struct _Unwind_Exception *e) {
    return e && e->exception_class == RT_OBJC_EXCEPTION_CLASS ? (struct rt_thrown *)e : NULL;
}

/* For an NSException, its name and reason (UTF-8, valid until the current autorelease pool
 * pops); other objects leave *name and *reason as they are. No lock held; the methods' own. */
void rt_exception_describe(id object, const char **name, const char **reason);

/* The entry points clang's code calls (exceptions_throw.c; their declarations for compiled
 * code are in CSupport/Headers/objc/runtime.h). */
typedef void (*objc_uncaught_exception_handler)(id exception);
_Noreturn void objc_exception_throw(id object);
_Noreturn void objc_exception_rethrow(struct _Unwind_Exception *e);
id objc_begin_catch(struct _Unwind_Exception *e);
void objc_end_catch(void);
objc_uncaught_exception_handler objc_setUncaughtExceptionHandler(objc_uncaught_exception_handler handler);
void NSSetUncaughtExceptionHandler(objc_uncaught_exception_handler handler);
objc_uncaught_exception_handler NSGetUncaughtExceptionHandler(void);

#endif
