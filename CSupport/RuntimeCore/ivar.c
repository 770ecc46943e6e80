/* Ivar layout and access. Layout follows class_addIvar: each ivar goes at the next multiple
 * of its alignment after the superclass's ivars and the class's earlier ones. */
#include "rt_ivar.h"
#include "rt_lock.h"
#include "rt_object.h"
#include "rt_core_private.h"
#include "rt_type_codes.h"
#include "rt_weak.h"
#include <string.h>

/* Lock: caller holds the runtime lock. */
static struct rt_ivar *find_own(Class cls, const char *name) {
    for (uint32_t i = 0; i < cls->ivars.count; i++) {
        struct rt_ivar *iv = cls->ivars.items[i];
        if (strcmp(iv->name, name) == 0) return iv;
    }
    return NULL;
}

/* Lock: the runtime lock. */
rt_status rt_class_addIvar(Class cls, const char *name, size_t size, uint8_t log2Alignment,
                           const char *types, rt_ivar_ownership ownership) {
    if (!cls || !name || !*name || !types || log2Alignment > 12 ||
        ownership > RT_IVAR_UNRETAINED)
        return RT_ERR_INVALID_ARGUMENT;
    rt_status st = RT_OK;
    rt_runtime_lock();
    if (cls->flags & RT_CLASS_DISPOSED) {
        st = RT_ERR_CLASS_DISPOSED;
    } else if (cls->flags & RT_CLASS_META) {
        st = RT_ERR_IS_METACLASS;
    } else if (cls->flags & RT_CLASS_REGISTERED) {
        st = RT_ERR_CLASS_REGISTERED;
    } else if (find_own(cls, name)) {
        st = RT_ERR_DUPLICATE;
    } else {
        size_t align = (size_t)1 << log2Alignment;
        size_t offset = (cls->instanceSize + align - 1) & ~(align - 1);
        /* `size` is the caller's: offset + size must not wrap (a wrapped instance size makes
         * every later ivar write land outside the object), and half the address space keeps
         * the padding rt_class_createInstance adds from wrapping too. */
        if (size > SIZE_MAX / 2 - offset) {
            rt_runtime_unlock();
            return RT_ERR_INVALID_ARGUMENT;
        }
        struct rt_ivar *iv = calloc(1, sizeof *iv);
        char *n = rt_strdup(name), *t = rt_strdup(types);
        if (!iv || !n || !t || !rt_list_append(&cls->ivars, iv)) {
            free(iv);
            free(n);
            free(t);
            st = RT_ERR_INVALID_ARGUMENT;
        } else {
            iv->name = n;
            iv->types = t;
            iv->offset = (ptrdiff_t)offset;
            iv->size = size;
            iv->log2Alignment = log2Alignment;
            iv->ownership = (uint8_t)ownership;
            cls->instanceSize = offset + size;
            if (align > cls->alignment) cls->alignment = (uint32_t)align;
        }
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
Ivar *rt_class_copyIvarList(Class cls, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!cls) return NULL;
    rt_runtime_lock();
    unsigned int n = cls->ivars.count;
    Ivar *list = n ? malloc(n * sizeof(Ivar)) : NULL;
    if (list) {
        memcpy(list, cls->ivars.items, n * sizeof(Ivar));
        if (outCount) *outCount = n;
    }
    rt_runtime_unlock();
    return list;
}

/* Lock: the runtime lock. */
Ivar rt_class_getInstanceVariable(Class cls, const char *name) {
    if (!cls || !name) return NULL;
    rt_runtime_lock();
    struct rt_ivar *found = NULL;
    for (Class c = cls; c && !found; c = c->superclass) found = find_own(c, name);
    rt_runtime_unlock();
    return found;
}

/* No lock. */
const char *rt_ivar_getName(Ivar ivar) { return ivar ? ivar->name : NULL; }
/* No lock. */
const char *rt_ivar_getTypeEncoding(Ivar ivar) { return ivar ? ivar->types : NULL; }
/* No lock. */
ptrdiff_t rt_ivar_getOffset(Ivar ivar) { return ivar ? ivar->offset : 0; }
/* No lock. */
size_t rt_ivar_getSize(Ivar ivar) { return ivar ? ivar->size : 0; }
/* No lock. */
uint8_t rt_ivar_getLog2Alignment(Ivar ivar) { return ivar ? ivar->log2Alignment : 0; }
/* No lock. */
rt_ivar_ownership rt_ivar_getOwnership(Ivar ivar) {
    return ivar ? (rt_ivar_ownership)ivar->ownership : RT_IVAR_STRONG;
}
/* No lock. */
bool rt_ivar_isObject(Ivar ivar) { return ivar && rt_type_code_of(ivar->types[0])->kind == RT_TYPE_OBJECT; }

/* No lock. */
void *rt_object_getIvarAddress(id obj, Ivar ivar) {
    if (!obj || !ivar) return NULL;
    return (char *)obj + ivar->offset;
}

/* No lock. */
id rt_object_getIvar(id obj, Ivar ivar) {
    if (!obj || !ivar || !rt_ivar_isObject(ivar)) return NULL;
    id value;
    memcpy(&value, (char *)obj + ivar->offset, sizeof value);
    return value;
}

/* Lock: the runtime lock for weak ivars. */
id rt_object_getIvarRetained(id obj, Ivar ivar) {
    if (!obj || !ivar || !rt_ivar_isObject(ivar)) return NULL;
    if (ivar->ownership == RT_IVAR_WEAK)
        return rt_objc_loadWeakRetained((id *)((char *)obj + ivar->offset));
    return rt_objc_retain(rt_object_getIvar(obj, ivar));
}

/* Lock: the runtime lock for weak ivars; otherwise none. */
id rt_object_exchangeIvar(id obj, Ivar ivar, id value) {
    if (!obj || !ivar || !rt_ivar_isObject(ivar)) return NULL;
    id *slot = (id *)((char *)obj + ivar->offset);
    switch ((rt_ivar_ownership)ivar->ownership) {
    case RT_IVAR_WEAK:
        rt_objc_storeWeak(slot, value);
        return NULL;
    case RT_IVAR_UNRETAINED:
        *slot = value;
        return NULL;
    case RT_IVAR_STRONG: {
        id old = *slot;
        *slot = rt_objc_retain(value);
        return old;
    }
    }
    return NULL;
}

/* Lock: the runtime lock for weak ivars; otherwise none (the old value's -dealloc may take
 * whatever it takes). */
void rt_object_setIvar(id obj, Ivar ivar, id value) { rt_objc_release(rt_object_exchangeIvar(obj, ivar, value)); }
