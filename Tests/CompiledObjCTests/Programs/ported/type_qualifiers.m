// Ports the intent of GCC objc/execute bycopy-1.m, bycopy-2.m, bycopy-3.m, np-1.m, np-2.m,
// enumeration-1.m, enumeration-2.m, static-1.m and static-2.m: methods declared with the
// distributed-objects qualifiers (oneway, in, out, inout, bycopy, byref) in a protocol and a
// class run normally, and their type encodings as the runtime reports them — from the class's
// method and from the protocol's description — carry the qualifier letters clang emitted;
// a oneway void message to nil is harmless; enum arguments and results travel as their
// integer type; a static variable defined inside an @implementation is visible to its methods.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

typedef enum { Red, Green = 5, Blue } Colour;

@protocol Remote
- (oneway void)fire;
- (void)fill:(out int *)p;
- (int)read:(in const int *)p;
- (void)swap:(inout int *)p;
- (bycopy id)copyOut:(byref id)x;
@end

@interface Local : NSObject <Remote>
- (Colour)next:(Colour)c;
+ (int)counter;
@end
@implementation Local
static int fired = 0;
- (oneway void)fire { fired++; }
- (void)fill:(out int *)p { *p = 11; }
- (int)read:(in const int *)p { return *p + 1; }
- (void)swap:(inout int *)p { *p = -*p; }
- (bycopy id)copyOut:(byref id)x { return x; }
- (Colour)next:(Colour)c { return c == Red ? Green : Blue; }
+ (int)counter { return fired; }
@end

static void types(SEL s) {
    Method m = class_getInstanceMethod([Local class], s);
    struct objc_method_description d = protocol_getMethodDescription(@protocol(Remote), s, YES, YES);
    printf("%s: class %s protocol %s\n", sel_getName(s), method_getTypeEncoding(m), d.types);
}

int main(void) {
    Local *l = [Local new];
    [l fire];
    [l fire];
    int v = 0;
    [l fill:&v];
    int r = [l read:&v];
    [l swap:&v];
    printf("fired %d fill/read %d swapped %d copyOut same %d\n", [Local counter], r, v, [l copyOut:l] == l);
    Local *none = nil;
    [none fire];
    printf("oneway to nil ok, fired still %d\n", [Local counter]);
    printf("enum: %d %d\n", [l next:Red], [l next:Green]);
    types(@selector(fire));
    types(@selector(fill:));
    types(@selector(read:));
    types(@selector(swap:));
    types(@selector(copyOut:));
    printf("enum method: %s\n", method_getTypeEncoding(class_getInstanceMethod([Local class], @selector(next:))));
    [l release];
    return 0;
}
