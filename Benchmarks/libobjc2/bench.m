/* GNUstep's Objective-C runtime (libobjc2) measured on code clang compiles for the GNUstep 2.0
 * ABI (-fobjc-runtime=gnustep-2.0): the message sends, allocation and reference counting that
 * compiled programs do, so MiniObjC's loader can be compared with the runtime that ABI was
 * made for. Build and run with ./run.sh (after ./build.sh). Prints one JSON object per line,
 * {"name", "ns_per_op"}, like the other peers, timed with ../common/measure.h.
 *
 * Manual reference counting (no -fobjc-arc), with the calls ARC would emit written out:
 * objc_retain, objc_release, objc_storeStrong. No Foundation: BenchRoot is its own root class.
 */
#include <objc/runtime.h>
#include <objc/objc-arc.h>
#include <Block.h>
#include <stdio.h>
#include "../common/measure.h"
#include "../common/compiled.h"

/* A root class with only an isa. It implements no -retain/-release/-autorelease, so
 * libobjc2 counts its references itself (in the word before the object), and objc_release
 * sends -dealloc when the count drops below one. */
__attribute__((objc_root_class))
@interface BenchRoot {
    Class isa;
}
+ (id)alloc;
- (id)init;
- (void)dealloc;
- (long)inc:(long)x;
+ (long)classInc:(long)x;
@end

@implementation BenchRoot
+ (id)alloc { return class_createInstance(self, 0); }
- (id)init { return self; }
- (void)dealloc { object_dispose(self); }
- (long)inc:(long)x { return x + 1; }
+ (long)classInc:(long)x { return x + 1; }
@end

/* compiled.send_super is the super send itself: -superLoop: runs x = [super inc:x] n times
 * inside a method of the subclass (objc_msg_lookup_super, then a call of the IMP) and times
 * it as the other rows are timed, beside the same direct call. */
@interface BenchSub : BenchRoot
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
 * that keeps the result, with the calls clang emits under ARC written out (this file is built
 * without -fobjc-arc): objc_retainAutoreleaseReturnValue at the end of the getter,
 * objc_retainAutoreleasedReturnValue on the result, objc_release at the end of the caller's
 * scope. libobjc2 parks the object in a thread-local slot instead of the pool. */
@interface HandoffSource : BenchRoot {
@public
    id value;
}
- (id)value;
@end

@implementation HandoffSource
- (id)value { return objc_retainAutoreleaseReturnValue(value); }
@end

static void row(const char *name, double ns, double direct) {
    if (direct > 0)
        printf("{\"name\":\"libobjc2.%s\",\"ns_per_op\":%.2f,\"ratio_to_direct\":%.2f}\n", name, ns, ns / direct);
    else
        printf("{\"name\":\"libobjc2.%s\",\"ns_per_op\":%.2f}\n", name, ns);
}

int main(void) {
    const long n = 20000000;
    volatile long sink = 0;
    long x;
    double t;

    id obj = [[BenchRoot alloc] init];
    id sub = [[BenchSub alloc] init];
    id other = [[BenchRoot alloc] init];

    /* call.direct: x = inc_direct(x). */
    double direct;
    x = 0;
    MEASURE(direct, n, x = inc_direct(x));
    sink += x;
    row("call.direct", direct, 0);

    /* compiled.send_cached: x = [obj inc:x], the selector's method already in the dispatch
     * table (clang emits objc_msgSend for it on x86-64 and AArch64). */
    x = 0;
    MEASURE(t, n, x = [OPAQUE(obj) inc:x]);
    sink += x;
    row("compiled.send_cached", t, direct);

    /* compiled.send_super: [super inc:x] in a loop inside a method (see BenchSub). */
    t = [OPAQUE(sub) superLoop:n];
    row("compiled.send_super", t, direct);

    /* compiled.class_message: x = [BenchRoot classInc:x], the class loaded from the class
     * reference clang emits, then a send to it. */
    x = 0;
    MEASURE(t, n, x = [BenchRoot classInc:x]);
    sink += x;
    row("compiled.class_message", t, direct);

    /* compiled.alloc_init_release: [[BenchRoot alloc] init] (two sends; +alloc is
     * class_createInstance, calloc of the instance and its reference-count word), then
     * objc_release, which drops the count below one and sends -dealloc (object_dispose, free). */
    MEASURE(t, n / 4, {
        id o = [[BenchRoot alloc] init];
        sink += (long)o;
        objc_release(o);
    });
    row("compiled.alloc_init_release", t, 0);

    /* compiled.retain_release: objc_retain then objc_release of a live object (count 1 -> 2
     * -> 1), each an atomic compare-and-swap on the count word. */
    MEASURE(t, n, {
        id o = OPAQUE(obj);
        objc_release(objc_retain(o));
    });
    row("compiled.retain_release", t, 0);

    /* compiled.arc_store_strong: objc_storeStrong into one slot, alternating between two live
     * objects, so each call retains the new value and releases the old (neither is freed). */
    id slot = nil;
    objc_storeStrong(&slot, obj);
    MEASURE(t, n, objc_storeStrong(&slot, (i_ & 1) ? OPAQUE(obj) : OPAQUE(other)));
    objc_storeStrong(&slot, nil);
    row("compiled.arc_store_strong", t, 0);

    /* compiled.autorelease_return_handoff: see HandoffSource (inside a pool, as an ARC
     * program's code would be). */
    HandoffSource *source = [[HandoffSource alloc] init];
    source->value = objc_retain(obj);
    void *pool = objc_autoreleasePoolPush();
    MEASURE(t, n, objc_release(objc_retainAutoreleasedReturnValue([OPAQUE(source) value])));
    objc_autoreleasePoolPop(pool);
    objc_release(source->value);
    objc_release(source);
    row("compiled.autorelease_return_handoff", t, 0);

    /* compiled.block_call: x = block(x) through a heap block that captures a variable. */
    long step = OPAQUE(1L);
    long (^stack)(long) = ^(long v) { return v + step; };
    long (^heap)(long) = Block_copy(stack);
    x = 0;
    MEASURE(t, n, x = OPAQUE(heap)(x));
    sink += x;
    Block_release(heap);
    row("compiled.block_call", t, direct);

    /* compiled.block_copy_release: Block_copy of that stack block (malloc and copy of the
     * block with its captured variable) then Block_release (free). */
    MEASURE(t, n / 4, {
        long (^b)(long) = Block_copy(OPAQUE(stack));
        sink += (long)(void *)b;
        Block_release(b);
    });
    row("compiled.block_copy_release", t, 0);

    objc_release(obj);
    objc_release(sub);
    objc_release(other);
    return sink == 42 ? 1 : 0;
}
