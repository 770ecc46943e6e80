/* Foundation's C functions for compiled code: names to selectors, classes and protocols and
 * back, and NSLog. Exported under Foundation's names (declared in
 * CSupport/Headers/Foundation/Foundation.h); nil in gives nil (or NULL) out.
 *
 * NSLog writes one line to stderr, prefixed as Foundation prefixes it —
 * "yyyy-mm-dd hh:mm:ss.mmm program[pid:tid] " in local time — and adds a newline unless the
 * message ends with one. The whole line goes out in one write(2), so lines logged by
 * concurrent threads never interleave. */
#include "rt_strings_private.h"
#include "rt_class.h"
#include "rt_object.h"
#include "rt_nsstring.h"
#include "rt_protocol.h"
#include "rt_selector.h"
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

extern char *program_invocation_short_name; /* glibc's, set before main() */

/* An autoreleased string of a C string, nil for NULL. No lock. */
static id string_of(const char *text) {
    return text ? rt_objc_autorelease(rt_nsstring_create(text, strlen(text))) : NULL;
}

/* The string's bytes as a C string when it has no NUL inside, else NULL. No lock. */
static const char *c_name(id string) {
    size_t n;
    const char *bytes = string ? rt_nsstring_getUTF8(string, &n) : NULL;
    return bytes && strlen(bytes) == n ? bytes : NULL;
}

/* One NSString per selector, made on first use and kept by the selector's record (which
 * holds its one reference for ever): GVUserDefaults turns `_cmd` into a key with this on
 * every generated accessor call, so it must not allocate. Apple returns +0 too. No lock (a
 * compare-and-swap publishes the string; a thread that loses the race frees its own). */
id NSStringFromSelector(SEL selector);
id NSStringFromSelector(SEL selector) {
    if (!selector) return NULL;
    id cached = rt_sel_nameObject(selector);
    if (cached) return cached;
    const char *name = rt_sel_getName(selector);
    id made = rt_nsstring_create(name, strlen(name));
    if (!made) return NULL;
    id kept = rt_sel_publishNameObject(selector, made);
    if (kept != made) rt_objc_release(made);
    return kept;
}

/* Registers the selector if it is new, as Foundation does; returns the SEL compiled code
 * compares with `@selector` (rt_sel_valueForCompiledCode). Lock: the selector table's. */
SEL NSSelectorFromString(id name);
SEL NSSelectorFromString(id name) {
    const char *text = c_name(name);
    return text ? rt_sel_valueForCompiledCode(rt_sel_registerName(text)) : NULL;
}

/* No lock. */
id NSStringFromClass(Class cls);
id NSStringFromClass(Class cls) { return cls ? string_of(rt_class_getName(cls)) : NULL; }

/* Nil for a name no class has. Lock: the runtime lock. */
Class NSClassFromString(id name);
Class NSClassFromString(id name) {
    const char *text = c_name(name);
    return text ? rt_objc_getClass(text) : NULL;
}

/* No lock. */
id NSStringFromProtocol(Protocol *protocol);
id NSStringFromProtocol(Protocol *protocol) { return protocol ? string_of(rt_protocol_getName(protocol)) : NULL; }

/* Nil for a name no protocol has. Lock: the runtime lock. */
Protocol *NSProtocolFromString(id name);
Protocol *NSProtocolFromString(id name) {
    const char *text = c_name(name);
    return text ? rt_objc_getProtocol(text) : NULL;
}

/* Writes all of `bytes` to stderr, retrying after a signal. No lock. */
static void write_all(const char *bytes, size_t n) {
    while (n) {
        ssize_t w = write(STDERR_FILENO, bytes, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return;
        bytes += w;
        n -= (size_t)w;
    }
}

/* Lock: none held; the `%@` objects' -description takes what it takes. */
void NSLogv(id format, va_list ap);
void NSLogv(id format, va_list ap) {
    size_t n;
    const char *bytes = format ? rt_nsstring_getUTF8(format, &n) : NULL;
    if (!bytes) {
        bytes = "(null)";
        n = 6;
    }
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf line = {0};
    struct timeval now;
    gettimeofday(&now, NULL);
    struct tm local;
    localtime_r(&now.tv_sec, &local);
    rt_strbuf_appendf(&line, "%04d-%02d-%02d %02d:%02d:%02d.%03d %s[%d:%ld] ", local.tm_year + 1900,
                      local.tm_mon + 1, local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec,
                      (int)(now.tv_usec / 1000), program_invocation_short_name, (int)getpid(),
                      (long)syscall(SYS_gettid));
    rt_format_appendv(&line, bytes, n, ap);
    if (line.length == 0 || line.bytes[line.length - 1] != '\n') rt_strbuf_append(&line, "\n", 1);
    if (line.bytes) write_all(line.bytes, line.length);
}

/* Lock: as NSLogv. */
void NSLog(id format, ...);
void NSLog(id format, ...) {
    va_list ap;
    va_start(ap, format);
    NSLogv(format, ap);
    va_end(ap);
}
