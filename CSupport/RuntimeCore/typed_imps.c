/* The typed IMPs' forwarding and notifying roles (rt_typed_imp.h), one C function per type
 * code generated from RT_TYPED_IMP_CODES, and rt_typed_imp, which hands out every role's.
 * Each finds its record from (the receiver's class, _cmd) without a lock and calls the
 * record's handler with the address of the value, so a Swift handler needs no IMP of its
 * own per type, no boxing and no table of its own. */
#include "rt_core_private.h"
#include <stdatomic.h>
#include <string.h>

/* KVO's handler for a notifying setter sent a selector without a record. */
static _Atomic(rt_typed_handler) notify_fallback;

/* No lock. */
void rt_typed_imp_set_notify_fallback(rt_typed_handler handler) {
    atomic_store_explicit(&notify_fallback, handler, memory_order_release);
}

/* Calls to the original setter through the catch barrier, which is called as if it were the
 * callee plus the callee's address as the sixth integer argument: an integer or pointer value
 * goes in the third integer register, a floating-point one in the first vector register
 * after five integer words. */
#define CALL_INT(T, v) ((void (*)(id, SEL, T, uint64_t, uint64_t, IMP))barrier)(self, cmd, v, 0, 0, imp)
#define CALL_FP(T, v) ((void (*)(id, SEL, uint64_t, uint64_t, uint64_t, IMP, T))barrier)(self, cmd, 0, 0, 0, imp, v)

/* A getter, a setter and a notifying setter for type code `code` of C type T, and the typed
 * caller of an original setter. No lock here; the handler takes what it takes. */
#define TYPED_IMPS(code, name, T)                                                         \
    static void call_##name(const void *barrier, IMP imp, id self, SEL cmd, const void *value) { \
        if (code == 'f' || code == 'd') {                                                 \
            double d = 0;                                                                 \
            float f = 0;                                                                  \
            if (code == 'f') memcpy(&f, value, sizeof f); else memcpy(&d, value, sizeof d); \
            if (code == 'f') CALL_FP(float, f); else CALL_FP(double, d);                  \
            return;                                                                       \
        }                                                                                 \
        T v;                                                                              \
        memcpy(&v, value, sizeof v);                                                      \
        CALL_INT(T, v);                                                                   \
    }                                                                                     \
    static T forward_get_##name(id self, SEL cmd) {                                       \
        T v = 0;                                                                          \
        const rt_accessor *a = rt_accessor_find_inline(self, cmd, RT_ROLE_FORWARD);       \
        if (a != NULL) a->handler(self, cmd, a->context, &v, NULL);                                \
        return v;                                                                         \
    }                                                                                     \
    static void forward_set_##name(id self, SEL cmd, T v) {                               \
        const rt_accessor *a = rt_accessor_find_inline(self, cmd, RT_ROLE_FORWARD);       \
        if (a != NULL) a->handler(self, cmd, a->context, &v, NULL);                                \
    }                                                                                     \
    static void notify_set_##name(id self, SEL cmd, T v) {                                \
        const rt_accessor *a = rt_accessor_find_inline(self, cmd, RT_ROLE_NOTIFY);        \
        rt_typed_handler h = a != NULL ? a->handler                                       \
                                       : atomic_load_explicit(&notify_fallback, memory_order_acquire); \
        if (h != NULL && self != NULL) h(self, cmd, a != NULL ? a->context : NULL, &v, call_##name);                  \
    }

RT_TYPED_IMP_CODES(TYPED_IMPS)

/* No lock. */
IMP rt_typed_imp(rt_imp_role role, char code) {
    switch (role) {
    case RT_IMP_GETTER: return rt_ivar_imp(false, code);
    case RT_IMP_SETTER: return rt_ivar_imp(true, code);
    case RT_IMP_NOTIFYING_SETTER:
    case RT_IMP_FORWARDING_GETTER:
    case RT_IMP_FORWARDING_SETTER: break;
    }
    switch (code) {
#define ROLE_CASE(code, name, T)                                     \
    case code:                                                       \
        return role == RT_IMP_NOTIFYING_SETTER  ? (IMP)notify_set_##name  \
               : role == RT_IMP_FORWARDING_GETTER ? (IMP)forward_get_##name \
               : role == RT_IMP_FORWARDING_SETTER ? (IMP)forward_set_##name \
                                                  : NULL;
        RT_TYPED_IMP_CODES(ROLE_CASE)
#undef ROLE_CASE
    }
    return NULL;
}

/* No lock. */
size_t rt_typed_imp_value_size(char code) {
    switch (code) {
#define SIZE_CASE(code, name, T) \
    case code: return sizeof(T);
        RT_TYPED_IMP_CODES(SIZE_CASE)
#undef SIZE_CASE
    }
    return 0;
}
