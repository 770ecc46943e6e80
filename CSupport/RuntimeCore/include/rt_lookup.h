/* Messaging, GNU style: look up the IMP for (receiver, selector), then call it cast to the
 * method's real C type — the same thing objc_msgSend does in one step. */
#ifndef MINIOBJC_RT_LOOKUP_H
#define MINIOBJC_RT_LOOKUP_H

#include "rt_cache.h"
#include "rt_types.h"

/* The full lookup. `*receiver` may be replaced (by -forwardingTargetForSelector:), so call
 * the IMP with the receiver this leaves behind. A nil receiver gets an IMP that returns zero;
 * a miss goes through +resolveInstanceMethod: / +resolveClassMethod:, then
 * -forwardingTargetForSelector:, then the forwarding hook, then an IMP that sends
 * -doesNotRecognizeSelector:. Never returns NULL. Lock: the runtime lock around cache
 * fills and method searches; released while resolvers and forwarding methods run. */
IMP rt_msg_lookup(id *receiver, SEL sel);

/* The fast path: a cache probe inlined into the caller, falling back to rt_msg_lookup.
 * No lock on a hit. */
static inline IMP rt_msg_lookup_inline(id *receiver, SEL sel) {
    id r = *receiver;
    if (r && !rt_object_isSmall(r)) {
        IMP imp = rt_cache_probe(atomic_load_explicit(&r->isa, memory_order_acquire), sel);
        if (imp) return imp;
    }
    return rt_msg_lookup(receiver, sel);
}

/* The cache probe alone, for a non-nil receiver: the cached IMP, or NULL when the caller
 * must take rt_msg_lookup. Unlike rt_msg_lookup_inline it never needs the receiver's
 * address, so a caller can keep the receiver in a register on the fast path. No lock. */
static inline IMP rt_msg_probe(id receiver, SEL sel) {
    if (rt_object_isSmall(receiver)) return NULL; /* its class is in a table: the slow path */
    return rt_cache_probe(atomic_load_explicit(&receiver->isa, memory_order_acquire), sel);
}

/* objc_msgSendSuper's receiver: the object, and the class where the search starts (the
 * superclass of the class whose method is sending to super). */
struct rt_super {
    id receiver;
    Class super_class;
};

/* Looks `sel` up starting at `sup->super_class`, caching in that class's cache. A miss goes
 * to the forwarding hook, then -doesNotRecognizeSelector:. Never returns NULL.
 * Lock: as rt_msg_lookup. */
IMP rt_msg_lookup_super(struct rt_super *sup, SEL sel);

/* The lookup generation: a number the runtime increases after every change that can alter
 * what a lookup answers — a method added (class_addMethod, class_replaceMethod adding, a
 * category attached), an IMP replaced (method_setImplementation, class_replaceMethod,
 * method_exchangeImplementations), a cache flushed. Code that keeps a looked-up IMP (KVO's
 * notifying setters keep `[super set…]`) stores the generation it looked up in and looks
 * again when the number has moved: one compare per call instead of a lookup. Never 0.
 * No lock: an acquire load. */
uint64_t rt_lookup_generation(void);

/* The forwarding hook (installed by the value layer, forwarding.c): given a receiver and a selector
 * nobody implements, return an IMP that forwards the call (through
 * -methodSignatureForSelector: / -forwardInvocation:) or NULL to fall through to
 * -doesNotRecognizeSelector:. */
typedef IMP (*rt_forward_hook_t)(id receiver, SEL sel);
/* Installs the hook (NULL removes it). No lock (an atomic store). */
void rt_set_forward_hook(rt_forward_hook_t hook);

/* How the caller of the send being looked up expects its result, when the entry point knows
 * (call_shape.c): objc_msgSend_stret's caller passes a struct buffer, the other entry points'
 * callers take the result in registers. The forwarding hook refuses a signature whose return
 * travels the other way — the forwarding closure would write through a pointer the caller
 * never passed, or ignore the one it did. Per thread; an entry point sets it around its lookup
 * and restores the previous value (lookups nest through +initialize and resolvers). */
typedef enum rt_call_shape {
    RT_CALL_SHAPE_UNKNOWN = 0,  /* a C or Swift caller: it calls the IMP with the IMP's own types */
    RT_CALL_RETURNS_IN_REGISTERS = 1,
    RT_CALL_RETURNS_IN_MEMORY = 2,
} rt_call_shape;
/* No lock: thread-local. */
void rt_msg_setCallShape(rt_call_shape shape);
rt_call_shape rt_msg_callShape(void);

/* The IMP instances of `cls` would run for `sel` (after resolution), or NULL when none.
 * Lock: as rt_msg_lookup. */
IMP rt_class_getMethodImplementation(Class cls, SEL sel);
/* Whether instances of `cls` respond to `sel` (resolution included, forwarding not).
 * Lock: as rt_msg_lookup. */
bool rt_class_respondsToSelector(Class cls, SEL sel);

/* The IMP returned for messages to nil: returns zero in the integer return register. No lock. */
IMP rt_msg_nil_imp(void);
/* The IMP returned when nothing handles a message: sends -doesNotRecognizeSelector: to
 * the receiver (or raises the pending exception itself, rt_exception.h, if the class lacks
 * that method). No lock. */
IMP rt_msg_unrecognized_imp(void);

#endif
