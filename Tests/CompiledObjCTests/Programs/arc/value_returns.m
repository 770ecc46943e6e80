// The value layer's methods are C functions, not compiled Objective-C, yet an ARC caller's
// claim of their result takes the same short cut as a compiled method's (arc_return.c): the
// C method returns through rt_objc_autoreleaseReturning, which hands the object over when the
// caller's next instruction claims it (retained or unretained), so the object never enters the
// autorelease pool. A caller that does not claim still gets it through the pool (the manual
// caller of lifetimes.m). Counted through objc_arc_autorelease_count_np (libobjc2's hook).
#import <Foundation/Foundation.h>
#include <objc/objc-arc.h>
#include <stdio.h>

static unsigned long pooled(void) { return objc_arc_autorelease_count_np(); }

// Whether `calls` results skipped the pool as this build can, `n` being how many entered it. Under
// ThreadSanitizer the caller's claim is not the instruction after the call (as in
// lifetimes.m): every result must go through the pool there, and the line reads the same.
#if __has_feature(thread_sanitizer)
static const char *skipped(unsigned long n, unsigned long calls) { return n == calls ? "yes" : "NO"; }
#else
static const char *skipped(unsigned long n, unsigned long calls) { (void)calls; return n == 0 ? "yes" : "NO"; }
#endif

__attribute__((noinline)) static long lookUp(NSDictionary *d, NSString *key) {
    NSNumber *n = [d objectForKey:key]; // a strong local: the caller claims the result
    return n ? [n longValue] : -1;
}

__attribute__((noinline)) static long make(long v) {
    NSNumber *n = [NSNumber numberWithLong:v];
    return [n longValue];
}

int main(void) {
    @autoreleasepool {
        NSMutableDictionary *d = [NSMutableDictionary dictionary];
        NSString *key = NSStringFromSelector(@selector(integerValue));
        d[key] = @42;
        unsigned long before = pooled();
        long sum = 0;
        for (int i = 0; i < 1000; i++) sum += lookUp(d, key);
        printf("-objectForKey: claimed 1000 times: sum %ld, skipped the pool (as this build can): %s\n", sum, skipped(pooled() - before, 1000));
        before = pooled();
        sum = 0;
        for (int i = 0; i < 1000; i++) sum += make(i + (1L << 62)) - (1L << 62);
        printf("+numberWithLong: claimed 1000 times: sum %ld, skipped the pool (as this build can): %s\n", sum, skipped(pooled() - before, 1000));
        before = pooled();
        __unsafe_unretained NSNumber *peeked = [d objectForKey:key]; // claimed unretained: +1 dropped at once
        printf("an unretained claim: %ld, skipped the pool (as this build can): %s\n", [peeked longValue], skipped(pooled() - before, 1));
        printf("a missing key: %ld\n", lookUp(d, @"absent"));
    }
    printf("done\n");
    return 0;
}
