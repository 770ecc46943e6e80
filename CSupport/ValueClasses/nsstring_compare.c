/* Comparing and searching NSStrings: -compare: and its options, the case-insensitive and
 * "localized" spellings, -hasPrefix: / -hasSuffix:, -rangeOfString:… and -containsString:.
 *
 * Order: code point by code point (the order of the UTF-8 bytes), after simple lowercase
 * mapping for a case-insensitive compare, with runs of ASCII digits compared as numbers for
 * NSNumericSearch. The "localized" methods use the same order: MiniObjC has no collation
 * tables (Foundation's localized order would put "a" before "B" even case-sensitively).
 * Equivalent composed and decomposed forms are not equal here (Foundation's non-literal
 * compare treats "é" and "e\u0301" as equal). A nil string to compare with sorts before
 * every string (NSOrderedDescending); a nil prefix or suffix answers NO; a nil string to
 * search for raises NSInvalidArgumentException, as Foundation does. Searches answer UTF-16
 * ranges, {NSNotFound, 0} when there is no match (an empty string is never found). */
#include "rt_strings_private.h"
#include "rt_exception.h"
#include "rt_method.h"
#include "rt_nsstring.h"
#include "rt_selector.h"
#include <stdlib.h>
#include <string.h>

/* NSStringCompareOptions bits this file honours. */
enum { CASE_INSENSITIVE = 1, LITERAL = 2, BACKWARDS = 4, ANCHORED = 8, NUMERIC = 64 };

/* A string decoded to code points, each with the UTF-16 unit where it starts. */
struct chars {
    uint32_t *cp;
    size_t *unit;
    size_t count;
    size_t units;
};

/* Frees the arrays on every way out. No lock. */
static void free_chars(struct chars *c) {
    free(c->cp);
    free(c->unit);
}

/* Decodes `s[0..<n]`, lowercased when `fold`; false when out of memory. No lock. */
static bool decode(const char *s, size_t n, bool fold, struct chars *out) {
    out->cp = malloc((n + 1) * sizeof *out->cp);
    out->unit = malloc((n + 1) * sizeof *out->unit);
    out->count = out->units = 0;
    if (!out->cp || !out->unit) return false;
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(s, n, &i);
        out->unit[out->count] = out->units;
        out->cp[out->count++] = fold ? rt_unicode_lower(c) : c;
        out->units += c >= 0x10000 ? 2 : 1;
    }
    out->unit[out->count] = out->units;
    return true;
}

/* Whether code point `c` is an ASCII digit. No lock (pure). */
static bool digit(uint32_t c) { return c >= '0' && c <= '9'; }

/* -1, 0 or 1 for the decoded strings in the order the options ask. No lock (pure). */
static intptr_t order(const struct chars *a, const struct chars *b, bool numeric) {
    size_t i = 0, j = 0;
    while (i < a->count && j < b->count) {
        if (numeric && digit(a->cp[i]) && digit(b->cp[j])) {
            while (i < a->count && a->cp[i] == '0') i++;
            while (j < b->count && b->cp[j] == '0') j++;
            size_t ei = i, ej = j;
            while (ei < a->count && digit(a->cp[ei])) ei++;
            while (ej < b->count && digit(b->cp[ej])) ej++;
            if (ei - i != ej - j) return ei - i < ej - j ? -1 : 1;
            for (; i < ei; i++, j++)
                if (a->cp[i] != b->cp[j]) return a->cp[i] < b->cp[j] ? -1 : 1;
            continue;
        }
        if (a->cp[i] != b->cp[j]) return a->cp[i] < b->cp[j] ? -1 : 1;
        i++;
        j++;
    }
    if (i < a->count) return 1;
    if (j < b->count) return -1;
    return 0;
}

/* The comparison the compare methods share. No lock. */
static intptr_t compare(id self, id other, uintptr_t options) {
    size_t n, m;
    const char *a = rt_nsstring_getUTF8(self, &n);
    const char *b = other ? rt_nsstring_getUTF8(other, &m) : NULL;
    if (!b) return 1;
    if (!(options & (CASE_INSENSITIVE | NUMERIC))) {
        int r = memcmp(a, b, n < m ? n : m);
        return r < 0 ? -1 : r > 0 ? 1 : n < m ? -1 : n > m ? 1 : 0;
    }
    __attribute__((cleanup(free_chars))) struct chars x = {0};
    __attribute__((cleanup(free_chars))) struct chars y = {0};
    if (!decode(a, n, options & CASE_INSENSITIVE, &x) || !decode(b, m, options & CASE_INSENSITIVE, &y)) return 0;
    return order(&x, &y, options & NUMERIC);
}

/* -compare:. No lock. */
static intptr_t imp_compare(id self, SEL cmd, id other) {
    (void)cmd;
    return compare(self, other, 0);
}
/* -compare:options:. No lock. */
static intptr_t imp_compareOptions(id self, SEL cmd, id other, uintptr_t options) {
    (void)cmd;
    return compare(self, other, options);
}
/* -caseInsensitiveCompare: and -localizedCaseInsensitiveCompare:. No lock. */
static intptr_t imp_caseInsensitiveCompare(id self, SEL cmd, id other) {
    (void)cmd;
    return compare(self, other, CASE_INSENSITIVE);
}
/* -localizedStandardCompare:: case-insensitive with numbers compared as numbers. No lock. */
static intptr_t imp_standardCompare(id self, SEL cmd, id other) {
    (void)cmd;
    return compare(self, other, CASE_INSENSITIVE | NUMERIC);
}

/* -hasPrefix: / -hasSuffix:: byte comparisons (a UTF-8 prefix is a character prefix). An
 * empty prefix answers NO, as Foundation's does. No lock. */
static rt_BOOL affix(id self, id other, bool suffix) {
    size_t n, m;
    const char *a = rt_nsstring_getUTF8(self, &n);
    const char *b = other ? rt_nsstring_getUTF8(other, &m) : NULL;
    if (!a || !b || m == 0 || m > n) return 0;
    return memcmp(suffix ? a + n - m : a, b, m) == 0;
}
/* No lock. */
static rt_BOOL imp_hasPrefix(id self, SEL cmd, id other) {
    (void)cmd;
    return affix(self, other, false);
}
/* No lock. */
static rt_BOOL imp_hasSuffix(id self, SEL cmd, id other) {
    (void)cmd;
    return affix(self, other, true);
}

/* No lock. */
rt_nsrange rt_strings_search(id self, SEL cmd, id other, uintptr_t options, const rt_nsrange *range) {
    rt_nsrange none = {RT_NOT_FOUND, 0};
    size_t n, m;
    const char *a = rt_nsstring_getUTF8(self, &n);
    const char *b = rt_strings_argument(self, cmd, other, &m);
    if (!a || !b) return none;
    __attribute__((cleanup(free_chars))) struct chars hay = {0};
    __attribute__((cleanup(free_chars))) struct chars needle = {0};
    bool fold = options & CASE_INSENSITIVE;
    if (!decode(a, n, fold, &hay) || !decode(b, m, fold, &needle)) return none;
    size_t lo = 0, hi = hay.count; /* the characters searched, [lo, hi) */
    if (range) {
        if (range->location > hay.units || range->length > hay.units - range->location) {
            size_t from, to;
            rt_strings_byteRange(self, cmd, *range, a, n, &from, &to); /* raises */
            return none;
        }
        while (lo < hay.count && hay.unit[lo + 1] <= range->location) lo++;
        hi = lo;
        while (hi < hay.count && hay.unit[hi] < range->location + range->length) hi++;
    }
    if (needle.count == 0 || needle.count > hi - lo) return none;
    size_t last = hi - needle.count;
    bool backwards = options & BACKWARDS, anchored = options & ANCHORED;
    for (size_t k = 0; k <= last - lo; k++) {
        size_t at = backwards ? last - k : lo + k;
        if (memcmp(&hay.cp[at], needle.cp, needle.count * sizeof *needle.cp) == 0)
            return (rt_nsrange){hay.unit[at], hay.unit[at + needle.count] - hay.unit[at]};
        if (anchored) break;
    }
    return none;
}

/* -rangeOfString:. No lock. */
static struct rt_range imp_rangeOfString(id self, SEL cmd, id other) { return rt_strings_search(self, cmd, other, 0, NULL); }
/* -rangeOfString:options:. No lock. */
static struct rt_range imp_rangeOfStringOptions(id self, SEL cmd, id other, uintptr_t options) {
    return rt_strings_search(self, cmd, other, options, NULL);
}
/* -rangeOfString:options:range:. No lock. */
static struct rt_range imp_rangeOfStringRange(id self, SEL cmd, id other, uintptr_t options, struct rt_range range) {
    return rt_strings_search(self, cmd, other, options, &range);
}
/* -containsString:. No lock. */
static rt_BOOL imp_containsString(id self, SEL cmd, id other) {
    return rt_strings_search(self, cmd, other, 0, NULL).location != RT_NOT_FOUND;
}
/* -localizedCaseInsensitiveContainsString:. No lock. */
static rt_BOOL imp_containsCaseInsensitive(id self, SEL cmd, id other) {
    return rt_strings_search(self, cmd, other, CASE_INSENSITIVE, NULL).location != RT_NOT_FOUND;
}

/* Lock: the runtime lock inside the calls. */
void rt_nsstring_compare_install(Class string) {
    static const struct rt_value_method methods[] = {
        {"compare:", (IMP)imp_compare, "q24@0:8@16", false},
        {"compare:options:", (IMP)imp_compareOptions, "q32@0:8@16Q24", false},
        {"caseInsensitiveCompare:", (IMP)imp_caseInsensitiveCompare, "q24@0:8@16", false},
        {"localizedCompare:", (IMP)imp_compare, "q24@0:8@16", false},
        {"localizedCaseInsensitiveCompare:", (IMP)imp_caseInsensitiveCompare, "q24@0:8@16", false},
        {"localizedStandardCompare:", (IMP)imp_standardCompare, "q24@0:8@16", false},
        {"hasPrefix:", (IMP)imp_hasPrefix, RT_BOOL_ENC "24@0:8@16", false},
        {"hasSuffix:", (IMP)imp_hasSuffix, RT_BOOL_ENC "24@0:8@16", false},
        {"rangeOfString:", (IMP)imp_rangeOfString, RT_RANGE_ENC "24@0:8@16", false},
        {"rangeOfString:options:", (IMP)imp_rangeOfStringOptions, RT_RANGE_ENC "32@0:8@16Q24", false},
        {"rangeOfString:options:range:", (IMP)imp_rangeOfStringRange, RT_RANGE_ENC "48@0:8@16Q24" RT_RANGE_ENC "32",
         false},
        {"containsString:", (IMP)imp_containsString, RT_BOOL_ENC "24@0:8@16", false},
        {"localizedCaseInsensitiveContainsString:", (IMP)imp_containsCaseInsensitive, RT_BOOL_ENC "24@0:8@16", false},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(string, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
}
