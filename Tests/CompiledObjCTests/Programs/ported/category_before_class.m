// Ports the intent of objc4 test/load-order.m / load-order1..3.m, category.m (a category whose
// class is in another image) and GCC objc/execute load-3.m: this object file, linked first,
// holds a category (with +load) on Gadget and a subclass of Gadget; Gadget itself is in
// category_before_class/gadget.m, linked after. The category and the subclass wait for their
// class, then attach; every +load runs once, the class's before its category's and its
// subclass's; the category overrides the class's method.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Gadget : NSObject
- (const char *)name;
- (const char *)original;
@end

@interface Gadget (Early)
- (const char *)early;
@end
@implementation Gadget (Early)
+ (void)load { printf("+load Gadget(Early), class has original: %d\n", [self instancesRespondToSelector:@selector(original)]); }
- (const char *)early { return "early category"; }
- (const char *)name { return "overridden by the category"; }
@end

@interface SubGadget : Gadget
@end
@implementation SubGadget
+ (void)load { printf("+load SubGadget\n"); }
@end

int main(void) {
    SubGadget *g = [SubGadget new];
    printf("%s / %s / %s\n", [g name], [g early], [g original]);
    printf("super of SubGadget: %s\n", class_getName(class_getSuperclass([SubGadget class])));
    [g release];
    return 0;
}
