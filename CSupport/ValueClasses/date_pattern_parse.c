/* Reading a date with a compiled pattern, as Apple's NSDateFormatter does with the
 * en_US_POSIX locale and leniency off: the whole string must match, literals exactly, names
 * in any letter case. A numeric field takes all the digits there are ("yyyy-MM-dd" reads
 * "2014-5-6"), except when the next field is numeric too ("yyyyMMdd"): then it takes exactly
 * its letter count. Values are checked, not rolled over: month 13, 30 February, hour 24 of
 * "HH" or minute 60 fail. A two-digit year of "y"/"yy" is 1950…2049, Apple's fixed window
 * (not ICU's "80 years back"). A weekday name is read but not checked against the date. */
#include "rt_dates_private.h"
#include <string.h>

/* What the string said. -1 marks a field it did not give. */
struct fields {
    int64_t year;
    bool bc;
    int month, day, hour24, hour12, pm, minute, second, millisecond;
    bool hasZone;
    int32_t zone;
};

/* Whether a token reads digits (so two such tokens in a row abut). No lock. */
static bool is_numeric(const struct rt_date_token *t) {
    switch ((enum rt_date_field)t->field) {
    case RT_DF_YEAR: case RT_DF_WEEK_YEAR: case RT_DF_DAY: case RT_DF_HOUR23: case RT_DF_HOUR24:
    case RT_DF_HOUR12: case RT_DF_HOUR11: case RT_DF_MINUTE: case RT_DF_SECOND: case RT_DF_FRACTION:
        return true;
    case RT_DF_MONTH: return t->count <= 2;
    default: return false;
    }
}

/* Reads digits at s[*i]: exactly `exact` of them when nonzero, else all there are (at most
 * `most`; more is a failure). `*digits` gets how many were read. No lock. */
static bool read_number(const char *s, size_t n, size_t *i, size_t exact, size_t most, int64_t *value,
                        size_t *digits) {
    size_t at = *i, count = 0;
    int64_t v = 0;
    while (at < n && s[at] >= '0' && s[at] <= '9' && (!exact || count < exact)) {
        if (count == most) return false;
        v = v * 10 + (s[at++] - '0');
        count++;
    }
    if (count == 0 || (exact && count != exact)) return false;
    *value = v;
    *digits = count;
    *i = at;
    return true;
}

/* A fraction of a second: any number of digits, kept to the millisecond (truncated). No
 * lock. */
static bool read_fraction(const char *s, size_t n, size_t *i, size_t exact, int *millisecond) {
    size_t at = *i, count = 0;
    int ms = 0;
    while (at < n && s[at] >= '0' && s[at] <= '9' && (!exact || count < exact)) {
        if (count < 3) ms = ms * 10 + (s[at] - '0');
        at++;
        count++;
    }
    if (count == 0 || (exact && count != exact)) return false;
    for (size_t k = count; k < 3; k++) ms *= 10;
    *millisecond = ms;
    *i = at;
    return true;
}

/* Whether `word` is at s[*i], ASCII letters in any case; advances past it. No lock. */
static bool match_word(const char *s, size_t n, size_t *i, const char *word, size_t length) {
    if (length > n - *i) return false;
    for (size_t k = 0; k < length; k++) {
        char a = s[*i + k], b = word[k];
        if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
        if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
        if (a != b) return false;
    }
    *i += length;
    return true;
}

/* One of `count` names at s[*i], whole names before their three-letter forms (so
 * "September" is not read as "Sep" + "tember"). Its index, or -1. No lock. */
static int match_name(const char *s, size_t n, size_t *i, const char *const *names, int count) {
    for (int k = 0; k < count; k++)
        if (match_word(s, n, i, names[k], strlen(names[k]))) return k;
    for (int k = 0; k < count; k++)
        if (match_word(s, n, i, names[k], 3)) return k;
    return -1;
}

/* Exactly `count` digits, as a number. No lock. */
static bool fixed_digits(const char *s, size_t n, size_t *i, size_t count, int *value) {
    int64_t v;
    size_t digits;
    if (!read_number(s, n, i, count, count, &v, &digits)) return false;
    *value = (int)v;
    return true;
}

/* ±HH[mm] or ±HH:mm[:ss] after "+"/"-"; after "GMT" the hour may be one digit. No lock. */
static bool read_signed_offset(const char *s, size_t n, size_t *i, bool afterGMT, int32_t *offset) {
    size_t at = *i;
    if (at >= n || (s[at] != '+' && s[at] != '-')) return false;
    int sign = s[at++] == '-' ? -1 : 1, hours = 0, minutes = 0, seconds = 0;
    size_t start = at;
    if (!fixed_digits(s, n, &at, 2, &hours)) {
        at = start;
        if (!afterGMT || !fixed_digits(s, n, &at, 1, &hours)) return false;
    }
    size_t mark = at;
    if (at < n && s[at] == ':') {
        at++;
        if (!fixed_digits(s, n, &at, 2, &minutes)) return false;
        mark = at;
        if (at < n && s[at] == ':') {
            at++;
            if (fixed_digits(s, n, &at, 2, &seconds)) mark = at;
            else seconds = 0;
        }
    } else if (at - start == 2 && fixed_digits(s, n, &at, 2, &minutes)) {
        mark = at;
    }
    if (hours > 23 || minutes > 59 || seconds > 59) return false;
    *offset = sign * (hours * 3600 + minutes * 60 + seconds);
    *i = mark;
    return true;
}

/* No lock. */
bool rt_date_readZone(const char *s, size_t n, size_t *i, bool allowZ, int32_t *offset) {
    size_t at = *i;
    if (allowZ && at < n && (s[at] == 'Z' || s[at] == 'z')) {
        *offset = 0;
        *i = at + 1;
        return true;
    }
    if (match_word(s, n, &at, "GMT", 3) || match_word(s, n, &at, "UTC", 3) || match_word(s, n, &at, "UT", 2)) {
        if (!read_signed_offset(s, n, &at, true, offset)) *offset = 0;
        *i = at;
        return true;
    }
    if (!read_signed_offset(s, n, &at, false, offset)) return false;
    *i = at;
    return true;
}

/* Reads one field token at s[*i] into `f`. No lock. */
static bool read_field(const struct rt_date_token *t, bool abuts, const char *s, size_t n, size_t *i,
                       struct fields *f) {
    size_t exact = abuts ? t->count : 0, digits = 0;
    int64_t v = 0;
    switch ((enum rt_date_field)t->field) {
    case RT_DF_ERA: {
        static const char *const eras[] = {"Before Christ", "Anno Domini", "BC", "AD"};
        int k = -1;
        for (int e = 0; e < 4 && k < 0; e++)
            if (match_word(s, n, i, eras[e], strlen(eras[e]))) k = e;
        if (k < 0) return false;
        f->bc = k % 2 == 0;
        return true;
    }
    case RT_DF_YEAR:
    case RT_DF_WEEK_YEAR:
        if (!read_number(s, n, i, exact, 8, &v, &digits)) return false;
        if (t->count <= 2 && digits == 2) v += v < 50 ? 2000 : 1900;
        f->year = v;
        return true;
    case RT_DF_MONTH:
        if (t->count >= 3) {
            int k = match_name(s, n, i, rt_date_monthNames, 12);
            f->month = k + 1;
            return k >= 0;
        }
        if (!read_number(s, n, i, exact, 9, &v, &digits)) return false;
        f->month = (int)v;
        return true;
    case RT_DF_WEEKDAY: return match_name(s, n, i, rt_date_weekdayNames, 7) >= 0;
    case RT_DF_AMPM:
        if (match_word(s, n, i, "AM", 2)) f->pm = 0;
        else if (match_word(s, n, i, "PM", 2)) f->pm = 1;
        else return false;
        return true;
    case RT_DF_FRACTION: return read_fraction(s, n, i, exact, &f->millisecond);
    case RT_DF_ZONE_Z: case RT_DF_ZONE_X: case RT_DF_ZONE_x: case RT_DF_ZONE_z: case RT_DF_ZONE_O:
        f->hasZone = rt_date_readZone(s, n, i, true, &f->zone);
        return f->hasZone;
    default: break;
    }
    if (!read_number(s, n, i, exact, 9, &v, &digits)) return false;
    int value = (int)v;
    switch ((enum rt_date_field)t->field) {
    case RT_DF_DAY: f->day = value; return value >= 1;
    case RT_DF_HOUR23: f->hour24 = value; return value <= 23;
    case RT_DF_HOUR24: f->hour24 = value == 24 ? 0 : value; return value <= 24; /* 0 passes, as in ICU */
    case RT_DF_HOUR12: f->hour12 = value == 12 ? 0 : value; return value <= 12;
    case RT_DF_HOUR11: f->hour12 = value; return value <= 11;
    case RT_DF_MINUTE: f->minute = value; return value <= 59;
    case RT_DF_SECOND: f->second = value; return value <= 59;
    default: return false;
    }
}

/* No lock. */
bool rt_date_pattern_parse(const struct rt_date_pattern *p, const char *s, size_t n, int32_t offset, int64_t *ms) {
    struct fields f = {.year = -1, .month = -1, .day = -1, .hour24 = -1, .hour12 = -1, .pm = -1,
                       .minute = 0, .second = 0, .millisecond = 0};
    size_t i = 0;
    for (size_t k = 0; k < p->count; k++) {
        const struct rt_date_token *t = &p->tokens[k];
        if (t->field == RT_DF_LITERAL) {
            if (t->length > n - i || memcmp(s + i, p->literals + t->text, t->length) != 0) return false;
            i += t->length;
            continue;
        }
        bool abuts = is_numeric(t) && k + 1 < p->count && is_numeric(&p->tokens[k + 1]);
        if (!read_field(t, abuts, s, n, &i, &f)) return false;
    }
    if (i != n) return false;
    int64_t year = f.year < 0 ? 2000 : f.year;
    if (year == 0) return false; /* era years start at 1 */
    if (f.bc) year = 1 - year;
    int month = f.month < 0 ? 1 : f.month, day = f.day < 0 ? 1 : f.day;
    if (month < 1 || month > 12 || day > rt_civil_daysInMonth(year, month)) return false;
    int hour = f.hour24 >= 0 ? f.hour24 : (f.hour12 >= 0 ? f.hour12 : 0) + (f.pm == 1 ? 12 : 0);
    int64_t days = rt_civil_daysFromCivil(year, month, day) - RT_REFERENCE_DATE_DAYS_SINCE_1970;
    int64_t seconds = ((int64_t)hour * 60 + f.minute) * 60 + f.second - (f.hasZone ? f.zone : offset);
    *ms = days * 86400000 + seconds * 1000 + f.millisecond;
    return true;
}
