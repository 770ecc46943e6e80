/* Objects: creation, retain counts, autorelease pools, dealloc, isa access, copying. */
#ifndef MINIOBJC_RT_OBJECT_H
#define MINIOBJC_RT_OBJECT_H

#include "rt_types.h"

/* A new instance of a registered class: ivars zeroed, retain count 1, plus `extraBytes`
 * indexed bytes. NULL for NULL, a metaclass or an unregistered class. No lock. */
id rt_class_createInstance(Class cls, size_t extraBytes);
/* Runs the clean-up dealloc does — releases strong object ivars along the class chain,
 * zeroes weak ivars, drops associated objects, zeroes weak references to `obj` — without
 * freeing. Lock: the runtime lock inside the weak and associated tables. */
void *rt_objc_destructInstance(id obj);
/* Destructs and frees (the body of NSObject's -dealloc). Lock: as rt_objc_destructInstance. */
void rt_object_dispose(id obj);

/* +1; classes and protocols are immortal (no-op). Returns `obj`. No lock (atomic). */
id rt_objc_retain(id obj);
/* -1; at zero sends -dealloc. No lock (atomic); -dealloc's own locks. */
void rt_objc_release(id obj);
/* Adds `obj` to the current thread's innermost autorelease pool. Returns `obj`. No lock. */
id rt_objc_autorelease(id obj);
/* The retain count (a large constant for immortal objects). No lock. */
uintptr_t rt_object_retainCount(id obj);
/* Whether the object's count reached zero and -dealloc is running. No lock. */
bool rt_object_isDeallocating(id obj);

/* Opens a pool on this thread; pass the token to rt_objc_autoreleasePoolPop. No lock. */
void *rt_objc_autoreleasePoolPush(void);
/* Releases everything autoreleased since the matching push (inner pools included).
 * An unknown token is ignored. No lock. */
void rt_objc_autoreleasePoolPop(void *token);
/* Objects waiting in this thread's pools. No lock. */
size_t rt_autoreleasePool_pendingCount(void);

/* The object's class (for a class: its metaclass). NULL for nil. No lock (atomic load). */
Class rt_object_getClass(id obj);
/* Atomically swaps the isa (KVO's isa-swizzling) and returns the old class; live-instance
 * counts move with it. NULL / metaclass / disposed class / class objects / blocks, or a block
 * class → NULL, nothing changes. No lock. */
Class rt_object_setClass(id obj, Class cls);
/* No lock. */
const char *rt_object_getClassName(id obj);
/* Whether `obj` is a class (its isa is a metaclass). No lock. */
bool rt_object_isClass(id obj);
/* A new object of the same class with `size` bytes copied (at least the instance size);
 * strong object ivars are retained for the copy, weak ones re-registered. No lock except
 * the runtime lock for weak ivars. */
id rt_object_copy(id obj, size_t size);
/* The indexed bytes allocated after the ivars by rt_class_createInstance. No lock. */
void *rt_object_getIndexedIvars(id obj);

#endif
