// Ports the intent of GCC objc/execute IMP.m, function-message-1.m and objc4 test/nsobject.m /
// msgSend.m (performSelector and IMP calls): performSelector:, performSelector:withObject:,
// performSelector:withObject:withObject: with selectors from @selector and from
// sel_registerName; objc_msgSend called directly through a cast; an IMP fetched with
// class_getMethodImplementation and called as a C function; the same for a class method.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>

@interface Target : NSObject { @public int hits; }
- (id)hit;
- (id)echo:(id)x;
- (id)first:(id)a second:(id)b;
- (int)add:(int)a to:(int)b;
+ (id)classHit;
@end
@implementation Target
- (id)hit { hits++; return self; }
- (id)echo:(id)x { hits += 10; return x; }
- (id)first:(id)a second:(id)b { hits += 100; return b; }
- (int)add:(int)a to:(int)b { return a + b; }
+ (id)classHit { return self; }
@end

int main(void) {
    Target *t = [Target new];
    id other = [NSObject new];
    printf("hit returns self: %d\n", [t performSelector:@selector(hit)] == t);
    printf("echo: %d\n", [t performSelector:@selector(echo:) withObject:other] == other);
    printf("two objects: %d\n", [t performSelector:@selector(first:second:) withObject:t withObject:other] == other);
    printf("by name: %d\n", [t performSelector:sel_registerName("hit")] == t);
    printf("hits %d\n", t->hits);
    printf("class performSelector: %d\n", [Target performSelector:@selector(classHit)] == [Target class]);
    int (*send)(id, SEL, int, int) = (int (*)(id, SEL, int, int))objc_msgSend;
    printf("objc_msgSend direct: %d\n", send(t, @selector(add:to:), 20, 22));
    printf("objc_msgSend by runtime name: %d\n", send(t, sel_registerName("add:to:"), 1, 2));
    IMP imp = class_getMethodImplementation([Target class], @selector(add:to:));
    printf("IMP call: %d\n", ((int (*)(id, SEL, int, int))imp)(t, @selector(add:to:), 3, 4));
    Method m = class_getInstanceMethod([Target class], @selector(add:to:));
    printf("method_getImplementation same IMP: %d\n", method_getImplementation(m) == imp);
    IMP cimp = class_getMethodImplementation(object_getClass([Target class]), @selector(classHit));
    printf("class IMP call: %d\n", ((id (*)(id, SEL))cimp)([Target class], @selector(classHit)) == [Target class]);
    SEL hitSel = @selector(hit);
    printf("respondsToSelector via performSelector: %d\n",
           (BOOL)(long)[t performSelector:@selector(respondsToSelector:) withObject:(id)(void *)hitSel]);
    [other release];
    [t release];
    return 0;
}
