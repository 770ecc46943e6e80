/* The collections' other ways in: the nil-terminated variadic factories
 * (+arrayWithObjects:, +dictionaryWithObjectsAndKeys:, +setWithObjects: and their -init…
 * forms), the capacity factories of the mutable classes (the capacity is a hint, as in
 * Foundation; storage grows on demand anyway), and NSSet's -initWithObjects:count: family.
 *
 * The variadic methods are C functions with `...`: compiled code calls objc_msgSend as a
 * variadic function (%al counts the vector registers), objc_msgSend leaves every argument
 * register and %al as they were, and the IMP reads them with va_arg. Each collects its
 * arguments and sends the receiver the counted form (+arrayWithObjects:count: …), so a
 * subclass — NSMutableArray, a compiled one — gets an instance of itself. */
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsexception.h"
#include "rt_nsset.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Interned at install (before any other thread sends them). */
static SEL arrayWithObjectsCount, initWithObjectsCount, dictWithObjectsForKeysCount, initWithObjectsForKeysCount;

/* A growable list of the arguments up to the terminating nil. */
struct arglist {
    id *items;
    size_t count, capacity;
    bool failed;
};

/* No lock. */
static void arglist_add(struct arglist *l, id obj) {
    if (l->failed) return;
    if (l->count == l->capacity) {
        size_t cap = l->capacity ? l->capacity * 2 : 16;
        id *grown = cap < SIZE_MAX / sizeof(id) ? realloc(l->items, cap * sizeof(id)) : NULL;
        if (!grown) {
            l->failed = true;
            return;
        }
        l->items = grown;
        l->capacity = cap;
    }
    l->items[l->count++] = obj;
}

/* No lock. Also the cleanup when the counted form throws. */
static void arglist_free(struct arglist *l) {
    free(l->items);
    l->items = NULL;
}
#define RT_ARGLIST __attribute__((cleanup(arglist_free))) struct arglist

/* `first` and the arguments after it up to nil. No lock. */
static void collect(struct arglist *l, id first, va_list ap) {
    for (id obj = first; obj; obj = va_arg(ap, id)) arglist_add(l, obj);
}

/* Sends `sel` (…:count:) to `receiver` with the list. Lock: whatever the method takes. */
static id send_counted(id receiver, SEL sel, const struct arglist *l) {
    if (l->failed) return NULL;
    id r = receiver;
    IMP imp = rt_msg_lookup_inline(&r, sel);
    return ((id(*)(id, SEL, const id *, uintptr_t))imp)(r, sel, l->items, l->count);
}

/* +arrayWithObjects: (nil-terminated). Lock: as +arrayWithObjects:count:. */
static id imp_arrayWithObjects(id self, SEL cmd, id first, ...) {
    (void)cmd;
    RT_ARGLIST l = {NULL, 0, 0, false};
    va_list ap;
    va_start(ap, first);
    collect(&l, first, ap);
    va_end(ap);
    return send_counted(self, arrayWithObjectsCount, &l);
}

/* -initWithObjects: (nil-terminated). Lock: as -initWithObjects:count:. */
static id imp_initWithObjects(id self, SEL cmd, id first, ...) {
    (void)cmd;
    RT_ARGLIST l = {NULL, 0, 0, false};
    va_list ap;
    va_start(ap, first);
    collect(&l, first, ap);
    va_end(ap);
    return send_counted(self, initWithObjectsCount, &l);
}

/* NSInvalidArgumentException for a value without its key, Foundation's reason. No lock. */
static void raise_missing_key(char kind, const char *className, SEL cmd) {
    char reason[300];
    snprintf(reason, sizeof reason,
             "%c[%s %s]: second object of each pair must be non-nil.  Or, did you forget to "
             "nil-terminate your parameter list?",
             kind, className, rt_sel_getName(cmd));
    rt_collections_raise(NSInvalidArgumentException, reason);
}

/* The pairs of +dictionaryWithObjectsAndKeys: into values and keys; false when a value has
 * no key (the caller raises) or memory ran out. No lock. */
static bool collect_pairs(struct arglist *values, struct arglist *keys, bool *missingKey, id first, va_list ap) {
    *missingKey = false;
    for (id value = first; value; value = va_arg(ap, id)) {
        id key = va_arg(ap, id);
        if (!key) {
            *missingKey = true;
            return false;
        }
        arglist_add(values, value);
        arglist_add(keys, key);
    }
    return !values->failed && !keys->failed;
}

/* Sends `sel` (…WithObjects:forKeys:count:). Lock: whatever the method takes. */
static id send_pairs(id receiver, SEL sel, const struct arglist *values, const struct arglist *keys) {
    id r = receiver;
    IMP imp = rt_msg_lookup_inline(&r, sel);
    return ((id(*)(id, SEL, const id *, const id *, uintptr_t))imp)(r, sel, values->items, keys->items, values->count);
}

/* +dictionaryWithObjectsAndKeys: (value, key, …, nil). Lock: as the counted form. */
static id imp_dictionaryWithObjectsAndKeys(id self, SEL cmd, id first, ...) {
    RT_ARGLIST values = {NULL, 0, 0, false};
    RT_ARGLIST keys = {NULL, 0, 0, false};
    va_list ap;
    bool missingKey;
    va_start(ap, first);
    bool ok = collect_pairs(&values, &keys, &missingKey, first, ap);
    va_end(ap);
    if (missingKey) raise_missing_key('+', rt_class_getName((Class)self), cmd);
    return ok ? send_pairs(self, dictWithObjectsForKeysCount, &values, &keys) : NULL;
}

/* -initWithObjectsAndKeys:. On a missing key the receiver is released, as a failed init.
 * Lock: as the counted form. */
static id imp_initWithObjectsAndKeys(id self, SEL cmd, id first, ...) {
    RT_ARGLIST values = {NULL, 0, 0, false};
    RT_ARGLIST keys = {NULL, 0, 0, false};
    va_list ap;
    bool missingKey;
    va_start(ap, first);
    bool ok = collect_pairs(&values, &keys, &missingKey, first, ap);
    va_end(ap);
    if (ok) return send_pairs(self, initWithObjectsForKeysCount, &values, &keys);
    Class cls = rt_object_getClass(self);
    rt_objc_release(self); /* before the raise, which may unwind */
    if (missingKey) raise_missing_key('-', rt_class_getName(cls), cmd);
    return NULL;
}

/* A new, empty instance of the receiving class if it is a `kind` (autoreleased). No lock. */
static id empty_of(id cls, Class kind) {
    id obj = rt_class_createInstance((Class)cls, 0);
    if (obj && !rt_values_isKind(obj, kind)) {
        rt_objc_release(obj);
        return NULL;
    }
    return rt_objc_autorelease(obj);
}
/* +arrayWithCapacity:. No lock. */
static id imp_arrayWithCapacity(id self, SEL cmd, uintptr_t capacity) {
    (void)cmd;
    (void)capacity;
    return empty_of(self, rt_NSArray());
}
/* +dictionaryWithCapacity:. No lock. */
static id imp_dictionaryWithCapacity(id self, SEL cmd, uintptr_t capacity) {
    (void)cmd;
    (void)capacity;
    return empty_of(self, rt_NSDictionary());
}
/* +setWithCapacity:. No lock. */
static id imp_setWithCapacity(id self, SEL cmd, uintptr_t capacity) {
    (void)cmd;
    (void)capacity;
    return empty_of(self, rt_NSSet());
}
/* -initWithCapacity: of the three mutable classes: +alloc's empty instance as it is. No lock. */
static id imp_initWithCapacity(id self, SEL cmd, uintptr_t capacity) {
    (void)cmd;
    (void)capacity;
    return self;
}

/* -[NSSet initWithObjects:count:]: fills what +alloc made; on a nil member releases it and
 * answers nil. Lock: as rt_nsset_fill. */
static id imp_setInitWithObjectsCount(id self, SEL cmd, const id *objects, uintptr_t count) {
    (void)cmd;
    if (count && !objects) {
        rt_objc_release(self);
        return NULL;
    }
    if (!rt_nsset_fill(self, objects, count)) {
        rt_objc_release(self);
        return NULL;
    }
    return self;
}

/* +[NSSet setWithObjects:count:]: an instance of the receiving class, autoreleased.
 * Lock: as rt_nsset_fill. */
static id imp_setWithObjectsCount(id self, SEL cmd, const id *objects, uintptr_t count) {
    id set = rt_class_createInstance((Class)self, 0);
    if (!set || !rt_object_isNSSet(set)) {
        rt_objc_release(set);
        return NULL;
    }
    return rt_objc_autorelease(imp_setInitWithObjectsCount(set, cmd, objects, count));
}

/* +setWithObjects: (nil-terminated). Lock: as +setWithObjects:count:. */
static id imp_setWithObjects(id self, SEL cmd, id first, ...) {
    RT_ARGLIST l = {NULL, 0, 0, false};
    va_list ap;
    va_start(ap, first);
    collect(&l, first, ap);
    va_end(ap);
    if (l.failed) return NULL;
    return imp_setWithObjectsCount(self, cmd, l.items, l.count);
}

/* -[NSSet initWithObjects:] (nil-terminated). Lock: as -initWithObjects:count:. */
static id imp_setInitWithObjects(id self, SEL cmd, id first, ...) {
    RT_ARGLIST l = {NULL, 0, 0, false};
    va_list ap;
    va_start(ap, first);
    collect(&l, first, ap);
    va_end(ap);
    if (l.failed) {
        rt_objc_release(self);
        return NULL;
    }
    return imp_setInitWithObjectsCount(self, cmd, l.items, l.count);
}

/* The members of an NSArray or an NSSet argument, retained. No lock held on return. */
static size_t members_of(id collection, id **out) {
    *out = NULL;
    if (rt_object_isNSSet(collection)) {
        size_t n = rt_nsset_count(collection);
        *out = n ? malloc(n * sizeof(id)) : NULL;
        return *out ? rt_nsset_copyObjects(collection, *out, n) : 0;
    }
    return rt_collections_copyArray(collection, out);
}

/* No lock. Also the cleanup when a member's -hash throws. */
static void release_members(struct arglist *l) {
    for (size_t i = 0; i < l->count; i++) rt_objc_release(l->items[i]);
    arglist_free(l);
}

/* -[NSSet initWithArray:] / -initWithSet:. Lock: the argument's while copying, then as
 * -initWithObjects:count:. */
static id imp_setInitWithCollection(id self, SEL cmd, id collection) {
    __attribute__((cleanup(release_members))) struct arglist l = {NULL, 0, 0, false};
    l.count = members_of(collection, &l.items);
    return imp_setInitWithObjectsCount(self, cmd, l.items, l.count);
}

/* +[NSSet setWithSet:]. Lock: as -initWithSet:. */
static id imp_setWithSet(id self, SEL cmd, id other) {
    __attribute__((cleanup(release_members))) struct arglist l = {NULL, 0, 0, false};
    l.count = members_of(other, &l.items);
    return imp_setWithObjectsCount(self, cmd, l.items, l.count);
}

/* One method to add. */
struct added {
    Class cls;
    const char *name;
    IMP imp;
    const char *types;
};

/* Adds the factories. Lock: the runtime lock inside the calls. */
void rt_collection_factories_install(void) {
    Class array = rt_NSArray(), marray = rt_NSMutableArray(), dict = rt_NSDictionary(),
          mdict = rt_NSMutableDictionary(), set = rt_NSSet(), mset = rt_NSMutableSet();
    if (!array || !marray || !dict || !mdict || !set || !mset) return;
    arrayWithObjectsCount = rt_sel_registerName("arrayWithObjects:count:");
    initWithObjectsCount = rt_sel_registerName("initWithObjects:count:");
    dictWithObjectsForKeysCount = rt_sel_registerName("dictionaryWithObjects:forKeys:count:");
    initWithObjectsForKeysCount = rt_sel_registerName("initWithObjects:forKeys:count:");
    Class arrayMeta = rt_class_getMetaClass(array), marrayMeta = rt_class_getMetaClass(marray),
          dictMeta = rt_class_getMetaClass(dict), mdictMeta = rt_class_getMetaClass(mdict),
          setMeta = rt_class_getMetaClass(set), msetMeta = rt_class_getMetaClass(mset);
    const struct added methods[] = {
        {arrayMeta, "arrayWithObjects:", (IMP)imp_arrayWithObjects, "@24@0:8@16"},
        {array, "initWithObjects:", (IMP)imp_initWithObjects, "@24@0:8@16"},
        {marrayMeta, "arrayWithCapacity:", (IMP)imp_arrayWithCapacity, "@24@0:8Q16"},
        {marray, "initWithCapacity:", (IMP)imp_initWithCapacity, "@24@0:8Q16"},
        {dictMeta, "dictionaryWithObjectsAndKeys:", (IMP)imp_dictionaryWithObjectsAndKeys, "@24@0:8@16"},
        {dict, "initWithObjectsAndKeys:", (IMP)imp_initWithObjectsAndKeys, "@24@0:8@16"},
        {mdictMeta, "dictionaryWithCapacity:", (IMP)imp_dictionaryWithCapacity, "@24@0:8Q16"},
        {mdict, "initWithCapacity:", (IMP)imp_initWithCapacity, "@24@0:8Q16"},
        {setMeta, "setWithObjects:", (IMP)imp_setWithObjects, "@24@0:8@16"},
        {setMeta, "setWithObjects:count:", (IMP)imp_setWithObjectsCount, "@32@0:8r^@16Q24"},
        {setMeta, "setWithSet:", (IMP)imp_setWithSet, "@24@0:8@16"},
        {set, "initWithObjects:", (IMP)imp_setInitWithObjects, "@24@0:8@16"},
        {set, "initWithObjects:count:", (IMP)imp_setInitWithObjectsCount, "@32@0:8r^@16Q24"},
        {set, "initWithArray:", (IMP)imp_setInitWithCollection, "@24@0:8@16"},
        {set, "initWithSet:", (IMP)imp_setInitWithCollection, "@24@0:8@16"},
        {msetMeta, "setWithCapacity:", (IMP)imp_setWithCapacity, "@24@0:8Q16"},
        {mset, "initWithCapacity:", (IMP)imp_initWithCapacity, "@24@0:8Q16"},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(methods[i].cls, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
}
