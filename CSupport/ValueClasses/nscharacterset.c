/* NSCharacterSet, immutable: a sorted list of code point ranges, or a test of the C
 * library's Unicode classification (iswalpha & co. in a C.UTF-8 locale), either of them
 * possibly inverted. Enough for -stringByTrimmingCharactersInSet:, -rangeOfCharacterFromSet:
 * and -componentsSeparatedByCharactersInSet: (nsstring_charsets.c).
 *
 * The standard sets: whitespace is tab and the space separators (Unicode Zs); newlines are
 * U+000A–U+000D, U+0085, U+2028 and U+2029; decimal digits are ASCII 0–9 only (Foundation's
 * has every Unicode Nd digit); letters, alphanumerics, uppercase, lowercase and punctuation
 * are the C library's iswalpha, iswalnum, iswupper, iswlower and iswpunct (glibc's punct also
 * holds symbols, which Foundation's punctuation set does not). No NSMutableCharacterSet. */
#include "rt_strings_private.h"
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

/* The classification a set may test instead of holding ranges. */
enum test { T_RANGES, T_ALPHA, T_ALNUM, T_UPPER, T_LOWER, T_PUNCT };

struct range32 {
    uint32_t lo, hi; /* inclusive */
};

struct charset {
    struct rt_object base;
    uint32_t test;     /* enum test */
    uint32_t inverted; /* 0 or 1 */
    size_t count;      /* ranges in the indexed bytes */
};

static Class charset_class;
RT_CLASS_SYMBOLS(NSCharacterSet);

static locale_t class_locale;
static pthread_once_t class_once = PTHREAD_ONCE_INIT;
/* Runs once. No lock (pthread_once). */
static void make_class_locale(void) { class_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0); }

/* A new set (+1) of `count` ranges (sorted, merged) or of a classification. No lock. */
static id make(enum test test, bool inverted, const struct range32 *ranges, size_t count) {
    struct charset *set = (struct charset *)rt_class_createInstance(charset_class, count * sizeof *ranges);
    if (!set) return NULL;
    set->test = test;
    set->inverted = inverted;
    set->count = count;
    if (count) memcpy(rt_object_getIndexedIvars((id)set), ranges, count * sizeof *ranges);
    return (id)set;
}

/* Orders ranges by their start. No lock (pure). */
static int by_start(const void *a, const void *b) {
    const struct range32 *x = a, *y = b;
    return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Sorts and merges overlapping or adjacent ranges in place; returns the new count. No lock. */
static size_t normalise(struct range32 *r, size_t n) {
    if (!n) return 0;
    qsort(r, n, sizeof *r, by_start);
    size_t out = 0;
    for (size_t i = 1; i < n; i++) {
        if (r[i].lo <= r[out].hi + 1) {
            if (r[i].hi > r[out].hi) r[out].hi = r[i].hi;
        } else {
            r[++out] = r[i];
        }
    }
    return out + 1;
}

/* No lock (pthread_once, then pure). */
bool rt_nscharacterset_contains(id set, uint32_t c) {
    struct charset *s = (struct charset *)set;
    bool in = false;
    if (s->test == T_RANGES) {
        const struct range32 *r = rt_object_getIndexedIvars(set);
        size_t lo = 0, hi = s->count;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (c < r[mid].lo) hi = mid;
            else if (c > r[mid].hi) lo = mid + 1;
            else {
                in = true;
                break;
            }
        }
    } else {
        pthread_once(&class_once, make_class_locale);
        wint_t w = (wint_t)c;
        if (!class_locale) in = c < 0x80 && (s->test == T_ALPHA   ? iswalpha(w)
                                             : s->test == T_ALNUM ? iswalnum(w)
                                             : s->test == T_UPPER ? iswupper(w)
                                             : s->test == T_LOWER ? iswlower(w)
                                                                  : iswpunct(w));
        else in = s->test == T_ALPHA   ? iswalpha_l(w, class_locale)
                  : s->test == T_ALNUM ? iswalnum_l(w, class_locale)
                  : s->test == T_UPPER ? iswupper_l(w, class_locale)
                  : s->test == T_LOWER ? iswlower_l(w, class_locale)
                                       : iswpunct_l(w, class_locale);
    }
    return in != (s->inverted != 0);
}

/* No lock. */
bool rt_object_isNSCharacterSet(id obj) { return charset_class && rt_values_isKind(obj, charset_class); }

static const struct range32 whitespace[] = {{0x09, 0x09}, {0x20, 0x20}, {0xA0, 0xA0}, {0x1680, 0x1680},
                                             {0x2000, 0x200A}, {0x202F, 0x202F}, {0x205F, 0x205F},
                                             {0x3000, 0x3000}};
static const struct range32 newlines[] = {{0x0A, 0x0D}, {0x85, 0x85}, {0x2028, 0x2029}};
static const struct range32 digits[] = {{'0', '9'}};

/* An autoreleased set of fixed ranges (merged with `more` when given). No lock. */
static id fixed(const struct range32 *a, size_t na, const struct range32 *b, size_t nb) {
    struct range32 r[16];
    memcpy(r, a, na * sizeof *a);
    if (nb) memcpy(r + na, b, nb * sizeof *b);
    return rt_objc_autorelease(make(T_RANGES, false, r, normalise(r, na + nb)));
}

#define COUNT(a) (sizeof a / sizeof a[0])
/* The class methods for the standard sets. No lock. */
static id imp_whitespace(id self, SEL cmd) { (void)self; (void)cmd; return fixed(whitespace, COUNT(whitespace), NULL, 0); }
/* No lock. */
static id imp_newlines(id self, SEL cmd) { (void)self; (void)cmd; return fixed(newlines, COUNT(newlines), NULL, 0); }
/* No lock. */
static id imp_whitespaceAndNewlines(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return fixed(whitespace, COUNT(whitespace), newlines, COUNT(newlines));
}
/* No lock. */
static id imp_digits(id self, SEL cmd) { (void)self; (void)cmd; return fixed(digits, COUNT(digits), NULL, 0); }
/* No lock. */
static id imp_letters(id self, SEL cmd) { (void)self; (void)cmd; return rt_objc_autorelease(make(T_ALPHA, false, NULL, 0)); }
/* No lock. */
static id imp_alphanumerics(id self, SEL cmd) { (void)self; (void)cmd; return rt_objc_autorelease(make(T_ALNUM, false, NULL, 0)); }
/* No lock. */
static id imp_uppercase(id self, SEL cmd) { (void)self; (void)cmd; return rt_objc_autorelease(make(T_UPPER, false, NULL, 0)); }
/* No lock. */
static id imp_lowercase(id self, SEL cmd) { (void)self; (void)cmd; return rt_objc_autorelease(make(T_LOWER, false, NULL, 0)); }
/* No lock. */
static id imp_punctuation(id self, SEL cmd) { (void)self; (void)cmd; return rt_objc_autorelease(make(T_PUNCT, false, NULL, 0)); }

/* No lock. */
id rt_nscharacterset_newWhitespaceAndNewlines(void) {
    struct range32 r[16];
    memcpy(r, whitespace, sizeof whitespace);
    memcpy(r + COUNT(whitespace), newlines, sizeof newlines);
    return make(T_RANGES, false, r, normalise(r, COUNT(whitespace) + COUNT(newlines)));
}

/* +characterSetWithCharactersInString:: a nil string raises NSInvalidArgumentException.
 * No lock. */
static id imp_withCharacters(id self, SEL cmd, id string) {
    size_t n;
    const char *s = rt_strings_argument(self, cmd, string, &n);
    if (!s) return NULL;
    struct range32 *r = malloc((n ? n : 1) * sizeof *r);
    if (!r) return NULL;
    size_t count = 0;
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(s, n, &i);
        r[count++] = (struct range32){c, c};
    }
    id set = make(T_RANGES, false, r, normalise(r, count));
    free(r);
    return rt_objc_autorelease(set);
}

/* +characterSetWithRange:: the code points [location, location + length). No lock. */
static id imp_withRange(id self, SEL cmd, struct rt_range range) {
    (void)self;
    (void)cmd;
    if (range.length == 0 || range.location > 0x10FFFF) return rt_objc_autorelease(make(T_RANGES, false, NULL, 0));
    uintptr_t last = range.length - 1 > 0x10FFFF - range.location ? 0x10FFFF : range.location + range.length - 1;
    struct range32 r = {(uint32_t)range.location, (uint32_t)last};
    return rt_objc_autorelease(make(T_RANGES, false, &r, 1));
}

/* -invertedSet: every code point the receiver lacks. No lock. */
static id imp_invertedSet(id self, SEL cmd) {
    (void)cmd;
    struct charset *s = (struct charset *)self;
    return rt_objc_autorelease(make((enum test)s->test, !s->inverted, rt_object_getIndexedIvars(self), s->count));
}

/* -characterIsMember: (a UTF-16 unit) / -longCharacterIsMember: (a code point). No lock. */
static rt_BOOL imp_characterIsMember(id self, SEL cmd, unsigned short c) {
    (void)cmd;
    return rt_nscharacterset_contains(self, c);
}
/* No lock. */
static rt_BOOL imp_longCharacterIsMember(id self, SEL cmd, unsigned int c) {
    (void)cmd;
    return rt_nscharacterset_contains(self, c);
}

/* Registers NSCharacterSet under NSObject and publishes its class symbols. Lock: the runtime
 * lock inside the calls. */
void rt_nscharacterset_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_test", sizeof(uint32_t), 2, "I", offsetof(struct charset, test)},
        {"_inverted", sizeof(uint32_t), 2, "I", offsetof(struct charset, inverted)},
        {"_count", sizeof(size_t), 3, "Q", offsetof(struct charset, count)},
    };
    static const struct rt_value_method methods[] = {
        {"whitespaceCharacterSet", (IMP)imp_whitespace, "@16@0:8", true},
        {"newlineCharacterSet", (IMP)imp_newlines, "@16@0:8", true},
        {"whitespaceAndNewlineCharacterSet", (IMP)imp_whitespaceAndNewlines, "@16@0:8", true},
        {"decimalDigitCharacterSet", (IMP)imp_digits, "@16@0:8", true},
        {"letterCharacterSet", (IMP)imp_letters, "@16@0:8", true},
        {"alphanumericCharacterSet", (IMP)imp_alphanumerics, "@16@0:8", true},
        {"uppercaseLetterCharacterSet", (IMP)imp_uppercase, "@16@0:8", true},
        {"lowercaseLetterCharacterSet", (IMP)imp_lowercase, "@16@0:8", true},
        {"punctuationCharacterSet", (IMP)imp_punctuation, "@16@0:8", true},
        {"characterSetWithCharactersInString:", (IMP)imp_withCharacters, "@24@0:8@16", true},
        {"characterSetWithRange:", (IMP)imp_withRange, "@32@0:8" RT_RANGE_ENC "16", true},
        {"invertedSet", (IMP)imp_invertedSet, "@16@0:8", false},
        {"characterIsMember:", (IMP)imp_characterIsMember, RT_BOOL_ENC "20@0:8S16", false},
        {"longCharacterIsMember:", (IMP)imp_longCharacterIsMember, RT_BOOL_ENC "20@0:8I16", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
    };
    charset_class = rt_values_makeClass(nsobject, "NSCharacterSet", ivars, sizeof ivars / sizeof ivars[0], methods,
                                        sizeof methods / sizeof methods[0]);
    rt_class_ref_NSCharacterSet = charset_class;
}
