/* Compiled Objective-C on MiniObjC: the message sends and allocation clang's code does, built
 * by `objcrt cc -O2` (clang, GNUstep 2.0 ABI) and run by `objcrt bench` (the compiled.* rows),
 * beside a direct C call in the same program. The same operations as
 * Benchmarks/libobjc2/bench.m, so the two runtimes can be compared row by row; timed with
 * ../common/measure.h (median of 7 rounds, loop included). Prints one JSON object per line. */
#import <Foundation/Foundation.h>
#include <Block.h>
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



/* compiled.block_call: a global block in the same chain x = f(x) as the direct call (an
 * indirect call through the literal's invoke, with the block as first argument). */
static long (^inc_block)(long) = ^long(long v) {
    __asm__ volatile("");
    return v + 1;
};

/* compiled.block_copy_release: one stack literal capturing a long, copied to the heap and
 * released — the same block as Benchmarks/blocksruntime/bench.c times with libBlocksRuntime. */
__attribute__((noinline)) static double copy_release(long n, long k) {
    double t;
    long (^stack)(long) = ^long(long v) { return v + k; };
    MEASURE(t, n, {
        void *c = _Block_copy((__bridge const void *)stack);
        _Block_release(OPAQUE(c));
    });
    return t;
}

static void row(const char *name, double ns, double direct) {
    printf("{\"name\":\"%s\",\"ns_per_op\":%.3f,\"direct_ns_per_op\":%.3f}\n", name, ns, direct);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 20000000;
    BenchBase *base = OPAQUE([[BenchBase alloc] init]);
    BenchSub *sub = OPAQUE([[BenchSub alloc] init]);
    Class cls = OPAQUE([BenchBase class]);
    volatile long sink = 0;
    double direct, cached, super_, classMessage, alloc, blockCall, blockCopy;
    long x = 0;
    [base inc:0]; [sub inc:0]; [BenchBase classInc:0]; /* fill the caches, run +initialize */
    MEASURE(direct, n, x = inc_direct(x));
    MEASURE(cached, n, x = [base inc:x]);
    super_ = [sub superLoop:n];
    MEASURE(classMessage, n, x = [BenchBase classInc:x]);
    MEASURE(alloc, n / 10, {
        id o = [[cls alloc] init];
        [o release];
    });
    long (^blk)(long) = OPAQUE(inc_block);
    MEASURE(blockCall, n, x = blk(x));
    blockCopy = copy_release(n / 10, x);
    sink = x;
    (void)sink;
    row("compiled.send_cached", cached, direct);
    row("compiled.send_super", super_, direct);
    row("compiled.class_message", classMessage, direct);
    row("compiled.alloc_init_release", alloc, direct);
    row("compiled.block_call", blockCall, direct);
    row("compiled.block_copy_release", blockCopy, direct);
    [base release];
    [sub release];
    return 0;
}
