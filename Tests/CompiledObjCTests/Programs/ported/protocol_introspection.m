// Ports the intent of objc4 test/protocol_copyMethodList.m, protocol_copyPropertyList.m,
// copyProtocolList.m and protocol.m (the method-description part): required and optional,
// instance and class method descriptions with the type strings clang emitted, incorporated
// protocols, properties declared in a protocol, and a class's own protocol list.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@protocol Base
- (void)baseMethod;
@end
@protocol Other
@end
@protocol Rich <Base, Other>
- (int)requiredInstance:(int)x;
+ (id)requiredClass;
@property (nonatomic, readonly) int count;
@optional
- (double)optionalInstance;
+ (void)optionalClass:(char)c;
@required
- (void)alsoRequired;
@end

@interface Adopter : NSObject <Rich, NSObject>
@end
@implementation Adopter
- (void)baseMethod {}
- (int)requiredInstance:(int)x { return x; }
+ (id)requiredClass { return nil; }
- (void)alsoRequired {}
- (int)count { return 0; }
@end

static int byName(const void *a, const void *b) {
    return strcmp(sel_getName(((const struct objc_method_description *)a)->name),
                  sel_getName(((const struct objc_method_description *)b)->name));
}

static void list(Protocol *p, BOOL required, BOOL instance) {
    unsigned n = 0;
    struct objc_method_description *d = protocol_copyMethodDescriptionList(p, required, instance, &n);
    if (d) qsort(d, n, sizeof *d, byName);
    printf("%s %s %s: %u", protocol_getName(p), required ? "required" : "optional", instance ? "instance" : "class", n);
    for (unsigned i = 0; i < n; i++) printf(" %s[%s]", sel_getName(d[i].name), d[i].types);
    printf("\n");
    free(d);
}

static int protoByName(const void *a, const void *b) {
    return strcmp(protocol_getName(*(Protocol *const *)a), protocol_getName(*(Protocol *const *)b));
}

int main(void) {
    Protocol *rich = @protocol(Rich);
    list(rich, YES, YES);
    list(rich, YES, NO);
    list(rich, NO, YES);
    list(rich, NO, NO);
    struct objc_method_description d = protocol_getMethodDescription(rich, @selector(optionalInstance), NO, YES);
    printf("getMethodDescription optionalInstance optional: %s %s\n", d.name ? sel_getName(d.name) : "(null)", d.types ? d.types : "(null)");
    d = protocol_getMethodDescription(rich, @selector(optionalInstance), YES, YES);
    printf("as required: %s\n", d.name ? sel_getName(d.name) : "(null)");
    d = protocol_getMethodDescription(rich, @selector(baseMethod), YES, YES);
    printf("incorporated baseMethod via Rich: %s\n", d.name ? sel_getName(d.name) : "(null)");

    unsigned n = 0;
    Protocol *__unsafe_unretained *inc = protocol_copyProtocolList(rich, &n);
    if (inc) qsort(inc, n, sizeof *inc, protoByName);
    printf("Rich incorporates %u:", n);
    for (unsigned i = 0; i < n; i++) printf(" %s", protocol_getName(inc[i]));
    printf("\n");
    free(inc);

    objc_property_t *props = protocol_copyPropertyList(rich, &n);
    printf("Rich properties %u:", n);
    for (unsigned i = 0; i < n; i++) printf(" %s[%s]", property_getName(props[i]), property_getAttributes(props[i]));
    printf("\n");
    free(props);
    objc_property_t cp = protocol_getProperty(rich, "count", YES, YES);
    printf("protocol_getProperty count (required, instance): %s\n", cp ? property_getName(cp) : "(null)");

    Protocol *__unsafe_unretained *own = class_copyProtocolList([Adopter class], &n);
    if (own) qsort(own, n, sizeof *own, protoByName);
    printf("Adopter protocols %u:", n);
    for (unsigned i = 0; i < n; i++) printf(" %s", protocol_getName(own[i]));
    printf("\n");
    free(own);
    printf("class_conformsToProtocol Adopter Base (via Rich): %d\n", class_conformsToProtocol([Adopter class], @protocol(Base)));
    return 0;
}
