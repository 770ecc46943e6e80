/* NSHashTable: a set whose members may be held weakly (zeroing, through the core's weak
 * table) and compared by pointer identity — FBKVOController's shared controller keeps its
 * observation infos in one (weak memory, object-pointer personality), and looks a KVO
 * context up in it with -member:. The table is rt_pointer_table.h's, with no values.
 * Thread-safe as NSMapTable (nsmaptable.c): the container lock around every access, a
 * member's -hash before it, -isEqual: under it, releases after it; an entry whose weak
 * member died is dropped when the table is next counted, enumerated or copied.
 *
 * Not here: -objectEnumerator (no NSEnumerator), NSPointerFunctions objects, the set
 * algebra (-unionHashTable: …). */
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_pointer_collections.h"
#include "rt_exception.h"
#include "rt_nsarray.h"
#include "rt_nsset.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_pointer_table.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <stdlib.h>

struct hashtable {
    struct rt_object base;
    struct rt_ptable table;
    _Atomic(uint32_t) lock;
};

static Class hash_class;

/* The symbols compiled code links against (rt_class_symbols.h); the reference is set at install. */
RT_CLASS_SYMBOLS(NSHashTable);

/* No lock. */
static struct hashtable *as_table(id obj) {
    return rt_values_isKind(obj, hash_class) ? (struct hashtable *)obj : NULL;
}

/* -initWithOptions:capacity:: nil (the table released, NSInvalidArgumentException pending)
 * for options it cannot honour. No lock: nobody else sees the table yet. */
static id imp_initWithOptions(id self, SEL cmd, uint64_t options, uint64_t capacity) {
    (void)capacity;
    struct hashtable *h = as_table(self);
    if (!h) return NULL;
    if (options > UINT32_MAX || !rt_ptable_optionsSupported((uint32_t)options)) {
        char detail[96];
        snprintf(detail, sizeof detail, "unsupported NSPointerFunctionsOptions 0x%llx", (unsigned long long)options);
        /* Released before the raise: on a throwing thread the raise does not return. */
        char className[128];
        snprintf(className, sizeof className, "%s", rt_object_getClassName(self));
        rt_objc_release(self);
        rt_exception_raiseNamed(RT_EXC_INVALID_ARGUMENT, className, rt_sel_getName(cmd), detail, 0, 0);
        return NULL;
    }
    h->table.keyOptions = (uint32_t)options;
    h->table.valueOptions = RT_PF_STRONG_MEMORY; /* the value slots stay nil */
    return self;
}

/* -init: strong members compared with -isEqual:. No lock. */
static id imp_init(id self, SEL cmd) { return imp_initWithOptions(self, cmd, 0, 0); }

/* +hashTableWithOptions:: a new autoreleased table of the receiving class. No lock. */
static id imp_hashTableWithOptions(id self, SEL cmd, uint64_t options) {
    id h = rt_class_createInstance((Class)self, 0);
    return rt_objc_autorelease(imp_initWithOptions(h, cmd, options, 0));
}
/* +weakObjectsHashTable: weak members compared with -isEqual:, as Foundation's. No lock. */
static id imp_weakObjectsHashTable(id self, SEL cmd) { return imp_hashTableWithOptions(self, cmd, RT_PF_WEAK_MEMORY); }

/* -addObject: (nil is ignored, as Foundation's). Lock: the table's; releases after it. */
static void imp_addObject(id self, SEL cmd, id obj) {
    struct hashtable *h = as_table(self);
    if (!h || !obj) return;
    uintptr_t hash = rt_ptable_hashKey(h->table.keyOptions, obj);
    struct rt_ptable_deferred later = {0};
    if (!rt_values_lockForMutation(&h->lock, self, cmd)) return;
    bool ok = true;
    {
        RT_VALUES_HELD held = {&h->lock}; /* a member's -isEqual: may throw */
        if (!rt_ptable_find(&h->table, obj, hash, NULL, NULL, &later))
            ok = rt_ptable_set(&h->table, obj, hash, NULL, &later);
        rt_values_dropHeld(&held);
    }
    rt_ptable_releaseDeferred(&later);
    if (!ok) rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "out of memory", 0, 0);
}

/* -removeObject:. Lock: the table's; the entry freed after it. */
static void imp_removeObject(id self, SEL cmd, id obj) {
    struct hashtable *h = as_table(self);
    if (!h || !obj) return;
    uintptr_t hash = rt_ptable_hashKey(h->table.keyOptions, obj);
    struct rt_ptable_deferred later = {0};
    if (!rt_values_lockForMutation(&h->lock, self, cmd)) return;
    struct rt_ptable_entry *removed;
    {
        RT_VALUES_HELD held = {&h->lock};
        removed = rt_ptable_remove(&h->table, obj, hash, &later);
        rt_values_dropHeld(&held);
    }
    rt_ptable_freeEntries(&h->table, removed);
    rt_ptable_releaseDeferred(&later);
}

/* -removeAllObjects. Lock: the table's; the entries freed after it. */
static void imp_removeAllObjects(id self, SEL cmd) {
    struct hashtable *h = as_table(self);
    if (!h || !rt_values_lockForMutation(&h->lock, self, cmd)) return;
    struct rt_ptable_entry *removed = rt_ptable_removeAll(&h->table);
    rt_values_unlock(&h->lock);
    rt_ptable_freeEntries(&h->table, removed);
}

/* The stored member equal (or identical) to `obj`, +1, or NULL. Lock: the table's. */
static id lookup(struct hashtable *h, id obj) {
    if (!obj) return NULL;
    uintptr_t hash = rt_ptable_hashKey(h->table.keyOptions, obj);
    struct rt_ptable_deferred later = {0};
    id found = NULL;
    bool locked = rt_values_lock(&h->lock);
    {
        RT_VALUES_HELD held = {locked ? &h->lock : NULL};
        rt_ptable_find(&h->table, obj, hash, &found, NULL, &later);
        rt_values_dropHeld(&held);
    }
    rt_ptable_releaseDeferred(&later);
    return found;
}

/* -member: (+0, autoreleased). Lock: as lookup. */
static id imp_member(id self, SEL cmd, id obj) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    return h ? rt_objc_autorelease(lookup(h, obj)) : NULL;
}

/* -containsObject:. Lock: as lookup. */
static rt_BOOL imp_containsObject(id self, SEL cmd, id obj) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    id found = h ? lookup(h, obj) : NULL;
    rt_objc_release(found);
    return found != NULL;
}

/* The live members (+1 each), dead entries dropped first. Lock: the table's. */
static size_t snapshot(struct hashtable *h, id **members) { return rt_ptable_liveSnapshot(&h->table, &h->lock, members, NULL); }

/* -count: the live members. Lock: the table's. */
static uintptr_t imp_count(id self, SEL cmd) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    return h ? rt_ptable_liveCount(&h->table, &h->lock) : 0;
}

/* -allObjects: an NSArray of the live members, autoreleased. Lock: as snapshot. */
static id imp_allObjects(id self, SEL cmd) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    if (!h) return NULL;
    id *members;
    size_t n = snapshot(h, &members);
    id array = rt_nsarray_create(members, n, false);
    rt_ptable_releaseSnapshot(members, n);
    return rt_objc_autorelease(array);
}

/* -anyObject: some live member or nil (+0, autoreleased). Lock: as snapshot. */
static id imp_anyObject(id self, SEL cmd) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    if (!h) return NULL;
    id *members;
    size_t n = snapshot(h, &members);
    id any = n ? rt_objc_retain(members[0]) : NULL;
    rt_ptable_releaseSnapshot(members, n);
    return rt_objc_autorelease(any);
}

/* -setRepresentation: an NSSet of the live members, autoreleased. Lock: as snapshot, then
 * none while the set hashes them. */
static id imp_setRepresentation(id self, SEL cmd) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    if (!h) return NULL;
    id *members;
    size_t n = snapshot(h, &members);
    id set = rt_nsset_create(members, n, false);
    rt_ptable_releaseSnapshot(members, n);
    return rt_objc_autorelease(set);
}

/* -countByEnumeratingWithState:objects:count:: the members, from a snapshot. Lock: the
 * table's while taking it. */
static uintptr_t imp_countByEnumerating(id self, SEL cmd, struct rt_fast_state *state, id *buffer, uintptr_t len) {
    (void)cmd;
    (void)buffer;
    (void)len;
    struct hashtable *h = as_table(self);
    if (!h || !state || state->state) return 0;
    id *members;
    size_t n = snapshot(h, &members);
    return rt_ptable_enumerate(state, members, n, &h->table.mutations);
}

/* -copyWithZone:: a new table with the same options and live members (+1). Lock: this
 * table's while taking the snapshot. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)zone;
    struct hashtable *h = as_table(self);
    if (!h) return NULL;
    struct hashtable *copy = (struct hashtable *)rt_class_createInstance(rt_object_getClass(self), 0);
    if (!copy) return NULL;
    copy->table.keyOptions = h->table.keyOptions;
    copy->table.valueOptions = h->table.valueOptions;
    id *members;
    size_t n = snapshot(h, &members);
    struct rt_ptable_deferred later = {0};
    for (size_t i = 0; i < n; i++) {
        uintptr_t hash = rt_ptable_hashKey(copy->table.keyOptions, members[i]);
        /* Nobody else sees the copy yet: no lock. */
        if (!rt_ptable_set(&copy->table, members[i], hash, NULL, &later)) {
            rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "out of memory", 0, 0);
            break;
        }
    }
    rt_ptable_releaseSnapshot(members, n);
    rt_ptable_releaseDeferred(&later);
    return (id)copy;
}

/* -description: "NSHashTable {(a, b)}", autoreleased. Lock: as snapshot. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct hashtable *h = as_table(self);
    if (!h) return NULL;
    id *members;
    size_t n = snapshot(h, &members);
    id text = rt_values_describeList("NSHashTable {(", members, n, ")}");
    rt_ptable_releaseSnapshot(members, n);
    return text;
}

/* -dealloc: frees every entry. No lock: no other owner. */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct hashtable *h = (struct hashtable *)self;
    rt_ptable_freeEntries(&h->table, rt_ptable_removeAll(&h->table));
    rt_ptable_destroy(&h->table);
    rt_values_superDealloc(self, hash_class);
}

/* Registers NSHashTable. Lock: the runtime lock inside the calls. */
void rt_nshashtable_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_table", sizeof(struct rt_ptable), 3, "[40C]", offsetof(struct hashtable, table)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct hashtable, lock)},
    };
    static const struct rt_value_method methods[] = {
        {"init", (IMP)imp_init, "@16@0:8", false},
        {"initWithOptions:capacity:", (IMP)imp_initWithOptions, "@32@0:8Q16Q24", false},
        {"addObject:", (IMP)imp_addObject, "v24@0:8@16", false},
        {"removeObject:", (IMP)imp_removeObject, "v24@0:8@16", false},
        {"removeAllObjects", (IMP)imp_removeAllObjects, "v16@0:8", false},
        {"member:", (IMP)imp_member, "@24@0:8@16", false},
        {"containsObject:", (IMP)imp_containsObject, "c24@0:8@16", false},
        {"count", (IMP)imp_count, "Q16@0:8", false},
        {"allObjects", (IMP)imp_allObjects, "@16@0:8", false},
        {"anyObject", (IMP)imp_anyObject, "@16@0:8", false},
        {"setRepresentation", (IMP)imp_setRepresentation, "@16@0:8", false},
        {"countByEnumeratingWithState:objects:count:", (IMP)imp_countByEnumerating, "Q40@0:8^v16^@24Q32", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"hashTableWithOptions:", (IMP)imp_hashTableWithOptions, "@24@0:8Q16", true},
        {"weakObjectsHashTable", (IMP)imp_weakObjectsHashTable, "@16@0:8", true},
    };
    _Static_assert(sizeof(struct rt_ptable) == 40, "the _table ivar's encoding says 40 bytes");
    hash_class = rt_values_makeClass(nsobject, "NSHashTable", ivars, sizeof ivars / sizeof ivars[0], methods,
                                     sizeof methods / sizeof methods[0]);
    rt_class_ref_NSHashTable = hash_class;
}
