/* Bad input to NSMethodSignature and NSInvocation raises NSInvalidArgumentException, as
 * Foundation does, and touches no memory it should not (compiled code catches it here; the
 * Swift API throws it as ObjCException — NSInvocationTests): encodings no frame can hold;
 * an argument index out of range, a NULL buffer or a signature that is not a method's (the
 * buffers stay as they were); an invocation with a nil target returns zero; a nil signature
 * gives no invocation. Run under ASan and TSan by the tests too. */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

@interface Box : NSObject
- (long)value;
@end
@implementation Box
- (long)value { return 99; }
@end

/* Runs `body`; prints the name of what it raised, if anything. */
static void attempt(const char *what, void (^body)(void)) {
    @try {
        body();
        printf("%s: no exception\n", what);
    } @catch (NSException *e) {
        printf("%s: %s\n", what, [[e name] UTF8String]);
    }
}

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
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char what[64];
        snprintf(what, sizeof what, "'%s'", bad[i]);
        const char *types = bad[i];
        attempt(what, ^{ [NSMethodSignature signatureWithObjCTypes:types]; });
    }
    printf("pointer to an opaque struct is fine: %s\n",
           [NSMethodSignature signatureWithObjCTypes:"v@:^{Opaque}"] ? "a signature" : "nil");

    NSMethodSignature *sig = [NSMethodSignature signatureWithObjCTypes:"q16@0:8"];
    NSInvocation *inv = [NSInvocation invocationWithMethodSignature:sig];
    long sentinel[2] = {0x1234, 0x5678};
    long *slots = sentinel;
    attempt("index 2 of 2", ^{ [inv getArgument:&slots[0] atIndex:2]; });
    attempt("index -2", ^{ [inv getArgument:&slots[0] atIndex:-2]; });
    attempt("set index 7", ^{ [inv setArgument:&slots[1] atIndex:7]; });
    attempt("a NULL buffer", ^{ [inv getArgument:NULL atIndex:0]; });
    printf("out of range: buffers untouched %s\n", sentinel[0] == 0x1234 && sentinel[1] == 0x5678 ? "yes" : "no");
    attempt("getArgumentTypeAtIndex: 5", ^{ [sig getArgumentTypeAtIndex:5]; });

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
    attempt("invoking a function signature", ^{ [function invoke]; });
    printf("a function signature: target %s, selector %s\n", [function target] ? "set" : "nil",
           [function selector] ? "set" : "NULL");
    attempt("nil signature", ^{ [NSInvocation invocationWithMethodSignature:nil]; });
    [box release];
    return 0;
}
