/* Protocols: allocate, describe, register, adopt, test conformance. */
#ifndef MINIOBJC_RT_PROTOCOL_H
#define MINIOBJC_RT_PROTOCOL_H

#include "rt_types.h"

/* A method a protocol declares: selector and raw type encoding (NULL name when absent). */
struct rt_method_description {
    SEL name;
    const char *types;
};

/* A new, unregistered protocol, or NULL when the name is empty or taken. Lock: the runtime lock. */
Protocol *rt_objc_allocateProtocol(const char *name);
/* Makes the protocol visible to rt_objc_getProtocol; it is immutable afterwards.
 * Lock: the runtime lock. */
rt_status rt_objc_registerProtocol(Protocol *proto);
/* The registered protocol with this name, or NULL. Lock: the runtime lock. */
Protocol *rt_objc_getProtocol(const char *name);
/* All registered protocols (malloc'd; caller frees). Lock: the runtime lock. */
Protocol **rt_objc_copyProtocolList(unsigned int *outCount);

/* These four work only before registration (RT_ERR_PROTOCOL_REGISTERED after).
 * Lock: the runtime lock. */
rt_status rt_protocol_addMethodDescription(Protocol *proto, SEL name, const char *types,
                                           bool isRequired, bool isInstance);
rt_status rt_protocol_addProtocol(Protocol *proto, Protocol *addition);
rt_status rt_protocol_addProperty(Protocol *proto, const char *name, const char *attributes,
                                  bool isRequired, bool isInstance);

/* No lock (immutable). */
const char *rt_protocol_getName(Protocol *proto);
/* Lock: the runtime lock. */
bool rt_protocol_isRegistered(Protocol *proto);
/* `proto` is `other` or inherits it, directly or not. Lock: the runtime lock. */
bool rt_protocol_conformsToProtocol(Protocol *proto, Protocol *other);
/* Declared methods of one kind (malloc'd; caller frees). Lock: the runtime lock. */
struct rt_method_description *rt_protocol_copyMethodDescriptionList(
    Protocol *proto, bool isRequired, bool isInstance, unsigned int *outCount);
/* One declared method, searching inherited protocols too; {NULL, NULL} when absent.
 * Lock: the runtime lock. */
struct rt_method_description rt_protocol_getMethodDescription(Protocol *proto, SEL name,
                                                              bool isRequired, bool isInstance);
/* Directly inherited protocols (malloc'd; caller frees). Lock: the runtime lock. */
Protocol **rt_protocol_copyProtocolList(Protocol *proto, unsigned int *outCount);
/* Declared properties of one kind (malloc'd; caller frees). Lock: the runtime lock. */
rt_property_t *rt_protocol_copyPropertyList(Protocol *proto, bool isRequired, bool isInstance,
                                            unsigned int *outCount);

/* Adopts a protocol; RT_ERR_DUPLICATE if the class already lists it. Lock: the runtime lock. */
rt_status rt_class_addProtocol(Class cls, Protocol *proto);
/* Whether the class itself adopts `proto` or a protocol inheriting it (Apple's
 * class_conformsToProtocol: superclasses are not searched). Lock: the runtime lock. */
bool rt_class_conformsToProtocol(Class cls, Protocol *proto);
/* The same, searching superclasses too (what -conformsToProtocol: answers). Lock: the runtime lock. */
bool rt_class_conformsToProtocolInherited(Class cls, Protocol *proto);
/* Protocols the class itself adopts (malloc'd; caller frees). Lock: the runtime lock. */
Protocol **rt_class_copyProtocolList(Class cls, unsigned int *outCount);

#endif
