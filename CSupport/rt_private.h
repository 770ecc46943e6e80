/* Declarations shared by the runtime's .c files and invisible to Swift (this header is not
 * under include/). */
#ifndef MINIOBJC_RT_PRIVATE_H
#define MINIOBJC_RT_PRIVATE_H

#include "rt_types.h"
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
        release, autorelease, selector;
};
extern struct rt_common_selectors rt_S;

/* Runtime start-up: interns rt_S and registers NSObject, NSString and Protocol. Idempotent.
 * Lock: the runtime lock. */
void rt_runtime_init(void);

/* rt_list helpers. Lock: whatever protects the list (callers hold the runtime lock). */
bool rt_list_append(struct rt_list *list, void *item);
bool rt_list_prepend(struct rt_list *list, void *item);
void rt_list_free(struct rt_list *list);

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

#endif
