// NSAssert and its family from compiled code: a passing assertion does nothing (its
// condition is evaluated once); a failing one throws NSInternalInconsistencyException with
// the formatted description as its reason — "Invalid parameter not satisfying: <condition>"
// for the parameter forms — through +[NSAssertionHandler currentHandler] (stderr gets the
// "*** Assertion failure in …" line, checked by the Swift test); a handler subclass sent the
// messages directly is called.
#import <Foundation/Foundation.h>
#include <stdio.h>

#define CATCH(label, ...)                                                                        \
    do {                                                                                         \
        @try {                                                                                   \
            __VA_ARGS__;                                                                         \
            printf("%s: passed\n", label);                                                       \
        } @catch (NSException *e) {                                                              \
            printf("%s: %s: %s\n", label, e.name.UTF8String, e.reason.UTF8String);               \
        }                                                                                        \
    } while (0)

static int evaluations;
static BOOL counted(BOOL value) {
    evaluations++;
    return value;
}

static void checkedFunction(int value) {
    NSCParameterAssert(value > 0);
    NSCAssert(value < 100, @"value %d is too big", value);
    NSCAssert2(value != 50, @"%d and %@", value, @"fifty");
}

@interface Checker : NSObject
- (void)check:(int)value;
+ (void)classCheck;
@end
@implementation Checker
- (void)check:(int)value {
    NSParameterAssert(value != 0);
    NSAssert(value > 0, @"negative: %d", value);
    NSAssert1(value != 1, @"one is %@", @"not allowed");
    NSAssert2(value != 2, @"%d%@", value, @"!");
    NSAssert3(value != 3, @"%d %d %d", 1, 2, 3);
    NSAssert4(value != 4, @"%d %d %d %d", 1, 2, 3, 4);
    NSAssert5(value != 5, @"%d %d %d %d %d", 1, 2, 3, 4, 5);
    NSAssert(value != 6, @"no arguments");
}
+ (void)classCheck {
    NSAssert(NO, @"in a class method");
}
@end

@interface Recorder : NSAssertionHandler
@end
@implementation Recorder
- (void)handleFailureInMethod:(SEL)selector object:(id)object file:(NSString *)fileName lineNumber:(NSInteger)line description:(NSString *)format, ... {
    printf("recorder: %s %s line %ld\n", NSStringFromSelector(selector).UTF8String, NSStringFromClass([object class]).UTF8String, (long)line);
}
@end

int main(void) {
    @autoreleasepool {
        Checker *c = [Checker new];
        CATCH("7", [c check:7]);
        for (int v = -1; v <= 6; v++) {
            char label[16];
            snprintf(label, sizeof label, "%d", v);
            CATCH(label, [c check:v]);
        }
        CATCH("class", [Checker classCheck]);
        CATCH("function 10", checkedFunction(10));
        CATCH("function 0", checkedFunction(0));
        CATCH("function 100", checkedFunction(100));
        CATCH("function 50", checkedFunction(50));
        evaluations = 0;
        CATCH("evaluated once", NSCAssert(counted(YES), @"never"));
        printf("evaluations: %d\n", evaluations);
        printf("one handler: %d, class %s\n", [NSAssertionHandler currentHandler] == [NSAssertionHandler currentHandler],
               NSStringFromClass([[NSAssertionHandler currentHandler] class]).UTF8String);
        [[Recorder new] handleFailureInMethod:@selector(check:) object:c file:@"f.m" lineNumber:12 description:@"x"];
    }
    return 0;
}
