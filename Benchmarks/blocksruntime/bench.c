/* The toolchain's libBlocksRuntime (lib/swift/linux/libBlocksRuntime.so, the blocks runtime
 * libdispatch links) measured on the block compiled.block_copy_release times on MiniObjC:
 * a stack literal capturing a long, copied with _Block_copy and released with _Block_release.
 * Plain C with -fblocks, no Objective-C runtime. Build and run with ./run.sh. Prints one
 * JSON object per line, {"name", "ns_per_op"}, like the other peers. */
#include <Block.h>
#include <stdio.h>
#include <stdlib.h>
#include "../common/measure.h"
#include "../common/compiled.h"

static long (^inc_block)(long) = ^long(long v) {
    __asm__ volatile("");
    return v + 1;
};

__attribute__((noinline)) static double copy_release(long n, long k) {
    double t;
    long (^stack)(long) = ^long(long v) { return v + k; };
    MEASURE(t, n, {
        void *c = _Block_copy((const void *)stack);
        _Block_release(OPAQUE(c));
    });
    return t;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 20000000;
    long x = 0;
    double direct, call, copy;
    MEASURE(direct, n, x = inc_direct(x));
    long (^blk)(long) = OPAQUE(inc_block);
    MEASURE(call, n, x = blk(x));
    copy = copy_release(n / 10, x);
    printf("{\"name\":\"blocksruntime.call_direct\",\"ns_per_op\":%.3f}\n", direct);
    printf("{\"name\":\"blocksruntime.block_call\",\"ns_per_op\":%.3f}\n", call);
    printf("{\"name\":\"blocksruntime.block_copy_release\",\"ns_per_op\":%.3f}\n", copy);
    return x == 0;
}
