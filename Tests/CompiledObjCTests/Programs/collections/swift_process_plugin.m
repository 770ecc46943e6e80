// Loaded into the Swift test process (CollectionsTests, as TwoDoorsTests loads its plugin):
// there the runtime's raises stay pending, but objc_enumerationMutation's caller is always
// compiled code, so the mutation of a collection inside its `for … in` loop is thrown
// anyway — caught by the compiled @catch here, or, uncaught, carried to the Swift caller by
// the catch barrier as an ObjCException.
#import <Foundation/Foundation.h>

@interface CollectionsInSwift : NSObject
+ (NSString *)caughtMutationName;
+ (void)uncaughtMutation;
+ (NSArray *)sortedThroughABlock;
@end

@implementation CollectionsInSwift
+ (NSString *)caughtMutationName {
    NSMutableArray *m = [NSMutableArray arrayWithObjects:@1, @2, @3, nil];
    @try {
        for (NSNumber *n in m)
            if ([n intValue] == 2) [m removeObject:n];
    } @catch (NSException *e) {
        return [e name];
    }
    return @"no exception";
}

+ (void)uncaughtMutation {
    NSMutableSet *s = [NSMutableSet setWithObjects:@"a", @"b", nil];
    for (NSString *x in s)
        if ([x isEqualToString:@"a"]) [s addObject:@"c"];
}

+ (NSArray *)sortedThroughABlock {
    return [@[ @3, @1, @2 ] sortedArrayUsingComparator:^NSComparisonResult(NSNumber *a, NSNumber *b) {
        return [a compare:b];
    }];
}
@end
