/* NSNumber: the value in one 8-byte ivar (int64, uint64 or double, by the type's kind) and
 * the type code in another. What each code is (its kind and size) comes from the type-code
 * table (rt_type_codes.h). Equality, ordering and hashing work on the mathematical value,
 * so numbers of different types that hold the same value are equal and hash alike (what
 * Foundation does, and what dictionaries keyed by numbers need). */
#include "rt_nsnumber.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_type_codes.h"
#include "rt_values_private.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct number {
    struct rt_object base;
    union {
        int64_t s;
        uint64_t u;
        double d;
    } value;
    char type;
};

enum kind { SIGNED, UNSIGNED, FLOATING };

static int64_t double_to_int64(double d);
static uint64_t double_to_uint64(double d);

static Class number_class;

/* No lock. */
Class rt_NSNumber(void) { return number_class; }

/* No lock. */
bool rt_nsnumber_isValidType(char type) {
    return type != 0 && strchr(RT_TYPE_NUMBER_CODES, type) != NULL;
}

/* How the value is stored: c s i l q B (and 0, a number made by +alloc/-init) as int64.
 * No lock. */
static enum kind kind_of(char type) {
    switch (rt_type_code_of(type)->kind) {
    case RT_TYPE_UNSIGNED_INTEGER: return UNSIGNED;
    case RT_TYPE_FLOATING_POINT: return FLOATING;
    default: return SIGNED;
    }
}

/* No lock. */
bool rt_object_isNSNumber(id obj) { return rt_values_isKind(obj, number_class); }

/* No lock. */
static struct number *as_number(id obj) {
    return rt_object_isNSNumber(obj) ? (struct number *)obj : NULL;
}

/* No lock. */
static id make(char type) {
    struct number *n = (struct number *)rt_class_createInstance(number_class, 0);
    if (n) n->type = type;
    return (id)n;
}

/* No lock. */
id rt_nsnumber_createSigned(char type, int64_t v) {
    if (!rt_nsnumber_isValidType(type)) return NULL;
    const rt_type_code *t = rt_type_code_of(type);
    int64_t narrowed;
    if (t->kind == RT_TYPE_BOOLEAN) narrowed = v != 0;
    else if (t->kind != RT_TYPE_SIGNED_INTEGER) return NULL;
    else if (t->size == 1) narrowed = (int8_t)v;
    else if (t->size == 2) narrowed = (int16_t)v;
    else if (t->size == 4) narrowed = (int32_t)v;
    else narrowed = v;
    struct number *n = (struct number *)make(type);
    if (n) n->value.s = narrowed;
    return (id)n;
}

/* No lock. */
id rt_nsnumber_createUnsigned(char type, uint64_t v) {
    if (!rt_nsnumber_isValidType(type)) return NULL;
    const rt_type_code *t = rt_type_code_of(type);
    uint64_t narrowed;
    if (t->kind != RT_TYPE_UNSIGNED_INTEGER) return NULL;
    else if (t->size == 1) narrowed = (uint8_t)v;
    else if (t->size == 2) narrowed = (uint16_t)v;
    else if (t->size == 4) narrowed = (uint32_t)v;
    else narrowed = v;
    struct number *n = (struct number *)make(type);
    if (n) n->value.u = narrowed;
    return (id)n;
}

/* No lock. */
id rt_nsnumber_createDouble(char type, double v) {
    if (!rt_nsnumber_isValidType(type)) return NULL;
    const rt_type_code *t = rt_type_code_of(type);
    if (t->kind != RT_TYPE_FLOATING_POINT) return NULL;
    struct number *n = (struct number *)make(type);
    if (n) n->value.d = t->size == sizeof(float) ? (double)(float)v : v;
    return (id)n;
}

/* No lock: the instance is not shared yet. */
void rt_nsnumber_fillStorage(id obj, char type, int64_t integer, double real) {
    struct number *n = as_number(obj);
    if (!n) return;
    n->type = type;
    if (kind_of(type) == FLOATING) n->value.d = real;
    else n->value.s = integer;
}

/* No lock. */
char rt_nsnumber_read(id obj, int64_t *integer, uint64_t *unsignedInteger, double *real) {
    struct number *n = as_number(obj);
    if (!n) return 0;
    switch (kind_of(n->type)) {
    case SIGNED:
        *integer = n->value.s;
        *unsignedInteger = (uint64_t)n->value.s;
        *real = (double)n->value.s;
        break;
    case UNSIGNED:
        *integer = (int64_t)n->value.u;
        *unsignedInteger = n->value.u;
        *real = (double)n->value.u;
        break;
    default:
        *integer = double_to_int64(n->value.d);
        *unsignedInteger = double_to_uint64(n->value.d);
        *real = n->value.d;
    }
    return n->type ? n->type : 'i';
}

/* No lock. */
char rt_nsnumber_objCType(id obj) {
    struct number *n = as_number(obj);
    if (!n) return 0;
    return n->type ? n->type : 'i';
}

/* Truncation toward zero with clamping: C leaves out-of-range conversions undefined.
 * No lock. */
static int64_t double_to_int64(double d) {
    if (isnan(d)) return 0;
    if (d >= 9223372036854775808.0) return INT64_MAX;
    if (d <= -9223372036854775808.0) return INT64_MIN;
    return (int64_t)d;
}

/* No lock. */
static uint64_t double_to_uint64(double d) {
    if (isnan(d)) return 0;
    if (d >= 18446744073709551616.0) return UINT64_MAX;
    if (d < 0) return (uint64_t)double_to_int64(d);
    return (uint64_t)d;
}

/* No lock. */
int64_t rt_nsnumber_int64Value(id obj) {
    struct number *n = as_number(obj);
    if (!n) return 0;
    switch (kind_of(n->type)) {
    case SIGNED: return n->value.s;
    case UNSIGNED: return (int64_t)n->value.u;
    default: return double_to_int64(n->value.d);
    }
}

/* No lock. */
uint64_t rt_nsnumber_uint64Value(id obj) {
    struct number *n = as_number(obj);
    if (!n) return 0;
    switch (kind_of(n->type)) {
    case SIGNED: return (uint64_t)n->value.s;
    case UNSIGNED: return n->value.u;
    default: return double_to_uint64(n->value.d);
    }
}

/* No lock. */
double rt_nsnumber_doubleValue(id obj) {
    struct number *n = as_number(obj);
    if (!n) return 0;
    switch (kind_of(n->type)) {
    case SIGNED: return (double)n->value.s;
    case UNSIGNED: return (double)n->value.u;
    default: return n->value.d;
    }
}

/* An integer value exactly, as a 128-bit integer; false for a non-integral or out-of-range
 * double (those compare as doubles). No lock. */
static bool exact_integer(struct number *n, __int128 *out) {
    switch (kind_of(n->type)) {
    case SIGNED: *out = n->value.s; return true;
    case UNSIGNED: *out = n->value.u; return true;
    default: break;
    }
    double d = n->value.d;
    if (isnan(d) || d != floor(d) || d < -9223372036854775808.0 || d >= 18446744073709551616.0)
        return false;
    *out = d >= 0 ? (__int128)(uint64_t)d : (__int128)(int64_t)d;
    return true;
}

/* Compares an integer with a double exactly (no rounding of large integers). No lock. */
static int compare_integer_double(__int128 i, double d) {
    if (isnan(d)) return 1;
    if (d >= 18446744073709551616.0) return -1;
    if (d < -9223372036854775808.0) return 1;
    double fl = floor(d);
    __int128 f = fl >= 0 ? (__int128)(uint64_t)fl : (__int128)(int64_t)fl;
    if (i < f) return -1;
    if (i > f) return 1;
    return d > fl ? -1 : 0;
}

/* No lock. */
int rt_nsnumber_compare(id a, id b) {
    struct number *x = as_number(a), *y = as_number(b);
    if (!x || !y) return x ? 1 : (y ? -1 : 0);
    __int128 i, j;
    bool xi = exact_integer(x, &i), yi = exact_integer(y, &j);
    if (xi && yi) return i < j ? -1 : (i > j ? 1 : 0);
    if (xi) return compare_integer_double(i, y->value.d);
    if (yi) return -compare_integer_double(j, x->value.d);
    double p = x->value.d, q = y->value.d;
    if (isnan(p) || isnan(q)) return isnan(p) ? (isnan(q) ? 0 : -1) : 1;
    return p < q ? -1 : (p > q ? 1 : 0);
}

/* A 64-bit mix (splitmix64's finaliser). No lock. */
static uint64_t mix(uint64_t h) {
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebull;
    return h ^ (h >> 31);
}

/* -hash: equal values hash alike whatever their type. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    struct number *n = as_number(self);
    if (!n) return 0;
    __int128 i;
    if (exact_integer(n, &i)) return (uintptr_t)mix((uint64_t)i ^ (uint64_t)(i >> 64));
    double d = n->value.d;
    if (isnan(d)) return (uintptr_t)mix(0x7ff8000000000000ull);
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    return (uintptr_t)mix(bits);
}

/* -isEqual: / -isEqualToNumber:. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    if (!rt_object_isNSNumber(other)) return 0;
    return rt_nsnumber_compare(self, other) == 0;
}

/* -compare: NSComparisonResult (-1, 0, 1). A non-number argument → a pending
 * NSInvalidArgumentException, result 0. No lock. */
static intptr_t imp_compare(id self, SEL cmd, id other) {
    (void)cmd;
    if (!rt_object_isNSNumber(other)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, "compare:",
                           other ? "the argument is not an NSNumber" : "the argument is nil", 0, 0);
        return 0;
    }
    return rt_nsnumber_compare(self, other);
}

/* -objCType's strings: "c", "C", … for each code an NSNumber can hold, made once at
 * install (before any other thread sees the class). */
static char type_strings[128][2];

/* -objCType: a one-letter type string. No lock. */
static const char *imp_objCType(id self, SEL cmd) {
    (void)cmd;
    return type_strings[(unsigned char)rt_nsnumber_objCType(self) & 127];
}

/* The shortest %g text that reads back as the same value (0.1 prints "0.1", not
 * "0.10000000000000001"). No lock. */
static void shortest(char *buf, size_t size, double d, bool asFloat) {
    int maxDigits = asFloat ? 9 : 17;
    for (int p = 1; p <= maxDigits; p++) {
        snprintf(buf, size, "%.*g", p, d);
        if (asFloat ? strtof(buf, NULL) == (float)d : strtod(buf, NULL) == d) return;
    }
}

/* -description / -stringValue: the value in decimal, autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct number *n = as_number(self);
    char buf[64] = "0";
    if (n) {
        switch (kind_of(n->type)) {
        case SIGNED: snprintf(buf, sizeof buf, "%lld", (long long)n->value.s); break;
        case UNSIGNED: snprintf(buf, sizeof buf, "%llu", (unsigned long long)n->value.u); break;
        default:
            if (isnan(n->value.d) || isinf(n->value.d))
                snprintf(buf, sizeof buf, "%s", isnan(n->value.d) ? "nan" : (n->value.d > 0 ? "inf" : "-inf"));
            else
                shortest(buf, sizeof buf, n->value.d, rt_type_code_of(n->type)->size == sizeof(float));
        }
    }
    return rt_objc_autorelease(rt_nsstring_create(buf, strlen(buf)));
}

/* -copyWithZone: numbers are immutable, so the copy is the number itself. No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* The value getters: each converts as a C cast from the stored value would. No lock. */
static signed char imp_charValue(id self, SEL cmd) { (void)cmd; return (signed char)rt_nsnumber_int64Value(self); }
static unsigned char imp_unsignedCharValue(id self, SEL cmd) { (void)cmd; return (unsigned char)rt_nsnumber_uint64Value(self); }
static short imp_shortValue(id self, SEL cmd) { (void)cmd; return (short)rt_nsnumber_int64Value(self); }
static unsigned short imp_unsignedShortValue(id self, SEL cmd) { (void)cmd; return (unsigned short)rt_nsnumber_uint64Value(self); }
static int imp_intValue(id self, SEL cmd) { (void)cmd; return (int)rt_nsnumber_int64Value(self); }
static unsigned int imp_unsignedIntValue(id self, SEL cmd) { (void)cmd; return (unsigned int)rt_nsnumber_uint64Value(self); }
static long long imp_longLongValue(id self, SEL cmd) { (void)cmd; return rt_nsnumber_int64Value(self); }
static unsigned long long imp_unsignedLongLongValue(id self, SEL cmd) { (void)cmd; return rt_nsnumber_uint64Value(self); }
static float imp_floatValue(id self, SEL cmd) { (void)cmd; return (float)rt_nsnumber_doubleValue(self); }
static double imp_doubleValue(id self, SEL cmd) { (void)cmd; return rt_nsnumber_doubleValue(self); }
/* -boolValue: any non-zero value (0.5 included) is YES. No lock. */
static rt_BOOL imp_boolValue(id self, SEL cmd) {
    (void)cmd;
    struct number *n = as_number(self);
    if (!n) return 0;
    switch (kind_of(n->type)) {
    case SIGNED: return n->value.s != 0;
    case UNSIGNED: return n->value.u != 0;
    default: return n->value.d != 0;
    }
}

/* The +numberWith…: factories, autoreleased. No lock. */
static id imp_numberWithChar(id self, SEL cmd, signed char v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createSigned('c', v)); }
static id imp_numberWithUnsignedChar(id self, SEL cmd, unsigned char v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createUnsigned('C', v)); }
static id imp_numberWithShort(id self, SEL cmd, short v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createSigned('s', v)); }
static id imp_numberWithUnsignedShort(id self, SEL cmd, unsigned short v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createUnsigned('S', v)); }
static id imp_numberWithInt(id self, SEL cmd, int v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createSigned('i', v)); }
static id imp_numberWithUnsignedInt(id self, SEL cmd, unsigned int v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createUnsigned('I', v)); }
static id imp_numberWithLongLong(id self, SEL cmd, long long v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createSigned('q', v)); }
static id imp_numberWithUnsignedLongLong(id self, SEL cmd, unsigned long long v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createUnsigned('Q', v)); }
static id imp_numberWithFloat(id self, SEL cmd, float v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createDouble('f', v)); }
static id imp_numberWithDouble(id self, SEL cmd, double v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createDouble('d', v)); }
static id imp_numberWithBool(id self, SEL cmd, rt_BOOL v) { (void)self; (void)cmd; return RT_AUTORELEASE_RETURN(rt_nsnumber_createSigned('B', v != 0)); }

#define B RT_BOOL_ENC

/* Registers NSNumber under NSObject. Lock: the runtime lock inside the calls. */
void rt_nsnumber_install(Class nsobject) {
    for (const char *c = RT_TYPE_NUMBER_CODES; *c; c++) type_strings[(unsigned char)*c][0] = *c;
    static const struct rt_value_ivar ivars[] = {
        {"_value", 8, 3, "q", offsetof(struct number, value)},
        {"_objCType", 1, 0, "c", offsetof(struct number, type)},
    };
    static const struct rt_value_method methods[] = {
        {"objCType", (IMP)imp_objCType, "r*16@0:8", false},
        {"charValue", (IMP)imp_charValue, "c16@0:8", false},
        {"unsignedCharValue", (IMP)imp_unsignedCharValue, "C16@0:8", false},
        {"shortValue", (IMP)imp_shortValue, "s16@0:8", false},
        {"unsignedShortValue", (IMP)imp_unsignedShortValue, "S16@0:8", false},
        {"intValue", (IMP)imp_intValue, "i16@0:8", false},
        {"unsignedIntValue", (IMP)imp_unsignedIntValue, "I16@0:8", false},
        {"longValue", (IMP)imp_longLongValue, "q16@0:8", false},
        {"unsignedLongValue", (IMP)imp_unsignedLongLongValue, "Q16@0:8", false},
        {"longLongValue", (IMP)imp_longLongValue, "q16@0:8", false},
        {"unsignedLongLongValue", (IMP)imp_unsignedLongLongValue, "Q16@0:8", false},
        {"integerValue", (IMP)imp_longLongValue, "q16@0:8", false},
        {"unsignedIntegerValue", (IMP)imp_unsignedLongLongValue, "Q16@0:8", false},
        {"floatValue", (IMP)imp_floatValue, "f16@0:8", false},
        {"doubleValue", (IMP)imp_doubleValue, "d16@0:8", false},
        {"boolValue", (IMP)imp_boolValue, B "16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToNumber:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"compare:", (IMP)imp_compare, "q24@0:8@16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"stringValue", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"numberWithChar:", (IMP)imp_numberWithChar, "@20@0:8c16", true},
        {"numberWithUnsignedChar:", (IMP)imp_numberWithUnsignedChar, "@20@0:8C16", true},
        {"numberWithShort:", (IMP)imp_numberWithShort, "@20@0:8s16", true},
        {"numberWithUnsignedShort:", (IMP)imp_numberWithUnsignedShort, "@20@0:8S16", true},
        {"numberWithInt:", (IMP)imp_numberWithInt, "@20@0:8i16", true},
        {"numberWithUnsignedInt:", (IMP)imp_numberWithUnsignedInt, "@20@0:8I16", true},
        {"numberWithLong:", (IMP)imp_numberWithLongLong, "@24@0:8q16", true},
        {"numberWithUnsignedLong:", (IMP)imp_numberWithUnsignedLongLong, "@24@0:8Q16", true},
        {"numberWithLongLong:", (IMP)imp_numberWithLongLong, "@24@0:8q16", true},
        {"numberWithUnsignedLongLong:", (IMP)imp_numberWithUnsignedLongLong, "@24@0:8Q16", true},
        {"numberWithInteger:", (IMP)imp_numberWithLongLong, "@24@0:8q16", true},
        {"numberWithUnsignedInteger:", (IMP)imp_numberWithUnsignedLongLong, "@24@0:8Q16", true},
        {"numberWithFloat:", (IMP)imp_numberWithFloat, "@20@0:8f16", true},
        {"numberWithDouble:", (IMP)imp_numberWithDouble, "@24@0:8d16", true},
        {"numberWithBool:", (IMP)imp_numberWithBool, "@20@0:8" B "16", true},
    };
    number_class = rt_values_makeClass(nsobject, "NSNumber", ivars, sizeof ivars / sizeof ivars[0],
                                       methods, sizeof methods / sizeof methods[0]);
}
