// objc4's property functions from compiled code: the properties clang emits for a class, a
// superclass and a category, their attribute strings, attribute values and attribute lists,
// and class_addProperty / class_replaceProperty.
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
- (void)release;
@end

@interface Thing : NSObject {
    id _title;
    int _count;
    BOOL _on;
    id _owner;
}
@property (nonatomic, copy) id title;
@property (readonly) int count;
@property (getter=isOn, setter=turn:) BOOL on;
@property (retain) id owner;
@end
@implementation Thing
@dynamic title, count, on, owner;
@end

@interface Gadget : Thing
@property (nonatomic, assign) double size;
@end
@implementation Gadget
@dynamic size;
@end

@interface Gadget (Extras)
@property (nonatomic, readonly) const char *label;
@end
@implementation Gadget (Extras)
@dynamic label;
@end

static int compareNames(const void *a, const void *b) {
    return strcmp(property_getName(*(objc_property_t const *)a), property_getName(*(objc_property_t const *)b));
}

static void show(objc_property_t p) {
    printf("%s: %s |", property_getName(p), property_getAttributes(p));
    unsigned int n = 0;
    objc_property_attribute_t *attributes = property_copyAttributeList(p, &n);
    for (unsigned int i = 0; i < n; i++) printf(" %s=%s", attributes[i].name, attributes[i].value);
    printf(" | terminated %d\n", attributes[n].name == NULL);
    free(attributes);
}

static void list(Class cls) {
    unsigned int n = 0;
    objc_property_t *props = class_copyPropertyList(cls, &n);
    if (props) qsort(props, n, sizeof *props, compareNames);
    printf("%s properties (%u):", class_getName(cls), n);
    for (unsigned int i = 0; i < n; i++) printf(" %s", property_getName(props[i]));
    printf("%s\n", props && props[n] == NULL ? ", NULL-terminated" : "");
    free(props);
}

int main(void) {
    Class thing = objc_getClass("Thing"), gadget = objc_getClass("Gadget");
    list(thing);
    list(gadget);
    list(objc_getClass("NSObject"));
    show(class_getProperty(thing, "title"));
    show(class_getProperty(thing, "count"));
    show(class_getProperty(thing, "on"));
    show(class_getProperty(gadget, "label"));
    printf("inherited: %d, missing: %p\n", class_getProperty(gadget, "title") == class_getProperty(thing, "title"),
           (void *)class_getProperty(thing, "nope"));

    objc_property_t on = class_getProperty(thing, "on");
    char *type = property_copyAttributeValue(on, "T");
    char *getter = property_copyAttributeValue(on, "G");
    char *setter = property_copyAttributeValue(on, "S");
    char *retained = property_copyAttributeValue(class_getProperty(thing, "owner"), "&");
    char *nonatomic = property_copyAttributeValue(on, "N");
    printf("on: T=%s G=%s S=%s N=%s, owner: &=\"%s\"\n", type, getter, setter, nonatomic ? nonatomic : "NULL", retained);
    free(type);
    free(getter);
    free(setter);
    free(retained);
    free(nonatomic);

    objc_property_attribute_t attributes[] = {{"T", "@\"NSString\""}, {"C", ""}, {"N", ""}, {"V", "_name"}};
    printf("addProperty: %d\n", class_addProperty(gadget, "name", attributes, 4));
    printf("addProperty again: %d\n", class_addProperty(gadget, "name", attributes, 4));
    show(class_getProperty(gadget, "name"));
    objc_property_attribute_t replacement[] = {{"T", "q"}, {"R", ""}, {"V", "_name"}};
    class_replaceProperty(gadget, "name", replacement, 3);
    show(class_getProperty(gadget, "name"));
    class_replaceProperty(gadget, "weight", replacement, 1);
    show(class_getProperty(gadget, "weight"));
    list(gadget);
    return 0;
}
