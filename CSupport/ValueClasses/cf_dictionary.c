/* CFDictionary's functions on MiniObjC's NSDictionary (toll-free: a CFDictionaryRef is the
 * NSDictionary's pointer). CFDictionaryApplyFunction is the first step of YYModel's mapping
 * (one call per model, the applier once per JSON key), so an immutable dictionary's pairs go
 * to the applier straight from its entries — no message, no retain: an NSDictionary never
 * changes and the caller holds it. A mutable one is walked over a retained snapshot taken
 * under its lock, so an applier that mutates it (undefined in CoreFoundation) reads no freed
 * entry. A dictionary class with storage of its own (a compiled subclass) is read through
 * -allKeys / -objectForKey:, as Apple's CoreFoundation messages an Objective-C dictionary.
 *
 * CF's key rule differs from Foundation's: CFDictionarySetValue retains the key (the kCFType
 * key callbacks), -setObject:forKey: copies it — so a class object or a mutable string goes
 * in as itself (YYModel's class cache keys are classes). */
#include "rt_cf_private.h"
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_lookup.h"
#include "rt_nsdictionary.h"
#include "rt_nsdictionary_private.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <stdlib.h>

/* Read once at start-up (rt_cf_install), before compiled code runs. */
static SEL count_sel, objectForKey_sel, allKeys_sel, setObjectForKey_sel, removeObjectForKey_sel;
static IMP count_imp, objectForKey_imp, allKeys_imp;

/* No lock (start-up). */
void rt_cf_dictionary_install(void) {
    count_sel = rt_sel_registerName("count");
    objectForKey_sel = rt_sel_registerName("objectForKey:");
    allKeys_sel = rt_sel_registerName("allKeys");
    setObjectForKey_sel = rt_sel_registerName("setObject:forKey:");
    removeObjectForKey_sel = rt_sel_registerName("removeObjectForKey:");
    count_imp = rt_class_getMethodImplementation(rt_NSDictionary(), count_sel);
    objectForKey_imp = rt_class_getMethodImplementation(rt_NSDictionary(), objectForKey_sel);
    allKeys_imp = rt_class_getMethodImplementation(rt_NSDictionary(), allKeys_sel);
}

/* The storage of `dict` when it is ours: the concrete classes, or a subclass overriding none
 * of the methods that read it. NULL otherwise. No lock (method lookups). */
static struct dict *storage(const void *dict) {
    Class cls = rt_object_getClass((id)dict);
    if (cls == rt_NSDictionary() || cls == rt_NSMutableDictionary()) return (struct dict *)dict;
    if (!rt_object_isNSDictionary((id)dict)) return NULL;
    bool ours = rt_class_getMethodImplementation(cls, count_sel) == count_imp &&
                rt_class_getMethodImplementation(cls, objectForKey_sel) == objectForKey_imp &&
                rt_class_getMethodImplementation(cls, allKeys_sel) == allKeys_imp;
    return ours ? (struct dict *)dict : NULL;
}

/* Sends `sel` with up to two object arguments. Lock: whatever the method takes. */
static id send2(const void *receiver, SEL sel, const void *a, const void *b) {
    id r = (id)receiver;
    IMP imp = rt_msg_lookup_inline(&r, sel);
    return ((id(*)(id, SEL, const void *, const void *))imp)(r, sel, a, b);
}

/* Lock: the dictionary's own if mutable, or whatever -count takes. */
long rt_CFDictionaryGetCount(const void *dict) {
    if (!dict) return 0;
    if (storage(dict)) return (long)rt_nsdictionary_count((id)dict);
    id r = (id)dict;
    IMP imp = rt_msg_lookup_inline(&r, count_sel);
    return (long)((size_t(*)(id, SEL))imp)(r, count_sel);
}

/* The value, not retained (CF's Get rule: the dictionary keeps it). Lock: the dictionary's
 * own if mutable (not while the key hashes), or whatever -objectForKey: takes. */
const void *rt_CFDictionaryGetValue(const void *dict, const void *key) {
    if (!dict || !key) return NULL;
    if (!storage(dict)) return send2(dict, objectForKey_sel, key, NULL);
    id value = rt_nsdictionary_objectForKey((id)dict, (id)key);
    rt_objc_release(value);
    return value;
}

/* Lock: as CFDictionaryGetValue. */
unsigned char rt_CFDictionaryContainsKey(const void *dict, const void *key) {
    return rt_CFDictionaryGetValue(dict, key) != NULL;
}

/* The key retained, not copied. An immutable dictionary or a NULL key or value raises
 * NSInvalidArgumentException (-setObject:forKey:'s words). Lock: the dictionary's own. */
void rt_CFDictionarySetValue(void *dict, const void *key, const void *value) {
    if (!dict) return;
    if (storage(dict)) rt_nsdictionary_setRetainingKey((id)dict, (id)value, (id)key);
    else send2(dict, setObjectForKey_sel, value, key);
}

/* Lock: whatever -removeObjectForKey: takes (the dictionary's own). */
void rt_CFDictionaryRemoveValue(void *dict, const void *key) {
    if (dict && key) send2(dict, removeObjectForKey_sel, key, NULL);
}

typedef void (*applier_fn)(const void *key, const void *value, void *context);

/* The general path: a retained snapshot of the pairs, taken under the lock (up to
 * ON_STACK pairs on the stack: a model's dictionary is small) or by messages, then the
 * applier over it. Lock: a mutable dictionary's own while the snapshot is taken. */
static void apply_snapshot(const void *dict, struct dict *d, applier_fn applier, void *context) {
    enum { ON_STACK = 16 };
    if (d) {
        struct entry buffer[ON_STACK], *pairs;
        size_t n = rt_nsdictionary_snapshotEntries((id)dict, buffer, ON_STACK, &pairs);
        for (size_t i = 0; i < n; i++) applier(pairs[i].key, pairs[i].value, context);
        rt_nsdictionary_releaseSnapshot(pairs, buffer, n);
        return;
    }
    id *keys = NULL;
    size_t n = rt_collections_copyArray(send2(dict, allKeys_sel, NULL, NULL), &keys);
    id *values = n ? calloc(n, sizeof(id)) : NULL;
    for (size_t i = 0; values && i < n; i++) values[i] = rt_objc_retain(send2(dict, objectForKey_sel, keys[i], NULL));
    if (values) {
        for (size_t i = 0; i < n; i++) applier(keys[i], values[i], context);
        for (size_t i = 0; i < n; i++) rt_objc_release(values[i]);
    }
    for (size_t i = 0; i < n; i++) rt_objc_release(keys[i]); /* also when out of memory: nothing applied */
    free(keys);
    free(values);
}

/* Lock: none for an immutable dictionary; a mutable one's own while its snapshot is taken
 * (not while the applier runs). */
void rt_CFDictionaryApplyFunction(const void *dict, applier_fn applier, void *context) {
    if (!dict || !applier) return;
    struct dict *d = storage(dict);
    if (d && !rt_object_isNSMutableDictionary((id)dict)) {
        struct entry *e = d->entries, *end = d->entries + d->count;
        for (; e < end; e++) applier(e->key, e->value, context);
        return;
    }
    apply_snapshot(dict, d, applier, context);
}

/* An empty NSMutableDictionary (+1); NULL with a message for callbacks other than the kCFType
 * ones (MiniObjC's dictionary retains, compares with -isEqual: and hashes with -hash, what
 * those callbacks say) or a negative capacity. No lock. */
void *rt_CFDictionaryCreateMutable(const void *allocator, long capacity, const struct rt_cf_key_callbacks *keyCallBacks,
                                const struct rt_cf_callbacks *valueCallBacks) {
    (void)allocator;
    if (!rt_cf_keyCallbacksAreCFType(keyCallBacks) || !rt_cf_callbacksAreCFType(valueCallBacks)) {
        fprintf(stderr, "CFDictionaryCreateMutable: MiniObjC's CFDictionary is an NSMutableDictionary and "
                        "holds objects: pass &kCFTypeDictionaryKeyCallBacks and &kCFTypeDictionaryValueCallBacks\n");
        return NULL;
    }
    if (capacity < 0) {
        fprintf(stderr, "CFDictionaryCreateMutable: negative capacity %ld\n", capacity);
        return NULL;
    }
    return rt_nsdictionary_create(NULL, NULL, 0, true);
}
