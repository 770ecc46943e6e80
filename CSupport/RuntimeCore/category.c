/* Run-time categories (objc4's attachCategories, done when asked rather than at image load). */
#include "rt_category.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include <string.h>

/* No lock. */
Category rt_category_create(const char *name) {
    if (!name || !*name) return NULL;
    Category cat = calloc(1, sizeof *cat);
    char *n = rt_strdup(name);
    if (!cat || !n) {
        free(cat);
        free(n);
        return NULL;
    }
    cat->name = n;
    return cat;
}

/* Lock: the runtime lock. */
static rt_status add_method(Category cat, bool classMethod, SEL name, IMP imp, const char *types) {
    if (!cat || !name || !imp) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (cat->attached) st = RT_ERR_ALREADY_ATTACHED;
    else if (!rt_method_list_add(classMethod ? &cat->classMethods : &cat->instanceMethods, name,
                                 imp, types))
        st = RT_ERR_INVALID_ARGUMENT;
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
rt_status rt_category_addInstanceMethod(Category cat, SEL name, IMP imp, const char *types) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    return add_method(cat, false, name, imp, types);
}

/* Lock: the runtime lock. */
rt_status rt_category_addClassMethod(Category cat, SEL name, IMP imp, const char *types) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    return add_method(cat, true, name, imp, types);
}

/* Lock: the runtime lock. */
rt_status rt_category_addProperty(Category cat, const char *name, const char *attributes) {
    if (!cat || !name || !*name || !attributes) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (cat->attached) {
        st = RT_ERR_ALREADY_ATTACHED;
    } else {
        struct rt_property *p = calloc(1, sizeof *p);
        char *n = rt_strdup(name), *a = rt_strdup(attributes);
        if (!p || !n || !a || !rt_list_append(&cat->properties, p)) {
            free(p);
            free(n);
            free(a);
            st = RT_ERR_INVALID_ARGUMENT;
        } else {
            p->name = n;
            atomic_store_explicit(&p->attributes, a, memory_order_relaxed);
        }
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
rt_status rt_category_addProtocol(Category cat, Protocol *proto) {
    if (!cat || !proto) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (cat->attached) st = RT_ERR_ALREADY_ATTACHED;
    else if (!rt_list_append(&cat->protocols, proto)) st = RT_ERR_INVALID_ARGUMENT;
    rt_runtime_unlock();
    return st;
}

/* Puts a chain of chunks in front of a class's method lists. Lock: the runtime lock is held. */
static void prepend_chunks(Class cls, struct rt_method_list *chain) {
    if (!chain) return;
    struct rt_method_list *tail = chain;
    while (tail->next) tail = tail->next;
    tail->next = cls->methods;
    cls->methods = chain;
}

/* Lock: the runtime lock. */
rt_status rt_category_attach(Category cat, Class cls) {
    if (!cat || !cls || (cls->flags & RT_CLASS_META)) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (cls->flags & RT_CLASS_DISPOSED) {
        st = RT_ERR_CLASS_DISPOSED;
    } else if (cat->attached) {
        st = RT_ERR_ALREADY_ATTACHED;
    } else if (!(cls->flags & RT_CLASS_REGISTERED)) {
        st = RT_ERR_CLASS_NOT_REGISTERED;
    } else {
        Class meta = atomic_load_explicit(&cls->base.isa, memory_order_relaxed);
        /* Reserve list room first so a failed allocation leaves the class unchanged. */
        uint32_t needProps = cls->properties.count + cat->properties.count;
        uint32_t needProtos = cls->protocols.count + cat->protocols.count;
        bool ok = true;
        if (needProps > cls->properties.capacity) {
            void **items = realloc(cls->properties.items, needProps * sizeof(void *));
            if (items) {
                cls->properties.items = items;
                cls->properties.capacity = needProps;
            } else ok = false;
        }
        if (ok && needProtos > cls->protocols.capacity) {
            void **items = realloc(cls->protocols.items, needProtos * sizeof(void *));
            if (items) {
                cls->protocols.items = items;
                cls->protocols.capacity = needProtos;
            } else ok = false;
        }
        if (!ok) {
            st = RT_ERR_INVALID_ARGUMENT;
        } else {
            prepend_chunks(cls, cat->instanceMethods);
            prepend_chunks(meta, cat->classMethods);
            for (uint32_t i = cat->properties.count; i > 0; i--)
                rt_list_prepend(&cls->properties, cat->properties.items[i - 1]);
            for (uint32_t i = 0; i < cat->protocols.count; i++)
                rt_list_append(&cls->protocols, cat->protocols.items[i]);
            cat->instanceMethods = NULL;
            cat->classMethods = NULL;
            rt_list_free(&cat->properties);
            rt_list_free(&cat->protocols);
            cat->attached = true;
            rt_cache_flush_hierarchy_locked(cls);
            rt_cache_flush_hierarchy_locked(meta);
        }
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
void rt_category_dispose(Category cat) {
    if (!cat) return;
    rt_runtime_lock();
    rt_method_lists_free(cat->instanceMethods);
    rt_method_lists_free(cat->classMethods);
    for (uint32_t i = 0; i < cat->properties.count; i++) {
        struct rt_property *p = cat->properties.items[i];
        free((void *)p->name);
        free((void *)atomic_load_explicit(&p->attributes, memory_order_relaxed));
        free(p);
    }
    rt_list_free(&cat->properties);
    rt_list_free(&cat->protocols);
    rt_runtime_unlock();
    free((void *)cat->name);
    free(cat);
}

/* No lock. */
const char *rt_category_getName(Category cat) { return cat ? cat->name : NULL; }
