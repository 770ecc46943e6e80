// Ports the intent of objc4 test/initialize.m and GCC objc/execute initialize.m,
// initialize-1.m: +initialize runs before the first message to a class or its instances,
// superclass first, once per class; a subclass without its own +initialize runs the
// superclass's again with self == the subclass; messages sent during +initialize go through;
// objc_getClass does not initialize; class_getMethodImplementation does (as in objc4); a
// category's +initialize replaces the class's.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Quiet : NSObject
@end
@implementation Quiet
+ (void)initialize { printf("+initialize Quiet (must not run)\n"); }
@end

@interface Super : NSObject
+ (void)method;
@end
@implementation Super
+ (void)initialize { printf("+initialize Super self=%s\n", class_getName(self)); }
+ (void)method { printf("+method on %s\n", class_getName(self)); }
@end

@interface Sub : Super
@end
@implementation Sub
+ (void)initialize { printf("+initialize Sub, calling a method: "); [self method]; }
@end

@interface Inheriting : Super
@end
@implementation Inheriting
@end

@interface ViaInstance : NSObject
- (int)value;
@end
@implementation ViaInstance
+ (void)initialize { printf("+initialize ViaInstance\n"); }
- (int)value { return 3; }
@end

@interface ViaIMP : NSObject
- (void)m;
@end
@implementation ViaIMP
+ (void)initialize { printf("+initialize ViaIMP\n"); }
- (void)m {}
@end

@interface Replaced : NSObject
@end
@implementation Replaced
+ (void)initialize { printf("+initialize Replaced (class's own; must not run)\n"); }
@end
@implementation Replaced (Cat)
+ (void)initialize { printf("+initialize Replaced(Cat)\n"); }
@end

int main(void) {
    printf("objc_getClass Quiet: %s\n", class_getName(objc_getClass("Quiet")));
    printf("-- Sub\n");
    [Sub method];
    [Sub method];
    printf("-- Super again\n");
    [Super method];
    printf("-- Inheriting\n");
    [Inheriting method];
    printf("-- ViaInstance\n");
    ViaInstance *v = [ViaInstance alloc];
    printf("value %d\n", [[v init] value]);
    printf("-- ViaIMP\n");
    class_getMethodImplementation([ViaIMP class], @selector(m));
    printf("-- Replaced\n");
    [Replaced class];
    [Replaced class];
    [v release];
    return 0;
}
