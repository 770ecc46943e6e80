/* The one typed-IMP facility: a C IMP per scalar type code and per role, each of the exact C
 * type clang calls (`T get(id, SEL)`, `void set(id, SEL, T)`), shared by every method of that
 * type and role. Each finds what it needs from (the receiver's class, _cmd) in the record
 * table (rt_accessor.h, read without a lock), so no IMP is made per method and none carries
 * state of its own. Its users: the header installer's synthesized accessors (ivar getters and
 * setters), DynamicDefaults' generated accessors (forwarding getters and setters), KVO's
 * notifying setters. Docs/Architecture.md, "Typed IMPs". */
#ifndef MINIOBJC_RT_TYPED_IMP_H
#define MINIOBJC_RT_TYPED_IMP_H

#include "rt_accessor.h"
#include "rt_types.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The type codes a typed IMP takes or returns, with the C type each passes as on this host:
 * the rows of the type-code table (rt_type_codes.h) that a C function can pass without
 * knowing a layout, plus `^` (any pointer, one word). `l` / `L` are 32-bit, as the table
 * says. TypedIMPTests checks every row's size against the table.
 * X(code, name, C type). */
#define RT_TYPED_IMP_CODES(X)                                                                   \
    X('c', char, int8_t) X('C', uchar, uint8_t) X('B', bool, _Bool)                            \
    X('s', short, int16_t) X('S', ushort, uint16_t)                                             \
    X('i', int, int32_t) X('I', uint, uint32_t) X('l', long, int32_t) X('L', ulong, uint32_t)   \
    X('q', llong, int64_t) X('Q', ullong, uint64_t)                                             \
    X('f', float, float) X('d', double, double)                                                 \
    X('@', object, void *) X('#', class, void *) X(':', sel, void *) X('*', cstring, void *)     \
    X('^', pointer, void *)

/* The roles. A getter returns the value, a setter takes it as its one argument. */
typedef enum rt_imp_role {
    RT_IMP_GETTER = 0,           /* loads the ivar of the RT_ROLE_IVAR record (not '@') */
    RT_IMP_SETTER = 1,           /* stores the ivar of the RT_ROLE_IVAR record (not '@') */
    RT_IMP_NOTIFYING_SETTER = 2, /* hands the argument and a typed caller of the original
                                    setter to the RT_ROLE_NOTIFY record's handler */
    RT_IMP_FORWARDING_GETTER = 3, /* asks the RT_ROLE_FORWARD record's handler for the value */
    RT_IMP_FORWARDING_SETTER = 4, /* hands the argument to the RT_ROLE_FORWARD record's handler */
} rt_imp_role;

/* The shared IMP of `role` for values of type `code`; NULL for a code no typed IMP takes (or
 * '@' for the ivar roles: object ivars need their ownership, which the Swift layer keeps).
 * Sent to a receiver whose class chain has no record of the role for _cmd, a getter returns
 * zero and a setter does nothing, except a notifying setter, which calls the fallback
 * handler (rt_typed_imp_set_notify_fallback) with a NULL context. No lock (the ivar IMPs take
 * an ivar's stripe for an atomic property; handlers take what they take). */
IMP rt_typed_imp(rt_imp_role role, char code);

/* Whether `role`'s IMP for `code` exists, and the size of its value (0 when none). No lock. */
size_t rt_typed_imp_value_size(char code);

/* The handler a notifying setter calls, with a NULL context, when its receiver's class chain
 * has no notifying record for _cmd. Set once by KVO before it installs a notifying setter.
 * No lock (an atomic store; IMPs load it). */
void rt_typed_imp_set_notify_fallback(rt_typed_handler handler);

#endif
