/* UTF-8 bytes against UTF-16 units (rt_strings_private.h says how they map), and the checks
 * every NSString method makes of its string and range arguments. */
#include "rt_strings_private.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_selector.h"
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <wctype.h>
#include <stdlib.h>
#include <string.h>

/* No lock (pure). */
size_t rt_utf8_offsetOfUnit(const char *s, size_t n, size_t unit) {
    const unsigned char *u = (const unsigned char *)s;
    size_t units = 0;
    for (size_t i = 0; i < n; i++) {
        if ((u[i] & 0xC0) == 0x80) continue;
        size_t width = u[i] >= 0xF0 ? 2 : 1;
        if (unit < units + width) return i;
        units += width;
    }
    return n;
}

/* No lock (pure). */
size_t rt_utf8_unitCount(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    size_t units = 0;
    for (size_t i = 0; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80) units++;
        if (u[i] >= 0xF0) units++;
    }
    return units;
}

/* The length of a well-formed sequence at s[i], 0 if malformed. No lock (pure). */
static size_t sequence_length(const unsigned char *s, size_t n, size_t i) {
    unsigned char c = s[i];
    if (c < 0x80) return 1;
    size_t len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (!len || i + len > n) return 0;
    for (size_t k = 1; k < len; k++)
        if ((s[i + k] & 0xC0) != 0x80) return 0;
    if (c == 0xE0 && s[i + 1] < 0xA0) return 0;  /* overlong */
    if (c == 0xED && s[i + 1] >= 0xA0) return 0; /* a surrogate */
    if (c == 0xF0 && s[i + 1] < 0x90) return 0;  /* overlong */
    if (c == 0xF4 && s[i + 1] >= 0x90) return 0; /* above U+10FFFF */
    return len;
}

/* No lock (pure). */
bool rt_utf8_isValid(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        size_t len = sequence_length(u, n, i);
        if (!len) return false;
        i += len;
    }
    return true;
}

/* A character runs from a byte that is not a continuation byte through the continuation
 * bytes after it, as rt_utf8_unitCount counts; one that is not a well-formed sequence reads
 * as U+FFFD. No lock (pure). */
uint32_t rt_utf8_decode(const char *s, size_t n, size_t *i) {
    const unsigned char *u = (const unsigned char *)s;
    size_t start = *i, end = start + 1;
    while (end < n && (u[end] & 0xC0) == 0x80) end++;
    *i = end;
    size_t len = sequence_length(u, n, start);
    if (len != end - start) return 0xFFFD;
    uint32_t c = len == 1 ? u[start] : len == 2 ? u[start] & 0x1Fu : len == 3 ? u[start] & 0x0Fu : u[start] & 0x07u;
    for (size_t k = 1; k < len; k++) c = (c << 6) | (u[start + k] & 0x3Fu);
    return c;
}

/* No lock. */
void rt_utf8_append(struct rt_strbuf *b, uint32_t c) {
    if ((c >= 0xD800 && c < 0xE000) || c > 0x10FFFF) c = 0xFFFD;
    char out[4];
    size_t n;
    if (c < 0x80) {
        out[0] = (char)c;
        n = 1;
    } else if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        n = 2;
    } else if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        n = 3;
    } else {
        out[0] = (char)(0xF0 | (c >> 18));
        out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
        out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[3] = (char)(0x80 | (c & 0x3F));
        n = 4;
    }
    rt_strbuf_append(b, out, n);
}

/* No lock. */
void rt_strbuf_discard(struct rt_strbuf *b) {
    free(b->bytes);
    b->bytes = NULL;
}

/* No lock. */
const char *rt_strings_argument(id self, SEL cmd, id string, size_t *length) {
    const char *bytes = string ? rt_nsstring_getUTF8(string, length) : NULL;
    if (!bytes)
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           string ? "the argument is not a string" : "nil argument", 0, 0);
    return bytes;
}

/* No lock. */
bool rt_strings_byteRange(id self, SEL cmd, rt_nsrange range, const char *s, size_t n, size_t *from,
                          size_t *to) {
    size_t units = rt_utf8_unitCount(s, n);
    if (range.location > units || range.length > units - range.location) {
        char detail[160];
        snprintf(detail, sizeof detail, "Range {%lu, %lu} out of bounds; string length %lu",
                 (unsigned long)range.location, (unsigned long)range.length, (unsigned long)units);
        rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), detail, range.location, units);
        return false;
    }
    *from = rt_utf8_offsetOfUnit(s, n, range.location);
    *to = rt_utf8_offsetOfUnit(s, n, range.location + range.length);
    return true;
}

/* Case mapping: the C library's simple (one code point to one) Unicode mapping from a
 * C.UTF-8 locale made once, whatever locale the program set; ASCII only if the system has no
 * C.UTF-8. Foundation maps some characters to several ("ß" uppercases to "SS"); MiniObjC
 * keeps them as they are. */
static locale_t case_locale;
static pthread_once_t case_once = PTHREAD_ONCE_INIT;

/* Runs once. No lock (pthread_once). */
static void make_case_locale(void) { case_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0); }

/* No lock (pthread_once, then pure). */
uint32_t rt_unicode_upper(uint32_t c) {
    if (c < 0x80) return c >= 'a' && c <= 'z' ? c - 32 : c;
    pthread_once(&case_once, make_case_locale);
    return case_locale ? (uint32_t)towupper_l((wint_t)c, case_locale) : c;
}

/* No lock (pthread_once, then pure). */
uint32_t rt_unicode_lower(uint32_t c) {
    if (c < 0x80) return c >= 'A' && c <= 'Z' ? c + 32 : c;
    pthread_once(&case_once, make_case_locale);
    return case_locale ? (uint32_t)towlower_l((wint_t)c, case_locale) : c;
}
