/* Format strings for +stringWithFormat:, -initWithFormat:…, -appendFormat:, NSLog and
 * +[NSException raise:format:]: printf's conversions with their flags, widths, precisions
 * (`*` and `*m$` included), length modifiers and positional arguments (`%n$`), plus what
 * Foundation adds:
 *   %@  the object's -description ("(null)" for nil); width and precision count UTF-16 units
 *   %C  one unichar (a UTF-16 unit, promoted to int); %S a NUL-terminated unichar string
 *   %lc / %ls  a wchar_t / wchar_t string, taken as Unicode code points (not the locale)
 *   %D %U %O  the old spellings of %ld %lu %lo; q (as in %qd) is ll
 * Numbers and C strings are printed by the C library (snprintf, "C" locale), so every
 * numeric conversion prints exactly as printf does. Where Foundation differs from printf,
 * Foundation wins: %p of NULL prints "0x0" (glibc prints "(nil)"), %n stores nothing (it is
 * a classic exploit; MiniObjC only consumes its pointer), and a %c byte above 0x7F becomes the
 * Latin-1 character of that value so the result stays UTF-8. A conversion this table does
 * not know is copied as it is and consumes no argument. `%@` with an argument that is not an
 * object is undefined, as it is on Apple's platforms.
 *
 * Arguments are fetched in two passes, as a positional format needs: the first pass records
 * each argument's type by position, all arguments are then read from the va_list in order,
 * and the second pass prints. */
#include "rt_strings_private.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_nsmutablestring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_lookup.h"
#include <limits.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* How an argument is read from the va_list: its promoted C type. */
enum kind { K_UNSET, K_INT, K_LONG, K_LLONG, K_INTMAX, K_SIZE, K_PTRDIFF, K_DOUBLE, K_LDOUBLE, K_PTR };

union value {
    int i;
    long l;
    long long ll;
    intmax_t j;
    size_t z;
    ptrdiff_t t;
    double d;
    long double ld;
    void *p;
};

/* The highest argument position a format may name (glibc's NL_ARGMAX): a directive naming a
 * higher one is copied as text, so "%99999999$d" cannot make the formatter allocate a table
 * of a hundred million entries. */
#define MAX_POSITION 4096

/* One parsed directive. Argument numbers are 1-based; 0 means none. */
struct directive {
    char flags[8];
    size_t flagCount;
    bool hasWidth, hasPrecision;
    int width, precision;       /* literal values (when the argument number is 0) */
    int widthArg, precisionArg; /* `*` arguments */
    char length[3];             /* normalised: "", "hh", "h", "l", "ll", "j", "z", "t", "L" */
    char conv;                  /* 0: unknown or truncated, copied as text */
    int arg;                    /* the value's argument (0 for %%, unknown) */
};

/* Reads a decimal number at *p (at most INT_MAX). No lock (pure). */
static int read_number(const char **p, const char *end) {
    long v = 0;
    while (*p < end && **p >= '0' && **p <= '9') {
        if (v < 100000000) v = v * 10 + (**p - '0');
        (*p)++;
    }
    return (int)v;
}

/* A `*` or `*m$` argument number at *p (the `*` already consumed). No lock (pure). */
static int star_argument(const char **p, const char *end, int *next) {
    const char *q = *p;
    int n = read_number(&q, end);
    if (n > 0 && q < end && *q == '$') {
        *p = q + 1;
        return n;
    }
    return ++*next;
}

/* Parses the directive after a '%' at `p`; returns where it ends. `next` is the last
 * sequential argument number used. No lock (pure). */
static const char *parse(const char *p, const char *end, struct directive *d, int *next) {
    memset(d, 0, sizeof *d);
    const char *q = p;
    int position = read_number(&q, end);
    if (position > 0 && q < end && *q == '$') p = q + 1;
    else position = 0;
    while (p < end && strchr("-+ #0'", *p) && *p) {
        if (d->flagCount < sizeof d->flags - 1) d->flags[d->flagCount++] = *p;
        p++;
    }
    if (p < end && *p == '*') {
        p++;
        d->hasWidth = true;
        d->widthArg = star_argument(&p, end, next);
    } else if (p < end && *p >= '0' && *p <= '9') {
        d->hasWidth = true;
        d->width = read_number(&p, end);
    }
    if (p < end && *p == '.') {
        p++;
        d->hasPrecision = true;
        if (p < end && *p == '*') {
            p++;
            d->precisionArg = star_argument(&p, end, next);
        } else {
            d->precision = read_number(&p, end);
        }
    }
    if (p < end && (*p == 'h' || *p == 'l')) {
        d->length[0] = *p++;
        if (p < end && *p == d->length[0]) d->length[1] = *p++;
    } else if (p < end && *p == 'q') {
        strcpy(d->length, "ll");
        p++;
    } else if (p < end && strchr("jztL", *p) && *p) {
        d->length[0] = *p++;
    }
    if (p >= end) return p;
    char c = *p++;
    switch (c) {
    case 'D': case 'U': case 'O':
        strcpy(d->length, "l");
        c = (char)(c == 'D' ? 'd' : c == 'U' ? 'u' : 'o');
        break;
    case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'c': case 's': case 'p':
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
    case 'n': case '@': case 'C': case 'S':
        break;
    case '%':
        d->conv = '%';
        return p;
    default:
        return p;
    }
    d->conv = c;
    d->arg = position ? position : ++*next;
    if (d->arg > MAX_POSITION || d->widthArg > MAX_POSITION || d->precisionArg > MAX_POSITION) d->conv = 0;
    return p;
}

/* The va_list type of a directive's value. No lock (pure). */
static enum kind value_kind(const struct directive *d) {
    const char *l = d->length;
    switch (d->conv) {
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        return l[0] == 'L' ? K_LDOUBLE : K_DOUBLE;
    case 's': case 'p': case 'n': case '@': case 'S':
        return K_PTR;
    case 'c': case 'C':
        return K_INT;
    default:
        if (strcmp(l, "l") == 0) return K_LONG;
        if (strcmp(l, "ll") == 0 || strcmp(l, "L") == 0) return K_LLONG;
        if (strcmp(l, "j") == 0) return K_INTMAX;
        if (strcmp(l, "z") == 0) return K_SIZE;
        if (strcmp(l, "t") == 0) return K_PTRDIFF;
        return K_INT;
    }
}

/* Records `kind` for argument `n` (the first record wins), growing the table. No lock. */
static bool note(enum kind **kinds, int *capacity, int *count, int n, enum kind kind) {
    if (n <= 0) return true;
    if (n > *capacity) {
        int cap = *capacity ? *capacity : 16;
        while (cap < n) cap *= 2;
        enum kind *grown = realloc(*kinds, (size_t)cap * sizeof **kinds);
        if (!grown) return false;
        memset(grown + *capacity, 0, (size_t)(cap - *capacity) * sizeof **kinds);
        *kinds = grown;
        *capacity = cap;
    }
    if ((*kinds)[n - 1] == K_UNSET) (*kinds)[n - 1] = kind;
    if (n > *count) *count = n;
    return true;
}

/* Frees a table on every way out, an exception from a -description included. No lock. */
static void free_pointer(void *p) { free(*(void **)p); }

/* Pads `text` (n bytes, `units` UTF-16 units) to the directive's width with spaces. No lock. */
static void append_padded(struct rt_strbuf *out, const char *text, size_t n, size_t units, int width, bool left) {
    size_t pad = width > 0 && (size_t)width > units ? (size_t)width - units : 0;
    if (!left)
        for (size_t i = 0; i < pad; i++) rt_strbuf_append(out, " ", 1);
    rt_strbuf_append(out, text, n);
    if (left)
        for (size_t i = 0; i < pad; i++) rt_strbuf_append(out, " ", 1);
}

/* Cuts UTF-8 text to at most `limit` UTF-16 units (never inside a character) and returns the
 * byte count kept; `*units` gets the units kept. No lock (pure). */
static size_t cut_units(const char *s, size_t n, int limit, size_t *units) {
    size_t i = 0, u = 0;
    while (i < n) {
        size_t j = i;
        uint32_t c = rt_utf8_decode(s, n, &j);
        size_t w = c >= 0x10000 ? 2 : 1;
        if (limit >= 0 && u + w > (size_t)limit) break;
        u += w;
        i = j;
    }
    *units = u;
    return i;
}

/* Appends text under a %@ / %S / %ls / %C / %lc directive's width and precision (both in
 * UTF-16 units). No lock. */
static void append_text(struct rt_strbuf *out, const char *s, size_t n, int width, int precision, bool left) {
    size_t units;
    size_t kept = cut_units(s, n, precision, &units);
    append_padded(out, s, kept, units, width, left);
}

/* The UTF-8 form of a NUL-terminated UTF-16 string (%S), reading at most `limit` units when
 * limit ≥ 0. No lock. */
static void append_utf16(struct rt_strbuf *b, const uint16_t *s, int limit) {
    for (size_t i = 0; s && (limit < 0 || i < (size_t)limit) && s[i]; i++) {
        uint32_t c = s[i];
        if (c >= 0xD800 && c < 0xDC00 && (limit < 0 || i + 1 < (size_t)limit) && s[i + 1] >= 0xDC00 &&
            s[i + 1] < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00u);
            i++;
        }
        rt_utf8_append(b, c);
    }
}

/* Appends an object's -description (its bytes copied before the pool it lives in pops).
 * Lock: none held; the object's -description takes what it takes. */
static void append_object(struct rt_strbuf *out, id object, int width, int precision, bool left) {
    if (!object) {
        append_text(out, "(null)", 6, width, precision, left);
        return;
    }
    static _Atomic(SEL) cached;
    SEL description = atomic_load_explicit(&cached, memory_order_relaxed);
    if (!description) {
        description = rt_sel_registerName("description");
        atomic_store_explicit(&cached, description, memory_order_relaxed);
    }
    void *pool = rt_objc_autoreleasePoolPush();
    id receiver = object;
    IMP imp = rt_msg_lookup_inline(&receiver, description);
    id text = ((id(*)(id, SEL))imp)(receiver, description);
    size_t n;
    const char *bytes = text ? rt_nsstring_getUTF8(text, &n) : NULL;
    if (bytes) append_text(out, bytes, n, width, precision, left);
    else append_text(out, "(null)", 6, width, precision, left);
    rt_objc_autoreleasePoolPop(pool);
}

/* Builds the C format of a numeric or %s directive ("%-*.*lld"): flags, `*` for a width and
 * `.*` for a precision (their values are passed as arguments), the length, the conversion.
 * No lock (pure). */
static void c_spec(const struct directive *d, char *spec) {
    char *p = spec;
    *p++ = '%';
    memcpy(p, d->flags, d->flagCount);
    p += d->flagCount;
    if (d->hasWidth) *p++ = '*';
    if (d->hasPrecision) {
        *p++ = '.';
        *p++ = '*';
    }
    size_t l = strlen(d->length);
    if (strcmp(d->length, "L") == 0 && d->conv != 'f' && d->conv != 'F' && d->conv != 'e' && d->conv != 'E' &&
        d->conv != 'g' && d->conv != 'G' && d->conv != 'a' && d->conv != 'A') {
        memcpy(p, "ll", 2);
        p += 2;
    } else {
        memcpy(p, d->length, l);
        p += l;
    }
    *p++ = d->conv;
    *p = '\0';
}

/* snprintf through the C format with width and precision passed when present. */
#define PRINT(out, spec, d, w, pr, v)                                                     \
    do {                                                                                   \
        if ((d)->hasWidth && (d)->hasPrecision) rt_strbuf_appendf(out, spec, w, pr, v);   \
        else if ((d)->hasWidth) rt_strbuf_appendf(out, spec, w, v);                       \
        else if ((d)->hasPrecision) rt_strbuf_appendf(out, spec, pr, v);                  \
        else rt_strbuf_appendf(out, spec, v);                                             \
    } while (0)

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wformat-nonliteral"
/* Prints one directive with its fetched value. Lock: as append_object for %@. */
static void print(struct rt_strbuf *out, const struct directive *d, const union value *args, int count) {
    int w = d->hasWidth ? (d->widthArg ? (d->widthArg <= count ? args[d->widthArg - 1].i : 0) : d->width) : 0;
    int pr = d->hasPrecision ? (d->precisionArg ? (d->precisionArg <= count ? args[d->precisionArg - 1].i : -1)
                                                : d->precision)
                             : -1;
    bool left = memchr(d->flags, '-', d->flagCount) != NULL;
    /* Our own conversions take C's rules for a negative `*`: a width means '-', a precision
     * means none. */
    int tw = w < 0 ? (left = true, w == INT_MIN ? INT_MAX : -w) : w;
    int tp = pr < 0 ? -1 : pr;
    const union value *v = &args[d->arg - 1];
    char spec[24];
    c_spec(d, spec);
    switch (d->conv) {
    case '@': append_object(out, (id)v->p, tw, tp, left); return;
    case 'S': {
        struct rt_strbuf t = {0};
        if (v->p) append_utf16(&t, v->p, tp);
        else rt_strbuf_appendC(&t, "(null)");
        append_text(out, t.bytes ? t.bytes : "", t.length, tw, -1, left);
        free(t.bytes);
        return;
    }
    case 'C':
    case 'c': {
        struct rt_strbuf t = {0};
        size_t units = 1;
        if (d->conv == 'C' || strcmp(d->length, "l") == 0) {
            uint32_t c = d->conv == 'C' ? (uint16_t)v->i : (uint32_t)v->i;
            rt_utf8_append(&t, c);
            if (c >= 0x10000 && c <= 0x10FFFF) units = 2;
        } else {
            unsigned char byte = (unsigned char)v->i;
            if (byte < 0x80) rt_strbuf_append(&t, (const char *)&byte, 1);
            else rt_utf8_append(&t, byte);
        }
        append_padded(out, t.bytes ? t.bytes : "", t.length, units, tw, left);
        free(t.bytes);
        return;
    }
    case 's':
        if (strcmp(d->length, "l") == 0) {
            struct rt_strbuf t = {0};
            const wchar_t *ws = v->p ? v->p : L"(null)";
            for (size_t i = 0; ws[i] && (tp < 0 || i < (size_t)tp); i++) rt_utf8_append(&t, (uint32_t)ws[i]);
            append_text(out, t.bytes ? t.bytes : "", t.length, tw, -1, left);
            free(t.bytes);
            return;
        }
        /* A NULL %s prints "(null)", as both glibc and Foundation print it. */
        PRINT(out, spec, d, w, pr, v->p ? (const char *)v->p : "(null)");
        return;
    case 'p': {
        char text[32];
        int n = snprintf(text, sizeof text, "0x%lx", (unsigned long)(uintptr_t)v->p);
        append_padded(out, text, (size_t)n, (size_t)n, tw, left);
        return;
    }
    case 'n': return;
    default: break;
    }
    switch (value_kind(d)) {
    case K_DOUBLE: PRINT(out, spec, d, w, pr, v->d); break;
    case K_LDOUBLE: PRINT(out, spec, d, w, pr, v->ld); break;
    case K_LONG: PRINT(out, spec, d, w, pr, v->l); break;
    case K_LLONG: PRINT(out, spec, d, w, pr, v->ll); break;
    case K_INTMAX: PRINT(out, spec, d, w, pr, v->j); break;
    case K_SIZE: PRINT(out, spec, d, w, pr, v->z); break;
    case K_PTRDIFF: PRINT(out, spec, d, w, pr, v->t); break;
    default: PRINT(out, spec, d, w, pr, v->i); break;
    }
}
#pragma clang diagnostic pop

/* Lock: none held; see print. */
void rt_format_appendv(struct rt_strbuf *out, const char *format, size_t length, va_list ap) {
    const char *end = format + length;
    __attribute__((cleanup(free_pointer))) enum kind *kinds = NULL;
    __attribute__((cleanup(free_pointer))) union value *args = NULL;
    int capacity = 0, count = 0, next = 0;
    struct directive d;
    for (const char *p = format; p < end;) {
        if (*p++ != '%') continue;
        p = parse(p, end, &d, &next);
        if (!d.conv || d.conv == '%') continue;
        if (!note(&kinds, &capacity, &count, d.widthArg, K_INT) ||
            !note(&kinds, &capacity, &count, d.precisionArg, K_INT) ||
            !note(&kinds, &capacity, &count, d.arg, value_kind(&d))) {
            out->failed = true;
            return;
        }
    }
    if (count) {
        args = calloc((size_t)count, sizeof *args);
        if (!args) {
            out->failed = true;
            return;
        }
    }
    va_list copy;
    va_copy(copy, ap);
    for (int i = 0; i < count; i++) {
        switch (kinds[i]) {
        case K_LONG: args[i].l = va_arg(copy, long); break;
        case K_LLONG: args[i].ll = va_arg(copy, long long); break;
        case K_INTMAX: args[i].j = va_arg(copy, intmax_t); break;
        case K_SIZE: args[i].z = va_arg(copy, size_t); break;
        case K_PTRDIFF: args[i].t = va_arg(copy, ptrdiff_t); break;
        case K_DOUBLE: args[i].d = va_arg(copy, double); break;
        case K_LDOUBLE: args[i].ld = va_arg(copy, long double); break;
        case K_PTR: args[i].p = va_arg(copy, void *); break;
        default: args[i].i = va_arg(copy, int); break; /* an unused position reads as an int */
        }
    }
    va_end(copy);
    next = 0;
    const char *literal = format;
    for (const char *p = format; p < end;) {
        if (*p != '%') {
            p++;
            continue;
        }
        rt_strbuf_append(out, literal, (size_t)(p - literal));
        const char *start = p++;
        p = parse(p, end, &d, &next);
        literal = p;
        if (d.conv == '%') rt_strbuf_append(out, "%", 1);
        else if (!d.conv) rt_strbuf_append(out, start, (size_t)(p - start));
        else print(out, &d, args, count);
    }
    rt_strbuf_append(out, literal, (size_t)(end - literal));
}

/* Lock: as rt_format_appendv. */
id rt_nsstring_newWithFormat(id format, va_list ap, bool isMutable, id owner, SEL cmd) {
    size_t n;
    const char *bytes = rt_strings_argument(owner, cmd, format, &n);
    if (!bytes) return NULL;
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf out = {0};
    rt_format_appendv(&out, bytes, n, ap);
    if (out.failed) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, owner, rt_sel_getName(cmd), "out of memory formatting", 0, 0);
        return NULL;
    }
    const char *text = out.bytes ? out.bytes : "";
    return isMutable ? rt_nsmutablestring_create(text, out.length) : rt_nsstring_create(text, out.length);
}
