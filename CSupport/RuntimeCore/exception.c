/* The runtime's per-thread pending exception (see rt_exception.h). */
#include "rt_exception.h"
#include "rt_class.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdio.h>
#include <string.h>

static _Thread_local rt_exception_info pending;

/* Built into the Swift package (SwiftPM defines SWIFT_PACKAGE), the runtime's caller may be
 * Swift, which cannot be unwound through, so raises stay pending unless a caller says
 * otherwise; built by `objcrt cc` for a compiled program, there is no Swift layer to take
 * a pending record, so raises throw. */
#ifdef SWIFT_PACKAGE
enum { THROWING_BY_DEFAULT = 0 };
#else
enum { THROWING_BY_DEFAULT = 1 };
#endif
/* Stored inverted so that a new thread's zeroed slot means the default. */
static _Thread_local bool flipped;
static rt_exception_maker maker;
static rt_exception_thrower thrower;

/* No lock: thread-local. */
bool rt_exception_isThrowing(void) { return flipped != THROWING_BY_DEFAULT; }

/* No lock: thread-local. */
bool rt_exception_setThrowing(bool throwing) {
    bool was = rt_exception_isThrowing();
    flipped = throwing != THROWING_BY_DEFAULT;
    return was;
}

/* No lock: written once at start-up. */
void rt_exception_installMaker(rt_exception_maker m) { maker = m; }
/* No lock: written once at start-up. */
void rt_exception_installThrower(rt_exception_thrower t) { thrower = t; }

/* No lock. */
void rt_exception_throwObject(id exception) {
    if (thrower) thrower(rt_objc_retain(exception));
}

/* A throwing thread's raise: the record becomes an object and unwinds. Without both halves
 * (the runtime-only library has no NSException) the record stays pending. No lock. */
static void throw_if_throwing(void) {
    if (!rt_exception_isThrowing() || !maker || !thrower) return;
    rt_exception_info info = pending;
    id object = maker(&info);
    if (!object) return;
    pending.kind = RT_EXC_NONE;
    thrower(object);
}

/* The class name a message would report: a class object reports its own name. No lock. */
static const char *receiver_class_name(id receiver) {
    if (!receiver) return "nil";
    if (rt_object_isClass(receiver)) return rt_class_getName((Class)receiver);
    return rt_object_getClassName(receiver);
}

/* No lock: thread-local. */
void rt_exception_raiseNamed(rt_exception_kind kind, const char *className, const char *key,
                             const char *detail, uint64_t index, uint64_t count) {
    if (pending.kind != RT_EXC_NONE || kind == RT_EXC_NONE) return;
    pending.kind = kind;
    snprintf(pending.className, sizeof pending.className, "%s", className ? className : "nil");
    snprintf(pending.key, sizeof pending.key, "%s", key ? key : "");
    snprintf(pending.detail, sizeof pending.detail, "%s", detail ? detail : "");
    pending.index = index;
    pending.count = count;
    pending.receiver = 0;
    throw_if_throwing();
}

/* No lock: thread-local. */
void rt_exception_raise(rt_exception_kind kind, id receiver, const char *key, const char *detail,
                        uint64_t index, uint64_t count) {
    // Checked first so a nested raise does not even format the class name.
    if (pending.kind != RT_EXC_NONE) return;
    rt_exception_raiseNamed(kind, receiver_class_name(receiver), key, detail, index, count);
}

/* No lock: thread-local. */
void rt_exception_raiseUnrecognizedSelector(id receiver, SEL sel) {
    sel = rt_sel_canonical(sel); /* compiled code passes its image's record */
    const char *what = receiver && rt_object_isClass(receiver) ? "class" : "instance";
    if (pending.kind != RT_EXC_NONE) return;
    bool throwing = rt_exception_setThrowing(false); /* the address goes in before the throw */
    rt_exception_raise(RT_EXC_UNRECOGNIZED_SELECTOR, receiver, sel ? rt_sel_getName(sel) : "(null)", what, 0, 0);
    pending.receiver = (uintptr_t)receiver;
    rt_exception_setThrowing(throwing);
    throw_if_throwing();
}

/* No lock: thread-local. */
bool rt_exception_isPending(void) { return pending.kind != RT_EXC_NONE; }

/* No lock: thread-local. */
rt_exception_kind rt_exception_pendingKind(void) { return pending.kind; }

/* No lock: thread-local. */
bool rt_exception_take(rt_exception_info *out) {
    if (pending.kind == RT_EXC_NONE) return false;
    if (out) *out = pending;
    pending.kind = RT_EXC_NONE;
    return true;
}

/* No lock: thread-local. */
void rt_exception_clear(void) { pending.kind = RT_EXC_NONE; }
