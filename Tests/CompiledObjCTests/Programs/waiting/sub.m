// A shared library the executable links, whose class subclasses a class of the executable.
// The dynamic linker runs a library's constructors before the executable's, so this image
// reaches the loader before its superclass exists: the class waits, and is built when the
// executable's image brings Base. Its +load runs then, after Base's.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Base : NSObject
- (int)value;
@end
@interface Sub : Base
@end
@implementation Sub
+ (void)load { printf("load Sub\n"); }
- (int)value { return [super value] * 10; }
@end
int sub_value(void) {
    Sub *s = [Sub new];
    int v = [s value];
    [s release];
    return v;
}

/* A literal of this library: its class must exist when this image is loaded, before the
 * executable's constructors (the runtime's among them) have run. */
const char *sub_literal(void) { return [@"a literal of the library, longer than eight" UTF8String]; }
