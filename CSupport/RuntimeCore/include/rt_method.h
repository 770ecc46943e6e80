/* Methods: add, replace, look up, exchange, list. Class methods live on the metaclass. */
#ifndef MINIOBJC_RT_METHOD_H
#define MINIOBJC_RT_METHOD_H

#include "rt_types.h"

/* Adds a method to `cls` itself: RT_ERR_DUPLICATE when the class (or one of its categories)
 * already has `name` — an inherited method is overridden, never replaced. Flushes the caches
 * of `cls` and its subclasses. Lock: the runtime lock. */
rt_status rt_class_addMethod(Class cls, SEL name, IMP imp, const char *types);
/* Sets the IMP of the class's own method `name`, or adds it. Returns the old IMP, or NULL
 * when it added. Lock: the runtime lock. */
IMP rt_class_replaceMethod(Class cls, SEL name, IMP imp, const char *types);
/* The method instances of `cls` run for `name` (own or inherited, after resolution), or
 * NULL. Lock: the runtime lock (released while a resolver runs). */
Method rt_class_getInstanceMethod(Class cls, SEL name);
/* The class method `name` of `cls` (an instance method of its metaclass), or NULL.
 * Lock: as rt_class_getInstanceMethod. */
Method rt_class_getClassMethod(Class cls, SEL name);
/* rt_class_getInstanceMethod without resolution: the method `cls` or a superclass has for
 * `name` now, or NULL (method_peek.c). Lock: the runtime lock. */
Method rt_class_peekInstanceMethod(Class cls, SEL name);
/* The class's own methods, categories' included (malloc'd, caller frees; NULL when none).
 * Lock: the runtime lock. */
Method *rt_class_copyMethodList(Class cls, unsigned int *outCount);

/* No lock (immutable). */
SEL rt_method_getName(Method m);
/* No lock (atomic load). */
IMP rt_method_getImplementation(Method m);
/* The raw type encoding, e.g. "q24@0:8q16". No lock (immutable). */
const char *rt_method_getTypeEncoding(Method m);
/* Sets the IMP and returns the old one. Caches point at method records, not IMPs, so every
 * cached entry sees the new IMP at once. Lock: the runtime lock. */
IMP rt_method_setImplementation(Method m, IMP imp);
/* Swaps two methods' IMPs (as one step under the lock). Lock: the runtime lock. */
void rt_method_exchangeImplementations(Method a, Method b);

#endif
