/* Method lookup: the slow path behind the inlined cache probe, and resolution and forwarding.
 *
 * Order on a miss, as in objc4: search the class chain (filling the cache), give
 * +resolveInstanceMethod: / +resolveClassMethod: one chance and search again, then cache
 * "not found" (so the next send skips resolution, as objc4 caches its forwarder), ask
 * -forwardingTargetForSelector:, then the forwarding hook, then -doesNotRecognizeSelector:.
 * User code (resolvers, forwarding methods) always runs with the runtime lock released. */
#include "rt_lookup.h"
#include "rt_object.h"
#include "rt_trace.h"
#include "rt_exception.h"
#include "rt_lock.h"
#include "rt_selector.h"
#include "rt_core_private.h"
#include <stdio.h>
#include <string.h>

static _Atomic(rt_forward_hook_t) forward_hook;

/* Search of one class's own method lists (category chunks come first, so they win).
 * Lock: caller holds the runtime lock. */
struct rt_method *rt_class_findOwnMethod_locked(Class cls, SEL sel) {
    for (struct rt_method_list *l = cls->methods; l; l = l->next)
        for (uint32_t i = 0; i < l->count; i++)
            if (l->entries[i].name == sel) return &l->entries[i];
    return NULL;
}

/* Search up the superclass chain. Lock: caller holds the runtime lock. */
struct rt_method *rt_class_findMethod_locked(Class cls, SEL sel) {
    for (Class c = cls; c; c = c->superclass) {
        struct rt_method *m = rt_class_findOwnMethod_locked(c, sel);
        if (m) return m;
    }
    return NULL;
}

enum find_result { FOUND, MISSING, KNOWN_MISSING };

/* The cached record for `sel`, a "not found" record included, or NULL. The same lock-free
 * probe as rt_cache_probe, but it keeps the record so a caller can tell "cached as missing"
 * from "not cached". No lock (see cache.c for why that is safe). */
static struct rt_method *probe_record(Class cls, SEL sel) {
    struct rt_cache *c = atomic_load_explicit(&cls->cache, memory_order_acquire);
    uint32_t mask = c->mask;
    for (uintptr_t i = rt_cache_index(sel, mask);; i = (i + 1) & mask) {
        struct rt_method *m = atomic_load_explicit(&c->buckets[i], memory_order_acquire);
        if (m == NULL || m->name == sel) return m;
    }
}

/* Cache, then method lists; fills the cache with what it found, and with "not found" only
 * when `cacheMiss` (after resolution had its chance). Lock: none when the cache answers
 * (a hit, or a cached "not found" — without this every send of a forwarded selector, and
 * every -respondsToSelector: answering NO, took the global lock); otherwise the runtime
 * lock. */
static enum find_result find(Class cls, SEL sel, bool cacheMiss, IMP *out) {
    /* A disposed class has no methods, and its empty cache is never filled. */
    if (atomic_load_explicit(&cls->flags, memory_order_acquire) & RT_CLASS_DISPOSED) return KNOWN_MISSING;
    struct rt_method *cached = probe_record(cls, sel);
    if (cached) {
        IMP imp = atomic_load_explicit(&cached->imp, memory_order_acquire);
        if (!imp) return KNOWN_MISSING;
        *out = imp;
        return FOUND;
    }
    rt_runtime_lock();
    struct rt_method *m = rt_cache_find_locked(cls, sel);
    if (m) {
        IMP imp = atomic_load_explicit(&m->imp, memory_order_acquire);
        rt_runtime_unlock();
        if (!imp) return KNOWN_MISSING;
        *out = imp;
        return FOUND;
    }
    /* Nothing is cached for a class whose +initialize has not returned (another thread
     * could find it there and skip the wait) or while sends are being logged. */
    bool cacheable = rt_class_isInitialized(cls) && !rt_trace_messageLogging();
    m = rt_class_findMethod_locked(cls, sel);
    if (m) {
        if (cacheable) rt_cache_insert_locked(cls, m);
        IMP imp = atomic_load_explicit(&m->imp, memory_order_acquire);
        rt_runtime_unlock();
        *out = imp;
        return FOUND;
    }
    if (cacheMiss && cacheable) rt_cache_insert_locked(cls, (struct rt_method *)&sel->notFound);
    rt_runtime_unlock();
    return MISSING;
}

/* The IMP for `sel` with no resolution or forwarding, or NULL. Lock: as find(). */
static IMP plain_lookup(Class cls, SEL sel) {
    IMP imp = NULL;
    return find(cls, sel, true, &imp) == FOUND ? imp : NULL;
}

/* Sends +resolveInstanceMethod: (or +resolveClassMethod: for a metaclass) to the class.
 * Lock: none held while the resolver runs. */
static void resolve(Class cls, SEL sel) {
    bool meta = (cls->flags & RT_CLASS_META) != 0;
    SEL resolver = meta ? rt_S.resolveClassMethod : rt_S.resolveInstanceMethod;
    if (sel == resolver) return; /* a class without a resolver: nothing to ask */
    Class target = meta ? cls->nonMeta : cls;
    if (!target) return;
    Class targetMeta = atomic_load_explicit(&target->base.isa, memory_order_acquire);
    IMP imp = plain_lookup(targetMeta, resolver);
    if (!imp) return;
    /* The resolver gets the SEL compiled code has for the name (its @selector record), so the
     * common `if (sel == @selector(x))` holds; it is canonicalized wherever it comes back. */
    rt_BOOL resolved = ((rt_BOOL(*)(id, SEL, SEL))imp)((id)target, resolver, rt_sel_valueForCompiledCode(sel));
    if (resolved && rt_trace_enabled(RT_TRACE_RESOLVED_METHODS)) {
        IMP found = NULL;
        if (find(cls, sel, false, &found) == FOUND)
            rt_trace_printf("RESOLVE: method %c[%s %s] dynamically resolved to %p", meta ? '+' : '-', target->name,
                            sel->name, (void *)found);
        else
            rt_trace_printf("RESOLVE: +[%s %s] returned YES, but no new implementation of %c[%s %s] was found",
                            target->name, resolver->name, meta ? '+' : '-', target->name, sel->name);
    }
}

/* No lock. */
static id nil_method(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return NULL;
}

/* Sends -doesNotRecognizeSelector: to the receiver, or raises the pending exception itself
 * (rt_exception.h) when the receiver's class has no such method. Returns zero.
 * Lock: none held while it runs. */
static id unrecognized_method(id self, SEL cmd) {
    cmd = rt_sel_canonical(cmd); /* compiled code's super sends pass the image's record */
    Class cls = rt_object_getClass(self);
    IMP dnr = cmd == rt_S.doesNotRecognizeSelector || !cls ? NULL
                                                  : plain_lookup(cls, rt_S.doesNotRecognizeSelector);
    if (dnr) ((void (*)(id, SEL, SEL))dnr)(self, rt_S.doesNotRecognizeSelector, cmd);
    else rt_exception_raiseUnrecognizedSelector(self, cmd);
    return NULL;
}

/* No lock. */
IMP rt_msg_nil_imp(void) { return (IMP)nil_method; }

/* No lock. */
IMP rt_msg_unrecognized_imp(void) { return (IMP)unrecognized_method; }

/* The end of the chain: the forwarding hook, else -doesNotRecognizeSelector:.
 * Lock: none held while the hook runs. */
static IMP forward_or_fail(id receiver, SEL sel) {
    rt_forward_hook_t hook = atomic_load_explicit(&forward_hook, memory_order_acquire);
    if (hook) {
        IMP imp = hook(receiver, sel);
        if (imp) return imp;
    }
    return (IMP)unrecognized_method;
}

/* Lock: see the header. */
IMP rt_msg_lookup(id *receiver, SEL sel) {
    if (!receiver || !*receiver) return (IMP)nil_method;
    if (!sel) return (IMP)unrecognized_method;
    sel = rt_sel_canonical(sel);
    /* Each forwarding target restarts the lookup; a cycle of targets is cut after 16 hops. */
    for (int hops = 0;; hops++) {
        id r = *receiver;
        Class cls = rt_object_getClass(r);
        if (!cls) return (IMP)unrecognized_method; /* a small object of an unregistered tag */
        if (!rt_class_isInitialized(cls)) rt_class_initializeIfNeeded(cls);
        if (rt_trace_messageLogging()) rt_trace_logMessage(cls, sel);
        IMP imp = NULL;
        enum find_result result = find(cls, sel, false, &imp);
        if (result == FOUND) return imp;
        if (result == MISSING) {
            resolve(cls, sel);
            if (find(cls, sel, true, &imp) == FOUND) return imp;
        }
        if (hops < 16 && sel != rt_S.forwardingTargetForSelector) {
            IMP fts = plain_lookup(cls, rt_S.forwardingTargetForSelector);
            if (fts) {
                /* As for the resolver: `aSelector == @selector(x)` holds in compiled code. */
                id target = ((id(*)(id, SEL, SEL))fts)(r, rt_S.forwardingTargetForSelector,
                                                       rt_sel_valueForCompiledCode(sel));
                if (target && target != r) {
                    *receiver = target;
                    continue;
                }
            }
        }
        return forward_or_fail(r, sel);
    }
}

/* Lock: see the header. */
IMP rt_msg_lookup_super(struct rt_super *sup, SEL sel) {
    if (!sup || !sup->receiver) return (IMP)nil_method;
    if (!sel || !sup->super_class) return (IMP)unrecognized_method;
    sel = rt_sel_canonical(sel);
    if (!rt_class_isInitialized(sup->super_class)) rt_class_initializeIfNeeded(sup->super_class);
    IMP imp = NULL;  /* find() probes the cache lock-free first */
    if (find(sup->super_class, sel, true, &imp) == FOUND) return imp;
    return forward_or_fail(sup->receiver, sel);
}

/* No lock: an atomic store. */
void rt_set_forward_hook(rt_forward_hook_t hook) {
    atomic_store_explicit(&forward_hook, hook, memory_order_release);
}

/* Lock: as rt_msg_lookup. */
IMP rt_class_getMethodImplementation(Class cls, SEL sel) {
    sel = rt_sel_canonical(sel); /* compiled code passes its image's record */
    if (!cls || !sel) return NULL;
    IMP imp = NULL;
    enum find_result result = find(cls, sel, false, &imp);
    if (result == FOUND) return imp;
    if (result == KNOWN_MISSING) return NULL;
    resolve(cls, sel);
    return find(cls, sel, true, &imp) == FOUND ? imp : NULL;
}

/* Lock: as rt_msg_lookup. */
bool rt_class_respondsToSelector(Class cls, SEL sel) {
    return rt_class_getMethodImplementation(cls, sel) != NULL;
}
