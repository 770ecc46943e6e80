/* Method lists. A class's methods are chunks of records linked from `cls->methods`: the
 * chunks of attached categories first (newest first, so the latest category wins, as in
 * objc4), then the class's own chunks. Records never move once written — the method cache
 * points at them — so chunks are never reallocated; a full chunk gets a successor. */
#include "rt_method.h"
#include "rt_lock.h"
#include "rt_lookup.h"
#include "rt_core_private.h"
#include <string.h>

/* Lock: caller holds the runtime lock (or owns the list exclusively). */
struct rt_method_list *rt_method_list_new(uint32_t capacity, bool fromCategory) {
    struct rt_method_list *l = calloc(1, sizeof *l + capacity * sizeof(struct rt_method));
    if (!l) return NULL;
    l->capacity = capacity;
    l->fromCategory = fromCategory;
    return l;
}

/* Writes a record into a chunk with room. Lock: caller holds the runtime lock. */
static struct rt_method *fill(struct rt_method_list *l, SEL sel, IMP imp, const char *types) {
    char *t = rt_strdup(types ? types : "");
    if (!t) return NULL;
    struct rt_method *m = &l->entries[l->count];
    m->name = sel;
    m->types = t;
    atomic_store_explicit(&m->imp, imp, memory_order_release);
    l->count++;
    return m;
}

/* Appends to the chunk chain at `*chunkp` (used for category lists under construction).
 * Lock: caller holds the runtime lock or owns the list. */
struct rt_method *rt_method_list_add(struct rt_method_list **chunkp, SEL sel, IMP imp,
                                     const char *types) {
    struct rt_method_list **pp = chunkp;
    struct rt_method_list *last = NULL;
    while (*pp) {
        last = *pp;
        pp = &(*pp)->next;
    }
    if (!last || last->count == last->capacity) {
        struct rt_method_list *l = rt_method_list_new(last ? last->capacity * 2 : 8,
                                                      last ? last->fromCategory : true);
        if (!l) return NULL;
        *pp = l;
        last = l;
    }
    return fill(last, sel, imp, types);
}

/* Lock: caller holds the runtime lock (or the class is being disposed). */
void rt_method_lists_free(struct rt_method_list *list) {
    while (list) {
        struct rt_method_list *next = list->next;
        for (uint32_t i = 0; i < list->count; i++) free((void *)list->entries[i].types);
        free(list);
        list = next;
    }
}

/* Appends a record to the class's own methods (after any category chunks).
 * Lock: caller holds the runtime lock. */
static struct rt_method *add_own(Class cls, SEL sel, IMP imp, const char *types) {
    struct rt_method_list **pp = &cls->methods;
    struct rt_method_list *lastOwn = NULL;
    while (*pp) {
        if (!(*pp)->fromCategory) lastOwn = *pp;
        pp = &(*pp)->next;
    }
    if (!lastOwn || lastOwn->count == lastOwn->capacity) {
        struct rt_method_list *l = rt_method_list_new(lastOwn ? lastOwn->capacity * 2 : 8, false);
        if (!l) return NULL;
        *pp = l;
        lastOwn = l;
    }
    return fill(lastOwn, sel, imp, types);
}

/* Lock: the runtime lock. */
rt_status rt_class_addMethod(Class cls, SEL name, IMP imp, const char *types) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    if (!cls || !name || !imp) return RT_ERR_INVALID_ARGUMENT;
    rt_status st = RT_OK;
    rt_runtime_lock();
    if (cls->flags & RT_CLASS_DISPOSED) {
        st = RT_ERR_CLASS_DISPOSED;
    } else if (rt_class_findOwnMethod_locked(cls, name)) {
        st = RT_ERR_DUPLICATE;
    } else if (!add_own(cls, name, imp, types)) {
        st = RT_ERR_INVALID_ARGUMENT;
    } else {
        rt_cache_flush_hierarchy_locked(cls);
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
IMP rt_class_replaceMethod(Class cls, SEL name, IMP imp, const char *types) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    if (!cls || !name || !imp) return NULL;
    IMP old = NULL;
    rt_runtime_lock();
    struct rt_method *m = rt_class_findOwnMethod_locked(cls, name);
    if (cls->flags & RT_CLASS_DISPOSED) {
        /* A tombstone changes no more. */
    } else if (m) {
        old = atomic_exchange_explicit(&m->imp, imp, memory_order_acq_rel);
        rt_lookup_generation_bump_locked();
    } else if (add_own(cls, name, imp, types)) {
        rt_cache_flush_hierarchy_locked(cls);
    }
    rt_runtime_unlock();
    return old;
}

/* Lock: the runtime lock, released while a resolver runs. */
Method rt_class_getInstanceMethod(Class cls, SEL name) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    if (!cls || !name) return NULL;
    /* Gives +resolveInstanceMethod: its chance first, as class_getInstanceMethod does. */
    if (!rt_class_getMethodImplementation(cls, name)) return NULL;
    rt_runtime_lock();
    struct rt_method *m = rt_class_findMethod_locked(cls, name);
    rt_runtime_unlock();
    return m;
}

/* Lock: as rt_class_getInstanceMethod. */
Method rt_class_getClassMethod(Class cls, SEL name) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    if (!cls) return NULL;
    Class meta = (cls->flags & RT_CLASS_META) ? cls
                                              : atomic_load_explicit(&cls->base.isa, memory_order_acquire);
    return rt_class_getInstanceMethod(meta, name);
}

/* Lock: the runtime lock. */
Method *rt_class_copyMethodList(Class cls, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!cls) return NULL;
    rt_runtime_lock();
    unsigned int n = 0;
    for (struct rt_method_list *l = cls->methods; l; l = l->next) n += l->count;
    Method *list = n ? malloc(n * sizeof(Method)) : NULL;
    if (list) {
        unsigned int k = 0;
        for (struct rt_method_list *l = cls->methods; l; l = l->next)
            for (uint32_t i = 0; i < l->count; i++) list[k++] = &l->entries[i];
        if (outCount) *outCount = n;
    }
    rt_runtime_unlock();
    return list;
}

/* No lock. */
SEL rt_method_getName(Method m) { return m ? m->name : NULL; }

/* No lock. */
IMP rt_method_getImplementation(Method m) {
    return m ? atomic_load_explicit(&m->imp, memory_order_acquire) : NULL;
}

/* No lock. */
const char *rt_method_getTypeEncoding(Method m) { return m ? m->types : NULL; }

/* Lock: the runtime lock (so it orders with exchanges). */
IMP rt_method_setImplementation(Method m, IMP imp) {
    if (!m || !imp || !m->types) return NULL; /* a selector's not-found record has no types */
    rt_runtime_lock();
    IMP old = atomic_exchange_explicit(&m->imp, imp, memory_order_acq_rel);
    rt_lookup_generation_bump_locked();
    rt_runtime_unlock();
    return old;
}

/* Lock: the runtime lock. */
void rt_method_exchangeImplementations(Method a, Method b) {
    if (!a || !b || !a->types || !b->types) return;
    rt_runtime_lock();
    IMP ia = atomic_load_explicit(&a->imp, memory_order_relaxed);
    IMP ib = atomic_exchange_explicit(&b->imp, ia, memory_order_acq_rel);
    atomic_store_explicit(&a->imp, ib, memory_order_release);
    rt_lookup_generation_bump_locked();
    rt_runtime_unlock();
}
