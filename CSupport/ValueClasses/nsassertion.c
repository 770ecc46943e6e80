/* NSAssertionHandler: where the NSAssert / NSCAssert / NSParameterAssert macros of
 * Foundation.h send a failed assertion. It logs "*** Assertion failure in -[Class method],
 * file:line" (or "in function(), file:line") through NSLog and throws
 * NSInternalInconsistencyException whose reason is the formatted description — a real throw
 * (objc_exception_throw), in a Swift process too, because the caller is compiled code.
 *
 * +currentHandler answers one handler shared by every thread (Foundation keeps one per thread
 * in the thread dictionary, which MiniObjC does not have); a subclass can still override the
 * two methods and be called directly. */
#include "rt_strings_private.h"
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_exception.h"
#include "rt_nsexception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdatomic.h>
#include <string.h>

void NSLog(id format, ...);

static Class handler_class;
RT_CLASS_SYMBOLS(NSAssertionHandler);
static _Atomic(id) shared_handler;

/* +currentHandler: made on first use, immortal. No lock (a CAS publishes it). */
static id imp_currentHandler(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    id handler = atomic_load_explicit(&shared_handler, memory_order_acquire);
    if (handler) return handler;
    id made = rt_class_createInstance(handler_class, 0);
    if (!made) return NULL;
    atomic_fetch_or_explicit(&made->rc, RT_RC_IMMORTAL, memory_order_relaxed);
    id expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&shared_handler, &expected, made, memory_order_acq_rel,
                                                memory_order_acquire))
        return made;
    return expected; /* another thread's won; ours is immortal and simply unused */
}

/* Logs the failure and throws the exception with the formatted description. Lock: none held;
 * the description's `%@` objects take what they take. */
static void fail(id self, SEL cmd, id where, id file, long line, id format, va_list ap) {
    static const char logFormat[] = "*** Assertion failure in %@, %@:%ld";
    NSLog(rt_objc_autorelease(rt_nsstring_create(logFormat, sizeof logFormat - 1)), where, file, line);
    id reason = format ? rt_nsstring_newWithFormat(format, ap, false, self, cmd) : NULL;
    id exception = rt_nsexception_create(NSInternalInconsistencyException, reason, NULL);
    rt_objc_release(reason);
    if (!exception) return;
    rt_objc_autorelease(exception);
    rt_exception_throwObject(exception);
    rt_exception_raiseNamed(RT_EXC_THROWN, "NSException", "NSInternalInconsistencyException",
                            reason ? rt_nsstring_UTF8String(reason) : "", 0, 0);
}

/* -handleFailureInMethod:object:file:lineNumber:description:: the method is named as
 * "-[Class selector]", "+[…]" when `object` is a class. Lock: as fail(). */
static void imp_handleMethod(id self, SEL cmd, SEL method, id object, id file, long line, id format, ...) {
    bool isClass = object && rt_class_isMetaClass(rt_object_getClass(object));
    struct rt_strbuf where = {0};
    rt_strbuf_appendf(&where, "%c[%s %s]", isClass ? '+' : '-',
                      object ? rt_class_getName(isClass ? (Class)object : rt_object_getClass(object)) : "nil",
                      method ? rt_sel_getName(method) : "(null)");
    id whereString = rt_strbuf_finish(&where);
    va_list ap;
    va_start(ap, format);
    fail(self, cmd, whereString, file, line, format, ap);
    va_end(ap);
}

/* -handleFailureInFunction:file:lineNumber:description:: the function is named as given,
 * with "()" after it as Foundation prints it. Lock: as fail(). */
static void imp_handleFunction(id self, SEL cmd, id function, id file, long line, id format, ...) {
    struct rt_strbuf where = {0};
    const char *name = function ? rt_nsstring_UTF8String(function) : NULL;
    rt_strbuf_appendf(&where, "%s()", name ? name : "(null)");
    id whereString = rt_strbuf_finish(&where);
    va_list ap;
    va_start(ap, format);
    fail(self, cmd, whereString, file, line, format, ap);
    va_end(ap);
}

/* Lock: the runtime lock inside the calls. */
void rt_nsassertion_install(Class nsobject) {
    static const struct rt_value_method methods[] = {
        {"handleFailureInMethod:object:file:lineNumber:description:", (IMP)imp_handleMethod,
         "v56@0:8:16@24@32q40@48", false},
        {"handleFailureInFunction:file:lineNumber:description:", (IMP)imp_handleFunction, "v48@0:8@16@24q32@40",
         false},
        {"currentHandler", (IMP)imp_currentHandler, "@16@0:8", true},
    };
    handler_class = rt_values_makeClass(nsobject, "NSAssertionHandler", NULL, 0, methods,
                                        sizeof methods / sizeof methods[0]);
    rt_class_ref_NSAssertionHandler = handler_class;
}
