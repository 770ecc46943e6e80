// Part of category_before_class.m: the class its category and subclass wait for.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Gadget : NSObject
@end
@implementation Gadget
+ (void)load { printf("+load Gadget\n"); }
- (const char *)name { return "the class's own name"; }
- (const char *)original { return "original method"; }
@end
