// Ports the intent of objc4 test/resolve.m: +resolveInstanceMethod: and +resolveClassMethod:
// are asked once for a missing selector, may add the method (which is then called, and later
// sends no longer ask), are asked by respondsToSelector: / instancesRespondToSelector: too, are
// inherited by subclasses, run after +initialize; a resolver that answers YES without adding
// anything ("lying") is not fatal for respondsToSelector:; selectors are compared as the
// upstream test compares them (sel == @selector(...)) and with sel_isEqual.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Super : NSObject
- (int)dynamicInstance;
+ (int)dynamicClass;
- (int)viaEquality;
@end
@interface Sub : Super
@end

static int instanceImp(id self, SEL _cmd) { return 11; }
static int classImp(id self, SEL _cmd) { return 22; }
static int equalityImp(id self, SEL _cmd) { return 33; }

@implementation Super
+ (void)initialize { if (self == [Super class]) printf("+initialize Super\n"); }
+ (BOOL)resolveInstanceMethod:(SEL)sel {
    printf("resolveInstanceMethod %s on %s\n", sel_getName(sel), class_getName(self));
    if (sel_isEqual(sel, sel_registerName("dynamicInstance")))
        return class_addMethod(self, sel, (IMP)instanceImp, "i@:");
    /* `sel == @selector(viaEquality)` holds on MiniObjC: the resolver gets the image's
     * @selector record for the name (rt_sel_valueForCompiledCode). Across images only
     * sel_isEqual is right (README.md, "Differences"). */
    if (sel == @selector(viaEquality)) printf("== matched\n");
    if (sel_isEqual(sel, @selector(viaEquality)))
        return class_addMethod(self, sel, (IMP)equalityImp, "i@:");
    if (sel_isEqual(sel, sel_registerName("lying"))) return YES;
    return [super resolveInstanceMethod:sel];
}
+ (BOOL)resolveClassMethod:(SEL)sel {
    printf("resolveClassMethod %s on %s\n", sel_getName(sel), class_getName(self));
    if (sel_isEqual(sel, sel_registerName("dynamicClass")))
        return class_addMethod(object_getClass(self), sel, (IMP)classImp, "i@:");
    return [super resolveClassMethod:sel];
}
@end
@implementation Sub
@end

int main(void) {
    Super *s = [Super new];
    printf("call: %d\n", [s dynamicInstance]);
    printf("again (no resolve): %d\n", [s dynamicInstance]);
    printf("class call: %d\n", [Super dynamicClass]);
    printf("class again: %d\n", [Super dynamicClass]);
    printf("subclass inherits the added method: %d\n", [Sub dynamicClass]);
    printf("respondsToSelector unknown: %d\n", [s respondsToSelector:sel_registerName("unknownThing")]);
    printf("respondsToSelector lying: %d\n", [s respondsToSelector:sel_registerName("lying")]);
    Sub *sub = [Sub new];
    printf("instancesRespondToSelector on Sub: %d\n", [Sub instancesRespondToSelector:sel_registerName("subOnly")]);
    printf("resolved by sel_isEqual with @selector: %d\n", [sub viaEquality]);
    [sub release];
    [s release];
    return 0;
}
