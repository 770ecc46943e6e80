/* Class pairs and the class table.
 *
 * The wiring is objc4's (Docs/isa-superclass.svg draws it): an instance's isa is its class, a class's
 * isa is its metaclass, every metaclass's isa is the root metaclass (whose isa is itself);
 * a metaclass's superclass is the superclass's metaclass, and the root metaclass's
 * superclass is the root class, whose superclass is nil. Each class also sits in its
 * superclass's subclass list so a method-list change can flush every cache below it. */
#include "rt_class.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include <string.h>

static struct rt_map class_table = {.stringKeys = true};  /* name → Class, pending included */
static struct rt_list registered_classes;                 /* Class, registration order */
/* Disposed pairs' classes (each reaches its metaclass through isa). A tombstone is never
 * freed — a handle may outlive the class — and this list is what keeps it reachable: the
 * runtime's own record of the memory it keeps on purpose, not a leak. */
static struct rt_list tombstones;
/* What disposed classes leave that a lock-free reader may still hold: cache tables (a
 * probe that loaded one just before the disposal goes on reading it) and method lists (the
 * records those tables point at, whose IMPs the probe returns). Kept, never freed, as the
 * cache keeps a live class's retired tables (cache.c): MiniObjC does not track readers.
 * Bounded by what the disposed classes had. Under the runtime lock. */
static struct rt_list graveyard;

/* Lock: caller holds the runtime lock. */
Class rt_class_lookup_locked(const char *name, bool includePending) {
    Class cls = rt_map_get(&class_table, name);
    if (cls && !includePending && !(cls->flags & RT_CLASS_REGISTERED)) return NULL;
    return cls;
}

/* A zeroed class struct with an empty cache, in `storage` when given (a class whose
 * address a compiler's code already uses). Lock: caller holds the runtime lock. */
static Class new_class(size_t extraBytes, void *storage) {
    /* extraBytes is the caller's: refuse a size that would wrap the sum below. */
    if (extraBytes > SIZE_MAX - sizeof(struct rt_class)) return NULL;
    Class cls = storage ? memset(storage, 0, sizeof(struct rt_class)) : calloc(1, sizeof(struct rt_class) + extraBytes);
    if (!cls) return NULL;
    struct rt_cache *cache = rt_cache_create(4);
    if (!cache) {
        if (!storage) free(cls);
        return NULL;
    }
    atomic_store_explicit(&cls->cache, cache, memory_order_relaxed);
    atomic_store_explicit(&cls->base.rc, RT_RC_ONE | RT_RC_IMMORTAL, memory_order_relaxed);
    cls->extraBytes = extraBytes;
    return cls;
}

/* Lock: caller holds the runtime lock. */
static void link_subclass(Class parent, Class child) {
    child->nextSibling = parent->firstSubclass;
    parent->firstSubclass = child;
}

/* Lock: caller holds the runtime lock. */
static void unlink_subclass(Class parent, Class child) {
    for (Class *p = &parent->firstSubclass; *p; p = &(*p)->nextSibling) {
        if (*p == child) {
            *p = child->nextSibling;
            child->nextSibling = NULL;
            return;
        }
    }
}

/* Lock: the runtime lock. */
Class rt_objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes,
                                rt_status *status) {
    return rt_objc_allocateClassPairAt(superclass, name, extraBytes, NULL, status);
}

/* Lock: the runtime lock. */
Class rt_objc_allocateClassPairAt(Class superclass, const char *name, size_t extraBytes, void *storage,
                                  rt_status *status) {
    rt_status st = RT_OK;
    Class cls = NULL, meta = NULL;
    char *copy = NULL;
    rt_runtime_lock();
    if (!name || !*name) {
        st = RT_ERR_INVALID_ARGUMENT;
        goto out;
    }
    if (superclass && (superclass->flags & RT_CLASS_DISPOSED)) {
        st = RT_ERR_CLASS_DISPOSED;
        goto out;
    }
    if (superclass && ((superclass->flags & RT_CLASS_META) ||
                       !(superclass->flags & RT_CLASS_REGISTERED))) {
        st = (superclass->flags & RT_CLASS_META) ? RT_ERR_INVALID_ARGUMENT
                                                 : RT_ERR_CLASS_NOT_REGISTERED;
        goto out;
    }
    if (rt_class_lookup_locked(name, true)) {
        st = RT_ERR_DUPLICATE_CLASS;
        goto out;
    }
    cls = new_class(storage ? 0 : extraBytes, storage);
    meta = new_class(0, NULL);
    copy = rt_strdup(name);
    if (!cls || !meta || !copy || !rt_map_put(&class_table, copy, cls)) {
        st = RT_ERR_INVALID_ARGUMENT;
        if (cls) rt_cache_destroy_locked(cls);
        if (meta) rt_cache_destroy_locked(meta);
        if (!storage) free(cls);
        free(meta);
        free(copy);
        cls = NULL;
        goto out;
    }
    cls->name = copy;
    meta->name = copy;
    cls->nonMeta = cls;
    meta->nonMeta = cls;
    meta->flags = RT_CLASS_META;
    meta->instanceSize = sizeof(struct rt_class);
    meta->alignment = _Alignof(struct rt_class);
    atomic_store_explicit(&cls->base.isa, meta, memory_order_relaxed);
    cls->superclass = superclass;
    if (superclass) {
        Class superMeta = atomic_load_explicit(&superclass->base.isa, memory_order_relaxed);
        Class rootMeta = atomic_load_explicit(&superMeta->base.isa, memory_order_relaxed);
        atomic_store_explicit(&meta->base.isa, rootMeta, memory_order_relaxed);
        meta->superclass = superMeta;
        cls->instanceSize = superclass->instanceSize;
        cls->alignment = superclass->alignment;
        link_subclass(superclass, cls);
        link_subclass(superMeta, meta);
    } else {
        atomic_store_explicit(&meta->base.isa, meta, memory_order_relaxed);
        meta->superclass = cls;
        cls->flags |= RT_CLASS_ROOT;
        meta->flags |= RT_CLASS_ROOT;
        cls->instanceSize = sizeof(struct rt_object);
        cls->alignment = _Alignof(struct rt_object);
        link_subclass(cls, meta);
    }
out:
    rt_runtime_unlock();
    if (status) *status = st;
    return cls;
}

/* Lock: the runtime lock. */
rt_status rt_objc_registerClassPair(Class cls) {
    if (!cls || (cls->flags & RT_CLASS_META)) return RT_ERR_INVALID_ARGUMENT;
    rt_status st = RT_OK;
    rt_runtime_lock();
    if (cls->flags & RT_CLASS_DISPOSED) {
        st = RT_ERR_CLASS_DISPOSED;
    } else if (cls->flags & RT_CLASS_REGISTERED) {
        st = RT_ERR_CLASS_REGISTERED;
    } else if (rt_map_get(&class_table, cls->name) != cls) {
        st = RT_ERR_NOT_FOUND; /* not a pair from rt_objc_allocateClassPair (or disposed) */
    } else if (!rt_list_append(&registered_classes, cls)) {
        st = RT_ERR_INVALID_ARGUMENT;
    } else {
        Class meta = atomic_load_explicit(&cls->base.isa, memory_order_relaxed);
        /* Only the class's own structors: each level's runs for that level's ivars. */
        struct rt_method *m = rt_class_findOwnMethod_locked(cls, rt_S.cxxConstruct);
        cls->cxxConstruct = m ? atomic_load_explicit(&m->imp, memory_order_relaxed) : NULL;
        m = rt_class_findOwnMethod_locked(cls, rt_S.cxxDestruct);
        cls->cxxDestruct = m ? atomic_load_explicit(&m->imp, memory_order_relaxed) : NULL;
        if (cls->cxxConstruct || (cls->superclass && (cls->superclass->flags & RT_CLASS_CXX_CONSTRUCT)))
            cls->flags |= RT_CLASS_CXX_CONSTRUCT;
        cls->flags |= RT_CLASS_REGISTERED;
        meta->flags |= RT_CLASS_REGISTERED;
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
rt_status rt_objc_disposeClassPair(Class cls) {
    if (!cls || (cls->flags & RT_CLASS_META)) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    Class meta = atomic_load_explicit(&cls->base.isa, memory_order_relaxed);
    if (cls->flags & RT_CLASS_DISPOSED) {
        rt_runtime_unlock();
        return RT_ERR_CLASS_DISPOSED;
    }
    if (rt_map_get(&class_table, cls->name) != cls) {
        rt_runtime_unlock();
        return RT_ERR_NOT_FOUND;
    }
    bool hasSubclasses = false;
    for (Class c = cls->firstSubclass; c; c = c->nextSibling)
        if (c != meta) hasSubclasses = true;
    if (meta->firstSubclass) hasSubclasses = true;
    if ((cls->flags & RT_CLASS_BUILTIN) || hasSubclasses ||
        atomic_load_explicit(&cls->liveInstances, memory_order_acquire) > 0) {
        rt_runtime_unlock();
        return RT_ERR_CLASS_IN_USE;
    }
    /* The tombstones' empty caches and their place in the list first: without them nothing
     * may change. */
    struct rt_cache *empty[2] = {rt_cache_create(4), rt_cache_create(4)};
    if (!empty[0] || !empty[1] || !rt_list_append(&tombstones, cls)) {
        free(empty[0]);
        free(empty[1]);
        rt_runtime_unlock();
        return RT_ERR_INVALID_ARGUMENT;
    }
    rt_map_remove(&class_table, cls->name);
    for (uint32_t i = 0; i < registered_classes.count; i++) {
        if (registered_classes.items[i] == cls) {
            memmove(&registered_classes.items[i], &registered_classes.items[i + 1],
                    (registered_classes.count - i - 1) * sizeof(void *));
            registered_classes.count--;
            break;
        }
    }
    if (cls->superclass) {
        unlink_subclass(cls->superclass, cls);
        unlink_subclass(meta->superclass, meta);
    }
    /* First the tombstones' empty caches and the DISPOSED flag, which lookups and every
     * change check first: from here on no new probe finds a record. */
    Class pair[2] = {cls, meta};
    for (int k = 0; k < 2; k++) {
        Class c = pair[k];
        struct rt_cache *old = atomic_exchange_explicit(&c->cache, empty[k], memory_order_acq_rel);
        uint32_t flags = atomic_load_explicit(&c->flags, memory_order_relaxed);
        atomic_store_explicit(&c->flags, (flags & ~RT_CLASS_REGISTERED) | RT_CLASS_DISPOSED,
                              memory_order_release);
        /* A probe that began before still reads the old table and its records: both go to the
         * graveyard, never freed (see `graveyard`). */
        if (!rt_list_append(&graveyard, old)) { /* kept all the same, unlisted */ }
        if (c->methods && !rt_list_append(&graveyard, c->methods)) { /* likewise */ }
        c->methods = NULL;
    }
    /* Then what only readers under the runtime lock reach, which the DISPOSED flag now turns
     * away: freed. The two structs stay (a handle reads them), with no superclass, so no
     * search walks past them. */
    for (int k = 0; k < 2; k++) {
        Class c = pair[k];
        for (uint32_t i = 0; i < c->ivars.count; i++) {
            struct rt_ivar *iv = c->ivars.items[i];
            free((void *)iv->name);
            free((void *)iv->types);
            free(iv);
        }
        rt_list_free(&c->ivars);
        for (uint32_t i = 0; i < c->properties.count; i++) {
            struct rt_property *p = c->properties.items[i];
            free((void *)p->name);
            free((void *)atomic_load_explicit(&p->attributes, memory_order_relaxed));
            free(p);
        }
        rt_list_free(&c->properties);
        rt_list_free(&c->protocols);
        /* Atomic: a send that began before the disposal may read it (initialize.c). */
        __atomic_store_n(&c->superclass, (Class)NULL, __ATOMIC_RELEASE);
        c->firstSubclass = NULL;
        c->nextSibling = NULL;
    }
    rt_lookup_generation_bump_locked();
    rt_runtime_unlock();
    return RT_OK;
}

/* No lock (an atomic load). */
bool rt_class_isDisposed(Class cls) {
    return cls && (atomic_load_explicit(&cls->flags, memory_order_acquire) & RT_CLASS_DISPOSED);
}

/* Lock: caller holds the runtime lock. */
static bool has_implementation_locked(Class cls, IMP imp) {
    for (struct rt_method_list *l = cls->methods; l; l = l->next)
        for (uint32_t i = 0; i < l->count; i++)
            if (atomic_load_explicit(&l->entries[i].imp, memory_order_relaxed) == imp) return true;
    return false;
}

/* Lock: the runtime lock. */
bool rt_runtime_isImplementationInUse(IMP imp) {
    if (!imp) return false;
    rt_runtime_lock();
    bool used = false;
    for (size_t i = 0; !used && i < class_table.capacity; i++) {
        const struct rt_map_entry *e = &class_table.entries[i];
        if (!e->key || e->key == RT_MAP_TOMBSTONE) continue;
        Class cls = e->value;
        used = has_implementation_locked(cls, imp) ||
               has_implementation_locked(atomic_load_explicit(&cls->base.isa, memory_order_relaxed), imp);
    }
    rt_runtime_unlock();
    return used;
}

/* Lock: the runtime lock. */
Class rt_objc_getClass(const char *name) {
    if (!name) return NULL;
    rt_runtime_lock();
    Class cls = rt_class_lookup_locked(name, false);
    rt_runtime_unlock();
    return cls;
}

/* Lock: the runtime lock. */
Class rt_objc_lookUpClass(const char *name) { return rt_objc_getClass(name); }

/* Lock: the runtime lock. */
Class rt_objc_getMetaClass(const char *name) {
    Class cls = rt_objc_getClass(name);
    return cls ? atomic_load_explicit(&cls->base.isa, memory_order_acquire) : NULL;
}

/* Lock: the runtime lock. */
int rt_objc_getClassList(Class *buffer, int capacity) {
    rt_runtime_lock();
    int n = (int)registered_classes.count;
    for (int i = 0; buffer && i < n && i < capacity; i++) buffer[i] = registered_classes.items[i];
    rt_runtime_unlock();
    return n;
}

/* No lock. */
const char *rt_class_getName(Class cls) { return cls ? cls->name : "nil"; }

/* No lock. */
Class rt_class_getSuperclass(Class cls) { return cls ? cls->superclass : NULL; }

/* No lock. */
bool rt_class_isMetaClass(Class cls) { return cls && (cls->flags & RT_CLASS_META); }

/* Lock: the runtime lock (ivars may still be being added). */
size_t rt_class_getInstanceSize(Class cls) {
    if (!cls) return 0;
    rt_runtime_lock();
    size_t n = cls->instanceSize;
    rt_runtime_unlock();
    return n;
}

/* Lock: the runtime lock. */
size_t rt_class_getInstanceAlignment(Class cls) {
    if (!cls) return 0;
    rt_runtime_lock();
    size_t n = cls->alignment;
    rt_runtime_unlock();
    return n;
}

/* Lock: the runtime lock. */
bool rt_class_isRegistered(Class cls) {
    if (!cls) return false;
    rt_runtime_lock();
    bool r = (cls->flags & RT_CLASS_REGISTERED) != 0;
    rt_runtime_unlock();
    return r;
}

/* No lock. */
Class rt_class_getNonMetaClass(Class cls) { return cls ? cls->nonMeta : NULL; }

/* No lock. */
Class rt_class_getMetaClass(Class cls) {
    return cls ? atomic_load_explicit(&cls->base.isa, memory_order_acquire) : NULL;
}

/* No lock. */
intptr_t rt_class_getLiveInstanceCount(Class cls) {
    return cls ? atomic_load_explicit(&cls->liveInstances, memory_order_acquire) : 0;
}

/* No lock. */
void *rt_class_getIndexedBytes(Class cls) {
    return cls && cls->extraBytes ? (void *)(cls + 1) : NULL;
}

/* No lock (set at allocation, never changed). */
size_t rt_class_getIndexedByteCount(Class cls) {
    return cls ? cls->extraBytes : 0;
}

/* Lock: the runtime lock. */
int rt_class_copySubclasses(Class cls, Class *buffer, int capacity) {
    if (!cls) return 0;
    rt_runtime_lock();
    int n = 0;
    for (Class c = cls->firstSubclass; c; c = c->nextSibling, n++)
        if (buffer && n < capacity) buffer[n] = c;
    rt_runtime_unlock();
    return n;
}
