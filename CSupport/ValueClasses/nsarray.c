/* NSArray and NSMutableArray: elements in a malloc'd C array, each retained while it is in
 * the array and released when it leaves or the array deallocates. Every method works on
 * both classes; the mutable one adds the mutators and holds the spin lock in `lock` around
 * each access. Messages to elements (-isEqual:, -description) are sent to a retained
 * snapshot with the lock released, so element code can never deadlock on the array. */
#include "rt_nsarray.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct array {
    struct rt_object base;
    id *items;
    size_t count;
    size_t capacity;
    _Atomic(uint32_t) lock;
};

static Class array_class, mutable_class;
static SEL add_sel;  /* interned at start-up */

/* No lock. */
Class rt_NSArray(void) { return array_class; }
/* No lock. */
Class rt_NSMutableArray(void) { return mutable_class; }
/* No lock. */
bool rt_object_isNSArray(id obj) { return rt_values_isKind(obj, array_class); }
/* No lock. */
bool rt_object_isNSMutableArray(id obj) { return rt_values_isKind(obj, mutable_class); }

/* No lock. */
static struct array *as_array(id obj) { return rt_object_isNSArray(obj) ? (struct array *)obj : NULL; }

/* Takes the array's lock when it is mutable; returns whether it did (false also when this
 * thread already holds it: see rt_values_lock). */
static bool lock(struct array *a) {
    if (!rt_object_isNSMutableArray((id)a)) return false;
    return rt_values_lock(&a->lock);
}

/* The mutators' lock (see rt_values_lockForMutation). Lock: the array's own, held on true. */
static bool lock_for_mutation(struct array *a, SEL cmd) {
    return rt_values_lockForMutation(&a->lock, (id)a, cmd);
}

/* Releases what lock() took. */
static void unlock(struct array *a, bool locked) {
    if (locked) rt_values_unlock(&a->lock);
}

/* Makes room for `extra` more elements. Caller holds the array's lock (if any). */
static bool reserve(struct array *a, size_t extra) {
    if (a->count + extra <= a->capacity) return true;
    if (extra > SIZE_MAX / sizeof(id) - a->count) return false;
    size_t cap = a->capacity ? a->capacity : 4;
    while (cap < a->count + extra) cap = cap > SIZE_MAX / (2 * sizeof(id)) ? a->count + extra : cap * 2;
    id *grown = realloc(a->items, cap * sizeof(id));
    if (!grown) return false;
    a->items = grown;
    a->capacity = cap;
    return true;
}

/* Retained copies of the elements, taken under the lock; free with release_snapshot.
 * No lock held on return. */
static id *snapshot(struct array *a, size_t *count) {
    bool locked = lock(a);
    size_t n = a->count;
    id *copy = n ? malloc(n * sizeof(id)) : NULL;
    if (n && !copy) n = 0;
    for (size_t i = 0; i < n; i++) copy[i] = rt_objc_retain(a->items[i]);
    unlock(a, locked);
    *count = n;
    return copy;
}

/* No lock. */
static void release_snapshot(id *items, size_t count) {
    for (size_t i = 0; i < count; i++) rt_objc_release(items[i]);
    free(items);
}

/* A snapshot released when its frame ends, also by an exception unwinding it (an element's
 * -isEqual: or -description may be compiled code that throws). */
struct held_snapshot {
    id *items;
    size_t count;
};
/* No lock. */
static void drop_snapshot(struct held_snapshot *s) { release_snapshot(s->items, s->count); }
#define RT_HELD_SNAPSHOT __attribute__((cleanup(drop_snapshot))) struct held_snapshot

/* Fills an empty array; a NULL element fails (pending exception) with nothing added.
 * Caller holds the lock or owns the array alone. */
static bool fill(struct array *a, const id *objects, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (!objects[i]) {
            rt_exception_raise(RT_EXC_INVALID_ARGUMENT, (id)a, "initWithObjects:count:",
                               "attempt to insert nil object", i, count);
            return false;
        }
    if (!reserve(a, count)) return false;
    for (size_t i = 0; i < count; i++) a->items[a->count++] = rt_objc_retain(objects[i]);
    return true;
}

/* No lock: the new array is not shared yet. */
id rt_nsarray_create(const id *objects, size_t count, bool isMutable) {
    if (count && !objects) return NULL;
    struct array *a = (struct array *)rt_class_createInstance(isMutable ? mutable_class : array_class, 0);
    if (!a) return NULL;
    if (!fill(a, objects, count)) {
        rt_objc_release((id)a);
        return NULL;
    }
    return (id)a;
}

/* Lock: the array's own lock if mutable. */
size_t rt_nsarray_count(id obj) {
    struct array *a = as_array(obj);
    if (!a) return 0;
    bool locked = lock(a);
    size_t n = a->count;
    unlock(a, locked);
    return n;
}

/* Lock: the array's own lock if mutable. */
size_t rt_nsarray_copyObjects(id obj, id *buffer, size_t capacity) {
    struct array *a = as_array(obj);
    if (!a || !buffer) return 0;
    bool locked = lock(a);
    size_t n = a->count < capacity ? a->count : capacity;
    for (size_t i = 0; i < n; i++) buffer[i] = rt_objc_retain(a->items[i]);
    unlock(a, locked);
    return n;
}

/* -count. Lock: the array's own lock if mutable. */
static uintptr_t imp_count(id self, SEL cmd) {
    (void)cmd;
    return rt_nsarray_count(self);
}

/* -objectAtIndex: (+0; autoreleased for a mutable array, which may drop it any time).
 * Out of range → nil and a pending NSRangeException. Lock: the array's own lock if mutable. */
static id imp_objectAtIndex(id self, SEL cmd, uintptr_t index) {
    struct array *a = as_array(self);
    if (!a) return NULL;
    bool locked = lock(a);
    size_t n = a->count;
    id obj = index < n ? a->items[index] : NULL;
    if (obj && locked) rt_objc_retain(obj);
    unlock(a, locked);
    if (index >= n) {
        rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), NULL, index, n);
        return NULL;
    }
    return locked ? rt_objc_autorelease(obj) : obj;
}

/* -firstObject / -lastObject: nil when empty (no exception). Lock: as -objectAtIndex:. */
static id edge_object(id self, bool last) {
    struct array *a = as_array(self);
    if (!a) return NULL;
    bool locked = lock(a);
    id obj = a->count ? a->items[last ? a->count - 1 : 0] : NULL;
    if (obj && locked) rt_objc_retain(obj);
    unlock(a, locked);
    return locked ? rt_objc_autorelease(obj) : obj;
}
/* Lock: as -objectAtIndex:. */
static id imp_firstObject(id self, SEL cmd) { (void)cmd; return edge_object(self, false); }
/* Lock: as -objectAtIndex:. */
static id imp_lastObject(id self, SEL cmd) { (void)cmd; return edge_object(self, true); }

/* -indexOfObject: the first element -isEqual: to `obj`, or NSNotFound (NSIntegerMax).
 * Lock: the array's lock while taking a snapshot; none while elements answer. */
static uintptr_t imp_indexOfObject(id self, SEL cmd, id obj) {
    (void)cmd;
    struct array *a = as_array(self);
    uintptr_t found = (uintptr_t)INT64_MAX;
    if (!a || !obj) return found;
    RT_HELD_SNAPSHOT s = {NULL, 0};
    s.items = snapshot(a, &s.count);
    for (size_t i = 0; i < s.count && found == (uintptr_t)INT64_MAX; i++)
        if (rt_values_sendIsEqual(obj, s.items[i])) found = i;
    return found;
}

/* -containsObject:. Lock: as -indexOfObject:. */
static rt_BOOL imp_containsObject(id self, SEL cmd, id obj) {
    return imp_indexOfObject(self, cmd, obj) != (uintptr_t)INT64_MAX;
}

/* -isEqual: / -isEqualToArray:: same count, elements pairwise -isEqual:.
 * Lock: each array's lock while taking its snapshot. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    struct array *a = as_array(self), *b = as_array(other);
    if (!a || !b) return 0;
    RT_HELD_SNAPSHOT x = {NULL, 0};
    x.items = snapshot(a, &x.count);
    RT_HELD_SNAPSHOT y = {NULL, 0};
    y.items = snapshot(b, &y.count);
    bool equal = x.count == y.count;
    for (size_t i = 0; equal && i < x.count; i++) equal = rt_values_sendIsEqual(x.items[i], y.items[i]);
    return equal;
}

/* -hash: the count, as Foundation does (cheap, and equal arrays have equal counts).
 * Lock: the array's own lock if mutable. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return rt_nsarray_count(self);
}

/* -description: "(a, b, c)" from the elements' descriptions, autoreleased.
 * Lock: as -isEqual:. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct array *a = as_array(self);
    RT_HELD_SNAPSHOT s = {NULL, 0};
    if (a) s.items = snapshot(a, &s.count);
    return rt_values_describeList("(", s.items, s.count, ")");
}

/* -copyWithZone: an immutable array is its own copy; a mutable one gives an immutable
 * array of the same elements (+1). Lock: as -isEqual:. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    struct array *a = as_array(self);
    if (!a) return NULL;
    if (!rt_object_isNSMutableArray(self)) return rt_objc_retain(self);
    size_t n;
    id *items = snapshot(a, &n);
    id copy = rt_nsarray_create(items, n, false);
    release_snapshot(items, n);
    return copy;
}

/* -mutableCopyWithZone: a new NSMutableArray (+1). Lock: as -isEqual:. */
static id imp_mutableCopyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    struct array *a = as_array(self);
    if (!a) return NULL;
    size_t n;
    id *items = snapshot(a, &n);
    id copy = rt_nsarray_create(items, n, true);
    release_snapshot(items, n);
    return copy;
}

/* -dealloc: releases the elements, frees the storage, then [super dealloc].
 * Lock: none (nobody else holds a reference any more). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct array *a = (struct array *)self;
    id *items = a->items;
    size_t n = a->count;
    a->items = NULL;
    a->count = a->capacity = 0;
    release_snapshot(items, n);
    rt_values_superDealloc(self, array_class);
}

/* -initWithObjects:count: fills the array +alloc made (+1 consumed, +1 returned); on a nil
 * element it releases the receiver and returns nil. Lock: none (not shared yet). */
static id imp_initWithObjectsCount(id self, SEL cmd, const id *objects, uintptr_t count) {
    (void)cmd;
    struct array *a = as_array(self);
    if (!a) return self;
    if (a->count == 0 && count && (!objects || !fill(a, objects, count))) {
        rt_objc_release(self);
        return NULL;
    }
    return self;
}

/* -initWithArray:. Lock: the other array's lock while copying. */
static id imp_initWithArray(id self, SEL cmd, id other) {
    struct array *src = as_array(other);
    if (!src) return self;
    size_t n;
    id *items = snapshot(src, &n);
    id result = imp_initWithObjectsCount(self, cmd, items, n);
    release_snapshot(items, n);
    return result;
}

/* +array, +arrayWithObjects:count:, +arrayWithObject:, +arrayWithArray: — a new instance
 * of the receiving class (so +[NSMutableArray array] is mutable), autoreleased.
 * No lock. */
static id new_of_class(id cls, const id *objects, size_t count) {
    struct array *a = (struct array *)rt_class_createInstance((Class)cls, 0);
    if (!a) return NULL;
    if (!rt_object_isNSArray((id)a) || (count && !fill(a, objects, count))) {
        rt_objc_release((id)a);
        return NULL;
    }
    return rt_objc_autorelease((id)a);
}
/* No lock. */
static id imp_array(id self, SEL cmd) { (void)cmd; return new_of_class(self, NULL, 0); }
/* No lock. */
static id imp_arrayWithObjectsCount(id self, SEL cmd, const id *objects, uintptr_t count) {
    (void)cmd;
    if (count && !objects) return NULL;
    return new_of_class(self, objects, count);
}
/* No lock. */
static id imp_arrayWithObject(id self, SEL cmd, id obj) {
    (void)cmd;
    return new_of_class(self, &obj, 1);
}
/* Lock: the other array's lock while copying. */
static id imp_arrayWithArray(id self, SEL cmd, id other) {
    (void)cmd;
    size_t n = 0;
    struct array *src = as_array(other);
    id *items = src ? snapshot(src, &n) : NULL;
    id result = new_of_class(self, items, n);
    release_snapshot(items, n);
    return result;
}

/* The mutators' common check: a mutable array and a non-nil object. No lock. */
static struct array *mutable_target(id self, SEL cmd, id obj, bool needObject) {
    if (!rt_object_isNSMutableArray(self)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           "mutating method sent to an immutable object", 0, 0);
        return NULL;
    }
    if (needObject && !obj) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           "attempt to insert nil object", 0, 0);
        return NULL;
    }
    return (struct array *)self;
}

/* -insertObject:atIndex: (index == count appends). Lock: the array's own lock. */
static void imp_insertObjectAtIndex(id self, SEL cmd, id obj, uintptr_t index) {
    struct array *a = mutable_target(self, cmd, obj, true);
    if (!a) return;
    if (!lock_for_mutation(a, cmd)) return;
    size_t n = a->count;
    bool ok = index <= n && reserve(a, 1);
    if (ok) {
        memmove(&a->items[index + 1], &a->items[index], (n - index) * sizeof(id));
        a->items[index] = rt_objc_retain(obj);
        a->count++;
    }
    rt_values_unlock(&a->lock);
    if (index > n) rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), NULL, index, n);
}

/* -addObject:. Lock: the array's own lock. */
static void imp_addObject(id self, SEL cmd, id obj) {
    struct array *a = mutable_target(self, cmd, obj, true);
    if (!a) return;
    if (!lock_for_mutation(a, cmd)) return;
    if (reserve(a, 1)) a->items[a->count++] = rt_objc_retain(obj);
    rt_values_unlock(&a->lock);
}

/* Lock: the array's own lock. */
bool rt_nsarray_append(id array, id obj) {
    if (!mutable_target(array, add_sel, obj, true)) return false;
    imp_addObject(array, add_sel, obj);
    return true;
}

/* -removeObjectAtIndex:. The element is released after the lock is dropped (its -dealloc
 * may run arbitrary code). Lock: the array's own lock. */
static void imp_removeObjectAtIndex(id self, SEL cmd, uintptr_t index) {
    struct array *a = mutable_target(self, cmd, NULL, false);
    if (!a) return;
    if (!lock_for_mutation(a, cmd)) return;
    size_t n = a->count;
    id removed = NULL;
    if (index < n) {
        removed = a->items[index];
        memmove(&a->items[index], &a->items[index + 1], (n - index - 1) * sizeof(id));
        a->count--;
    }
    rt_values_unlock(&a->lock);
    if (index >= n) rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), NULL, index, n);
    rt_objc_release(removed);
}

/* -removeLastObject: on an empty array Foundation raises NSRangeException (pending here).
 * Lock: the array's own lock. */
static void imp_removeLastObject(id self, SEL cmd) {
    struct array *a = mutable_target(self, cmd, NULL, false);
    if (!a) return;
    size_t n = rt_nsarray_count(self);
    imp_removeObjectAtIndex(self, cmd, n ? n - 1 : 0);
}

/* -replaceObjectAtIndex:withObject: / -setObject:atIndexedSubscript: (index == count
 * appends for the subscript form). Lock: the array's own lock. */
static void imp_replaceObjectAtIndex(id self, SEL cmd, uintptr_t index, id obj) {
    struct array *a = mutable_target(self, cmd, obj, true);
    if (!a) return;
    if (!lock_for_mutation(a, cmd)) return;
    size_t n = a->count;
    id old = NULL;
    if (index < n) {
        old = a->items[index];
        a->items[index] = rt_objc_retain(obj);
    }
    rt_values_unlock(&a->lock);
    if (index >= n) rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), NULL, index, n);
    rt_objc_release(old);
}
/* Lock: the array's own lock. */
static void imp_setObjectAtIndexedSubscript(id self, SEL cmd, id obj, uintptr_t index) {
    if (index == rt_nsarray_count(self)) {
        imp_insertObjectAtIndex(self, cmd, obj, index);
        return;
    }
    imp_replaceObjectAtIndex(self, cmd, index, obj);
}

/* -removeAllObjects. Lock: the array's own lock. */
static void imp_removeAllObjects(id self, SEL cmd) {
    struct array *a = mutable_target(self, cmd, NULL, false);
    if (!a) return;
    if (!lock_for_mutation(a, cmd)) return;
    id *items = a->items;
    size_t n = a->count;
    a->items = NULL;
    a->count = a->capacity = 0;
    rt_values_unlock(&a->lock);
    release_snapshot(items, n);
}

/* -addObjectsFromArray:. Lock: the other array's lock, then this one's. */
static void imp_addObjectsFromArray(id self, SEL cmd, id other) {
    struct array *a = mutable_target(self, cmd, NULL, false);
    struct array *src = as_array(other);
    if (!a || !src) return;
    size_t n;
    id *items = snapshot(src, &n);
    if (!lock_for_mutation(a, cmd)) {
        release_snapshot(items, n);
        return;
    }
    if (reserve(a, n))
        for (size_t i = 0; i < n; i++) a->items[a->count++] = rt_objc_retain(items[i]);
    rt_values_unlock(&a->lock);
    release_snapshot(items, n);
}

#define B RT_BOOL_ENC

/* Registers NSArray and NSMutableArray. Lock: the runtime lock inside the calls. */
void rt_nsarray_install(Class nsobject) {
    add_sel = rt_sel_registerName("addObject:");
    static const struct rt_value_ivar ivars[] = {
        {"_items", sizeof(id *), 3, "^@", offsetof(struct array, items)},
        {"_count", sizeof(size_t), 3, "Q", offsetof(struct array, count)},
        {"_capacity", sizeof(size_t), 3, "Q", offsetof(struct array, capacity)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct array, lock)},
    };
    static const struct rt_value_method methods[] = {
        {"count", (IMP)imp_count, "Q16@0:8", false},
        {"objectAtIndex:", (IMP)imp_objectAtIndex, "@24@0:8Q16", false},
        {"objectAtIndexedSubscript:", (IMP)imp_objectAtIndex, "@24@0:8Q16", false},
        {"firstObject", (IMP)imp_firstObject, "@16@0:8", false},
        {"lastObject", (IMP)imp_lastObject, "@16@0:8", false},
        {"indexOfObject:", (IMP)imp_indexOfObject, "Q24@0:8@16", false},
        {"containsObject:", (IMP)imp_containsObject, B "24@0:8@16", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToArray:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"mutableCopyWithZone:", (IMP)imp_mutableCopyWithZone, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"initWithObjects:count:", (IMP)imp_initWithObjectsCount, "@32@0:8r^@16Q24", false},
        {"initWithArray:", (IMP)imp_initWithArray, "@24@0:8@16", false},
        {"array", (IMP)imp_array, "@16@0:8", true},
        {"arrayWithObjects:count:", (IMP)imp_arrayWithObjectsCount, "@32@0:8r^@16Q24", true},
        {"arrayWithObject:", (IMP)imp_arrayWithObject, "@24@0:8@16", true},
        {"arrayWithArray:", (IMP)imp_arrayWithArray, "@24@0:8@16", true},
    };
    static const struct rt_value_method mutableMethods[] = {
        {"addObject:", (IMP)imp_addObject, "v24@0:8@16", false},
        {"insertObject:atIndex:", (IMP)imp_insertObjectAtIndex, "v32@0:8@16Q24", false},
        {"removeObjectAtIndex:", (IMP)imp_removeObjectAtIndex, "v24@0:8Q16", false},
        {"removeLastObject", (IMP)imp_removeLastObject, "v16@0:8", false},
        {"replaceObjectAtIndex:withObject:", (IMP)imp_replaceObjectAtIndex, "v32@0:8Q16@24", false},
        {"setObject:atIndexedSubscript:", (IMP)imp_setObjectAtIndexedSubscript, "v32@0:8@16Q24", false},
        {"removeAllObjects", (IMP)imp_removeAllObjects, "v16@0:8", false},
        {"addObjectsFromArray:", (IMP)imp_addObjectsFromArray, "v24@0:8@16", false},
    };
    array_class = rt_values_makeClass(nsobject, "NSArray", ivars, sizeof ivars / sizeof ivars[0],
                                      methods, sizeof methods / sizeof methods[0]);
    if (!array_class) return;
    mutable_class = rt_values_makeClass(array_class, "NSMutableArray", NULL, 0, mutableMethods,
                                        sizeof mutableMethods / sizeof mutableMethods[0]);
}
