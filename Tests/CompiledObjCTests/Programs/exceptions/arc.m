// Under -fobjc-arc -fobjc-arc-exceptions (without the second flag clang emits no cleanups
// for ARC locals, and objects an exception passes leak, as with objc4): strong locals of every frame the exception leaves are released by the
// cleanups the personality runs, the caught object lives as long as the @catch's variable,
// and @autoreleasepool blocks left by an exception are popped by the outer one.
#import <Foundation/Foundation.h>
#include <stdio.h>

static int alive;

@interface Tracked : NSObject
@end
@implementation Tracked
- (instancetype)init {
    if ((self = [super init])) alive++;
    return self;
}
- (void)dealloc { alive--; }
@end

@interface Failure : Tracked
@end
@implementation Failure
@end

static void level3(void) {
    Tracked *local = [Tracked new];
    (void)local;
    @throw [Failure new];
}
static void level2(void) {
    Tracked *a = [Tracked new], *b = [Tracked new];
    (void)a;
    (void)b;
    level3();
}
static void level1(void) {
    @autoreleasepool {
        Tracked *c = [Tracked new];
        (void)c;
        level2();
    }
}

int main(void) {
    @autoreleasepool {
        @try {
            level1();
        } @catch (Failure *f) {
            printf("caught; alive inside the @catch: %d\n", alive);
        }
    }
    printf("alive after: %d\n", alive);
    // The thrown object is autoreleased by the @throw (ARC passes it at +0), so the pool
    // around the @try decides when it goes once the @catch's variable lets go.
    __strong id kept = nil;
    @autoreleasepool {
        @try {
            level2();
        } @catch (id e) {
            kept = e;
        }
    }
    printf("kept a %s; alive %d\n", object_getClassName(kept), alive);
    kept = nil;
    printf("released; alive %d\n", alive);
    for (int i = 0; i < 100; i++) {
        @autoreleasepool {
            @try {
                level1();
            } @catch (id e) {
            }
        }
    }
    printf("after 100 more: alive %d\n", alive);
    return 0;
}
