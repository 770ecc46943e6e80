/* NSMapTable: a dictionary whose keys and values may be held weakly (zeroing, through the
 * core's weak table) and whose keys may be compared by pointer identity — what
 * FBKVOController keeps its observed objects in (rt_pointer_table.h holds the table).
 * Thread-safe: every method takes the map's container lock (a spin word, as the mutable
 * containers); a key's -hash runs before it, a stored key's -isEqual: under it (object
 * personality), and releases after it. An entry whose weak key or value died is dropped
 * when the map is next counted, enumerated or copied.
 *
 * Not here: -keyEnumerator / -objectEnumerator (the value layer has no NSEnumerator; for-in
 * enumerates the keys), NSPointerFunctions objects, opaque or malloc memory. */
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_pointer_collections.h"
#include "rt_exception.h"
#include "rt_nsdictionary.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_pointer_table.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct maptable {
    struct rt_object base;
    struct rt_ptable table;
    _Atomic(uint32_t) lock;
};

static Class map_class;

/* The symbols compiled code links against (rt_class_symbols.h); the reference is set at install. */
RT_CLASS_SYMBOLS(NSMapTable);

/* No lock. */
static struct maptable *as_map(id obj) { return rt_values_isKind(obj, map_class) ? (struct maptable *)obj : NULL; }

/* Sets the options of a fresh map; for unsupported options it releases the map and raises
 * NSInvalidArgumentException (released first: on a throwing thread the raise does not
 * return), returning false. No lock: nobody else sees the map yet. */
static bool configure(struct maptable *m, uint64_t keyOptions, uint64_t valueOptions, SEL cmd) {
    if (keyOptions > UINT32_MAX || valueOptions > UINT32_MAX || !rt_ptable_optionsSupported((uint32_t)keyOptions) ||
        !rt_ptable_optionsSupported((uint32_t)valueOptions)) {
        char detail[128];
        snprintf(detail, sizeof detail, "unsupported NSPointerFunctionsOptions (keys 0x%llx, values 0x%llx)",
                 (unsigned long long)keyOptions, (unsigned long long)valueOptions);
        char className[128];
        snprintf(className, sizeof className, "%s", rt_object_getClassName((id)m));
        rt_objc_release((id)m);
        rt_exception_raiseNamed(RT_EXC_INVALID_ARGUMENT, className, rt_sel_getName(cmd), detail, 0, 0);
        return false;
    }
    m->table.keyOptions = (uint32_t)keyOptions;
    m->table.valueOptions = (uint32_t)valueOptions;
    return true;
}

/* -initWithKeyOptions:valueOptions:capacity:: nil (the map released) for options it cannot
 * honour. No lock. */
static id imp_initWithOptions(id self, SEL cmd, uint64_t keyOptions, uint64_t valueOptions, uint64_t capacity) {
    (void)capacity;
    struct maptable *m = as_map(self);
    if (!m) return NULL;
    if (!configure(m, keyOptions, valueOptions, cmd)) return NULL; /* configure released the map */
    return self;
}

/* -init: strong keys compared with -isEqual:, strong values. No lock. */
static id imp_init(id self, SEL cmd) { return imp_initWithOptions(self, cmd, 0, 0, 0); }

/* A new autoreleased map of the receiving class. No lock. */
static id make(id cls, SEL cmd, uint32_t keyOptions, uint32_t valueOptions) {
    id m = rt_class_createInstance((Class)cls, 0);
    return rt_objc_autorelease(imp_initWithOptions(m, cmd, keyOptions, valueOptions, 0));
}

/* +mapTableWithKeyOptions:valueOptions:. No lock. */
static id imp_mapTableWith(id self, SEL cmd, uint64_t keyOptions, uint64_t valueOptions) {
    id m = rt_class_createInstance((Class)self, 0);
    return rt_objc_autorelease(imp_initWithOptions(m, cmd, keyOptions, valueOptions, 0));
}
/* +strongToStrongObjectsMapTable and its three siblings. No lock. */
static id imp_strongToStrong(id self, SEL cmd) { return make(self, cmd, RT_PF_STRONG_MEMORY, RT_PF_STRONG_MEMORY); }
/* No lock. */
static id imp_weakToStrong(id self, SEL cmd) { return make(self, cmd, RT_PF_WEAK_MEMORY, RT_PF_STRONG_MEMORY); }
/* No lock. */
static id imp_strongToWeak(id self, SEL cmd) { return make(self, cmd, RT_PF_STRONG_MEMORY, RT_PF_WEAK_MEMORY); }
/* No lock. */
static id imp_weakToWeak(id self, SEL cmd) { return make(self, cmd, RT_PF_WEAK_MEMORY, RT_PF_WEAK_MEMORY); }

/* -objectForKey: (+0, autoreleased; nil for a missing key or a dead value). Lock: the map's;
 * the key's -hash before it. */
static id imp_objectForKey(id self, SEL cmd, id key) {
    (void)cmd;
    struct maptable *m = as_map(self);
    if (!m || !key) return NULL;
    uintptr_t hash = rt_ptable_hashKey(m->table.keyOptions, key);
    struct rt_ptable_deferred later = {0};
    id value = NULL;
    bool locked = rt_values_lock(&m->lock);
    {
        RT_VALUES_HELD held = {locked ? &m->lock : NULL}; /* a stored key's -isEqual: may throw */
        rt_ptable_find(&m->table, key, hash, NULL, &value, &later);
        rt_values_dropHeld(&held);
    }
    rt_ptable_releaseDeferred(&later);
    return rt_objc_autorelease(value);
}

/* -setObject:forKey:. A nil key raises NSInvalidArgumentException (pending); a nil object
 * removes the key, as Foundation's does. Lock: the map's; releases after it. */
static void imp_removeObjectForKey(id self, SEL cmd, id key);
static void imp_setObjectForKey(id self, SEL cmd, id object, id key) {
    struct maptable *m = as_map(self);
    if (!m) return;
    if (!key) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "key cannot be nil", 0, 0);
        return;
    }
    if (!object) {
        imp_removeObjectForKey(self, cmd, key);
        return;
    }
    uintptr_t hash = rt_ptable_hashKey(m->table.keyOptions, key);
    struct rt_ptable_deferred later = {0};
    if (!rt_values_lockForMutation(&m->lock, self, cmd)) return;
    bool ok;
    {
        RT_VALUES_HELD held = {&m->lock};
        ok = rt_ptable_set(&m->table, key, hash, object, &later);
        rt_values_dropHeld(&held);
    }
    rt_ptable_releaseDeferred(&later);
    if (!ok) rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "out of memory", 0, 0);
}

/* -removeObjectForKey:. Lock: the map's; the entry freed after it. */
static void imp_removeObjectForKey(id self, SEL cmd, id key) {
    struct maptable *m = as_map(self);
    if (!m || !key) return;
    uintptr_t hash = rt_ptable_hashKey(m->table.keyOptions, key);
    struct rt_ptable_deferred later = {0};
    if (!rt_values_lockForMutation(&m->lock, self, cmd)) return;
    struct rt_ptable_entry *removed;
    {
        RT_VALUES_HELD held = {&m->lock};
        removed = rt_ptable_remove(&m->table, key, hash, &later);
        rt_values_dropHeld(&held);
    }
    rt_ptable_freeEntries(&m->table, removed);
    rt_ptable_releaseDeferred(&later);
}

/* -removeAllObjects. Lock: the map's; the entries freed after it. */
static void imp_removeAllObjects(id self, SEL cmd) {
    struct maptable *m = as_map(self);
    if (!m || !rt_values_lockForMutation(&m->lock, self, cmd)) return;
    struct rt_ptable_entry *removed = rt_ptable_removeAll(&m->table);
    rt_values_unlock(&m->lock);
    rt_ptable_freeEntries(&m->table, removed);
}

/* The live keys and values (+1 each), dead entries dropped first. Lock: the map's. */
static size_t snapshot(struct maptable *m, id **keys, id **values) {
    return rt_ptable_liveSnapshot(&m->table, &m->lock, keys, values);
}

/* -count: the live entries. Lock: the map's. */
static uintptr_t imp_count(id self, SEL cmd) {
    (void)cmd;
    struct maptable *m = as_map(self);
    return m ? rt_ptable_liveCount(&m->table, &m->lock) : 0;
}

/* -dictionaryRepresentation: an NSDictionary of the live entries (its keys are copies, as
 * NSDictionary's are), autoreleased. Lock: the map's while taking the snapshot. */
static id imp_dictionaryRepresentation(id self, SEL cmd) {
    (void)cmd;
    struct maptable *m = as_map(self);
    if (!m) return NULL;
    id *keys, *values;
    size_t n = snapshot(m, &keys, &values);
    id dict = rt_nsdictionary_create(keys, values, n, false);
    rt_ptable_releaseSnapshot(keys, n);
    rt_ptable_releaseSnapshot(values, n);
    return rt_objc_autorelease(dict);
}

/* -countByEnumeratingWithState:objects:count:: the keys, from a snapshot. Lock: the map's
 * while taking it. */
static uintptr_t imp_countByEnumerating(id self, SEL cmd, struct rt_fast_state *state, id *buffer, uintptr_t len) {
    (void)cmd;
    (void)buffer;
    (void)len;
    struct maptable *m = as_map(self);
    if (!m || !state || state->state) return 0;
    id *keys;
    size_t n = snapshot(m, &keys, NULL);
    return rt_ptable_enumerate(state, keys, n, &m->table.mutations);
}

/* -copyWithZone:: a new map with the same options and live entries (+1). Lock: this map's
 * while taking the snapshot. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)zone;
    struct maptable *m = as_map(self);
    if (!m) return NULL;
    struct maptable *copy = (struct maptable *)rt_class_createInstance(rt_object_getClass(self), 0);
    if (!copy) return NULL;
    copy->table.keyOptions = m->table.keyOptions;
    copy->table.valueOptions = m->table.valueOptions;
    id *keys, *values;
    size_t n = snapshot(m, &keys, &values);
    struct rt_ptable_deferred later = {0};
    for (size_t i = 0; i < n; i++) {
        uintptr_t hash = rt_ptable_hashKey(copy->table.keyOptions, keys[i]);
        /* Nobody else sees the copy yet: no lock. */
        if (!rt_ptable_set(&copy->table, keys[i], hash, values[i], &later)) {
            rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "out of memory", 0, 0);
            break;
        }
    }
    rt_ptable_releaseSnapshot(keys, n);
    rt_ptable_releaseSnapshot(values, n);
    rt_ptable_releaseDeferred(&later);
    return (id)copy;
}

/* -description: "NSMapTable {key -> value, …}", autoreleased. Lock: as the snapshot. */
static id imp_description(id self, SEL cmd) {
    if (!as_map(self)) return NULL;
    id dict = imp_dictionaryRepresentation(self, cmd); /* autoreleased */
    const char *inner = dict ? rt_values_descriptionUTF8(dict) : "{}";
    size_t length = strlen(inner) + 16;
    char *text = malloc(length);
    id result = NULL;
    if (text) {
        snprintf(text, length, "NSMapTable %s", inner);
        result = rt_objc_autorelease(rt_nsstring_create(text, strlen(text)));
        free(text);
    }
    return result;
}

/* -dealloc: frees every entry. No lock: no other owner. */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct maptable *m = (struct maptable *)self;
    rt_ptable_freeEntries(&m->table, rt_ptable_removeAll(&m->table));
    rt_ptable_destroy(&m->table);
    rt_values_superDealloc(self, map_class);
}

/* Registers NSMapTable. Lock: the runtime lock inside the calls. */
void rt_nsmaptable_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_table", sizeof(struct rt_ptable), 3, "[40C]", offsetof(struct maptable, table)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct maptable, lock)},
    };
    static const struct rt_value_method methods[] = {
        {"init", (IMP)imp_init, "@16@0:8", false},
        {"initWithKeyOptions:valueOptions:capacity:", (IMP)imp_initWithOptions, "@40@0:8Q16Q24Q32", false},
        {"objectForKey:", (IMP)imp_objectForKey, "@24@0:8@16", false},
        {"setObject:forKey:", (IMP)imp_setObjectForKey, "v32@0:8@16@24", false},
        {"removeObjectForKey:", (IMP)imp_removeObjectForKey, "v24@0:8@16", false},
        {"removeAllObjects", (IMP)imp_removeAllObjects, "v16@0:8", false},
        {"count", (IMP)imp_count, "Q16@0:8", false},
        {"dictionaryRepresentation", (IMP)imp_dictionaryRepresentation, "@16@0:8", false},
        {"countByEnumeratingWithState:objects:count:", (IMP)imp_countByEnumerating, "Q40@0:8^v16^@24Q32", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"mapTableWithKeyOptions:valueOptions:", (IMP)imp_mapTableWith, "@32@0:8Q16Q24", true},
        {"strongToStrongObjectsMapTable", (IMP)imp_strongToStrong, "@16@0:8", true},
        {"weakToStrongObjectsMapTable", (IMP)imp_weakToStrong, "@16@0:8", true},
        {"strongToWeakObjectsMapTable", (IMP)imp_strongToWeak, "@16@0:8", true},
        {"weakToWeakObjectsMapTable", (IMP)imp_weakToWeak, "@16@0:8", true},
    };
    _Static_assert(sizeof(struct rt_ptable) == 40, "the _table ivar's encoding says 40 bytes");
    map_class = rt_values_makeClass(nsobject, "NSMapTable", ivars, sizeof ivars / sizeof ivars[0], methods,
                                    sizeof methods / sizeof methods[0]);
    rt_class_ref_NSMapTable = map_class;
}
