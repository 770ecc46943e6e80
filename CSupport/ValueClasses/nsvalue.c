/* NSValue: the byte count in an ivar; the bytes, then the NUL-terminated type encoding, in
 * the object's indexed bytes. Immutable. The encoding sizes +valueWithBytes:objCType: needs
 * come from encoding_size.c. */
#include "rt_nsvalue.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include "rt_hash.h"
#include <string.h>

struct value {
    struct rt_object base;
    size_t size;
    size_t typeLength;  /* 0 only for an instance made by +alloc */
};

static Class value_class;

/* No lock. */
Class rt_NSValue(void) { return value_class; }
/* No lock. */
bool rt_object_isNSValue(id obj) { return rt_values_isKind(obj, value_class); }

/* No lock. */
id rt_nsvalue_create(const void *bytes, size_t size, const char *type) {
    if ((!bytes && size) || !type || !*type) return NULL;
    size_t typeLength = strlen(type);
    if (size > SIZE_MAX - typeLength - 1) return NULL;
    struct value *v = (struct value *)rt_class_createInstance(value_class, size + typeLength + 1);
    if (!v) return NULL;
    v->size = size;
    v->typeLength = typeLength;
    char *storage = rt_object_getIndexedIvars((id)v);
    if (size) memcpy(storage, bytes, size);
    memcpy(storage + size, type, typeLength + 1);
    return (id)v;
}

/* No lock. */
const void *rt_nsvalue_bytes(id obj) {
    return rt_object_isNSValue(obj) ? rt_object_getIndexedIvars(obj) : NULL;
}

/* No lock. */
size_t rt_nsvalue_size(id obj) { return rt_object_isNSValue(obj) ? ((struct value *)obj)->size : 0; }

/* An NSValue made by +alloc/-init has no indexed bytes (typeLength 0): its type is "".
 * No lock. */
const char *rt_nsvalue_objCType(id obj) {
    if (!rt_object_isNSValue(obj)) return NULL;
    struct value *v = (struct value *)obj;
    if (!v->typeLength) return "";
    return (const char *)rt_object_getIndexedIvars(obj) + v->size;
}

/* -objCType. No lock. */
static const char *imp_objCType(id self, SEL cmd) {
    (void)cmd;
    return rt_nsvalue_objCType(self);
}

/* -getValue:size:: copies the bytes; a size that differs from the stored one leaves a
 * pending NSInvalidArgumentException and copies nothing (Foundation raises too). No lock. */
static void imp_getValueSize(id self, SEL cmd, void *buffer, uintptr_t size) {
    size_t stored = rt_nsvalue_size(self);
    if (size != stored || (!buffer && size)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           "the buffer size does not match the value's size", size, stored);
        return;
    }
    if (size) memcpy(buffer, rt_nsvalue_bytes(self), size);
}

/* -isEqual: / -isEqualToValue:: the same type string and bytes. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    if (!rt_object_isNSValue(self) || !rt_object_isNSValue(other)) return 0;  /* objCType is NULL otherwise */
    size_t n = rt_nsvalue_size(self);
    return n == rt_nsvalue_size(other) && strcmp(rt_nsvalue_objCType(self), rt_nsvalue_objCType(other)) == 0 &&
           (n == 0 || memcmp(rt_nsvalue_bytes(self), rt_nsvalue_bytes(other), n) == 0);
}

/* -hash: FNV-1a of the bytes. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return (uintptr_t)rt_hash_bytes(rt_nsvalue_bytes(self), rt_nsvalue_size(self));
}

/* -description: "<type: hex bytes>", autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    const unsigned char *p = rt_nsvalue_bytes(self);
    size_t n = rt_nsvalue_size(self);
    struct rt_strbuf b = {0};
    rt_strbuf_appendf(&b, "<%s:", rt_nsvalue_objCType(self) ? rt_nsvalue_objCType(self) : "");
    for (size_t i = 0; i < n; i++) rt_strbuf_appendf(&b, "%s%02x", i % 4 == 0 ? " " : "", p[i]);
    rt_strbuf_appendC(&b, ">");
    return rt_strbuf_finish(&b);
}

/* -copyWithZone:: immutable, so itself. No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* +valueWithBytes:objCType: / +value:withObjCType:: the size comes from the encoding; an
 * encoding it cannot measure → nil and a pending NSInvalidArgumentException. No lock. */
static id imp_valueWithBytesObjCType(id self, SEL cmd, const void *bytes, const char *type) {
    size_t size;
    if (!type || !rt_encoding_sizeAndAlignment(type, &size, NULL) || (!bytes && size)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           type ? type : "(null type)", 0, 0);
        return NULL;
    }
    return rt_objc_autorelease(rt_nsvalue_create(bytes, size, type));
}

/* +valueWithPointer: / -pointerValue. No lock. */
static id imp_valueWithPointer(id self, SEL cmd, const void *pointer) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsvalue_create(&pointer, sizeof pointer, "^v"));
}
/* No lock. */
static void *imp_pointerValue(id self, SEL cmd) {
    (void)cmd;
    void *pointer = NULL;
    if (rt_nsvalue_size(self) == sizeof pointer) memcpy(&pointer, rt_nsvalue_bytes(self), sizeof pointer);
    return pointer;
}

/* +valueWithNonretainedObject: / -nonretainedObjectValue: the pointer, typed "@", not
 * retained (the caller keeps the object alive, as in Foundation). No lock. */
static id imp_valueWithNonretainedObject(id self, SEL cmd, id obj) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsvalue_create(&obj, sizeof obj, "@"));
}
/* No lock. */
static id imp_nonretainedObjectValue(id self, SEL cmd) { return (id)imp_pointerValue(self, cmd); }

/* -getValue:: copies the stored bytes (the buffer must be large enough, as Foundation
 * requires; -getValue:size: checks). No lock. */
static void imp_getValue(id self, SEL cmd, void *buffer) {
    (void)cmd;
    size_t n = rt_nsvalue_size(self);
    if (buffer && n) memcpy(buffer, rt_nsvalue_bytes(self), n);
}

/* NSRange's encoding. */
#define RANGE_TYPE "{_NSRange=QQ}"

/* +valueWithRange: / -rangeValue ({0, 0} for a value of another type). No lock. */
static id imp_valueWithRange(id self, SEL cmd, struct rt_range range) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsvalue_create(&range, sizeof range, RANGE_TYPE));
}
/* No lock. */
static struct rt_range imp_rangeValue(id self, SEL cmd) {
    (void)cmd;
    struct rt_range r = {0, 0};
    const char *type = rt_nsvalue_objCType(self);
    if (type && strcmp(type, RANGE_TYPE) == 0 && rt_nsvalue_size(self) == sizeof r)
        memcpy(&r, rt_nsvalue_bytes(self), sizeof r);
    return r;
}

#define B RT_BOOL_ENC

/* Registers NSValue. Lock: the runtime lock inside the calls. */
void rt_nsvalue_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_size", sizeof(size_t), 3, "Q", offsetof(struct value, size)},
        {"_typeLength", sizeof(size_t), 3, "Q", offsetof(struct value, typeLength)},
    };
    static const struct rt_value_method methods[] = {
        {"objCType", (IMP)imp_objCType, "r*16@0:8", false},
        {"getValue:size:", (IMP)imp_getValueSize, "v32@0:8^v16Q24", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToValue:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"pointerValue", (IMP)imp_pointerValue, "^v16@0:8", false},
        {"nonretainedObjectValue", (IMP)imp_nonretainedObjectValue, "@16@0:8", false},
        {"getValue:", (IMP)imp_getValue, "v24@0:8^v16", false},
        {"rangeValue", (IMP)imp_rangeValue, RANGE_TYPE "16@0:8", false},
        {"valueWithBytes:objCType:", (IMP)imp_valueWithBytesObjCType, "@32@0:8r^v16r*24", true},
        {"value:withObjCType:", (IMP)imp_valueWithBytesObjCType, "@32@0:8r^v16r*24", true},
        {"valueWithPointer:", (IMP)imp_valueWithPointer, "@24@0:8r^v16", true},
        {"valueWithNonretainedObject:", (IMP)imp_valueWithNonretainedObject, "@24@0:8@16", true},
        {"valueWithRange:", (IMP)imp_valueWithRange, "@32@0:8" RANGE_TYPE "16", true},
    };
    value_class = rt_values_makeClass(nsobject, "NSValue", ivars, sizeof ivars / sizeof ivars[0],
                                      methods, sizeof methods / sizeof methods[0]);
}
