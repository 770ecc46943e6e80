// Ports the intent of objc4 test/msgSend.m (the [super …] part) and super.m, and GCC
// objc/execute class-tests' super calls: [super m] runs the superclass's implementation with
// the same self, in instance and class methods, over three levels (each level's super is
// relative to the class that wrote the call, not to self's class), from a category, for
// methods the direct superclass only inherits, and with arguments and a struct return.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

typedef struct { long a, b, c, d; } Big;

@interface A : NSObject
- (int)value;
- (const char *)who;
+ (int)classValue;
- (int)add:(int)x to:(double)y;
- (Big)big;
@end
@implementation A
- (int)value { return 1; }
- (const char *)who { return object_getClassName(self); }
+ (int)classValue { return 100; }
- (int)add:(int)x to:(double)y { return x + (int)y; }
- (Big)big { Big r = {1, 2, 3, 4}; return r; }
@end

@interface B : A
@end
@implementation B
- (int)value { return 10 + [super value]; }
+ (int)classValue { return 200 + [super classValue]; }
- (int)add:(int)x to:(double)y { return 1000 + [super add:x to:y]; }
- (Big)big { Big r = [super big]; r.d *= 10; return r; }
@end

@interface C : B
@end
@implementation C
- (int)value { return 100 + [super value]; }
- (const char *)who { return [super who]; } // A's, through B which does not define it
+ (int)classValue { return 300 + [super classValue]; }
@end

@interface C (Cat)
- (int)superFromCategory;
@end
@implementation C (Cat)
- (int)superFromCategory { return [super value]; } // B's value
@end

int main(void) {
    C *c = [C new];
    printf("value %d\n", [c value]);
    printf("classValue %d\n", [C classValue]);
    printf("who %s\n", [c who]);
    printf("add %d\n", [c add:5 to:2.5]);
    Big big = [c big];
    printf("big %ld %ld %ld %ld\n", big.a, big.b, big.c, big.d);
    printf("superFromCategory %d\n", [c superFromCategory]);
    [c release];
    return 0;
}
