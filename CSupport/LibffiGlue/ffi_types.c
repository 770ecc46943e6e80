/* From a flat type description (rt_type_node, pre-order) to libffi's ffi_type trees.
 *
 * libffi knows scalars, complex numbers and structs (a NULL-terminated list of element
 * types). Everything else is expressed with those:
 *  - a C array inside a struct becomes `count` copies of its element type, in place: the
 *    ABI lays `struct { int a[3]; }` out exactly like `struct { int a, b, c; }`;
 *  - a union becomes a struct with the union's size and alignment whose elements are chosen
 *    per eightbyte so that libffi classifies it the way the x86-64 SysV ABI classifies the
 *    union: an eightbyte any member puts an integer or pointer in is INTEGER (filled with
 *    integers as wide as the union's alignment), one only floating-point members touch is SSE
 *    (a double, or floats when the union is only 4-byte aligned). A union holding a long
 *    double becomes long doubles (class X87): right for the common `union { long double; }`,
 *    while a union mixing long double with other types is returned the X87 way rather than in
 *    memory — a documented limit. On arm64 a union of floats is not recognised as an HFA. */
#include "rt_ffi_private.h"
#include <stdlib.h>
#include <string.h>

/* Deepest nesting accepted; deeper descriptions are rejected rather than risking the stack. */
#define MAX_DEPTH 64
/* Most elements one flattened struct may have (arrays multiply quickly). */
#define MAX_ELEMENTS (1u << 20)

struct rt_arena_block {
    rt_arena_block *next;
    _Alignas(16) unsigned char bytes[];
};

/* No lock: an arena belongs to the one cif being built. */
void *rt_arena_alloc(rt_arena *arena, size_t size) {
    /* Sizes derive from caller-supplied counts; a wrapped sum would under-allocate. */
    if (size > SIZE_MAX - sizeof(rt_arena_block)) return NULL;
    rt_arena_block *b = calloc(1, sizeof(rt_arena_block) + size);
    if (b == NULL) return NULL;
    b->next = arena->head;
    arena->head = b;
    return b->bytes;
}

/* No lock. */
void rt_arena_free(rt_arena *arena) {
    rt_arena_block *b = arena->head;
    while (b != NULL) {
        rt_arena_block *next = b->next;
        free(b);
        b = next;
    }
    arena->head = NULL;
}

/* No lock. */
int rt_ffi_kind_is_narrow_integer(uint32_t kind) {
    return kind >= RT_FFI_SINT8 && kind <= RT_FFI_UINT32;
}

typedef struct builder {
    const rt_type_node *nodes;
    size_t node_count;
    rt_arena *arena;
    size_t *sizes;
    size_t *alignments;
} builder;

/* Checks that the subtree at `i` lies inside [i, end) and that spans and counts agree.
 * No lock. */
static rt_invoke_status validate(const builder *b, size_t i, size_t end, int depth) {
    if (depth > MAX_DEPTH || i >= end) return RT_INVOKE_MALFORMED;
    const rt_type_node *n = &b->nodes[i];
    if (n->span == 0 || n->span > end - i) return RT_INVOKE_MALFORMED;
    if (n->kind > RT_FFI_ARRAY) return RT_INVOKE_UNKNOWN_KIND;
    size_t stop = i + n->span;
    if (n->kind == RT_FFI_STRUCT || n->kind == RT_FFI_UNION || n->kind == RT_FFI_ARRAY) {
        uint32_t children = n->kind == RT_FFI_ARRAY ? 1 : n->count;
        size_t j = i + 1;
        for (uint32_t c = 0; c < children; c++) {
            rt_invoke_status s = validate(b, j, stop, depth + 1);
            if (s != RT_INVOKE_OK) return s;
            j += b->nodes[j].span;
        }
        return j == stop ? RT_INVOKE_OK : RT_INVOKE_MALFORMED;
    }
    return (n->span == 1 && n->count == 0) ? RT_INVOKE_OK : RT_INVOKE_MALFORMED;
}

/* The static libffi type of a scalar kind, or NULL. No lock. */
static ffi_type *scalar_type(uint32_t kind) {
    switch (kind) {
    case RT_FFI_VOID: return &ffi_type_void;
    case RT_FFI_SINT8: return &ffi_type_sint8;
    case RT_FFI_UINT8: return &ffi_type_uint8;
    case RT_FFI_SINT16: return &ffi_type_sint16;
    case RT_FFI_UINT16: return &ffi_type_uint16;
    case RT_FFI_SINT32: return &ffi_type_sint32;
    case RT_FFI_UINT32: return &ffi_type_uint32;
    case RT_FFI_SINT64: return &ffi_type_sint64;
    case RT_FFI_UINT64: return &ffi_type_uint64;
    case RT_FFI_FLOAT: return &ffi_type_float;
    case RT_FFI_DOUBLE: return &ffi_type_double;
    case RT_FFI_LONGDOUBLE: return &ffi_type_longdouble;
    case RT_FFI_POINTER: return &ffi_type_pointer;
#ifdef FFI_TARGET_HAS_COMPLEX_TYPE
    case RT_FFI_COMPLEX_FLOAT: return &ffi_type_complex_float;
    case RT_FFI_COMPLEX_DOUBLE: return &ffi_type_complex_double;
    case RT_FFI_COMPLEX_LONGDOUBLE: return &ffi_type_complex_longdouble;
#endif
    default: return NULL;
    }
}

/* A type ready to be an element: `copies` times `type` (copies > 1 only for arrays). */
typedef struct element {
    ffi_type *type;
    size_t copies;
} element;

static rt_invoke_status build_node(builder *b, size_t i, int in_aggregate, element *out);

/* Makes a struct ffi_type from `total` element pointers and lets libffi lay it out. No lock. */
static rt_invoke_status finish_struct(builder *b, ffi_type **elements, ffi_type **out) {
    ffi_type *t = rt_arena_alloc(b->arena, sizeof(ffi_type));
    if (t == NULL) return RT_INVOKE_OUT_OF_MEMORY;
    t->type = FFI_TYPE_STRUCT;
    t->elements = elements;
    if (ffi_get_struct_offsets(FFI_DEFAULT_ABI, t, NULL) != FFI_OK) return RT_INVOKE_PREP_FAILED;
    *out = t;
    return RT_INVOKE_OK;
}

/* The direct children of aggregate node `i`, each as an element (arrays not yet expanded).
 * No lock. */
static rt_invoke_status build_children(builder *b, size_t i, element **out, size_t *total) {
    const rt_type_node *n = &b->nodes[i];
    element *children = rt_arena_alloc(b->arena, sizeof(element) * (n->count ? n->count : 1));
    if (children == NULL) return RT_INVOKE_OUT_OF_MEMORY;
    size_t j = i + 1, sum = 0;
    for (uint32_t c = 0; c < n->count; c++) {
        rt_invoke_status s = build_node(b, j, 1, &children[c]);
        if (s != RT_INVOKE_OK) return s;
        if (children[c].copies > MAX_ELEMENTS - sum) return RT_INVOKE_MALFORMED;
        sum += children[c].copies;
        j += b->nodes[j].span;
    }
    *out = children;
    *total = sum;
    return RT_INVOKE_OK;
}

/* Expands elements (arrays into copies) into a NULL-terminated ffi_type list. No lock. */
static ffi_type **expand(builder *b, const element *children, uint32_t count, size_t total) {
    ffi_type **list = rt_arena_alloc(b->arena, sizeof(ffi_type *) * (total + 1));
    if (list == NULL) return NULL;
    size_t k = 0;
    for (uint32_t c = 0; c < count; c++)
        for (size_t r = 0; r < children[c].copies; r++) list[k++] = children[c].type;
    list[k] = NULL;
    return list;
}

enum { CLASS_NONE = 0, CLASS_SSE = 1, CLASS_INTEGER = 2, CLASS_X87 = 3 };

/* Marks, per eightbyte, the strongest class any scalar of `t` at `base` puts there.
 * No lock. */
static rt_invoke_status classify(ffi_type *t, size_t base, unsigned char *classes, size_t chunks) {
    if (t->type == FFI_TYPE_STRUCT) {
        size_t n = 0;
        while (t->elements[n] != NULL) n++;
        size_t *offsets = malloc(sizeof(size_t) * (n ? n : 1));
        if (offsets == NULL) return RT_INVOKE_OUT_OF_MEMORY;
        rt_invoke_status s = RT_INVOKE_OK;
        if (ffi_get_struct_offsets(FFI_DEFAULT_ABI, t, offsets) != FFI_OK) s = RT_INVOKE_PREP_FAILED;
        for (size_t e = 0; e < n && s == RT_INVOKE_OK; e++)
            s = classify(t->elements[e], base + offsets[e], classes, chunks);
        free(offsets);
        return s;
    }
    unsigned char cls = CLASS_INTEGER;
    if (t == &ffi_type_float || t == &ffi_type_double) cls = CLASS_SSE;
    if (t == &ffi_type_longdouble && t != &ffi_type_double) cls = CLASS_X87;
#ifdef FFI_TARGET_HAS_COMPLEX_TYPE
    if (t == &ffi_type_complex_float || t == &ffi_type_complex_double) cls = CLASS_SSE;
    if (t == &ffi_type_complex_longdouble) cls = CLASS_X87;
#endif
    size_t end = base + (t->size ? t->size : 1);
    for (size_t c = base / 8; c * 8 < end && c < chunks; c++)
        if (classes[c] < cls) classes[c] = cls;
    return RT_INVOKE_OK;
}

/* An unsigned integer type `w` bytes wide. No lock. */
static ffi_type *integer_of_width(size_t w) {
    switch (w) {
    case 1: return &ffi_type_uint8;
    case 2: return &ffi_type_uint16;
    case 4: return &ffi_type_uint32;
    default: return &ffi_type_uint64;
    }
}

/* A union as a struct of the union's size and alignment, classified as the ABI would
 * classify the union (see the comment at the top of this file). No lock. */
static rt_invoke_status build_union(builder *b, size_t i, ffi_type **out) {
    const rt_type_node *n = &b->nodes[i];
    element *members;
    size_t total;
    rt_invoke_status s = build_children(b, i, &members, &total);
    if (s != RT_INVOKE_OK) return s;
    size_t size = 0, align = 1;
    for (uint32_t c = 0; c < n->count; c++) {
        size_t msize = members[c].type->size * members[c].copies;
        if (msize > size) size = msize;
        if (members[c].type->alignment > align) align = members[c].type->alignment;
    }
    size = (size + align - 1) / align * align;
    if (size == 0) return RT_INVOKE_EMPTY_AGGREGATE;

    size_t chunks = (size + 7) / 8;
    unsigned char *classes = rt_arena_alloc(b->arena, chunks);
    if (classes == NULL) return RT_INVOKE_OUT_OF_MEMORY;
    int x87 = 0;
    for (uint32_t c = 0; c < n->count; c++)
        for (size_t r = 0; r < members[c].copies; r++) {
            s = classify(members[c].type, r * members[c].type->size, classes, chunks);
            if (s != RT_INVOKE_OK) return s;
        }
    for (size_t c = 0; c < chunks; c++) x87 |= classes[c] == CLASS_X87;

    /* At most one element per byte, plus the terminator. */
    ffi_type **elements = rt_arena_alloc(b->arena, sizeof(ffi_type *) * (size + 1));
    if (elements == NULL) return RT_INVOKE_OUT_OF_MEMORY;
    size_t k = 0;
    if (x87) {
        for (size_t off = 0; off + 16 <= size; off += 16) elements[k++] = &ffi_type_longdouble;
    } else {
        size_t word = align < 8 ? align : 8;
        for (size_t c = 0; c < chunks; c++) {
            size_t len = size - c * 8 < 8 ? size - c * 8 : 8;
            if (classes[c] == CLASS_SSE && len == 8 && align >= 8) {
                elements[k++] = &ffi_type_double;
            } else if (classes[c] == CLASS_SSE && len % 4 == 0 && align >= 4) {
                for (size_t off = 0; off < len; off += 4) elements[k++] = &ffi_type_float;
            } else {
                for (size_t off = 0; off < len; off += word) elements[k++] = integer_of_width(word);
            }
        }
    }
    elements[k] = NULL;
    s = finish_struct(b, elements, out);
    if (s == RT_INVOKE_OK && ((*out)->size != size || (*out)->alignment != align)) return RT_INVOKE_PREP_FAILED;
    return s;
}

/* Builds node `i`. Arrays are legal only inside an aggregate, where they become copies.
 * Records the node's size and alignment. No lock. */
static rt_invoke_status build_node(builder *b, size_t i, int in_aggregate, element *out) {
    const rt_type_node *n = &b->nodes[i];
    rt_invoke_status s = RT_INVOKE_OK;
    out->copies = 1;
    switch (n->kind) {
    case RT_FFI_STRUCT: {
        element *children;
        size_t total;
        s = build_children(b, i, &children, &total);
        if (s != RT_INVOKE_OK) return s;
        if (total == 0) return RT_INVOKE_EMPTY_AGGREGATE;
        ffi_type **list = expand(b, children, n->count, total);
        if (list == NULL) return RT_INVOKE_OUT_OF_MEMORY;
        s = finish_struct(b, list, &out->type);
        if (s == RT_INVOKE_OK && out->type->size == 0) s = RT_INVOKE_EMPTY_AGGREGATE;
        break;
    }
    case RT_FFI_UNION:
        s = build_union(b, i, &out->type);
        break;
    case RT_FFI_ARRAY: {
        if (!in_aggregate) return RT_INVOKE_ARRAY_BY_VALUE;
        element inner;
        s = build_node(b, i + 1, 1, &inner);
        if (s != RT_INVOKE_OK) return s;
        if (n->count != 0 && inner.copies > MAX_ELEMENTS / n->count) return RT_INVOKE_MALFORMED;
        out->type = inner.type;
        out->copies = inner.copies * n->count;
        b->sizes[i] = out->type->size * out->copies;
        b->alignments[i] = out->type->alignment;
        return RT_INVOKE_OK;
    }
    case RT_FFI_VOID:
        if (in_aggregate) return RT_INVOKE_VOID_ARGUMENT;
        out->type = &ffi_type_void;
        break;
    default:
        out->type = scalar_type(n->kind);
        if (out->type == NULL) return RT_INVOKE_UNKNOWN_KIND;
        break;
    }
    if (s == RT_INVOKE_OK) {
        b->sizes[i] = out->type->size;
        b->alignments[i] = out->type->alignment;
    }
    return s;
}

/* No lock. */
ffi_type *rt_ffi_return_type_for_call(ffi_type *rtype) {
    ffi_type *t = rtype;
    while (t->type == FFI_TYPE_STRUCT && t->elements[0] != NULL && t->elements[1] == NULL) t = t->elements[0];
    if (t != rtype && t == &ffi_type_longdouble && t != &ffi_type_double) return t;
    return rtype;
}

/* No lock: fills only `out`. */
rt_invoke_status rt_ffi_build_signature(struct rt_cif *out, const rt_type_node *nodes, size_t node_count,
                                        uint32_t arg_count, int32_t *bad_index) {
    *bad_index = -2;
    if (arg_count > RT_INVOKE_MAX_ARGUMENTS) return RT_INVOKE_TOO_MANY_ARGUMENTS;
    if (nodes == NULL || node_count == 0) return RT_INVOKE_MALFORMED;
    if (node_count > SIZE_MAX / sizeof(size_t)) return RT_INVOKE_OUT_OF_MEMORY;
    builder b = {nodes, node_count, &out->arena, NULL, NULL};
    b.sizes = rt_arena_alloc(&out->arena, sizeof(size_t) * node_count);
    b.alignments = rt_arena_alloc(&out->arena, sizeof(size_t) * node_count);
    out->atypes = rt_arena_alloc(&out->arena, sizeof(ffi_type *) * (arg_count ? arg_count : 1));
    if (b.sizes == NULL || b.alignments == NULL || out->atypes == NULL) return RT_INVOKE_OUT_OF_MEMORY;

    size_t i = 0;
    for (int32_t tree = -1; tree < (int32_t)arg_count; tree++) {
        *bad_index = tree;
        rt_invoke_status s = validate(&b, i, node_count, 0);
        if (s != RT_INVOKE_OK) return s;
        if (tree >= 0 && nodes[i].kind == RT_FFI_VOID) return RT_INVOKE_VOID_ARGUMENT;
        element e;
        s = build_node(&b, i, 0, &e);
        if (s != RT_INVOKE_OK) return s;
        if (tree < 0) out->rtype = e.type;
        else out->atypes[tree] = e.type;
        i += nodes[i].span;
    }
    *bad_index = -2;
    if (i != node_count) return RT_INVOKE_MALFORMED;
    out->node_sizes = b.sizes;
    out->node_alignments = b.alignments;
    out->node_count = node_count;
    return RT_INVOKE_OK;
}
