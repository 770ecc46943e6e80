/* Compiled Objective-C on MiniObjC: the message sends and allocation clang's code does, built
 * by `objcrt cc -O2` (clang, GNUstep 2.0 ABI) and run by `objcrt bench` (the compiled.* rows),
 * beside a direct C call in the same program. The same operations as
 * Benchmarks/libobjc2/bench.m, so the two runtimes can be compared row by row; timed with
 * ../common/measure.h (median of 7 rounds, loop included). Prints one JSON object per line. */
#import <Foundation/Foundation.h>
#include <objc/objc-arc.h>
#include <Block.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
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


/* compiled.autorelease_return_handoff: a getter returning a strong ivar at +0 to an ARC caller
 * that keeps the result. The file is built without -fobjc-arc (the other rows release by
 * hand), so both sides are the calls clang emits under ARC, written out: the getter ends in
 * objc_retainAutoreleaseReturnValue (a tail call), the caller passes the result straight to
 * objc_retainAutoreleasedReturnValue and releases it at the end of its scope. */
@interface HandoffSource : NSObject {
@public
    id _value;
}
- (id)value;
@end

@implementation HandoffSource
- (id)value { return objc_retainAutoreleaseReturnValue(_value); }
@end

/* compiled.send_cached, and compiled.try_no_throw: the same send inside an @try that never
 * throws. Zero-cost exceptions: the @try adds only unwind-table entries, no code on this path
 * (the two loops are the same instructions), so the goal is ≤ 1.1× compiled.send_cached. Each
 * loop is a function of its own, both aligned alike: measured in main, one after the other,
 * the same loop of a call moved by 15–20% with its place in the code, whichever came
 * second being the slower. */
__attribute__((noinline, aligned(64))) static double time_send(BenchBase *base, long n, long *xp) {
    double t;
    long x = *xp;
    MEASURE(t, n, x = [base inc:x]);
    *xp = x;
    return t;
}

__attribute__((noinline, aligned(64))) static double time_tried(BenchBase *base, long n, long *xp) {
    double t;
    long x = *xp;
    MEASURE(t, n, {
        @try {
            x = [base inc:x];
        } @catch (id e) {
            x = 0;
        }
    });
    *xp = x;
    return t;
}

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

/* compiled.atomic_pair_floor: what any thread-safe retain + release pair costs at least — one
 * locked add and one locked exchange-add of a word, each in a call of its own, with no
 * runtime: the floor the compiled.retain_release row is measured against. */
static _Atomic(unsigned long) floor_word = 0x20;
__attribute__((noinline)) static void floor_add(void) { atomic_fetch_add_explicit(&floor_word, 0x10, memory_order_relaxed); }
__attribute__((noinline)) static void floor_sub(void) {
    if (atomic_fetch_sub_explicit(&floor_word, 0x10, memory_order_acq_rel) == 0x10) abort(); /* never reaches zero */
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
    double direct, cached, super_, classMessage, alloc, blockCall, blockCopy, tried;
    long x = 0;
    [base inc:0]; [sub inc:0]; [BenchBase classInc:0]; /* fill the caches, run +initialize */
    MEASURE(direct, n, x = inc_direct(x));
    cached = time_send(base, n, &x);
    tried = time_tried(base, n, &x);
    super_ = [sub superLoop:n];
    MEASURE(classMessage, n, x = [BenchBase classInc:x]);
    MEASURE(alloc, n / 10, {
        id o = [[cls alloc] init];
        [o release];
    });
    /* compiled.retain_release: objc_retain then objc_release of a live object (1 -> 2 -> 1). */
    double retainRelease, storeStrong, handoff, atomicFloor;
    MEASURE(retainRelease, n, objc_release(objc_retain(OPAQUE(base))));
    MEASURE(atomicFloor, n, {
        floor_add();
        floor_sub();
    });
    /* compiled.arc_store_strong: objc_storeStrong into one slot alternating between two live
     * objects, so each call retains the new value and releases the old. */
    id slot = nil;
    objc_storeStrong(&slot, base);
    MEASURE(storeStrong, n, objc_storeStrong(&slot, (i_ & 1) ? OPAQUE(base) : OPAQUE((id)sub)));
    objc_storeStrong(&slot, nil);
    /* compiled.autorelease_return_handoff: see HandoffSource. Inside a pool so that, were the
     * hand-off not taken, the objects would pile up there (and the check below says so). */
    HandoffSource *source = OPAQUE([[HandoffSource alloc] init]);
    source->_value = [base retain];
    @autoreleasepool {
        MEASURE(handoff, n, objc_release(objc_retainAutoreleasedReturnValue([OPAQUE(source) value])));
        if (objc_arc_autorelease_count_np() != 0)
            fprintf(stderr, "compiled.autorelease_return_handoff: the hand-off was not taken (%lu objects in the pool)\n",
                    objc_arc_autorelease_count_np());
    }
    [source->_value release];
    [source release];
    long (^blk)(long) = OPAQUE(inc_block);
    MEASURE(blockCall, n, x = blk(x));
    blockCopy = copy_release(n / 10, x);
    sink = x;
    (void)sink;
    row("compiled.send_cached", cached, direct);
    row("compiled.try_no_throw", tried, direct);
    row("compiled.send_super", super_, direct);
    row("compiled.class_message", classMessage, direct);
    row("compiled.alloc_init_release", alloc, direct);
    row("compiled.retain_release", retainRelease, direct);
    row("compiled.atomic_pair_floor", atomicFloor, direct);
    row("compiled.arc_store_strong", storeStrong, direct);
    row("compiled.autorelease_return_handoff", handoff, direct);
    row("compiled.block_call", blockCall, direct);
    row("compiled.block_copy_release", blockCopy, direct);
    [base release];
    [sub release];
    return 0;
}
