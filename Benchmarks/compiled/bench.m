/* Compiled Objective-C on MiniObjC: the message sends and allocation clang's code does, built
 * by `objcrt cc -O2` (clang, GNUstep 2.0 ABI) and run by `objcrt bench` (the compiled.* rows),
 * beside a direct C call in the same program. The same operations as
 * Benchmarks/libobjc2/bench.m, so the two runtimes can be compared row by row; timed with
 * ../common/measure.h (median of 7 rounds, loop included). Prints one JSON object per line. */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include "../common/measure.h"
#include "../common/compiled.h"

@interface BenchBase : NSObject
- (long)inc:(long)x;
+ (long)classInc:(long)x;
@end

@implementation BenchBase
- (long)inc:(long)x { return x + 1; }
+ (long)classInc:(long)x { return x + 1; }
@end

/* compiled.send_super is the super send itself: -superLoop: runs x = [super inc:x] n times
 * inside a method of the subclass (objc_msg_lookup_super, then a call of the IMP) and times
 * it as the other rows are timed, beside the same direct call. */
@interface BenchSub : BenchBase
- (double)superLoop:(long)n;
@end

@implementation BenchSub
- (double)superLoop:(long)n {
    double t;
    long x = 0;
    MEASURE(t, n, x = [super inc:x]);
    return x == n * 7 ? t : -1; /* MEASURE runs 7 rounds of n */
}
@end



static void row(const char *name, double ns, double direct) {
    printf("{\"name\":\"%s\",\"ns_per_op\":%.3f,\"direct_ns_per_op\":%.3f}\n", name, ns, direct);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 20000000;
    BenchBase *base = OPAQUE([[BenchBase alloc] init]);
    BenchSub *sub = OPAQUE([[BenchSub alloc] init]);
    Class cls = OPAQUE([BenchBase class]);
    volatile long sink = 0;
    double direct, cached, super_, classMessage, alloc, tried;
    long x = 0;
    [base inc:0]; [sub inc:0]; [BenchBase classInc:0]; /* fill the caches, run +initialize */
    MEASURE(direct, n, x = inc_direct(x));
    MEASURE(cached, n, x = [base inc:x]);
    /* compiled.try_no_throw: the send of compiled.send_cached inside an @try that never
     * throws. Zero-cost exceptions: the @try adds only unwind-table entries, no code on
     * this path, so the goal is ≤ 1.1× compiled.send_cached. */
    MEASURE(tried, n, {
        @try {
            x = [base inc:x];
        } @catch (id e) {
            x = 0;
        }
    });
    super_ = [sub superLoop:n];
    MEASURE(classMessage, n, x = [BenchBase classInc:x]);
    MEASURE(alloc, n / 10, {
        id o = [[cls alloc] init];
        [o release];
    });
    sink = x;
    (void)sink;
    row("compiled.send_cached", cached, direct);
    row("compiled.try_no_throw", tried, direct);
    row("compiled.send_super", super_, direct);
    row("compiled.class_message", classMessage, direct);
    row("compiled.alloc_init_release", alloc, direct);
    [base release];
    [sub release];
    return 0;
}
