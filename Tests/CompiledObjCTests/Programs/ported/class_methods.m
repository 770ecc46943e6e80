// Ports the intent of GCC objc/execute class_self-1.m, class_self-2.m, class-1.m … class-14.m
// (the class-method half) and objc4 test/classgetclass.m: class methods are found on the
// metaclass, inherited and overridden like instance methods; `self` in a class method is the
// class the message went to (a subclass when sent to it), so [self new] makes a subclass
// instance; class methods may keep state in statics and call each other through self.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

static int created;

@interface Factory : NSObject
+ (id)make;
+ (const char *)label;
+ (const char *)describeSelf;
+ (int)created;
@end
@implementation Factory
+ (id)make { created++; return [[self alloc] init]; }
+ (const char *)label { return "factory"; }
+ (const char *)describeSelf { return class_getName(self); }
+ (int)created { return created; }
@end

@interface SpecialFactory : Factory
@end
@implementation SpecialFactory
+ (const char *)label { return "special"; }
@end

@interface Tally : NSObject
+ (int)twice:(int)x;
+ (int)quad:(int)x;
@end
@implementation Tally
+ (int)twice:(int)x { return 2 * x; }
+ (int)quad:(int)x { return [self twice:[self twice:x]]; }
@end

int main(void) {
    id a = [Factory make];
    id b = [SpecialFactory make];
    printf("a is %s, b is %s, created %d\n", object_getClassName(a), object_getClassName(b), [Factory created]);
    printf("labels: %s %s\n", [Factory label], [SpecialFactory label]);
    printf("self in class method: %s %s\n", [Factory describeSelf], [SpecialFactory describeSelf]);
    printf("quad 3 = %d\n", [Tally quad:3]);
    Class c = [SpecialFactory class];
    printf("through a Class variable: %s\n", [c label]);
    printf("[[b class] label] = %s\n", [[b class] label]);
    printf("class method on metaclass: %d, not an instance method: %d\n",
           class_getInstanceMethod(object_getClass([Tally class]), @selector(quad:)) != NULL,
           class_getInstanceMethod([Tally class], @selector(quad:)) != NULL);
    printf("respondsToSelector on class: %d on instance: %d\n",
           [Factory respondsToSelector:@selector(make)], [a respondsToSelector:@selector(make)]);
    [a release];
    [b release];
    return 0;
}
