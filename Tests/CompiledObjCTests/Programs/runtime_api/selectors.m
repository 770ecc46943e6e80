// objc4's sel_* functions from compiled code: registering, names, equality between the
// image's @selector records and the runtime's selectors, and _cmd.
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
- (void)release;
@end

@interface Probe : NSObject
- (SEL)whoAmI;
@end

@implementation Probe
- (SEL)whoAmI { return _cmd; }
@end

int main(void) {
    SEL registered = sel_registerName("whoAmI");
    SEL compiled = @selector(whoAmI);
    printf("name of registered: %s\n", sel_getName(registered));
    printf("name of compiled: %s\n", sel_getName(compiled));
    printf("name of NULL: %s\n", sel_getName((SEL)0));
    printf("registerName twice is one pointer: %d\n", sel_registerName("whoAmI") == registered);
    printf("getUid is registerName: %d\n", sel_getUid("whoAmI") == registered);
    printf("isEqual(compiled, registered): %d\n", sel_isEqual(compiled, registered));
    printf("isEqual(compiled, other): %d\n", sel_isEqual(compiled, @selector(release)));
    printf("isMapped(compiled): %d isMapped(registered): %d isMapped(NULL): %d\n", sel_isMapped(compiled),
           sel_isMapped(registered), sel_isMapped((SEL)0));

    Probe *p = [Probe new];
    SEL cmd = [p whoAmI];
    // _cmd is the canonical selector, which sel_registerName no longer returns once an image
    // has @selector(whoAmI) (it returns that record): the two name one selector.
    printf("_cmd names the registered selector: %d\n", sel_isEqual(cmd, registered));
    printf("registered is @selector: %d\n", registered == compiled);
    SEL viaSend = ((SEL(*)(id, SEL))objc_msgSend)(p, registered);
    printf("objc_msgSend with the registered selector: %s\n", sel_getName(viaSend));
    Method m = class_getInstanceMethod(object_getClass(p), compiled);
    printf("method_getName is the registered selector: %d\n", method_getName(m) == registered);

    SEL fresh = sel_registerName("neverUsedBefore:with:");
    printf("fresh: %s mapped=%d\n", sel_getName(fresh), sel_isMapped(fresh));
    printf("fresh responds: %d\n", class_respondsToSelector(object_getClass(p), fresh));
    [p release];
    return 0;
}
