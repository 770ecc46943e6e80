/* objc4's method_*, ivar_* and property_* functions for compiled code, over the core.
 *
 * The core keeps a method's raw type encoding ("i24@0:8d16"); the argument functions read it
 * here with a small scanner of one type at a time. method_getDescription needs a record laid
 * out as struct objc_method_description ({SEL, types}), which the core's method record is
 * not, so those records live in a side table here, one per method, made on first request. */
#include "rt_abi_private.h"
#include "rt_ivar.h"
#include "rt_lock.h"
#include "rt_method.h"
#include "rt_property.h"
#include "rt_selector.h"
#include "rt_type_codes.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- Reading a method's type encoding ---- */

/* Past a "…" quoted name; NULL when unterminated. No lock. */
static const char *past_quote(const char *p) {
    const char *end = strchr(p + 1, '"');
    return end ? end + 1 : NULL;
}

/* Past one type — qualifiers, _Atomic and _Complex prefixes included — but not the frame
 * offset after it; NULL on a malformed or empty encoding. No lock. */
static const char *past_type(const char *p, int depth) {
    if (!p || depth > 64) return NULL;
    while (*p && (rt_type_isQualifier(*p) || *p == RT_TYPE_ATOMIC_PREFIX || *p == RT_TYPE_COMPLEX_PREFIX)) p++;
    switch (*p) {
    case '\0':
        return NULL;
    case '^':
        return past_type(p + 1, depth + 1);
    case '@':
        p++;
        if (*p == '?') return p + 1;           /* a block */
        if (*p == '"') return past_quote(p);   /* @"ClassName" */
        return p;
    case 'b':
        p++;
        while (isdigit((unsigned char)*p)) p++;
        return p;
    case '[':
        p++;
        while (isdigit((unsigned char)*p)) p++;
        p = past_type(p, depth + 1);
        return p && *p == ']' ? p + 1 : NULL;
    case '{':
    case '(': {
        int nesting = 0;
        do {
            if (*p == '"') {
                p = past_quote(p);
                if (!p) return NULL;
                continue;
            }
            if (*p == '{' || *p == '(') nesting++;
            else if (*p == '}' || *p == ')') nesting--;
            else if (!*p) return NULL;
            p++;
        } while (nesting > 0);
        return p;
    }
    default:
        return p + 1;
    }
}

/* Past a frame offset ("24", "-8", "+4"). No lock. */
static const char *past_offset(const char *p) {
    if (*p == '+' || *p == '-') p++;
    while (isdigit((unsigned char)*p)) p++;
    return p;
}

/* The start and end of type number `index` of `types` (0: the return type, 1: self, 2: _cmd,
 * then the arguments); false when there are fewer types. No lock. */
static bool nth_type(const char *types, unsigned int index, const char **start, const char **end) {
    const char *p = types;
    if (!p) return false;
    for (unsigned int i = 0;; i++) {
        if (!*p) return false;
        const char *e = past_type(p, 0);
        if (!e) return false;
        if (i == index) {
            *start = p;
            *end = e;
            return true;
        }
        p = past_offset(e);
    }
}

/* A malloc'd copy of type `index` of the method's encoding, or NULL. No lock. */
static char *copy_type(Method m, unsigned int index) {
    const char *start, *end;
    if (!m || !nth_type(rt_method_getTypeEncoding(m), index, &start, &end)) return NULL;
    size_t n = (size_t)(end - start);
    char *copy = malloc(n + 1);
    if (!copy) return NULL;
    memcpy(copy, start, n);
    copy[n] = '\0';
    return copy;
}

/* Type `index` into `dst` as strncpy does (zero-filled, not terminated when it fills dst);
 * an empty string when there is no such type. No lock. */
static void get_type(Method m, unsigned int index, char *dst, size_t dstLength) {
    if (!dst || dstLength == 0) return;
    const char *start, *end;
    memset(dst, 0, dstLength);
    if (!m || !nth_type(rt_method_getTypeEncoding(m), index, &start, &end)) return;
    size_t n = (size_t)(end - start);
    memcpy(dst, start, n < dstLength ? n : dstLength);
}

/* ---- Methods ---- */

/* The method's selector as compiled code compares it (rt_sel_valueForCompiledCode). No lock. */
SEL method_getName(Method m) { return m ? rt_sel_valueForCompiledCode(rt_method_getName(m)) : NULL; }

/* No lock (an atomic load). */
IMP method_getImplementation(Method m) { return m ? rt_method_getImplementation(m) : NULL; }

/* The raw encoding clang or the caller gave, offsets included. No lock. */
const char *method_getTypeEncoding(Method m) { return m ? rt_method_getTypeEncoding(m) : NULL; }

/* Arguments including self and _cmd (types after the return type). No lock. */
unsigned int method_getNumberOfArguments(Method m) {
    const char *start, *end;
    unsigned int n = 0;
    while (m && nth_type(rt_method_getTypeEncoding(m), n + 1, &start, &end)) n++;
    return n;
}

/* The return type without its offset, qualifiers kept (malloc'd; free() it); NULL when the
 * method or its encoding is missing. No lock. */
char *method_copyReturnType(Method m) { return copy_type(m, 0); }

/* Argument `index` (0 is self) as method_copyReturnType; NULL past the last one. No lock. */
char *method_copyArgumentType(Method m, unsigned int index) {
    return index < UINT32_MAX ? copy_type(m, index + 1) : NULL;
}

/* The return type into `dst`, as strncpy. No lock. */
void method_getReturnType(Method m, char *dst, size_t dstLength) { get_type(m, 0, dst, dstLength); }

/* Argument `index` into `dst`, as strncpy; empty past the last one. No lock. */
void method_getArgumentType(Method m, unsigned int index, char *dst, size_t dstLength) {
    if (index == UINT32_MAX) {
        if (dst && dstLength) memset(dst, 0, dstLength);
        return;
    }
    get_type(m, index + 1, dst, dstLength);
}

/* method_getDescription's records: a chained hash table keyed by method record, under the
 * runtime lock. A record is never freed (callers keep the pointer); a disposed class's
 * methods leave theirs behind, and a method record at a reused address refreshes the
 * record's fields on its next request. */
struct description_node {
    Method method;
    struct rt_method_description description;
    struct description_node *next;
};
#define DESCRIPTION_BUCKETS 256u
static struct description_node *descriptions[DESCRIPTION_BUCKETS];

/* The method's selector and encoding as a struct objc_method_description, valid as long as
 * the process; NULL for NULL or out of memory. Lock: the runtime lock. */
struct rt_method_description *method_getDescription(Method m) {
    if (!m) return NULL;
    size_t bucket = ((uintptr_t)m >> 4) % DESCRIPTION_BUCKETS;
    rt_runtime_lock();
    struct description_node *node = descriptions[bucket];
    while (node && node->method != m) node = node->next;
    if (!node) {
        node = malloc(sizeof *node);
        if (node) {
            node->method = m;
            node->next = descriptions[bucket];
            descriptions[bucket] = node;
        }
    }
    if (node) node->description = (struct rt_method_description){
            rt_sel_valueForCompiledCode(rt_method_getName(m)), rt_method_getTypeEncoding(m)};
    rt_runtime_unlock();
    return node ? &node->description : NULL;
}

/* Sets the IMP and returns the old one; every cache sees the new one at once. NULL (nothing
 * changes) for a NULL method or IMP. Lock: the runtime lock. */
IMP method_setImplementation(Method m, IMP imp) { return m && imp ? rt_method_setImplementation(m, imp) : NULL; }

/* Swaps the two IMPs in one step. Lock: the runtime lock. */
void method_exchangeImplementations(Method m1, Method m2) {
    if (m1 && m2) rt_method_exchangeImplementations(m1, m2);
}

/* ---- Ivars ---- */

/* No lock. */
const char *ivar_getName(Ivar ivar) { return rt_ivar_getName(ivar); }

/* No lock. */
const char *ivar_getTypeEncoding(Ivar ivar) { return rt_ivar_getTypeEncoding(ivar); }

/* Offset from the start of the object; the first ivar of a root class's subclass sits after
 * MiniObjC's 16-byte header (objc4: after the 8-byte isa). No lock. */
ptrdiff_t ivar_getOffset(Ivar ivar) { return rt_ivar_getOffset(ivar); }

/* ---- Properties ---- */

/* No lock. */
const char *property_getName(rt_property_t property) { return rt_property_getName(property); }

/* The raw attribute string, e.g. "T@\"NSString\",C,N,V_name". No lock. */
const char *property_getAttributes(rt_property_t property) { return rt_property_getAttributes(property); }

/* The value of the attribute with letter `attributeName` (malloc'd; free() it), "" for a
 * flag such as "N", NULL when absent. No lock. */
char *property_copyAttributeValue(rt_property_t property, const char *attributeName) {
    if (!property || !attributeName) return NULL;
    return rt_property_copyAttributeValue(property, attributeName);
}

/* Past one attribute of an attribute string: up to the next comma outside quotes and
 * brackets. No lock. */
static const char *past_attribute(const char *p) {
    int nesting = 0;
    bool quoted = false;
    for (; *p; p++) {
        if (*p == '"') quoted = !quoted;
        else if (quoted) continue;
        else if (*p == '{' || *p == '(' || *p == '[') nesting++;
        else if (*p == '}' || *p == ')' || *p == ']') nesting--;
        else if (*p == ',' && nesting <= 0) break;
    }
    return p;
}

/* The property's attributes as name / value pairs, in one malloc'd block (free() it once):
 * the array, a terminating {NULL, NULL} entry, then the strings. NULL when it has none.
 * No lock. */
struct rt_abi_property_attribute *property_copyAttributeList(rt_property_t property, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    const char *attributes = property ? rt_property_getAttributes(property) : NULL;
    if (!attributes || !*attributes) return NULL;
    unsigned int count = 0;
    for (const char *p = attributes; *p;) {
        const char *end = past_attribute(p);
        if (end > p) count++;
        p = *end ? end + 1 : end;
    }
    if (count == 0) return NULL;
    /* Each attribute needs its one-letter name and its value, both NUL-terminated: at most
     * the attribute string's length plus three bytes per attribute. */
    size_t table = ((size_t)count + 1) * sizeof(struct rt_abi_property_attribute);
    size_t strings = strlen(attributes) + 3 * (size_t)count;
    struct rt_abi_property_attribute *list = malloc(table + strings);
    if (!list) return NULL;
    char *out = (char *)list + table;
    unsigned int n = 0;
    for (const char *p = attributes; *p;) {
        const char *end = past_attribute(p);
        if (end > p) {
            list[n].name = out;
            *out++ = *p;
            *out++ = '\0';
            list[n].value = out;
            size_t valueLength = (size_t)(end - p - 1);
            memcpy(out, p + 1, valueLength);
            out += valueLength;
            *out++ = '\0';
            n++;
        }
        p = *end ? end + 1 : end;
    }
    list[n] = (struct rt_abi_property_attribute){NULL, NULL};
    if (outCount) *outCount = n;
    return list;
}

/* Builds "<name><value>,<name><value>…"; an attribute with an empty or NULL name is
 * skipped. No lock. */
char *rt_abi_copyAttributeString(const struct rt_abi_property_attribute *attributes, unsigned int count) {
    if (!attributes && count) return NULL;
    size_t length = 1;
    for (unsigned int i = 0; i < count; i++) {
        if (!attributes[i].name || !*attributes[i].name) continue;
        length += strlen(attributes[i].name) + (attributes[i].value ? strlen(attributes[i].value) : 0) + 1;
    }
    char *string = malloc(length);
    if (!string) return NULL;
    char *out = string;
    for (unsigned int i = 0; i < count; i++) {
        if (!attributes[i].name || !*attributes[i].name) continue;
        if (out != string) *out++ = ',';
        size_t n = strlen(attributes[i].name);
        memcpy(out, attributes[i].name, n);
        out += n;
        if (attributes[i].value) {
            n = strlen(attributes[i].value);
            memcpy(out, attributes[i].value, n);
            out += n;
        }
    }
    *out = '\0';
    return string;
}
