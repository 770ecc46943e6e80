/* Key-value coding on NSObject, as C IMPs added to NSObject at start-up.
 *
 * -valueForKey: searches, as Foundation does: the methods -get<Key>, -<key>, -is<Key>,
 * -_<key>; then, if +accessInstanceVariablesDirectly answers YES, the ivars _<key>,
 * _is<Key>, <key>, is<Key>; then sends -valueForUndefinedKey:. -setValue:forKey: searches
 * -set<Key>:, -_set<Key>:, then the same ivars, then sends -setValue:forUndefinedKey:.
 * Scalars are boxed in NSNumber and unboxed by the first character of the method's return
 * or argument type (or the ivar's type): the codes an NSNumber holds, c C s S i I l L q Q f d
 * B, each unboxed with its own getter (both from the type-code table, rt_type_codes.h);
 * objects (@, #) pass through; structs box as NSValue (struct accessors through
 * kvc_structs.c's libffi call). Scalar accessors are called through a C function-pointer cast
 * per C type, so no libffi is needed. nil for a scalar sends -setNilValueForKey:. The
 * default undefined-key and nil-value methods leave a pending exception (rt_exception.h)
 * where Foundation raises.
 *
 * Locks: none of its own. Method lookups take the runtime lock inside rt_msg_lookup; ivar
 * reads and writes of scalars are plain memory accesses, as in Foundation (object ivars go
 * through rt_object_getIvarRetained / rt_object_setIvar, which take what weak ivars need). */
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_ivar.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsnull.h"
#include "rt_nsnumber.h"
#include "rt_nsstring.h"
#include "rt_nsvalue.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_type_codes.h"
#include "rt_values_private.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Interned once at start-up. */
static struct {
    SEL valueForKey, setValueForKey, valueForUndefinedKey, setValueForUndefinedKey,
        setNilValueForKey, accessInstanceVariablesDirectly;
} K;

/* Each NSNumber code's own getter (-charValue for c, …), by code; interned at start-up from
 * the table's numberGetter column. */
static SEL number_getters[128];

/* The C types KVC moves scalars as: one per kind and width among the NSNumber codes. */
enum ctype { CT_NONE, CT_I8, CT_U8, CT_I16, CT_U16, CT_I32, CT_U32, CT_I64, CT_U64, CT_F32, CT_F64, CT_BOOL };

/* Every scalar KVC moves, read or written through its C type. */
union scalar {
    int8_t i8;
    uint8_t u8;
    int16_t i16;
    uint16_t u16;
    int32_t i32;
    uint32_t u32;
    int64_t i64;
    uint64_t u64;
    float f32;
    double f64;
    bool b;
};

/* The C type of a scalar code — one an NSNumber can hold — by its kind and size in the
 * table; CT_NONE for any other code. No lock. */
static enum ctype ctype_of(char t) {
    const rt_type_code *row = rt_type_code_of(t);
    if (row->numberGetter == NULL) return CT_NONE;
    switch (row->kind) {
    case RT_TYPE_BOOLEAN: return CT_BOOL;
    case RT_TYPE_FLOATING_POINT: return row->size == sizeof(float) ? CT_F32 : CT_F64;
    case RT_TYPE_SIGNED_INTEGER:
        return row->size == 1 ? CT_I8 : row->size == 2 ? CT_I16 : row->size == 4 ? CT_I32 : CT_I64;
    case RT_TYPE_UNSIGNED_INTEGER:
        return row->size == 1 ? CT_U8 : row->size == 2 ? CT_U16 : row->size == 4 ? CT_U32 : CT_U64;
    default: return CT_NONE;
    }
}

/* Byte size of a scalar code KVC moves, 0 for anything else. No lock. */
static size_t scalar_size(char t) { return ctype_of(t) == CT_NONE ? 0 : rt_type_code_of(t)->size; }

/* The type code of a type encoding, qualifiers (and _Atomic) skipped. No lock. */
static char type_code(const char *types) {
    if (!types) return 0;
    return *rt_type_unqualified(types);
}

/* The type of a method's first explicit argument (after self and _cmd), or NULL. No lock. */
static const char *first_argument_type(const char *types) {
    const char *p = rt_encoding_skipType(types); /* the return type */
    p = rt_encoding_skipType(p);                 /* self */
    p = rt_encoding_skipType(p);                 /* _cmd */
    return p && *p ? p : NULL;
}

/* A new NSNumber (+1) of the scalar at `bytes`, typed by `t`. NULL for another code.
 * No lock. */
static id box(char t, const void *bytes) {
    union scalar v;
    size_t n = scalar_size(t);
    if (!n) return NULL;
    memcpy(&v, bytes, n);
    switch (ctype_of(t)) {
    case CT_I8: return rt_nsnumber_createSigned(t, v.i8);
    case CT_I16: return rt_nsnumber_createSigned(t, v.i16);
    case CT_I32: return rt_nsnumber_createSigned(t, v.i32);
    case CT_I64: return rt_nsnumber_createSigned(t, v.i64);
    case CT_BOOL: return rt_nsnumber_createSigned(t, v.b);
    case CT_U8: return rt_nsnumber_createUnsigned(t, v.u8);
    case CT_U16: return rt_nsnumber_createUnsigned(t, v.u16);
    case CT_U32: return rt_nsnumber_createUnsigned(t, v.u32);
    case CT_U64: return rt_nsnumber_createUnsigned(t, v.u64);
    case CT_F32: return rt_nsnumber_createDouble(t, v.f32);
    case CT_F64: return rt_nsnumber_createDouble(t, v.f64);
    default: return NULL;
    }
}

/* Unboxes `value` to the scalar type `t` by sending the code's own getter (-charValue,
 * -intValue, …) as Foundation does, so any object answering it works. False (with a
 * pending exception from the send) when the value does not answer. Lock: none held. */
static bool unbox(id value, char t, union scalar *out) {
    enum ctype c = ctype_of(t);
    if (c == CT_NONE) return false;
    SEL g = number_getters[(unsigned char)t];
    id r = value;
    IMP f = rt_msg_lookup(&r, g);
    switch (c) {
    case CT_I8: out->i8 = ((signed char (*)(id, SEL))f)(r, g); break;
    case CT_U8: out->u8 = ((unsigned char (*)(id, SEL))f)(r, g); break;
    case CT_I16: out->i16 = ((short (*)(id, SEL))f)(r, g); break;
    case CT_U16: out->u16 = ((unsigned short (*)(id, SEL))f)(r, g); break;
    case CT_I32: out->i32 = ((int (*)(id, SEL))f)(r, g); break;
    case CT_U32: out->u32 = ((unsigned int (*)(id, SEL))f)(r, g); break;
    case CT_I64: out->i64 = ((long long (*)(id, SEL))f)(r, g); break;
    case CT_U64: out->u64 = ((unsigned long long (*)(id, SEL))f)(r, g); break;
    case CT_F32: out->f32 = ((float (*)(id, SEL))f)(r, g); break;
    case CT_F64: out->f64 = ((double (*)(id, SEL))f)(r, g); break;
    case CT_BOOL: out->b = ((rt_BOOL (*)(id, SEL))f)(r, g) != 0; break;
    default: return false;
    }
    return !rt_exception_isPending();
}

/* "<prefix><Key><suffix>" (the key's first letter capitalised when asked), malloc'd.
 * No lock. */
static char *compose(const char *prefix, const char *key, bool capitalize, const char *suffix) {
    size_t a = strlen(prefix), b = strlen(key), c = strlen(suffix);
    char *name = malloc(a + b + c + 1);
    if (!name) return NULL;
    memcpy(name, prefix, a);
    memcpy(name + a, key, b);
    memcpy(name + a + b, suffix, c + 1);
    if (capitalize && b) name[a] = (char)toupper((unsigned char)name[a]);
    return name;
}

/* The key's UTF-8, or NULL with a pending NSInvalidArgumentException. No lock. */
static const char *key_string(id self, id key, SEL cmd) {
    const char *k = rt_nsstring_UTF8String(key);
    if (!k) rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                               key ? "the key is not an NSString" : "the key is nil", 0, 0);
    return k;
}

/* The first method of `cls` among the patterns, or NULL; `*selOut` gets its selector.
 * Lock: the runtime lock inside the method lookups. */
static Method find_method(Class cls, const char *key, const char *const patterns[][3], size_t n,
                          SEL *selOut) {
    for (size_t i = 0; i < n; i++) {
        char *name = compose(patterns[i][0], key, patterns[i][1][0] == 'K', patterns[i][2]);
        if (!name) return NULL;
        SEL sel = rt_sel_registerName(name);
        free(name);
        Method m = sel ? rt_class_getInstanceMethod(cls, sel) : NULL;
        if (m) {
            *selOut = sel;
            return m;
        }
    }
    return NULL;
}

/* The ivar _<key>, _is<Key>, <key> or is<Key> when the class allows direct access, else
 * NULL. Lock: the runtime lock inside the ivar lookups. */
static Ivar find_ivar(id self, const char *key) {
    Class cls = rt_object_getClass(self);
    if (!cls || rt_class_isMetaClass(cls)) return NULL;
    id r = (id)cls;
    IMP imp = rt_msg_lookup(&r, K.accessInstanceVariablesDirectly);
    if (!((rt_BOOL(*)(id, SEL))imp)(r, K.accessInstanceVariablesDirectly)) return NULL;
    static const char *const patterns[][3] = {{"_", "k", ""}, {"_is", "K", ""}, {"", "k", ""}, {"is", "K", ""}};
    for (size_t i = 0; i < 4; i++) {
        char *name = compose(patterns[i][0], key, patterns[i][1][0] == 'K', patterns[i][2]);
        if (!name) return NULL;
        Ivar ivar = rt_class_getInstanceVariable(cls, name);
        free(name);
        if (ivar) return ivar;
    }
    return NULL;
}

/* Calls a getter and boxes its result (autoreleased). Lock: none held while it runs. */
static id call_getter(id self, SEL sel, const char *types, const char *key) {
    id r = self;
    IMP imp = rt_msg_lookup(&r, sel);
    char t = type_code(types);
    uint8_t kind = rt_type_code_of(t)->kind;
    if (kind == RT_TYPE_OBJECT || kind == RT_TYPE_CLASS) {
        id result = ((id(*)(id, SEL))imp)(r, sel);
        /* A getter in the copy/new families returns +1: hand it back autoreleased. */
        return rt_sel_getFamily(sel) != RT_SEL_FAMILY_NONE ? rt_objc_autorelease(result) : result;
    }
    union scalar v;
    switch (ctype_of(t)) {
    case CT_I8: v.i8 = ((signed char (*)(id, SEL))imp)(r, sel); break;
    case CT_U8: v.u8 = ((unsigned char (*)(id, SEL))imp)(r, sel); break;
    case CT_I16: v.i16 = ((short (*)(id, SEL))imp)(r, sel); break;
    case CT_U16: v.u16 = ((unsigned short (*)(id, SEL))imp)(r, sel); break;
    case CT_I32: v.i32 = ((int (*)(id, SEL))imp)(r, sel); break;
    case CT_U32: v.u32 = ((unsigned int (*)(id, SEL))imp)(r, sel); break;
    case CT_I64: v.i64 = ((long long (*)(id, SEL))imp)(r, sel); break;
    case CT_U64: v.u64 = ((unsigned long long (*)(id, SEL))imp)(r, sel); break;
    case CT_F32: v.f32 = ((float (*)(id, SEL))imp)(r, sel); break;
    case CT_F64: v.f64 = ((double (*)(id, SEL))imp)(r, sel); break;
    case CT_BOOL: v.b = ((bool (*)(id, SEL))imp)(r, sel); break;
    default:
        if (t == '{' || t == '(') return rt_kvc_callStructGetter(self, sel, types, key); /* kvc_structs.c */
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
        return NULL;
    }
    return rt_objc_autorelease(box(t, &v));
}

/* Sends -setNilValueForKey: to self. Lock: none held. */
static void send_setNil(id self, id key) {
    id r = self;
    IMP imp = rt_msg_lookup(&r, K.setNilValueForKey);
    ((void (*)(id, SEL, id))imp)(r, K.setNilValueForKey, key);
}

/* Unboxes `value` and calls a setter. Lock: none held while it runs. */
static void call_setter(id self, SEL sel, const char *types, id value, id keyObj, const char *key) {
    const char *argType = first_argument_type(types);
    char t = type_code(argType);
    uint8_t kind = rt_type_code_of(t)->kind;
    if (kind == RT_TYPE_OBJECT || kind == RT_TYPE_CLASS) {
        id r = self;
        IMP imp = rt_msg_lookup(&r, sel);
        ((void (*)(id, SEL, id))imp)(r, sel, value);
        return;
    }
    if (!scalar_size(t) && (t == '{' || t == '(')) {
        if (value) rt_kvc_callStructSetter(self, sel, types, value, key); /* kvc_structs.c */
        else send_setNil(self, keyObj);
        return;
    }
    if (!scalar_size(t)) {
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, argType ? argType : types, 0, 0);
        return;
    }
    if (!value) {
        send_setNil(self, keyObj);
        return;
    }
    union scalar v;
    if (!unbox(value, t, &v)) return;
    id r = self;
    IMP imp = rt_msg_lookup(&r, sel);
    switch (ctype_of(t)) {
    case CT_I8: ((void (*)(id, SEL, signed char))imp)(r, sel, v.i8); break;
    case CT_U8: ((void (*)(id, SEL, unsigned char))imp)(r, sel, v.u8); break;
    case CT_I16: ((void (*)(id, SEL, short))imp)(r, sel, v.i16); break;
    case CT_U16: ((void (*)(id, SEL, unsigned short))imp)(r, sel, v.u16); break;
    case CT_I32: ((void (*)(id, SEL, int))imp)(r, sel, v.i32); break;
    case CT_U32: ((void (*)(id, SEL, unsigned int))imp)(r, sel, v.u32); break;
    case CT_I64: ((void (*)(id, SEL, long long))imp)(r, sel, v.i64); break;
    case CT_U64: ((void (*)(id, SEL, unsigned long long))imp)(r, sel, v.u64); break;
    case CT_F32: ((void (*)(id, SEL, float))imp)(r, sel, v.f32); break;
    case CT_F64: ((void (*)(id, SEL, double))imp)(r, sel, v.f64); break;
    case CT_BOOL: ((void (*)(id, SEL, bool))imp)(r, sel, v.b); break;
    default: break;
    }
}

/* Reads an ivar as an object (autoreleased). Lock: the runtime lock for weak ivars. */
static id get_ivar(id self, Ivar ivar, const char *key) {
    const char *types = rt_ivar_getTypeEncoding(ivar);
    char t = type_code(types);
    void *address = rt_object_getIvarAddress(self, ivar);
    uint8_t kind = rt_type_code_of(t)->kind;
    if (kind == RT_TYPE_OBJECT) return rt_objc_autorelease(rt_object_getIvarRetained(self, ivar));
    if (kind == RT_TYPE_CLASS) {
        id cls;
        memcpy(&cls, address, sizeof cls);
        return cls;
    }
    if (scalar_size(t) && scalar_size(t) == rt_ivar_getSize(ivar)) return rt_objc_autorelease(box(t, address));
    if (t == '{') return rt_objc_autorelease(rt_nsvalue_create(address, rt_ivar_getSize(ivar), types));
    rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
    return NULL;
}

/* Writes an ivar from an object: objects by the ivar's ownership, scalars unboxed, structs
 * from an NSValue of the same type. Lock: the runtime lock for weak ivars. */
static void set_ivar(id self, Ivar ivar, id value, id keyObj, const char *key) {
    const char *types = rt_ivar_getTypeEncoding(ivar);
    char t = type_code(types);
    void *address = rt_object_getIvarAddress(self, ivar);
    uint8_t kind = rt_type_code_of(t)->kind;
    if (kind == RT_TYPE_OBJECT) {
        rt_object_setIvar(self, ivar, value);
        return;
    }
    if (kind == RT_TYPE_CLASS) {
        memcpy(address, &value, sizeof value);
        return;
    }
    size_t size = rt_ivar_getSize(ivar);
    bool scalar = scalar_size(t) && scalar_size(t) == size;
    if (!scalar && t != '{') {
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
        return;
    }
    if (!value) {
        send_setNil(self, keyObj);
        return;
    }
    if (scalar) {
        union scalar v;
        if (unbox(value, t, &v)) memcpy(address, &v, size);
        return;
    }
    const char *valueType = rt_nsvalue_objCType(value);
    if (!valueType || strcmp(valueType, types) != 0 || rt_nsvalue_size(value) != size) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, key,
                           "the value is not an NSValue of the ivar's struct type", 0, 0);
        return;
    }
    memcpy(address, rt_nsvalue_bytes(value), size);
}

static const char *const getter_patterns[][3] = {
    {"get", "K", ""}, {"", "k", ""}, {"is", "K", ""}, {"_", "k", ""}};
static const char *const setter_patterns[][3] = {{"set", "K", ":"}, {"_set", "K", ":"}};

/* -valueForKey:. Lock: see the file comment. */
static id imp_valueForKey(id self, SEL cmd, id keyObj) {
    const char *key = key_string(self, keyObj, cmd);
    if (!key) return NULL;
    SEL sel = NULL;
    Method m = find_method(rt_object_getClass(self), key, getter_patterns, 4, &sel);
    if (m) return call_getter(self, sel, rt_method_getTypeEncoding(m), key);
    Ivar ivar = find_ivar(self, key);
    if (ivar) return get_ivar(self, ivar, key);
    id r = self;
    IMP imp = rt_msg_lookup(&r, K.valueForUndefinedKey);
    return ((id(*)(id, SEL, id))imp)(r, K.valueForUndefinedKey, keyObj);
}

/* -setValue:forKey:. Lock: see the file comment. */
static void imp_setValueForKey(id self, SEL cmd, id value, id keyObj) {
    const char *key = key_string(self, keyObj, cmd);
    if (!key) return;
    SEL sel = NULL;
    Method m = find_method(rt_object_getClass(self), key, setter_patterns, 2, &sel);
    if (m) {
        call_setter(self, sel, rt_method_getTypeEncoding(m), value, keyObj, key);
        return;
    }
    Ivar ivar = find_ivar(self, key);
    if (ivar) {
        set_ivar(self, ivar, value, keyObj, key);
        return;
    }
    id r = self;
    IMP imp = rt_msg_lookup(&r, K.setValueForUndefinedKey);
    ((void (*)(id, SEL, id, id))imp)(r, K.setValueForUndefinedKey, value, keyObj);
}

/* -valueForUndefinedKey:: pending NSUnknownKeyException, nil. No lock. */
static id imp_valueForUndefinedKey(id self, SEL cmd, id key) {
    (void)cmd;
    rt_exception_raise(RT_EXC_UNKNOWN_KEY, self, rt_nsstring_UTF8String(key), NULL, 0, 0);
    return NULL;
}

/* -setValue:forUndefinedKey:: pending NSUnknownKeyException. No lock. */
static void imp_setValueForUndefinedKey(id self, SEL cmd, id value, id key) {
    (void)cmd;
    (void)value;
    rt_exception_raise(RT_EXC_UNKNOWN_KEY_SET, self, rt_nsstring_UTF8String(key), NULL, 0, 0);
}

/* -setNilValueForKey:: pending NSInvalidArgumentException (nil for a scalar). No lock. */
static void imp_setNilValueForKey(id self, SEL cmd, id key) {
    (void)cmd;
    rt_exception_raise(RT_EXC_NIL_VALUE, self, rt_nsstring_UTF8String(key), NULL, 0, 0);
}

/* +accessInstanceVariablesDirectly: YES. No lock. */
static rt_BOOL imp_yes(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return 1;
}

/* Whether a send left an error pending (then the batch operations stop, as a raise would).
 * No lock. */
static bool failed(void) { return rt_exception_isPending(); }

/* -setValuesForKeysWithDictionary:: -setValue:forKey: per entry, NSNull as nil, in the
 * dictionary's order; stops at the first error. Lock: the dictionary's while copying. */
static void imp_setValuesForKeysWithDictionary(id self, SEL cmd, id dict) {
    if (!rt_object_isNSDictionary(dict)) {
        if (dict) rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                                     "the argument is not an NSDictionary", 0, 0);
        return;
    }
    size_t n = rt_nsdictionary_count(dict);
    id *keys = n ? malloc(n * sizeof(id)) : NULL, *values = n ? malloc(n * sizeof(id)) : NULL;
    size_t got = keys && values ? rt_nsdictionary_copyEntries(dict, keys, values, n) : 0;
    for (size_t i = 0; i < got && !failed(); i++) {
        id value = rt_object_isNSNull(values[i]) ? NULL : values[i];
        id r = self;
        IMP imp = rt_msg_lookup(&r, K.setValueForKey);
        ((void (*)(id, SEL, id, id))imp)(r, K.setValueForKey, value, keys[i]);
    }
    for (size_t i = 0; i < got; i++) {
        rt_objc_release(keys[i]);
        rt_objc_release(values[i]);
    }
    free(keys);
    free(values);
}

/* -dictionaryWithValuesForKeys:: an NSDictionary of -valueForKey: per key, nil as NSNull;
 * nil after an error. Lock: the array's while copying. */
static id imp_dictionaryWithValuesForKeys(id self, SEL cmd, id keysArray) {
    (void)cmd;
    size_t n = rt_nsarray_count(keysArray);
    id *keys = n ? malloc(n * sizeof(id)) : NULL, *values = n ? calloc(n, sizeof(id)) : NULL;
    size_t got = keys && values ? rt_nsarray_copyObjects(keysArray, keys, n) : 0;
    size_t done = 0;
    for (; done < got && !failed(); done++) {
        id r = self;
        IMP imp = rt_msg_lookup(&r, K.valueForKey);
        id value = ((id(*)(id, SEL, id))imp)(r, K.valueForKey, keys[done]);
        values[done] = rt_objc_retain(value ? value : rt_nsnull_null());
    }
    id result = failed() ? NULL : rt_nsdictionary_create(keys, values, got, false);
    for (size_t i = 0; i < got; i++) {
        rt_objc_release(keys[i]);
        rt_objc_release(i < done ? values[i] : NULL);
    }
    free(keys);
    free(values);
    return rt_objc_autorelease(result);
}

/* -valueForKeyPath:: -valueForKey: along "a.b.c" (a nil step ends with nil).
 * Lock: none of its own. */
static id imp_valueForKeyPath(id self, SEL cmd, id pathObj) {
    const char *path = key_string(self, pathObj, cmd);
    if (!path) return NULL;
    id current = self;
    const char *p = path;
    while (current) {
        const char *dot = strchr(p, '.');
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        id key = rt_nsstring_create(p, len);
        id r = current;
        IMP imp = rt_msg_lookup(&r, K.valueForKey);
        current = ((id(*)(id, SEL, id))imp)(r, K.valueForKey, key);
        rt_objc_release(key);
        if (!dot || failed()) break;
        p = dot + 1;
    }
    return failed() ? NULL : current;
}

/* -setValue:forKeyPath:: -valueForKeyPath: of all but the last step, then -setValue:forKey:.
 * Lock: none of its own. */
static void imp_setValueForKeyPath(id self, SEL cmd, id value, id pathObj) {
    const char *path = key_string(self, pathObj, cmd);
    if (!path) return;
    const char *last = strrchr(path, '.');
    id target = self;
    if (last) {
        id prefix = rt_nsstring_create(path, (size_t)(last - path));
        target = imp_valueForKeyPath(self, cmd, prefix);
        rt_objc_release(prefix);
        if (!target || failed()) return;
    }
    id key = rt_nsstring_create(last ? last + 1 : path, strlen(last ? last + 1 : path));
    id r = target;
    IMP imp = rt_msg_lookup(&r, K.setValueForKey);
    ((void (*)(id, SEL, id, id))imp)(r, K.setValueForKey, value, key);
    rt_objc_release(key);
}

#define B RT_BOOL_ENC

/* Adds the KVC methods to NSObject. Lock: the runtime lock inside rt_class_addMethod. */
void rt_kvc_install(Class nsobject) {
    K.valueForKey = rt_sel_registerName("valueForKey:");
    K.setValueForKey = rt_sel_registerName("setValue:forKey:");
    K.valueForUndefinedKey = rt_sel_registerName("valueForUndefinedKey:");
    K.setValueForUndefinedKey = rt_sel_registerName("setValue:forUndefinedKey:");
    K.setNilValueForKey = rt_sel_registerName("setNilValueForKey:");
    K.accessInstanceVariablesDirectly = rt_sel_registerName("accessInstanceVariablesDirectly");
    for (unsigned c = 0; c < 128; c++)
        if (rt_type_codes[c].numberGetter) number_getters[c] = rt_sel_registerName(rt_type_codes[c].numberGetter);
    static const struct rt_value_method methods[] = {
        {"valueForKey:", (IMP)imp_valueForKey, "@24@0:8@16", false},
        {"setValue:forKey:", (IMP)imp_setValueForKey, "v32@0:8@16@24", false},
        {"valueForUndefinedKey:", (IMP)imp_valueForUndefinedKey, "@24@0:8@16", false},
        {"setValue:forUndefinedKey:", (IMP)imp_setValueForUndefinedKey, "v32@0:8@16@24", false},
        {"setNilValueForKey:", (IMP)imp_setNilValueForKey, "v24@0:8@16", false},
        {"setValuesForKeysWithDictionary:", (IMP)imp_setValuesForKeysWithDictionary, "v24@0:8@16", false},
        {"dictionaryWithValuesForKeys:", (IMP)imp_dictionaryWithValuesForKeys, "@24@0:8@16", false},
        {"valueForKeyPath:", (IMP)imp_valueForKeyPath, "@24@0:8@16", false},
        {"setValue:forKeyPath:", (IMP)imp_setValueForKeyPath, "v32@0:8@16@24", false},
        {"accessInstanceVariablesDirectly", (IMP)imp_yes, B "16@0:8", true},
    };
    Class meta = rt_class_getMetaClass(nsobject);
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(methods[i].classMethod ? meta : nsobject, rt_sel_registerName(methods[i].name),
                           methods[i].imp, methods[i].types);
}
