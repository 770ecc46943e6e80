// Ports the intent of objc4 test/category.m built with -no_objc_category_merging and
// test/02-concurrentcat.m / concurrentcat_category.m, and GCC objc/execute's multi-file class
// tests: a class defined in one object file gains categories from two other object files
// (categories_across_files/*.m, linked after this file); each category's methods and class
// methods are there before main runs, one category may call another's, and
// +load of the class runs before its categories'.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Vehicle : NSObject
- (const char *)wheels;
@end
@interface Vehicle (FromFileA)
- (const char *)fromA;
+ (int)classFromA;
@end
@interface Vehicle (FromFileB)
- (const char *)fromB;
- (int)aPlusB;
@end

@implementation Vehicle
+ (void)load { printf("+load Vehicle\n"); }
- (const char *)wheels { return "four"; }
@end

int main(void) {
    Vehicle *v = [Vehicle new];
    printf("wheels: %s\n", [v wheels]);
    printf("fromA: %s fromB: %s\n", [v fromA], [v fromB]);
    printf("classFromA: %d aPlusB: %d\n", [Vehicle classFromA], [v aPlusB]);
    printf("responds: %d %d\n", [v respondsToSelector:@selector(fromA)], [v respondsToSelector:@selector(fromB)]);
    [v release];
    return 0;
}
