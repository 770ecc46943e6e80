/* Declared properties: name plus the raw attribute string clang emits ("T@\"NSString\",C,N,V_name"). */
#ifndef MINIOBJC_RT_PROPERTY_H
#define MINIOBJC_RT_PROPERTY_H

#include "rt_types.h"

/* Adds a property to the class itself; RT_ERR_DUPLICATE if it has one of that name.
 * Lock: the runtime lock. */
rt_status rt_class_addProperty(Class cls, const char *name, const char *attributes);
/* Replaces the attribute string of the class's own property, or adds it. Lock: the runtime lock. */
rt_status rt_class_replaceProperty(Class cls, const char *name, const char *attributes);
/* The class's own properties (category ones first; malloc'd, caller frees). Lock: the runtime lock. */
rt_property_t *rt_class_copyPropertyList(Class cls, unsigned int *outCount);
/* The property `name` of the class or a superclass, or NULL. Lock: the runtime lock. */
rt_property_t rt_class_getProperty(Class cls, const char *name);

/* No lock (immutable). */
const char *rt_property_getName(rt_property_t property);
/* The raw attribute string. Old strings stay valid after a replace. No lock (atomic load). */
const char *rt_property_getAttributes(rt_property_t property);
/* The value of one attribute, by its letter ("T" → the type encoding, "V" → the ivar name,
 * "" for flag attributes such as "N"), malloc'd (free with rt_free), or NULL when absent.
 * No lock. */
char *rt_property_copyAttributeValue(rt_property_t property, const char *attributeName);
/* The same for a raw attribute string. No lock. */
char *rt_attributes_copyValue(const char *attributes, const char *attributeName);
/* Frees memory the runtime handed out (copy* results). No lock. */
void rt_free(void *pointer);

#endif
