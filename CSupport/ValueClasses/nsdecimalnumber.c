/* NSDecimalNumber: mantissa (128-bit, at most 38 decimal digits), exponent and sign, kept
 * compact (no trailing zeros in the mantissa) so equal values have one representation and
 * one text. Immutable. Arithmetic is not provided: model mapping reads, writes and compares
 * decimals, which is what this class is for here. */
#include "rt_nsdecimalnumber.h"
#include "rt_method.h"
#include "rt_class.h"
#include "rt_nsnumber.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_type_codes.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

#define MAX_DIGITS 38
#define MIN_EXPONENT (-128)
#define MAX_EXPONENT 127

struct decimal {
    struct rt_object base;
    int64_t numberValue;  /* NSNumber's ivars, filled with rt_nsnumber_fillStorage */
    char numberType;
    uint64_t mantissa[2]; /* low, high */
    int32_t exponent;
    uint8_t negative;
    uint8_t isNaN;
};

/* A decimal value while it is being read or written. */
struct dec {
    u128 mantissa;
    int32_t exponent;
    bool negative;
    bool isNaN;
};

static Class decimal_class;

/* No lock. */
Class rt_NSDecimalNumber(void) { return decimal_class; }
/* No lock. */
bool rt_object_isNSDecimalNumber(id obj) { return rt_values_isKind(obj, decimal_class); }

/* No lock. */
static struct dec read_dec(id obj) {
    struct decimal *d = (struct decimal *)obj;
    return (struct dec){((u128)d->mantissa[1] << 64) | d->mantissa[0], d->exponent, d->negative, d->isNaN};
}

/* No lock. */
bool rt_nsdecimalnumber_isNaN(id obj) {
    return rt_object_isNSDecimalNumber(obj) && ((struct decimal *)obj)->isNaN;
}

/* Drops trailing zeros and brings the exponent into range (NaN above it, precision lost
 * below it). No lock. */
static void compact(struct dec *v) {
    if (v->isNaN) return;
    if (v->mantissa == 0) {
        v->exponent = 0;
        v->negative = false;
        return;
    }
    while (v->mantissa % 10 == 0 && v->exponent < MAX_EXPONENT) {
        v->mantissa /= 10;
        v->exponent++;
    }
    while (v->exponent < MIN_EXPONENT && v->mantissa) {
        v->mantissa /= 10;
        v->exponent++;
    }
    if (v->mantissa == 0) compact(v);
    if (v->exponent > MAX_EXPONENT) v->isNaN = true;
}

/* The text of a value into `out` (capacity at least 48 + 2 for long exponents handled by
 * plain digits: at most 38 digits, a sign, a point and 128 zeros → callers give 200).
 * Returns the length. No lock. */
static size_t format(struct dec v, char *out, size_t capacity) {
    char digits[48];
    size_t nd = 0;
    if (v.isNaN) return (size_t)snprintf(out, capacity, "NaN");
    if (v.mantissa == 0) return (size_t)snprintf(out, capacity, "0");
    for (u128 m = v.mantissa; m; m /= 10) digits[nd++] = (char)('0' + (int)(m % 10));
    size_t k = 0;
#define PUT(c) do { if (k + 1 < capacity) out[k] = (c); k++; } while (0)
    if (v.negative) PUT('-');
    if (v.exponent >= 0) {
        for (size_t i = nd; i > 0; i--) PUT(digits[i - 1]);
        for (int32_t i = 0; i < v.exponent; i++) PUT('0');
    } else {
        size_t fraction = (size_t)(-v.exponent);
        if (nd > fraction) {
            for (size_t i = nd; i > 0; i--) {
                PUT(digits[i - 1]);
                if (i - 1 == fraction) PUT('.');
            }
        } else {
            PUT('0');
            PUT('.');
            for (size_t i = nd; i < fraction; i++) PUT('0');
            for (size_t i = nd; i > 0; i--) PUT(digits[i - 1]);
        }
    }
#undef PUT
    if (capacity) out[k < capacity ? k : capacity - 1] = '\0';
    return k;
}

/* No lock. */
size_t rt_nsdecimalnumber_getString(id obj, char *buffer, size_t capacity) {
    if (!rt_object_isNSDecimalNumber(obj) || !buffer || !capacity) return 0;
    return format(read_dec(obj), buffer, capacity);
}

/* Reads the longest decimal prefix of s[0..<n]. No lock. */
static struct dec parse(const char *s, size_t n) {
    struct dec v = {0, 0, false, false};
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
    if (i < n && (s[i] == '+' || s[i] == '-')) v.negative = s[i++] == '-';
    bool any = false;
    int significant = 0;
    for (bool fraction = false; i < n; i++) {
        char c = s[i];
        if (c == '.' && !fraction) {
            fraction = true;
            continue;
        }
        if (c < '0' || c > '9') break;
        any = true;
        if (significant < MAX_DIGITS) {
            v.mantissa = v.mantissa * 10 + (u128)(c - '0');
            if (v.mantissa) significant++;
            if (fraction) v.exponent--;
        } else if (!fraction) {
            v.exponent++;  /* a digit beyond 38 before the point still scales the value */
        }
    }
    if (!any) {
        v.isNaN = true;
        return v;
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1;
        bool negative = false;
        if (j < n && (s[j] == '+' || s[j] == '-')) negative = s[j++] == '-';
        if (j < n && s[j] >= '0' && s[j] <= '9') {
            long e = 0;
            for (; j < n && s[j] >= '0' && s[j] <= '9'; j++)
                if (e < 100000) e = e * 10 + (s[j] - '0');
            long total = (long)v.exponent + (negative ? -e : e);
            if (total > 100000) total = 100000;
            if (total < -100000) total = -100000;
            v.exponent = (int32_t)total;
        }
    }
    compact(&v);
    return v;
}

/* A new instance (+1) holding `v`, its NSNumber part filled. No lock. */
static id make(struct dec v) {
    struct decimal *d = (struct decimal *)rt_class_createInstance(decimal_class, 0);
    if (!d) return NULL;
    d->mantissa[0] = (uint64_t)v.mantissa;
    d->mantissa[1] = (uint64_t)(v.mantissa >> 64);
    d->exponent = v.exponent;
    d->negative = v.negative;
    d->isNaN = v.isNaN;
    /* An exact integer when the value is one and fits; the nearest double otherwise. */
    u128 whole = v.mantissa;
    bool exact = !v.isNaN && v.exponent >= 0;
    for (int32_t e = 0; exact && e < v.exponent; e++) {
        if (whole > (u128)INT64_MAX) exact = false;
        whole *= 10;
    }
    if (exact && whole <= (u128)INT64_MAX + (v.negative ? 1 : 0)) {
        int64_t integer = v.negative ? (int64_t)(0 - (uint64_t)whole) : (int64_t)whole;
        rt_nsnumber_fillStorage((id)d, 'q', integer, 0);
    } else {
        char text[200];
        format(v, text, sizeof text);
        rt_nsnumber_fillStorage((id)d, 'd', 0, v.isNaN ? NAN : strtod(text, NULL));
    }
    return (id)d;
}

/* No lock. */
id rt_nsdecimalnumber_createWithString(const char *utf8, size_t length) {
    if (!utf8 && length) return NULL;
    return make(parse(utf8 ? utf8 : "", length));
}

/* No lock. */
id rt_nsdecimalnumber_createWithNumber(id number) {
    if (rt_object_isNSDecimalNumber(number)) return rt_objc_retain(number);
    if (!rt_object_isNSNumber(number)) return NULL;
    struct dec v = {0, 0, false, false};
    switch (rt_type_code_of(rt_nsnumber_objCType(number))->kind) {
    case RT_TYPE_UNSIGNED_INTEGER:
        v.mantissa = rt_nsnumber_uint64Value(number);
        break;
    case RT_TYPE_FLOATING_POINT: {
        double d = rt_nsnumber_doubleValue(number);
        if (isnan(d) || isinf(d)) {
            v.isNaN = true;
            break;
        }
        void *pool = rt_objc_autoreleasePoolPush();
        const char *text = rt_values_descriptionUTF8(number);  /* the shortest round-trip text */
        v = parse(text, strlen(text));
        rt_objc_autoreleasePoolPop(pool);
        break;
    }
    default: {
        int64_t i = rt_nsnumber_int64Value(number);
        v.negative = i < 0;
        v.mantissa = i < 0 ? (u128)(0 - (uint64_t)i) : (u128)i;
    }
    }
    compact(&v);
    return make(v);
}

/* -stringValue / -description: the canonical text, autoreleased. No lock. */
static id imp_stringValue(id self, SEL cmd) {
    (void)cmd;
    char text[200];
    size_t n = format(read_dec(self), text, sizeof text);
    return rt_objc_autorelease(rt_nsstring_create(text, n < sizeof text ? n : sizeof text - 1));
}

/* -objCType: "d", as Foundation answers for every decimal. No lock. */
static const char *imp_objCType(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return "d";
}

/* +decimalNumberWithString:: autoreleased (NaN for text without digits). No lock. */
static id imp_decimalNumberWithString(id self, SEL cmd, id string) {
    (void)self;
    (void)cmd;
    size_t n;
    const char *s = rt_nsstring_getUTF8(string, &n);
    return rt_objc_autorelease(rt_nsdecimalnumber_createWithString(s ? s : "", s ? n : 0));
}

/* -initWithString:: a class-cluster style init (the placeholder is released). No lock. */
static id imp_initWithString(id self, SEL cmd, id string) {
    (void)cmd;
    rt_objc_release(self);
    size_t n;
    const char *s = rt_nsstring_getUTF8(string, &n);
    return rt_nsdecimalnumber_createWithString(s ? s : "", s ? n : 0);
}

/* +notANumber: a NaN decimal, autoreleased. No lock. */
static id imp_notANumber(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(make((struct dec){0, 0, false, true}));
}

/* Foundation's NSDecimal, field for field (CSupport/Headers/Foundation/NSDecimalNumber.h):
 * the mantissa in `length` 16-bit words, least significant first; NaN is length 0 with
 * isNegative set. Passed by value in memory (20 bytes). */
struct ns_decimal {
    signed int exponent : 8;
    unsigned int length : 4;
    unsigned int isNegative : 1;
    unsigned int isCompact : 1;
    unsigned int reserved : 18;
    uint16_t mantissa[8];
};
#define NS_DECIMAL_ENC "{?=b8b4b1b1b18[8S]}"

/* A compact value as an NSDecimal. No lock. */
static struct ns_decimal to_ns_decimal(struct dec v) {
    struct ns_decimal d;
    memset(&d, 0, sizeof d);
    d.isCompact = 1;
    if (v.isNaN) {
        d.isNegative = 1;
        return d;
    }
    d.exponent = v.exponent;
    d.isNegative = v.negative && v.mantissa;
    unsigned length = 0;
    for (u128 m = v.mantissa; m; m >>= 16) d.mantissa[length++] = (uint16_t)(m & 0xffff);
    d.length = length;
    return d;
}

/* An NSDecimal as a compact value: digits beyond 38 are dropped (the exponent grows). No
 * lock. */
static struct dec from_ns_decimal(struct ns_decimal d) {
    struct dec v = {0, d.exponent, d.isNegative, d.length == 0 && d.isNegative};
    for (unsigned i = d.length > 8 ? 8 : d.length; i-- > 0;) v.mantissa = (v.mantissa << 16) | d.mantissa[i];
    u128 limit = 1;
    for (int i = 0; i < MAX_DIGITS; i++) limit *= 10;
    while (v.mantissa >= limit) {
        v.mantissa /= 10;
        v.exponent++;
    }
    compact(&v);
    return v;
}

/* -[NSNumber decimalValue]: a decimal's own value, another number's through
 * rt_nsdecimalnumber_createWithNumber (a double by its shortest text). No lock. */
static struct ns_decimal imp_decimalValue(id self, SEL cmd) {
    (void)cmd;
    if (rt_object_isNSDecimalNumber(self)) return to_ns_decimal(read_dec(self));
    id made = rt_nsdecimalnumber_createWithNumber(self);
    struct dec v = made ? read_dec(made) : (struct dec){0, 0, false, true};
    rt_objc_release(made);
    return to_ns_decimal(v);
}

/* -initWithDecimal: (the placeholder is released) and +decimalNumberWithDecimal:
 * (autoreleased). No lock. */
static id imp_initWithDecimal(id self, SEL cmd, struct ns_decimal d) {
    (void)cmd;
    rt_objc_release(self);
    return make(from_ns_decimal(d));
}
/* No lock. */
static id imp_decimalNumberWithDecimal(id self, SEL cmd, struct ns_decimal d) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(make(from_ns_decimal(d)));
}

/* Registers NSDecimalNumber under NSNumber. Lock: the runtime lock inside the calls. */
void rt_nsdecimalnumber_install(void) {
    Class number = rt_NSNumber();
    if (!number) return;
    static const struct rt_value_ivar ivars[] = {
        {"_mantissa", 16, 3, "[2Q]", offsetof(struct decimal, mantissa)},
        {"_exponent", 4, 2, "i", offsetof(struct decimal, exponent)},
        {"_negative", 1, 0, "C", offsetof(struct decimal, negative)},
        {"_isNaN", 1, 0, "C", offsetof(struct decimal, isNaN)},
    };
    static const struct rt_value_method methods[] = {
        {"stringValue", (IMP)imp_stringValue, "@16@0:8", false},
        {"description", (IMP)imp_stringValue, "@16@0:8", false},
        {"objCType", (IMP)imp_objCType, "r*16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"initWithString:", (IMP)imp_initWithString, "@24@0:8@16", false},
        {"decimalNumberWithString:", (IMP)imp_decimalNumberWithString, "@24@0:8@16", true},
        {"notANumber", (IMP)imp_notANumber, "@16@0:8", true},
        {"initWithDecimal:", (IMP)imp_initWithDecimal, "@36@0:8" NS_DECIMAL_ENC "16", false},
        {"decimalNumberWithDecimal:", (IMP)imp_decimalNumberWithDecimal, "@36@0:8" NS_DECIMAL_ENC "16", true},
    };
    decimal_class = rt_values_makeClass(number, "NSDecimalNumber", ivars, sizeof ivars / sizeof ivars[0],
                                        methods, sizeof methods / sizeof methods[0]);
    rt_class_addMethod(number, rt_sel_registerName("decimalValue"), (IMP)imp_decimalValue, NS_DECIMAL_ENC "16@0:8");
}
