// Ports the intent of objc4 test/classpair.mm, classpairAddMethod.m, classversion.m,
// instanceSize.m and readClassPair.m's checks that apply to classes made at run time:
// objc_allocateClassPair subclasses a compiled class, class_addIvar adds ivars before
// registration (after the superclass's, aligned), methods and class methods added to it run,
// its methods reach the compiled superclass through a super lookup; a compiled class's
// instances and the new class's coexist; objc_getClass finds it only after registration;
// duplicate names are refused; class_getVersion / class_setVersion; objc_disposeClassPair
// removes it again.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>

@interface Base : NSObject { @public int baseValue; }
- (int)describe;
@end
@implementation Base
- (int)describe { return baseValue; }
@end

static int dynDescribe(id self, SEL _cmd) {
    struct objc_super sup = { self, class_getSuperclass(object_getClass(self)) };
    // objc4 code would call objc_msgSendSuper; the GNUstep ABI's equivalent is a lookup.
    int fromSuper = ((int (*)(id, SEL))objc_msg_lookup_super(&sup, _cmd))(self, _cmd);
    Ivar iv = class_getInstanceVariable(object_getClass(self), "extra");
    long extra = *(long *)((char *)self + ivar_getOffset(iv));
    return fromSuper * 1000 + (int)extra;
}
static long classAnswer(id self, SEL _cmd) { return 77; }

int main(void) {
    Class dyn = objc_allocateClassPair([Base class], "DynamicBase", 0);
    printf("allocated: %d, not yet visible: %d\n", dyn != Nil, objc_getClass("DynamicBase") == Nil);
    printf("addIvar: %d %d\n", class_addIvar(dyn, "flag", 1, 0, "c"), class_addIvar(dyn, "extra", sizeof(long), 3, "q"));
    printf("duplicate ivar refused: %d\n", class_addIvar(dyn, "extra", sizeof(long), 3, "q"));
    class_addMethod(dyn, @selector(describe), (IMP)dynDescribe, "i@:");
    class_addMethod(object_getClass(dyn), sel_registerName("classAnswer"), (IMP)classAnswer, "q@:");
    objc_registerClassPair(dyn);
    printf("registered, visible: %d, super %s\n", objc_getClass("DynamicBase") == dyn, class_getName(class_getSuperclass(dyn)));
    printf("ivar after superclass ivars: %d, aligned: %d\n",
           ivar_getOffset(class_getInstanceVariable(dyn, "flag")) >= ivar_getOffset(class_getInstanceVariable([Base class], "baseValue")) + 4,
           ivar_getOffset(class_getInstanceVariable(dyn, "extra")) % 8 == 0);
    printf("adding an ivar after registration refused: %d\n", class_addIvar(dyn, "late", 4, 2, "i"));
    printf("size grew: %d\n", class_getInstanceSize(dyn) >= class_getInstanceSize([Base class]) + 9);
    Base *o = [dyn new];
    o->baseValue = 5;
    *(long *)((char *)o + ivar_getOffset(class_getInstanceVariable(dyn, "extra"))) = 6;
    printf("describe through super: %d\n", [o describe]);
    printf("class method: %ld\n", ((long (*)(id, SEL))objc_msgSend)((id)dyn, sel_registerName("classAnswer")));
    printf("isKindOf Base: %d, class name %s\n", [o isKindOfClass:[Base class]], object_getClassName(o));
    printf("same name again refused: %d\n", objc_allocateClassPair([Base class], "DynamicBase", 0) == Nil);
    printf("name of a compiled class refused: %d\n", objc_allocateClassPair([NSObject class], "Base", 0) == Nil);
    printf("version: %d", class_getVersion([Base class]));
    class_setVersion([Base class], 3);
    printf(" -> %d\n", class_getVersion([Base class]));
    [o release];
    objc_disposeClassPair(dyn);
    printf("disposed: %d\n", objc_getClass("DynamicBase") == Nil);
    Class again = objc_allocateClassPair([Base class], "DynamicBase", 0);
    printf("name free again: %d\n", again != Nil);
    objc_registerClassPair(again);
    return 0;
}
