/* NSNull: a singleton made at start-up and marked immortal (like a class object), so no
 * retain or release can ever free it. +alloc answers the singleton too. */
#include "rt_nsnull.h"
#include "rt_class.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"

static Class null_class;
static id null_object;

/* No lock. */
Class rt_NSNull(void) { return null_class; }
/* No lock. */
id rt_nsnull_null(void) { return null_object; }
/* No lock. */
bool rt_object_isNSNull(id obj) { return rt_values_isKind(obj, null_class); }

/* +null, +alloc, +allocWithZone:, -copyWithZone:: the singleton. No lock. */
static id imp_null(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return null_object;
}
/* No lock. */
static id imp_nullWithZone(id self, SEL cmd, void *zone) {
    (void)self;
    (void)cmd;
    (void)zone;
    return null_object;
}

/* -description: "<null>", autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsstring_create("<null>", 6));
}

/* Registers NSNull and makes the singleton. Lock: the runtime lock inside the calls. */
void rt_nsnull_install(Class nsobject) {
    static const struct rt_value_method methods[] = {
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_nullWithZone, "@24@0:8" ZONE "16", false},
        {"null", (IMP)imp_null, "@16@0:8", true},
        {"alloc", (IMP)imp_null, "@16@0:8", true},
        {"allocWithZone:", (IMP)imp_nullWithZone, "@24@0:8" ZONE "16", true},
    };
    Class cls = rt_values_makeClass(nsobject, "NSNull", NULL, 0, methods, sizeof methods / sizeof methods[0]);
    if (!cls) return;
    id obj = rt_class_createInstance(cls, 0);
    if (obj) atomic_fetch_or_explicit(&obj->rc, RT_RC_IMMORTAL, memory_order_relaxed);
    null_object = obj;
    null_class = cls;
}
