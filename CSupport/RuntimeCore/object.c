/* Object life cycle: allocation, atomic retain counts, autorelease pools, dealloc.
 *
 * The refcount word holds the count above RT_RC_SHIFT and flag bits below it. Retain and
 * release are single atomic adds; the flags let dealloc skip the weak and associated tables
 * for objects that never used them. Once the count reaches zero the DEALLOCATING bit is set:
 * a retain or release of that object inside -dealloc is ignored (as objc4 does), and
 * rt_object_tryRetain — used by weak loads — refuses it, which is how a weak load racing with
 * the last release returns nil instead of resurrecting the object. */
#include "rt_object.h"
#include "rt_associated.h"
#include "rt_block_abi.h"
#include "rt_cache.h"
#include "rt_compiled_calls.h"
#include "rt_ivar.h"
#include "rt_lookup.h"
#include "rt_core_private.h"
#include "rt_type_codes.h"
#include "rt_weak.h"
#include "rt_small_object.h"
#include <malloc.h>
#include <pthread.h>
#include <string.h>

/* Rounds the allocation to the alignment the layout needs. No lock. */
static size_t padded(size_t size, size_t align) { return (size + align - 1) & ~(align - 1); }

/* Where indexed bytes start: after the ivars, 16-byte aligned. No lock. */
static size_t indexed_offset(Class cls) { return padded(cls->instanceSize, 16); }

/* Runs the `.cxx_construct` of `cls` and its superclasses on `obj`, the root's first, as C++
 * constructs bases before members. When one answers nil (its construction failed) the levels
 * above it that did run are destructed again and false is returned. Lock: whatever the
 * structors take. */
static bool construct_levels(id obj, Class cls) {
    if (!cls) return true;
    if (!construct_levels(obj, cls->superclass)) return false;
    if (!cls->cxxConstruct) return true;
    if (((id(*)(id, SEL))cls->cxxConstruct)(obj, rt_S.cxxConstruct)) return true;
    for (Class c = cls->superclass; c; c = c->superclass)
        if (c->cxxDestruct) ((void (*)(id, SEL))c->cxxDestruct)(obj, rt_S.cxxDestruct);
    return false;
}

/* No lock: the class's layout is frozen once it is registered. */
id rt_class_createInstance(Class cls, size_t extraBytes) {
    if (!cls || (cls->flags & RT_CLASS_META) || !(cls->flags & RT_CLASS_REGISTERED)) return NULL;
    size_t align = cls->alignment > 16 ? cls->alignment : 16;
    size_t base = indexed_offset(cls);
    /* extraBytes comes from callers' input (NSData / NSValue lengths): a value near SIZE_MAX
     * would wrap the sum to a tiny allocation that the caller then overruns. PTRDIFF_MAX is
     * C's limit on an object's size (malloc refuses more anyway, and sanitizers abort). */
    if (base > (size_t)PTRDIFF_MAX - align || extraBytes > (size_t)PTRDIFF_MAX - align - base)
        return NULL;
    size_t size = padded(base + extraBytes, align);
    id obj = align > 16 ? aligned_alloc(align, size) : malloc(size);
    if (!obj) return NULL;
    memset(obj, 0, size);
    atomic_store_explicit(&obj->rc, RT_RC_ONE, memory_order_relaxed);
    atomic_store_explicit(&obj->isa, cls, memory_order_release);
    atomic_fetch_add_explicit(&cls->liveInstances, 1, memory_order_relaxed);
    if ((atomic_load_explicit(&cls->flags, memory_order_relaxed) & RT_CLASS_CXX_CONSTRUCT) &&
        !construct_levels(obj, cls)) {
        atomic_fetch_sub_explicit(&cls->liveInstances, 1, memory_order_relaxed);
        free(obj);
        return NULL;
    }
    return obj;
}

/* Lock: the runtime lock inside the weak and associated tables; whatever `.cxx_destruct`
 * methods take. */
void *rt_objc_destructInstance(id obj) {
    if (!obj || rt_object_isSmall(obj)) return NULL;
    Class cls = atomic_load_explicit(&obj->isa, memory_order_acquire);
    /* Each level's ivars are released by exactly one of two mechanisms, most-derived level
     * first: the level's own `.cxx_destruct` when clang emitted one (ARC classes with strong
     * or weak ivars, classes with C++ ivars — it releases, zeroes and destroys them all),
     * else the core's walk of the ivars' recorded ownership (classes built at run time, by
     * the Swift layer, and compiled classes without structors). */
    for (Class c = cls; c; c = c->superclass) {
        if (c->cxxDestruct) {
            ((void (*)(id, SEL))c->cxxDestruct)(obj, rt_S.cxxDestruct);
            continue;
        }
        for (uint32_t i = 0; i < c->ivars.count; i++) {
            struct rt_ivar *iv = c->ivars.items[i];
            if (rt_type_code_of(iv->types[0])->kind != RT_TYPE_OBJECT) continue;
            id *slot = (id *)((char *)obj + iv->offset);
            if (iv->ownership == RT_IVAR_STRONG) {
                id value = *slot;
                *slot = NULL;
                rt_objc_release(value);
            } else if (iv->ownership == RT_IVAR_WEAK) {
                rt_objc_destroyWeak(slot);
            }
        }
    }
    uintptr_t flags = atomic_load_explicit(&obj->rc, memory_order_acquire);
    if (flags & RT_RC_HAS_ASSOC) rt_objc_removeAssociatedObjects(obj);
    if (flags & RT_RC_HAS_WEAK) rt_weak_clear_object(obj);
    return obj;
}

/* Lock: as rt_objc_destructInstance. */
void rt_object_dispose(id obj) {
    if (!obj || rt_object_isSmall(obj) || rt_object_isBlock(obj)) return; /* not the runtime's allocation */
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (w & RT_RC_IMMORTAL) return;
    rt_objc_destructInstance(obj);
    Class cls = atomic_load_explicit(&obj->isa, memory_order_acquire);
    if (cls) atomic_fetch_sub_explicit(&cls->liveInstances, 1, memory_order_release);
    free(obj);
}

/* Whether a word read where the count lives may be a block's flags word (rt_types.h,
 * RT_RC_SLOW_BITS): only then is the class loaded to tell. No lock. */
static inline bool word_may_be_block(uintptr_t w) { return (w & ((uintptr_t)0xff << 24)) || w < RT_RC_ONE; }

/* The whole rule (rt_object_retainInline takes only the common case). No lock. */
id rt_objc_retain(id obj) {
    if (!obj || rt_object_isSmall(obj)) return obj;
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (word_may_be_block(w) && rt_object_isBlock(obj)) { /* its second word holds the block's flags */
        rt_block_retain(obj);
        return obj;
    }
    if (w & (RT_RC_IMMORTAL | RT_RC_DEALLOCATING)) return obj;
    atomic_fetch_add_explicit(&obj->rc, RT_RC_ONE, memory_order_relaxed);
    return obj;
}

/* No lock (a CAS loop). */
bool rt_object_tryRetain(id obj) {
    if (rt_object_isSmall(obj)) return true;
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (word_may_be_block(w) && rt_object_isBlock(obj)) return rt_block_tryRetain(obj);
    for (;;) {
        if (w & RT_RC_IMMORTAL) return true;
        if ((w & RT_RC_DEALLOCATING) || (w >> RT_RC_SHIFT) == 0) return false;
        if (atomic_compare_exchange_weak_explicit(&obj->rc, &w, w + RT_RC_ONE,
                                                  memory_order_acquire, memory_order_relaxed))
            return true;
    }
}

static void send_dealloc(id obj);

/* No lock; -dealloc takes what it needs. */
void rt_objc_release(id obj) {
    if (!obj || rt_object_isSmall(obj)) return;
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (word_may_be_block(w) && rt_object_isBlock(obj)) { /* freed by its dispose helper, not -dealloc */
        rt_block_release(obj);
        return;
    }
    for (;;) {
        if (w & (RT_RC_IMMORTAL | RT_RC_DEALLOCATING)) return;
        if ((w >> RT_RC_SHIFT) != 1) {
            uintptr_t old = atomic_fetch_sub_explicit(&obj->rc, RT_RC_ONE, memory_order_acq_rel);
            if ((old >> RT_RC_SHIFT) == 1) rt_object_lastReleased(obj);
            return;
        }
        /* The last reference: one compare-and-swap takes the count to zero and marks the
         * object deallocating together (half the locked instructions of a subtract then an
         * OR, on the path every object's life ends on). */
        if (atomic_compare_exchange_weak_explicit(&obj->rc, &w, (w - RT_RC_ONE) | RT_RC_DEALLOCATING,
                                                  memory_order_acq_rel, memory_order_relaxed))
            break;
    }
    send_dealloc(obj);
}

/* No lock; -dealloc's own. */
void rt_object_lastReleased(id obj) {
    atomic_fetch_or_explicit(&obj->rc, RT_RC_DEALLOCATING, memory_order_acq_rel);
    send_dealloc(obj);
}

/* Sends -dealloc to an object whose count reached zero (through the barrier when a Swift
 * caller's release ran a compiled -dealloc: rt_compiled_calls.h). -dealloc is a message, so
 * it initializes the class first, as any send does: nothing is cached for a class before
 * +initialize, and the value classes' C creators make instances of classes nobody has sent a
 * message yet (a KVO change's NSNumber), whose every -dealloc then searched the method lists
 * under the runtime lock. No lock; -dealloc's own. */
static void send_dealloc(id obj) {
    Class cls = atomic_load_explicit(&obj->isa, memory_order_acquire);
    IMP dealloc = rt_cache_probe(cls, rt_S.dealloc);
    if (!dealloc) {
        if (!rt_class_isInitialized(cls)) rt_class_initializeIfNeeded(cls);
        dealloc = rt_class_getMethodImplementation(cls, rt_S.dealloc);
    }
    if (dealloc) rt_compiled_send1(dealloc, obj, rt_S.dealloc, 0);
    else rt_object_dispose(obj); /* a root class without -dealloc */
}

/* No lock. */
uintptr_t rt_object_retainCount(id obj) {
    if (!obj) return 0;
    if (rt_object_isSmall(obj)) return UINTPTR_MAX >> 1;
    if (rt_object_isBlock(obj)) return rt_block_retainCount(obj);
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_relaxed);
    if (w & RT_RC_IMMORTAL) return UINTPTR_MAX >> 1;
    return w >> RT_RC_SHIFT;
}

/* No lock. */
bool rt_object_isDeallocating(id obj) {
    return obj && !rt_object_isSmall(obj) && (atomic_load_explicit(&obj->rc, memory_order_relaxed) & RT_RC_DEALLOCATING);
}

/* Per-thread autorelease stack; a token is the stack depth at push time, plus one. Objects
 * still pending when the thread exits are released by the key's destructor. */
struct pool_stack {
    id *items;
    size_t count;
    size_t capacity;
};
static _Thread_local struct pool_stack *thread_pool;
static pthread_key_t pool_key;
static pthread_once_t pool_once = PTHREAD_ONCE_INIT;

/* No lock: thread-local. */
static void drain(struct pool_stack *s, size_t target) {
    while (s->count > target) {
        id obj = s->items[--s->count];
        rt_objc_release(obj); /* may autorelease more; the loop drains those too */
    }
}

/* Runs at thread exit. No lock. */
static void pool_destructor(void *p) {
    struct pool_stack *s = p;
    drain(s, 0);
    free(s->items);
    free(s);
    thread_pool = NULL;
}

/* No lock. */
static void make_key(void) { pthread_key_create(&pool_key, pool_destructor); }

/* No lock. */
static struct pool_stack *pool(void) {
    if (thread_pool) return thread_pool;
    pthread_once(&pool_once, make_key);
    struct pool_stack *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    thread_pool = s;
    pthread_setspecific(pool_key, s);
    return s;
}

/* No lock. */
id rt_objc_autorelease(id obj) {
    if (!obj || rt_object_isSmall(obj)) return obj;
    if (atomic_load_explicit(&obj->rc, memory_order_relaxed) & RT_RC_IMMORTAL) return obj;
    /* A stack block may be gone when the pool drains, and a global one needs no release. */
    if (rt_object_isBlock(obj) && !(rt_block_flags(obj) & RT_BLOCK_NEEDS_FREE)) return obj;
    struct pool_stack *s = pool();
    if (!s) return obj;
    if (s->count == s->capacity) {
        size_t capacity = s->capacity ? s->capacity * 2 : 64;
        id *items = realloc(s->items, capacity * sizeof(id));
        if (!items) return obj; /* out of memory: leak rather than crash */
        s->items = items;
        s->capacity = capacity;
    }
    s->items[s->count++] = obj;
    return obj;
}

static _Atomic(rt_return_handoff) return_handoff;

/* Lock: none (one atomic store, once at start-up). */
void rt_objc_setReturnHandoff(rt_return_handoff handoff) {
    atomic_store_explicit(&return_handoff, handoff, memory_order_release);
}

/* The value layer's methods return through this, so that an ARC caller's claim costs no pool
 * entry, no pop and no second retain. No lock. */
id rt_objc_autoreleaseReturning(id obj, const void *ra) {
    rt_return_handoff handoff = atomic_load_explicit(&return_handoff, memory_order_acquire);
    return handoff ? handoff(obj, ra) : rt_objc_autorelease(obj);
}

/* No lock. */
void *rt_objc_autoreleasePoolPush(void) {
    struct pool_stack *s = pool();
    return (void *)(uintptr_t)((s ? s->count : 0) + 1);
}

/* No lock. */
void rt_objc_autoreleasePoolPop(void *token) {
    struct pool_stack *s = thread_pool;
    uintptr_t t = (uintptr_t)token;
    if (!s || t == 0 || t - 1 > s->count) return;
    drain(s, t - 1);
}

/* No lock. */
size_t rt_autoreleasePool_pendingCount(void) { return thread_pool ? thread_pool->count : 0; }

/* No lock. */
Class rt_object_getClass(id obj) {
    if (rt_object_isSmall(obj)) return rt_smallObjectClass((uintptr_t)obj);
    return obj ? atomic_load_explicit(&obj->isa, memory_order_acquire) : NULL;
}

/* No lock. */
bool rt_object_isClass(id obj) {
    Class isa = rt_object_getClass(obj);
    return isa && (isa->flags & RT_CLASS_META);
}

/* No lock (an atomic exchange). */
Class rt_object_setClass(id obj, Class cls) {
    /* A block's second word is its flags, not a count: it cannot become (or be made from)
     * an object of another class. */
    if (!obj || rt_object_isSmall(obj) || !cls || (cls->flags & (RT_CLASS_META | RT_CLASS_DISPOSED | RT_CLASS_BLOCK)) ||
        rt_object_isClass(obj) || rt_object_isBlock(obj))
        return NULL;
    atomic_fetch_add_explicit(&cls->liveInstances, 1, memory_order_relaxed);
    Class old = atomic_exchange_explicit(&obj->isa, cls, memory_order_acq_rel);
    if (old) atomic_fetch_sub_explicit(&old->liveInstances, 1, memory_order_release);
    return old;
}

/* No lock. */
const char *rt_object_getClassName(id obj) {
    Class cls = rt_object_getClass(obj);
    if (!cls) return "nil";
    return (cls->flags & RT_CLASS_META) && cls->nonMeta ? cls->nonMeta->name : cls->name;
}

/* No lock except the runtime lock for weak ivars. */
id rt_object_copy(id obj, size_t size) {
    if (rt_object_isSmall(obj)) return obj; /* a value: the copy is itself */
    if (!obj || rt_object_isClass(obj)) return NULL;
    Class cls = rt_object_getClass(obj);
    size_t base = indexed_offset(cls);
    size_t extra = size > base ? size - base : 0;
    size_t available = malloc_usable_size(obj);
    if (base + extra > available) extra = available > base ? available - base : 0;
    id copy = rt_class_createInstance(cls, extra);
    if (!copy) return NULL;
    size_t header = sizeof(struct rt_object);
    memcpy((char *)copy + header, (char *)obj + header, base + extra - header);
    /* The bytes of object ivars now alias the original's values: take ownership properly. */
    for (Class c = cls; c; c = c->superclass) {
        for (uint32_t i = 0; i < c->ivars.count; i++) {
            struct rt_ivar *iv = c->ivars.items[i];
            if (rt_type_code_of(iv->types[0])->kind != RT_TYPE_OBJECT) continue;
            id *slot = (id *)((char *)copy + iv->offset);
            if (iv->ownership == RT_IVAR_STRONG) {
                rt_objc_retain(*slot);
            } else if (iv->ownership == RT_IVAR_WEAK) {
                *slot = NULL;
                id value = rt_objc_loadWeakRetained((id *)((char *)obj + iv->offset));
                rt_objc_storeWeak(slot, value);
                rt_objc_release(value);
            }
        }
    }
    return copy;
}

/* No lock. */
void *rt_object_getIndexedIvars(id obj) {
    if (rt_object_isSmall(obj)) return NULL;
    Class cls = rt_object_getClass(obj);
    if (!cls || (cls->flags & RT_CLASS_META)) return NULL;
    return (char *)obj + indexed_offset(cls);
}
