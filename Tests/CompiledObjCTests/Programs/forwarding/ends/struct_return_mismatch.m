/* -methodSignatureForSelector: answers with a signature that returns a 32-byte struct — in
 * memory, through a pointer the caller passes first — for a message the caller sent with plain
 * objc_msgSend, expecting a long in %rax. A forwarding closure for that signature would take
 * self for the struct pointer and write 32 bytes into the object; the runtime refuses it with
 * NSInvalidArgumentException and the program ends as an uncaught exception ends it. A struct
 * message sent the right way (objc_msgSend_stret) is forwarded first. */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

typedef struct { long a, b, c, d; } Big;

@interface Shapes : NSObject
- (Big)big:(long)x;
@end
@implementation Shapes
- (Big)big:(long)x { return (Big){x, x, x, x}; }
@end

@interface Confused : NSObject
@end

@implementation Confused
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    (void)sel;
    return [Shapes instanceMethodSignatureForSelector:@selector(big:)];
}
- (void)forwardInvocation:(NSInvocation *)inv {
    long x;
    [inv getArgument:&x atIndex:2];
    Big b = {x, x + 1, x + 2, x + 3};
    [inv setReturnValue:&b];
}
@end

@interface Confused (Messages)
- (Big)big:(long)x;
- (long)small:(long)x;
@end

int main(void) {
    Confused *c = [Confused new];
    Big b = [c big:10];
    printf("big: %ld %ld %ld %ld\n", b.a, b.b, b.c, b.d);
    fflush(stdout);
    printf("small: %ld\n", [c small:5]);
    return 0;
}
