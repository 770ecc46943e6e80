// Ports the intent of objc4 test/load.m, load-order.m (+ load-order1/2/3.m) and GCC
// objc/execute load.m, load-2.m, load-3.m: +load runs before main, once per class and once per
// category, superclass before subclass (even when the subclass comes first in the file),
// a class before its categories; a category's +load does not replace the class's; a class
// without +load does not run its superclass's; +load is called directly, so it does not
// trigger +initialize — a message sent from +load does.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

static int inMain;

@interface Base : NSObject
@end
@interface Derived : Base
@end
@interface DerivedNoLoad : Base
@end
@interface Helper : NSObject
+ (int)ping;
@end

@implementation Helper
+ (void)initialize { printf("+initialize Helper\n"); }
+ (void)load { printf("+load Helper pings %d\n", [self ping]); }
+ (int)ping { return 7; }
@end

@implementation Derived (Cat)
+ (void)load { printf("+load Derived(Cat) inMain=%d\n", inMain); }
@end

@implementation Derived
+ (void)initialize { printf("+initialize %s\n", class_getName(self)); }
+ (void)load { printf("+load Derived\n"); }
@end

@implementation Base
+ (void)initialize { printf("+initialize Base for %s\n", class_getName(self)); }
+ (void)load { printf("+load Base inMain=%d\n", inMain); }
- (void)load { printf("-load must never run\n"); }
@end

@implementation DerivedNoLoad
@end

@implementation DerivedNoLoad (Cat)
+ (void)load { printf("+load DerivedNoLoad(Cat)\n"); }
@end


int main(void) {
    inMain = 1;
    printf("main\n");
    [Derived class];
    [DerivedNoLoad class];
    return 0;
}
