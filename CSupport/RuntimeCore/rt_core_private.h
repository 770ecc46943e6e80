/* The runtime core's one private header: what its .c files share and Swift and the layers
 * above never see (this header is not under include/). The other layers reach the core only
 * through include/. Sections: the records behind the public opaque types, start-up, string /
 * cache / lookup internals, the synthesized-accessor table. (The pointer list and the
 * side-table map have their own headers, rt_list.h and rt_map.h, which the tests reach.) */
#ifndef MINIOBJC_RT_CORE_PRIVATE_H
#define MINIOBJC_RT_CORE_PRIVATE_H

#include "rt_accessor.h"
#include "rt_list.h"
#include "rt_map.h"
#include "rt_types.h"
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

struct rt_ivar {
    const char *name;
    const char *types;
    ptrdiff_t offset;
    size_t size;
    uint8_t log2Alignment;
    uint8_t ownership;  /* rt_ivar_ownership */
};

struct rt_property {
    const char *name;
    _Atomic(const char *) attributes;  /* replaced by class_replaceProperty; old strings kept */
};

/* A chunk of method records. Chunks are linked; a class's method list is category chunks
 * (newest first) followed by the class's own chunks. */
struct rt_method_list {
    struct rt_method_list *next;
    uint32_t count;
    uint32_t capacity;
    bool fromCategory;
    struct rt_method entries[];
};

struct rt_method_description_record {
    SEL name;
    const char *types;
};

struct rt_protocol_property {
    struct rt_property property;    /* first, so an rt_property_t can point here */
    bool required;
    bool instance;
};

struct rt_protocol {
    struct rt_object base;          /* isa = the Protocol class; immortal */
    const char *name;
    bool registered;
    struct rt_list protocols;       /* inherited protocols */
    struct rt_list methods[4];      /* rt_method_description_record *, by protocol_slot() */
    struct rt_list properties;      /* rt_protocol_property * */
    /* Searches through inherited protocols mark what they visited (protocol.c), so a shared
     * ancestor is searched once per query, not once per path. Runtime lock. */
    uint64_t visitQuery;
    int visitDepth;
};

struct rt_category {
    const char *name;
    struct rt_method_list *instanceMethods;
    struct rt_method_list *classMethods;
    struct rt_list properties;      /* rt_property * */
    struct rt_list protocols;
    bool attached;
};

/* Selectors the runtime itself sends, interned once at start-up. */
struct rt_common_selectors {
    SEL alloc, init, dealloc, copy, copyWithZone, mutableCopy, description,
        resolveInstanceMethod, resolveClassMethod, forwardingTargetForSelector,
        methodSignatureForSelector, forwardInvocation, doesNotRecognizeSelector, retain,
        release, autorelease, selector, initialize, cxxConstruct, cxxDestruct;
};
extern struct rt_common_selectors rt_S;

/* Sends +initialize to `cls` (a class or a metaclass: its class is meant) and its
 * superclasses first, once each, unless done; returns when it has run — at once on the thread
 * running it, so its own messages go through (initialize.c). Lock: its own mutex, never held
 * while +initialize runs. */
void rt_class_initializeIfNeeded(Class cls);
/* Whether `cls`'s class has finished +initialize (lookups fill the cache only then, so no
 * other thread's send can hit the cache while +initialize still runs). No lock. */
static inline bool rt_class_isInitialized(Class cls) {
    Class c = (atomic_load_explicit(&cls->flags, memory_order_acquire) & RT_CLASS_META) ? cls->nonMeta : cls;
    return c == NULL || (atomic_load_explicit(&c->flags, memory_order_acquire) & RT_CLASS_INITIALIZED) != 0;
}

/* Copies a string with malloc; NULL in → NULL out. No lock. */
char *rt_strdup(const char *s);

/* Cache internals (cache.c). All take: caller holds the runtime lock. */
struct rt_cache *rt_cache_create(uint32_t capacity);
/* The record cached for `sel`, a "not found" record included, or NULL. */
struct rt_method *rt_cache_find_locked(Class cls, SEL sel);
void rt_cache_insert_locked(Class cls, struct rt_method *m);
void rt_cache_flush_hierarchy_locked(Class cls);
/* Announces a change of what some lookup answers (rt_lookup_generation). */
void rt_lookup_generation_bump_locked(void);
void rt_cache_destroy_locked(Class cls);

/* Method search (lookup.c). Caller holds the runtime lock. */
struct rt_method *rt_class_findOwnMethod_locked(Class cls, SEL sel);
struct rt_method *rt_class_findMethod_locked(Class cls, SEL sel);

/* Class table (class.c). Caller holds the runtime lock. */
Class rt_class_lookup_locked(const char *name, bool includePending);

/* Method-list helpers (method.c). Caller holds the runtime lock. */
struct rt_method_list *rt_method_list_new(uint32_t capacity, bool fromCategory);
struct rt_method *rt_method_list_add(struct rt_method_list **chunkp, SEL sel, IMP imp,
                                     const char *types);
void rt_method_lists_free(struct rt_method_list *list);

/* Protocol conformance through protocol inheritance (protocol.c). Runtime lock held. */
bool rt_protocol_conforms_locked(Protocol *proto, Protocol *other);

/* Weak and associated clean-up at dealloc (weak.c, associated.c). Take the runtime lock. */
void rt_weak_clear_object(id obj);

/* Try to retain an object that may be deallocating: fails when its count reached zero.
 * No lock (a CAS loop). */
bool rt_object_tryRetain(id obj);

/* ---- The synthesized-accessor record table ----
 * Its layout and lock-free lookup, shared by the table's writers (accessor_records.c) and
 * the accessor IMPs (accessors.c), which inline the lookup: it is most of what a scalar
 * accessor does. */

struct rt_accessor_table {
    size_t mask;                       /* capacity - 1; capacity is a power of two */
    size_t used;                       /* records and tombstones; written under the lock */
    struct rt_accessor_table *retiredNext;
    _Atomic(const rt_accessor *) buckets[];
};

/* The table readers use; replaced (never freed) when it grows. Written under the runtime
 * lock with release stores. */
extern _Atomic(struct rt_accessor_table *) rt_accessor_live_table;

/* The bucket a (class, selector) pair starts probing at: the two addresses XORed, without
 * their four low bits, which alignment makes zero (the method cache indexes by sel >> 4 the
 * same way). One class's selectors are 80 bytes apart and one selector's classes are a class
 * struct apart, so either varying alone walks the table with an odd step. A multiply-shift
 * mix spread no better on real layouts and cost a fifth of the accessor. No lock (pure). */
static inline size_t rt_accessor_home(const struct rt_accessor_table *t, Class cls, SEL sel) {
    return (((uintptr_t)cls ^ (uintptr_t)sel) >> 4) & t->mask;
}

/* The record of (cls, sel) in `t`, or NULL. No lock: acquire loads of buckets, which go
 * from empty to a record, or from a record to another record or the tombstone. */
static inline const rt_accessor *rt_accessor_probe(struct rt_accessor_table *t, Class cls, SEL sel) {
    size_t i = rt_accessor_home(t, cls, sel);
    for (;;) {
        const rt_accessor *a = atomic_load_explicit(&t->buckets[i], memory_order_acquire);
        if (a == NULL) return NULL;
        if (a->cls == cls && a->sel == sel) return a;
        i = (i + 1) & t->mask;
    }
}

/* The record of (the receiver's class chain, sel) in `t`, or NULL. No lock. */
static inline const rt_accessor *rt_accessor_find_in(struct rt_accessor_table *t, id receiver, SEL sel) {
    for (Class c = atomic_load_explicit(&receiver->isa, memory_order_acquire); c != NULL; c = c->superclass) {
        const rt_accessor *a = rt_accessor_probe(t, c, sel);
        if (a != NULL) return a;
    }
    return NULL;
}

/* rt_accessor_find, inlined. Every send hands the accessor the canonical selector except a
 * compiled super send, which passes its image's selector record (objc_msg_lookup_super
 * returns the IMP, the caller calls it): only when the canonical search misses is the
 * selector canonicalized and searched again, so the common path pays no extra load.
 * No lock. */
static inline const rt_accessor *rt_accessor_find_inline(id receiver, SEL sel) {
    if (receiver == NULL || rt_object_isSmall(receiver)) return NULL;
    struct rt_accessor_table *t = atomic_load_explicit(&rt_accessor_live_table, memory_order_acquire);
    if (t == NULL) return NULL;
    const rt_accessor *a = rt_accessor_find_in(t, receiver, sel);
    if (a != NULL || sel == NULL) return a;
    SEL canonical = rt_sel_canonical(sel);
    return canonical == sel ? NULL : rt_accessor_find_in(t, receiver, canonical);
}

/* Blocks (block_object.c, block_byref.c, block_memory.c). No literal is this big: a
 * descriptor or __block record that says so is garbage, not something to copy. */
#define RT_BLOCK_LARGEST ((uintptr_t)1 << 24)
/* Heap blocks' memory: a per-thread cache of small freed blocks in front of malloc
 * (block_memory.c says why). The fast paths are inline here, so a copy and its release cost
 * no call; sanitizer builds have no cache. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define RT_NO_BLOCK_CACHE 1
#endif
#endif
#define RT_BLOCK_CACHE_CLASSES 8u /* 16-byte size classes, up to 128 bytes */
#define RT_BLOCK_CACHE_DEPTH 8u
struct rt_block_cache {
    void *lists[RT_BLOCK_CACHE_CLASSES]; /* freed chunks, linked through their first word */
    uint8_t counts[RT_BLOCK_CACHE_CLASSES];
    bool registered;                     /* the thread-exit destructor will free the lists */
};
extern _Thread_local struct rt_block_cache rt_block_cache __attribute__((tls_model("initial-exec")));
/* The slow paths: malloc, and a free that registers the thread's destructor or overflows
 * the cache. No lock. */
void *rt_block_memoryAllocSlow(size_t rounded);
void rt_block_memoryFreeSlow(void *p, size_t rounded);

/* The size heap blocks of `size` bytes are allocated with. No lock. */
static inline size_t rt_block_chunkSize(size_t size) { return (size + 15) & ~(size_t)15; }

/* Memory for a heap block of `size` bytes. No lock (the calling thread's lists). */
static inline void *rt_block_memoryAlloc(size_t size) {
    size_t rounded = rt_block_chunkSize(size);
#ifndef RT_NO_BLOCK_CACHE
    size_t c = rounded / 16 - 1;
    if (c < RT_BLOCK_CACHE_CLASSES && rt_block_cache.lists[c]) {
        void *chunk = rt_block_cache.lists[c];
        rt_block_cache.lists[c] = *(void **)chunk;
        rt_block_cache.counts[c]--;
        return chunk;
    }
#endif
    return rt_block_memoryAllocSlow(rounded);
}

/* Gives back a heap block's memory. No lock (the calling thread's lists). */
static inline void rt_block_memoryFree(void *p, size_t size) {
    size_t rounded = rt_block_chunkSize(size);
#ifndef RT_NO_BLOCK_CACHE
    size_t c = rounded / 16 - 1;
    if (c < RT_BLOCK_CACHE_CLASSES && rt_block_cache.registered && rt_block_cache.counts[c] < RT_BLOCK_CACHE_DEPTH) {
        *(void **)p = rt_block_cache.lists[c];
        rt_block_cache.lists[c] = p;
        rt_block_cache.counts[c]++;
        return;
    }
#endif
    rt_block_memoryFreeSlow(p, rounded);
}
/* One line on standard error about a corrupt block or __block record. No lock. */
void rt_block_complain(const void *block, const char *what, const char *why);

#endif
