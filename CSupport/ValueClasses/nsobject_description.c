/* NSObject's -description, -debugDescription and +description, which make an NSString and
 * so belong to the value layer, not to the runtime core: objc4's root class answers nil for
 * them and Foundation's NSObject category supplies the real ones; this file is that
 * category. */
#include "rt_class.h"
#include "rt_method.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <string.h>

/* -description: "<ClassName: 0x…>", autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    char buf[320];
    int n = snprintf(buf, sizeof buf, "<%s: %p>", rt_object_getClassName(self), (void *)self);
    if (n < 0) n = 0;
    if ((size_t)n >= sizeof buf) n = (int)sizeof buf - 1;
    return rt_objc_autorelease(rt_nsstring_create(buf, (size_t)n));
}

/* +description: the class name, autoreleased. No lock. */
static id imp_classDescription(id self, SEL cmd) {
    (void)cmd;
    const char *name = rt_class_getName((Class)self);
    return rt_objc_autorelease(rt_nsstring_create(name, strlen(name)));
}

/* Replaces the core's nil-answering IMPs in place (the records keep their encodings), so
 * no cache needs flushing and subclasses that override them are unaffected. Lock: the
 * runtime lock inside rt_class_replaceMethod. */
void rt_nsobject_description_install(Class nsobject) {
    rt_class_replaceMethod(nsobject, rt_sel_registerName("description"), (IMP)imp_description, "@16@0:8");
    rt_class_replaceMethod(nsobject, rt_sel_registerName("debugDescription"), (IMP)imp_description, "@16@0:8");
    rt_class_replaceMethod(rt_class_getMetaClass(nsobject), rt_sel_registerName("description"),
                           (IMP)imp_classDescription, "@16@0:8");
}
