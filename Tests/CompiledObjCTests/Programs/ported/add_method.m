// Ports the intent of objc4 test/addMethod.m, addMethods.m, cacheflush.m / cacheflush2.m /
// cacheflush3.m and classpairAddMethod.m: class_addMethod never replaces a method the class
// itself has, does override an inherited one (subclass only), adds new methods that
// subclasses then inherit, and every change is seen by sends whose result was already cached;
// class methods are added to the metaclass; methods added to a class made at run time work.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>

@interface Super : NSObject
- (int)superMethod;
- (int)bothMethod;
@end
@implementation Super
- (int)superMethod { return 1; }
- (int)bothMethod { return 2; }
@end
@interface Sub : Super
@end
@implementation Sub
- (int)bothMethod { return 3; }
@end
@interface Sibling : Super
@end
@implementation Sibling
@end

static int replacement(id self, SEL _cmd) { return 100; }
static int added(id self, SEL _cmd) { return 200; }
static int classAdded(id self, SEL _cmd) { return 300; }

int main(void) {
    Sub *sub = [Sub new];
    Sibling *sib = [Sibling new];
    // Fill the caches first.
    printf("before: %d %d %d %d\n", [sub superMethod], [sub bothMethod], [sib superMethod], [sib bothMethod]);
    printf("add existing to Super: %d\n", class_addMethod([Super class], @selector(superMethod), (IMP)replacement, "i@:"));
    printf("after: %d\n", [sib superMethod]);
    printf("add inherited to Sub: %d\n", class_addMethod([Sub class], @selector(superMethod), (IMP)replacement, "i@:"));
    printf("Sub now %d, Sibling still %d\n", [sub superMethod], [sib superMethod]);
    SEL fresh = sel_registerName("freshMethod");
    printf("responds before: %d\n", [sib respondsToSelector:fresh]);
    printf("add new to Super: %d\n", class_addMethod([Super class], fresh, (IMP)added, "i@:"));
    printf("responds after: %d, Sub %d Sibling %d\n", [sib respondsToSelector:fresh],
           ((int (*)(id, SEL))objc_msgSend)(sub, fresh), ((int (*)(id, SEL))objc_msgSend)(sib, fresh));
    printf("added twice: %d\n", class_addMethod([Super class], fresh, (IMP)replacement, "i@:"));
    Method m = class_getInstanceMethod([Super class], fresh);
    printf("types kept: %s\n", method_getTypeEncoding(m));
    SEL cls = sel_registerName("classFresh");
    printf("add class method: %d\n", class_addMethod(object_getClass([Super class]), cls, (IMP)classAdded, "i@:"));
    printf("class send on subclass: %d\n", ((int (*)(id, SEL))objc_msgSend)([Sub class], cls));
    printf("not an instance method: %d\n", [sub respondsToSelector:cls]);

    Class made = objc_allocateClassPair([Sub class], "MadeAtRunTime", 0);
    class_addMethod(made, @selector(bothMethod), (IMP)added, "i@:");
    objc_registerClassPair(made);
    id o = [made new];
    printf("run-time class: both %d super %d fresh %d\n", [o bothMethod], [o superMethod], ((int (*)(id, SEL))objc_msgSend)(o, fresh));
    [o release];
    [sub release];
    [sib release];
    return 0;
}
