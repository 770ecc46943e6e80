/* NSDate: one double, seconds since 2001-01-01 00:00:00 UTC. Immutable. */
#include "rt_nsdate.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

struct date {
    struct rt_object base;
    double interval;
};

static Class date_class;

/* No lock. */
Class rt_NSDate(void) { return date_class; }
/* No lock. */
bool rt_object_isNSDate(id obj) { return rt_values_isKind(obj, date_class); }

/* No lock. */
id rt_nsdate_create(double seconds) {
    struct date *d = (struct date *)rt_class_createInstance(date_class, 0);
    if (d) d->interval = seconds;
    return (id)d;
}

/* No lock. */
double rt_nsdate_timeIntervalSinceReferenceDate(id obj) {
    return rt_object_isNSDate(obj) ? ((struct date *)obj)->interval : 0;
}

/* -timeIntervalSinceReferenceDate. No lock. */
static double imp_sinceReference(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdate_timeIntervalSinceReferenceDate(self);
}

/* -timeIntervalSince1970. No lock. */
static double imp_since1970(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdate_timeIntervalSinceReferenceDate(self) + RT_TIME_INTERVAL_SINCE_1970;
}

/* -timeIntervalSinceDate:. No lock. */
static double imp_sinceDate(id self, SEL cmd, id other) {
    (void)cmd;
    return rt_nsdate_timeIntervalSinceReferenceDate(self) - rt_nsdate_timeIntervalSinceReferenceDate(other);
}

/* -isEqual: / -isEqualToDate:: the same instant. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    return rt_object_isNSDate(other) &&
           rt_nsdate_timeIntervalSinceReferenceDate(self) == rt_nsdate_timeIntervalSinceReferenceDate(other);
}

/* -hash: of the whole seconds (equal dates hash alike). No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    double t = rt_nsdate_timeIntervalSinceReferenceDate(self);
    if (isnan(t) || t >= 9.2e18 || t <= -9.2e18) return 0;
    return (uintptr_t)(int64_t)t;
}

/* -compare:: NSOrderedAscending (-1), Same (0), Descending (1). A non-date → a pending
 * NSInvalidArgumentException. No lock. */
static intptr_t imp_compare(id self, SEL cmd, id other) {
    (void)cmd;
    if (!rt_object_isNSDate(other)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, "compare:", "the argument is not an NSDate", 0, 0);
        return 0;
    }
    double a = rt_nsdate_timeIntervalSinceReferenceDate(self), b = rt_nsdate_timeIntervalSinceReferenceDate(other);
    return a < b ? -1 : (a > b ? 1 : 0);
}

/* -description: "2001-01-01 00:00:00 +0000" (UTC), autoreleased; dates gmtime cannot
 * represent print their interval. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    double t = floor(rt_nsdate_timeIntervalSinceReferenceDate(self) + RT_TIME_INTERVAL_SINCE_1970);
    char buf[64];
    struct tm tm;
    time_t secs = (time_t)0;
    bool ok = !isnan(t) && t > -6.7e10 && t < 2.5e11;  /* years about -200 … 9999 */
    if (ok) {
        secs = (time_t)t;
        ok = gmtime_r(&secs, &tm) != NULL;
    }
    if (ok)
        snprintf(buf, sizeof buf, "%04d-%02d-%02d %02d:%02d:%02d +0000", tm.tm_year + 1900,
                 tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
    else
        snprintf(buf, sizeof buf, "<NSDate %g s since 2001-01-01>", rt_nsdate_timeIntervalSinceReferenceDate(self));
    return rt_objc_autorelease(rt_nsstring_create(buf, strlen(buf)));
}

/* -copyWithZone:: immutable, so itself. No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* Now, in seconds since the reference date. No lock. */
static double now_since_reference(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9 - RT_TIME_INTERVAL_SINCE_1970;
}

/* +date: now. No lock. */
static id imp_date(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(now_since_reference()));
}
/* +dateWithTimeIntervalSinceNow:. No lock. */
static id imp_dateWithSinceNow(id self, SEL cmd, double seconds) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(now_since_reference() + seconds));
}
/* -timeIntervalSinceNow: negative for a date in the past. No lock. */
static double imp_sinceNow(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdate_timeIntervalSinceReferenceDate(self) - now_since_reference();
}
/* -dateByAddingTimeInterval:. No lock. */
static id imp_dateByAdding(id self, SEL cmd, double seconds) {
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(rt_nsdate_timeIntervalSinceReferenceDate(self) + seconds));
}
/* +distantPast / +distantFuture: Foundation's, about 2000 years either side of year 1. No lock. */
static id imp_distantPast(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(-63114076800.0));
}
/* No lock. */
static id imp_distantFuture(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(63113904000.0));
}
/* No lock. */
static id imp_dateWithSinceReference(id self, SEL cmd, double seconds) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(seconds));
}
/* No lock. */
static id imp_dateWithSince1970(id self, SEL cmd, double seconds) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdate_create(seconds - RT_TIME_INTERVAL_SINCE_1970));
}

#define B RT_BOOL_ENC

/* Registers NSDate. Lock: the runtime lock inside the calls. */
void rt_nsdate_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_timeIntervalSinceReferenceDate", sizeof(double), 3, "d", offsetof(struct date, interval)},
    };
    static const struct rt_value_method methods[] = {
        {"timeIntervalSinceReferenceDate", (IMP)imp_sinceReference, "d16@0:8", false},
        {"timeIntervalSince1970", (IMP)imp_since1970, "d16@0:8", false},
        {"timeIntervalSinceDate:", (IMP)imp_sinceDate, "d24@0:8@16", false},
        {"timeIntervalSinceNow", (IMP)imp_sinceNow, "d16@0:8", false},
        {"dateByAddingTimeInterval:", (IMP)imp_dateByAdding, "@24@0:8d16", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToDate:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"compare:", (IMP)imp_compare, "q24@0:8@16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"date", (IMP)imp_date, "@16@0:8", true},
        {"dateWithTimeIntervalSinceReferenceDate:", (IMP)imp_dateWithSinceReference, "@24@0:8d16", true},
        {"dateWithTimeIntervalSince1970:", (IMP)imp_dateWithSince1970, "@24@0:8d16", true},
        {"dateWithTimeIntervalSinceNow:", (IMP)imp_dateWithSinceNow, "@24@0:8d16", true},
        {"distantPast", (IMP)imp_distantPast, "@16@0:8", true},
        {"distantFuture", (IMP)imp_distantFuture, "@16@0:8", true},
    };
    date_class = rt_values_makeClass(nsobject, "NSDate", ivars, sizeof ivars / sizeof ivars[0],
                                     methods, sizeof methods / sizeof methods[0]);
}
