/* A receiver with -forwardInvocation: whose -methodSignatureForSelector: answers nil for a
 * message: nothing can be forwarded without a frame description, so the message ends in
 * -doesNotRecognizeSelector: — for compiled code, objc4's uncaught-exception end. A message
 * it does describe is forwarded first, to show the forwarding path is there. */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

@interface Picky : NSObject
@end

@implementation Picky
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    if (strcmp(sel_getName(sel), "known:") == 0) return [NSMethodSignature signatureWithObjCTypes:"i20@0:8i16"];
    return nil;
}
- (void)forwardInvocation:(NSInvocation *)inv {
    int x;
    [inv getArgument:&x atIndex:2];
    x = -x;
    [inv setReturnValue:&x];
}
@end

@interface Picky (Messages)
- (int)known:(int)x;
- (int)unknown:(int)x;
@end

int main(void) {
    Picky *p = [Picky new];
    printf("known: %d\n", [p known:5]);
    fflush(stdout);
    printf("unknown: %d\n", [p unknown:5]);
    return 0;
}
