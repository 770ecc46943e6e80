// Ports the intent of objc4 test/category.m and GCC objc/execute informal_protocol.m /
// class-tests (categories): a category adds instance and class methods, overrides the class's
// own methods (the category wins), adds properties (instance and class), and a category on a
// superclass is seen by subclasses. Categories declared as informal protocols on NSObject
// compile and attach.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

@interface Shape : NSObject
- (const char *)name;
+ (const char *)family;
@end
@implementation Shape
- (const char *)name { return "shape(original)"; }
+ (const char *)family { return "family(original)"; }
@end

@interface Square : Shape
@end
@implementation Square
@end

@interface Shape (Override)
- (const char *)name;
+ (const char *)family;
@end
@implementation Shape (Override)
- (const char *)name { return "shape(category)"; }
+ (const char *)family { return "family(category)"; }
@end

@interface Shape (Additions)
- (int)sides;
+ (int)count;
@property int weight;
@property (class, readonly) int classWeight;
@end
static int storedWeight;
@implementation Shape (Additions)
- (int)sides { return 4; }
+ (int)count { return 12; }
- (int)weight { return storedWeight; }
- (void)setWeight:(int)w { storedWeight = w; }
+ (int)classWeight { return 99; }
@end

// An "informal protocol": a category interface on NSObject with an implementation.
@interface NSObject (Describing)
- (const char *)describe;
@end
@implementation NSObject (Describing)
- (const char *)describe { return class_getName(object_getClass(self)); }
@end

int main(void) {
    Square *s = [Square new];
    printf("name: %s\n", [s name]);
    printf("family: %s\n", [Square family]);
    printf("sides: %d count: %d\n", [s sides], [Square count]);
    s.weight = 5;
    printf("weight: %d classWeight: %d\n", s.weight, Shape.classWeight);
    printf("describe: %s\n", [s describe]);
    printf("NSObject responds to describe: %d\n", [NSObject instancesRespondToSelector:@selector(describe)]);
    objc_property_t p = class_getProperty([Shape class], "weight");
    printf("property weight: %s %s\n", p ? property_getName(p) : "(none)", p ? property_getAttributes(p) : "");
    objc_property_t cp = class_getProperty(object_getClass([Shape class]), "classWeight");
    printf("class property classWeight: %s\n", cp ? property_getAttributes(cp) : "(none)");
    [s release];
    return 0;
}
