/* libobjc2's extensions for compiled code: objc_test_capability and the _np ("not
 * portable") functions, over the core.
 *
 * objc_test_capability answers for what this process can do. Most answers are fixed facts of
 * MiniObjC; the ones that depend on entry points other layers may or may not provide
 * (@synchronized, exceptions, ARC, property accessor functions) are answered by whether
 * those entry points are linked in: each is referenced weakly, under a private C name bound
 * to the real symbol, so its address is NULL when nothing defines it. */
#include "rt_abi_private.h"
#include "rt_cache.h"
#include "rt_ivar.h"
#include "rt_lock.h"
#include "rt_object.h"
#include "rt_small_object.h"
#include <stdlib.h>

/* libobjc2's capability numbers (objc/capabilities.h has the public list). */
enum {
    CAP_EXCEPTIONS = 0,
    CAP_SYNCHRONIZE = 1,
    CAP_PROPERTIES = 2,
    CAP_PROPERTY_INTROSPECTION = 3,
    CAP_OPTIONAL_PROTOCOLS = 4,
    CAP_NONFRAGILE_IVARS = 5,
    CAP_TYPE_DEPENDENT_DISPATCH = 6,
    CAP_LOW_MEMORY = 7,
    CAP_DEVELOPER_MODE = 8,
    CAP_UNIFIED_EXCEPTION_MODEL = 9,
    CAP_REGISTERED_COMPATIBILITY_ALIASES = 10,
    CAP_ARC = 11,
    CAP_GARBAGE_COLLECTION = 12,
    CAP_ASSOCIATED_REFERENCES = 13,
    CAP_SMALL_OBJECTS = 14,
    CAP_PROTOTYPES = 15,
    CAP_ARC_AUTORELEASE_DEBUG = 16,
    CAP_TRACING = 17,
};

/* Weak references to entry points that may live in another layer: NULL addresses when no
 * one defines them. Never read or called, only compared with NULL. */
#define WEAK_ENTRY(cname, symbol) extern const char cname __asm__(symbol) __attribute__((weak))
WEAK_ENTRY(entry_exception_throw, "objc_exception_throw");
WEAK_ENTRY(entry_personality, "__gnustep_objc_personality_v0");
WEAK_ENTRY(entry_sync_enter, "objc_sync_enter");
WEAK_ENTRY(entry_sync_exit, "objc_sync_exit");
WEAK_ENTRY(entry_get_property, "objc_getProperty");
WEAK_ENTRY(entry_set_property, "objc_setProperty");
WEAK_ENTRY(entry_retain, "objc_retain");
WEAK_ENTRY(entry_release, "objc_release");
WEAK_ENTRY(entry_autorelease_return, "objc_autoreleaseReturnValue");
WEAK_ENTRY(entry_store_strong, "objc_storeStrong");
WEAK_ENTRY(entry_store_weak, "objc_storeWeak");
WEAK_ENTRY(entry_load_weak_retained, "objc_loadWeakRetained");

/* Whether the address of a weak entry resolved (through a volatile pointer, so the compiler
 * cannot assume a declared object's address is non-null). No lock. */
static bool linked(const char *entry) {
    const char *volatile address = entry;
    return address != NULL;
}

/* Nonzero when MiniObjC supports the capability, 0 otherwise (and for unknown numbers):
 * yes for property introspection, optional protocol methods and properties, non-fragile
 * ivars, @compatibility_alias names at run time, associated objects and small objects; no
 * for type-dependent dispatch (no typed selectors), the low-memory and developer modes, a
 * unified C++ exception model, garbage collection, prototypes, autorelease-pool debugging and
 * libobjc2's tracing hooks; exceptions, @synchronized, property accessor functions and ARC
 * are yes only while the entry points compiled code calls for them are linked in.
 * No lock. */
int objc_test_capability(int capability) {
    switch (capability) {
    case CAP_EXCEPTIONS: return linked(&entry_exception_throw) && linked(&entry_personality);
    case CAP_SYNCHRONIZE: return linked(&entry_sync_enter) && linked(&entry_sync_exit);
    case CAP_PROPERTIES: return linked(&entry_get_property) && linked(&entry_set_property);
    case CAP_PROPERTY_INTROSPECTION: return 1;
    case CAP_OPTIONAL_PROTOCOLS: return 1;
    case CAP_NONFRAGILE_IVARS: return 1;
    case CAP_REGISTERED_COMPATIBILITY_ALIASES: return 1;
    case CAP_ARC:
        return linked(&entry_retain) && linked(&entry_release) && linked(&entry_autorelease_return) &&
               linked(&entry_store_strong) && linked(&entry_store_weak) && linked(&entry_load_weak_retained);
    case CAP_ASSOCIATED_REFERENCES: return 1;
    case CAP_SMALL_OBJECTS: return 1;
    case CAP_TYPE_DEPENDENT_DISPATCH:
    case CAP_LOW_MEMORY:
    case CAP_DEVELOPER_MODE:
    case CAP_UNIFIED_EXCEPTION_MODEL:
    case CAP_GARBAGE_COLLECTION:
    case CAP_PROTOTYPES:
    case CAP_ARC_AUTORELEASE_DEBUG:
    case CAP_TRACING:
    default: return 0;
    }
}

/* ---- class_setSuperclass ---- */

/* The root class above `cls`. Lock: the runtime lock (held by the caller). */
static Class root_of(Class cls) {
    while (cls && cls->superclass) cls = cls->superclass;
    return cls;
}

/* Where the class's own ivars begin: the lowest offset among them, or its instance size
 * when it has none. Lock: the runtime lock inside the call. */
static size_t own_ivars_start(Class cls) {
    unsigned int n = 0;
    Ivar *ivars = rt_class_copyIvarList(cls, &n);
    size_t start = rt_class_getInstanceSize(cls);
    for (unsigned int i = 0; i < n; i++) {
        ptrdiff_t offset = rt_ivar_getOffset(ivars[i]);
        if (offset >= 0 && (size_t)offset < start) start = (size_t)offset;
    }
    free(ivars);
    return start;
}

/* Takes `child` out of `parent`'s subclass list. Lock: the runtime lock (held). */
static void unlink_subclass(Class parent, Class child) {
    for (Class *p = &parent->firstSubclass; *p; p = &(*p)->nextSibling)
        if (*p == child) {
            *p = child->nextSibling;
            child->nextSibling = NULL;
            return;
        }
}

/* Puts `child` in `parent`'s subclass list. Lock: the runtime lock (held). */
static void link_subclass(Class parent, Class child) {
    child->nextSibling = parent->firstSubclass;
    parent->firstSubclass = child;
}

/* Whether `newSuperclass` can take the place of `cls`'s superclass. Lock: the runtime lock
 * (held). */
static bool can_reparent(Class cls, Class newSuperclass) {
    uint32_t bad = RT_CLASS_META | RT_CLASS_DISPOSED;
    if ((atomic_load(&cls->flags) & bad) || !cls->superclass) return false;
    if ((atomic_load(&newSuperclass->flags) & bad) || !(atomic_load(&newSuperclass->flags) & RT_CLASS_REGISTERED))
        return false;
    for (Class c = newSuperclass; c; c = c->superclass)
        if (c == cls) return false; /* a cycle */
    if (root_of(newSuperclass) != root_of(cls)) return false; /* metaclass isa would be wrong */
    /* The new superclass's ivars must end before the class's own begin. */
    return newSuperclass->instanceSize <= own_ivars_start(cls) &&
           newSuperclass->alignment <= (cls->alignment ? cls->alignment : 1);
}

/* Makes `newSuperclass` the superclass of `cls` (and its metaclass's superclass the new
 * superclass's metaclass), flushes the caches below both, and returns the old superclass.
 * MiniObjC refuses (returns Nil, nothing changes) unless `cls` is a class with a superclass,
 * `newSuperclass` is a registered class under the same root, not `cls` or below it, and its
 * instances end where `cls`'s own ivars begin or earlier (the class's layout is not moved).
 * Lookups walk the superclass chain without a lock: call it before other threads send to
 * `cls` or its subclasses. Lock: the runtime lock. */
Class class_setSuperclass(Class cls, Class newSuperclass) {
    if (!cls || !newSuperclass) return NULL;
    rt_runtime_lock();
    Class old = NULL;
    if (can_reparent(cls, newSuperclass)) {
        Class meta = rt_class_getMetaClass(cls);
        Class newMeta = rt_class_getMetaClass(newSuperclass);
        old = cls->superclass;
        unlink_subclass(old, cls);
        unlink_subclass(rt_class_getMetaClass(old), meta);
        cls->superclass = newSuperclass;
        meta->superclass = newMeta;
        link_subclass(newSuperclass, cls);
        link_subclass(newMeta, meta);
        rt_cache_flush(cls);
        rt_cache_flush(meta);
    }
    rt_runtime_unlock();
    return old;
}

/* ---- Small objects and retain counts ---- */

/* Makes `cls` the class of small objects whose low three bits are `tag` (1…7; libobjc2 calls
 * it the mask). NO for Nil, a metaclass, a tag out of range, or a tag another class has
 * (MiniObjC's short @"…" literals use tag 4). Lock: none (a compare-and-swap). */
rt_BOOL objc_registerSmallObjectClass_np(Class cls, uintptr_t tag) {
    if (!cls || rt_class_isMetaClass(cls)) return 0;
    return rt_registerSmallObjectClass(cls, tag) == RT_OK ? 1 : 0;
}

/* The object's retain count; a large constant for immortal objects (classes, protocols,
 * literals) and small objects, 0 for nil. Lock: none. */
size_t object_getRetainCount_np(id obj) { return (size_t)rt_object_retainCount(obj); }
