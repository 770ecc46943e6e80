/* The throwing side of Objective-C exceptions for compiled code: @throw (objc_exception_throw),
 * the rethrow at the end of a @finally (objc_exception_rethrow), a @catch's entry and exit
 * (objc_begin_catch / objc_end_catch), and the end of an exception nobody catches — the
 * uncaught-exception handler, objc4's "*** Terminating app due to uncaught exception" line,
 * abort(). The unwinder is the system's (libgcc_s `_Unwind_*`); which frame catches is
 * decided by the personality (exceptions_personality.c).
 *
 * A record's life: objc_exception_throw allocates it and retains the object; a @catch's
 * objc_begin_catch puts it on the thread's caught stack and objc_end_catch takes it off and
 * frees it (the unwinder's delete calls `cleanup` below) unless a @finally's rethrow sent it on.
 * Clang's `@throw;` inside a @catch throws the caught object anew (a second record), so the
 * first is freed by the catch's end as usual. */
#include "exceptions_private.h"
#include "rt_abi_private.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static _Atomic(objc_uncaught_exception_handler) uncaught_handler;
/* The thread's caught exceptions, innermost first (a @catch inside a @catch). */
static _Thread_local struct rt_thrown *caught_stack;

/* objc4's: installs `handler`, returns the previous one. No lock (atomic). */
objc_uncaught_exception_handler objc_setUncaughtExceptionHandler(objc_uncaught_exception_handler handler) {
    return atomic_exchange(&uncaught_handler, handler);
}
/* Foundation's spelling of the same. No lock (atomic). */
void NSSetUncaughtExceptionHandler(objc_uncaught_exception_handler handler) {
    atomic_store(&uncaught_handler, handler);
}
/* No lock (atomic). */
objc_uncaught_exception_handler NSGetUncaughtExceptionHandler(void) { return atomic_load(&uncaught_handler); }

/* The unwinder's delete: the record's object released, the record freed. No lock; whatever
 * the object's -dealloc takes. */
static void cleanup(_Unwind_Reason_Code reason, struct _Unwind_Exception *e) {
    (void)reason;
    struct rt_thrown *t = rt_thrown_from(e);
    if (!t) return;
    rt_objc_release(t->object);
    free(t);
}

/* `[object selector]` for a method returning an object or a C string. No lock held; the
 * method's own. */
static void *send0(id object, const char *selector) {
    if (!object) return NULL;
    SEL sel = rt_sel_registerName(selector);
    id receiver = object;
    IMP imp = rt_msg_lookup(&receiver, sel);
    return imp ? ((void *(*)(id, SEL))imp)(receiver, sel) : NULL;
}

/* Whether `object` is an NSException (its class or a superclass has that name). Compared by
 * name so this layer needs nothing from the value layer. No lock. */
static bool is_nsexception(id object) {
    for (Class c = object ? rt_object_getClass(object) : NULL; c; c = rt_class_getSuperclass(c))
        if (strcmp(rt_class_getName(c), "NSException") == 0) return true;
    return false;
}

/* The UTF-8 of an NSString-returning message, "(null)" when there is none. No lock held. */
static const char *utf8_of(id object, const char *selector) {
    const char *s = send0(send0(object, selector), "UTF8String");
    return s ? s : "(null)";
}

/* No lock held; the methods' own. */
void rt_exception_describe(id object, const char **name, const char **reason) {
    if (!is_nsexception(object)) return;
    *name = utf8_of(object, "name");
    *reason = utf8_of(object, "reason");
}

/* objc4's end: the uncaught-exception handler, the exception's name, reason and class on
 * standard error, then abort() (SIGABRT). No lock held; the handler's own. */
static _Noreturn void terminate_uncaught(id object) {
    objc_uncaught_exception_handler handler = atomic_load(&uncaught_handler);
    if (handler) handler(object);
    int pid = (int)getpid();
    if (!object) {
        fprintf(stderr, "objc[%d]: *** Terminating app due to uncaught exception nil (@throw nil)\n", pid);
    } else if (is_nsexception(object)) {
        fprintf(stderr, "objc[%d]: *** Terminating app due to uncaught exception '%s', reason: '%s'\n", pid,
                utf8_of(object, "name"), utf8_of(object, "reason"));
    } else {
        fprintf(stderr, "objc[%d]: *** Terminating app due to uncaught exception of class '%s'\n", pid,
                rt_class_getName(rt_object_getClass(object)));
    }
    if (object)
        fprintf(stderr, "objc[%d]: terminating with uncaught exception of class %s\n", pid,
                rt_class_getName(rt_object_getClass(object)));
    fflush(stderr);
    abort();
}

/* Throws `object`, whose +1 the record takes over. No lock. */
static _Noreturn void throw_owned(id object) {
    struct rt_thrown *t = calloc(1, sizeof *t);
    if (!t) {
        fprintf(stderr, "objc[%d]: out of memory throwing an exception\n", (int)getpid());
        abort();
    }
    t->unwind.exception_class = RT_OBJC_EXCEPTION_CLASS;
    t->unwind.exception_cleanup = cleanup;
    t->object = object;
    _Unwind_RaiseException(&t->unwind);
    /* Only END_OF_STACK (or a corrupt unwind) comes back; nothing has been unwound. */
    terminate_uncaught(object);
}

/* @throw: unwinds to the nearest @catch that takes `object` (nil included: only a @catch (id)
 * or a catch-all takes it, as in libobjc2); never returns. Nobody takes it: the record is
 * freed and the program ends (terminate_uncaught). No lock. */
_Noreturn void objc_exception_throw(id object) { throw_owned(rt_objc_retain(object)); }

/* Removes `t` from the caught stack if it is there. No lock: thread-local. */
static void unlink_caught(struct rt_thrown *t) {
    for (struct rt_thrown **p = &caught_stack; *p; p = &(*p)->nextCaught)
        if (*p == t) {
            *p = t->nextCaught;
            break;
        }
    t->nextCaught = NULL;
    t->caught = false;
}

/* A @catch (or a @finally's catch-all) begins: the record goes on the caught stack and the
 * handler gets the object (nil for a foreign exception, which has none). No lock. */
id objc_begin_catch(struct _Unwind_Exception *e) {
    struct rt_thrown *t = rt_thrown_from(e);
    if (!t) return NULL;
    if (t->caught) unlink_caught(t); /* caught again after a rethrow its old frame never ended */
    t->rethrown = false;
    t->caught = true;
    t->nextCaught = caught_stack;
    caught_stack = t;
    return t->object;
}

/* The innermost @catch ends: its record leaves the caught stack and is freed, unless a
 * rethrow sent it on (then the next @catch owns it). No lock. */
void objc_end_catch(void) {
    struct rt_thrown *t = caught_stack;
    if (!t) return;
    unlink_caught(t);
    if (t->rethrown) return;
    _Unwind_DeleteException(&t->unwind);
}

/* The end of a @finally entered by an exception: the same exception goes on up. For a
 * record of ours the catch ends without freeing it. Nobody takes it: the uncaught end.
 * No lock. */
_Noreturn void objc_exception_rethrow(struct _Unwind_Exception *e) {
    struct rt_thrown *t = rt_thrown_from(e);
    if (t && t->caught) t->rethrown = true;
    _Unwind_Resume_or_Rethrow(e);
    terminate_uncaught(t ? t->object : NULL);
}

/* The core's thrower (rt_exception.h): a raise on a throwing thread arrives here with its
 * NSException at +1. No lock. */
static void throw_made_exception(id exception) { throw_owned(exception); }

/* Installed before any image's +load can raise. No lock (start-up). */
__attribute__((constructor(101))) static void install_thrower(void) { rt_exception_installThrower(throw_made_exception); }
