/* Ports the intent of objc4's test/forward.m (there through objc_setForwardHandler, here
 * through -forwardInvocation:, the same chain's Foundation end): class messages a class does
 * not implement, each with thirteen long and fifteen double arguments — more than the integer
 * and vector registers hold, so most travel on the stack — are forwarded with every argument
 * intact, and the result comes back for each way a result is returned: an id and a long long
 * in %rax, a double in %xmm0, a struct in memory (objc_msgSend_stret), a long double in st0
 * (objc_msgSend_fpret) and a long double _Complex in st0/st1. Each kind is sent three times
 * (the first send through objc_msgSend's slow path, the others through the cached "not found"),
 * and the forwarder checks the order of the messages as the upstream test's state does. */
#import <Foundation/Foundation.h>
#include <complex.h>
#include <stdio.h>
#include <string.h>

struct stret {
    long a, b, c, d, e;
};

#define ARGS_DECL                                                                                                   \
    (long)i1 : (long)i2 : (long)i3 : (long)i4 : (long)i5 : (long)i6 : (long)i7 : (long)i8 : (long)i9 : (long)i10     \
        : (long)i11 : (long)i12 : (long)i13 : (double)f1 : (double)f2 : (double)f3 : (double)f4 : (double)f5         \
        : (double)f6 : (double)f7 : (double)f8 : (double)f9 : (double)f10 : (double)f11 : (double)f12 : (double)f13 \
        : (double)f14 : (double)f15
#define ARGS 1 : 2 : 3 : 4 : 5 : 6 : 7 : 8 : 9 : 10 : 11 : 12 : 13 : 1.0 : 2.0 : 3.0 : 4.0 : 5.0 : 6.0 : 7.0 : 8.0 : 9.0 : 10.0 : 11.0 : 12.0 : 13.0 : 14.0 : 15.0

@interface Forwarded : NSObject
@end

@interface Forwarded (Messages)
+ (id)idret:ARGS_DECL;
+ (long long)llret:ARGS_DECL;
+ (double)fpret:ARGS_DECL;
+ (struct stret)stret:ARGS_DECL;
+ (long double)ldret:ARGS_DECL;
+ (long double _Complex)ldcret:ARGS_DECL;
@end

/* The implementations the signatures are taken from (never called directly). */
@interface Shapes : NSObject
@end
@implementation Shapes
+ (id)idret:ARGS_DECL { return nil; }
+ (long long)llret:ARGS_DECL { return 0; }
+ (double)fpret:ARGS_DECL { return 0; }
+ (struct stret)stret:ARGS_DECL { return (struct stret){0, 0, 0, 0, 0}; }
+ (long double)ldret:ARGS_DECL { return 0; }
+ (long double _Complex)ldcret:ARGS_DECL { return 0; }
@end

static const long long LL_RESULT = __LONG_LONG_MAX__ - 2LL * __INT_MAX__;
static const double FP_RESULT = __DBL_MIN__ + __DBL_EPSILON__;
static const long double LD_RESULT = __LDBL_MIN__ + __LDBL_EPSILON__;
static id ID_RESULT;
static int state;
static int bad_arguments;

@implementation Forwarded
+ (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    return [Shapes methodSignatureForSelector:sel];
}
+ (void)forwardInvocation:(NSInvocation *)inv {
    if ([inv target] != self) bad_arguments++;
    for (long i = 1; i <= 13; i++) {
        long v;
        [inv getArgument:&v atIndex:i + 1];
        if (v != i) bad_arguments++;
    }
    for (long i = 1; i <= 15; i++) {
        double v;
        [inv getArgument:&v atIndex:i + 14];
        if (v != (double)i) bad_arguments++;
    }
    const char *name = sel_getName([inv selector]);
    state++;
    if (strcmp(name, "idret::::::::::::::::::::::::::::") == 0) {
        [inv setReturnValue:&ID_RESULT];
    } else if (strcmp(name, "llret::::::::::::::::::::::::::::") == 0) {
        [inv setReturnValue:(void *)&LL_RESULT];
    } else if (strcmp(name, "fpret::::::::::::::::::::::::::::") == 0) {
        [inv setReturnValue:(void *)&FP_RESULT];
    } else if (strcmp(name, "stret::::::::::::::::::::::::::::") == 0) {
        struct stret s = {1, 2, 3, 4, 5};
        [inv setReturnValue:&s];
    } else if (strcmp(name, "ldret::::::::::::::::::::::::::::") == 0) {
        [inv setReturnValue:(void *)&LD_RESULT];
    } else if (strcmp(name, "ldcret::::::::::::::::::::::::::::") == 0) {
        long double _Complex c = LD_RESULT + LD_RESULT * I;
        [inv setReturnValue:&c];
    } else {
        printf("unexpected %s\n", name);
    }
}
@end

int main(void) {
    ID_RESULT = [NSObject new];
    int ok = 0;
    for (int round = 0; round < 3; round++) {
        ok += [Forwarded idret:ARGS] == ID_RESULT;
        ok += [Forwarded llret:ARGS] == LL_RESULT;
        ok += [Forwarded fpret:ARGS] == FP_RESULT;
        struct stret s = [Forwarded stret:ARGS];
        ok += s.a == 1 && s.b == 2 && s.c == 3 && s.d == 4 && s.e == 5;
        ok += [Forwarded ldret:ARGS] == LD_RESULT;
        long double _Complex c = [Forwarded ldcret:ARGS];
        ok += creall(c) == LD_RESULT && cimagl(c) == LD_RESULT;
    }
    printf("%d of 18 results right, %d messages forwarded, %d arguments wrong\n", ok, state, bad_arguments);
    [ID_RESULT release];
    return 0;
}
