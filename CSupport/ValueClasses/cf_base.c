/* CoreFoundation's base for compiled code (CoreFoundation.h): CFRetain / CFRelease / CFEqual
 * / CFHash on any object, the one allocator, kCFNull and the kCFType callbacks. Toll-free
 * bridging in MiniObjC is identity: a CF reference is the object's pointer, so these are
 * the object's own retain count and -isEqual: / -hash. */
#include "rt_cf_private.h"
#include "rt_lookup.h"
#include "rt_nsnull.h"
#include "rt_selector.h"
#include "rt_object.h"
#include "rt_values_private.h"

/* kCFNull: [NSNull null], set at start-up (rt_cf_install). Compiled code declares it
 * `const CFNullRef`; it never changes after the value layer starts. */
id rt_kCFNull;

/* kCFAllocatorDefault is NULL, as in CoreFoundation; CFAllocatorGetDefault answers it too:
 * there is one allocator. */
const void *const rt_kCFAllocatorDefault = NULL;

/* No lock. */
const void *rt_CFAllocatorGetDefault(void) { return rt_kCFAllocatorDefault; }

/* Lock: none beyond the retain (an atomic add). */
const void *rt_CFRetain(const void *cf) { return cf ? rt_objc_retain((id)cf) : NULL; }

/* Lock: none beyond the release; the last one runs -dealloc. */
void rt_CFRelease(const void *cf) {
    if (cf) rt_objc_release((id)cf);
}

/* -isEqual: (two NULLs are equal, one NULL is not). Lock: whatever -isEqual: takes. */
unsigned char rt_CFEqual(const void *a, const void *b) {
    if (a == b) return 1;
    if (!a || !b) return 0;
    return rt_values_sendIsEqual((id)a, (id)b) ? 1 : 0;
}

/* -hash (0 for NULL). Lock: whatever -hash takes. */
unsigned long rt_CFHash(const void *cf) { return cf ? (unsigned long)rt_values_sendHash((id)cf) : 0; }

/* The kCFType callbacks' functions. No lock beyond what the message takes. */
static const void *type_retain(const void *allocator, const void *value) {
    (void)allocator;
    return rt_CFRetain(value);
}
/* No lock beyond the release. */
static void type_release(const void *allocator, const void *value) {
    (void)allocator;
    rt_CFRelease(value);
}
static SEL description_sel; /* interned at start-up */

/* -description, retained (CF's Copy rule: CFCopyDescription). Lock: whatever -description
 * takes. */
static id type_describe(const void *value) {
    if (!value) return NULL;
    id receiver = (id)value;
    IMP imp = rt_msg_lookup_inline(&receiver, description_sel);
    return rt_objc_retain(((id(*)(id, SEL))imp)(receiver, description_sel));
}

const struct rt_cf_callbacks rt_kCFTypeArrayCallBacks = {0, type_retain, type_release, type_describe, rt_CFEqual};
const struct rt_cf_key_callbacks rt_kCFTypeDictionaryKeyCallBacks = {0, type_retain, type_release, type_describe,
                                                                  rt_CFEqual, rt_CFHash};
const struct rt_cf_callbacks rt_kCFTypeDictionaryValueCallBacks = {0, type_retain, type_release, type_describe,
                                                                rt_CFEqual};

/* No lock. */
bool rt_cf_callbacksAreCFType(const struct rt_cf_callbacks *c) {
    return c && c->retain == type_retain && c->release == type_release && c->equal == rt_CFEqual;
}

/* No lock. */
bool rt_cf_keyCallbacksAreCFType(const struct rt_cf_key_callbacks *c) {
    return c && c->retain == type_retain && c->release == type_release && c->equal == rt_CFEqual &&
           c->hash == rt_CFHash;
}

/* No lock (start-up). */
void rt_cf_install(void) {
    description_sel = rt_sel_registerName("description");
    rt_kCFNull = rt_nsnull_null();
    rt_cf_dictionary_install();
}
