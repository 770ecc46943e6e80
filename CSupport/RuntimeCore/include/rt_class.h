/* Class pairs: allocate a class and its metaclass, register, dispose, look up, list. */
#ifndef MINIOBJC_RT_CLASS_H
#define MINIOBJC_RT_CLASS_H

#include "rt_types.h"

/* Creates a class named `name` under `superclass` (NULL: a new root class) and its
 * metaclass, wired as in objc4: class.isa = metaclass, metaclass.isa = the root metaclass,
 * metaclass.superclass = the superclass's metaclass (for a root: the root class itself).
 * `extraBytes` are indexed bytes after the class struct. Returns NULL and sets `*status`
 * (may be NULL) on bad input: empty name, a name in use (registered or pending), or an
 * unregistered / meta superclass. Lock: the runtime lock. */
Class rt_objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes,
                                rt_status *status);
/* The same, with the class struct in `storage` (sizeof(struct rt_class) bytes, zeroed here,
 * `extraBytes` ignored): for a class whose address compiled code already holds, as clang's
 * blocks hold `&_NSConcreteStackBlock` as their isa. Mark such a class RT_CLASS_BUILTIN: it
 * cannot be disposed. Lock: the runtime lock. */
Class rt_objc_allocateClassPairAt(Class superclass, const char *name, size_t extraBytes, void *storage,
                                  rt_status *status);
/* Makes the pair visible to rt_objc_getClass; ivars are frozen from now on.
 * Lock: the runtime lock. */
rt_status rt_objc_registerClassPair(Class cls);
/* Disposes a pair made by rt_objc_allocateClassPair: it leaves the class table and the class
 * list, its method lists, ivars, properties, protocols and caches are freed, and the two
 * class structs stay behind as a tombstone (flag RT_CLASS_DISPOSED, name kept, no superclass,
 * empty lists, an empty cache), so a pointer kept to it still reads valid memory: messages to
 * it end in -doesNotRecognizeSelector:, changes answer RT_ERR_CLASS_DISPOSED, and a new class
 * may take the name. Refused (RT_ERR_CLASS_IN_USE) while it has live instances or
 * subclasses, and for built-in classes; nothing changes then. RT_ERR_CLASS_DISPOSED for a
 * tombstone. Lock: the runtime lock. */
rt_status rt_objc_disposeClassPair(Class cls);
/* Whether `cls` (a class or a metaclass) was disposed. No lock (an atomic load). */
bool rt_class_isDisposed(Class cls);
/* Whether any class or metaclass in the class table (classes being built included) has a
 * method whose IMP is `imp`: a closure IMP a disposed class shared with another class must
 * live on. Lock: the runtime lock. */
bool rt_runtime_isImplementationInUse(IMP imp);

/* The registered class with this name, or NULL. Lock: the runtime lock. */
Class rt_objc_getClass(const char *name);
/* Same as rt_objc_getClass. Lock: the runtime lock. */
Class rt_objc_lookUpClass(const char *name);
/* The metaclass of the registered class with this name, or NULL. Lock: the runtime lock. */
Class rt_objc_getMetaClass(const char *name);
/* Copies up to `capacity` registered classes (not metaclasses) into `buffer` (may be NULL)
 * and returns how many there are. Lock: the runtime lock. */
int rt_objc_getClassList(Class *buffer, int capacity);

/* Name ("nil" for NULL). No lock (immutable after allocation). */
const char *rt_class_getName(Class cls);
/* No lock (immutable after allocation). */
Class rt_class_getSuperclass(Class cls);
/* No lock. */
bool rt_class_isMetaClass(Class cls);
/* Bytes in an instance, header included. Lock: the runtime lock. */
size_t rt_class_getInstanceSize(Class cls);
/* Alignment of the instance layout, in bytes. Lock: the runtime lock. */
size_t rt_class_getInstanceAlignment(Class cls);
/* Lock: the runtime lock. */
bool rt_class_isRegistered(Class cls);
/* For a metaclass, its class; for a class, itself. No lock. */
Class rt_class_getNonMetaClass(Class cls);
/* The class's metaclass (its isa). No lock (atomic load). */
Class rt_class_getMetaClass(Class cls);
/* Objects whose isa is `cls` right now. No lock (atomic load). */
intptr_t rt_class_getLiveInstanceCount(Class cls);
/* Pointer to the class's indexed extra bytes. No lock. */
void *rt_class_getIndexedBytes(Class cls);
/* How many indexed extra bytes the class was allocated with (0 for NULL). No lock. */
size_t rt_class_getIndexedByteCount(Class cls);
/* Copies up to `capacity` direct subclasses (metaclasses included when `cls` is a root or a
 * metaclass) and returns how many there are. Lock: the runtime lock. */
int rt_class_copySubclasses(Class cls, Class *buffer, int capacity);

#endif
