/* Method type encodings read for calling: `q24@0:8q16` → the return type and each argument's
 * own encoding (offsets removed, qualifiers kept, as -getArgumentTypeAtIndex: answers them)
 * and the flat type tree the libffi glue builds a call interface from (rt_type_node,
 * pre-order). NSMethodSignature is made from this; ObjCEncoding's Swift grammar stays the
 * complete one (both dialects, error offsets) — this reader covers what a frame can hold and
 * names what it cannot: bitfields, opaque structs, unknown types, 128-bit integers, C arrays
 * by value, void arguments. */
#include "rt_type_codes.h"
#include "rt_values_private.h"
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Deepest nesting accepted: deeper input is refused rather than recursed into. */
#define MAX_DEPTH 64

typedef struct reader {
    const char *start;
    rt_type_node *nodes;
    size_t count, capacity;
    char *error;
    size_t errorSize;
    bool failed;
} reader;

/* Records the first error, with where in the encoding it was found. No lock. */
static const char *fail(reader *r, const char *at, const char *format, ...) {
    if (r->failed) return NULL;
    r->failed = true;
    if (r->error && r->errorSize) {
        char what[200];
        va_list ap;
        va_start(ap, format);
        vsnprintf(what, sizeof what, format, ap);
        va_end(ap);
        snprintf(r->error, r->errorSize, "%s at offset %ld of '%s'", what, (long)(at - r->start), r->start);
    }
    return NULL;
}

/* Appends a node and returns its index, or SIZE_MAX when out of memory. No lock. */
static size_t push(reader *r, uint32_t kind) {
    if (r->count == r->capacity) {
        size_t cap = r->capacity ? r->capacity * 2 : 16;
        rt_type_node *grown = realloc(r->nodes, cap * sizeof *grown);
        if (!grown) return SIZE_MAX;
        r->nodes = grown;
        r->capacity = cap;
    }
    r->nodes[r->count] = (rt_type_node){kind, 0, 1};
    return r->count++;
}

/* The frame kind of a one-letter type. No lock. */
static uint32_t scalar_kind(const rt_type_code *t) {
    switch (t->kind) {
    case RT_TYPE_SIGNED_INTEGER:
        return t->size == 1 ? RT_FFI_SINT8 : t->size == 2 ? RT_FFI_SINT16 : t->size == 4 ? RT_FFI_SINT32 : RT_FFI_SINT64;
    case RT_TYPE_UNSIGNED_INTEGER:
        return t->size == 1 ? RT_FFI_UINT8 : t->size == 2 ? RT_FFI_UINT16 : t->size == 4 ? RT_FFI_UINT32 : RT_FFI_UINT64;
    case RT_TYPE_BOOLEAN: return RT_FFI_UINT8;
    case RT_TYPE_FLOATING_POINT:
        return t->size == 4 ? RT_FFI_FLOAT : t->size == 8 ? RT_FFI_DOUBLE : RT_FFI_LONGDOUBLE;
    case RT_TYPE_VOID: return RT_FFI_VOID;
    default: return RT_FFI_POINTER;  /* object, class, selector, C string */
    }
}

/* Where a type sits: what it may be. */
enum place { RETURN_VALUE, ARGUMENT, FIELD, POINTEE };

static const char *read_type(reader *r, const char *p, enum place place, int depth);

/* Skips a quoted name ("field", "ClassName"). No lock. */
static const char *skip_quoted(reader *r, const char *p) {
    if (*p != '"') return p;
    const char *end = strchr(p + 1, '"');
    return end ? end + 1 : fail(r, p, "an unterminated quoted name");
}

/* A struct or union body after its opening character. No lock. */
static const char *read_aggregate(reader *r, const char *open, enum place place, int depth) {
    char close = *open == '{' ? '}' : ')';
    const char *p = open + 1;
    while (*p && *p != '=' && *p != close) {
        if (*p == '{' || *p == '(' || *p == '"') return fail(r, p, "a malformed aggregate name");
        p++;
    }
    if (!*p) return fail(r, open, "an unterminated %s", close == '}' ? "struct" : "union");
    if (*p == close) {  /* {Name}: no field list */
        if (place == POINTEE) return p + 1;
        return fail(r, open, "%s '%.*s' is opaque (no field list in the encoding)", close == '}' ? "struct" : "union",
                    (int)(p - open - 1), open + 1);
    }
    size_t index = place == POINTEE ? SIZE_MAX : push(r, close == '}' ? RT_FFI_STRUCT : RT_FFI_UNION);
    if (place != POINTEE && index == SIZE_MAX) return fail(r, open, "out of memory");
    p++;
    uint32_t fields = 0;
    while (*p && *p != close) {
        p = skip_quoted(r, p);
        if (!p) return NULL;
        p = read_type(r, p, place == POINTEE ? POINTEE : FIELD, depth + 1);
        if (!p) return NULL;
        fields++;
    }
    if (*p != close) return fail(r, open, "an unterminated %s", close == '}' ? "struct" : "union");
    if (place != POINTEE) {
        if (fields == 0) return fail(r, open, "a struct or union with no fields has no bytes to pass");
        r->nodes[index].count = fields;
        r->nodes[index].span = (uint32_t)(r->count - index);
    }
    return p + 1;
}

/* The block's own signature clang writes after `@?` in a method's types (`@?<i@?i>`, nested
 * for blocks taking blocks, class names quoted) — the argument is a pointer either way, so
 * it is skipped whole. No lock. */
static const char *skip_block_signature(reader *r, const char *p) {
    if (*p != '<') return p;
    const char *open = p;
    int depth = 0;
    for (; *p; p++) {
        if (*p == '"') {
            const char *q = strchr(p + 1, '"');
            if (!q) break;
            p = q;
        } else if (*p == '<') {
            depth++;
        } else if (*p == '>' && --depth == 0) {
            return p + 1;
        }
    }
    return fail(r, open, "an unterminated block signature");
}

/* One complete type starting at `p` (qualifiers first); returns the character after it.
 * Pointees are only read through (their layout does not matter to a call). No lock. */
static const char *read_type(reader *r, const char *p, enum place place, int depth) {
    if (depth > MAX_DEPTH) return fail(r, p, "types nested deeper than %d levels", MAX_DEPTH);
    p = rt_type_unqualified(p);
    bool build = place != POINTEE;
    const char *at = p;
    switch (*p) {
    case '\0': return fail(r, p, "a type is missing");
    case '^':
        if (build && push(r, RT_FFI_POINTER) == SIZE_MAX) return fail(r, p, "out of memory");
        if (p[1] == '?') return p + 2;  /* a function pointer */
        return read_type(r, p + 1, POINTEE, depth + 1);
    case '@':
        if (build && push(r, RT_FFI_POINTER) == SIZE_MAX) return fail(r, p, "out of memory");
        p++;
        if (*p == '?') return skip_block_signature(r, p + 1);  /* a block */
        return skip_quoted(r, p);
    case 'b':
        p++;
        if (!isdigit((unsigned char)*p)) return fail(r, at, "a bitfield without a width");
        while (isdigit((unsigned char)*p)) p++;
        if (build) return fail(r, at, "a bitfield has no addressable layout a frame can hold");
        return p;
    case RT_TYPE_COMPLEX_PREFIX: {
        char base = p[1];
        uint32_t kind = base == 'f' ? RT_FFI_COMPLEX_FLOAT : base == 'd' ? RT_FFI_COMPLEX_DOUBLE
                        : base == 'D' ? RT_FFI_COMPLEX_LONGDOUBLE : RT_FFI_VOID;
        if (kind == RT_FFI_VOID) return fail(r, at, "only float, double and long double _Complex are supported");
        if (build && push(r, kind) == SIZE_MAX) return fail(r, p, "out of memory");
        return p + 2;
    }
    case '[': {
        p++;
        if (!isdigit((unsigned char)*p)) return fail(r, at, "an array without an element count");
        unsigned long long n = 0;
        while (isdigit((unsigned char)*p)) {
            n = n * 10 + (unsigned)(*p++ - '0');
            if (n > UINT32_MAX) return fail(r, at, "an array of more than 2^32 elements");
        }
        if (place == RETURN_VALUE || place == ARGUMENT)
            return fail(r, at, "a C array is not passed or returned by value (declare a pointer)");
        size_t index = build ? push(r, RT_FFI_ARRAY) : SIZE_MAX;
        if (build && index == SIZE_MAX) return fail(r, at, "out of memory");
        p = read_type(r, p, place, depth + 1);
        if (!p) return NULL;
        if (*p != ']') return fail(r, at, "an unterminated array");
        if (build) {
            if (n == 0) return fail(r, at, "an array of no elements has no bytes to pass");
            r->nodes[index].count = (uint32_t)n;
            r->nodes[index].span = (uint32_t)(r->count - index);
        }
        return p + 1;
    }
    case '{': case '(': return read_aggregate(r, p, place, depth);
    default: {
        const rt_type_code *t = rt_type_code_of(*p);
        if (t->kind == RT_TYPE_NONE) return fail(r, at, "'%c' is not a type code", *p);
        if (!build) return p + 1;
        if (t->kind == RT_TYPE_VOID && place != RETURN_VALUE) return fail(r, at, "void is not a value");
        if (t->kind == RT_TYPE_UNKNOWN)
            return fail(r, at, "'?' is an unknown type (a function, say) with no layout");
        if (t->size == 16 && t->kind != RT_TYPE_FLOATING_POINT)
            return fail(r, at, "%s is not supported by libffi", t->cName);
        if (push(r, scalar_kind(t)) == SIZE_MAX) return fail(r, at, "out of memory");
        return p + 1;
    }
    }
}

/* A frame offset (`24`, `-8`, GNU's `+8` for a register argument) after a type. No lock. */
static const char *skip_offset(const char *p) {
    if (*p == '+' || *p == '-') p++;
    while (isdigit((unsigned char)*p)) p++;
    return p;
}

/* A copy of [from, to). No lock. */
static char *copy_span(const char *from, const char *to) {
    size_t n = (size_t)(to - from);
    char *s = malloc(n + 1);
    if (s) {
        memcpy(s, from, n);
        s[n] = '\0';
    }
    return s;
}

/* What -retainArguments does with an argument of this encoding. No lock. */
static char argument_kind(const char *type) {
    type = rt_type_unqualified(type);
    if (type[0] == '@') return type[1] == '?' ? 'b' : 'o';
    if (type[0] == '*') return 's';
    return '-';
}

/* No lock. */
void rt_method_types_free(struct rt_method_types *t) {
    if (!t) return;
    for (uint32_t i = 0; t->argTypes && i < t->argCount; i++) free(t->argTypes[i]);
    free(t->argTypes);
    free(t->argKinds);
    free(t->returnType);
    free(t->nodes);
    free(t->key);
    memset(t, 0, sizeof *t);
}

/* No lock. */
bool rt_method_types_parse(const char *types, struct rt_method_types *out, char *error, size_t errorSize) {
    memset(out, 0, sizeof *out);
    if (error && errorSize) error[0] = '\0';
    reader r = {.start = types ? types : "", .error = error, .errorSize = errorSize};
    if (!types || !*types) {
        fail(&r, r.start, "an empty type encoding");
        return false;
    }
    const char *p = types;
    const char *returnStart = p;
    /* `V` (oneway) is a qualifier of the return type. */
    for (const char *q = p; rt_type_isQualifier(*q); q++)
        if (*q == 'V') out->oneway = true;
    p = read_type(&r, p, RETURN_VALUE, 0);
    if (!p) goto failed;
    out->returnType = copy_span(returnStart, p);
    p = skip_offset(p);
    size_t capacity = 0;
    while (*p) {
        if (out->argCount == RT_INVOKE_MAX_ARGUMENTS) {
            fail(&r, p, "more than %u arguments", RT_INVOKE_MAX_ARGUMENTS);
            goto failed;
        }
        const char *start = p;
        p = read_type(&r, p, ARGUMENT, 0);
        if (!p) goto failed;
        if (out->argCount == capacity) {
            capacity = capacity ? capacity * 2 : 8;
            char **grown = realloc(out->argTypes, capacity * sizeof *grown);
            char *kinds = realloc(out->argKinds, capacity);
            if (grown) out->argTypes = grown;
            if (kinds) out->argKinds = kinds;
            if (!grown || !kinds) {
                fail(&r, start, "out of memory");
                goto failed;
            }
        }
        out->argTypes[out->argCount] = copy_span(start, p);
        if (!out->argTypes[out->argCount]) {
            fail(&r, start, "out of memory");
            goto failed;
        }
        out->argKinds[out->argCount] = argument_kind(start);
        out->argCount++;
        p = skip_offset(p);
    }
    /* The cif key: the types without offsets, in a namespace of its own (a leading '\1'),
     * so the Swift layer's keys — built by its own reader — never meet these. */
    struct rt_strbuf key = {0};
    rt_strbuf_append(&key, "\1", 1);
    rt_strbuf_appendC(&key, out->returnType ? out->returnType : "");
    for (uint32_t i = 0; i < out->argCount; i++) {
        rt_strbuf_append(&key, "|", 1);
        rt_strbuf_appendC(&key, out->argTypes[i]);
    }
    if (key.failed || !out->returnType) {
        free(key.bytes);
        fail(&r, types, "out of memory");
        goto failed;
    }
    out->key = key.bytes;
    out->nodes = r.nodes;
    out->nodeCount = r.count;
    return true;
failed:
    free(r.nodes);
    rt_method_types_free(out);
    return false;
}
