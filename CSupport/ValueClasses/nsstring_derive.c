/* NSString methods that read characters or make new strings from a string: -characterAtIndex:,
 * the substrings, the case forms, splitting and joining (-componentsJoinedByString: is
 * NSArray's, here because it makes a string), appending and replacing. Every result is an
 * immutable NSString, autoreleased, as Foundation's are (also for a mutable receiver).
 * Indexes and ranges are UTF-16 units (rt_strings_private.h); one beyond the string raises
 * NSRangeException, a nil string argument NSInvalidArgumentException. */
#include "rt_strings_private.h"
#include "rt_exception.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An autoreleased immutable string of the bytes. No lock. */
static id make(const char *bytes, size_t n) { return rt_objc_autorelease(rt_nsstring_create(bytes, n)); }

/* Raises NSRangeException for an index beyond the string, in Foundation's words. No lock. */
static void index_error(id self, SEL cmd, uintptr_t index, size_t units) {
    char detail[120];
    snprintf(detail, sizeof detail, "Index %lu out of bounds; string length %lu", (unsigned long)index,
             (unsigned long)units);
    rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), detail, index, units);
}

/* -characterAtIndex:: the UTF-16 unit (half of a surrogate pair for a character beyond
 * U+FFFF). No lock. */
static unsigned short imp_characterAtIndex(id self, SEL cmd, uintptr_t index) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    size_t units = rt_utf8_unitCount(s, n);
    if (index >= units) {
        index_error(self, cmd, index, units);
        return 0;
    }
    size_t at = rt_utf8_offsetOfUnit(s, n, index);
    size_t start = rt_utf8_unitCount(s, at);
    uint32_t c = rt_utf8_decode(s, n, &at);
    if (c < 0x10000) return (uint16_t)c;
    c -= 0x10000;
    return (uint16_t)(index == start ? 0xD800 + (c >> 10) : 0xDC00 + (c & 0x3FF));
}

/* -substringWithRange:. No lock. */
static id imp_substringWithRange(id self, SEL cmd, struct rt_range range) {
    size_t n, from, to;
    const char *s = rt_nsstring_getUTF8(self, &n);
    if (!rt_strings_byteRange(self, cmd, range, s, n, &from, &to)) return NULL;
    return make(s + from, to - from);
}

/* -substringFromIndex: / -substringToIndex:. No lock. */
static id substring(id self, SEL cmd, uintptr_t index, bool fromIndex) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    size_t units = rt_utf8_unitCount(s, n);
    if (index > units) {
        index_error(self, cmd, index, units);
        return NULL;
    }
    size_t at = rt_utf8_offsetOfUnit(s, n, index);
    return fromIndex ? make(s + at, n - at) : make(s, at);
}
/* No lock. */
static id imp_substringFromIndex(id self, SEL cmd, uintptr_t index) { return substring(self, cmd, index, true); }
/* No lock. */
static id imp_substringToIndex(id self, SEL cmd, uintptr_t index) { return substring(self, cmd, index, false); }

/* Whether `c` separates words for -capitalizedString: spaces, tabs and line terminators, as
 * Foundation documents. No lock (pure). */
static bool separates_words(uint32_t c) {
    return c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 || c == 0xA0 || c == 0x2028 || c == 0x2029 ||
           c == 0x3000;
}

/* The three case forms: 'U' upper, 'L' lower, 'C' each word's first letter upper and the rest
 * lower. No lock. */
static id change_case(id self, char form) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf out = {0};
    bool wordStart = true;
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(s, n, &i);
        bool upper = form == 'U' || (form == 'C' && wordStart);
        rt_utf8_append(&out, upper ? rt_unicode_upper(c) : rt_unicode_lower(c));
        wordStart = separates_words(c);
    }
    return make(out.bytes ? out.bytes : "", out.failed ? 0 : out.length);
}
/* No lock. */
static id imp_uppercaseString(id self, SEL cmd) { (void)cmd; return change_case(self, 'U'); }
/* No lock. */
static id imp_lowercaseString(id self, SEL cmd) { (void)cmd; return change_case(self, 'L'); }
/* No lock. */
static id imp_capitalizedString(id self, SEL cmd) { (void)cmd; return change_case(self, 'C'); }

/* The first occurrence of `b[0..<m]` (m > 0) in `a[from..<n]`, or NULL. Byte search finds
 * whole characters only: in UTF-8 no character's bytes appear inside another's. No lock. */
static const char *find(const char *a, size_t n, size_t from, const char *b, size_t m) {
    for (size_t i = from; i + m <= n; i++)
        if (memcmp(a + i, b, m) == 0) return a + i;
    return NULL;
}

/* -componentsSeparatedByString:: the pieces between occurrences (an empty separator gives
 * the whole string). Lock: none held. */
static id imp_componentsSeparatedByString(id self, SEL cmd, id separator) {
    size_t n, m;
    const char *s = rt_nsstring_getUTF8(self, &n);
    const char *sep = rt_strings_argument(self, cmd, separator, &m);
    if (!sep) return NULL;
    id array = rt_objc_autorelease(rt_nsarray_create(NULL, 0, true));
    size_t at = 0;
    for (;;) {
        const char *hit = m ? find(s, n, at, sep, m) : NULL;
        size_t end = hit ? (size_t)(hit - s) : n;
        id piece = rt_nsstring_create(s + at, end - at);
        bool added = piece && rt_nsarray_append(array, piece);
        rt_objc_release(piece);
        if (!added) return NULL;
        if (!hit) break;
        at = end + m;
    }
    size_t count = rt_nsarray_count(array);
    id *items = malloc((count ? count : 1) * sizeof *items);
    if (!items) return NULL;
    count = rt_nsarray_copyObjects(array, items, count);
    id result = rt_nsarray_create(items, count, false);
    for (size_t i = 0; i < count; i++) rt_objc_release(items[i]);
    free(items);
    return rt_objc_autorelease(result);
}

/* -[NSArray componentsJoinedByString:]: each element's text (a string's own, another
 * object's -description) with the separator between; nil joins with nothing. Lock: none held
 * by this method; each element's -description takes what it takes. */
static id imp_componentsJoinedByString(id self, SEL cmd, id separator) {
    (void)cmd;
    size_t m = 0;
    const char *sep = separator ? rt_nsstring_getUTF8(separator, &m) : "";
    if (!sep) sep = "";
    size_t count = rt_nsarray_count(self);
    id *items = malloc((count ? count : 1) * sizeof *items);
    if (!items) return NULL;
    count = rt_nsarray_copyObjects(self, items, count);
    struct rt_strbuf out = {0};
    void *pool = rt_objc_autoreleasePoolPush();
    for (size_t i = 0; i < count; i++) {
        if (i) rt_strbuf_append(&out, sep, m);
        size_t k;
        const char *text = rt_nsstring_getUTF8(items[i], &k);
        if (text) rt_strbuf_append(&out, text, k);
        else rt_strbuf_appendC(&out, rt_values_descriptionUTF8(items[i]));
    }
    rt_objc_autoreleasePoolPop(pool);
    for (size_t i = 0; i < count; i++) rt_objc_release(items[i]);
    free(items);
    return rt_strbuf_finish(&out);
}

/* -stringByAppendingString:. No lock. */
static id imp_stringByAppendingString(id self, SEL cmd, id other) {
    size_t n, m;
    const char *a = rt_nsstring_getUTF8(self, &n);
    const char *b = rt_strings_argument(self, cmd, other, &m);
    if (!b) return NULL;
    struct rt_strbuf out = {0};
    rt_strbuf_append(&out, a, n);
    rt_strbuf_append(&out, b, m);
    return rt_strbuf_finish(&out);
}

/* -stringByAppendingFormat:. Lock: none held; see rt_format_appendv. */
static id imp_stringByAppendingFormat(id self, SEL cmd, id format, ...) {
    va_list ap;
    va_start(ap, format);
    id tail = rt_nsstring_newWithFormat(format, ap, false, self, cmd);
    va_end(ap);
    if (!tail) return NULL;
    size_t n, m;
    const char *a = rt_nsstring_getUTF8(self, &n);
    const char *b = rt_nsstring_getUTF8(tail, &m);
    struct rt_strbuf out = {0};
    rt_strbuf_append(&out, a, n);
    rt_strbuf_append(&out, b, m);
    rt_objc_release(tail);
    return rt_strbuf_finish(&out);
}

/* -stringByReplacingOccurrencesOfString:withString:: every non-overlapping occurrence, left
 * to right; an empty target changes nothing. No lock. */
static id imp_stringByReplacingOccurrences(id self, SEL cmd, id target, id replacement) {
    size_t n, m, r;
    const char *s = rt_nsstring_getUTF8(self, &n);
    const char *t = rt_strings_argument(self, cmd, target, &m);
    const char *with = t ? rt_strings_argument(self, cmd, replacement, &r) : NULL;
    if (!with) return NULL;
    struct rt_strbuf out = {0};
    size_t at = 0;
    for (const char *hit; m && (hit = find(s, n, at, t, m));) {
        rt_strbuf_append(&out, s + at, (size_t)(hit - s) - at);
        rt_strbuf_append(&out, with, r);
        at = (size_t)(hit - s) + m;
    }
    rt_strbuf_append(&out, s + at, n - at);
    return rt_strbuf_finish(&out);
}

/* -stringByReplacingCharactersInRange:withString:. No lock. */
static id imp_stringByReplacingRange(id self, SEL cmd, struct rt_range range, id replacement) {
    size_t n, r, from, to;
    const char *s = rt_nsstring_getUTF8(self, &n);
    const char *with = rt_strings_argument(self, cmd, replacement, &r);
    if (!with || !rt_strings_byteRange(self, cmd, range, s, n, &from, &to)) return NULL;
    struct rt_strbuf out = {0};
    rt_strbuf_append(&out, s, from);
    rt_strbuf_append(&out, with, r);
    rt_strbuf_append(&out, s + to, n - to);
    return rt_strbuf_finish(&out);
}

/* Lock: the runtime lock inside the calls. */
void rt_nsstring_derive_install(Class string, Class array) {
    static const struct rt_value_method methods[] = {
        {"characterAtIndex:", (IMP)imp_characterAtIndex, "S24@0:8Q16", false},
        {"substringWithRange:", (IMP)imp_substringWithRange, "@32@0:8" RT_RANGE_ENC "16", false},
        {"substringFromIndex:", (IMP)imp_substringFromIndex, "@24@0:8Q16", false},
        {"substringToIndex:", (IMP)imp_substringToIndex, "@24@0:8Q16", false},
        {"uppercaseString", (IMP)imp_uppercaseString, "@16@0:8", false},
        {"lowercaseString", (IMP)imp_lowercaseString, "@16@0:8", false},
        {"capitalizedString", (IMP)imp_capitalizedString, "@16@0:8", false},
        {"componentsSeparatedByString:", (IMP)imp_componentsSeparatedByString, "@24@0:8@16", false},
        {"stringByAppendingString:", (IMP)imp_stringByAppendingString, "@24@0:8@16", false},
        {"stringByAppendingFormat:", (IMP)imp_stringByAppendingFormat, "@24@0:8@16", false},
        {"stringByReplacingOccurrencesOfString:withString:", (IMP)imp_stringByReplacingOccurrences,
         "@32@0:8@16@24", false},
        {"stringByReplacingCharactersInRange:withString:", (IMP)imp_stringByReplacingRange,
         "@40@0:8" RT_RANGE_ENC "16@32", false},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(string, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
    /* Only if the array layer has not grown its own. */
    if (array)
        rt_class_addMethod(array, rt_sel_registerName("componentsJoinedByString:"), (IMP)imp_componentsJoinedByString,
                           "@24@0:8@16");
}
