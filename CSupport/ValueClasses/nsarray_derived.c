/* NSArray's methods that make a new array from an old one (-arrayByAddingObject:,
 * -arrayByAddingObjectsFromArray:, -subarrayWithRange:, -componentsJoinedByString:) and
 * NSMutableArray's -removeObject:. They work on a retained snapshot of the receiver
 * (rt_collections_copyArray: its storage, or its own -count / -objectAtIndex: for a subclass
 * that keeps its elements elsewhere), so no lock is held while an element runs code; the new
 * arrays are immutable NSArrays, as Foundation's. */
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsexception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SEL removeAt; /* interned at install, before any other thread sends it */

/* Retained elements of any array (+1 each); free with release_items. No lock held on return. */
struct items {
    id *objects;
    size_t count;
};

/* Lock: as rt_collections_copyArray. */
static struct items copy_items(id array) {
    struct items it;
    it.count = rt_collections_copyArray(array, &it.objects);
    return it;
}

/* No lock. Also a cleanup: an element's -isEqual: may throw. */
static void release_items(struct items *it) {
    for (size_t i = 0; i < it->count; i++) rt_objc_release(it->objects[i]);
    free(it->objects);
    it->objects = NULL;
    it->count = 0;
}
#define RT_ITEMS __attribute__((cleanup(release_items))) struct items

/* A new immutable array (autoreleased) of the first `n` of `a` then the first `m` of `b`.
 * NULL when out of memory. No lock. */
static id joined(const id *a, size_t n, const id *b, size_t m) {
    if (m > SIZE_MAX / sizeof(id) - n) return NULL;
    id *all = (n + m) ? malloc((n + m) * sizeof(id)) : NULL;
    if ((n + m) && !all) return NULL;
    if (n) memcpy(all, a, n * sizeof(id));
    if (m) memcpy(all + n, b, m * sizeof(id));
    id array = rt_nsarray_create(all, n + m, false);
    free(all);
    return rt_objc_autorelease(array);
}

/* -arrayByAddingObject:: nil raises NSInvalidArgumentException, as Foundation. Lock: the
 * receiver's while copying. */
static id imp_arrayByAddingObject(id self, SEL cmd, id obj) {
    if (!obj) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "object cannot be nil", 0, 0);
        return NULL;
    }
    RT_ITEMS mine = copy_items(self);
    return joined(mine.objects, mine.count, &obj, 1);
}

/* -arrayByAddingObjectsFromArray:. Lock: each array's while copying. */
static id imp_arrayByAddingObjectsFromArray(id self, SEL cmd, id other) {
    (void)cmd;
    RT_ITEMS mine = copy_items(self);
    RT_ITEMS theirs = copy_items(other);
    return joined(mine.objects, mine.count, theirs.objects, theirs.count);
}

/* -subarrayWithRange:: a range reaching past the end raises NSRangeException with
 * Foundation's reason. Lock: the receiver's while copying. */
static id imp_subarrayWithRange(id self, SEL cmd, struct rt_range range) {
    RT_ITEMS mine = copy_items(self);
    if (range.location > mine.count || range.length > mine.count - range.location) {
        char reason[200];
        if (mine.count)
            snprintf(reason, sizeof reason, "-[%s %s]: range {%lu, %lu} extends beyond bounds [0 .. %lu]",
                     rt_object_getClassName(self), rt_sel_getName(cmd), (unsigned long)range.location,
                     (unsigned long)range.length, (unsigned long)(mine.count - 1));
        else
            snprintf(reason, sizeof reason, "-[%s %s]: range {%lu, %lu} extends beyond bounds for empty array",
                     rt_object_getClassName(self), rt_sel_getName(cmd), (unsigned long)range.location,
                     (unsigned long)range.length);
        rt_collections_raise(NSRangeException, reason);
        return NULL;
    }
    return joined(mine.objects + range.location, range.length, NULL, 0);
}

/* -componentsJoinedByString:: the elements' -description between copies of `separator`.
 * Lock: the receiver's while copying. */
static id imp_componentsJoinedByString(id self, SEL cmd, id separator) {
    (void)cmd;
    RT_ITEMS mine = copy_items(self);
    size_t sepLength = 0;
    const char *sep = separator ? rt_nsstring_getUTF8(separator, &sepLength) : NULL;
    struct rt_strbuf b = {0};
    void *pool = rt_objc_autoreleasePoolPush();
    for (size_t i = 0; i < mine.count; i++) {
        if (i && sep) rt_strbuf_append(&b, sep, sepLength);
        rt_strbuf_appendC(&b, rt_values_descriptionUTF8(mine.objects[i]));
    }
    rt_objc_autoreleasePoolPop(pool);
    return rt_strbuf_finish(&b);
}

/* No lock. A cleanup for malloc'd scratch an element's -isEqual: may throw past. */
static void free_scratch(void *p) { free(*(void **)p); }
#define RT_SCRATCH __attribute__((cleanup(free_scratch)))

/* -removeObject: of a subclass that keeps its elements elsewhere: from the end, each element
 * -isEqual: to `obj` goes through its own -removeObjectAtIndex:. Lock: whatever its methods
 * take. */
static void remove_by_messages(id self, id obj) {
    RT_ITEMS snap = copy_items(self);
    for (size_t i = snap.count; i-- > 0 && !rt_exception_isPending();)
        if (rt_values_sendIsEqual(obj, snap.objects[i])) {
            id receiver = self;
            IMP imp = rt_msg_lookup_inline(&receiver, removeAt);
            ((void (*)(id, SEL, size_t))imp)(receiver, removeAt, i);
        }
}

/* -[NSMutableArray removeObject:]: removes every element -isEqual: to `obj`. The tests run
 * with no lock held (an element's -isEqual: is arbitrary code), on a snapshot; the removal
 * then compacts under the lock — by the snapshot's positions when nothing changed meanwhile,
 * else by identity with the matched elements. Removed elements are released after the lock
 * is dropped. Lock: the array's own, twice (snapshot, removal). */
static void imp_removeObject(id self, SEL cmd, id obj) {
    if (!rt_object_isNSMutableArray(self)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           "mutating method sent to an immutable object", 0, 0);
        return;
    }
    if (!obj) return;
    if (!rt_collections_arrayStorageIsOurs(self)) {
        remove_by_messages(self, obj);
        return;
    }
    struct array *a = (struct array *)self;
    RT_ITEMS snap = {NULL, 0};
    if (!rt_values_lockForMutation(&a->lock, self, cmd)) return;
    unsigned long seen = a->mutations;
    snap.objects = a->count ? malloc(a->count * sizeof(id)) : NULL;
    if (snap.objects) {
        snap.count = a->count;
        for (size_t i = 0; i < snap.count; i++) snap.objects[i] = rt_objc_retain(a->items[i]);
    }
    rt_values_unlock(&a->lock);
    RT_SCRATCH bool *match = snap.count ? calloc(snap.count, sizeof(bool)) : NULL;
    if (!match) return;
    size_t matches = 0;
    for (size_t i = 0; i < snap.count; i++)
        if (rt_values_sendIsEqual(obj, snap.objects[i])) match[i] = true, matches++;
    if (!matches || rt_exception_isPending() || !rt_values_lockForMutation(&a->lock, self, cmd)) return;
    RT_SCRATCH id *removed = a->count ? malloc(a->count * sizeof(id)) : NULL;
    size_t nRemoved = 0, kept = 0;
    bool unchanged = a->mutations == seen && a->count == snap.count;
    for (size_t i = 0; i < a->count; i++) {
        bool drop = false;
        if (unchanged) drop = match[i];
        else
            for (size_t j = 0; j < snap.count && !drop; j++) drop = match[j] && snap.objects[j] == a->items[i];
        if (drop && removed) removed[nRemoved++] = a->items[i];
        else a->items[kept++] = a->items[i];
    }
    a->count = kept;
    a->mutations++;
    rt_values_unlock(&a->lock);
    for (size_t i = 0; i < nRemoved; i++) rt_objc_release(removed[i]);
}

/* Adds the methods to NSArray and NSMutableArray. Lock: the runtime lock inside the calls. */
void rt_nsarray_derived_install(void) {
    Class array = rt_NSArray(), mutable = rt_NSMutableArray();
    if (!array || !mutable) return;
    removeAt = rt_sel_registerName("removeObjectAtIndex:");
    static const struct {
        const char *name;
        IMP imp;
        const char *types;
    } methods[] = {
        {"arrayByAddingObject:", (IMP)imp_arrayByAddingObject, "@24@0:8@16"},
        {"arrayByAddingObjectsFromArray:", (IMP)imp_arrayByAddingObjectsFromArray, "@24@0:8@16"},
        {"subarrayWithRange:", (IMP)imp_subarrayWithRange, "@32@0:8{_NSRange=QQ}16"},
        {"componentsJoinedByString:", (IMP)imp_componentsJoinedByString, "@24@0:8@16"},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(array, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
    rt_class_addMethod(mutable, rt_sel_registerName("removeObject:"), (IMP)imp_removeObject, "v24@0:8@16");
}
