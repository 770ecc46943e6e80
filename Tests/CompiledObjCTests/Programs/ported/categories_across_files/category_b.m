// Part of categories_across_files.m: a second category, calling the first one's method.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Vehicle : NSObject
@end
@interface Vehicle (FromFileA)
+ (int)classFromA;
@end
@implementation Vehicle (FromFileB)
+ (void)load { printf("+load Vehicle(FromFileB)\n"); }
- (const char *)fromB { return "B"; }
- (int)aPlusB { return [[self class] classFromA] + 1; }
@end
