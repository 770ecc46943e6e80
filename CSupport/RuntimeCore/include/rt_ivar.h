/* Instance variables: layout between allocate and register, listing, reading and writing. */
#ifndef MINIOBJC_RT_IVAR_H
#define MINIOBJC_RT_IVAR_H

#include "rt_types.h"

/* How an object-typed ivar (encoding starting with '@') holds its value; dealloc releases
 * STRONG ones and zeroes WEAK ones. Other types ignore it. */
typedef enum rt_ivar_ownership {
    RT_IVAR_STRONG = 0,
    RT_IVAR_WEAK = 1,
    RT_IVAR_UNRETAINED = 2,
} rt_ivar_ownership;

/* Adds an ivar laid out after the existing ones at a multiple of 1 << log2Alignment.
 * Only between allocate and register, never on a metaclass, never twice with one name;
 * a size that would push the instance past half the address space is
 * RT_ERR_INVALID_ARGUMENT. Lock: the runtime lock. */
rt_status rt_class_addIvar(Class cls, const char *name, size_t size, uint8_t log2Alignment,
                           const char *types, rt_ivar_ownership ownership);
/* The class's own ivars (malloc'd array, caller frees; NULL when none). Lock: the runtime lock. */
Ivar *rt_class_copyIvarList(Class cls, unsigned int *outCount);
/* An ivar of `cls` or a superclass by name, or NULL. Lock: the runtime lock. */
Ivar rt_class_getInstanceVariable(Class cls, const char *name);

/* No lock (immutable records). */
const char *rt_ivar_getName(Ivar ivar);
const char *rt_ivar_getTypeEncoding(Ivar ivar);
ptrdiff_t rt_ivar_getOffset(Ivar ivar);
size_t rt_ivar_getSize(Ivar ivar);
uint8_t rt_ivar_getLog2Alignment(Ivar ivar);
rt_ivar_ownership rt_ivar_getOwnership(Ivar ivar);
/* Whether the encoding starts with '@' (an object or block pointer). No lock. */
bool rt_ivar_isObject(Ivar ivar);

/* Address of the ivar's storage inside `obj`. No lock. */
void *rt_object_getIvarAddress(id obj, Ivar ivar);
/* Reads an object ivar as stored (not retained). No lock. */
id rt_object_getIvar(id obj, Ivar ivar);
/* Reads an object ivar retained (+1); a weak ivar goes through rt_objc_loadWeakRetained.
 * Lock: the runtime lock for weak ivars; otherwise none. */
id rt_object_getIvarRetained(id obj, Ivar ivar);
/* Writes an object ivar by its ownership: strong retains the new value and releases the
 * old, weak registers a zeroing weak reference, unretained just stores.
 * Lock: the runtime lock for weak ivars; otherwise none. */
void rt_object_setIvar(id obj, Ivar ivar, id value);
/* rt_object_setIvar without the release: a strong ivar's old value is returned still +1, for
 * the caller to release once it has dropped its own locks (the release may run -dealloc);
 * NULL for weak and unretained ivars. Lock: the runtime lock for weak ivars; otherwise none. */
id rt_object_exchangeIvar(id obj, Ivar ivar, id value);

#endif
