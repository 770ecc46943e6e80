/* Protocols from compiled code. A protocol is known by name across images: the first image
 * (or the runtime) to register a name owns it, and every later record of that name — each
 * image that says @protocol(P) carries its own copy — stands for the same Protocol object,
 * as in objc4 and libobjc2. */
#include "rt_abi_private.h"
#include "rt_protocol.h"
#include "rt_selector.h"

/* Lock: the runtime lock inside the calls. */
static void add_methods(Protocol *p, const struct abi_protocol_method_list *list, bool required, bool instance) {
    if (!list) return;
    for (int32_t i = 0; i < list->count; i++) {
        const struct abi_protocol_method *m = &list->methods[i];
        if (!m->selector) continue;
        SEL sel = rt_loader_selector(m->selector);
        rt_protocol_addMethodDescription(p, sel, m->types, required, instance);
    }
}

/* Lock: the runtime lock inside the calls. */
static void add_properties(Protocol *p, const struct abi_property_list *list, bool required, bool instance) {
    for (; list; list = list->next)
        for (int32_t i = 0; i < list->count; i++)
            if (list->properties[i].name)
                rt_protocol_addProperty(p, list->properties[i].name, list->properties[i].attributes, required,
                                        instance);
}

/* Lock: the loader lock. */
Protocol *rt_loader_protocolFor(struct abi_protocol *abi) {
    if (!abi || !abi->name) return NULL;
    Protocol *known = rt_loader_protocolOf(abi);
    if (known) return known;
    Protocol *p = rt_objc_getProtocol(abi->name);
    if (!p) {
        p = rt_objc_allocateProtocol(abi->name);
        if (!p) return NULL;
        for (const struct abi_protocol_list *l = abi->protocols; l; l = l->next)
            for (int64_t i = 0; i < l->count; i++) {
                Protocol *inherited = rt_loader_protocolFor(l->list[i]);
                if (inherited) rt_protocol_addProtocol(p, inherited);
            }
        add_methods(p, abi->instanceMethods, true, true);
        add_methods(p, abi->classMethods, true, false);
        add_methods(p, abi->optionalInstanceMethods, false, true);
        add_methods(p, abi->optionalClassMethods, false, false);
        add_properties(p, abi->properties, true, true);
        add_properties(p, abi->optionalProperties, false, true);
        add_properties(p, abi->classProperties, true, false);
        add_properties(p, abi->optionalClassProperties, false, false);
        rt_objc_registerProtocol(p);
    }
    rt_loader_setProtocol(abi, p);
    return p;
}
