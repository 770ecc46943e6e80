// Captured blocks and objects over many iterations (run with and without -fobjc-arc): a
// block passed to a method and captured by another block there leaks nothing (objc_retain of
// a stack block answers the same pointer: the optimizer relies on it at -O2), a block that
// captures a stack block copies it and releases the copy with itself, and a __block counter
// shared by a block used as a class method. The intent of libobjc2's
// Test/BlockCapture_arc.m, Test/StackBlockRetain_arc.m and Test/BlockImpTest.m.
#import <Foundation/Foundation.h>
#include <Block.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>

static int failures;
#define CHECK(name, cond)                                                   \
    do {                                                                    \
        if (cond) printf("%s: ok\n", name);                                 \
        else { printf("%s: FAIL (line %d)\n", name, __LINE__); failures++; } \
    } while (0)

static int live;
@interface Capture : NSObject
- (int)value;
@end
@implementation Capture
- (instancetype)init {
    if ((self = [super init])) live++;
    return self;
}
- (void)dealloc {
    live--;
#if !__has_feature(objc_arc)
    [super dealloc];
#endif
}
- (int)value { return 42; }
@end

@interface Runner : NSObject
- (int)runWith:(int (^)(void))b;
@end
@implementation Runner
- (int)runWith:(int (^)(void))b {
    int (^wrapper)(void) = ^{ return b(); };
    int (^copy)(void) = [wrapper copy];
    int r = copy();
#if !__has_feature(objc_arc)
    [copy release];
#endif
    return r;
}
@end

#if __has_feature(objc_arc)
static id kept;
static void keep(void (^block)(void)) { kept = ^{ block(); }; }
static void drop(void) { kept = nil; }
#else
static id kept;
static void keep(void (^block)(void)) { kept = [^{ block(); } copy]; }
static void drop(void) {
    [kept release];
    kept = nil;
}
#endif

@interface Counter : NSObject
@end
@implementation Counter
@end

int main(void) {
    Runner *r = [Runner new];
    int sum = 0;
    for (int i = 0; i < 100; i++) {
        @autoreleasepool {
            Capture *c = [Capture new];
            sum += [r runWith:^{ return [c value]; }];
#if !__has_feature(objc_arc)
            [c release];
#endif
        }
    }
    CHECK("a block captured by a block in a method: no leak", live == 0 && sum == 4200);

    @autoreleasepool {
        Capture *captured = [Capture new];
        keep(^{ (void)captured; });
#if __has_feature(objc_arc)
        captured = nil;
#else
        [captured release];
#endif
        CHECK("a captured stack block is copied with its capturer", live == 1);
        drop();
    }
    CHECK("and released with it", live == 0);

    __block int total = 0;
    int (^count)(id, int) = ^int(id self, int a) {
        (void)self;
        total += a;
        return total;
    };
    IMP imp = imp_implementationWithBlock((id)count);
    class_addMethod(object_getClass([Counter class]), sel_registerName("count:"), imp, "i20@0:8i16");
    int (*send)(id, SEL, int) = (int (*)(id, SEL, int))objc_msgSend;
    int a = send([Counter class], sel_registerName("count:"), 2);
    int b = send([Counter class], sel_registerName("count:"), 2);
    CHECK("a __block counter behind a class method", a == 2 && b == 4 && total == 4);
    CHECK("imp_removeBlock", imp_removeBlock(imp));
#if !__has_feature(objc_arc)
    [r release];
#endif
    printf("%d failures\n", failures);
    return failures != 0;
}
