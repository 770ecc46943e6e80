// Image 1 of the load-order test: the root of the hierarchy, in its own object file.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Base : NSObject
@end
@implementation Base
+ (void)load { printf("load Base\n"); }
+ (void)initialize { printf("initialize Base (for %s)\n", self == [Base class] ? "Base" : "a subclass"); }
- (int)value { return 1; }
@end
