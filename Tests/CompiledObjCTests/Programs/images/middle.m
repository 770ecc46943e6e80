// Image 1, second object file: a subclass of a class of another object file, and a category
// on it (the category's +load runs after the class's).
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Base : NSObject
- (int)value;
@end
@interface Middle : Base
@end
@implementation Middle
+ (void)load { printf("load Middle\n"); }
- (int)value { return [super value] + 10; }
@end
@interface Middle (Extra)
- (int)extra;
@end
@implementation Middle (Extra)
+ (void)load { printf("load Middle(Extra)\n"); }
- (int)extra { return 7; }
@end
