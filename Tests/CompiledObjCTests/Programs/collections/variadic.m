// Variadic methods through objc_msgSend: the caller puts the vector-register count in %al
// and the arguments in registers and on the stack; objc_msgSend (dispatch_x86_64.S) must
// leave all of it untouched on its way to the IMP, on the first send (cache miss, the slow
// lookup) and on later ones (the cached fast path), and for super sends. Doubles past the
// eighth vector register and objects past the sixth integer register go on the stack. The
// runtime's own variadic factories read the same way (+arrayWithObjects: with 20 objects,
// +dictionaryWithObjectsAndKeys:, +setWithObjects:).
#import <Foundation/Foundation.h>
#include <stdarg.h>
#include <stdio.h>

@interface Summer : NSObject
+ (double)sumOf:(int)count, ...;
- (double)mixed:(int)count, ...;
@end
@implementation Summer
+ (double)sumOf:(int)count, ... {
    va_list ap;
    va_start(ap, count);
    double total = 0;
    for (int i = 0; i < count; i++) total += va_arg(ap, double);
    va_end(ap);
    return total;
}
/* Pairs of (long, double). */
- (double)mixed:(int)count, ... {
    va_list ap;
    va_start(ap, count);
    double total = 0;
    for (int i = 0; i < count; i++) {
        long whole = va_arg(ap, long);
        double part = va_arg(ap, double);
        total += (double)whole + part;
    }
    va_end(ap);
    return total;
}
@end

@interface LoudSummer : Summer
@end
@implementation LoudSummer
- (double)mixed:(int)count, ... {
    /* A variadic override cannot forward its `...`; it calls super with fixed arguments. */
    (void)count;
    return [super mixed:2, 1L, 0.5, 2L, 0.25] * 10;
}
@end

int main(void) {
    @autoreleasepool {
        for (int round = 1; round <= 2; round++) {
            printf("round %d: 10 doubles %.2f, 1 double %.2f, none %.2f\n", round,
                   [Summer sumOf:10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.5], [Summer sumOf:1, 0.75],
                   [Summer sumOf:0]);
            Summer *s = [Summer new];
            printf("round %d: 6 mixed pairs %.3f\n", round,
                   [s mixed:6, 1L, 0.5, 2L, 0.25, 3L, 0.125, 4L, 0.0625, 5L, 0.03125, 6L, 0.015625]);
            LoudSummer *l = [LoudSummer new];
            printf("round %d: through super %.2f\n", round, [l mixed:0]);
#if !__has_feature(objc_arc)
            [s release];
            [l release];
#endif
        }
        NSArray *twenty = [NSArray arrayWithObjects:@1, @2, @3, @4, @5, @6, @7, @8, @9, @10, @11, @12, @13, @14, @15,
                                                    @16, @17, @18, @19, @20, nil];
        long sum = 0;
        for (NSNumber *n in twenty) sum += [n longValue];
        printf("arrayWithObjects: with 20: count %lu sum %ld\n", (unsigned long)[twenty count], sum);
        NSDictionary *d = [NSDictionary dictionaryWithObjectsAndKeys:@"v1", @"k1", @"v2", @"k2", @"v3", @"k3", @"v4",
                                                                     @"k4", nil];
        printf("dictionaryWithObjectsAndKeys: with 4 pairs: %lu, k4 = %s\n", (unsigned long)[d count],
               [d[@"k4"] UTF8String]);
        NSSet *set = [NSSet setWithObjects:@"a", @"b", @"c", @"d", @"e", @"f", @"g", @"h", nil];
        printf("setWithObjects: with 8: %lu, contains h %d\n", (unsigned long)[set count], [set containsObject:@"h"]);
    }
    return 0;
}
