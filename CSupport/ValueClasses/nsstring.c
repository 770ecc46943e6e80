/* NSString, immutable: the byte length in an ivar, the UTF-8 bytes (plus NUL) in the object's
 * indexed bytes. -length counts UTF-16 units, as Foundation does, and so do all the indexes
 * and ranges of the methods the other nsstring_*.c files add (rt_strings_private.h). */
#include "rt_nsstring.h"
#include "rt_nsmutablestring.h"
#include "rt_class.h"
#include "rt_ivar.h"
#include "rt_lock.h"
#include "rt_method.h"
#include "rt_object.h"
#include "rt_hash.h"
#include "rt_small_object.h"
#include "rt_selector.h"
#include "rt_strings_private.h"
#include "rt_nsarray.h"
#include "rt_nsexception.h"
#include <string.h>

static Class string_class;

/* No lock. */
Class rt_NSString(void) { return string_class; }

/* No lock. */
bool rt_object_isNSString(id obj) {
    for (Class c = rt_object_getClass(obj); c; c = c->superclass)
        if (c == string_class) return true;
    return false;
}

/* No lock. */
id rt_nsstring_create(const char *utf8, size_t length) {
    if (!utf8 && length) return NULL;
    id s = rt_class_createInstance(string_class, length + 1);
    if (!s) return NULL;
    memcpy((char *)s + sizeof(struct rt_object), &length, sizeof length);
    char *bytes = rt_object_getIndexedIvars(s);
    if (length) memcpy(bytes, utf8, length);
    bytes[length] = '\0';
    return s;
}

/* One walk up the class chain: an NSMutableString keeps its bytes in a buffer it replaces
 * on every change (nsmutablestring.c), an immutable string inside the object, a literal of
 * compiled code in its image or in its pointer (nsconstantstring.c). No lock except the
 * small strings' table lock. */
const char *rt_nsstring_getUTF8(id string, size_t *length) {
    if (rt_object_isSmall(string)) {
        if (rt_values_isKind(string, string_class)) return rt_nstaggedstring_bytes(string, length);
        *length = 0;
        return NULL;
    }
    Class first = string ? atomic_load_explicit(&string->isa, memory_order_relaxed) : NULL;
    if (first == string_class && first) { /* the common case, before any other class is asked for */
        memcpy(length, (char *)string + sizeof(struct rt_object), sizeof *length);
        return rt_object_getIndexedIvars(string);
    }
    Class mutableClass = rt_NSMutableString();
    Class constantClass = rt_NSConstantString();
    for (Class c = rt_object_getClass(string); c; c = c->superclass) {
        if (c == mutableClass && mutableClass) return rt_nsmutablestring_contents(string, length);
        if (c == constantClass && constantClass) return rt_nsconstantstring_bytes(string, length);
        if (c == string_class) {
            memcpy(length, (char *)string + sizeof(struct rt_object), sizeof *length);
            return rt_object_getIndexedIvars(string);
        }
    }
    *length = 0;
    return NULL;
}

/* No lock. */
size_t rt_nsstring_byteLength(id string) {
    size_t length;
    rt_nsstring_getUTF8(string, &length);
    return length;
}

/* No lock. */
const char *rt_nsstring_UTF8String(id string) {
    size_t length;
    return rt_nsstring_getUTF8(string, &length);
}

/* No lock. */
size_t rt_nsstring_utf16Length(id string) {
    size_t n;
    const unsigned char *s = (const unsigned char *)rt_nsstring_getUTF8(string, &n);
    size_t units = 0;
    for (size_t i = 0; s && i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) units++;
        if (s[i] >= 0xF0) units++;
    }
    return units;
}

/* No lock (pure). */
uint64_t rt_nsstring_hashUTF8(const char *utf8, size_t length) { return rt_hash_bytes(utf8, length); }

/* -UTF8String. No lock. */
static const char *imp_UTF8String(id self, SEL cmd) {
    (void)cmd;
    return rt_nsstring_UTF8String(self);
}

/* -length: UTF-16 code units (4-byte UTF-8 sequences are surrogate pairs). No lock. */
static uintptr_t imp_length(id self, SEL cmd) {
    (void)cmd;
    return rt_nsstring_utf16Length(self);
}

/* -isEqual: byte equality with another NSString. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    size_t n, m;
    const char *a = rt_nsstring_getUTF8(self, &n), *b = rt_nsstring_getUTF8(other, &m);
    return a && b && n == m && memcmp(a, b, n) == 0;
}

/* The word after _byteLength: an immutable string's hash once asked for, 0 until then. A
 * string used as a dictionary key is hashed on every lookup (GVUserDefaults' mapping, YYModel's
 * key tables), and its bytes never change. */
static _Atomic(uintptr_t) *hash_slot(id string) {
    return (_Atomic(uintptr_t) *)(void *)((char *)string + sizeof(struct rt_object) + sizeof(size_t));
}

/* -hash: rt_hash_bytes of the UTF-8 bytes, so equal strings of every string class (mutable,
 * literal, small) hash equal. An instance of NSString itself keeps it: two threads may both
 * compute it and store the same word (relaxed: the word is the whole message). A hash that
 * comes out 0 is computed each time. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    bool keeps = !rt_object_isSmall(self) && self && atomic_load_explicit(&self->isa, memory_order_relaxed) == string_class;
    if (keeps) {
        uintptr_t kept = atomic_load_explicit(hash_slot(self), memory_order_relaxed);
        if (kept) return kept;
    }
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(self, &n);
    uintptr_t h = (uintptr_t)rt_hash_bytes(bytes, n);
    if (keeps) atomic_store_explicit(hash_slot(self), h, memory_order_relaxed);
    return h;
}

/* -copyWithZone: immutable, so a copy is the same object retained. No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* -description: itself. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    return self;
}

/* Registers NSString under NSObject. Lock: the runtime lock inside the calls. */
void rt_nsstring_install(Class nsobject) {
    Class cls = rt_objc_allocateClassPair(nsobject, "NSString", 0, NULL);
    if (!cls) return;
    rt_class_addIvar(cls, "_byteLength", sizeof(size_t), 3, "Q", RT_IVAR_STRONG);
    rt_class_addIvar(cls, "_hash", sizeof(uintptr_t), 3, "Q", RT_IVAR_STRONG);
    Ivar hashIvar = rt_class_getInstanceVariable(cls, "_hash");
    if (!hashIvar || (size_t)rt_ivar_getOffset(hashIvar) != sizeof(struct rt_object) + sizeof(size_t)) return;
    struct { const char *name; IMP imp; const char *types; bool classMethod; } methods[] = {
        {"UTF8String", (IMP)imp_UTF8String, "r*16@0:8", false},
        {"length", (IMP)imp_length, "Q16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, RT_BOOL_ENC "24@0:8@16", false},
        {"isEqualToString:", (IMP)imp_isEqual, RT_BOOL_ENC "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
    };
    Class meta = rt_class_getMetaClass(cls);
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(methods[i].classMethod ? meta : cls, rt_sel_registerName(methods[i].name),
                           methods[i].imp, methods[i].types);
    rt_objc_registerClassPair(cls);
    rt_runtime_lock();
    cls->flags |= RT_CLASS_BUILTIN;
    rt_runtime_unlock();
    string_class = cls;
}

/* The string methods beyond the core above, NSAssertionHandler and NSCharacterSet,
 * installed after NSArray (which gains -componentsJoinedByString:) and NSException. Lock: the
 * runtime lock inside the calls. */
void rt_strings_install(Class nsobject) {
    Class string = string_class;
    if (!string) return;
    rt_nsstring_create_install(string);
    rt_nsstring_compare_install(string);
    rt_nsstring_derive_install(string, rt_NSArray());
    rt_nsstring_numbers_install(string);
    rt_nsassertion_install(nsobject);
    rt_nscharacterset_install(nsobject);
    rt_nsstring_charsets_install(string);
    rt_nsscanner_install(nsobject);
}
