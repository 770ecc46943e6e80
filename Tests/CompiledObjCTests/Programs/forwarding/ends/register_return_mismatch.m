/* The other way round from struct_return_mismatch.m: the signature returns a long in %rax, the
 * message was sent with objc_msgSend_stret (a 32-byte struct expected through the pointer in
 * %rdi). A forwarding closure for the signature would take that pointer for self; the runtime
 * refuses it with NSInvalidArgumentException and the program ends as an uncaught exception
 * ends it. A message of the signature's own shape is forwarded first. */
#import <Foundation/Foundation.h>
#include <stdio.h>

typedef struct { long a, b, c, d; } Big;

@interface Plain : NSObject
- (long)small:(long)x;
@end
@implementation Plain
- (long)small:(long)x { return x; }
@end

@interface Confused : NSObject
@end

@implementation Confused
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    (void)sel;
    return [Plain instanceMethodSignatureForSelector:@selector(small:)];
}
- (void)forwardInvocation:(NSInvocation *)inv {
    long x;
    [inv getArgument:&x atIndex:2];
    x *= 3;
    [inv setReturnValue:&x];
}
@end

@interface Confused (Messages)
- (long)small:(long)x;
- (Big)big:(long)x;
@end

int main(void) {
    Confused *c = [Confused new];
    printf("small: %ld\n", [c small:5]);
    fflush(stdout);
    Big b = [c big:10];
    printf("big: %ld\n", b.a);
    return 0;
}
