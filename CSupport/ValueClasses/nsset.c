/* NSSet and NSMutableSet: an insertion-ordered member array plus an open-addressing index of
 * member positions (linear probing, load at most one half) — the layout NSDictionary uses,
 * with one object per entry and no -copy. Members are hashed before the lock is taken;
 * -isEqual: runs under the lock of a mutable set (a probe must not see the table change).
 * Removal compacts and rebuilds the index: O(n), simple, and keeps the order. */
#include "rt_nsset.h"
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_compiled_calls.h"
#include "rt_exception.h"
#include "rt_nsarray.h"
#include "rt_lookup.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static Class set_class, mutable_class;
static SEL add_sel, allObjects_sel;  /* interned at start-up */

/* No lock. */
Class rt_NSSet(void) { return set_class; }
/* No lock. */
Class rt_NSMutableSet(void) { return mutable_class; }
/* No lock. */
bool rt_object_isNSSet(id obj) { return rt_values_isKind(obj, set_class); }
/* No lock. */
bool rt_object_isNSMutableSet(id obj) { return rt_values_isKind(obj, mutable_class); }

/* No lock. */
static struct set *as_set(id obj) { return rt_object_isNSSet(obj) ? (struct set *)obj : NULL; }

/* Takes the lock of a mutable set; false also when this thread holds it already. */
static bool lock(struct set *s) {
    if (!rt_object_isNSMutableSet((id)s)) return false;
    return rt_values_lock(&s->lock);
}

/* Releases what lock() took. */
static void unlock(struct set *s, bool locked) {
    if (locked) rt_values_unlock(&s->lock);
}

/* The position of the member equal to `obj`, or -1. Caller holds the lock (if mutable). */
static ptrdiff_t find(struct set *s, id obj, uintptr_t hash) {
    if (!s->indexCapacity) return -1;
    size_t mask = s->indexCapacity - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        uint32_t slot = s->index[i];
        if (!slot) return -1;
        struct member *m = &s->members[slot - 1];
        if (m->hash == hash && rt_values_sendIsEqual(m->obj, obj)) return (ptrdiff_t)slot - 1;
    }
}

/* Rebuilds the index for the current members. Caller holds the lock. */
static bool rebuild_index(struct set *s) {
    return rt_index_rebuild(&s->index, &s->indexCapacity, s->members, s->count, sizeof(struct member),
                            offsetof(struct member, hash));
}

/* Adds `obj` (retained) unless an equal member is there. Caller holds the lock. */
static bool put(struct set *s, id obj, uintptr_t hash) {
    if (find(s, obj, hash) >= 0) return true;
    if (s->count == s->capacity) {
        size_t cap = s->capacity ? s->capacity * 2 : 4;
        struct member *grown = NULL;
        if (cap <= SIZE_MAX / sizeof(struct member) && cap < UINT32_MAX)
            grown = realloc(s->members, cap * sizeof(struct member));
        if (!grown) return false;
        s->members = grown;
        s->capacity = cap;
    }
    s->members[s->count++] = (struct member){rt_objc_retain(obj), hash};
    s->mutations++;
    if (s->count * 2 > s->indexCapacity) {
        if (!rebuild_index(s)) {
            s->count--;
            rt_objc_release(obj);  /* no -dealloc: the caller still holds obj */
            return false;
        }
    } else {
        rt_index_insert(s->index, s->indexCapacity, hash, s->count - 1);
    }
    return true;
}

/* Hashes `obj`, then adds it under the lock. Lock: the set's own lock (if mutable), not held
 * while `obj` computes its hash. */
static bool add(struct set *s, id obj, SEL cmd) {
    if (!obj) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, (id)s, rt_sel_getName(cmd), "attempt to insert nil", 0, 0);
        return false;
    }
    uintptr_t hash = rt_values_sendHash(obj);
    bool isMutable = rt_object_isNSMutableSet((id)s);
    if (isMutable && !rt_values_lockForMutation(&s->lock, (id)s, cmd)) return false;
    RT_VALUES_HELD held = {isMutable ? &s->lock : NULL}; /* put's -isEqual: may throw */
    bool ok = put(s, obj, hash);
    rt_values_dropHeld(&held);
    return ok;
}

/* Retained members, taken under the lock; free with release_snapshot. No lock on return. */
static id *snapshot(struct set *s, size_t *count) {
    bool locked = lock(s);
    size_t n = s->count;
    id *copy = n ? malloc(n * sizeof(id)) : NULL;
    if (n && !copy) n = 0;
    for (size_t i = 0; i < n; i++) copy[i] = rt_objc_retain(s->members[i].obj);
    unlock(s, locked);
    *count = n;
    return copy;
}

/* No lock. */
static void release_snapshot(id *items, size_t count) {
    for (size_t i = 0; i < count; i++) rt_objc_release(items[i]);
    free(items);
}

/* A new set of class `cls` (+1) holding `objects`. No lock: not shared yet. */
static id make(Class cls, const id *objects, size_t count) {
    if (count && !objects) return NULL;
    struct set *s = (struct set *)rt_class_createInstance(cls, 0);
    if (!s) return NULL;
    for (size_t i = 0; i < count; i++)
        if (!add(s, objects[i], add_sel)) {
            rt_objc_release((id)s);
            return NULL;
        }
    return (id)s;
}

/* No lock. */
id rt_nsset_create(const id *objects, size_t count, bool isMutable) {
    return make(isMutable ? mutable_class : set_class, objects, count);
}

/* Lock: the set's own lock if mutable. */
size_t rt_nsset_count(id obj) {
    struct set *s = as_set(obj);
    if (!s) return 0;
    bool locked = lock(s);
    size_t n = s->count;
    unlock(s, locked);
    return n;
}

/* Lock: the set's own lock if mutable. */
size_t rt_nsset_copyObjects(id obj, id *buffer, size_t capacity) {
    struct set *s = as_set(obj);
    if (!s || !buffer) return 0;
    bool locked = lock(s);
    size_t n = s->count < capacity ? s->count : capacity;
    for (size_t i = 0; i < n; i++) buffer[i] = rt_objc_retain(s->members[i].obj);
    unlock(s, locked);
    return n;
}

/* Lock: the set's own lock if mutable, not while `obj` hashes. */
id rt_nsset_member(id obj, id candidate) {
    struct set *s = as_set(obj);
    if (!s || !candidate) return NULL;
    uintptr_t hash = rt_values_sendHash(candidate);
    RT_VALUES_HELD held = {lock(s) ? &s->lock : NULL}; /* find's -isEqual: may throw */
    ptrdiff_t at = find(s, candidate, hash);
    id found = at >= 0 ? rt_objc_retain(s->members[at].obj) : NULL;
    rt_values_dropHeld(&held);
    return found;
}

/* No lock for an immutable set (nobody else sees it yet); a mutable one's own per member. */
bool rt_nsset_fill(id obj, const id *objects, size_t count) {
    struct set *s = as_set(obj);
    if (!s || (count && !objects)) return false;
    for (size_t i = 0; i < count; i++)
        if (!add(s, objects[i], add_sel)) return false;
    return true;
}

/* The mutators' receiver check. No lock. */
static struct set *mutable_target(id self, SEL cmd) {
    if (rt_object_isNSMutableSet(self)) return (struct set *)self;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                       "mutating method sent to an immutable object", 0, 0);
    return NULL;
}

/* Lock: the set's own lock. */
bool rt_nsset_add(id obj, id member) {
    struct set *s = mutable_target(obj, add_sel);
    return s && add(s, member, add_sel);
}

/* -count. Lock: as rt_nsset_count. */
static uintptr_t imp_count(id self, SEL cmd) {
    (void)cmd;
    return rt_nsset_count(self);
}

/* -member: (+0, autoreleased). Lock: as rt_nsset_member. */
static id imp_member(id self, SEL cmd, id obj) {
    (void)cmd;
    return rt_objc_autorelease(rt_nsset_member(self, obj));
}

/* -containsObject:. Lock: as rt_nsset_member. */
static rt_BOOL imp_containsObject(id self, SEL cmd, id obj) {
    (void)cmd;
    id found = rt_nsset_member(self, obj);
    rt_objc_release(found);
    return found != NULL;
}

/* -anyObject: the first member, or nil (+0, autoreleased). Lock: the set's own if mutable. */
static id imp_anyObject(id self, SEL cmd) {
    (void)cmd;
    struct set *s = as_set(self);
    if (!s) return NULL;
    bool locked = lock(s);
    id first = s->count ? rt_objc_retain(s->members[0].obj) : NULL;
    unlock(s, locked);
    return rt_objc_autorelease(first);
}

/* -allObjects: a new NSArray of the members in order, autoreleased. Lock: while copying. */
static id imp_allObjects(id self, SEL cmd) {
    (void)cmd;
    struct set *s = as_set(self);
    if (!s) return NULL;
    size_t n;
    id *items = snapshot(s, &n);
    id array = rt_nsarray_create(items, n, false);
    release_snapshot(items, n);
    return rt_objc_autorelease(array);
}

/* -isEqual: / -isEqualToSet:: the same count, and every member of one is in the other.
 * Lock: this set's lock while taking a snapshot, then the other's for each lookup. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    struct set *a = as_set(self);
    if (!a || !as_set(other)) return 0;
    size_t n;
    id *items = snapshot(a, &n);
    bool equal = n == rt_nsset_count(other);
    for (size_t i = 0; equal && i < n; i++) {
        id found = rt_nsset_member(other, items[i]);
        equal = found != NULL;
        rt_objc_release(found);
    }
    release_snapshot(items, n);
    return equal;
}

/* -hash: the count, as Foundation does. Lock: as rt_nsset_count. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return rt_nsset_count(self);
}

/* -description: "{(a, b)}" from the members' descriptions, autoreleased. Lock: as
 * -allObjects. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct set *s = as_set(self);
    size_t n = 0;
    id *items = s ? snapshot(s, &n) : NULL;
    id text = rt_values_describeList("{(", items, n, ")}");
    release_snapshot(items, n);
    return text;
}

/* A new set of `cls` (+1) with the members of `source`. Lock: `source`'s while copying. */
static id copy_into(Class cls, id source) {
    size_t n;
    id *items = snapshot((struct set *)source, &n);
    id copy = make(cls, items, n);
    release_snapshot(items, n);
    return copy;
}

/* -copyWithZone: an immutable set is its own copy. Lock: as copy_into. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    if (!as_set(self)) return NULL;
    if (!rt_object_isNSMutableSet(self)) return rt_objc_retain(self);
    return copy_into(set_class, self);
}

/* -mutableCopyWithZone:. Lock: as copy_into. */
static id imp_mutableCopyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return as_set(self) ? copy_into(mutable_class, self) : NULL;
}

/* -dealloc: releases the members, frees the tables. Lock: none (no other owner). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct set *s = (struct set *)self;
    for (size_t i = 0; i < s->count; i++) rt_objc_release(s->members[i].obj);
    free(s->members);
    free(s->index);
    s->members = NULL;
    s->index = NULL;
    s->count = s->capacity = s->indexCapacity = 0;
    rt_values_superDealloc(self, set_class);
}

/* +set, +setWithArray:, +setWithObject: — an instance of the receiving class, autoreleased.
 * Lock: the array's lock while copying it. */
static id imp_set(id self, SEL cmd) {
    (void)cmd;
    return rt_objc_autorelease(make((Class)self, NULL, 0));
}
/* Lock: as above. */
static id imp_setWithArray(id self, SEL cmd, id array) {
    (void)cmd;
    size_t n = rt_nsarray_count(array);
    id *items = n ? malloc(n * sizeof(id)) : NULL;
    if (n && !items) return NULL;
    n = rt_nsarray_copyObjects(array, items, n);
    id s = make((Class)self, items, n);
    release_snapshot(items, n);
    return rt_objc_autorelease(s);
}
/* No lock. */
static id imp_setWithObject(id self, SEL cmd, id obj) {
    (void)cmd;
    return rt_objc_autorelease(make((Class)self, &obj, 1));
}

/* -addObject:. Lock: the set's own lock. */
static void imp_addObject(id self, SEL cmd, id obj) {
    struct set *s = mutable_target(self, cmd);
    if (s) add(s, obj, cmd);
}

/* Removes the member equal to `obj`, if any; it is released after the lock is dropped.
 * Lock: the set's own. */
static void remove_member(struct set *s, id obj, SEL cmd) {
    uintptr_t hash = rt_values_sendHash(obj);
    if (!rt_values_lockForMutation(&s->lock, (id)s, cmd)) return;
    RT_VALUES_HELD held = {&s->lock}; /* find's -isEqual: may throw */
    ptrdiff_t at = find(s, obj, hash);
    id removed = NULL;
    if (at >= 0) {
        removed = s->members[at].obj;
        memmove(&s->members[at], &s->members[at + 1], (s->count - (size_t)at - 1) * sizeof(struct member));
        s->count--;
        s->mutations++;
        rebuild_index(s); /* a removal always fits the old table: it cannot fail */
    }
    rt_values_dropHeld(&held);
    rt_objc_release(removed);
}

/* -removeObject:. Lock: the set's own. */
static void imp_removeObject(id self, SEL cmd, id obj) {
    struct set *s = mutable_target(self, cmd);
    if (s && obj) remove_member(s, obj, cmd);
}

/* -removeAllObjects. Lock: the set's own lock; members released after. */
static void imp_removeAllObjects(id self, SEL cmd) {
    struct set *s = mutable_target(self, cmd);
    if (!s || !rt_values_lockForMutation(&s->lock, self, cmd)) return;
    struct member *members = s->members;
    size_t n = s->count;
    s->members = NULL;
    s->count = s->capacity = 0;
    s->mutations++;
    free(s->index);
    s->index = NULL;
    s->indexCapacity = 0;
    rt_values_unlock(&s->lock);
    for (size_t i = 0; i < n; i++) rt_objc_release(members[i].obj);
    free(members);
}

/* -addObjectsFromArray:. Lock: the array's while copying, then the set's per member. */
static void imp_addObjectsFromArray(id self, SEL cmd, id array) {
    struct set *s = mutable_target(self, cmd);
    if (!s) return;
    size_t n = rt_nsarray_count(array);
    id *items = n ? malloc(n * sizeof(id)) : NULL;
    if (n && !items) return;
    n = rt_nsarray_copyObjects(array, items, n);
    for (size_t i = 0; i < n; i++) add(s, items[i], cmd);
    release_snapshot(items, n);
}

/* The members of the set argument of a bulk edit, retained (free with release_snapshot).
 * nil counts as the empty set — in Objective-C the edit would enumerate a nil set and see
 * nothing. A subclass may keep its members elsewhere (mutableSetValueForKey:'s proxy does),
 * so anything but the two concrete classes is read through -allObjects. Not a set: raises
 * NSInvalidArgumentException and answers false. Lock: `other`'s own while copying. */
static bool argument_members(id self, SEL cmd, id other, id **items, size_t *count) {
    *items = NULL;
    *count = 0;
    if (!other) return true;
    if (!rt_object_isNSSet(other)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "set argument is not an NSSet", 0, 0);
        return false;
    }
    Class cls = rt_object_getClass(other);
    if (cls == set_class || cls == mutable_class) {
        *items = snapshot((struct set *)other, count);
        return true;
    }
    id receiver = other;
    IMP imp = rt_msg_lookup_inline(&receiver, allObjects_sel);
    id array = (id)rt_compiled_send1(imp, receiver, allObjects_sel, 0);
    if (rt_exception_isPending()) return false;
    size_t n = rt_nsarray_count(array);
    id *copy = n ? malloc(n * sizeof(id)) : NULL;
    if (n && !copy) return false;
    *count = rt_nsarray_copyObjects(array, copy, n);
    *items = copy;
    return true;
}

/* -unionSet:: adds every member of the argument. Each add locks on its own, as
 * -addObjectsFromArray: does: the edit as a whole is not atomic. Lock: the argument's while
 * copying, then the set's per member. */
static void imp_unionSet(id self, SEL cmd, id other) {
    struct set *s = mutable_target(self, cmd);
    id *items;
    size_t n;
    if (!s || !argument_members(self, cmd, other, &items, &n)) return;
    for (size_t i = 0; i < n && add(s, items[i], cmd); i++) {}
    release_snapshot(items, n);
}

/* -minusSet:: removes every member of the argument. Lock: as -unionSet:. */
static void imp_minusSet(id self, SEL cmd, id other) {
    struct set *s = mutable_target(self, cmd);
    id *items;
    size_t n;
    if (!s || !argument_members(self, cmd, other, &items, &n)) return;
    for (size_t i = 0; i < n; i++) remove_member(s, items[i], cmd);
    release_snapshot(items, n);
}

/* -intersectSet:: removes every member not in the argument (all of them for nil). The
 * argument's members go into a private set first, so each test is one probe and the
 * argument is read once. Lock: the argument's while copying, this set's while taking its
 * snapshot and per removal. */
static void imp_intersectSet(id self, SEL cmd, id other) {
    struct set *s = mutable_target(self, cmd);
    id *items;
    size_t n;
    if (!s || !argument_members(self, cmd, other, &items, &n)) return;
    id keep = make(set_class, items, n);
    release_snapshot(items, n);
    if (!keep) return;
    size_t mine;
    id *members = snapshot(s, &mine);
    for (size_t i = 0; i < mine; i++) {
        id found = rt_nsset_member(keep, members[i]);
        if (found) rt_objc_release(found);
        else remove_member(s, members[i], cmd);
    }
    release_snapshot(members, mine);
    rt_objc_release(keep);
}

/* -setSet:: the members become the argument's (none for nil). The argument is copied before
 * anything is removed, so `[s setSet:s]` keeps them. Lock: as -unionSet:, and the set's for
 * emptying it. */
static void imp_setSet(id self, SEL cmd, id other) {
    struct set *s = mutable_target(self, cmd);
    id *items;
    size_t n;
    if (!s || !argument_members(self, cmd, other, &items, &n)) return;
    imp_removeAllObjects(self, cmd);
    for (size_t i = 0; i < n && !rt_exception_isPending() && add(s, items[i], cmd); i++) {}
    release_snapshot(items, n);
}

#define B RT_BOOL_ENC

/* Registers NSSet and NSMutableSet. Lock: the runtime lock inside the calls. */
void rt_nsset_install(Class nsobject) {
    add_sel = rt_sel_registerName("addObject:");
    allObjects_sel = rt_sel_registerName("allObjects");
    static const struct rt_value_ivar ivars[] = {
        {"_members", sizeof(void *), 3, "^v", offsetof(struct set, members)},
        {"_count", sizeof(size_t), 3, "Q", offsetof(struct set, count)},
        {"_capacity", sizeof(size_t), 3, "Q", offsetof(struct set, capacity)},
        {"_index", sizeof(uint32_t *), 3, "^I", offsetof(struct set, index)},
        {"_indexCapacity", sizeof(size_t), 3, "Q", offsetof(struct set, indexCapacity)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct set, lock)},
        {"_mutations", sizeof(unsigned long), 3, "Q", offsetof(struct set, mutations)},
    };
    static const struct rt_value_method methods[] = {
        {"count", (IMP)imp_count, "Q16@0:8", false},
        {"member:", (IMP)imp_member, "@24@0:8@16", false},
        {"containsObject:", (IMP)imp_containsObject, B "24@0:8@16", false},
        {"anyObject", (IMP)imp_anyObject, "@16@0:8", false},
        {"allObjects", (IMP)imp_allObjects, "@16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToSet:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"mutableCopyWithZone:", (IMP)imp_mutableCopyWithZone, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"set", (IMP)imp_set, "@16@0:8", true},
        {"setWithArray:", (IMP)imp_setWithArray, "@24@0:8@16", true},
        {"setWithObject:", (IMP)imp_setWithObject, "@24@0:8@16", true},
    };
    static const struct rt_value_method mutableMethods[] = {
        {"addObject:", (IMP)imp_addObject, "v24@0:8@16", false},
        {"removeObject:", (IMP)imp_removeObject, "v24@0:8@16", false},
        {"removeAllObjects", (IMP)imp_removeAllObjects, "v16@0:8", false},
        {"addObjectsFromArray:", (IMP)imp_addObjectsFromArray, "v24@0:8@16", false},
        {"unionSet:", (IMP)imp_unionSet, "v24@0:8@16", false},
        {"minusSet:", (IMP)imp_minusSet, "v24@0:8@16", false},
        {"intersectSet:", (IMP)imp_intersectSet, "v24@0:8@16", false},
        {"setSet:", (IMP)imp_setSet, "v24@0:8@16", false},
    };
    set_class = rt_values_makeClass(nsobject, "NSSet", ivars, sizeof ivars / sizeof ivars[0],
                                    methods, sizeof methods / sizeof methods[0]);
    if (!set_class) return;
    mutable_class = rt_values_makeClass(set_class, "NSMutableSet", NULL, 0, mutableMethods,
                                        sizeof mutableMethods / sizeof mutableMethods[0]);
}
