/* Objective-C exceptions (objc4's <objc/objc-exception.h>): what clang's code for @throw,
 * @try, @catch and @finally calls, and the uncaught-exception handler. MiniObjC throws with
 * the system unwinder; the personality clang names in every frame with a @catch or a cleanup
 * is __gnustep_objc_personality_v0. Implemented in CSupport/ObjCABI/exceptions_*.c. */
#ifndef MINIOBJC_OBJC_EXCEPTION_H
#define MINIOBJC_OBJC_EXCEPTION_H

#include <objc/objc.h>

OBJC_EXTERN_C_BEGIN

/* Called with the exception nobody caught, before the program ends (abort). */
typedef void (*objc_uncaught_exception_handler)(id exception);

/* @throw: unwinds to the nearest @catch that takes `exception` (nil is taken only by
 * @catch (id) and catch-alls); never returns. Uncaught: the handler, a message, abort(). */
void objc_exception_throw(id exception) __attribute__((noreturn));
/* The end of a @finally entered by an exception: sends that exception on. */
void objc_exception_rethrow(void *unwindException) __attribute__((noreturn));
/* A @catch's entry (the caught object) and exit. */
id objc_begin_catch(void *unwindException);
void objc_end_catch(void);
/* Installs the uncaught-exception handler; returns the previous one. */
objc_uncaught_exception_handler objc_setUncaughtExceptionHandler(objc_uncaught_exception_handler handler);

OBJC_EXTERN_C_END

#endif
