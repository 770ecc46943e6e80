/* Categories built at run time: collect methods, class methods, properties and protocols,
 * then attach them to a registered class in one step. */
#ifndef MINIOBJC_RT_CATEGORY_H
#define MINIOBJC_RT_CATEGORY_H

#include "rt_types.h"

/* A new, empty, unattached category (NULL on an empty name). No lock (not shared yet). */
Category rt_category_create(const char *name);
/* These work until the category is attached (RT_ERR_ALREADY_ATTACHED after).
 * Lock: the runtime lock. */
rt_status rt_category_addInstanceMethod(Category cat, SEL name, IMP imp, const char *types);
rt_status rt_category_addClassMethod(Category cat, SEL name, IMP imp, const char *types);
rt_status rt_category_addProperty(Category cat, const char *name, const char *attributes);
rt_status rt_category_addProtocol(Category cat, Protocol *proto);
/* Attaches to `cls`: the category's methods go in front of the class's (so they win, as in
 * objc4), its class methods in front of the metaclass's, its properties in front, its
 * protocols are adopted; then the caches of the class, the metaclass and all subclasses are
 * flushed, so the next send sees the change. Lock: the runtime lock. */
rt_status rt_category_attach(Category cat, Class cls);
/* Frees the category record (an attached category's methods stay with the class).
 * Lock: the runtime lock. */
void rt_category_dispose(Category cat);
/* No lock. */
const char *rt_category_getName(Category cat);

#endif
