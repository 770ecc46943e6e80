/* The small C reader of type encodings the value classes and KVC need: the size and
 * alignment of one type for the host ABI (for +[NSValue valueWithBytes:objCType:]) and
 * skipping one type (for KVC, to find a setter's argument type). The complete grammar, both
 * dialects, with error offsets, is ObjCEncoding's, in Swift; this covers what a C method can
 * be handed at run time and refuses the rest. */
#include "rt_nsvalue.h"
#include "rt_type_codes.h"
#include "rt_values_private.h"
#include <ctype.h>
#include <stdint.h>
#include <string.h>

/* Skips a quoted name ("field" or "ClassName"). No lock. */
static const char *skip_quoted(const char *p) {
    if (*p != '"') return p;
    const char *end = strchr(p + 1, '"');
    return end ? end + 1 : NULL;
}

/* Skips one complete type (and a frame offset after it). NULL on malformed input. No lock. */
static const char *skip_type(const char *p, int depth) {
    if (!p || depth > 64) return NULL;
    p = rt_type_unqualified(p);
    switch (*p) {
    case '\0': return NULL;
    case '^': p = skip_type(p + 1, depth + 1); break;
    case '@':
        p++;
        if (*p == '?') p++;
        else if (*p == '"') {
            const char *end = strchr(p + 1, '"');
            if (!end) return NULL;
            p = end + 1;
        }
        break;
    case 'b':
        p++;
        while (isdigit((unsigned char)*p)) p++;
        break;
    case '[':
        p++;
        while (isdigit((unsigned char)*p)) p++;
        p = skip_type(p, depth + 1);
        if (!p || *p != ']') return NULL;
        p++;
        break;
    case '{': case '(': {
        int nest = 0;
        do {
            if (*p == '"') {
                const char *end = strchr(p + 1, '"');
                if (!end) return NULL;
                p = end;
            } else if (*p == '{' || *p == '(') nest++;
            else if (*p == '}' || *p == ')') nest--;
            else if (!*p) return NULL;
            p++;
        } while (nest > 0);
        break;
    }
    default: p++;
    }
    if (!p) return NULL;
    while (isdigit((unsigned char)*p) || *p == '-') p++;
    return p;
}

/* No lock. */
const char *rt_encoding_skipType(const char *type) { return skip_type(type, 0); }

static const char *layout(const char *p, size_t *size, size_t *align, int depth);

/* Fields of a struct or union up to `close`. No lock. */
static const char *layout_fields(const char *p, char close, bool isUnion, size_t *size,
                                 size_t *align, int depth) {
    size_t total = 0, maxAlign = 1;
    bool any = false;
    while (*p && *p != close) {
        p = skip_quoted(p);
        if (!p) return NULL;
        size_t s, a;
        p = layout(p, &s, &a, depth + 1);
        if (!p) return NULL;
        if (isUnion) {
            if (s > total) total = s;
        } else {
            total = (total + a - 1) / a * a + s;
        }
        if (a > maxAlign) maxAlign = a;
        any = true;
    }
    if (*p != close || !any) return NULL;
    *size = (total + maxAlign - 1) / maxAlign * maxAlign;
    *align = maxAlign;
    return p + 1;
}

/* One type; returns the character after it, or NULL. No lock. */
static const char *layout(const char *p, size_t *size, size_t *align, int depth) {
    if (depth > 64) return NULL;
    /* An _Atomic T is measured as its T (what the value classes store). */
    p = rt_type_unqualified(p);
    char c = *p++;
    switch (c) {
    case '@':
        *size = *align = sizeof(void *);
        if (*p == '?') return p + 1;  /* a block */
        return skip_quoted(p);
    case '^':
        /* The pointee need not be measurable (^{Opaque}, ^v): only skipped. */
        *size = *align = sizeof(void *);
        if (*p == '?') return p + 1;
        return skip_type(p, depth + 1);
    case '[': {
        size_t n = 0;
        if (!isdigit((unsigned char)*p)) return NULL;
        while (isdigit((unsigned char)*p)) {
            if (n > SIZE_MAX / 10 - 10) return NULL;
            n = n * 10 + (size_t)(*p++ - '0');
        }
        size_t s, a;
        p = layout(p, &s, &a, depth + 1);
        if (!p || *p != ']' || (s && n > SIZE_MAX / s)) return NULL;
        *size = n * s;
        *align = a;
        return p + 1;
    }
    case '{': case '(': {
        const char *eq = p;
        while (*eq && *eq != '=' && *eq != '}' && *eq != ')') eq++;
        if (*eq != '=') return NULL;  /* opaque: no fields to measure */
        return layout_fields(eq + 1, c == '{' ? '}' : ')', c == '(', size, align, depth);
    }
    default: {
        /* A one-letter type: its row in the table. void and '?' have no value to measure;
         * bitfields and unknown bytes are not one-letter types. */
        const rt_type_code *t = rt_type_code_of(c);
        if (t->kind == RT_TYPE_NONE || t->kind == RT_TYPE_VOID || t->alignment == 0) return NULL;
        *size = t->size;
        *align = t->alignment;
        return p;
    }
    }
}

/* No lock. */
bool rt_encoding_sizeAndAlignment(const char *type, size_t *size, size_t *alignment) {
    if (!type) return false;
    size_t s = 0, a = 1;
    const char *end = layout(type, &s, &a, 0);
    if (!end) return false;
    while (isdigit((unsigned char)*end)) end++;  /* a frame offset may follow */
    if (*end) return false;
    if (size) *size = s;
    if (alignment) *alignment = a;
    return true;
}

