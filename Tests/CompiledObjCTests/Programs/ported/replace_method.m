// Ports the intent of objc4 test/addMethod.m (its class_replaceMethod half), getMethod.m and
// methodArgs.m: class_replaceMethod on a method the class has returns the old IMP and
// installs the new one; on an inherited method it adds an override to the class only and
// returns NULL (nothing of the class's own was replaced); on a new selector it adds;
// method_setImplementation returns the previous IMP; cached sends see every change; the replaced original can still be called through its saved IMP.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Base : NSObject
- (int)value;
- (int)other;
@end
@implementation Base
- (int)value { return 1; }
- (int)other { return 2; }
@end
@interface Derived : Base
@end
@implementation Derived
@end

static IMP originalValue;
static int newValue(id self, SEL _cmd) { return 10 * ((int (*)(id, SEL))originalValue)(self, _cmd); }
static int derivedOther(id self, SEL _cmd) { return 20; }
static int brandNew(id self, SEL _cmd) { return 30; }
static int viaSet(id self, SEL _cmd) { return 40; }

int main(void) {
    Base *b = [Base new];
    Derived *d = [Derived new];
    printf("before: %d %d %d %d\n", [b value], [b other], [d value], [d other]);
    IMP before = class_getMethodImplementation([Base class], @selector(value));
    originalValue = class_replaceMethod([Base class], @selector(value), (IMP)newValue, "i@:");
    printf("old IMP returned: %d\n", originalValue == before);
    printf("replaced: %d %d\n", [b value], [d value]);
    IMP inherited = class_replaceMethod([Derived class], @selector(other), (IMP)derivedOther, "i@:");
    printf("replace inherited returns NULL: %d\n", inherited == NULL);
    printf("other: Base %d Derived %d\n", [b other], [d other]);
    SEL fresh = sel_registerName("brandNew");
    printf("replace new returns NULL: %d\n", class_replaceMethod([Base class], fresh, (IMP)brandNew, "i@:") == NULL);
    printf("brandNew on Derived: %d\n", (int)(long)[d performSelector:fresh]);
    Method m = class_getInstanceMethod([Derived class], @selector(other));
    IMP prev = method_setImplementation(m, (IMP)viaSet);
    printf("method_setImplementation returned the previous: %d now %d, Base still %d\n", prev == (IMP)derivedOther,
           [d other], [b other]);
    printf("method_getImplementation: %d\n", method_getImplementation(m) == (IMP)viaSet);
    [b release];
    [d release];
    return 0;
}
