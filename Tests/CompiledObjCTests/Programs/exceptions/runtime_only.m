// The runtime alone (`--runtime-only`: no Foundation, a root class of its own): catch by class,
// superclass, id and nil, @finally order, `@throw;` rethrow, a catch-all. Run on libobjc2 too
// (Benchmarks/libobjc2/run.sh shows how to build against it): the output is the same. Every
// object is disposed of by whoever ends up holding it, so LeakSanitizer has nothing to report.
#include <objc/runtime.h>
#include <stdio.h>

__attribute__((objc_root_class))
@interface Root {
    Class isa;
}
+ (id)new;
@end
@implementation Root
+ (id)new { return class_createInstance(self, 0); }
@end
@interface A : Root
@end
@implementation A
@end
@interface B : A
@end
@implementation B
@end

/* Which @catch takes `o`: 2 for B, 1 for A, 3 for another object, 4 for nil. */
static int which(id o) {
    int r = 0;
    @try {
        @throw o;
    } @catch (B *b) {
        r = 2;
    } @catch (A *a) {
        r = 1;
    } @catch (id x) {
        r = x ? 3 : 4;
    }
    if (o) object_dispose(o);
    return r;
}

static int order;

static void throwsThroughFinally(void) {
    @try {
        @throw [A new];
    } @finally {
        printf("finally %d\n", ++order);
    }
}

int main(void) {
    id caught = nil;
    printf("%d %d %d %d\n", which([B new]), which([A new]), which([Root new]), which(nil));
    @try {
        @try {
            throwsThroughFinally();
        } @finally {
            printf("finally %d\n", ++order);
        }
    } @catch (id e) {
        printf("caught after %d\n", order);
        caught = e;
    }
    object_dispose(caught); /* after the @catch: the runtime holds it until the catch ends, as objc4 does */
    @try {
        @try {
            @throw [B new];
        } @catch (A *a) {
            @throw;
        }
    } @catch (B *b) {
        printf("rethrown B\n");
        caught = b;
    }
    object_dispose(caught);
    @try {
        @throw nil;
    } @catch (...) {
        printf("catch-all nil\n");
    }
    return 0;
}
