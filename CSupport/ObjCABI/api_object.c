/* objc4's object_* functions and associated objects for compiled code, over the core.
 *
 * What differs from objc4:
 *   - small objects (tagged pointers, rt_small_object.h) have no ivars, no isa to swap and no
 *     associated objects: the functions here leave them alone (getters answer nil);
 *   - object_getIvar / object_setIvar follow the ivar's ownership as the core records it:
 *     strong (ARC code) retains, weak (ARC code) is a zeroing weak reference, and the ivars
 *     of manual retain/release code and of class_addIvar are unretained — the same outcome
 *     as objc4's "unknown memory management"; an ivar that is not an object is copied as
 *     raw bytes, at most a pointer's width and never more than the ivar's size;
 *   - objc_getAssociatedObject returns the value as stored, not retained and autoreleased. */
#include "rt_abi_private.h"
#include "rt_associated.h"
#include "rt_ivar.h"
#include "rt_object.h"
#include <string.h>

/* Whether `obj` has a header (ivars, isa, retain count): not nil, not a small object. No lock. */
static bool has_header(id obj) { return obj && !rt_object_isSmall(obj); }

/* ---- Class of an object ---- */

/* The object's class (for a class, its metaclass; for a small object, its tag's class); Nil
 * for nil. No lock. */
Class object_getClass(id obj) { return rt_object_getClass(obj); }

/* Swaps the object's isa and returns the old class. Nil and nothing changes for nil, a
 * small object, a class object, or a metaclass / disposed class as the new class. No lock. */
Class object_setClass(id obj, Class cls) { return rt_object_setClass(obj, cls); }

/* Whether `obj` is a class (its isa is a metaclass). No lock. */
rt_BOOL object_isClass(id obj) { return rt_object_isClass(obj) ? 1 : 0; }

/* The name of the object's class; "nil" for nil. No lock. */
const char *object_getClassName(id obj) { return rt_object_getClassName(obj); }

/* The indexed bytes after the ivars (class_createInstance's extraBytes); NULL for a small
 * object or a class. No lock. */
void *object_getIndexedIvars(id obj) { return has_header(obj) ? rt_object_getIndexedIvars(obj) : NULL; }

/* ---- Ivars ---- */

/* How many bytes of a non-object ivar are read or written through a pointer-sized value.
 * No lock. */
static size_t raw_width(Ivar ivar) {
    size_t size = rt_ivar_getSize(ivar);
    return size < sizeof(void *) ? size : sizeof(void *);
}

/* The value of `ivar`: an object ivar by its ownership (a weak one loaded, retained and
 * autoreleased, as objc4's objc_loadWeak), any other ivar's bytes as a pointer-sized value.
 * nil for nil, a small object or a NULL ivar. Lock: the runtime lock for weak ivars. */
id object_getIvar(id obj, Ivar ivar) {
    if (!has_header(obj) || !ivar) return NULL;
    if (rt_ivar_isObject(ivar)) {
        if (rt_ivar_getOwnership(ivar) == RT_IVAR_WEAK) return rt_objc_autorelease(rt_object_getIvarRetained(obj, ivar));
        return rt_object_getIvar(obj, ivar);
    }
    void *value = NULL;
    memcpy(&value, rt_object_getIvarAddress(obj, ivar), raw_width(ivar));
    return (id)value;
}

/* Writes `value` into `ivar`: an object ivar by its ownership (strong retains the new value
 * and releases the old one, weak registers a zeroing reference, unretained stores), any other
 * ivar's bytes from the pointer-sized value (no more than the ivar's size). Lock: the runtime
 * lock for weak ivars. */
void object_setIvar(id obj, Ivar ivar, id value) {
    if (!has_header(obj) || !ivar) return;
    if (rt_ivar_isObject(ivar)) {
        rt_object_setIvar(obj, ivar, value);
        return;
    }
    void *raw = (void *)value;
    memcpy(rt_object_getIvarAddress(obj, ivar), &raw, raw_width(ivar));
}

/* Finds the ivar `name` in the object's class chain and reads it as object_getIvar does into
 * `*outValue` (nil when not found). Lock: the runtime lock, and as object_getIvar. */
Ivar object_getInstanceVariable(id obj, const char *name, void **outValue) {
    Ivar ivar = has_header(obj) && name ? rt_class_getInstanceVariable(rt_object_getClass(obj), name) : NULL;
    if (outValue) *outValue = ivar ? (void *)object_getIvar(obj, ivar) : NULL;
    return ivar;
}

/* Finds the ivar `name` and writes it as object_setIvar does; returns the ivar or NULL.
 * Lock: the runtime lock, and as object_setIvar. */
Ivar object_setInstanceVariable(id obj, const char *name, void *value) {
    Ivar ivar = has_header(obj) && name ? rt_class_getInstanceVariable(rt_object_getClass(obj), name) : NULL;
    if (ivar) object_setIvar(obj, ivar, (id)value);
    return ivar;
}

/* ---- Copying and disposing ---- */

/* A new instance of the object's class with `size` bytes copied (at least the instance
 * size); strong ivars are retained for the copy, weak ones registered again. A small object
 * is its own copy. Lock: the runtime lock for weak ivars. */
id object_copy(id obj, size_t size) { return rt_object_copy(obj, size); }

/* Destructs and frees the object without sending -dealloc; returns nil. A small object or
 * an immortal one (a class, a literal) is left alone. Lock: the runtime lock inside the weak
 * and associated tables. */
id object_dispose(id obj) {
    if (has_header(obj)) rt_object_dispose(obj);
    return NULL;
}

/* Releases the object's strong ivars, zeroes its weak ivars and the weak references to it,
 * and drops its associated objects, without freeing it; returns `obj`. Lock: as
 * object_dispose. */
void *objc_destructInstance(id obj) { return has_header(obj) ? rt_objc_destructInstance(obj) : NULL; }

/* ---- Associated objects ---- */

/* Whether `policy` is one of objc4's five OBJC_ASSOCIATION_* values. No lock. */
static bool known_policy(uintptr_t policy) {
    return policy == RT_OBJC_ASSOCIATION_ASSIGN || policy == RT_OBJC_ASSOCIATION_RETAIN_NONATOMIC ||
           policy == RT_OBJC_ASSOCIATION_COPY_NONATOMIC || policy == RT_OBJC_ASSOCIATION_RETAIN ||
           policy == RT_OBJC_ASSOCIATION_COPY;
}

/* Sets (value nil: removes) the value for `key` under `policy`: RETAIN policies retain it,
 * COPY policies send it -copy; the old value is released. Ignored for nil, a small object, a
 * NULL key or an unknown policy. The atomic and nonatomic policies behave alike: the table's
 * lock serializes every access. Lock: the runtime lock. */
void objc_setAssociatedObject(id object, const void *key, id value, uintptr_t policy) {
    if (!has_header(object) || !key || !known_policy(policy)) return;
    (void)rt_objc_setAssociatedObject(object, key, value, (rt_objc_AssociationPolicy)policy);
}

/* The value for `key` as stored (not retained and autoreleased, whatever the policy), or
 * nil. Lock: the runtime lock. */
id objc_getAssociatedObject(id object, const void *key) {
    return has_header(object) && key ? rt_objc_getAssociatedObject(object, key) : NULL;
}

/* Removes every association of `object`, releasing retained values. Lock: the runtime lock,
 * dropped before values are released. */
void objc_removeAssociatedObjects(id object) {
    if (has_header(object)) rt_objc_removeAssociatedObjects(object);
}
