// A selector nobody implements, sent from compiled code: a class that overrides
// -doesNotRecognizeSelector: without raising goes on (the send returns zero); NSObject's
// raises NSInvalidArgumentException, which nothing in a C program can catch yet, so the
// program ends as objc4 ends it: the reason, "Terminating app due to uncaught exception",
// abort().
#import <Foundation/Foundation.h>
#include <objc/message.h>
#include <stdio.h>
@interface Quiet : NSObject
@end
@implementation Quiet
- (void)doesNotRecognizeSelector:(SEL)sel { printf("Quiet ignores %s\n", sel_getName(sel)); }
@end
int main(void) {
    id q = [Quiet new];
    int r = ((int (*)(id, SEL))objc_msgSend)(q, sel_registerName("nothingHere"));
    printf("quiet returned %d\n", r);
    id o = [NSObject new];
    printf("about to send\n");
    fflush(stdout);
    r = ((int (*)(id, SEL))objc_msgSend)(o, sel_registerName("nothingHere"));
    printf("not reached %d\n", r);
    return 0;
}
