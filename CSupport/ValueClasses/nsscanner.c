/* NSScanner: reads strings and numbers from a string left to right, skipping the characters of
 * a set (whitespace and newlines unless changed) before each scan. The scanned string is
 * copied and decoded to code points once, at -initWithString:; the location is in UTF-16
 * units, as Foundation's. A scan that finds nothing answers NO and leaves the location where
 * it was (the skipped characters included). A scanner is not thread-safe, as Foundation's is
 * not: one thread scans it at a time. */
#include "rt_strings_private.h"
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

struct scanner {
    struct rt_object base;
    id string;        /* strong: an immutable copy */
    id skip;          /* strong: an NSCharacterSet, or nil */
    uint32_t *cp;     /* the string's code points, lowercased copy in `folded` */
    uint32_t *folded;
    size_t *unit;     /* unit[i]: the UTF-16 unit where code point i starts; unit[count] the length */
    size_t count;
    size_t at;        /* the next code point to read */
    uintptr_t caseSensitive;
};

static Class scanner_class;
RT_CLASS_SYMBOLS(NSScanner);

/* The index after the characters to skip from `at`. No lock. */
static size_t skipped(struct scanner *s, size_t at) {
    while (s->skip && at < s->count && rt_nscharacterset_contains(s->skip, s->cp[at])) at++;
    return at;
}

/* An autoreleased string of code points [from, to). No lock. */
static id substring(struct scanner *s, size_t from, size_t to) {
    struct rt_strbuf b = {0};
    for (size_t i = from; i < to; i++) rt_utf8_append(&b, s->cp[i]);
    return rt_strbuf_finish(&b);
}

/* Stores `value` through an optional out-pointer (the caller's __autoreleasing variable).
 * No lock. */
static void give(id *into, id value) {
    if (into) *into = value;
}

/* -initWithString:: nil for a nil or non-string argument (NSInvalidArgumentException). No
 * lock (the scanner is not shared yet). */
static id imp_initWithString(id self, SEL cmd, id string) {
    struct scanner *s = (struct scanner *)self;
    size_t n;
    const char *bytes = rt_strings_argument(self, cmd, string, &n);
    if (!bytes) {
        rt_objc_release(self);
        return NULL;
    }
    /* A second -initWithString: starts over. */
    rt_objc_release(s->string);
    rt_objc_release(s->skip);
    free(s->cp);
    free(s->folded);
    free(s->unit);
    s->skip = NULL;
    s->count = s->at = 0;
    s->string = rt_nsstring_create(bytes, n);
    s->cp = malloc((n + 1) * sizeof *s->cp);
    s->folded = malloc((n + 1) * sizeof *s->folded);
    s->unit = malloc((n + 1) * sizeof *s->unit);
    if (!s->string || !s->cp || !s->folded || !s->unit) {
        rt_objc_release(self);
        return NULL;
    }
    size_t units = 0;
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(bytes, n, &i);
        s->unit[s->count] = units;
        s->folded[s->count] = rt_unicode_lower(c);
        s->cp[s->count++] = c;
        units += c >= 0x10000 ? 2 : 1;
    }
    s->unit[s->count] = units;
    s->caseSensitive = 0;
    s->skip = rt_nscharacterset_newWhitespaceAndNewlines();
    return self;
}

/* +scannerWithString:. No lock. */
static id imp_scannerWithString(id self, SEL cmd, id string) {
    id scanner = rt_class_createInstance((Class)self, 0);
    return scanner ? rt_objc_autorelease(imp_initWithString(scanner, cmd, string)) : NULL;
}

/* -string. No lock. */
static id imp_string(id self, SEL cmd) { (void)cmd; return ((struct scanner *)self)->string; }

/* -scanLocation: in UTF-16 units. No lock. */
static uintptr_t imp_scanLocation(id self, SEL cmd) {
    (void)cmd;
    struct scanner *s = (struct scanner *)self;
    return s->unit ? s->unit[s->at] : 0;
}

/* -setScanLocation:: beyond the end raises NSRangeException; inside a surrogate pair moves
 * back to the pair's start. No lock. */
static void imp_setScanLocation(id self, SEL cmd, uintptr_t location) {
    struct scanner *s = (struct scanner *)self;
    size_t length = s->unit ? s->unit[s->count] : 0;
    if (location > length) {
        rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), "Index out of bounds", location, length);
        return;
    }
    size_t i = 0;
    while (i < s->count && s->unit[i + 1] <= location) i++;
    s->at = i;
}

/* -charactersToBeSkipped / -setCharactersToBeSkipped: (nil skips nothing). No lock. */
static id imp_skip(id self, SEL cmd) { (void)cmd; return ((struct scanner *)self)->skip; }
/* No lock. */
static void imp_setSkip(id self, SEL cmd, id set) {
    (void)cmd;
    struct scanner *s = (struct scanner *)self;
    id old = s->skip;
    s->skip = set && rt_object_isNSCharacterSet(set) ? rt_objc_retain(set) : NULL;
    rt_objc_release(old);
}

/* -caseSensitive / -setCaseSensitive: (NO by default, as Foundation's). No lock. */
static rt_BOOL imp_caseSensitive(id self, SEL cmd) { (void)cmd; return ((struct scanner *)self)->caseSensitive != 0; }
/* No lock. */
static void imp_setCaseSensitive(id self, SEL cmd, rt_BOOL flag) {
    (void)cmd;
    ((struct scanner *)self)->caseSensitive = flag != 0;
}

/* -isAtEnd: only characters to skip remain. No lock. */
static rt_BOOL imp_isAtEnd(id self, SEL cmd) {
    (void)cmd;
    struct scanner *s = (struct scanner *)self;
    return skipped(s, s->at) >= s->count;
}

/* Whether `needle`'s code points start at `at` (folded unless case-sensitive). No lock. */
static bool matches_at(struct scanner *s, size_t at, const struct scanner *needle) {
    if (needle->count > s->count - at) return false;
    const uint32_t *hay = s->caseSensitive ? s->cp : s->folded;
    const uint32_t *want = s->caseSensitive ? needle->cp : needle->folded;
    return memcmp(hay + at, want, needle->count * sizeof *want) == 0;
}

/* The string argument decoded as a scanner of its own (freed by the caller); false after
 * raising for nil. No lock. */
static bool decode_argument(id self, SEL cmd, id string, struct scanner *out) {
    size_t n;
    const char *bytes = rt_strings_argument(self, cmd, string, &n);
    if (!bytes) return false;
    out->cp = malloc((n + 1) * sizeof *out->cp);
    out->folded = malloc((n + 1) * sizeof *out->folded);
    if (!out->cp || !out->folded) return false;
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(bytes, n, &i);
        out->folded[out->count] = rt_unicode_lower(c);
        out->cp[out->count++] = c;
    }
    return true;
}

/* Frees what decode_argument allocated. No lock. */
static void free_argument(struct scanner *a) {
    free(a->cp);
    free(a->folded);
}

/* -scanString:intoString: / -scanUpToString:intoString:. No lock. */
static rt_BOOL scan_string(id self, SEL cmd, id string, id *into, bool upTo) {
    struct scanner *s = (struct scanner *)self;
    __attribute__((cleanup(free_argument))) struct scanner needle = {0};
    if (!decode_argument(self, cmd, string, &needle)) return 0;
    size_t from = skipped(s, s->at), end = from;
    if (!upTo) {
        if (needle.count == 0 || !matches_at(s, from, &needle)) return 0;
        end = from + needle.count;
    } else {
        while (end < s->count && !(needle.count && matches_at(s, end, &needle))) end++;
        if (end == from) return 0;
    }
    give(into, substring(s, from, end));
    s->at = end;
    return 1;
}
/* No lock. */
static rt_BOOL imp_scanString(id self, SEL cmd, id string, id *into) { return scan_string(self, cmd, string, into, false); }
/* No lock. */
static rt_BOOL imp_scanUpToString(id self, SEL cmd, id string, id *into) { return scan_string(self, cmd, string, into, true); }

/* -scanCharactersFromSet:intoString: / -scanUpToCharactersFromSet:intoString:. No lock. */
static rt_BOOL scan_set(id self, SEL cmd, id set, id *into, bool upTo) {
    struct scanner *s = (struct scanner *)self;
    if (!set || !rt_object_isNSCharacterSet(set)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "nil argument", 0, 0);
        return 0;
    }
    size_t from = skipped(s, s->at), end = from;
    while (end < s->count && rt_nscharacterset_contains(set, s->cp[end]) != upTo) end++;
    if (end == from) return 0;
    give(into, substring(s, from, end));
    s->at = end;
    return 1;
}
/* No lock. */
static rt_BOOL imp_scanCharacters(id self, SEL cmd, id set, id *into) { return scan_set(self, cmd, set, into, false); }
/* No lock. */
static rt_BOOL imp_scanUpToCharacters(id self, SEL cmd, id set, id *into) { return scan_set(self, cmd, set, into, true); }

/* A decimal integer: [sign] digits, clamped to [min, max] (a clamped value still scans, as
 * Foundation's does). No lock. */
static rt_BOOL scan_integer(id self, long long min, long long max, long long *value) {
    struct scanner *s = (struct scanner *)self;
    size_t i = skipped(s, s->at);
    bool negative = false;
    if (i < s->count && (s->cp[i] == '+' || s->cp[i] == '-')) negative = s->cp[i++] == '-';
    size_t digits = i;
    unsigned long long magnitude = 0, limit = negative ? (unsigned long long)max + 1 : (unsigned long long)max;
    bool clamped = false;
    for (; i < s->count && s->cp[i] >= '0' && s->cp[i] <= '9'; i++) {
        unsigned d = s->cp[i] - '0';
        if (clamped || magnitude > (limit - d) / 10) clamped = true;
        else magnitude = magnitude * 10 + d;
    }
    if (i == digits) return 0;
    if (value) *value = clamped ? (negative ? min : max) : negative ? (long long)(0 - magnitude) : (long long)magnitude;
    s->at = i;
    return 1;
}
/* No lock. */
static rt_BOOL imp_scanInt(id self, SEL cmd, int *value) {
    (void)cmd;
    long long v;
    rt_BOOL ok = scan_integer(self, INT_MIN, INT_MAX, &v);
    if (ok && value) *value = (int)v;
    return ok;
}
/* No lock. */
static rt_BOOL imp_scanInteger(id self, SEL cmd, long *value) {
    (void)cmd;
    long long v;
    rt_BOOL ok = scan_integer(self, LONG_MIN, LONG_MAX, &v);
    if (ok && value) *value = (long)v;
    return ok;
}
/* No lock. */
static rt_BOOL imp_scanLongLong(id self, SEL cmd, long long *value) {
    (void)cmd;
    return scan_integer(self, LLONG_MIN, LLONG_MAX, value);
}

/* Appends code point i to the number's text if it is one of `accepted`; advances. No lock. */
static bool take(struct scanner *s, size_t *i, const char *accepted, char *text, size_t *n, size_t capacity) {
    if (*i >= s->count || s->cp[*i] >= 0x80 || !strchr(accepted, (int)s->cp[*i]) || !s->cp[*i]) return false;
    if (*n < capacity - 1) text[(*n)++] = (char)s->cp[*i];
    (*i)++;
    return true;
}

/* -scanDouble:: [sign] digits [. digits] [e [sign] digits] with at least one digit, read
 * with '.' as the decimal point whatever the C locale. No lock. */
static rt_BOOL imp_scanDouble(id self, SEL cmd, double *value) {
    (void)cmd;
    struct scanner *s = (struct scanner *)self;
    size_t i = skipped(s, s->at), n = 0, digits = 0;
    char text[128];
    static const char *numerals = "0123456789";
    take(s, &i, "+-", text, &n, sizeof text);
    while (take(s, &i, numerals, text, &n, sizeof text)) digits++;
    if (take(s, &i, ".", text, &n, sizeof text))
        while (take(s, &i, numerals, text, &n, sizeof text)) digits++;
    if (!digits) return 0;
    size_t mark = i, markN = n;
    if (take(s, &i, "eE", text, &n, sizeof text)) {
        take(s, &i, "+-", text, &n, sizeof text);
        size_t exponentDigits = 0;
        while (take(s, &i, numerals, text, &n, sizeof text)) exponentDigits++;
        if (!exponentDigits) i = mark, n = markN;
    }
    text[n] = '\0';
    if (value) *value = rt_strings_strtod(text);
    s->at = i;
    return 1;
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct scanner *s = (struct scanner *)self;
    rt_objc_release(s->string);
    rt_objc_release(s->skip);
    s->string = s->skip = NULL; /* released here, not again by the ivar teardown */
    free(s->cp);
    free(s->folded);
    free(s->unit);
    rt_values_superDealloc(self, scanner_class);
}

/* Registers NSScanner under NSObject. Lock: the runtime lock inside the calls. */
void rt_nsscanner_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_string", sizeof(id), 3, "@\"NSString\"", offsetof(struct scanner, string)},
        {"_skip", sizeof(id), 3, "@\"NSCharacterSet\"", offsetof(struct scanner, skip)},
        {"_cp", sizeof(void *), 3, "^I", offsetof(struct scanner, cp)},
        {"_folded", sizeof(void *), 3, "^I", offsetof(struct scanner, folded)},
        {"_unit", sizeof(void *), 3, "^Q", offsetof(struct scanner, unit)},
        {"_count", sizeof(size_t), 3, "Q", offsetof(struct scanner, count)},
        {"_at", sizeof(size_t), 3, "Q", offsetof(struct scanner, at)},
        {"_caseSensitive", sizeof(uintptr_t), 3, "Q", offsetof(struct scanner, caseSensitive)},
    };
    static const struct rt_value_method methods[] = {
        {"initWithString:", (IMP)imp_initWithString, "@24@0:8@16", false},
        {"string", (IMP)imp_string, "@16@0:8", false},
        {"scanLocation", (IMP)imp_scanLocation, "Q16@0:8", false},
        {"setScanLocation:", (IMP)imp_setScanLocation, "v24@0:8Q16", false},
        {"charactersToBeSkipped", (IMP)imp_skip, "@16@0:8", false},
        {"setCharactersToBeSkipped:", (IMP)imp_setSkip, "v24@0:8@16", false},
        {"caseSensitive", (IMP)imp_caseSensitive, RT_BOOL_ENC "16@0:8", false},
        {"setCaseSensitive:", (IMP)imp_setCaseSensitive, "v20@0:8" RT_BOOL_ENC "16", false},
        {"isAtEnd", (IMP)imp_isAtEnd, RT_BOOL_ENC "16@0:8", false},
        {"scanString:intoString:", (IMP)imp_scanString, RT_BOOL_ENC "32@0:8@16^@24", false},
        {"scanUpToString:intoString:", (IMP)imp_scanUpToString, RT_BOOL_ENC "32@0:8@16^@24", false},
        {"scanCharactersFromSet:intoString:", (IMP)imp_scanCharacters, RT_BOOL_ENC "32@0:8@16^@24", false},
        {"scanUpToCharactersFromSet:intoString:", (IMP)imp_scanUpToCharacters, RT_BOOL_ENC "32@0:8@16^@24", false},
        {"scanInt:", (IMP)imp_scanInt, RT_BOOL_ENC "24@0:8^i16", false},
        {"scanInteger:", (IMP)imp_scanInteger, RT_BOOL_ENC "24@0:8^q16", false},
        {"scanLongLong:", (IMP)imp_scanLongLong, RT_BOOL_ENC "24@0:8^q16", false},
        {"scanDouble:", (IMP)imp_scanDouble, RT_BOOL_ENC "24@0:8^d16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"scannerWithString:", (IMP)imp_scannerWithString, "@24@0:8@16", true},
    };
    scanner_class = rt_values_makeClass(nsobject, "NSScanner", ivars, sizeof ivars / sizeof ivars[0], methods,
                                        sizeof methods / sizeof methods[0]);
    rt_class_ref_NSScanner = scanner_class;
}
