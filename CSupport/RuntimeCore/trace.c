/* The environment switches of rt_trace.h. Each is read once, at start-up, and can be
 * changed later from code. Lines are written with one write(2), so lines of different
 * threads do not interleave mid-line. */
#include "rt_trace.h"
#include "rt_class.h"
#include "rt_cache.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static const char *const variable_names[RT_TRACE_KIND_COUNT] = {
    "OBJC_PRINT_IMAGES",      "OBJC_PRINT_LOAD_METHODS",     "OBJC_PRINT_INITIALIZE_METHODS",
    "OBJC_PRINT_CLASS_SETUP", "OBJC_PRINT_RESOLVED_METHODS", "OBJC_PRINT_CACHE_SETUP",
};
static _Atomic(bool) enabled[RT_TRACE_KIND_COUNT];
static _Atomic(bool) message_logging;

/* objc4 takes YES (and so does this); 1 and true are accepted too. No lock. */
static bool is_yes(const char *value) {
    return value && (strcasecmp(value, "YES") == 0 || strcmp(value, "1") == 0 || strcasecmp(value, "true") == 0);
}

/* Called once by the core's start-up (nsobject.c), before any image is loaded, so the
 * switches cost the lookup's slow path one relaxed load, not a pthread_once. No lock. */
void rt_trace_readEnvironment(void) {
    for (int k = 0; k < RT_TRACE_KIND_COUNT; k++)
        if (is_yes(getenv(variable_names[k]))) atomic_store(&enabled[k], true);
    /* Foundation's switch for the same log objc4 writes. */
    if (is_yes(getenv("NSObjCMessageLoggingEnabled"))) atomic_store(&message_logging, true);
}

/* No lock. */
bool rt_trace_enabled(enum rt_trace_kind kind) {
    if ((unsigned)kind >= RT_TRACE_KIND_COUNT) return false;
    return atomic_load_explicit(&enabled[kind], memory_order_relaxed);
}

/* No lock. */
void rt_trace_setEnabled(enum rt_trace_kind kind, bool on) {
    if ((unsigned)kind >= RT_TRACE_KIND_COUNT) return;
    atomic_store(&enabled[kind], on);
}

/* No lock. */
void rt_trace_printf(const char *format, ...) {
    char line[1024];
    int prefix = snprintf(line, sizeof line, "objc[%d]: ", (int)getpid());
    va_list args;
    va_start(args, format);
    /* Room is kept for the newline; a longer line is cut. */
    int text = vsnprintf(line + prefix, sizeof line - (size_t)prefix - 1, format, args);
    va_end(args);
    size_t length = (size_t)prefix + (text < 0 ? 0 : (size_t)text);
    if (length > sizeof line - 2) length = sizeof line - 2;
    line[length++] = '\n';
    ssize_t written = write(STDERR_FILENO, line, length);
    (void)written;
}

/* Lock: the runtime lock (inside the flush). */
void rt_trace_setMessageLogging(bool on) {
    atomic_store_explicit(&message_logging, on, memory_order_release);
    if (!on) return;
    int count = rt_objc_getClassList(NULL, 0);
    Class *classes = count > 0 ? malloc((size_t)count * sizeof *classes) : NULL;
    if (!classes) return;
    count = rt_objc_getClassList(classes, count);
    for (int i = 0; i < count; i++) {
        rt_cache_flush(classes[i]);
        rt_cache_flush(rt_class_getMetaClass(classes[i]));
    }
    free(classes);
}

/* No lock. */
bool rt_trace_messageLogging(void) {
    return atomic_load_explicit(&message_logging, memory_order_acquire);
}

/* Lock: the runtime lock. */
void rt_trace_logMessage(Class cls, SEL sel) {
    if (!cls || !sel) return;
    bool meta = (atomic_load_explicit(&cls->flags, memory_order_acquire) & RT_CLASS_META) != 0;
    const char *receiver = meta && cls->nonMeta ? cls->nonMeta->name : cls->name;
    const char *implementer = "?";
    rt_runtime_lock();
    for (Class c = cls; c; c = c->superclass)
        if (rt_class_findOwnMethod_locked(c, sel)) {
            implementer = meta && c->nonMeta ? c->nonMeta->name : c->name;
            break;
        }
    rt_runtime_unlock();
    rt_trace_printf("%c %s %s %s", meta ? '+' : '-', receiver, implementer, sel->name);
}
