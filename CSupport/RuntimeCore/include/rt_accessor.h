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

/* What a record is for: which shared IMPs read it (rt_typed_imp.h). One (class, selector)
 * may have one record of each role: a KVO notifying subclass's setter record must not hide
 * the synthesized setter record of its superclass, which the original setter still reads. */
typedef enum rt_accessor_role {
    RT_ROLE_IVAR = 0,    /* a synthesized accessor: load or store at `offset` */
    RT_ROLE_FORWARD = 1, /* the value goes to (getter: comes from) `handler` */
    RT_ROLE_NOTIFY = 2,  /* a notifying setter: `handler` brackets the original setter */
} rt_accessor_role;

struct rt_accessor;
/* Calls the original setter `imp` with the typed argument at `value` through the catch
 * barrier `barrier` (rt_exception_barrierForward, which the Swift layer passes: it lives in
 * the ObjCABI layer above this one). One per type code, handed to a notifying setter's handler. */
typedef void (*rt_typed_caller)(const void *barrier, IMP imp, id self, SEL cmd, const void *value);
/* The user's side of a forwarding or notifying typed IMP, given the record's context.
 * `value` points at the argument (a setter) or at a zeroed return value to fill in (a
 * getter), of the C type of the record's `code`; `caller` is non-NULL for a notifying setter
 * only. `context` is NULL when a notifying setter was sent a selector no record has (its IMP
 * was moved to another method). */
typedef void (*rt_typed_handler)(id self, SEL cmd, void *context, void *value, rt_typed_caller caller);

/* One record: for (cls, sel, role), what the shared IMP of that role needs — the ivar it
 * reads or writes, or the handler it hands the value to. Immutable once added, and never
 * freed (see accessor_records.c). */
typedef struct rt_accessor {
    Class cls;
    SEL sel;
    ptrdiff_t offset;    /* of the ivar in an instance, fixed once the class is registered */
    uint32_t flags;      /* RT_ACCESSOR_* */
    void *context;       /* the caller's own record for the property (ownership and so on) */
    uint8_t role;        /* rt_accessor_role */
    char code;           /* the value's type code (rt_typed_imp.h); 0 for an ivar record */
    rt_typed_handler handler; /* NULL for an ivar record */
} rt_accessor;

/* The property is atomic: reads and writes take the ivar's striped lock. */
#define RT_ACCESSOR_ATOMIC 0x1u

/* Records the ivar accessor `sel` of `cls` (replacing an earlier ivar record of the pair).
 * False when out of memory or given NULLs. Lock: the runtime lock. */
bool rt_accessor_add(Class cls, SEL sel, ptrdiff_t offset, uint32_t flags, void *context);

/* Records `role`'s accessor `sel` of `cls` with a handler and the value's type code
 * (replacing an earlier record of the same role). False when out of memory, given NULLs or an
 * ivar role. Lock: the runtime lock. */
bool rt_accessor_add_handler(Class cls, SEL sel, rt_accessor_role role, char code, void *context,
                             rt_typed_handler handler);

/* Drops the record of (cls, sel, role); false when there was none. An IMP called afterwards
 * finds no record (or a superclass's). Lock: the runtime lock. */
bool rt_accessor_remove(Class cls, SEL sel, rt_accessor_role role);

/* The ivar record for `sel` on the receiver's class or its nearest superclass that has one
 * (so subclasses, KVO's isa-swizzled ones included, inherit accessors); NULL for a nil
 * receiver or none. No lock. */
const rt_accessor *rt_accessor_find(id receiver, SEL sel);
/* The same for any role. No lock. */
const rt_accessor *rt_accessor_find_role(id receiver, SEL sel, rt_accessor_role role);

/* Drops the records (every role) of `cls`, a class being disposed. Lock: the runtime lock. */
void rt_accessor_forget(Class cls);

/* Records of `cls` in the table, or of every class for NULL (for tests; `cls` is only
 * compared, so it may be a disposed class's old address). Lock: the runtime lock. */
size_t rt_accessor_count(Class cls);

/* The striped lock of an atomic property's ivar, chosen from the ivar's address as objc4's
 * PropertyLocks are, so every accessor of one ivar takes the same lock. Lock: that stripe's
 * mutex (taken / released). */
void rt_accessor_lock(const void *ivar);
void rt_accessor_unlock(const void *ivar);

/* The scalar kinds a shared ivar IMP can read and write in place, by size (the header
 * installer's; rt_typed_imp gives the same IMPs by type code). */
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
