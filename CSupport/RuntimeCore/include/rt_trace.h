/* The runtime talking about itself, switched on by objc4's environment variables: each
 * OBJC_PRINT_… variable set to YES makes one part of the runtime print what it does, one line
 * per event, to standard error, prefixed "objc[pid]: " as objc4 prints. Message logging is
 * objc4's instrumentObjcMessageSends: one line per send. */
#ifndef MINIOBJC_RT_TRACE_H
#define MINIOBJC_RT_TRACE_H

#include "rt_types.h"

enum rt_trace_kind {
    RT_TRACE_IMAGES = 0,        /* OBJC_PRINT_IMAGES: each image the loader takes */
    RT_TRACE_LOAD_METHODS,      /* OBJC_PRINT_LOAD_METHODS: each +load before it runs */
    RT_TRACE_INITIALIZE,        /* OBJC_PRINT_INITIALIZE_METHODS: each +initialize */
    RT_TRACE_CLASS_SETUP,       /* OBJC_PRINT_CLASS_SETUP: classes and categories set up */
    RT_TRACE_RESOLVED_METHODS,  /* OBJC_PRINT_RESOLVED_METHODS: methods added by a resolver */
    RT_TRACE_CACHE_SETUP,       /* OBJC_PRINT_CACHE_SETUP: cache tables made and grown */
    RT_TRACE_KIND_COUNT
};

/* Reads the OBJC_PRINT_… variables (and NSObjCMessageLoggingEnabled); the core's start-up
 * calls it. No lock. */
void rt_trace_readEnvironment(void);
/* Whether the variable for `kind` was YES in the environment, or turned on since. No lock. */
bool rt_trace_enabled(enum rt_trace_kind kind);
/* Turns a trace on or off from code (tests, `objcrt demo compiled`). No lock (atomic). */
void rt_trace_setEnabled(enum rt_trace_kind kind, bool on);
/* Prints "objc[pid]: " + the formatted text + a newline to standard error as one write.
 * No lock (one write(2) call). */
void rt_trace_printf(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* Message logging: while on, every send prints "+ Receiver Implementer selector" (class
 * methods) or "- Receiver Implementer selector" and method caches are bypassed, so every
 * send takes the slow path where the line is printed — how objc4 logs too. Turning it on
 * flushes every cache. Lock: the runtime lock (the flush). */
void rt_trace_setMessageLogging(bool on);
/* Whether message logging is on. No lock (an acquire load). */
bool rt_trace_messageLogging(void);
/* Prints one message-log line for a send of `sel` to an object of class `cls` (a metaclass
 * for a class method). Lock: the runtime lock (finding the implementing class). */
void rt_trace_logMessage(Class cls, SEL sel);

#endif
