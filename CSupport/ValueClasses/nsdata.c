/* NSData: the length in an ivar, the bytes in the object's indexed bytes (one allocation,
 * as NSString does it). Immutable, so any thread may read it. */
#include "rt_nsdata.h"
#include "rt_nsmutabledata.h"
#include "rt_class.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include "rt_hash.h"
#include <string.h>

struct data {
    struct rt_object base;
    size_t length;
};

static Class data_class;

/* No lock. */
Class rt_NSData(void) { return data_class; }
/* No lock. */
bool rt_object_isNSData(id obj) { return rt_values_isKind(obj, data_class); }

/* No lock. */
id rt_nsdata_create(const void *bytes, size_t length) {
    if (!bytes && length) return NULL;
    struct data *d = (struct data *)rt_class_createInstance(data_class, length);
    if (!d) return NULL;
    d->length = length;
    if (length) memcpy(rt_object_getIndexedIvars((id)d), bytes, length);
    return (id)d;
}

/* One walk up the class chain: an NSMutableData keeps its bytes in a buffer it replaces on
 * every change (nsmutabledata.c), an immutable one inside the object. No lock. */
const void *rt_nsdata_getBytes(id obj, size_t *length) {
    Class mutableClass = rt_NSMutableData();
    for (Class c = rt_object_getClass(obj); c; c = c->superclass) {
        if (c == mutableClass && mutableClass) return rt_nsmutabledata_contents(obj, length);
        if (c == data_class) {
            *length = ((struct data *)obj)->length;
            return rt_object_getIndexedIvars(obj);
        }
    }
    *length = 0;
    return NULL;
}

/* No lock. */
const void *rt_nsdata_bytes(id obj) {
    size_t length;
    return rt_nsdata_getBytes(obj, &length);
}

/* No lock. */
size_t rt_nsdata_length(id obj) {
    size_t length;
    rt_nsdata_getBytes(obj, &length);
    return length;
}

/* -bytes. No lock. */
static const void *imp_bytes(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdata_bytes(self);
}

/* -length. No lock. */
static uintptr_t imp_length(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdata_length(self);
}

/* -getBytes:length:: copies min(length, self.length) bytes. No lock. */
static void imp_getBytesLength(id self, SEL cmd, void *buffer, uintptr_t length) {
    (void)cmd;
    size_t n;
    const void *bytes = rt_nsdata_getBytes(self, &n);
    if (buffer && n) memcpy(buffer, bytes, length < n ? length : n);
}

/* -isEqual: / -isEqualToData:: the same bytes. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    size_t n, m;
    const void *a = rt_nsdata_getBytes(self, &n), *b = rt_nsdata_getBytes(other, &m);
    return a && b && n == m && (n == 0 || memcmp(a, b, n) == 0);
}

/* -hash: FNV-1a of the bytes. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    size_t n;
    const void *bytes = rt_nsdata_getBytes(self, &n);
    return (uintptr_t)rt_hash_bytes(bytes, n);
}

/* -description: "<0102abff 00>" (hex, a space every four bytes), autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    size_t n;
    const unsigned char *p = rt_nsdata_getBytes(self, &n);
    struct rt_strbuf b = {0};
    rt_strbuf_appendC(&b, "<");
    for (size_t i = 0; i < n; i++) rt_strbuf_appendf(&b, "%s%02x", i && i % 4 == 0 ? " " : "", p[i]);
    rt_strbuf_appendC(&b, ">");
    return rt_strbuf_finish(&b);
}

/* -copyWithZone:: immutable, so itself. No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* +data, +dataWithBytes:length:, autoreleased. No lock. */
static id imp_data(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdata_create(NULL, 0));
}
/* No lock. */
static id imp_dataWithBytesLength(id self, SEL cmd, const void *bytes, uintptr_t length) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsdata_create(bytes, length));
}

#define B RT_BOOL_ENC

/* Registers NSData. Lock: the runtime lock inside the calls. */
void rt_nsdata_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_length", sizeof(size_t), 3, "Q", offsetof(struct data, length)},
    };
    static const struct rt_value_method methods[] = {
        {"bytes", (IMP)imp_bytes, "r^v16@0:8", false},
        {"length", (IMP)imp_length, "Q16@0:8", false},
        {"getBytes:length:", (IMP)imp_getBytesLength, "v32@0:8^v16Q24", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToData:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"data", (IMP)imp_data, "@16@0:8", true},
        {"dataWithBytes:length:", (IMP)imp_dataWithBytesLength, "@32@0:8r^v16Q24", true},
    };
    data_class = rt_values_makeClass(nsobject, "NSData", ivars, sizeof ivars / sizeof ivars[0],
                                     methods, sizeof methods / sizeof methods[0]);
}
