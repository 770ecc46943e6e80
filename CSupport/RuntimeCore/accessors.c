/* The typed IMPs' ivar roles (rt_typed_imp.h): the shared synthesized-accessor IMPs for
 * scalar properties, one per type code, and the striped locks of atomic properties. Each IMP
 * does what clang's compiled accessor does — a load or a store at the ivar's offset, under
 * the ivar's stripe when the property is atomic — after finding the offset from (class,
 * _cmd) in the record table (accessor_records.c). Object, struct and other by-value accessors
 * are Swift (Sources/ObjCHeaders) and use the same stripes. */
#include "rt_core_private.h"
#include <pthread.h>
#include <string.h>

/* objc4 stripes its PropertyLocks 64 ways (8 on embedded systems) by address. */
#define STRIPES 64
static pthread_mutex_t stripes[STRIPES] = {
#define M8 PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, \
           PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER
    M8, M8, M8, M8, M8, M8, M8, M8,
#undef M8
};

/* Ivars are at least 16 bytes apart only by accident; shifting by 4 keeps neighbours in
 * one object mostly on different stripes while two words of one ivar share a stripe.
 * No lock (pure). */
static pthread_mutex_t *stripe(const void *ivar) { return &stripes[((uintptr_t)ivar >> 4) % STRIPES]; }

/* Lock: takes the ivar's stripe. */
void rt_accessor_lock(const void *ivar) { pthread_mutex_lock(stripe(ivar)); }
/* Lock: releases the ivar's stripe. */
void rt_accessor_unlock(const void *ivar) { pthread_mutex_unlock(stripe(ivar)); }

/* A getter and a setter for type code `code` of C type T. memcpy, because an ivar's offset
 * need not be a multiple of T's alignment in a packed layout. An atomic property's copy is a
 * separate function, so the nonatomic path makes no call and saves no registers. No lock for
 * a nonatomic property; the ivar's stripe for an atomic one. */
#define IVAR_ACCESSORS(code, name, T)                                            \
    __attribute__((noinline)) static T get_atomic_##name(const char *ivar) {    \
        T v;                                                                     \
        rt_accessor_lock(ivar);                                                  \
        memcpy(&v, ivar, sizeof v);                                              \
        rt_accessor_unlock(ivar);                                                \
        return v;                                                                \
    }                                                                            \
    __attribute__((noinline)) static void set_atomic_##name(char *ivar, T v) {  \
        rt_accessor_lock(ivar);                                                  \
        memcpy(ivar, &v, sizeof v);                                              \
        rt_accessor_unlock(ivar);                                                \
    }                                                                            \
    static T get_##name(id self, SEL cmd) {                                      \
        const rt_accessor *a = rt_accessor_find_inline(self, cmd, RT_ROLE_IVAR); \
        if (a == NULL) return 0;                                                 \
        const char *ivar = (const char *)self + a->offset;                      \
        if (a->flags & RT_ACCESSOR_ATOMIC) return get_atomic_##name(ivar);       \
        T v;                                                                     \
        memcpy(&v, ivar, sizeof v);                                              \
        return v;                                                                \
    }                                                                            \
    static void set_##name(id self, SEL cmd, T v) {                              \
        const rt_accessor *a = rt_accessor_find_inline(self, cmd, RT_ROLE_IVAR); \
        if (a == NULL) return;                                                   \
        char *ivar = (char *)self + a->offset;                                   \
        if (a->flags & RT_ACCESSOR_ATOMIC) {                                     \
            set_atomic_##name(ivar, v);                                          \
            return;                                                              \
        }                                                                        \
        memcpy(ivar, &v, sizeof v);                                              \
    }

RT_TYPED_IMP_CODES(IVAR_ACCESSORS)

/* The ivar role's IMP for `code`; NULL for '@' (object ivars keep their ownership in Swift)
 * and codes no typed IMP takes. No lock. */
IMP rt_ivar_imp(bool setter, char code) {
    if (code == '@') return NULL;
    switch (code) {
#define IVAR_CASE(code, name, T) \
    case code: return setter ? (IMP)set_##name : (IMP)get_##name;
        RT_TYPED_IMP_CODES(IVAR_CASE)
#undef IVAR_CASE
    }
    return NULL;
}

/* One code of each size the header installer stores by. No lock (pure). */
static char code_of_kind(rt_accessor_kind kind) {
    switch (kind) {
    case RT_ACCESSOR_INT8: return 'c';
    case RT_ACCESSOR_INT16: return 's';
    case RT_ACCESSOR_INT32: return 'i';
    case RT_ACCESSOR_INT64: return 'q';
    case RT_ACCESSOR_FLOAT: return 'f';
    case RT_ACCESSOR_DOUBLE: return 'd';
    }
    return 0;
}

/* No lock. */
IMP rt_accessor_getter(rt_accessor_kind kind) { return rt_ivar_imp(false, code_of_kind(kind)); }

/* No lock. */
IMP rt_accessor_setter(rt_accessor_kind kind) { return rt_ivar_imp(true, code_of_kind(kind)); }
