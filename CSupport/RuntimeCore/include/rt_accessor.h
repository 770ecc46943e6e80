/* Synthesized accessors: the records the shared accessor IMPs look their property up in,
 * the striped locks of atomic properties, and the shared IMPs for scalar properties.
 *
 * clang compiles each synthesized accessor separately, with its ivar's offset built in;
 * scalars are a load or a store, objects go through objc_getProperty / objc_setProperty,
 * structs through objc_copyStruct, and atomic ones take one of objc4's striped
 * PropertyLocks. MiniObjC installs one shared IMP per value kind instead, so each call
 * finds its property from (the receiver's class, _cmd) in a table read without a lock —
 * built like the method cache (cache.c) — and then does what the compiled accessor does. */
#ifndef MINIOBJC_RT_ACCESSOR_H
#define MINIOBJC_RT_ACCESSOR_H

#include "rt_types.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One synthesized accessor: the ivar it reads or writes, for (cls, sel). Immutable once
 * added, and never freed (see accessor_records.c). */
typedef struct rt_accessor {
    Class cls;
    SEL sel;
    ptrdiff_t offset;    /* of the ivar in an instance, fixed once the class is registered */
    uint32_t flags;      /* RT_ACCESSOR_* */
    void *context;       /* the caller's own record for the property (ownership and so on) */
} rt_accessor;

/* The property is atomic: reads and writes take the ivar's striped lock. */
#define RT_ACCESSOR_ATOMIC 0x1u

/* Records the accessor `sel` of `cls` (replacing an earlier record of the pair). False when
 * out of memory or given NULLs. Lock: the runtime lock. */
bool rt_accessor_add(Class cls, SEL sel, ptrdiff_t offset, uint32_t flags, void *context);

/* The record for `sel` on the receiver's class or its nearest superclass that has one (so
 * subclasses, KVO's isa-swizzled ones included, inherit accessors); NULL for a nil receiver
 * or none. No lock. */
const rt_accessor *rt_accessor_find(id receiver, SEL sel);

/* Drops the records of `cls`, a class being disposed. Lock: the runtime lock. */
void rt_accessor_forget(Class cls);

/* Records of `cls` in the table, or of every class for NULL (for tests; `cls` is only
 * compared, so it may be a disposed class's old address). Lock: the runtime lock. */
size_t rt_accessor_count(Class cls);

/* The striped lock of an atomic property's ivar, chosen from the ivar's address as objc4's
 * PropertyLocks are, so every accessor of one ivar takes the same lock. Lock: that stripe's
 * mutex (taken / released). */
void rt_accessor_lock(const void *ivar);
void rt_accessor_unlock(const void *ivar);

/* The scalar kinds a shared IMP can read and write in place. */
typedef enum rt_accessor_kind {
    RT_ACCESSOR_INT8, RT_ACCESSOR_INT16, RT_ACCESSOR_INT32, RT_ACCESSOR_INT64,
    RT_ACCESSOR_FLOAT, RT_ACCESSOR_DOUBLE,
} rt_accessor_kind;

/* The shared getter `T get(id self, SEL _cmd)` / setter `void set(id self, SEL _cmd, T v)`
 * of a scalar kind; NULL for an unknown kind. A receiver without a record gets zero (getter)
 * or nothing written (setter). No lock (the IMPs take a stripe lock for atomic properties). */
IMP rt_accessor_getter(rt_accessor_kind kind);
IMP rt_accessor_setter(rt_accessor_kind kind);

#endif
