// imp_implementationWithBlock, imp_getBlock, imp_removeBlock (run with and without
// -fobjc-arc): blocks of several signatures become methods — integers, doubles, objects, a
// struct returned in registers and one returned in memory — the IMP keeps a copy of the
// block (and so its captures) until imp_removeBlock. The intent of objc4's
// test/blocksAsImps.m and libobjc2's Test/BlockImpTest.m.
#import <Foundation/Foundation.h>
#include <Block.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>
#include <string.h>

static int failures;
#define CHECK(name, cond)                                                   \
    do {                                                                    \
        if (cond) printf("%s: ok\n", name);                                 \
        else { printf("%s: FAIL (line %d)\n", name, __LINE__); failures++; } \
    } while (0)

static int deallocs;
@interface Tracker : NSObject
@property int value;
@end
@implementation Tracker
- (void)dealloc {
    deallocs++;
#if !__has_feature(objc_arc)
    [super dealloc];
#endif
}
@end

@interface Target : NSObject
@property int base;
@end
@implementation Target
@end

typedef struct { long a, b; } Pair;            // two registers
typedef struct { long a, b, c, d; } Quad;      // returned in memory (stret)

int main(void) {
    @autoreleasepool {
        Class cls = [Target class];
        Target *t = [Target new];
        t.base = 100;

        // An int method with two arguments.
        IMP add = imp_implementationWithBlock(^int(Target *self, int a, int b) { return self.base + a + b; });
        CHECK("an IMP from a block", add != NULL);
        class_addMethod(cls, sel_registerName("add:to:"), add, "i24@0:8i16i20");
        int sum = ((int (*)(id, SEL, int, int))objc_msgSend)(t, sel_registerName("add:to:"), 1, 2);
        CHECK("int method through objc_msgSend", sum == 103);

        // Doubles in vector registers stay where they are.
        IMP scale = imp_implementationWithBlock(^double(id self, double x, int n) { (void)self; return x * n; });
        class_addMethod(cls, sel_registerName("scale:by:"), scale, "d28@0:8d16i24");
        double d = ((double (*)(id, SEL, double, int))objc_msgSend)(t, sel_registerName("scale:by:"), 1.5, 4);
        CHECK("double method", d == 6.0);

        // Objects, and a block that captures one: kept until imp_removeBlock.
        deallocs = 0;
        IMP named;
        @autoreleasepool {
            Tracker *tr = [Tracker new];
            tr.value = 5;
            named = imp_implementationWithBlock(^id(id self, id other) { (void)self; return tr.value == 5 ? other : nil; });
#if !__has_feature(objc_arc)
            [tr release];
#endif
        }
        class_addMethod(cls, sel_registerName("echo:"), named, "@24@0:8@16");
        NSString *hi = @"hi";
        id echoed = ((id (*)(id, SEL, id))objc_msgSend)(t, sel_registerName("echo:"), hi);
        CHECK("object method with a capture", echoed == hi && deallocs == 0);

        // Structs: in registers, and in memory (the trampoline shifts one register more).
        IMP pair = imp_implementationWithBlock(^Pair(id self, long x) { (void)self; return (Pair){x, x * 2}; });
        class_addMethod(cls, sel_registerName("pair:"), pair, "{?=qq}24@0:8q16");
        Pair p = ((Pair (*)(id, SEL, long))objc_msgSend)(t, sel_registerName("pair:"), 21);
        CHECK("struct in registers", p.a == 21 && p.b == 42);
        IMP quad = imp_implementationWithBlock(^Quad(Target *self, long x) { return (Quad){x, x + 1, x + 2, self.base}; });
        class_addMethod(cls, sel_registerName("quad:"), quad, "{?=qqqq}24@0:8q16");
        Quad q = ((Quad (*)(id, SEL, long))objc_msgSend_stret)(t, sel_registerName("quad:"), 7);
        CHECK("struct in memory", q.a == 7 && q.b == 8 && q.c == 9 && q.d == 100);

        // imp_getBlock answers the copy (a global block is its own copy); a plain IMP nil.
        CHECK("imp_getBlock", strcmp(object_getClassName(imp_getBlock(named)), "_NSConcreteMallocBlock") == 0 &&
                                  strcmp(object_getClassName(imp_getBlock(add)), "_NSConcreteGlobalBlock") == 0);
        CHECK("imp_getBlock of another IMP", imp_getBlock(class_getMethodImplementation(cls, sel_registerName("base"))) == nil);

        // imp_removeBlock releases the block and its captures, once.
        class_replaceMethod(cls, sel_registerName("echo:"), add, "i24@0:8i16i20");
        CHECK("imp_removeBlock", imp_removeBlock(named) && deallocs == 1);
        CHECK("imp_removeBlock twice", !imp_removeBlock(named));
        CHECK("imp_removeBlock of another IMP", !imp_removeBlock(class_getMethodImplementation(cls, sel_registerName("base"))));
        CHECK("nil block", imp_implementationWithBlock(nil) == NULL);

        // A slot freed by imp_removeBlock serves the next block.
        IMP again = imp_implementationWithBlock(^int(id self) { (void)self; return 77; });
        class_addMethod(cls, sel_registerName("seventySeven"), again, "i16@0:8");
        CHECK("a reused trampoline", ((int (*)(id, SEL))objc_msgSend)(t, sel_registerName("seventySeven")) == 77);

        // Many blocks: more than one trampoline page.
        int ok = 1;
        IMP many[600];
        for (int i = 0; i < 600; i++) many[i] = imp_implementationWithBlock(^int(id self) { (void)self; return i; });
        for (int i = 0; i < 600; i++) ok &= ((int (*)(id, SEL))many[i])(t, NULL) == i;
        for (int i = 0; i < 600; i++) ok &= imp_removeBlock(many[i]);
        CHECK("600 block IMPs", ok);
#if !__has_feature(objc_arc)
        [t release];
#endif
    }
    printf("%d failures\n", failures);
    return failures != 0;
}
