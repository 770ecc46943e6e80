/* Bad input to NSMethodSignature and NSInvocation gets a defined answer and touches no memory
 * it should not (the runtime also leaves an NSInvalidArgumentException pending, which the
 * Swift API throws — NSInvocationTests — and compiled code cannot see yet): encodings no
 * frame can hold give nil; an argument index out of range, a NULL buffer or a signature that
 * is not a method's leaves the buffers as they were; an invocation with a nil target returns
 * zero; a nil signature gives no invocation. Run under ASan and TSan by the tests too. */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

@interface Box : NSObject
- (long)value;
@end
@implementation Box
- (long)value { return 99; }
@end

int main(void) {
    const char *bad[] = {
        "",                  /* nothing */
        "v16@0:8{broken",    /* unterminated struct */
        "v@:{Opaque}",       /* a struct with no fields cannot be passed */
        "v@:b3",             /* a bitfield */
        "[4i]@:",            /* an array returned by value */
        "v@:[4i]",           /* an array passed by value */
        "v@:v",              /* void as an argument */
        "v@:t",              /* __int128: not supported by libffi */
        "v@:?",              /* unknown type */
        "v@:^{Node=^{Node}i}x", /* a stray byte after good types */
        "v@:jc",             /* _Complex char */
    };
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++)
        printf("'%s': %s\n", bad[i], [NSMethodSignature signatureWithObjCTypes:bad[i]] ? "a signature" : "nil");
    printf("pointer to an opaque struct is fine: %s\n",
           [NSMethodSignature signatureWithObjCTypes:"v@:^{Opaque}"] ? "a signature" : "nil");

    NSMethodSignature *sig = [NSMethodSignature signatureWithObjCTypes:"q16@0:8"];
    NSInvocation *inv = [NSInvocation invocationWithMethodSignature:sig];
    long sentinel[2] = {0x1234, 0x5678};
    [inv getArgument:&sentinel[0] atIndex:2];
    [inv getArgument:&sentinel[0] atIndex:-2];
    [inv setArgument:&sentinel[1] atIndex:7];
    [inv getArgument:NULL atIndex:0];
    printf("out of range: buffers untouched %s\n", sentinel[0] == 0x1234 && sentinel[1] == 0x5678 ? "yes" : "no");
    printf("getArgumentTypeAtIndex: 5 gives %s\n", [sig getArgumentTypeAtIndex:5] ? "a type" : "NULL");

    long result = -1;
    [inv setSelector:@selector(value)];
    [inv invoke];  /* nil target */
    [inv getReturnValue:&result];
    printf("nil target returns %ld\n", result);
    Box *box = [Box new];
    [inv invokeWithTarget:box];
    [inv getReturnValue:&result];
    printf("with a target: %ld\n", result);

    NSInvocation *function = [NSInvocation invocationWithMethodSignature:[NSMethodSignature signatureWithObjCTypes:"i"]];
    [function invoke];  /* not a method's signature: refused */
    printf("a function signature: target %s, selector %s\n", [function target] ? "set" : "nil",
           [function selector] ? "set" : "NULL");
    printf("nil signature: %s\n", [NSInvocation invocationWithMethodSignature:nil] ? "an invocation" : "nil");
    [box release];
    return 0;
}
