// Exceptions out of forwarding: -forwardInvocation: throws, and the exception unwinds through
// the runtime's forwarding IMP (a libffi closure, CSupport/ValueClasses/forwarding.c) to the
// sender's @catch; the NSInvocation made for the send is released on the way (a cleanup in
// forwarding.c — ASan's leak check in CI sees it); a message with no signature ends in an
// unrecognized selector, also caught.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Proxy : NSObject
@end
@implementation Proxy
- (NSMethodSignature *)methodSignatureForSelector:(SEL)s { return [NSMethodSignature signatureWithObjCTypes:"d32@0:8d16i24"]; }
- (void)forwardInvocation:(NSInvocation *)inv {
    @throw [NSException exceptionWithName:@"FwdException" reason:@"from forwardInvocation" userInfo:nil];
}
@end
@interface Proxy (Unknown)
- (double)scale:(double)d by:(int)i;
@end
int main(void) {
    Proxy *p = [Proxy new];
    for (int k = 0; k < 3; k++) {
        @try {
            double r = [p scale:1.5 by:2];
            printf("no throw %f\n", r);
        } @catch (NSException *e) {
            printf("caught %s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        } @finally {
            printf("finally %d\n", k);
        }
    }
    @try { [(id)p count]; } @catch (NSException *e) { printf("caught %s\n", [[e name] UTF8String]); }
    return 0;
}
