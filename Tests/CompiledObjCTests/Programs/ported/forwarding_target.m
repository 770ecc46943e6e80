// Ports the intent of objc4 test/forward.m (its forwarding-target fast path) and
// GCC objc/execute forward-1.m (minus -forward::/NSInvocation, which belong to another issue):
// a message the receiver does not implement goes to the object -forwardingTargetForSelector:
// returns — for instance and class receivers, with arguments and struct / float results
// intact, chained through two forwarders; returning nil or self falls through to
// -doesNotRecognizeSelector:, which here is overridden to report and end the program (as
// objc4's default would end it with an exception).
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { long a, b, c; } Triple;

@interface Worker : NSObject
- (int)work:(int)x;
- (Triple)triple:(long)x;
- (double)half:(double)x;
- (const char *)who;
@end
@implementation Worker
- (int)work:(int)x { return x * 2; }
- (Triple)triple:(long)x { Triple t = {x, x + 1, x + 2}; return t; }
- (double)half:(double)x { return x / 2; }
- (const char *)who { return object_getClassName(self); }
@end

@interface Forwarder : NSObject { @public id target; }
@end
@implementation Forwarder
- (id)forwardingTargetForSelector:(SEL)sel {
    printf("  forwardingTargetForSelector %s\n", sel_getName(sel));
    return target;
}
- (void)doesNotRecognizeSelector:(SEL)sel {
    printf("doesNotRecognizeSelector %s\n", sel_getName(sel));
    exit(0);
}
@end

@interface ClassForwarder : NSObject
@end
@implementation ClassForwarder
+ (id)forwardingTargetForSelector:(SEL)sel { return [Worker class]; }
@end
@interface Worker (ClassSide)
+ (const char *)classWho;
@end
@implementation Worker (ClassSide)
+ (const char *)classWho { return class_getName(self); }
@end

int main(void) {
    Worker *w = [Worker new];
    Forwarder *f = [Forwarder new];
    Forwarder *outer = [Forwarder new];
    f->target = w;
    outer->target = f;
    id fid = f, oid = outer;
    printf("work: %d\n", [fid work:21]);
    Triple t = [fid triple:5];
    printf("triple: %ld %ld %ld\n", t.a, t.b, t.c);
    printf("half: %.2f\n", [fid half:3.0]);
    printf("who: %s\n", [fid who]);
    printf("chained:\n");
    printf("work: %d\n", [oid work:5]);
    printf("respondsToSelector does not forward: %d\n", [f respondsToSelector:@selector(work:)]);
    printf("class side: %s\n", [(id)[ClassForwarder class] classWho]);
    printf("nil target:\n");
    f->target = nil;
    fflush(stdout);
    [fid work:1];
    printf("not reached\n");
    return 1;
}
