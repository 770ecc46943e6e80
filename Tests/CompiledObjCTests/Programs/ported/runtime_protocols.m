// Ports the intent of objc4 test/addProtocol.m and protocol.m's run-time protocol part, and
// duplicateProtocols.m: objc_allocateProtocol / protocol_addMethodDescription /
// protocol_addProtocol / protocol_addProperty / objc_registerProtocol build a protocol at run
// time; class_addProtocol makes a compiled class conform (and its subclasses, and
// -conformsToProtocol:); adding twice is refused; a name already used by a compiled protocol
// cannot be allocated again; a registered protocol is found by name and cannot change.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>

@protocol Compiled
- (void)compiledMethod;
@end

@interface Host : NSObject
- (int)dynamicRequirement;
@end
@implementation Host
- (int)dynamicRequirement { return 1; }
@end
@interface SubHost : Host
@end
@implementation SubHost
@end

int main(void) {
    Protocol *p = objc_allocateProtocol("MadeAtRunTime");
    printf("allocated: %d, not yet found: %d\n", p != NULL, objc_getProtocol("MadeAtRunTime") == NULL);
    protocol_addMethodDescription(p, @selector(dynamicRequirement), "i16@0:8", YES, YES);
    protocol_addMethodDescription(p, sel_registerName("optionalOne"), "v16@0:8", NO, YES);
    protocol_addProtocol(p, @protocol(Compiled));
    objc_property_attribute_t attrs[] = {{"T", "i"}, {"R", ""}};
    protocol_addProperty(p, "level", attrs, 2, YES, YES);
    objc_registerProtocol(p);
    printf("registered, found: %d, name %s\n", objc_getProtocol("MadeAtRunTime") == p, protocol_getName(p));
    unsigned n = 0;
    struct objc_method_description *d = protocol_copyMethodDescriptionList(p, YES, YES, &n);
    printf("required: %u %s %s\n", n, n ? sel_getName(d[0].name) : "", n ? d[0].types : "");
    free(d);
    d = protocol_copyMethodDescriptionList(p, NO, YES, &n);
    printf("optional: %u %s\n", n, n ? sel_getName(d[0].name) : "");
    free(d);
    printf("incorporates Compiled: %d\n", protocol_conformsToProtocol(p, @protocol(Compiled)));
    objc_property_t prop = protocol_getProperty(p, "level", YES, YES);
    printf("property: %s %s\n", prop ? property_getName(prop) : "(none)", prop ? property_getAttributes(prop) : "");
    protocol_addMethodDescription(p, sel_registerName("tooLate"), "v16@0:8", YES, YES);
    d = protocol_copyMethodDescriptionList(p, YES, YES, &n);
    printf("after registration unchanged: %u\n", n);
    free(d);

    printf("Host conforms before: %d\n", [Host conformsToProtocol:p]);
    printf("class_addProtocol: %d\n", class_addProtocol([Host class], p));
    printf("again: %d\n", class_addProtocol([Host class], p));
    SubHost *sh = [SubHost new];
    printf("Host %d SubHost %d instance %d, via incorporated Compiled %d\n", [Host conformsToProtocol:p],
           [SubHost conformsToProtocol:p], [sh conformsToProtocol:p],
           class_conformsToProtocol([Host class], @protocol(Compiled)));
    printf("compiled name taken: %d\n", objc_allocateProtocol("Compiled") == NULL);
    printf("run-time name taken: %d\n", objc_allocateProtocol("MadeAtRunTime") == NULL);
    [sh release];
    return 0;
}
