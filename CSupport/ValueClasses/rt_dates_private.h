/* The date-formatting classes' shared pieces (nstimezone.c, nslocale.c, nsdateformatter*.c,
 * date_pattern*.c): fixed-offset time zones, locales that all format as en_US_POSIX, the
 * civil-date arithmetic and the compiled Unicode (TR35) date pattern. Private to the value
 * layer (not under include/). */
#ifndef MINIOBJC_RT_DATES_PRIVATE_H
#define MINIOBJC_RT_DATES_PRIVATE_H

#include "rt_nsdate.h"
#include "rt_types.h"
#include "rt_values_private.h"
#include <stdint.h>

/* Registers NSTimeZone, NSLocale and NSDateFormatter (in that order: the formatter's
 * defaults are a zone and a locale). Lock: the runtime lock inside the calls. */
void rt_nstimezone_install(Class nsobject);
void rt_nslocale_install(Class nsobject);
void rt_nsdateformatter_install(Class nsobject);

/* NSTimeZone: every zone is a fixed offset from GMT (seconds east), immutable. */
bool rt_object_isNSTimeZone(id obj);
/* The zone's offset in seconds east of GMT; 0 for a non-zone. No lock. */
int32_t rt_nstimezone_offset(id zone);
/* The default zone (+0, retained by the caller): +setDefaultTimeZone:'s, else the local one
 * (the TZ environment variable when it names a fixed offset, else UTC). Lock: the zones'
 * own spin lock, briefly. */
id rt_nstimezone_copyDefault(void);

/* NSLocale: an identifier only; every locale formats as en_US_POSIX. */
bool rt_object_isNSLocale(id obj);
/* A new locale (+1) with this identifier. No lock. */
id rt_nslocale_create(const char *identifier, size_t length);

/* Days from 1970-01-01 to 2001-01-01, NSDate's reference date (RT_TIME_INTERVAL_SINCE_1970
 * in days): the civil functions count from 1970, the patterns' instants from 2001. */
#define RT_REFERENCE_DATE_DAYS_SINCE_1970 ((int64_t)(RT_TIME_INTERVAL_SINCE_1970 / 86400))

/* Days from 1970-01-01 to the proleptic Gregorian date y-m-d (m 1…12, d 1…31). No lock. */
int64_t rt_civil_daysFromCivil(int64_t y, int m, int d);
/* The proleptic Gregorian date `days` after 1970-01-01. No lock. */
void rt_civil_fromDays(int64_t days, int64_t *y, int *m, int *d);
/* Days in month m (1…12) of year y. No lock. */
int rt_civil_daysInMonth(int64_t y, int m);

/* The fields a pattern letter stands for. */
enum rt_date_field {
    RT_DF_LITERAL,
    RT_DF_ERA,        /* G */
    RT_DF_YEAR,       /* y */
    RT_DF_WEEK_YEAR,  /* Y: formatted as the US week's year, parsed as the year */
    RT_DF_MONTH,      /* M, L */
    RT_DF_DAY,        /* d */
    RT_DF_WEEKDAY,    /* E */
    RT_DF_AMPM,       /* a */
    RT_DF_HOUR23,     /* H: 0…23 */
    RT_DF_HOUR24,     /* k: 1…24 */
    RT_DF_HOUR12,     /* h: 1…12 */
    RT_DF_HOUR11,     /* K: 0…11 */
    RT_DF_MINUTE,     /* m */
    RT_DF_SECOND,     /* s */
    RT_DF_FRACTION,   /* S */
    RT_DF_ZONE_Z,     /* Z */
    RT_DF_ZONE_X,     /* X: ISO 8601, "Z" for zero */
    RT_DF_ZONE_x,     /* x: ISO 8601, never "Z" */
    RT_DF_ZONE_z,     /* z: the localized GMT form ("GMT+8") */
    RT_DF_ZONE_O,     /* O: the localized GMT form */
};

/* One element of a compiled pattern: a field with its letter count, or a literal (its UTF-8
 * at `text` in the pattern's literal bytes). */
struct rt_date_token {
    uint8_t field;
    uint8_t count;
    uint32_t text;
    uint32_t length;
};

/* A compiled pattern: immutable once compiled, so a formatter can hand it to readers. */
struct rt_date_pattern {
    size_t count;
    struct rt_date_token *tokens;
    char *literals;
};

/* Compiles `pattern` (UTF-8, `n` bytes). On an unsupported letter or an unterminated quote,
 * false with the reason in `why`, nothing allocated. No lock. */
bool rt_date_pattern_compile(const char *pattern, size_t n, struct rt_date_pattern *out, char *why,
                             size_t whySize);
/* Frees what compile allocated. No lock. */
void rt_date_pattern_free(struct rt_date_pattern *p);

/* Appends the date `ms` (milliseconds since 2001-01-01 UTC) in a zone `offset` seconds east
 * of GMT, formatted by `p`. No lock. */
void rt_date_pattern_format(const struct rt_date_pattern *p, int64_t ms, int32_t offset, struct rt_strbuf *out);
/* Reads `s[0..<n]` with `p`; the whole string must match. A string without a zone is in
 * `offset`; a missing year is 2000, a missing month or day 1, a missing time 00:00:00.
 * True with the instant in milliseconds since 2001-01-01 UTC. No lock. */
bool rt_date_pattern_parse(const struct rt_date_pattern *p, const char *s, size_t n, int32_t offset, int64_t *ms);

/* en_US_POSIX's month (January…) and weekday (Sunday…) names. */
extern const char *const rt_date_monthNames[12];
extern const char *const rt_date_weekdayNames[7];

/* The zone forms shared by the pattern and NSTimeZone's names. Appends `offset` as
 * "+HHmm" (basic) or "+HH:mm" (extended), with seconds when it has any; `minutesOptional`
 * leaves ":mm"/"mm" out when zero (X, x). No lock. */
void rt_date_appendOffset(struct rt_strbuf *out, int32_t offset, bool extended, bool minutesOptional);
/* Appends the localized GMT form: "GMT" for zero, else "GMT+8" (short) or "GMT+08:00" (long).
 * No lock. */
void rt_date_appendGMT(struct rt_strbuf *out, int32_t offset, bool longForm);
/* Reads a zone at s[*i]: "Z" (or "z"), ±HH, ±HHmm, ±HH:mm (and seconds), "GMT"/"UTC"/"UT" alone or
 * followed by ±H[H][[:]mm]. True with `*offset` and `*i` past it; |offset| ≤ 18 hours.
 * No lock. */
bool rt_date_readZone(const char *s, size_t n, size_t *i, bool allowZ, int32_t *offset);

#endif
