/* NSMethodSignature and NSInvocation used directly, and -forwardInvocation: that does more
 * than pass a message on: it changes arguments before invoking, changes the return value
 * after, answers a message itself with no target, and keeps an invocation (with
 * -retainArguments) to invoke later. Also NSObject's -methodSignatureForSelector: and
 * +instanceMethodSignatureForSelector:, and the signature of an unknown selector (nil). */
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

@interface Calculator : NSObject
- (long)multiply:(long)a by:(long)b;
- (double)divide:(double)a by:(double)b;
- (NSUInteger)lengthOf:(const char *)text plus:(id)object;
@end

@implementation Calculator
- (long)multiply:(long)a by:(long)b { return a * b; }
- (double)divide:(double)a by:(double)b { return a / b; }
- (NSUInteger)lengthOf:(const char *)text plus:(id)object { return strlen(text) + (object ? 100 : 0); }
@end

/* Doubles the first argument of every message before invoking, adds 1 to a long result. */
@interface Adjuster : NSObject {
@public
    id _target;
}
@end

@implementation Adjuster
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [_target methodSignatureForSelector:sel]; }
- (void)forwardInvocation:(NSInvocation *)inv {
    const char *type = [[inv methodSignature] getArgumentTypeAtIndex:2];
    if (type[0] == 'q') {
        long a;
        [inv getArgument:&a atIndex:2];
        a *= 2;
        [inv setArgument:&a atIndex:2];
    }
    [inv invokeWithTarget:_target];
    if ([[inv methodSignature] methodReturnType][0] == 'q') {
        long result;
        [inv getReturnValue:&result];
        result += 1;
        [inv setReturnValue:&result];
    }
}
@end

/* Answers any -answer:... message itself: no target, only -setReturnValue:. */
@interface Oracle : NSObject
@end

@implementation Oracle
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    if (strncmp(sel_getName(sel), "answer", 6) == 0) return [NSMethodSignature signatureWithObjCTypes:"q24@0:8q16"];
    return [super methodSignatureForSelector:sel];
}
- (void)forwardInvocation:(NSInvocation *)inv {
    long x;
    [inv getArgument:&x atIndex:2];
    long answer = x + 41;
    [inv setReturnValue:&answer];
}
@end

/* Keeps the invocation of every message (retaining its arguments) to replay it later. */
@interface Recorder : NSObject {
@public
    id _target;
    NSInvocation *_last;
}
@end

@implementation Recorder
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [_target methodSignatureForSelector:sel]; }
- (void)forwardInvocation:(NSInvocation *)inv {
    [inv retainArguments];
    [_last release];
    _last = [inv retain];
}
- (void)dealloc {
    [_last release];
    [super dealloc];
}
@end

@interface NSObject (Answers)
- (long)answer:(long)x;
- (long)answerAgain:(long)x;
@end

int main(void) {
    @autoreleasepool {
    Calculator *calc = [Calculator new];

    /* A signature by hand. */
    NSMethodSignature *sig = [NSMethodSignature signatureWithObjCTypes:"d32@0:8d16d24"];
    printf("arguments %lu:", (unsigned long)[sig numberOfArguments]);
    for (NSUInteger i = 0; i < [sig numberOfArguments]; i++) printf(" %s", [sig getArgumentTypeAtIndex:i]);
    printf("; returns %s (%lu bytes); oneway %d\n", [sig methodReturnType], (unsigned long)[sig methodReturnLength],
           [sig isOneway]);
    printf("equal to one made again: %s\n", [sig isEqual:[NSMethodSignature signatureWithObjCTypes:"d32@0:8d16d24"]] ? "yes" : "no");
    NSMethodSignature *oneway = [NSMethodSignature signatureWithObjCTypes:"Vv16@0:8"];
    printf("oneway void: oneway %d, return length %lu\n", [oneway isOneway], (unsigned long)[oneway methodReturnLength]);

    /* An invocation by hand. */
    NSInvocation *inv = [NSInvocation invocationWithMethodSignature:sig];
    [inv setTarget:calc];
    [inv setSelector:@selector(divide:by:)];
    double a = 7, b = 2;
    [inv setArgument:&a atIndex:2];
    [inv setArgument:&b atIndex:3];
    [inv invoke];
    double quotient = 0;
    [inv getReturnValue:&quotient];
    printf("invoke: %g; target is calc %s; selector %s\n", quotient, [inv target] == calc ? "yes" : "no",
           sel_getName([inv selector]));
    b = 4;
    [inv setArgument:&b atIndex:3];
    [inv invoke];
    [inv getReturnValue:&quotient];
    printf("again with 4: %g\n", quotient);

    /* NSObject's signatures. */
    NSMethodSignature *mul = [calc methodSignatureForSelector:@selector(multiply:by:)];
    printf("-methodSignatureForSelector: %lu arguments, returns %s\n", (unsigned long)[mul numberOfArguments],
           [mul methodReturnType]);
    NSMethodSignature *inst = [Calculator instanceMethodSignatureForSelector:@selector(lengthOf:plus:)];
    printf("+instanceMethodSignatureForSelector: argument 2 %s, argument 3 %s\n", [inst getArgumentTypeAtIndex:2],
           [inst getArgumentTypeAtIndex:3]);
    printf("unknown selector: %s\n", [calc methodSignatureForSelector:@selector(noSuchThing)] ? "a signature" : "nil");

    /* Changing arguments and the return value. */
    Adjuster *adj = [Adjuster new];
    adj->_target = calc;
    printf("adjusted multiply 3 by 5: %ld\n", [(id)adj multiply:3 by:5]);
    printf("adjusted divide 9 by 3: %g\n", [(id)adj divide:9 by:3]);

    /* Answered without a target. */
    Oracle *oracle = [Oracle new];
    printf("oracle: %ld %ld\n", [oracle answer:1], [oracle answerAgain:-41]);

    /* Kept with -retainArguments, replayed later. (The pool is for Foundations that
     * autorelease the forwarded invocation; MiniObjC releases it when the send returns.) */
    id marker = [NSObject new];
    NSUInteger before = [marker retainCount];
    @autoreleasepool {
        Recorder *rec = [Recorder new];
        rec->_target = calc;
        char text[16];
        strcpy(text, "abcdef");
        (void)[(id)rec lengthOf:text plus:marker];
        printf("recorded: retained arguments %d; marker retained %lu more\n", [rec->_last argumentsRetained],
               (unsigned long)([marker retainCount] - before));
        strcpy(text, "xy");  /* the invocation holds its own copy of the C string */
        [rec->_last invokeWithTarget:calc];
        NSUInteger replayed = 0;
        [rec->_last getReturnValue:&replayed];
        char *kept = NULL;
        [rec->_last getArgument:&kept atIndex:2];
        printf("replayed: %lu ('%s' is a copy: %s)\n", (unsigned long)replayed, kept, kept != text ? "yes" : "no");
        [rec release];
    }
    printf("marker released again: %s\n", [marker retainCount] == before ? "yes" : "no");

    [marker release];
    [oracle release];
    [adj release];
    [calc release];
    }
    return 0;
}
