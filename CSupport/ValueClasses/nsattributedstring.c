/* NSAttributedString: an immutable string with one attributes dictionary for its whole
 * length, both held in strong ivars. */
#include "rt_nsattributedstring.h"
#include "rt_class.h"
#include "rt_nsdictionary.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"

struct attributed {
    struct rt_object base;
    id string;      /* NSString, strong */
    id attributes;  /* NSDictionary or NULL, strong */
};

static Class attributed_class;

/* No lock. */
Class rt_NSAttributedString(void) { return attributed_class; }
/* No lock. */
bool rt_object_isNSAttributedString(id obj) { return rt_values_isKind(obj, attributed_class); }
/* No lock. */
id rt_nsattributedstring_string(id obj) {
    return rt_object_isNSAttributedString(obj) ? ((struct attributed *)obj)->string : NULL;
}

/* Fills an instance nobody else sees yet; false for a non-string. No lock. */
static bool fill(struct attributed *a, id string, id attributes) {
    if (!rt_object_isNSString(string)) return false;
    if (attributes && !rt_object_isNSDictionary(attributes)) return false;
    a->string = rt_values_sendCopy(string);
    a->attributes = attributes ? rt_values_sendCopy(attributes) : NULL;
    return a->string != NULL;
}

/* No lock. */
id rt_nsattributedstring_create(id string, id attributes) {
    struct attributed *a = (struct attributed *)rt_class_createInstance(attributed_class, 0);
    if (a && !fill(a, string, attributes)) {
        rt_objc_release((id)a);
        return NULL;
    }
    return (id)a;
}

/* -string (+0). No lock. */
static id imp_string(id self, SEL cmd) {
    (void)cmd;
    return rt_nsattributedstring_string(self);
}

/* -attributes: the dictionary for the whole string, or nil (+0). No lock. */
static id imp_attributes(id self, SEL cmd) {
    (void)cmd;
    return rt_object_isNSAttributedString(self) ? ((struct attributed *)self)->attributes : NULL;
}

/* -length: the string's UTF-16 length. No lock. */
static uintptr_t imp_length(id self, SEL cmd) {
    (void)cmd;
    return rt_nsstring_utf16Length(rt_nsattributedstring_string(self));
}

/* -isEqual: / -isEqualToAttributedString:: equal strings and equal attributes. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    if (!rt_object_isNSAttributedString(self) || !rt_object_isNSAttributedString(other)) return 0;
    struct attributed *a = (struct attributed *)self, *b = (struct attributed *)other;
    return rt_values_sendIsEqual(a->string, b->string) && rt_values_sendIsEqual(a->attributes, b->attributes);
}

/* -hash: the string's. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    id s = rt_nsattributedstring_string(self);
    return s ? rt_values_sendHash(s) : 0;
}

/* -description: "text{attributes}", as Foundation prints a single run. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct rt_strbuf b = {0};
    void *pool = rt_objc_autoreleasePoolPush();
    rt_strbuf_appendC(&b, rt_values_descriptionUTF8(rt_nsattributedstring_string(self)));
    id attributes = imp_attributes(self, cmd);
    rt_strbuf_appendC(&b, attributes ? rt_values_descriptionUTF8(attributes) : "{}");
    rt_objc_autoreleasePoolPop(pool);
    return rt_strbuf_finish(&b);
}

/* -initWithString: / -initWithString:attributes:: fills the +alloc'd instance, or releases it
 * and returns nil for a non-string. No lock. */
static id imp_initWithStringAttributes(id self, SEL cmd, id string, id attributes) {
    (void)cmd;
    if (!rt_object_isNSAttributedString(self) || ((struct attributed *)self)->string ||
        !fill((struct attributed *)self, string, attributes)) {
        rt_objc_release(self);
        return NULL;
    }
    return self;
}
/* No lock. */
static id imp_initWithString(id self, SEL cmd, id string) {
    return imp_initWithStringAttributes(self, cmd, string, NULL);
}

#define B RT_BOOL_ENC

/* Registers NSAttributedString. Lock: the runtime lock inside the calls. */
void rt_nsattributedstring_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_string", sizeof(id), 3, "@\"NSString\"", offsetof(struct attributed, string)},
        {"_attributes", sizeof(id), 3, "@\"NSDictionary\"", offsetof(struct attributed, attributes)},
    };
    static const struct rt_value_method methods[] = {
        {"string", (IMP)imp_string, "@16@0:8", false},
        {"attributes", (IMP)imp_attributes, "@16@0:8", false},
        {"length", (IMP)imp_length, "Q16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToAttributedString:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"initWithString:", (IMP)imp_initWithString, "@24@0:8@16", false},
        {"initWithString:attributes:", (IMP)imp_initWithStringAttributes, "@32@0:8@16@24", false},
    };
    attributed_class = rt_values_makeClass(nsobject, "NSAttributedString", ivars, sizeof ivars / sizeof ivars[0],
                                           methods, sizeof methods / sizeof methods[0]);
}
