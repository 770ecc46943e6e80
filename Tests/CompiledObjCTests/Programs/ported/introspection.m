// Ports the intent of objc4 test/nsobject.m, classgetclass.m and GCC objc/execute
// class-tests-1.h's checks (respondsTo / isKindOf / isMemberOf): -respondsToSelector: for own,
// inherited and category methods and not for class methods; +instancesRespondToSelector:;
// class_respondsToSelector; -isKindOfClass: along the superclass chain; -isMemberOfClass:
// exactly; +isSubclassOfClass:; class objects are kinds of NSObject's metaclass chain;
// -class / +class / -superclass; -isEqual: and -hash defaults; nil arguments.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Animal : NSObject
- (void)breathe;
+ (void)classify;
@end
@implementation Animal
- (void)breathe {}
+ (void)classify {}
@end
@interface Dog : Animal
- (void)bark;
@end
@implementation Dog
- (void)bark {}
@end
@interface Animal (Moving)
- (void)move;
@end
@implementation Animal (Moving)
- (void)move {}
@end
@interface Plant : NSObject
@end
@implementation Plant
@end

int main(void) {
    Dog *d = [Dog new];
    Animal *a = [Animal new];
    printf("respondsToSelector: bark=%d breathe=%d move=%d classify=%d nothing=%d\n",
           [d respondsToSelector:@selector(bark)], [d respondsToSelector:@selector(breathe)],
           [d respondsToSelector:@selector(move)], [d respondsToSelector:@selector(classify)],
           [d respondsToSelector:sel_registerName("nothing")]);
    printf("Animal instance bark=%d\n", [a respondsToSelector:@selector(bark)]);
    printf("class responds classify=%d breathe=%d\n", [Dog respondsToSelector:@selector(classify)],
           [Dog respondsToSelector:@selector(breathe)]);
    printf("instancesRespondToSelector bark: Dog=%d Animal=%d\n", [Dog instancesRespondToSelector:@selector(bark)],
           [Animal instancesRespondToSelector:@selector(bark)]);
    printf("class_respondsToSelector: %d %d %d\n", class_respondsToSelector([Dog class], @selector(move)),
           class_respondsToSelector(object_getClass([Dog class]), @selector(classify)),
           class_respondsToSelector(Nil, @selector(move)));
    printf("isKindOfClass: Dog=%d Animal=%d NSObject=%d Plant=%d\n", [d isKindOfClass:[Dog class]],
           [d isKindOfClass:[Animal class]], [d isKindOfClass:[NSObject class]], [d isKindOfClass:[Plant class]]);
    printf("animal isKindOf Dog=%d\n", [a isKindOfClass:[Dog class]]);
    printf("isMemberOfClass: Dog=%d Animal=%d\n", [d isMemberOfClass:[Dog class]], [d isMemberOfClass:[Animal class]]);
    printf("isSubclassOfClass: %d %d %d %d\n", [Dog isSubclassOfClass:[Animal class]], [Dog isSubclassOfClass:[Dog class]],
           [Animal isSubclassOfClass:[Dog class]], [Plant isSubclassOfClass:[NSObject class]]);
    printf("class object isKindOf NSObject=%d isMemberOf its metaclass=%d\n", [[Dog class] isKindOfClass:[NSObject class]],
           [[Dog class] isMemberOfClass:object_getClass([Dog class])]);
    printf("[Dog class]==[d class]: %d [Dog superclass]==Animal: %d [d superclass]==Animal: %d\n",
           [Dog class] == [d class], [Dog superclass] == [Animal class], [d superclass] == [Animal class]);
    printf("isEqual self=%d other=%d hash stable=%d\n", [d isEqual:d], [d isEqual:a], [d hash] == [d hash]);
    printf("nil arguments: isKindOf nil=%d\n", [d isKindOfClass:Nil]);
    printf("self returns self: %d isProxy=%d\n", [d self] == d, [d isProxy]);
    [d release];
    [a release];
    return 0;
}
