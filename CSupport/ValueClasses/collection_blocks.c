/* The collections' methods that take a block: NSArray's -enumerateObjectsUsingBlock:,
 * -enumerateObjectsWithOptions:usingBlock:, -indexOfObjectPassingTest:,
 * -sortedArrayUsingComparator: and -sortedArrayUsingSelector:; NSDictionary's
 * -enumerateKeysAndObjectsUsingBlock:; NSSet's -enumerateObjectsUsingBlock:.
 *
 * Each works on a retained snapshot, so no container lock is held while the block runs (a
 * block is arbitrary code: it may send to the collection, or throw — the snapshot is then
 * released by a cleanup as the exception unwinds). As Foundation, a block that mutates the
 * mutable collection it enumerates gets NSGenericException "Collection <…> was mutated while
 * being enumerated." after it returns: the mutation counter is compared after every call.
 * NSEnumerationConcurrent is accepted and runs serially (the order is then unspecified
 * anyway); NSEnumerationReverse runs from the last element. */
#include "rt_block_abi.h"
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsset.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdlib.h>
#include <string.h>

enum { ENUMERATION_CONCURRENT = 1u << 0, ENUMERATION_REVERSE = 1u << 1 };
#define NOT_FOUND ((uintptr_t)INT64_MAX)

/* The generic paths' selectors, interned at install (before any other thread sends them). */
static SEL allKeys, objectForKey, allObjects;

/* A retained snapshot (keys and, for a dictionary, values), released by its cleanup. An
 * immutable NSArray is its own snapshot: `holder` retains it and `objects` is its storage,
 * which never changes — one retain instead of one per element. */
struct snapshot {
    id *objects;
    id *values;
    size_t count;
    const unsigned long *mutations; /* the collection's counter, NULL if it has none */
    unsigned long seen;
    id holder;
};

/* No lock. Also the cleanup when a block throws. */
static void release_snapshot(struct snapshot *s) {
    if (s->holder) {
        rt_objc_release(s->holder);
        s->holder = NULL;
        s->objects = NULL;
        s->count = 0;
        return;
    }
    for (size_t i = 0; i < s->count; i++) {
        rt_objc_release(s->objects[i]);
        if (s->values) rt_objc_release(s->values[i]);
    }
    free(s->objects);
    free(s->values);
    s->objects = s->values = NULL;
    s->count = 0;
}
#define RT_SNAPSHOT __attribute__((cleanup(release_snapshot))) struct snapshot

/* Whether the block moved the counter since the snapshot; if so raises NSGenericException.
 * No lock (a read of the counter a mutator bumps under the lock; see
 * rt_collections_private.h). */
static bool mutated(id collection, const struct snapshot *s) {
    if (!s->mutations || __atomic_load_n(s->mutations, __ATOMIC_RELAXED) == s->seen) return false;
    rt_collections_raiseMutated(collection);
    return true;
}

/* The array's snapshot, with its counter when it is a mutable array of ours. Lock: the
 * array's own while copying. */
static struct snapshot array_snapshot(id array) {
    struct snapshot s = {NULL, NULL, 0, NULL, 0, NULL};
    if (rt_object_getClass(array) == rt_NSArray()) {
        struct array *a = (struct array *)array;
        s.holder = rt_objc_retain(array);
        s.objects = a->items;
        s.count = a->count;
        return s;
    }
    if (rt_object_isNSMutableArray(array) && rt_collections_arrayStorageIsOurs(array)) {
        struct array *a = (struct array *)array;
        s.mutations = &a->mutations;
        bool locked = rt_values_lock(&a->lock);
        s.seen = a->mutations;
        s.objects = a->count ? malloc(a->count * sizeof(id)) : NULL;
        if (s.objects) {
            s.count = a->count;
            for (size_t i = 0; i < s.count; i++) s.objects[i] = rt_objc_retain(a->items[i]);
        }
        if (locked) rt_values_unlock(&a->lock);
        return s;
    }
    s.count = rt_collections_copyArray(array, &s.objects);
    return s;
}

/* The block's invoke function. No lock. */
static void *invoke_of(id block) { return (void *)((struct rt_block_literal *)block)->invoke; }

/* A nil block: NSInvalidArgumentException, as Foundation; so is an object that is not a
 * block (calling its "invoke" would jump anywhere). No lock. */
static bool check_block(id self, SEL cmd, id block) {
    if (block && rt_object_isBlock(block)) return true;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                       block ? "the argument is not a block" : "block cannot be nil", 0, 0);
    return false;
}

typedef void (*object_index_stop)(id block, id obj, uintptr_t index, rt_BOOL *stop);

/* -enumerateObjectsWithOptions:usingBlock: (and -enumerateObjectsUsingBlock: with none).
 * Lock: none while the block runs. */
static void imp_enumerateWithOptions(id self, SEL cmd, uintptr_t options, id block) {
    if (!check_block(self, cmd, block)) return;
    RT_SNAPSHOT s = array_snapshot(self);
    object_index_stop invoke = (object_index_stop)invoke_of(block);
    rt_BOOL stop = 0;
    bool reverse = options & ENUMERATION_REVERSE;
    for (size_t k = 0; k < s.count && !stop; k++) {
        size_t i = reverse ? s.count - 1 - k : k;
        invoke(block, s.objects[i], i, &stop);
        if (mutated(self, &s) || rt_exception_isPending()) return;
    }
}
/* Lock: as above. */
static void imp_enumerate(id self, SEL cmd, id block) { imp_enumerateWithOptions(self, cmd, 0, block); }

typedef rt_BOOL (*test_object_index_stop)(id block, id obj, uintptr_t index, rt_BOOL *stop);

/* -indexOfObjectPassingTest:: the first index the block answers YES for, else NSNotFound.
 * Lock: none while the block runs. */
static uintptr_t imp_indexOfObjectPassingTest(id self, SEL cmd, id block) {
    if (!check_block(self, cmd, block)) return NOT_FOUND;
    RT_SNAPSHOT s = array_snapshot(self);
    test_object_index_stop invoke = (test_object_index_stop)invoke_of(block);
    rt_BOOL stop = 0;
    for (size_t i = 0; i < s.count && !stop; i++) {
        rt_BOOL passed = invoke(block, s.objects[i], i, &stop);
        if (mutated(self, &s) || rt_exception_isPending()) return NOT_FOUND;
        if (passed) return i;
    }
    return NOT_FOUND;
}

/* How two elements compare: a comparator block or a selector sent to the first. */
struct order {
    id block;
    SEL sel;
};

typedef intptr_t (*comparator)(id block, id a, id b);

/* No lock held; the comparison is arbitrary code. */
static intptr_t compare(const struct order *o, id a, id b) {
    if (o->block) return ((comparator)invoke_of(o->block))(o->block, a, b);
    id receiver = a;
    IMP imp = rt_msg_lookup_inline(&receiver, o->sel);
    return ((intptr_t(*)(id, SEL, id))imp)(receiver, o->sel, b);
}

/* Stable merge sort of `items` (n > 1) using `scratch` (n slots); false when a comparison
 * left a pending exception (the order is then partial). No lock. */
static bool merge_sort(id *items, id *scratch, size_t n, const struct order *o) {
    for (size_t width = 1; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = lo + width < n ? lo + width : n;
            size_t hi = lo + 2 * width < n ? lo + 2 * width : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                /* Take from the right only when strictly smaller: equal elements keep order. */
                bool right = compare(o, items[j], items[i]) < 0;
                if (rt_exception_isPending()) return false;
                scratch[k++] = right ? items[j++] : items[i++];
            }
            while (i < mid) scratch[k++] = items[i++];
            while (j < hi) scratch[k++] = items[j++];
        }
        memcpy(items, scratch, n * sizeof(id));
    }
    return true;
}

/* No lock. A cleanup for the sort's scratch buffer. */
static void free_scratch(id **p) { free(*p); }

/* The receiver's elements sorted (a new immutable array, autoreleased); nil when a
 * comparison raised. Lock: none while comparing. */
static id sorted(id self, const struct order *o) {
    RT_SNAPSHOT s = array_snapshot(self);
    /* The sort works in its own buffer: a holder snapshot's storage is the array's. */
    __attribute__((cleanup(free_scratch))) id *items = s.count ? malloc(2 * s.count * sizeof(id)) : NULL;
    if (s.count && !items) return NULL;
    if (s.count) memcpy(items, s.objects, s.count * sizeof(id));
    if (s.count > 1 && !merge_sort(items, items + s.count, s.count, o)) return NULL;
    return rt_objc_autorelease(rt_nsarray_create(items, s.count, false));
}

/* -sortedArrayUsingComparator:. Lock: as sorted(). */
static id imp_sortedArrayUsingComparator(id self, SEL cmd, id block) {
    if (!check_block(self, cmd, block)) return NULL;
    struct order o = {block, NULL};
    return sorted(self, &o);
}

/* -sortedArrayUsingSelector:: `[a sel b]` answers an NSComparisonResult. Lock: as sorted(). */
static id imp_sortedArrayUsingSelector(id self, SEL cmd, SEL sel) {
    if (!sel) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "selector cannot be NULL", 0, 0);
        return NULL;
    }
    struct order o = {NULL, sel};
    return sorted(self, &o);
}

typedef void (*key_object_stop)(id block, id key, id obj, rt_BOOL *stop);

/* -[NSDictionary enumerateKeysAndObjectsUsingBlock:]: in insertion order. A subclass with its
 * own storage is read through -allKeys and -objectForKey:. Lock: the dictionary's own while
 * copying; none while the block runs. */
static void imp_enumerateKeysAndObjects(id self, SEL cmd, id block) {
    if (!check_block(self, cmd, block)) return;
    RT_SNAPSHOT s = {NULL, NULL, 0, NULL, 0, NULL};
    Class cls = rt_object_getClass(self);
    if (cls == rt_NSDictionary() || cls == rt_NSMutableDictionary()) {
        struct dict *d = (struct dict *)self;
        bool isMutable = cls == rt_NSMutableDictionary();
        bool locked = isMutable && rt_values_lock(&d->lock);
        s.seen = d->mutations;
        s.objects = d->count ? malloc(d->count * sizeof(id)) : NULL;
        s.values = d->count ? malloc(d->count * sizeof(id)) : NULL;
        if (s.objects && s.values) {
            s.count = d->count;
            for (size_t i = 0; i < s.count; i++) {
                s.objects[i] = rt_objc_retain(d->entries[i].key);
                s.values[i] = rt_objc_retain(d->entries[i].value);
            }
        }
        if (locked) rt_values_unlock(&d->lock);
        if (isMutable) s.mutations = &d->mutations;
    } else {
        id receiver = self;
        IMP imp = rt_msg_lookup_inline(&receiver, allKeys);
        s.count = rt_collections_copyArray(((id(*)(id, SEL))imp)(receiver, allKeys), &s.objects);
        s.values = s.count ? calloc(s.count, sizeof(id)) : NULL;
        if (!s.values) return;
        for (size_t i = 0; i < s.count && !rt_exception_isPending(); i++) {
            receiver = self;
            imp = rt_msg_lookup_inline(&receiver, objectForKey);
            s.values[i] = rt_objc_retain(((id(*)(id, SEL, id))imp)(receiver, objectForKey, s.objects[i]));
        }
    }
    key_object_stop invoke = (key_object_stop)invoke_of(block);
    rt_BOOL stop = 0;
    for (size_t i = 0; i < s.count && !stop; i++) {
        invoke(block, s.objects[i], s.values[i], &stop);
        if (mutated(self, &s) || rt_exception_isPending()) return;
    }
}

typedef void (*object_stop)(id block, id obj, rt_BOOL *stop);

/* -[NSSet enumerateObjectsUsingBlock:]: in insertion order; a subclass with its own storage
 * through -allObjects. Lock: the set's own while copying; none while the block runs. */
static void imp_setEnumerate(id self, SEL cmd, id block) {
    if (!check_block(self, cmd, block)) return;
    RT_SNAPSHOT s = {NULL, NULL, 0, NULL, 0, NULL};
    Class cls = rt_object_getClass(self);
    if (cls == rt_NSSet() || cls == rt_NSMutableSet()) {
        struct set *set = (struct set *)self;
        bool isMutable = cls == rt_NSMutableSet();
        bool locked = isMutable && rt_values_lock(&set->lock);
        s.seen = set->mutations;
        s.objects = set->count ? malloc(set->count * sizeof(id)) : NULL;
        if (s.objects) {
            s.count = set->count;
            for (size_t i = 0; i < s.count; i++) s.objects[i] = rt_objc_retain(set->members[i].obj);
        }
        if (locked) rt_values_unlock(&set->lock);
        if (isMutable) s.mutations = &set->mutations;
    } else {
        id receiver = self;
        IMP imp = rt_msg_lookup_inline(&receiver, allObjects);
        s.count = rt_collections_copyArray(((id(*)(id, SEL))imp)(receiver, allObjects), &s.objects);
    }
    object_stop invoke = (object_stop)invoke_of(block);
    rt_BOOL stop = 0;
    for (size_t i = 0; i < s.count && !stop; i++) {
        invoke(block, s.objects[i], &stop);
        if (mutated(self, &s) || rt_exception_isPending()) return;
    }
}

#define B RT_BOOL_ENC

/* Adds the block methods. Lock: the runtime lock inside the calls. */
void rt_collection_blocks_install(void) {
    Class array = rt_NSArray(), dict = rt_NSDictionary(), set = rt_NSSet();
    if (!array || !dict || !set) return;
    allKeys = rt_sel_registerName("allKeys");
    objectForKey = rt_sel_registerName("objectForKey:");
    allObjects = rt_sel_registerName("allObjects");
    static const struct {
        const char *name;
        IMP imp;
        const char *types;
    } arrayMethods[] = {
        {"enumerateObjectsUsingBlock:", (IMP)imp_enumerate, "v24@0:8@?16"},
        {"enumerateObjectsWithOptions:usingBlock:", (IMP)imp_enumerateWithOptions, "v32@0:8Q16@?24"},
        {"indexOfObjectPassingTest:", (IMP)imp_indexOfObjectPassingTest, "Q24@0:8@?16"},
        {"sortedArrayUsingComparator:", (IMP)imp_sortedArrayUsingComparator, "@24@0:8@?16"},
        {"sortedArrayUsingSelector:", (IMP)imp_sortedArrayUsingSelector, "@24@0:8:16"},
    };
    for (size_t i = 0; i < sizeof arrayMethods / sizeof arrayMethods[0]; i++)
        rt_class_addMethod(array, rt_sel_registerName(arrayMethods[i].name), arrayMethods[i].imp,
                           arrayMethods[i].types);
    rt_class_addMethod(dict, rt_sel_registerName("enumerateKeysAndObjectsUsingBlock:"),
                       (IMP)imp_enumerateKeysAndObjects, "v24@0:8@?16");
    rt_class_addMethod(set, rt_sel_registerName("enumerateObjectsUsingBlock:"), (IMP)imp_setEnumerate,
                       "v24@0:8@?16");
}
