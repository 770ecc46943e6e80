/* Protocol records. A protocol is an object (isa = the Protocol class, immortal) so it can be
 * passed where Objective-C passes `Protocol *`, e.g. to -conformsToProtocol:. */
#include "rt_protocol.h"
#include "rt_class.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include <string.h>

static struct rt_map protocol_table = {.stringKeys = true};
static struct rt_list registered_protocols;

/* Index into rt_protocol.methods. No lock. */
static int slot(bool isRequired, bool isInstance) { return (isRequired ? 0 : 2) + (isInstance ? 0 : 1); }

/* Lock: the runtime lock. */
Protocol *rt_objc_allocateProtocol(const char *name) {
    if (!name || !*name) return NULL;
    Class protocolClass = rt_objc_getClass("Protocol");
    rt_runtime_lock();
    Protocol *proto = NULL;
    if (!rt_map_get(&protocol_table, name)) {
        proto = calloc(1, sizeof *proto);
        char *n = rt_strdup(name);
        if (!proto || !n || !rt_map_put(&protocol_table, n, proto)) {
            free(proto);
            free(n);
            proto = NULL;
        } else {
            proto->name = n;
            atomic_store_explicit(&proto->base.isa, protocolClass, memory_order_relaxed);
            atomic_store_explicit(&proto->base.rc, RT_RC_ONE | RT_RC_IMMORTAL, memory_order_relaxed);
        }
    }
    rt_runtime_unlock();
    return proto;
}

/* Lock: the runtime lock. */
rt_status rt_objc_registerProtocol(Protocol *proto) {
    if (!proto) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (proto->registered) st = RT_ERR_PROTOCOL_REGISTERED;
    else if (!rt_list_append(&registered_protocols, proto)) st = RT_ERR_INVALID_ARGUMENT;
    else proto->registered = true;
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
Protocol *rt_objc_getProtocol(const char *name) {
    if (!name) return NULL;
    rt_runtime_lock();
    Protocol *p = rt_map_get(&protocol_table, name);
    if (p && !p->registered) p = NULL;
    rt_runtime_unlock();
    return p;
}

/* Copies a list under the lock. Lock: caller holds the runtime lock. */
static void **copy_items(const struct rt_list *list, unsigned int *outCount) {
    unsigned int n = list->count;
    void **out = n ? malloc(n * sizeof(void *)) : NULL;
    if (out) memcpy(out, list->items, n * sizeof(void *));
    if (outCount) *outCount = out ? n : 0;
    return out;
}

/* Lock: the runtime lock. */
Protocol **rt_objc_copyProtocolList(unsigned int *outCount) {
    rt_runtime_lock();
    void **out = copy_items(&registered_protocols, outCount);
    rt_runtime_unlock();
    return (Protocol **)out;
}

/* Lock: the runtime lock. */
rt_status rt_protocol_addMethodDescription(Protocol *proto, SEL name, const char *types,
                                           bool isRequired, bool isInstance) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    if (!proto || !name) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (proto->registered) {
        st = RT_ERR_PROTOCOL_REGISTERED;
    } else {
        struct rt_method_description_record *d = calloc(1, sizeof *d);
        char *t = rt_strdup(types ? types : "");
        if (!d || !t || !rt_list_append(&proto->methods[slot(isRequired, isInstance)], d)) {
            free(d);
            free(t);
            st = RT_ERR_INVALID_ARGUMENT;
        } else {
            d->name = name;
            d->types = t;
        }
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
rt_status rt_protocol_addProtocol(Protocol *proto, Protocol *addition) {
    if (!proto || !addition || proto == addition) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (proto->registered) st = RT_ERR_PROTOCOL_REGISTERED;
    else if (!rt_list_append(&proto->protocols, addition)) st = RT_ERR_INVALID_ARGUMENT;
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
rt_status rt_protocol_addProperty(Protocol *proto, const char *name, const char *attributes,
                                  bool isRequired, bool isInstance) {
    if (!proto || !name || !*name || !attributes) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    if (proto->registered) {
        st = RT_ERR_PROTOCOL_REGISTERED;
    } else {
        struct rt_protocol_property *p = calloc(1, sizeof *p);
        char *n = rt_strdup(name), *a = rt_strdup(attributes);
        if (!p || !n || !a || !rt_list_append(&proto->properties, p)) {
            free(p);
            free(n);
            free(a);
            st = RT_ERR_INVALID_ARGUMENT;
        } else {
            p->property.name = n;
            atomic_store_explicit(&p->property.attributes, a, memory_order_relaxed);
            p->required = isRequired;
            p->instance = isInstance;
        }
    }
    rt_runtime_unlock();
    return st;
}

/* No lock. */
const char *rt_protocol_getName(Protocol *proto) { return proto ? proto->name : NULL; }

/* Lock: the runtime lock. */
bool rt_protocol_isRegistered(Protocol *proto) {
    if (!proto) return false;
    rt_runtime_lock();
    bool r = proto->registered;
    rt_runtime_unlock();
    return r;
}

/* Numbers the searches through inherited protocols. 64 bits: never wraps, so a stale mark
 * can never look current. Lock: the runtime lock. */
static uint64_t last_query;

/* Whether a search may skip `proto`: this query already searched it from as shallow a depth
 * (a DAG where protocols share ancestors, or even list one twice, would otherwise be walked
 * once per path: 2^depth visits). Records the visit otherwise. Lock: caller holds the
 * runtime lock. */
static bool already_visited(Protocol *proto, uint64_t query, int depth) {
    if (proto->visitQuery == query && proto->visitDepth <= depth) return true;
    proto->visitQuery = query;
    proto->visitDepth = depth;
    return false;
}

/* Depth-first through inherited protocols; a cycle (possible among unregistered protocols)
 * or an absurdly deep chain is cut at a fixed depth. Lock: caller holds the runtime lock. */
static bool conforms(Protocol *proto, Protocol *other, uint64_t query, int depth) {
    if (!proto || !other || depth > 64) return false;
    if (proto == other) return true;
    if (already_visited(proto, query, depth)) return false;
    for (uint32_t i = 0; i < proto->protocols.count; i++)
        if (conforms(proto->protocols.items[i], other, query, depth + 1)) return true;
    return false;
}

/* Lock: caller holds the runtime lock. */
bool rt_protocol_conforms_locked(Protocol *proto, Protocol *other) {
    return conforms(proto, other, ++last_query, 0);
}

/* Lock: the runtime lock. */
bool rt_protocol_conformsToProtocol(Protocol *proto, Protocol *other) {
    rt_runtime_lock();
    bool r = conforms(proto, other, ++last_query, 0);
    rt_runtime_unlock();
    return r;
}

/* Lock: the runtime lock. */
struct rt_method_description *rt_protocol_copyMethodDescriptionList(
    Protocol *proto, bool isRequired, bool isInstance, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!proto) return NULL;
    rt_runtime_lock();
    struct rt_list *l = &proto->methods[slot(isRequired, isInstance)];
    struct rt_method_description *out = l->count ? malloc(l->count * sizeof *out) : NULL;
    if (out) {
        for (uint32_t i = 0; i < l->count; i++) {
            struct rt_method_description_record *d = l->items[i];
            out[i].name = d->name;
            out[i].types = d->types;
        }
        if (outCount) *outCount = l->count;
    }
    rt_runtime_unlock();
    return out;
}

/* Lock: caller holds the runtime lock. */
static struct rt_method_description find_description(Protocol *proto, SEL name, int s, uint64_t query,
                                                     int depth) {
    struct rt_method_description none = {NULL, NULL};
    if (!proto || depth > 64 || already_visited(proto, query, depth)) return none;
    struct rt_list *l = &proto->methods[s];
    for (uint32_t i = 0; i < l->count; i++) {
        struct rt_method_description_record *d = l->items[i];
        if (d->name == name) return (struct rt_method_description){d->name, d->types};
    }
    for (uint32_t i = 0; i < proto->protocols.count; i++) {
        struct rt_method_description r = find_description(proto->protocols.items[i], name, s, query, depth + 1);
        if (r.name) return r;
    }
    return none;
}

/* Lock: the runtime lock. */
struct rt_method_description rt_protocol_getMethodDescription(Protocol *proto, SEL name,
                                                              bool isRequired, bool isInstance) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    rt_runtime_lock();
    struct rt_method_description r = find_description(proto, name, slot(isRequired, isInstance), ++last_query, 0);
    rt_runtime_unlock();
    return r;
}

/* Lock: the runtime lock. */
Protocol **rt_protocol_copyProtocolList(Protocol *proto, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!proto) return NULL;
    rt_runtime_lock();
    void **out = copy_items(&proto->protocols, outCount);
    rt_runtime_unlock();
    return (Protocol **)out;
}

/* Lock: the runtime lock. */
rt_property_t *rt_protocol_copyPropertyList(Protocol *proto, bool isRequired, bool isInstance,
                                            unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!proto) return NULL;
    rt_runtime_lock();
    rt_property_t *out = proto->properties.count ? malloc(proto->properties.count * sizeof *out) : NULL;
    unsigned int n = 0;
    for (uint32_t i = 0; out && i < proto->properties.count; i++) {
        struct rt_protocol_property *p = proto->properties.items[i];
        if (p->required == isRequired && p->instance == isInstance) out[n++] = &p->property;
    }
    rt_runtime_unlock();
    if (n == 0) {
        free(out);
        return NULL;
    }
    if (outCount) *outCount = n;
    return out;
}

/* Lock: the runtime lock. */
rt_status rt_class_addProtocol(Class cls, Protocol *proto) {
    if (!cls || !proto) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = (cls->flags & RT_CLASS_DISPOSED) ? RT_ERR_CLASS_DISPOSED : RT_OK;
    for (uint32_t i = 0; i < cls->protocols.count; i++)
        if (cls->protocols.items[i] == proto) st = RT_ERR_DUPLICATE;
    if (st == RT_OK && !rt_list_append(&cls->protocols, proto)) st = RT_ERR_INVALID_ARGUMENT;
    rt_runtime_unlock();
    return st;
}

/* Lock: caller holds the runtime lock. */
static bool class_conforms_locked(Class cls, Protocol *proto) {
    for (uint32_t i = 0; i < cls->protocols.count; i++)
        if (rt_protocol_conforms_locked(cls->protocols.items[i], proto)) return true;
    return false;
}

/* Lock: the runtime lock. */
bool rt_class_conformsToProtocol(Class cls, Protocol *proto) {
    if (!cls || !proto) return false;
    rt_runtime_lock();
    bool r = class_conforms_locked(cls, proto);
    rt_runtime_unlock();
    return r;
}

/* Lock: the runtime lock. */
bool rt_class_conformsToProtocolInherited(Class cls, Protocol *proto) {
    if (!cls || !proto) return false;
    rt_runtime_lock();
    bool r = false;
    for (Class c = cls; c && !r; c = c->superclass) r = class_conforms_locked(c, proto);
    rt_runtime_unlock();
    return r;
}

/* Lock: the runtime lock. */
Protocol **rt_class_copyProtocolList(Class cls, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!cls) return NULL;
    rt_runtime_lock();
    void **out = copy_items(&cls->protocols, outCount);
    rt_runtime_unlock();
    return (Protocol **)out;
}
