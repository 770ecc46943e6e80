/* Zeroing weak references: a side table from object to the weak variables pointing at it. */
#ifndef MINIOBJC_RT_WEAK_H
#define MINIOBJC_RT_WEAK_H

#include "rt_types.h"

/* Makes `*location` a weak reference to `obj` (NULL clears it) and returns what was stored:
 * NULL if `obj` is already deallocating. `*location` must be NULL or a weak reference made
 * by these functions. Read it only with rt_objc_loadWeakRetained. Lock: the runtime lock. */
id rt_objc_storeWeak(id *location, id obj);
/* Initialises a fresh weak variable (whatever `*location` holds is ignored). Lock: the runtime lock. */
id rt_objc_initWeak(id *location, id obj);
/* The object, retained (+1), or NULL once it has started deallocating. Lock: the runtime lock. */
id rt_objc_loadWeakRetained(id *location);
/* Unregisters the weak variable and sets it to NULL. Lock: the runtime lock. */
void rt_objc_destroyWeak(id *location);
/* How many weak variables point at `obj`. Lock: the runtime lock. */
size_t rt_objc_weakReferenceCount(id obj);

#endif
