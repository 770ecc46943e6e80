// A shared library dlopened at run time: a subclass of a class of the executable, and a
// category on a class of the executable.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Middle : NSObject
- (int)value;
@end
@interface Leaf : Middle
@end
@implementation Leaf
+ (void)load { printf("load Leaf (plugin)\n"); }
- (int)value { return [super value] + 100; }
@end
@interface Middle (FromPlugin)
- (int)fromPlugin;
@end
@implementation Middle (FromPlugin)
+ (void)load { printf("load Middle(FromPlugin)\n"); }
- (int)fromPlugin { return 99; }
@end

/* How main finds the class without objc_getClass: a class reference inside the plugin. */
Class plugin_leaf_class(void) { return [Leaf class]; }
