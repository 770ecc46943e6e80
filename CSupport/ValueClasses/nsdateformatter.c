/* NSDateFormatter with a fixed Unicode pattern (-setDateFormat:), a locale (every locale is
 * en_US_POSIX here, nslocale.c) and a fixed-offset time zone (nstimezone.c). The pattern is
 * compiled once, when it is set (date_pattern.c), so a formatter that parses thousands of
 * strings in a loop — YYModel keeps one per format — reads only its tokens per string.
 *
 * Thread safety: Foundation's formatters may be shared between threads (iOS 7+), so each
 * formatter keeps its mutable state (locale, zone, format and compiled pattern) under its own
 * spin lock (rt_values_lock: a zeroed word, nothing to set up or tear down). Setters build
 * what they install outside the lock and swap it in; -dateFromString: and -stringFromDate:
 * hold the lock while they read the pattern, which is only arithmetic on the caller's bytes.
 * A pattern with a letter MiniObjC does not support makes the formatter answer nil to both,
 * with one message on stderr when it is set. */
#include "rt_dates_private.h"
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_nsdate.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct formatter {
    struct rt_object base;
    id locale;   /* strong NSLocale, nil until -init or a setter */
    id timeZone; /* strong NSTimeZone, nil until -init or a setter */
    id format;   /* strong NSString, an immutable copy */
    struct rt_date_pattern *pattern; /* NULL when the format could not be compiled */
    _Atomic(uint32_t) lock;
};

static Class formatter_class;
RT_CLASS_SYMBOLS(NSDateFormatter);

/* Takes the formatter's lock; the cleanup drops it if an exception unwinds the frame. */
#define LOCKED(f) RT_VALUES_HELD held = {rt_values_lock(&(f)->lock) ? &(f)->lock : NULL}

/* Swaps `*slot` for `value` (retained) under the formatter's lock, releasing the old value
 * after it. Lock: the formatter's. */
static void set_object(struct formatter *f, id *slot, id value) {
    rt_objc_retain(value);
    id old;
    {
        LOCKED(f);
        old = *slot;
        *slot = value;
        rt_values_dropHeld(&held);
    }
    rt_objc_release(old);
}

/* Reads `*slot` retained and autoreleased, so a setter on another thread cannot free it
 * under the caller. Lock: the formatter's. */
static id get_object(struct formatter *f, id *slot) {
    id value;
    {
        LOCKED(f);
        value = rt_objc_retain(*slot);
        rt_values_dropHeld(&held);
    }
    return rt_objc_autorelease(value);
}

/* Compiles `format` and installs it with its pattern. Lock: the formatter's, for the swap. */
static void install_format(struct formatter *f, id format) {
    size_t n = 0;
    const char *bytes = rt_nsstring_getUTF8(format, &n);
    id copy = rt_nsstring_create(bytes ? bytes : "", bytes ? n : 0);
    struct rt_date_pattern *pattern = malloc(sizeof *pattern);
    char why[160];
    if (pattern && !rt_date_pattern_compile(bytes ? bytes : "", bytes ? n : 0, pattern, why, sizeof why)) {
        fprintf(stderr, "*** NSDateFormatter: date format \"%.*s\": %s; -dateFromString: and -stringFromDate: answer nil\n",
                (int)(n > 200 ? 200 : n), bytes ? bytes : "", why);
        free(pattern);
        pattern = NULL;
    }
    id oldFormat;
    struct rt_date_pattern *oldPattern;
    {
        LOCKED(f);
        oldFormat = f->format;
        oldPattern = f->pattern;
        f->format = copy;
        f->pattern = pattern;
        rt_values_dropHeld(&held);
    }
    rt_objc_release(oldFormat);
    if (oldPattern) rt_date_pattern_free(oldPattern);
    free(oldPattern);
}

/* -init: en_US_POSIX, the default time zone, an empty format. Lock: the formatter's, in the
 * setters (uncontended: nothing else has the formatter yet). */
static id imp_init(id self, SEL cmd) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    id locale = rt_nslocale_create("en_US_POSIX", 11);
    set_object(f, &f->locale, locale);
    rt_objc_release(locale);
    id zone = rt_nstimezone_copyDefault();
    set_object(f, &f->timeZone, zone);
    rt_objc_release(zone);
    install_format(f, NULL);
    return self;
}

/* -locale / -setLocale: (nil: back to the current locale, as Foundation's). Lock: the
 * formatter's. */
static id imp_locale(id self, SEL cmd) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    return get_object(f, &f->locale);
}
/* Lock: the formatter's. */
static void imp_setLocale(id self, SEL cmd, id locale) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    if (!rt_object_isNSLocale(locale)) {
        id current = rt_nslocale_create("en_US_POSIX", 11);
        set_object(f, &f->locale, current);
        rt_objc_release(current);
        return;
    }
    set_object(f, &f->locale, locale);
}

/* -timeZone / -setTimeZone: (nil: back to the default zone). Lock: the formatter's. */
static id imp_timeZone(id self, SEL cmd) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    return get_object(f, &f->timeZone);
}
/* Lock: the formatter's (and the zones' spin lock for the default, before it). */
static void imp_setTimeZone(id self, SEL cmd, id zone) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    id chosen = rt_object_isNSTimeZone(zone) ? rt_objc_retain(zone) : rt_nstimezone_copyDefault();
    set_object(f, &f->timeZone, chosen);
    rt_objc_release(chosen);
}

/* -dateFormat / -setDateFormat: (nil: the empty format). Lock: the formatter's. */
static id imp_dateFormat(id self, SEL cmd) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    id format = get_object(f, &f->format);
    return format ? format : rt_objc_autorelease(rt_nsstring_create("", 0));
}
/* Lock: the formatter's. */
static void imp_setDateFormat(id self, SEL cmd, id format) {
    (void)cmd;
    install_format((struct formatter *)self, rt_object_isNSString(format) ? format : NULL);
}

/* The zone's offset, read under the lock: the zone object is immutable, but the slot is
 * not. A formatter never -init'ed uses the default zone. Caller holds the lock. */
static int32_t offset_locked(struct formatter *f) {
    if (f->timeZone) return rt_nstimezone_offset(f->timeZone);
    id zone = rt_nstimezone_copyDefault();
    int32_t offset = rt_nstimezone_offset(zone);
    rt_objc_release(zone);
    return offset;
}

/* -dateFromString:: nil for nil, a non-string, a bad pattern, or a string the pattern does
 * not match from its first character to its last. Lock: the formatter's, while parsing. */
static id imp_dateFromString(id self, SEL cmd, id string) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(string, &n);
    if (!bytes) return NULL;
    int64_t ms = 0;
    bool ok;
    {
        LOCKED(f);
        ok = f->pattern && rt_date_pattern_parse(f->pattern, bytes, n, offset_locked(f), &ms);
        rt_values_dropHeld(&held);
    }
    return ok ? rt_objc_autorelease(rt_nsdate_create((double)ms / 1000.0)) : NULL;
}

/* The instant to the millisecond, as ICU's calendar holds it: truncated, except that a
 * value within a microsecond of a whole millisecond is that millisecond (so 1.001 s, which
 * is 1000.9999… ms in binary, formats ".001"). False beyond ±30 million years or for NaN.
 * No lock. */
static bool milliseconds_of(double seconds, int64_t *ms) {
    double x = seconds * 1000.0;
    if (!(x > -1e18 && x < 1e18)) return false;
    double nearest = nearbyint(x);
    *ms = (int64_t)(fabs(x - nearest) < 1e-3 ? nearest : floor(x));
    return true;
}

/* -stringFromDate:: nil for nil, a non-date, a bad pattern or an instant out of range.
 * Lock: the formatter's, while formatting. */
static id imp_stringFromDate(id self, SEL cmd, id date) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    int64_t ms;
    if (!rt_object_isNSDate(date) || !milliseconds_of(rt_nsdate_timeIntervalSinceReferenceDate(date), &ms)) return NULL;
    struct rt_strbuf out = {0};
    bool ok;
    {
        LOCKED(f);
        ok = f->pattern != NULL;
        if (ok) rt_date_pattern_format(f->pattern, ms, offset_locked(f), &out);
        rt_values_dropHeld(&held);
    }
    if (!ok || out.failed) {
        free(out.bytes);
        return NULL;
    }
    return rt_strbuf_finish(&out);
}

/* -stringForObjectValue: (NSFormatter's): a date's string, nil for anything else. Lock: the
 * formatter's. */
static id imp_stringForObjectValue(id self, SEL cmd, id value) { return imp_stringFromDate(self, cmd, value); }

/* -copyWithZone:: a new formatter with the same locale, zone and format. Lock: the
 * receiver's, then none while the copy is filled. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    struct formatter *f = (struct formatter *)self;
    struct formatter *copy = (struct formatter *)rt_class_createInstance(rt_object_getClass(self), 0);
    if (!copy) return NULL;
    id locale = get_object(f, &f->locale), timeZone = get_object(f, &f->timeZone), format = get_object(f, &f->format);
    copy->locale = rt_objc_retain(locale);
    copy->timeZone = rt_objc_retain(timeZone);
    install_format(copy, format);
    return (id)copy;
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct formatter *f = (struct formatter *)self;
    rt_objc_release(f->locale);
    rt_objc_release(f->timeZone);
    rt_objc_release(f->format);
    f->locale = f->timeZone = f->format = NULL;
    if (f->pattern) rt_date_pattern_free(f->pattern);
    free(f->pattern);
    f->pattern = NULL;
    rt_values_superDealloc(self, formatter_class);
}

/* Lock: the runtime lock inside the calls. */
void rt_nsdateformatter_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_locale", sizeof(id), 3, "@\"NSLocale\"", offsetof(struct formatter, locale)},
        {"_timeZone", sizeof(id), 3, "@\"NSTimeZone\"", offsetof(struct formatter, timeZone)},
        {"_dateFormat", sizeof(id), 3, "@\"NSString\"", offsetof(struct formatter, format)},
        {"_pattern", sizeof(void *), 3, "^v", offsetof(struct formatter, pattern)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct formatter, lock)},
    };
    static const struct rt_value_method methods[] = {
        {"init", (IMP)imp_init, "@16@0:8", false},
        {"locale", (IMP)imp_locale, "@16@0:8", false},
        {"setLocale:", (IMP)imp_setLocale, "v24@0:8@16", false},
        {"timeZone", (IMP)imp_timeZone, "@16@0:8", false},
        {"setTimeZone:", (IMP)imp_setTimeZone, "v24@0:8@16", false},
        {"dateFormat", (IMP)imp_dateFormat, "@16@0:8", false},
        {"setDateFormat:", (IMP)imp_setDateFormat, "v24@0:8@16", false},
        {"dateFromString:", (IMP)imp_dateFromString, "@24@0:8@16", false},
        {"stringFromDate:", (IMP)imp_stringFromDate, "@24@0:8@16", false},
        {"stringForObjectValue:", (IMP)imp_stringForObjectValue, "@24@0:8@16", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    formatter_class = rt_values_makeClass(nsobject, "NSDateFormatter", ivars, sizeof ivars / sizeof ivars[0], methods,
                                          sizeof methods / sizeof methods[0]);
    rt_class_ref_NSDateFormatter = formatter_class;
}
