/* GENERATED from Sources/ObjCEncoding/ScalarTypeCode.swift by Scripts/generate-type-codes.sh.
 * Do not edit: change the Swift table and regenerate; ObjCEncodingTests' TypeCodeTwinTests
 * fails while this file and the table differ.
 *
 * The one-letter type codes of the Objective-C type encoding and their facts for the host
 * ABI (x86-64 and arm64 Linux), for the C layers: what each code's value is, its size and
 * alignment, its C name, and the NSNumber getter that returns it. Also the one qualifier
 * alphabet. Constant data and pure functions: no lock. */
#ifndef MINIOBJC_RT_TYPE_CODES_H
#define MINIOBJC_RT_TYPE_CODES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What a value of the type is (ScalarTypeCode.Kind). */
typedef enum rt_type_kind {
    RT_TYPE_NONE = 0, /* the byte is not a one-letter type */
    RT_TYPE_SIGNED_INTEGER = 1,
    RT_TYPE_UNSIGNED_INTEGER = 2,
    RT_TYPE_FLOATING_POINT = 3,
    RT_TYPE_BOOLEAN = 4,
    RT_TYPE_VOID = 5,
    RT_TYPE_OBJECT = 6,
    RT_TYPE_CLASS = 7,
    RT_TYPE_SELECTOR = 8,
    RT_TYPE_CSTRING = 9,
    RT_TYPE_UNKNOWN = 10,
} rt_type_kind;

/* One row of the table. */
typedef struct rt_type_code {
    uint8_t kind;             /* rt_type_kind */
    uint8_t size;             /* bytes; 0 for void and for a type without layout */
    uint8_t alignment;        /* 0 when the type has no layout ('?') */
    const char *cName;        /* NULL for a byte that is not a code */
    const char *numberGetter; /* the NSNumber getter returning this C type, or NULL */
} rt_type_code;

/* The rows, indexed by code; every other byte is all zeros (RT_TYPE_NONE). */
static const rt_type_code rt_type_codes[128] = {
    ['c'] = {RT_TYPE_SIGNED_INTEGER, 1, 1, "char", "charValue"},
    ['C'] = {RT_TYPE_UNSIGNED_INTEGER, 1, 1, "unsigned char", "unsignedCharValue"},
    ['s'] = {RT_TYPE_SIGNED_INTEGER, 2, 2, "short", "shortValue"},
    ['S'] = {RT_TYPE_UNSIGNED_INTEGER, 2, 2, "unsigned short", "unsignedShortValue"},
    ['i'] = {RT_TYPE_SIGNED_INTEGER, 4, 4, "int", "intValue"},
    ['I'] = {RT_TYPE_UNSIGNED_INTEGER, 4, 4, "unsigned int", "unsignedIntValue"},
    ['l'] = {RT_TYPE_SIGNED_INTEGER, 4, 4, "long (32-bit)", "intValue"},
    ['L'] = {RT_TYPE_UNSIGNED_INTEGER, 4, 4, "unsigned long (32-bit)", "unsignedIntValue"},
    ['q'] = {RT_TYPE_SIGNED_INTEGER, 8, 8, "long long", "longLongValue"},
    ['Q'] = {RT_TYPE_UNSIGNED_INTEGER, 8, 8, "unsigned long long", "unsignedLongLongValue"},
    ['t'] = {RT_TYPE_SIGNED_INTEGER, 16, 16, "__int128", NULL},
    ['T'] = {RT_TYPE_UNSIGNED_INTEGER, 16, 16, "unsigned __int128", NULL},
    ['f'] = {RT_TYPE_FLOATING_POINT, 4, 4, "float", "floatValue"},
    ['d'] = {RT_TYPE_FLOATING_POINT, 8, 8, "double", "doubleValue"},
    ['D'] = {RT_TYPE_FLOATING_POINT, 16, 16, "long double", NULL},
    ['B'] = {RT_TYPE_BOOLEAN, 1, 1, "_Bool", "boolValue"},
    ['v'] = {RT_TYPE_VOID, 0, 1, "void", NULL},
    ['*'] = {RT_TYPE_CSTRING, 8, 8, "char *", NULL},
    ['@'] = {RT_TYPE_OBJECT, 8, 8, "id", NULL},
    ['#'] = {RT_TYPE_CLASS, 8, 8, "Class", NULL},
    [':'] = {RT_TYPE_SELECTOR, 8, 8, "SEL", NULL},
    ['?'] = {RT_TYPE_UNKNOWN, 0, 0, "unknown type", NULL},
};

/* The method-type qualifiers, in ObjCType.Qualifier's order: the one qualifier alphabet. */
#define RT_TYPE_QUALIFIERS "rnNoORV"
/* The prefixes of _Atomic T and _Complex T. */
#define RT_TYPE_ATOMIC_PREFIX 'A'
#define RT_TYPE_COMPLEX_PREFIX 'j'
/* The codes an NSNumber can be made with. */
#define RT_TYPE_NUMBER_CODES "cCsSiIlLqQfdB"

/* The row of `code`: kind RT_TYPE_NONE when the byte is not a one-letter type. No lock. */
static inline const rt_type_code *rt_type_code_of(char code) {
    static const rt_type_code none = {0, 0, 0, 0, 0};
    unsigned char c = (unsigned char)code;
    return c < 128 ? &rt_type_codes[c] : &none;
}

/* Whether `c` is a method-type qualifier (RT_TYPE_QUALIFIERS). No lock. */
static inline bool rt_type_isQualifier(char c) {
    switch (c) {
    case 'r': case 'n': case 'N': case 'o': case 'O': case 'R': case 'V':
        return true;
    default:
        return false;
    }
}

/* `type` after its qualifiers and atomic prefixes, as ObjCType.unqualified(_:) reads it:
 * an _Atomic T of a one-letter T is passed, read and written as a T. No lock. */
static inline const char *rt_type_unqualified(const char *type) {
    while (*type && (rt_type_isQualifier(*type) || *type == RT_TYPE_ATOMIC_PREFIX)) type++;
    return type;
}

#endif
