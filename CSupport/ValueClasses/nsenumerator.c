/* NSEnumerator: what -objectEnumerator, -reverseObjectEnumerator (NSArray), -keyEnumerator,
 * -objectEnumerator (NSDictionary) and -objectEnumerator (NSSet) answer. It holds a snapshot
 * of the collection — an immutable NSArray, in the order the enumerator walks — and a
 * position, so -nextObject never reads a collection that changed meanwhile (Apple's says
 * changing the collection while enumerating it is not safe; this one just keeps walking the
 * elements it was made with). -allObjects answers what is left; `for (x in enumerator)` walks
 * what is left too, through the snapshot's fast enumeration. An enumerator belongs to the
 * thread that uses it, as Foundation's. */
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_collections_private.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsset.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdlib.h>

struct enumerator {
    struct rt_object base;
    id snapshot;     /* an immutable NSArray (strong) */
    size_t position; /* the next element's index */
};

static Class enumerator_class;
static SEL allKeys_sel, allValues_sel, allObjects_sel;

RT_CLASS_SYMBOLS(NSEnumerator);

/* A new enumerator (autoreleased) over `objects` (+1 each, consumed), reversed if asked.
 * No lock. */
static id make(id *objects, size_t count, bool reverse) {
    if (reverse)
        for (size_t i = 0; i < count / 2; i++) {
            id t = objects[i];
            objects[i] = objects[count - 1 - i];
            objects[count - 1 - i] = t;
        }
    id array = rt_nsarray_create(objects, count, false);
    for (size_t i = 0; i < count; i++) rt_objc_release(objects[i]);
    free(objects);
    struct enumerator *e = (struct enumerator *)rt_class_createInstance(enumerator_class, 0);
    if (!e) {
        rt_objc_release(array);
        return NULL;
    }
    e->snapshot = array;
    return rt_objc_autorelease((id)e);
}

/* An array answer of `collection` to `sel` (-allKeys …), as retained elements. Lock:
 * whatever the method takes. */
static size_t elements_of(id collection, SEL sel, id **out) {
    id receiver = collection;
    IMP imp = rt_msg_lookup_inline(&receiver, sel);
    return rt_collections_copyArray(((id(*)(id, SEL))imp)(receiver, sel), out);
}

/* -[NSArray objectEnumerator] / -reverseObjectEnumerator. Lock: the array's while copying. */
static id imp_arrayObjectEnumerator(id self, SEL cmd) {
    (void)cmd;
    id *objects;
    size_t n = rt_collections_copyArray(self, &objects);
    return make(objects, n, false);
}
/* Lock: as above. */
static id imp_reverseObjectEnumerator(id self, SEL cmd) {
    (void)cmd;
    id *objects;
    size_t n = rt_collections_copyArray(self, &objects);
    return make(objects, n, true);
}
/* -[NSDictionary keyEnumerator] (insertion order). Lock: as -allKeys. */
static id imp_keyEnumerator(id self, SEL cmd) {
    (void)cmd;
    id *objects;
    size_t n = elements_of(self, allKeys_sel, &objects);
    return make(objects, n, false);
}
/* -[NSDictionary objectEnumerator]: the values, in the keys' order. Lock: as -allValues. */
static id imp_dictObjectEnumerator(id self, SEL cmd) {
    (void)cmd;
    id *objects;
    size_t n = elements_of(self, allValues_sel, &objects);
    return make(objects, n, false);
}
/* -[NSSet objectEnumerator]. Lock: as -allObjects. */
static id imp_setObjectEnumerator(id self, SEL cmd) {
    (void)cmd;
    id *objects;
    size_t n = elements_of(self, allObjects_sel, &objects);
    return make(objects, n, false);
}

/* -nextObject: the next element (+0, the snapshot keeps it), nil at the end. No lock. */
static id imp_nextObject(id self, SEL cmd) {
    (void)cmd;
    struct enumerator *e = (struct enumerator *)self;
    struct array *a = (struct array *)e->snapshot;
    return a && e->position < a->count ? a->items[e->position++] : NULL;
}

/* -allObjects: the elements not yet returned (autoreleased NSArray); the enumerator is then
 * at its end. No lock. */
static id imp_allObjects(id self, SEL cmd) {
    (void)cmd;
    struct enumerator *e = (struct enumerator *)self;
    struct array *a = (struct array *)e->snapshot;
    size_t left = a && e->position < a->count ? a->count - e->position : 0;
    id rest = rt_nsarray_create(left ? a->items + e->position : NULL, left, false);
    if (a) e->position = a->count;
    return rt_objc_autorelease(rest);
}

/* `for (x in enumerator)`: what is left, in one batch (the rest is an immutable array the
 * current autorelease pool keeps alive); the enumerator is then at its end. No lock. */
static unsigned long imp_countByEnumerating(id self, SEL cmd, struct rt_fast_state *st, id *buffer,
                                            unsigned long len) {
    (void)buffer;
    (void)len;
    if (!st) return 0;
    st->mutationsPtr = &st->extra[1];
    if (st->state) return 0;
    st->state = 1;
    struct array *rest = (struct array *)imp_allObjects(self, cmd);
    if (!rest) return 0;
    st->itemsPtr = rest->items;
    return rest->count;
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct enumerator *e = (struct enumerator *)self;
    rt_objc_release(e->snapshot);
    e->snapshot = NULL;
    rt_values_superDealloc(self, enumerator_class);
}

/* Registers NSEnumerator and the collections' enumerator methods. Lock: the runtime lock
 * inside the calls. */
void rt_nsenumerator_install(Class nsobject) {
    allKeys_sel = rt_sel_registerName("allKeys");
    allValues_sel = rt_sel_registerName("allValues");
    allObjects_sel = rt_sel_registerName("allObjects");
    static const struct rt_value_ivar ivars[] = {
        {"_snapshot", sizeof(id), 3, "@\"NSArray\"", offsetof(struct enumerator, snapshot)},
        {"_position", sizeof(size_t), 3, "Q", offsetof(struct enumerator, position)},
    };
    static const struct rt_value_method methods[] = {
        {"nextObject", (IMP)imp_nextObject, "@16@0:8", false},
        {"allObjects", (IMP)imp_allObjects, "@16@0:8", false},
        {"countByEnumeratingWithState:objects:count:", (IMP)imp_countByEnumerating, "Q40@0:8^{?=Q^@^Q[5Q]}16^@24Q32",
         false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    enumerator_class = rt_values_makeClass(nsobject, "NSEnumerator", ivars, sizeof ivars / sizeof ivars[0], methods,
                                           sizeof methods / sizeof methods[0]);
    rt_class_ref_NSEnumerator = enumerator_class;
    if (!enumerator_class || !rt_NSArray() || !rt_NSDictionary() || !rt_NSSet()) return;
    rt_class_addMethod(rt_NSArray(), rt_sel_registerName("objectEnumerator"), (IMP)imp_arrayObjectEnumerator,
                       "@16@0:8");
    rt_class_addMethod(rt_NSArray(), rt_sel_registerName("reverseObjectEnumerator"),
                       (IMP)imp_reverseObjectEnumerator, "@16@0:8");
    rt_class_addMethod(rt_NSDictionary(), rt_sel_registerName("keyEnumerator"), (IMP)imp_keyEnumerator, "@16@0:8");
    rt_class_addMethod(rt_NSDictionary(), rt_sel_registerName("objectEnumerator"), (IMP)imp_dictObjectEnumerator,
                       "@16@0:8");
    rt_class_addMethod(rt_NSSet(), rt_sel_registerName("objectEnumerator"), (IMP)imp_setObjectEnumerator, "@16@0:8");
}
