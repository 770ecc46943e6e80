/* CFArray's functions on MiniObjC's NSArray (toll-free: a CFArrayRef is the NSArray's
 * pointer). CFArrayApplyFunction is on YYModel's mapping path, so an immutable array's
 * elements are handed to the applier straight from its storage — no message, no retain: an
 * NSArray never changes and the caller holds it. A mutable one is walked over a retained
 * snapshot of the range taken under its lock, so an applier that mutates the array (undefined
 * in CoreFoundation) cannot make the walk read freed storage. An array class with storage of
 * its own (a compiled subclass, KVO's proxies) is read through -count / -objectAtIndex:, as
 * Apple's CoreFoundation sends messages to an Objective-C array. */
#include "rt_cf_private.h"
#include "rt_collections_private.h"
#include "rt_lookup.h"
#include "rt_nsarray.h"
#include "rt_nsexception.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <stdlib.h>

/* The storage of `array` when it is ours, else NULL. No lock. */
static struct array *storage(const void *array) {
    Class cls = rt_object_getClass((id)array);
    if (cls == rt_NSArray() || cls == rt_NSMutableArray()) return (struct array *)array;
    return rt_collections_arrayStorageIsOurs((id)array) ? (struct array *)array : NULL;
}

/* An immutable array's storage never changes. No lock. */
static bool is_immutable(const void *array) {
    Class cls = rt_object_getClass((id)array);
    if (cls == rt_NSArray()) return true;
    return cls != rt_NSMutableArray() && !rt_object_isNSMutableArray((id)array);
}

/* A message to an array that keeps its own storage. Lock: whatever the method takes. */
static size_t send_count(const void *array) {
    SEL sel = rt_sel_registerName("count");
    id receiver = (id)array;
    IMP imp = rt_msg_lookup_inline(&receiver, sel);
    return ((size_t(*)(id, SEL))imp)(receiver, sel);
}

/* Lock: the array's own if mutable, or whatever -count takes. */
long rt_CFArrayGetCount(const void *array) {
    if (!array) return 0;
    return (long)(storage(array) ? rt_nsarray_count((id)array) : send_count(array));
}

/* Raises NSRangeException for `index` in `function`. No lock. */
static void raise_range(const char *function, long location, long length, size_t count) {
    char reason[160];
    snprintf(reason, sizeof reason, "%s: range {%ld, %ld} out of bounds for an array of %zu", function, location,
             length, count);
    rt_collections_raise(NSRangeException, reason);
}

/* The element, not retained (CF's Get rule: the array keeps it). Lock: the array's own if
 * mutable, or whatever -objectAtIndex: takes. */
const void *rt_CFArrayGetValueAtIndex(const void *array, long index) {
    if (!array) return NULL;
    struct array *a = storage(array);
    if (!a) {
        SEL sel = rt_sel_registerName("objectAtIndex:");
        id receiver = (id)array;
        IMP imp = rt_msg_lookup_inline(&receiver, sel);
        return ((id(*)(id, SEL, size_t))imp)(receiver, sel, (size_t)index);
    }
    bool immutable = is_immutable(array);
    bool locked = !immutable && rt_values_lock(&a->lock);
    size_t count = a->count;
    const void *value = index >= 0 && (size_t)index < count ? a->items[index] : NULL;
    if (locked) rt_values_unlock(&a->lock);
    if (index < 0 || (size_t)index >= count) raise_range("CFArrayGetValueAtIndex", index, 1, count);
    return value;
}

/* Whether `range` lies inside `count` elements. No lock. */
static bool range_inside(struct rt_cf_range range, size_t count) {
    return range.location >= 0 && range.length >= 0 && (size_t)range.location <= count &&
           (size_t)range.length <= count - (size_t)range.location;
}

/* range_inside, raising NSRangeException when not (so never under an array's lock). No
 * lock. */
static bool range_fits(struct rt_cf_range range, size_t count) {
    if (range_inside(range, count)) return true;
    raise_range("CFArrayApplyFunction", range.location, range.length, count);
    return false;
}

/* Lock: a mutable array's own while its snapshot is taken (not while the applier runs). */
void rt_CFArrayApplyFunction(const void *array, struct rt_cf_range range, void (*applier)(const void *, void *),
                          void *context) {
    if (!array || !applier) return;
    struct array *a = storage(array);
    if (a && is_immutable(array)) {
        if (!range_fits(range, a->count)) return;
        id *items = a->items + range.location;
        for (long i = 0; i < range.length; i++) applier(items[i], context);
        return;
    }
    id *objects = NULL;
    size_t n = 0;
    if (a) {
        bool locked = rt_values_lock(&a->lock);
        bool fits = range_inside(range, a->count);
        size_t count = a->count;
        if (fits && range.length) {
            objects = malloc((size_t)range.length * sizeof(id));
            if (objects)
                for (; n < (size_t)range.length; n++) objects[n] = rt_objc_retain(a->items[range.location + (long)n]);
        }
        if (locked) rt_values_unlock(&a->lock);
        if (!fits) {
            raise_range("CFArrayApplyFunction", range.location, range.length, count);
            return;
        }
        for (size_t i = 0; i < n; i++) applier(objects[i], context);
    } else {
        n = rt_collections_copyArray((id)array, &objects);
        if (range_fits(range, n))
            for (long i = 0; i < range.length; i++) applier(objects[range.location + i], context);
    }
    for (size_t i = 0; i < n; i++) rt_objc_release(objects[i]);
    free(objects);
}

/* An immutable NSArray (+1) of `values`, each retained; NULL with a message for callbacks
 * other than kCFTypeArrayCallBacks (the elements must be objects) or a NULL element. No
 * lock (the array is not shared yet). */
const void *rt_CFArrayCreate(const void *allocator, const void **values, long count,
                          const struct rt_cf_callbacks *callbacks) {
    (void)allocator;
    if (!rt_cf_callbacksAreCFType(callbacks)) {
        fprintf(stderr, "CFArrayCreate: MiniObjC's CFArray is an NSArray and holds objects: pass "
                        "&kCFTypeArrayCallBacks\n");
        return NULL;
    }
    if (count < 0 || (count > 0 && !values)) {
        fprintf(stderr, "CFArrayCreate: %ld values at %p\n", count, (const void *)values);
        return NULL;
    }
    for (long i = 0; i < count; i++)
        if (!values[i]) {
            fprintf(stderr, "CFArrayCreate: value %ld is NULL (an NSArray holds no NULL)\n", i);
            return NULL;
        }
    return rt_nsarray_create((const id *)values, (size_t)count, false);
}
