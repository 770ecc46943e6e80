/* Fast enumeration — `for (id x in collection)` — for NSArray, NSDictionary (its keys) and
 * NSSet, and the exception objc_enumerationMutation raises (NSGenericException).
 *
 * Clang compiles the loop into calls of -countByEnumeratingWithState:objects:count: with a
 * zeroed state and a 16-slot buffer on the caller's stack. Each call answers a batch: how
 * many objects, where they are (`itemsPtr`), and where the mutation counter is
 * (`mutationsPtr`). Before each element the loop compares the counter with its first value
 * and calls objc_enumerationMutation(collection) when it moved. The elements are not
 * retained by the loop (ARC makes the loop variable const __strong without a retain), so the
 * collection keeps them alive.
 *
 * An immutable array answers its own storage in one batch (it never changes). A mutable one
 * copies a batch into the caller's buffer under its lock, so the loop never reads storage a
 * mutation may have moved. Dictionaries and sets copy keys / members the same way.
 * Subclasses that keep their elements elsewhere (KVO's to-many proxies, a compiled class
 * cluster) are read through their own methods (-count and -objectAtIndex:, -allKeys,
 * -allObjects), with no mutation counter. */
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsexception.h"
#include "rt_nsset.h"
#include "rt_nsstring.h"
#include "rt_method.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* In the state (struct rt_fast_state): `state` is the next position (0 on the first call);
 * extra[0] a counter that never moves, extra[1] the generic path's array. */

/* The selectors and the value classes' own IMPs, read once at install time (before any
 * other thread can send them). */
static SEL count_sel, objectAtIndex_sel, allKeys_sel, allObjects_sel;
static IMP array_count_imp, array_objectAtIndex_imp, dict_allKeys_imp, set_allObjects_imp;

/* Whether `obj`'s class keeps its elements in the value classes' storage: the concrete
 * classes, or a subclass that overrides none of the methods that read it. No lock (a method
 * lookup). */
static bool storage_is_ours(id obj, Class concrete, Class concreteMutable, SEL sel, IMP ours) {
    Class cls = rt_object_getClass(obj);
    if (cls == concrete || cls == concreteMutable) return true;
    return rt_class_getMethodImplementation(cls, sel) == ours;
}

/* No lock. */
bool rt_collections_arrayStorageIsOurs(id array) {
    return storage_is_ours(array, rt_NSArray(), rt_NSMutableArray(), objectAtIndex_sel, array_objectAtIndex_imp) &&
           rt_class_getMethodImplementation(rt_object_getClass(array), count_sel) == array_count_imp;
}

/* Lock: the array's own while copying, or whatever its methods take. */
size_t rt_collections_copyArray(id array, id **out) {
    *out = NULL;
    if (!array) return 0;
    if (rt_collections_arrayStorageIsOurs(array)) {
        size_t n = rt_nsarray_count(array);
        *out = n ? malloc(n * sizeof(id)) : NULL;
        return *out ? rt_nsarray_copyObjects(array, *out, n) : 0;
    }
    id receiver = array;
    IMP countImp = rt_msg_lookup_inline(&receiver, count_sel);
    size_t n = ((size_t(*)(id, SEL))countImp)(receiver, count_sel);
    if (rt_exception_isPending() || !n || n > SIZE_MAX / sizeof(id)) return 0;
    id *objects = malloc(n * sizeof(id));
    if (!objects) return 0;
    size_t got = 0;
    for (; got < n; got++) {
        receiver = array;
        IMP imp = rt_msg_lookup_inline(&receiver, objectAtIndex_sel);
        id obj = ((id(*)(id, SEL, size_t))imp)(receiver, objectAtIndex_sel, got);
        if (rt_exception_isPending()) break;
        objects[got] = rt_objc_retain(obj);
    }
    *out = objects;
    return got;
}

/* The element `obj` answers to a message with no arguments. Lock: none held. */
static id send0(id obj, SEL sel) {
    id receiver = obj;
    IMP imp = rt_msg_lookup_inline(&receiver, sel);
    return ((id(*)(id, SEL))imp)(receiver, sel);
}

/* A batch of a concrete array, from position st->state. Lock: the array's own if mutable
 * (not taken when this thread holds it already: see rt_values_lock). */
static unsigned long array_batch(struct array *a, struct rt_fast_state *st, id *buffer, unsigned long len) {
    if (!rt_object_isNSMutableArray((id)a)) {
        /* Immutable storage never moves: the whole rest in one batch. */
        st->mutationsPtr = &st->extra[0];
        if (st->state >= a->count) return 0;
        st->itemsPtr = a->items + st->state;
        unsigned long n = a->count - st->state;
        st->state = a->count;
        return n;
    }
    st->mutationsPtr = &a->mutations;
    if (!buffer || !len) return 0;
    bool locked = rt_values_lock(&a->lock);
    unsigned long n = 0;
    if (st->state < a->count) {
        n = a->count - st->state < len ? a->count - st->state : len;
        memcpy(buffer, a->items + st->state, n * sizeof(id));
    }
    if (locked) rt_values_unlock(&a->lock);
    st->itemsPtr = buffer;
    st->state += n;
    return n;
}

/* A batch of any other NSArray, through its -count and -objectAtIndex:. The elements stay
 * alive as the array's (or its autorelease pool's). Lock: whatever its methods take. */
static unsigned long array_batch_by_messages(id array, struct rt_fast_state *st, id *buffer, unsigned long len) {
    st->mutationsPtr = &st->extra[0];
    if (!buffer || !len) return 0;
    id receiver = array;
    IMP countImp = rt_msg_lookup_inline(&receiver, count_sel);
    unsigned long count = ((unsigned long (*)(id, SEL))countImp)(receiver, count_sel);
    unsigned long n = 0;
    while (st->state < count && n < len) {
        receiver = array;
        IMP imp = rt_msg_lookup_inline(&receiver, objectAtIndex_sel);
        buffer[n++] = ((id(*)(id, SEL, unsigned long))imp)(receiver, objectAtIndex_sel, st->state++);
        if (rt_exception_isPending()) return 0;
    }
    st->itemsPtr = buffer;
    return n;
}

/* Any NSArray. Lock: as the two above. */
static unsigned long enumerate_array(id array, struct rt_fast_state *st, id *buffer, unsigned long len) {
    if (rt_collections_arrayStorageIsOurs(array))
        return array_batch((struct array *)array, st, buffer, len);
    return array_batch_by_messages(array, st, buffer, len);
}

/* The generic path of a dictionary or a set: the array `sel` answers (its keys, its members)
 * is fetched on the first call, kept alive by the current autorelease pool, and enumerated.
 * Lock: whatever the methods take. */
static unsigned long enumerate_through(id collection, SEL sel, struct rt_fast_state *st, id *buffer, unsigned long len) {
    if (st->state == 0 && st->extra[1] == 0) {
        id array = send0(collection, sel);
        if (!array || !rt_object_isNSArray(array)) {
            st->mutationsPtr = &st->extra[0];
            return 0;
        }
        /* Retained here and autoreleased: alive until the pool around the loop pops. */
        rt_objc_autorelease(rt_objc_retain(array));
        st->extra[1] = (unsigned long)(uintptr_t)array;
    }
    id array = (id)(uintptr_t)st->extra[1];
    unsigned long n = enumerate_array(array, st, buffer, len);
    st->mutationsPtr = &st->extra[0];
    return n;
}

/* -[NSArray countByEnumeratingWithState:objects:count:]. Lock: as enumerate_array. */
static unsigned long imp_array_countByEnumerating(id self, SEL cmd, struct rt_fast_state *st, id *buffer,
                                                 unsigned long len) {
    (void)cmd;
    if (!st) return 0;
    return enumerate_array(self, st, buffer, len);
}

/* -[NSDictionary countByEnumeratingWithState:objects:count:]: the keys, in insertion order.
 * Lock: the dictionary's own if mutable, while copying a batch. */
static unsigned long imp_dict_countByEnumerating(id self, SEL cmd, struct rt_fast_state *st, id *buffer,
                                                unsigned long len) {
    (void)cmd;
    if (!st) return 0;
    if (!storage_is_ours(self, rt_NSDictionary(), rt_NSMutableDictionary(), allKeys_sel, dict_allKeys_imp))
        return enumerate_through(self, allKeys_sel, st, buffer, len);
    struct dict *d = (struct dict *)self;
    bool isMutable = rt_object_isNSMutableDictionary(self);
    st->mutationsPtr = isMutable ? &d->mutations : &st->extra[0];
    if (!buffer || !len) return 0;
    bool locked = isMutable && rt_values_lock(&d->lock);
    unsigned long n = 0;
    while (st->state < d->count && n < len) buffer[n++] = d->entries[st->state++].key;
    if (locked) rt_values_unlock(&d->lock);
    st->itemsPtr = buffer;
    return n;
}

/* -[NSSet countByEnumeratingWithState:objects:count:]: the members, in insertion order.
 * Lock: the set's own if mutable, while copying a batch. */
static unsigned long imp_set_countByEnumerating(id self, SEL cmd, struct rt_fast_state *st, id *buffer,
                                               unsigned long len) {
    (void)cmd;
    if (!st) return 0;
    if (!storage_is_ours(self, rt_NSSet(), rt_NSMutableSet(), allObjects_sel, set_allObjects_imp))
        return enumerate_through(self, allObjects_sel, st, buffer, len);
    struct set *s = (struct set *)self;
    bool isMutable = rt_object_isNSMutableSet(self);
    st->mutationsPtr = isMutable ? &s->mutations : &st->extra[0];
    if (!buffer || !len) return 0;
    bool locked = isMutable && rt_values_lock(&s->lock);
    unsigned long n = 0;
    while (st->state < s->count && n < len) buffer[n++] = s->members[st->state++].obj;
    if (locked) rt_values_unlock(&s->lock);
    st->itemsPtr = buffer;
    return n;
}

/* No lock. */
void rt_collections_raise(id name, const char *reason) {
    if (rt_exception_isPending()) return; /* the first raise wins, as everywhere */
    if (rt_exception_isThrowing()) {
        id text = rt_nsstring_create(reason, strlen(reason));
        id e = rt_nsexception_create(name, text, NULL);
        rt_objc_release(text);
        if (e) rt_exception_throwObject(rt_objc_autorelease(e));
    }
    /* A Swift caller (or no thrower): the raise stays pending, as the runtime's own do. */
    rt_exception_raiseNamed(RT_EXC_THROWN, "NSException", rt_nsstring_UTF8String(name), reason, 0, 0);
}

/* Foundation's reason for a mutated collection. No lock. */
static void mutated_reason(id collection, char *reason, size_t size) {
    snprintf(reason, size, "Collection <%s: %p> was mutated while being enumerated.",
             collection ? rt_object_getClassName(collection) : "nil", (void *)collection);
}

/* No lock. */
void rt_collections_raiseMutated(id collection) {
    char reason[300];
    mutated_reason(collection, reason, sizeof reason);
    rt_collections_raise(NSGenericException, reason);
}

/* objc_enumerationMutation's raise (CSupport/ObjCABI/enumeration_mutation.c): its caller is
 * always compiled code, so the exception is thrown even on a thread whose runtime raises
 * stay pending (a Swift process's): the catch barrier around Swift's calls into compiled
 * code takes it. Returns only when nothing can throw. No lock. */
void rt_values_throwEnumerationMutation(id collection) {
    char reason[300];
    mutated_reason(collection, reason, sizeof reason);
    id text = rt_nsstring_create(reason, strlen(reason));
    id e = rt_nsexception_create(NSGenericException, text, NULL);
    rt_objc_release(text);
    if (e) rt_exception_throwObject(rt_objc_autorelease(e));
}

/* Adds the three -countByEnumeratingWithState:objects:count: methods. Lock: the runtime lock
 * inside the calls. */
void rt_collection_enumeration_install(void) {
    count_sel = rt_sel_registerName("count");
    objectAtIndex_sel = rt_sel_registerName("objectAtIndex:");
    allKeys_sel = rt_sel_registerName("allKeys");
    allObjects_sel = rt_sel_registerName("allObjects");
    if (!rt_NSArray() || !rt_NSDictionary() || !rt_NSSet()) return;
    array_count_imp = rt_class_getMethodImplementation(rt_NSArray(), count_sel);
    array_objectAtIndex_imp = rt_class_getMethodImplementation(rt_NSArray(), objectAtIndex_sel);
    dict_allKeys_imp = rt_class_getMethodImplementation(rt_NSDictionary(), allKeys_sel);
    set_allObjects_imp = rt_class_getMethodImplementation(rt_NSSet(), allObjects_sel);
    static const char types[] = "Q40@0:8^{?=Q^@^Q[5Q]}16^@24Q32";
    SEL sel = rt_sel_registerName("countByEnumeratingWithState:objects:count:");
    rt_class_addMethod(rt_NSArray(), sel, (IMP)imp_array_countByEnumerating, types);
    rt_class_addMethod(rt_NSDictionary(), sel, (IMP)imp_dict_countByEnumerating, types);
    rt_class_addMethod(rt_NSSet(), sel, (IMP)imp_set_countByEnumerating, types);
}
