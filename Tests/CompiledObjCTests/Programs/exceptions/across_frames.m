// An exception crosses compiled frames and objc_msgSend: three methods deep, through
// -performSelector:, through a super send, through objc_msgSend's fast path (a cached
// method) and its slow path (the first send, +resolveInstanceMethod: and
// -forwardingTargetForSelector: throwing inside the lookup), and comes back out through the
// unwinder's CFI for dispatch_x86_64.S (GCC's exceptions/throw-in-method, objc4's
// test/exc.m "throw through objc_msgSend").
#import <Foundation/Foundation.h>
#include <stdio.h>

/* MRC and ARC alike: a thrown object is autoreleased, as Foundation's are (the runtime retains
 * it while it is in flight), so nothing leaks under LeakSanitizer. */
#if __has_feature(objc_arc)
#define AUTORELEASED(x) (x)
#else
#define AUTORELEASED(x) [(x) autorelease]
#endif

#pragma clang diagnostic ignored "-Warc-performSelector-leaks"

@interface Oops : NSObject
@property (nonatomic) int code;
@end
@implementation Oops
@end

static Oops *oops(int code) {
    Oops *o = AUTORELEASED([Oops new]);
    o.code = code;
    return o;
}

@interface Base : NSObject
- (void)deep;
@end
@implementation Base
- (void)deep { @throw oops(3); }
@end

@interface Worker : Base
@end
@implementation Worker
- (void)deep { [super deep]; }
- (void)one { [self two]; printf("not reached\n"); }
- (void)two { [self three]; printf("not reached\n"); }
- (void)three { @throw oops(1); }
- (void)viaPerform { [self performSelector:@selector(three)]; }
- (id)forwardingTargetForSelector:(SEL)sel {
    @throw oops(5);
}
+ (BOOL)resolveInstanceMethod:(SEL)sel {
    if (sel_isEqual(sel, @selector(resolveMe))) @throw oops(4);
    return [super resolveInstanceMethod:sel];
}
@end

static void caller(Worker *w, SEL sel) {
    @try {
        [w performSelector:sel];
    } @catch (Oops *o) {
        printf("%s: caught code %d\n", sel_getName(sel), o.code);
    }
}

int main(void) {
  @autoreleasepool {
    Worker *w = AUTORELEASED([Worker new]);
    caller(w, @selector(one));          // first send: the slow path, then three frames
    caller(w, @selector(one));          // cached now: the fast path
    caller(w, @selector(viaPerform));   // through -performSelector:
    caller(w, @selector(deep));         // through a super send
    caller(w, @selector(resolveMe));    // thrown inside the lookup (+resolveInstanceMethod:)
    caller(w, @selector(forwardMe));    // thrown inside the lookup (-forwardingTargetForSelector:)
    // Straight sends rather than -performSelector:.
    for (int i = 0; i < 3; i++) {
        @try {
            [w one];
        } @catch (id e) {
            printf("direct %d: %d\n", i, [(Oops *)e code]);
        }
    }
    // The object still works after all that.
    @try {
        [w three];
    } @catch (Oops *o) {
        printf("still working: %d\n", o.code);
    }
  }
    return 0;
}
