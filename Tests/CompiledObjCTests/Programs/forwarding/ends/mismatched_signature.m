/* -methodSignatureForSelector: answers with a signature that cannot describe the message: two
 * arguments after self and _cmd are sent, the signature has one. A forwarding IMP for it would
 * read the wrong registers (and for a struct result, write where the caller has nothing), so
 * the runtime refuses it with NSInvalidArgumentException naming both — the program ends as an
 * uncaught exception ends it. */
#import <Foundation/Foundation.h>
#include <stdio.h>

@interface Liar : NSObject
@end

@implementation Liar
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    (void)sel;
    return [NSMethodSignature signatureWithObjCTypes:"q24@0:8q16"];
}
- (void)forwardInvocation:(NSInvocation *)inv {
    long x = 1;
    [inv setReturnValue:&x];
}
@end

@interface Liar (Messages)
- (long)one:(long)a;
- (long)two:(long)a and:(long)b;
@end

int main(void) {
    Liar *l = [Liar new];
    printf("one: %ld\n", [l one:5]);
    fflush(stdout);
    printf("two: %ld\n", [l two:5 and:6]);
    return 0;
}
