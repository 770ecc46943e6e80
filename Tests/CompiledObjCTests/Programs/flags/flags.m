// clang's usual flags through objcrt cc: -I finds greeting.h, -D defines NAME, -U removes
// UNWANTED (defined by an earlier -D), -O3 optimizes; built with -c first, then linked from
// the object file.
#import <Foundation/Foundation.h>
#include <stdio.h>
#include "greeting.h"

#ifdef UNWANTED
#error "-U did not undefine UNWANTED"
#endif

@interface Greeter : NSObject
- (const char *)name;
@end
@implementation Greeter
- (const char *)name { return NAME; }
@end

int main(void) {
    Greeter *g = [Greeter new];
    printf(GREETING_PREFIX "%s\n", [g name]);
    [g release];
    return 0;
}
