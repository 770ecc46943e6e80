/* Associated objects: extra values attached to any object by key, with an ownership policy. */
#ifndef MINIOBJC_RT_ASSOCIATED_H
#define MINIOBJC_RT_ASSOCIATED_H

#include "rt_types.h"

/* Apple's objc_AssociationPolicy values. */
typedef enum rt_objc_AssociationPolicy {
    RT_OBJC_ASSOCIATION_ASSIGN = 0,
    RT_OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    RT_OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    RT_OBJC_ASSOCIATION_RETAIN = 01401,
    RT_OBJC_ASSOCIATION_COPY = 01403,
} rt_objc_AssociationPolicy;

/* Sets (or with NULL value removes) the value for `key`. RETAIN policies retain the value,
 * COPY policies send it -copy (outside the lock); the previous value is released after the
 * lock is dropped. Returns RT_ERR_INVALID_ARGUMENT for a NULL object / key, an unknown
 * policy, or a value a COPY policy cannot copy (nothing changes; the copy's error stays
 * pending). Lock: the runtime lock. */
rt_status rt_objc_setAssociatedObject(id object, const void *key, id value,
                                      rt_objc_AssociationPolicy policy);
/* The value, not retained (as objc_getAssociatedObject with ASSIGN / NONATOMIC policies).
 * Lock: the runtime lock. */
id rt_objc_getAssociatedObject(id object, const void *key);
/* The value retained (+1): what a caller on another thread should use. Lock: the runtime lock. */
id rt_objc_getAssociatedObjectRetained(id object, const void *key);
/* Removes every association (releasing retained values). Lock: the runtime lock. */
void rt_objc_removeAssociatedObjects(id object);

#endif
