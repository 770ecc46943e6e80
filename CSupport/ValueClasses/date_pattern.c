/* Unicode (TR35) date patterns as NSDateFormatter takes them: compiling a pattern once into
 * tokens, formatting a date with the tokens, and the civil-date arithmetic both directions
 * need. The calendar is the proleptic Gregorian one (Apple's ICU switches to the Julian
 * calendar before 1582-10-15; dates that old differ). Names are en_US_POSIX's. Reading a
 * string is in date_pattern_parse.c. */
#include "rt_dates_private.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Floor division and its remainder, for instants before the epochs. No lock. */
static int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
/* No lock. */
static int64_t floor_mod(int64_t a, int64_t b) { return a - floor_div(a, b) * b; }

/* The year is counted from March, so February's leap day ends it; 400-year eras of 146097
 * days repeat exactly. No lock. */
int64_t rt_civil_daysFromCivil(int64_t y, int m, int d) {
    int64_t year = m <= 2 ? y - 1 : y;
    int64_t era = floor_div(year, 400);
    int64_t yearOfEra = year - era * 400;                     /* 0…399 */
    int64_t monthFromMarch = m > 2 ? m - 3 : m + 9;           /* 0…11 */
    int64_t dayOfYear = (153 * monthFromMarch + 2) / 5 + d - 1; /* 0…365 */
    int64_t dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468; /* 719468: days from 0000-03-01 to 1970-01-01 */
}

/* The inverse of rt_civil_daysFromCivil. No lock. */
void rt_civil_fromDays(int64_t days, int64_t *y, int *m, int *d) {
    int64_t z = days + 719468;
    int64_t era = floor_div(z, 146097);
    int64_t dayOfEra = z - era * 146097;                                                       /* 0…146096 */
    int64_t yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365; /* 0…399 */
    int64_t dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int64_t monthFromMarch = (5 * dayOfYear + 2) / 153;
    *d = (int)(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
    *m = (int)(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
    *y = yearOfEra + era * 400 + (*m <= 2);
}

/* No lock. */
int rt_civil_daysInMonth(int64_t y, int m) {
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m < 1 || m > 12) return 0;
    bool leap = floor_mod(y, 4) == 0 && (floor_mod(y, 100) != 0 || floor_mod(y, 400) == 0);
    return days[m - 1] + (m == 2 && leap);
}

/* The letters this implementation knows, and their fields. */
static enum rt_date_field field_of(char c) {
    switch (c) {
    case 'G': return RT_DF_ERA;
    case 'y': return RT_DF_YEAR;
    case 'Y': return RT_DF_WEEK_YEAR;
    case 'M': case 'L': return RT_DF_MONTH;
    case 'd': return RT_DF_DAY;
    case 'E': return RT_DF_WEEKDAY;
    case 'a': return RT_DF_AMPM;
    case 'H': return RT_DF_HOUR23;
    case 'k': return RT_DF_HOUR24;
    case 'h': return RT_DF_HOUR12;
    case 'K': return RT_DF_HOUR11;
    case 'm': return RT_DF_MINUTE;
    case 's': return RT_DF_SECOND;
    case 'S': return RT_DF_FRACTION;
    case 'Z': return RT_DF_ZONE_Z;
    case 'X': return RT_DF_ZONE_X;
    case 'x': return RT_DF_ZONE_x;
    case 'z': return RT_DF_ZONE_z;
    case 'O': return RT_DF_ZONE_O;
    default: return RT_DF_LITERAL;
    }
}

/* Appends a token, merging a literal into a literal just before it. No lock. */
static bool push(struct rt_date_pattern *p, size_t *capacity, uint8_t field, size_t count, uint32_t text,
                 uint32_t length) {
    if (field == RT_DF_LITERAL && p->count && p->tokens[p->count - 1].field == RT_DF_LITERAL) {
        p->tokens[p->count - 1].length += length;
        return true;
    }
    if (p->count == *capacity) {
        size_t cap = *capacity ? *capacity * 2 : 8;
        struct rt_date_token *grown = realloc(p->tokens, cap * sizeof *grown);
        if (!grown) return false;
        p->tokens = grown;
        *capacity = cap;
    }
    p->tokens[p->count++] = (struct rt_date_token){field, (uint8_t)(count > 255 ? 255 : count), text, length};
    return true;
}

/* Literal bytes go to `literals` in order, so a run of literals (quoted or not) is one
 * contiguous slice. An unterminated quote runs to the end of the pattern, as ICU reads it.
 * No lock. */
bool rt_date_pattern_compile(const char *pattern, size_t n, struct rt_date_pattern *out, char *why,
                             size_t whySize) {
    struct rt_date_pattern p = {0, NULL, malloc(n + 1)};
    size_t capacity = 0, used = 0;
    bool quoted = false;
    if (!p.literals) {
        snprintf(why, whySize, "out of memory");
        return false;
    }
    for (size_t i = 0; i < n;) {
        char c = pattern[i];
        bool ok = true;
        if (c == '\'') {
            if (i + 1 < n && pattern[i + 1] == '\'') {
                p.literals[used] = '\'';
                ok = push(&p, &capacity, RT_DF_LITERAL, 0, (uint32_t)used++, 1);
                i += 2;
            } else {
                quoted = !quoted;
                i++;
            }
        } else if (!quoted && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
            enum rt_date_field f = field_of(c);
            if (f == RT_DF_LITERAL) {
                snprintf(why, whySize, "unsupported pattern letter '%c' (supported: G y Y M L d E a H k h K m s S Z X x z O)", c);
                rt_date_pattern_free(&p);
                return false;
            }
            size_t run = 1;
            while (i + run < n && pattern[i + run] == c) run++;
            ok = push(&p, &capacity, (uint8_t)f, run, 0, 0);
            i += run;
        } else {
            p.literals[used] = c;
            ok = push(&p, &capacity, RT_DF_LITERAL, 0, (uint32_t)used++, 1);
            i++;
        }
        if (!ok) {
            snprintf(why, whySize, "out of memory");
            rt_date_pattern_free(&p);
            return false;
        }
    }
    *out = p;
    return true;
}

/* No lock. */
void rt_date_pattern_free(struct rt_date_pattern *p) {
    free(p->tokens);
    free(p->literals);
    p->tokens = NULL;
    p->literals = NULL;
    p->count = 0;
}

const char *const rt_date_monthNames[12] = {"January", "February", "March",     "April",   "May",      "June",
                                            "July",    "August",   "September", "October", "November", "December"};
const char *const rt_date_weekdayNames[7] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

/* A name at a width: 3 letters short, 4 the whole name, 5 narrow (one letter), 6 two
 * letters (weekdays' "short" width). No lock. */
static void append_name(struct rt_strbuf *out, const char *name, int count, bool weekday) {
    size_t len = strlen(name);
    if (count == 4) rt_strbuf_append(out, name, len);
    else if (count == 5) rt_strbuf_append(out, name, 1);
    else if (count >= 6 && weekday) rt_strbuf_append(out, name, 2);
    else rt_strbuf_append(out, name, 3);
}

/* A number zero-padded to `width` digits (a minus sign first, for a negative value). By
 * hand, not with snprintf: formatting a date writes several of these, and printf's machinery
 * was most of -stringFromDate:'s time. No lock. */
static void append_number(struct rt_strbuf *out, int64_t value, int width) {
    char digits[96];
    size_t at = sizeof digits;
    uint64_t magnitude = value < 0 ? 0 - (uint64_t)value : (uint64_t)value;
    if (width > 64) width = 64;
    do {
        digits[--at] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    while (sizeof digits - at < (size_t)width) digits[--at] = '0';
    if (value < 0) digits[--at] = '-';
    rt_strbuf_append(out, digits + at, sizeof digits - at);
}

/* No lock. */
void rt_date_appendOffset(struct rt_strbuf *out, int32_t offset, bool extended, bool minutesOptional) {
    int32_t magnitude = offset < 0 ? -offset : offset;
    int hours = magnitude / 3600, minutes = magnitude / 60 % 60, seconds = magnitude % 60;
    rt_strbuf_append(out, offset < 0 ? "-" : "+", 1);
    append_number(out, hours, 2);
    if (minutesOptional && minutes == 0 && seconds == 0) return;
    if (extended) rt_strbuf_append(out, ":", 1);
    append_number(out, minutes, 2);
    if (!seconds) return;
    if (extended) rt_strbuf_append(out, ":", 1);
    append_number(out, seconds, 2);
}

/* No lock. */
void rt_date_appendGMT(struct rt_strbuf *out, int32_t offset, bool longForm) {
    rt_strbuf_appendC(out, "GMT");
    if (offset == 0) return;
    if (longForm) {
        rt_date_appendOffset(out, offset, true, false);
        return;
    }
    int32_t magnitude = offset < 0 ? -offset : offset;
    int minutes = magnitude / 60 % 60, seconds = magnitude % 60;
    rt_strbuf_appendf(out, "%c%d", offset < 0 ? '-' : '+', magnitude / 3600);
    if (minutes || seconds) rt_strbuf_appendf(out, ":%02d", minutes);
    if (seconds) rt_strbuf_appendf(out, ":%02d", seconds);
}

/* The calendar fields of one instant in one zone. */
struct civil {
    int64_t year;
    int month, day, weekday; /* weekday 0 = Sunday */
    int64_t weekYear;
    int hour, minute, second, millisecond;
};

/* 2001-01-01, the reference date, was a Monday. No lock. */
static struct civil civil_of(int64_t ms, int32_t offset) {
    struct civil c;
    int64_t local = ms + (int64_t)offset * 1000;
    int64_t days = floor_div(local, 86400000), inDay = floor_mod(local, 86400000);
    rt_civil_fromDays(days + RT_REFERENCE_DATE_DAYS_SINCE_1970, &c.year, &c.month, &c.day);
    c.weekday = (int)floor_mod(days + 1, 7);
    /* The US week (Sunday first, one day minimum) belongs to the year its Saturday is in. */
    int64_t saturday = days + RT_REFERENCE_DATE_DAYS_SINCE_1970 + (6 - c.weekday);
    int sm, sd;
    rt_civil_fromDays(saturday, &c.weekYear, &sm, &sd);
    c.hour = (int)(inDay / 3600000);
    c.minute = (int)(inDay / 60000 % 60);
    c.second = (int)(inDay / 1000 % 60);
    c.millisecond = (int)(inDay % 1000);
    return c;
}

/* A year as its era counts it (1 BC is year 0 of the proleptic calendar), two digits for
 * a count of 2. No lock. */
static void append_year(struct rt_strbuf *out, int64_t year, int count) {
    int64_t eraYear = year > 0 ? year : 1 - year;
    if (count == 2) append_number(out, eraYear % 100, 2);
    else append_number(out, eraYear, count);
}

/* A fraction of a second to `count` digits: the milliseconds truncated or zero-padded (the
 * instant is kept to the millisecond, as ICU's calendar keeps it). No lock. */
static void append_fraction(struct rt_strbuf *out, int millisecond, int count) {
    char digits[3] = {(char)('0' + millisecond / 100), (char)('0' + millisecond / 10 % 10), (char)('0' + millisecond % 10)};
    rt_strbuf_append(out, digits, count < 3 ? (size_t)count : 3);
    for (int i = 3; i < count; i++) rt_strbuf_append(out, "0", 1);
}

/* One zone field. No lock. */
static void append_zone(struct rt_strbuf *out, enum rt_date_field f, int count, int32_t offset) {
    switch (f) {
    case RT_DF_ZONE_Z:
        if (count <= 3) rt_date_appendOffset(out, offset, false, false);
        else if (count == 4) rt_date_appendGMT(out, offset, true);
        else if (offset == 0) rt_strbuf_appendC(out, "Z");
        else rt_date_appendOffset(out, offset, true, false);
        return;
    case RT_DF_ZONE_X:
    case RT_DF_ZONE_x:
        if (f == RT_DF_ZONE_X && offset == 0) {
            rt_strbuf_appendC(out, "Z");
            return;
        }
        /* X/x: +HH[mm]; XX: +HHmm; XXX: +HH:mm; 4 and 5 as 2 and 3 (with seconds if any). */
        rt_date_appendOffset(out, count == 1 ? offset - offset % 60 : offset, count == 3 || count >= 5, count == 1);
        return;
    case RT_DF_ZONE_z:
        rt_date_appendGMT(out, offset, count >= 4);
        return;
    default: /* O */
        rt_date_appendGMT(out, offset, count >= 4);
        return;
    }
}

/* No lock. */
void rt_date_pattern_format(const struct rt_date_pattern *p, int64_t ms, int32_t offset, struct rt_strbuf *out) {
    struct civil c = civil_of(ms, offset);
    for (size_t i = 0; i < p->count; i++) {
        const struct rt_date_token *t = &p->tokens[i];
        int n = t->count;
        switch ((enum rt_date_field)t->field) {
        case RT_DF_LITERAL: rt_strbuf_append(out, p->literals + t->text, t->length); break;
        case RT_DF_ERA:
            if (n == 4) rt_strbuf_appendC(out, c.year > 0 ? "Anno Domini" : "Before Christ");
            else if (n == 5) rt_strbuf_appendC(out, c.year > 0 ? "A" : "B");
            else rt_strbuf_appendC(out, c.year > 0 ? "AD" : "BC");
            break;
        case RT_DF_YEAR: append_year(out, c.year, n); break;
        case RT_DF_WEEK_YEAR: append_year(out, c.weekYear, n); break;
        case RT_DF_MONTH:
            if (n <= 2) append_number(out, c.month, n);
            else append_name(out, rt_date_monthNames[c.month - 1], n, false);
            break;
        case RT_DF_DAY: append_number(out, c.day, n); break;
        case RT_DF_WEEKDAY: append_name(out, rt_date_weekdayNames[c.weekday], n < 3 ? 3 : n, true); break;
        case RT_DF_AMPM: rt_strbuf_appendC(out, n == 5 ? (c.hour < 12 ? "a" : "p") : (c.hour < 12 ? "AM" : "PM")); break;
        case RT_DF_HOUR23: append_number(out, c.hour, n); break;
        case RT_DF_HOUR24: append_number(out, c.hour == 0 ? 24 : c.hour, n); break;
        case RT_DF_HOUR12: append_number(out, c.hour % 12 == 0 ? 12 : c.hour % 12, n); break;
        case RT_DF_HOUR11: append_number(out, c.hour % 12, n); break;
        case RT_DF_MINUTE: append_number(out, c.minute, n); break;
        case RT_DF_SECOND: append_number(out, c.second, n); break;
        case RT_DF_FRACTION: append_fraction(out, c.millisecond, n); break;
        default: append_zone(out, (enum rt_date_field)t->field, n, offset); break;
        }
    }
}
