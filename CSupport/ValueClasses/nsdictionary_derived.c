/* NSDictionary's methods built on its primitives — a snapshot of the pairs and
 * rt_nsdictionary_objectForKey — rather than on its storage: -isEqual: /
 * -isEqualToDictionary:, -hash and -description. Installed after the class (values.c). */
#include "rt_class.h"
#include "rt_collections_private.h"
#include "rt_method.h"
#include "rt_nsdictionary.h"
#include "rt_nsdictionary_private.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"

/* Pairs kept on the stack before a snapshot allocates. */
#define ON_STACK 16

/* -isEqual: / -isEqualToDictionary:: same count, and every key of one maps to an -isEqual:
 * value in the other. Lock: each dictionary's lock in turn, never both. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    if (!rt_object_isNSDictionary(self) || !rt_object_isNSDictionary(other)) return 0;
    struct entry buffer[ON_STACK], *pairs;
    size_t n = rt_nsdictionary_snapshotEntries(self, buffer, ON_STACK, &pairs);
    bool equal = n == rt_nsdictionary_count(other);
    for (size_t i = 0; equal && i < n; i++) {
        id theirs = rt_nsdictionary_objectForKey(other, pairs[i].key);
        equal = theirs && rt_values_sendIsEqual(pairs[i].value, theirs);
        rt_objc_release(theirs);
    }
    rt_nsdictionary_releaseSnapshot(pairs, buffer, n);
    return equal;
}

/* -hash: the count, as Foundation does. Lock: as rt_nsdictionary_count. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return rt_nsdictionary_count(self);
}

/* -description: "{key = value; …}", autoreleased. Lock: the dictionary's own while the
 * snapshot is taken. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct rt_strbuf b = {0};
    rt_strbuf_appendC(&b, "{");
    if (rt_object_isNSDictionary(self)) {
        struct entry buffer[ON_STACK], *pairs;
        size_t n = rt_nsdictionary_snapshotEntries(self, buffer, ON_STACK, &pairs);
        void *pool = rt_objc_autoreleasePoolPush();
        for (size_t i = 0; i < n; i++) {
            rt_strbuf_appendf(&b, "%s%s = ", i ? " " : "", rt_values_descriptionUTF8(pairs[i].key));
            rt_strbuf_appendf(&b, "%s;", rt_values_descriptionUTF8(pairs[i].value));
        }
        rt_objc_autoreleasePoolPop(pool);
        rt_nsdictionary_releaseSnapshot(pairs, buffer, n);
    }
    rt_strbuf_appendC(&b, "}");
    return rt_strbuf_finish(&b);
}

/* Lock: the runtime lock inside the calls. */
void rt_nsdictionary_derived_install(void) {
    Class dictionary = rt_NSDictionary();
    if (!dictionary) return;
    static const struct {
        const char *name;
        IMP imp;
        const char *types;
    } methods[] = {
        {"isEqual:", (IMP)imp_isEqual, RT_BOOL_ENC "24@0:8@16"},
        {"isEqualToDictionary:", (IMP)imp_isEqual, RT_BOOL_ENC "24@0:8@16"},
        {"hash", (IMP)imp_hash, "Q16@0:8"},
        {"description", (IMP)imp_description, "@16@0:8"},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(dictionary, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
}
