// Nested @try with @finally: every @finally runs once, innermost first, whether the block
// ends normally, by an exception caught here, by one caught further out, or by return
// (GCC's objc/execute/exceptions/finally-1.m, trivial.m, local-variables-1.m).
#import <Foundation/Foundation.h>
#include <stdio.h>

/* MRC and ARC alike: a thrown object is autoreleased, as Foundation's are (the runtime retains
 * it while it is in flight), so nothing leaks under LeakSanitizer. */
#if __has_feature(objc_arc)
#define AUTORELEASED(x) (x)
#else
#define AUTORELEASED(x) [(x) autorelease]
#endif

@interface Boom : NSObject
@end
@implementation Boom
@end

static int trace_depth;

static void thrower(void) { @throw AUTORELEASED([Boom new]); }

static int returns_through_finally(void) {
    @try {
        return 1;
    } @finally {
        printf("finally before return\n");
    }
    return 0;
}

int main(void) {
  @autoreleasepool {
    // No exception: the @finally runs after the @try body.
    @try {
        printf("body\n");
    } @finally {
        printf("finally 1\n");
    }
    // Three levels; the exception is caught by the outermost.
    @try {
        @try {
            @try {
                thrower();
                printf("not reached\n");
            } @finally {
                printf("finally inner\n");
            }
        } @finally {
            printf("finally middle\n");
        }
    } @catch (Boom *b) {
        printf("caught at the outside\n");
    } @finally {
        printf("finally outer\n");
    }
    // Caught in the middle: the inner @finally first, then the @catch, then its @finally.
    @try {
        @try {
            thrower();
        } @finally {
            printf("finally a\n");
        }
    } @catch (id e) {
        printf("caught b\n");
    } @finally {
        printf("finally c\n");
    }
    // A @finally whose @catch throws again: the new exception passes the @finally.
    @try {
        @try {
            thrower();
        } @catch (Boom *b) {
            printf("caught, throwing another\n");
            @throw [NSException exceptionWithName:NSGenericException reason:@"second" userInfo:nil];
        } @finally {
            printf("finally after the second throw\n");
        }
    } @catch (NSException *e) {
        printf("outer caught %s\n", [[e reason] UTF8String]);
    }
    // Locals assigned before the throw are still there in the @catch.
    int local = 7;
    @try {
        local = 8;
        thrower();
    } @catch (id e) {
        printf("local %d\n", local);
    }
    printf("returned %d\n", returns_through_finally());
    // A loop of throws: the records do not pile up.
    int caught = 0;
    for (int i = 0; i < 1000; i++) {
        @try {
            thrower();
        } @catch (Boom *b) {
            caught++;
        } @finally {
            trace_depth++;
        }
    }
    printf("caught %d, finally %d\n", caught, trace_depth);
  }
    return 0;
}
