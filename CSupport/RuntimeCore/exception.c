/* The runtime's per-thread pending exception (see rt_exception.h). */
#include "rt_exception.h"
#include "rt_class.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdio.h>
#include <string.h>

static _Thread_local rt_exception_info pending;

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
    rt_exception_raise(RT_EXC_UNRECOGNIZED_SELECTOR, receiver, sel ? rt_sel_getName(sel) : "(null)", what, 0, 0);
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
