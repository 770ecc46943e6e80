/* NSTimeZone: a name and a fixed offset from GMT, immutable. MiniObjC has no time-zone
 * database: the zones are the ones whose offset never changes — "UTC", "GMT", "UT",
 * "Etc/UTC", "Etc/GMT", GMT/UTC with an offset ("GMT+8", "GMT+0800", "UTC-05:00"), and
 * "Etc/GMT±N" (POSIX's inverted sign: Etc/GMT+5 is five hours *behind*). Any other name
 * ("Europe/Berlin") answers nil, as Foundation does for a name it does not know. The local
 * zone is read once from the TZ environment variable when it is one of these names or a
 * POSIX rule without daylight saving ("EST5", "UTC0", "<+0530>-5:30"); otherwise it is UTC. */
#include "rt_dates_private.h"
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_nsdate.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct zone {
    struct rt_object base;
    id name;         /* strong NSString */
    id abbreviation; /* strong NSString */
    intptr_t offset; /* seconds east of GMT */
};

static Class zone_class;
RT_CLASS_SYMBOLS(NSTimeZone);

/* Foundation refuses offsets beyond ±18 hours. */
enum { MAX_OFFSET = 18 * 3600 };

/* No lock. */
bool rt_object_isNSTimeZone(id obj) { return rt_values_isKind(obj, zone_class); }

/* No lock. */
int32_t rt_nstimezone_offset(id zone) { return rt_object_isNSTimeZone(zone) ? (int32_t)((struct zone *)zone)->offset : 0; }

/* Fills a new zone's fields; the names are copied. False (the zone untouched) out of memory.
 * No lock (the zone is not shared yet). */
static bool fill(struct zone *z, const char *name, size_t nameLength, const char *abbreviation, size_t abbreviationLength,
                 int32_t offset) {
    id n = rt_nsstring_create(name, nameLength), a = rt_nsstring_create(abbreviation, abbreviationLength);
    if (!n || !a) {
        rt_objc_release(n);
        rt_objc_release(a);
        return false;
    }
    z->name = n;
    z->abbreviation = a;
    z->offset = offset;
    return true;
}

/* A new zone (+1): named `name` when given, else "GMT" / "GMT+0800"; abbreviated as
 * Foundation does ("GMT+8"), or by `abbreviation`. NULL for an offset beyond ±18 hours. No
 * lock. */
static id create_zone(const char *name, size_t nameLength, const char *abbreviation, int32_t offset) {
    if (offset < -MAX_OFFSET || offset > MAX_OFFSET) return NULL;
    struct rt_strbuf n = {0}, a = {0};
    if (name) rt_strbuf_append(&n, name, nameLength);
    else if (offset == 0) rt_strbuf_appendC(&n, "GMT");
    else {
        rt_strbuf_appendC(&n, "GMT");
        rt_date_appendOffset(&n, offset, false, false);
    }
    if (abbreviation) rt_strbuf_appendC(&a, abbreviation);
    else rt_date_appendGMT(&a, offset, false);
    struct zone *z = (struct zone *)rt_class_createInstance(zone_class, 0);
    bool ok = z && !n.failed && !a.failed && fill(z, n.bytes ? n.bytes : "", n.length, a.bytes ? a.bytes : "", a.length, offset);
    free(n.bytes);
    free(a.bytes);
    if (!ok) {
        rt_objc_release((id)z);
        return NULL;
    }
    return (id)z;
}

/* Whether `name` is one of the fixed-offset names above; its offset, and the abbreviation
 * it keeps (NULL: the GMT form). No lock. */
static bool offset_of_name(const char *s, size_t n, int32_t *offset, const char **abbreviation) {
    /* The first eight are abbreviated "UTC", the rest "GMT". */
    static const char *const utc[] = {"UTC",     "Etc/UTC",  "UCT",       "Etc/UCT",   "Universal", "Etc/Universal",
                                      "Zulu",    "Etc/Zulu", "GMT",       "UT",        "Etc/GMT",   "GMT0",
                                      "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "Greenwich"};
    *abbreviation = NULL;
    for (size_t k = 0; k < sizeof utc / sizeof utc[0]; k++)
        if (strlen(utc[k]) == n && memcmp(utc[k], s, n) == 0) {
            *offset = 0;
            *abbreviation = k < 8 ? "UTC" : "GMT";
            return true;
        }
    size_t i = 0;
    if (n > 7 && memcmp(s, "Etc/GMT", 7) == 0) {
        /* POSIX's sign: Etc/GMT+5 is UTC-5. Whole hours only, as the database has them. */
        i = 7;
        if (s[i] != '+' && s[i] != '-') return false;
        int sign = s[i++] == '-' ? 1 : -1, hours = 0;
        size_t digits = 0;
        for (; i < n && s[i] >= '0' && s[i] <= '9' && digits < 2; i++, digits++) hours = hours * 10 + (s[i] - '0');
        if (!digits || i != n || hours > 14) return false;
        *offset = sign * hours * 3600;
        return true;
    }
    if (n > 3 && (memcmp(s, "GMT", 3) == 0 || memcmp(s, "UTC", 3) == 0) && (s[3] == '+' || s[3] == '-'))
        return rt_date_readZone(s, n, &i, false, offset) && i == n;
    return false;
}

/* A POSIX TZ rule without daylight saving: a name (3+ letters, or <…>) and the hours *west*
 * of GMT, [+-]hh[:mm[:ss]]. No lock. */
static bool offset_of_posix_rule(const char *s, size_t n, int32_t *offset) {
    size_t i = 0;
    if (i < n && s[i] == '<') {
        while (i < n && s[i] != '>') i++;
        if (i == n) return false;
        i++;
    } else {
        while (i < n && ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z'))) i++;
        if (i < 3) return false;
    }
    int sign = -1, parts[3] = {0, 0, 0};
    if (i < n && (s[i] == '+' || s[i] == '-')) sign = s[i++] == '-' ? 1 : -1;
    for (int p = 0; p < 3; p++) {
        size_t digits = 0;
        for (; i < n && s[i] >= '0' && s[i] <= '9' && digits < 3; i++, digits++) parts[p] = parts[p] * 10 + (s[i] - '0');
        if (!digits) return false;
        if (i == n || s[i] != ':') break;
        i++;
    }
    if (i != n || parts[0] > 24 || parts[1] > 59 || parts[2] > 59) return false;
    *offset = sign * (parts[0] * 3600 + parts[1] * 60 + parts[2]);
    return true;
}

/* The default zone and the local one, made once; the default changes with
 * +setDefaultTimeZone: under `default_lock`. */
static id local_zone;
static id default_zone;
static _Atomic(uint32_t) default_lock;
static pthread_once_t local_once = PTHREAD_ONCE_INIT;

/* Reads TZ once. Lock: none (pthread_once). */
static void make_local_zone(void) {
    const char *tz = getenv("TZ");
    int32_t offset = 0;
    const char *abbreviation = "UTC";
    if (tz && *tz == ':') tz++;
    if (tz && *tz) {
        size_t n = strlen(tz);
        if (offset_of_name(tz, n, &offset, &abbreviation) || (abbreviation = NULL, offset_of_posix_rule(tz, n, &offset)))
            local_zone = create_zone(tz, n, abbreviation, offset);
    }
    if (!local_zone) local_zone = create_zone("UTC", 3, "UTC", 0);
}

/* Lock: none (pthread_once). */
static id the_local_zone(void) {
    pthread_once(&local_once, make_local_zone);
    return local_zone;
}

/* Lock: the zones' spin lock, briefly. */
id rt_nstimezone_copyDefault(void) {
    id local = the_local_zone();
    rt_values_lock(&default_lock);
    id zone = rt_objc_retain(default_zone ? default_zone : local);
    rt_values_unlock(&default_lock);
    return zone;
}

/* +timeZoneForSecondsFromGMT:. No lock. */
static id imp_forSeconds(id self, SEL cmd, intptr_t seconds) {
    (void)self;
    (void)cmd;
    if (seconds < -MAX_OFFSET || seconds > MAX_OFFSET) return NULL;
    return rt_objc_autorelease(create_zone(NULL, 0, NULL, (int32_t)seconds));
}

/* A new zone (+1) for a name, NULL when it is not one MiniObjC knows. No lock. */
static id zone_named(id name) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(name, &n);
    int32_t offset;
    const char *abbreviation;
    if (!s || !offset_of_name(s, n, &offset, &abbreviation)) return NULL;
    return create_zone(s, n, abbreviation, offset);
}

/* +timeZoneWithName: / +timeZoneWithAbbreviation: (the GMT forms only). No lock. */
static id imp_withName(id self, SEL cmd, id name) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(zone_named(name));
}

/* -initWithName:: nil (the receiver released) for an unknown name. No lock (not shared). */
static id imp_initWithName(id self, SEL cmd, id name) {
    (void)cmd;
    id made = zone_named(name);
    rt_objc_release(self);
    return made;
}

/* +localTimeZone / +systemTimeZone. No lock. */
static id imp_local(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return the_local_zone();
}

/* +defaultTimeZone. Lock: the zones' spin lock, briefly. */
static id imp_default(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nstimezone_copyDefault());
}

/* +setDefaultTimeZone:: nil or a non-zone is ignored. Lock: the zones' spin lock. */
static void imp_setDefault(id self, SEL cmd, id zone) {
    (void)self;
    (void)cmd;
    if (!rt_object_isNSTimeZone(zone)) return;
    rt_objc_retain(zone);
    rt_values_lock(&default_lock);
    id old = default_zone;
    default_zone = zone;
    rt_values_unlock(&default_lock);
    rt_objc_release(old);
}

/* -name, -abbreviation (also -abbreviationForDate:). No lock (immutable). */
static id imp_name(id self, SEL cmd) { (void)cmd; return ((struct zone *)self)->name; }
/* No lock. */
static id imp_abbreviation(id self, SEL cmd) { (void)cmd; return ((struct zone *)self)->abbreviation; }
/* No lock. */
static id imp_abbreviationForDate(id self, SEL cmd, id date) { (void)date; return imp_abbreviation(self, cmd); }
/* -secondsFromGMT, -secondsFromGMTForDate: (the same: fixed offsets). No lock. */
static intptr_t imp_seconds(id self, SEL cmd) { (void)cmd; return ((struct zone *)self)->offset; }
/* No lock. */
static intptr_t imp_secondsForDate(id self, SEL cmd, id date) { (void)date; return imp_seconds(self, cmd); }
/* -isDaylightSavingTime: never, for a fixed offset. No lock. */
static rt_BOOL imp_isDST(id self, SEL cmd) { (void)self; (void)cmd; return 0; }
/* -daylightSavingTimeOffset: 0. No lock. */
static double imp_dstOffset(id self, SEL cmd) { (void)self; (void)cmd; return 0; }

/* -isEqual: / -isEqualToTimeZone:: the same name and offset. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    if (!rt_object_isNSTimeZone(other)) return 0;
    struct zone *a = (struct zone *)self, *b = (struct zone *)other;
    return a->offset == b->offset && rt_values_sendIsEqual(a->name, b->name);
}
/* -hash. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) { (void)cmd; return rt_values_sendHash(((struct zone *)self)->name); }

/* -description: "GMT+0800 (GMT+8) offset 28800", as Foundation's. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct zone *z = (struct zone *)self;
    struct rt_strbuf b = {0};
    rt_strbuf_appendf(&b, "%s (%s) offset %ld", rt_nsstring_UTF8String(z->name), rt_nsstring_UTF8String(z->abbreviation),
                      (long)z->offset);
    return rt_strbuf_finish(&b);
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct zone *z = (struct zone *)self;
    rt_objc_release(z->name);
    rt_objc_release(z->abbreviation);
    z->name = z->abbreviation = NULL;
    rt_values_superDealloc(self, zone_class);
}

#define B RT_BOOL_ENC

/* Lock: the runtime lock inside the calls. */
void rt_nstimezone_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_name", sizeof(id), 3, "@\"NSString\"", offsetof(struct zone, name)},
        {"_abbreviation", sizeof(id), 3, "@\"NSString\"", offsetof(struct zone, abbreviation)},
        {"_offset", sizeof(intptr_t), 3, "q", offsetof(struct zone, offset)},
    };
    static const struct rt_value_method methods[] = {
        {"timeZoneForSecondsFromGMT:", (IMP)imp_forSeconds, "@24@0:8q16", true},
        {"timeZoneWithName:", (IMP)imp_withName, "@24@0:8@16", true},
        {"timeZoneWithAbbreviation:", (IMP)imp_withName, "@24@0:8@16", true},
        {"localTimeZone", (IMP)imp_local, "@16@0:8", true},
        {"systemTimeZone", (IMP)imp_local, "@16@0:8", true},
        {"defaultTimeZone", (IMP)imp_default, "@16@0:8", true},
        {"setDefaultTimeZone:", (IMP)imp_setDefault, "v24@0:8@16", true},
        {"initWithName:", (IMP)imp_initWithName, "@24@0:8@16", false},
        {"name", (IMP)imp_name, "@16@0:8", false},
        {"abbreviation", (IMP)imp_abbreviation, "@16@0:8", false},
        {"abbreviationForDate:", (IMP)imp_abbreviationForDate, "@24@0:8@16", false},
        {"secondsFromGMT", (IMP)imp_seconds, "q16@0:8", false},
        {"secondsFromGMTForDate:", (IMP)imp_secondsForDate, "q24@0:8@16", false},
        {"isDaylightSavingTime", (IMP)imp_isDST, B "16@0:8", false},
        {"daylightSavingTimeOffset", (IMP)imp_dstOffset, "d16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToTimeZone:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    zone_class = rt_values_makeClass(nsobject, "NSTimeZone", ivars, sizeof ivars / sizeof ivars[0], methods,
                                     sizeof methods / sizeof methods[0]);
    rt_class_ref_NSTimeZone = zone_class;
}
