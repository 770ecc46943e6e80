// NS_BLOCK_ASSERTIONS before the import: every assertion compiles to nothing and its
// condition is never evaluated.
#define NS_BLOCK_ASSERTIONS 1
#import <Foundation/Foundation.h>
#include <stdio.h>

static int evaluations;
static BOOL counted(BOOL value) {
    evaluations++;
    return value;
}

@interface Checker : NSObject
- (void)check;
@end
@implementation Checker
- (void)check {
    NSAssert(counted(NO), @"blocked");
    NSAssert1(counted(NO), @"blocked %d", 1);
    NSParameterAssert(counted(NO));
}
@end

int main(void) {
    @autoreleasepool {
        [[Checker new] check];
        NSCAssert(counted(NO), @"blocked");
        NSCParameterAssert(counted(NO));
        printf("no exception, evaluations: %d\n", evaluations);
    }
    return 0;
}
