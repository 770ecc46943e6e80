/* objc4's protocol functions for compiled code, over the core.
 *
 * `@protocol(P)` in compiled code is the core's Protocol (the loader registers each compiled
 * protocol under its name), so these take and return the same pointers as the core. Lists
 * are malloc'd and end with a NULL (or zeroed) entry, as objc4's; free() them. */
#include "rt_abi_private.h"
#include "rt_property.h"
#include "rt_protocol.h"
#include "rt_selector.h"
#include <stdlib.h>
#include <string.h>

/* ---- The protocol table ---- */

/* The registered protocol named `name`, or NULL. Lock: the runtime lock. */
Protocol *objc_getProtocol(const char *name) { return name ? rt_objc_getProtocol(name) : NULL; }

/* Every registered protocol (malloc'd, NULL-terminated; free() it). Lock: the runtime lock. */
Protocol **objc_copyProtocolList(unsigned int *outCount) {
    unsigned int n = 0;
    Protocol **list = rt_objc_copyProtocolList(&n);
    return rt_abi_terminatedList(list, n, outCount);
}

/* A new protocol to fill in and register; NULL when the name is empty or a protocol has it.
 * Lock: the runtime lock. */
Protocol *objc_allocateProtocol(const char *name) { return name ? rt_objc_allocateProtocol(name) : NULL; }

/* Registers a protocol made by objc_allocateProtocol; it cannot change afterwards.
 * Lock: the runtime lock. */
void objc_registerProtocol(Protocol *proto) {
    if (proto) (void)rt_objc_registerProtocol(proto);
}

/* ---- Introspection ---- */

/* No lock. */
/* "nil" for a nil protocol, as objc4 answers. */
const char *protocol_getName(Protocol *proto) { return proto ? rt_protocol_getName(proto) : "nil"; }

/* The same protocol, or two that each conform to the other (as objc4). Lock: the runtime
 * lock. */
rt_BOOL protocol_isEqual(Protocol *proto, Protocol *other) {
    if (proto == other) return 1;
    if (!proto || !other) return 0;
    return rt_protocol_conformsToProtocol(proto, other) && rt_protocol_conformsToProtocol(other, proto) ? 1 : 0;
}

/* Whether `proto` is `other` or inherits it, directly or not; NO when either is NULL.
 * Lock: the runtime lock. */
rt_BOOL protocol_conformsToProtocol(Protocol *proto, Protocol *other) {
    if (!proto || !other) return 0;
    return rt_protocol_conformsToProtocol(proto, other) ? 1 : 0;
}

/* The methods `proto` itself declares of one kind (required or optional, instance or class),
 * malloc'd with a terminating {NULL, NULL} entry; NULL when none. Lock: the runtime lock. */
struct rt_method_description *protocol_copyMethodDescriptionList(Protocol *proto, rt_BOOL isRequired,
                                                                 rt_BOOL isInstance, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    unsigned int n = 0;
    struct rt_method_description *list =
        proto ? rt_protocol_copyMethodDescriptionList(proto, isRequired != 0, isInstance != 0, &n) : NULL;
    if (!list || n == 0) {
        free(list);
        return NULL;
    }
    struct rt_method_description *grown = realloc(list, ((size_t)n + 1) * sizeof *grown);
    if (!grown) {
        free(list);
        return NULL;
    }
    for (unsigned int i = 0; i < n; i++) grown[i].name = rt_sel_valueForCompiledCode(grown[i].name);
    grown[n] = (struct rt_method_description){NULL, NULL};
    if (outCount) *outCount = n;
    return grown;
}

/* The declaration of `name` of one kind in `proto` or a protocol it inherits; {NULL, NULL}
 * when absent. Lock: the runtime lock. */
struct rt_method_description protocol_getMethodDescription(Protocol *proto, SEL name, rt_BOOL isRequired,
                                                           rt_BOOL isInstance) {
    if (!proto || !name) return (struct rt_method_description){NULL, NULL};
    struct rt_method_description d = rt_protocol_getMethodDescription(proto, name, isRequired != 0, isInstance != 0);
    d.name = rt_sel_valueForCompiledCode(d.name);
    return d;
}

/* The properties `proto` itself declares of one kind (malloc'd, NULL-terminated).
 * Lock: the runtime lock. */
rt_property_t *protocol_copyPropertyList2(Protocol *proto, unsigned int *outCount, rt_BOOL isRequired,
                                          rt_BOOL isInstance) {
    unsigned int n = 0;
    rt_property_t *list = proto ? rt_protocol_copyPropertyList(proto, isRequired != 0, isInstance != 0, &n) : NULL;
    return rt_abi_terminatedList(list, n, outCount);
}

/* The required instance properties `proto` itself declares. Lock: the runtime lock. */
rt_property_t *protocol_copyPropertyList(Protocol *proto, unsigned int *outCount) {
    return protocol_copyPropertyList2(proto, outCount, 1, 1);
}

/* The protocols `proto` inherits directly (malloc'd, NULL-terminated). Lock: the runtime lock. */
Protocol **protocol_copyProtocolList(Protocol *proto, unsigned int *outCount) {
    unsigned int n = 0;
    Protocol **list = proto ? rt_protocol_copyProtocolList(proto, &n) : NULL;
    return rt_abi_terminatedList(list, n, outCount);
}

/* protocol_getProperty's search, `depth` levels into inherited protocols. Lock: the runtime
 * lock inside the calls. */
static rt_property_t find_property(Protocol *proto, const char *name, bool isRequired, bool isInstance, int depth) {
    if (!proto || depth > 64) return NULL;
    unsigned int n = 0;
    rt_property_t found = NULL;
    rt_property_t *list = rt_protocol_copyPropertyList(proto, isRequired, isInstance, &n);
    for (unsigned int i = 0; i < n && !found; i++)
        if (strcmp(rt_property_getName(list[i]), name) == 0) found = list[i];
    free(list);
    if (found) return found;
    Protocol **inherited = rt_protocol_copyProtocolList(proto, &n);
    for (unsigned int i = 0; i < n && !found; i++)
        found = find_property(inherited[i], name, isRequired, isInstance, depth + 1);
    free(inherited);
    return found;
}

/* The property `name` of one kind declared by `proto` or a protocol it inherits, or NULL.
 * Lock: the runtime lock inside the calls. */
rt_property_t protocol_getProperty(Protocol *proto, const char *name, rt_BOOL isRequired, rt_BOOL isInstance) {
    if (!proto || !name) return NULL;
    return find_property(proto, name, isRequired != 0, isInstance != 0, 0);
}

/* ---- Building a protocol (between objc_allocateProtocol and objc_registerProtocol) ---- */

/* Declares a method; ignored once the protocol is registered. Lock: the runtime lock. */
void protocol_addMethodDescription(Protocol *proto, SEL name, const char *types, rt_BOOL isRequired,
                                   rt_BOOL isInstance) {
    if (!proto || !name) return;
    (void)rt_protocol_addMethodDescription(proto, name, types, isRequired != 0, isInstance != 0);
}

/* Makes `proto` inherit `addition`; ignored once `proto` is registered. Lock: the runtime
 * lock. */
void protocol_addProtocol(Protocol *proto, Protocol *addition) {
    if (proto && addition) (void)rt_protocol_addProtocol(proto, addition);
}

/* Declares a property whose attribute string is built from `attributes`; ignored once the
 * protocol is registered. Lock: the runtime lock. */
void protocol_addProperty(Protocol *proto, const char *name, const struct rt_abi_property_attribute *attributes,
                          unsigned int attributeCount, rt_BOOL isRequired, rt_BOOL isInstance) {
    if (!proto || !name) return;
    char *string = rt_abi_copyAttributeString(attributes, attributeCount);
    if (!string) return;
    (void)rt_protocol_addProperty(proto, name, string, isRequired != 0, isInstance != 0);
    free(string);
}
