// Part of categories_across_files.m: a category on Vehicle, a class of another object file.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Vehicle : NSObject
@end
@implementation Vehicle (FromFileA)
+ (void)load { printf("+load Vehicle(FromFileA)\n"); }
- (const char *)fromA { return "A"; }
+ (int)classFromA { return 10; }
@end
