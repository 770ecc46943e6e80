/* The numeric values of an NSString, read as Foundation reads them: leading whitespace is
 * skipped, then an optional sign and decimal digits; whatever follows is ignored, and a
 * string that does not start with a number gives 0. An integer beyond its type clamps to the
 * type's limit (INT_MAX / INT_MIN for -intValue, as Foundation documents). -doubleValue and
 * -floatValue read decimal notation only ("1.5e3", not "0x1p3", "inf" or "nan"), always with
 * '.' as the decimal point whatever the C locale. -boolValue is YES when the first character
 * after whitespace, a sign and leading zeros is Y, y, T, t or a digit 1–9. */
#include "rt_strings_private.h"
#include "rt_method.h"
#include "rt_nsstring.h"
#include "rt_selector.h"
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The first byte after leading whitespace (ASCII spaces and line ends). No lock (pure). */
static const char *skip_space(const char *s, const char *end) {
    while (s < end && (*s == ' ' || (*s >= '\t' && *s <= '\r'))) s++;
    return s;
}

/* The decimal integer at the start, clamped to [min, max]. No lock. */
static long long integer(id self, long long min, long long max) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    if (!s) return 0;
    const char *end = s + n, *p = skip_space(s, end);
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-')) negative = *p++ == '-';
    unsigned long long magnitude = 0, limit = negative ? (unsigned long long)max + 1 : (unsigned long long)max;
    bool clamped = false;
    for (; p < end && *p >= '0' && *p <= '9'; p++) {
        unsigned digit = (unsigned)(*p - '0');
        if (clamped || magnitude > (limit - digit) / 10) {
            clamped = true;
            continue;
        }
        magnitude = magnitude * 10 + digit;
    }
    if (clamped) return negative ? min : max;
    return negative ? (long long)(0 - magnitude) : (long long)magnitude;
}

/* No lock. */
static int imp_intValue(id self, SEL cmd) {
    (void)cmd;
    return (int)integer(self, INT_MIN, INT_MAX);
}
/* No lock. */
static long imp_integerValue(id self, SEL cmd) {
    (void)cmd;
    return (long)integer(self, LONG_MIN, LONG_MAX);
}
/* No lock. */
static long long imp_longLongValue(id self, SEL cmd) {
    (void)cmd;
    return integer(self, LLONG_MIN, LLONG_MAX);
}

static locale_t c_locale;
static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;
/* Runs once. No lock (pthread_once). */
static void make_c_locale(void) { c_locale = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0); }

/* No lock (pthread_once, then pure). */
double rt_strings_strtod(const char *text) {
    pthread_once(&c_locale_once, make_c_locale);
    return c_locale ? strtod_l(text, NULL, c_locale) : strtod(text, NULL);
}

/* The decimal number at the start: the longest prefix of the form
 * [sign] digits [. digits] [e [sign] digits], given to strtod in the C locale. No lock. */
static double real(id self) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    if (!s) return 0;
    const char *end = s + n, *p = skip_space(s, end), *start = p;
    if (p < end && (*p == '+' || *p == '-')) p++;
    const char *digits = p;
    while (p < end && *p >= '0' && *p <= '9') p++;
    if (p < end && *p == '.') {
        p++;
        while (p < end && *p >= '0' && *p <= '9') p++;
    }
    if (p == digits || (p == digits + 1 && *digits == '.')) return 0;
    if (p < end && (*p == 'e' || *p == 'E')) {
        const char *q = p + 1;
        if (q < end && (*q == '+' || *q == '-')) q++;
        if (q < end && *q >= '0' && *q <= '9') {
            while (q < end && *q >= '0' && *q <= '9') q++;
            p = q;
        }
    }
    size_t len = (size_t)(p - start);
    char small[64];
    char *copy = len < sizeof small ? small : malloc(len + 1);
    if (!copy) return 0;
    memcpy(copy, start, len);
    copy[len] = '\0';
    double v = rt_strings_strtod(copy);
    if (copy != small) free(copy);
    return v;
}

/* No lock. */
static double imp_doubleValue(id self, SEL cmd) {
    (void)cmd;
    return real(self);
}
/* No lock. */
static float imp_floatValue(id self, SEL cmd) {
    (void)cmd;
    return (float)real(self);
}

/* No lock. */
static rt_BOOL imp_boolValue(id self, SEL cmd) {
    (void)cmd;
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    if (!s) return 0;
    const char *end = s + n, *p = skip_space(s, end);
    if (p < end && (*p == '+' || *p == '-')) p++;
    while (p < end && *p == '0') p++;
    return p < end && (strchr("YyTt", *p) || (*p >= '1' && *p <= '9')) && *p;
}

/* Lock: the runtime lock inside the calls. */
void rt_nsstring_numbers_install(Class string) {
    static const struct rt_value_method methods[] = {
        {"intValue", (IMP)imp_intValue, "i16@0:8", false},
        {"integerValue", (IMP)imp_integerValue, "q16@0:8", false},
        {"longLongValue", (IMP)imp_longLongValue, "q16@0:8", false},
        {"doubleValue", (IMP)imp_doubleValue, "d16@0:8", false},
        {"floatValue", (IMP)imp_floatValue, "f16@0:8", false},
        {"boolValue", (IMP)imp_boolValue, RT_BOOL_ENC "16@0:8", false},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(string, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
}
