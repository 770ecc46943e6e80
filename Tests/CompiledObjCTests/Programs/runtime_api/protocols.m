// objc4's protocol functions from compiled code: the protocols clang emits (@protocol(P)
// objects), inheritance and conformance, required / optional and instance / class method
// descriptions, protocol properties, the protocol list, classes' protocols, and protocols
// built at run time with objc_allocateProtocol.
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
- (void)release;
@end

@protocol Named
- (const char *)name;
@property (nonatomic, readonly) int nameLength;
@end

@protocol Shape <Named>
- (double)area;
+ (int)corners;
@optional
- (void)scaleBy:(double)factor;
+ (id)unitShape;
@property (nonatomic) double rotation;
@end

@protocol Unrelated
- (void)nothing;
@end

@interface Square : NSObject <Shape>
@end
@implementation Square
- (const char *)name { return "square"; }
- (int)nameLength { return 6; }
- (double)area { return 4; }
+ (int)corners { return 4; }
@end

@interface BigSquare : Square <Unrelated>
@end
@implementation BigSquare
- (void)nothing {}
@end

static int compareDescriptions(const void *a, const void *b) {
    return strcmp(sel_getName(((const struct objc_method_description *)a)->name),
                  sel_getName(((const struct objc_method_description *)b)->name));
}

static void methods(Protocol *p, BOOL required, BOOL instance) {
    unsigned int n = 0;
    struct objc_method_description *list = protocol_copyMethodDescriptionList(p, required, instance, &n);
    if (list) qsort(list, n, sizeof *list, compareDescriptions);
    printf("  %s %s methods (%u):", required ? "required" : "optional", instance ? "instance" : "class", n);
    for (unsigned int i = 0; i < n; i++) printf(" %s %s;", sel_getName(list[i].name), list[i].types);
    if (list) printf(" terminated %d", list[n].name == NULL && list[n].types == NULL);
    printf("\n");
    free(list);
}

static void properties(Protocol *p, BOOL required, BOOL instance) {
    unsigned int n = 0;
    objc_property_t *list = protocol_copyPropertyList2(p, &n, required, instance);
    printf("  %s %s properties (%u):", required ? "required" : "optional", instance ? "instance" : "class", n);
    for (unsigned int i = 0; i < n; i++) printf(" %s (%s)", property_getName(list[i]), property_getAttributes(list[i]));
    printf("\n");
    free(list);
}

static void describe(Protocol *p) {
    unsigned int n = 0;
    Protocol **inherited = protocol_copyProtocolList(p, &n);
    printf("%s inherits (%u):", protocol_getName(p), n);
    for (unsigned int i = 0; i < n; i++) printf(" %s", protocol_getName(inherited[i]));
    printf("\n");
    free(inherited);
    methods(p, YES, YES);
    methods(p, YES, NO);
    methods(p, NO, YES);
    methods(p, NO, NO);
    properties(p, YES, YES);
    properties(p, NO, YES);
}

int main(void) {
    Protocol *shape = @protocol(Shape), *named = @protocol(Named);
    printf("getProtocol is @protocol: %d %d, missing: %p\n", objc_getProtocol("Shape") == shape,
           objc_getProtocol("Named") == named, (void *)objc_getProtocol("NoSuchProtocol"));
    describe(shape);
    describe(named);
    printf("conforms: Shape->Named %d, Named->Shape %d, Shape->Shape %d, Shape->Unrelated %d\n",
           protocol_conformsToProtocol(shape, named), protocol_conformsToProtocol(named, shape),
           protocol_conformsToProtocol(shape, shape), protocol_conformsToProtocol(shape, @protocol(Unrelated)));
    printf("isEqual: same %d, different %d, nil %d\n", protocol_isEqual(shape, objc_getProtocol("Shape")),
           protocol_isEqual(shape, named), protocol_isEqual(shape, nil));

    struct objc_method_description d = protocol_getMethodDescription(shape, @selector(name), YES, YES);
    printf("inherited description: %s %s\n", sel_getName(d.name), d.types);
    d = protocol_getMethodDescription(shape, @selector(scaleBy:), NO, YES);
    printf("optional description: %s %s\n", sel_getName(d.name), d.types);
    d = protocol_getMethodDescription(shape, @selector(scaleBy:), YES, YES);
    printf("wrong kind: %p %p\n", (void *)d.name, (void *)d.types);
    objc_property_t length = protocol_getProperty(shape, "nameLength", YES, YES);
    printf("getProperty inherited: %s, optional rotation: %d, wrong kind: %p\n", property_getName(length),
           protocol_getProperty(shape, "rotation", NO, YES) != NULL, (void *)protocol_getProperty(shape, "rotation", YES, YES));
    unsigned int n = 0;
    objc_property_t *required = protocol_copyPropertyList(named, &n);
    printf("copyPropertyList (required instance): %u %s\n", n, property_getName(required[0]));
    free(required);

    Class square = objc_getClass("Square"), big = objc_getClass("BigSquare");
    Protocol **adopted = class_copyProtocolList(big, &n);
    printf("BigSquare adopts (%u): %s, terminated %d\n", n, protocol_getName(adopted[0]), adopted[n] == NULL);
    free(adopted);
    printf("class_conformsToProtocol: Square/Shape %d Square/Named %d BigSquare/Shape %d (own only) BigSquare/Unrelated %d\n",
           class_conformsToProtocol(square, shape), class_conformsToProtocol(square, named),
           class_conformsToProtocol(big, shape), class_conformsToProtocol(big, @protocol(Unrelated)));

    Protocol *made = objc_allocateProtocol("Resizable");
    printf("allocate: %s, duplicate: %p, taken by compiled: %p, visible before register: %p\n", protocol_getName(made),
           (void *)objc_allocateProtocol("Resizable"), (void *)objc_allocateProtocol("Shape"),
           (void *)objc_getProtocol("Resizable"));
    protocol_addProtocol(made, shape);
    protocol_addMethodDescription(made, sel_registerName("resizeTo:"), "v24@0:8d16", YES, YES);
    protocol_addMethodDescription(made, @selector(area), "d16@0:8", NO, NO);
    objc_property_attribute_t attributes[] = {{"T", "d"}, {"N", ""}};
    protocol_addProperty(made, "scale", attributes, 2, YES, YES);
    objc_registerProtocol(made);
    protocol_addMethodDescription(made, sel_registerName("tooLate"), "v16@0:8", YES, YES);
    printf("registered: %d\n", objc_getProtocol("Resizable") == made);
    describe(made);
    printf("Resizable conforms to Named: %d\n", protocol_conformsToProtocol(made, named));
    printf("addProtocol to Square: %d, now conforms %d\n", class_addProtocol(square, made),
           class_conformsToProtocol(square, made));

    Protocol **all = objc_copyProtocolList(&n);
    int found = 0;
    for (unsigned int i = 0; i < n; i++)
        if (all[i] == made || all[i] == shape || all[i] == named) found++;
    printf("copyProtocolList has Resizable, Shape, Named: %d, terminated %d\n", found == 3, all[n] == NULL);
    free(all);
    return 0;
}
