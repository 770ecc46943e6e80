/* GNUstep Foundation measured on the operations MiniObjC benchmarks: NSMethodSignature parsing
 * (the `signature.parse` peer), NSUserDefaults reads and writes (the `defaults.*` peers), a
 * key-value-observed setter (the `kvo.*` peer) and a message forwarded through
 * -forwardInvocation: (the `send.forwarded` peer). Build and run with ./run.sh. Prints one JSON
 * object per line: {"name", "ns_per_op"}. */
#import <Foundation/Foundation.h>
#include "../common/measure.h"

/* The KVO subject: one `long` property with a synthesized setter, as MiniObjC's benchmark
 * class has. */
@interface BenchLevel : NSObject {
    long _level;
}
@property (nonatomic) long level;
@end
@implementation BenchLevel
@synthesize level = _level;
@end

/* An observer that asks for old and new values and does nothing with them. */
@interface BenchObserver : NSObject
@end
@implementation BenchObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change
                       context:(void *)context {
    (void)keyPath; (void)object; (void)change; (void)context;
}
@end

/* The forwarded send: `inc:` to a proxy that forwards it to a counter with -invokeWithTarget:. */
@interface BenchCounter : NSObject
- (long)inc:(long)x;
@end
@implementation BenchCounter
- (long)inc:(long)x { return x + 1; }
@end

@interface BenchProxy : NSObject {
@public
    id _target;
}
@end
@implementation BenchProxy
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [_target methodSignatureForSelector:sel]; }
- (void)forwardInvocation:(NSInvocation *)inv { [inv invokeWithTarget:_target]; }
@end

int main(void) {
    NSAutoreleasePool *outer = [[NSAutoreleasePool alloc] init];
    {
        volatile long sink = 0;
        const char *types = "{CGRect={CGPoint=dd}{CGSize=dd}}56@0:8d16d24@32{_NSRange=QQ}40";
        double t_sig, t_get, t_set, t_kvo, t_plain;
        MEASURE(t_sig, 200000, {
            NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
            NSMethodSignature *s = [NSMethodSignature signatureWithObjCTypes: types];
            sink += [s numberOfArguments] + [s frameLength];
            [pool drain];
        });

        NSUserDefaults *d = [NSUserDefaults standardUserDefaults];
        [d setInteger: 42 forKey: @"benchInt"];
        MEASURE(t_get, 200000, sink += [d integerForKey: @"benchInt"]);
        MEASURE(t_set, 20000, [d setInteger: i_ forKey: @"benchInt"]);
        [d removeObjectForKey: @"benchInt"];

        BenchLevel *observed = [[BenchLevel alloc] init];
        BenchLevel *plain = [[BenchLevel alloc] init];
        BenchObserver *observer = [[BenchObserver alloc] init];
        [observed addObserver: observer forKeyPath: @"level"
                      options: NSKeyValueObservingOptionOld | NSKeyValueObservingOptionNew context: NULL];
        MEASURE(t_kvo, 100000, {
            NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
            [observed setLevel: i_];
            [pool drain];
        });
        MEASURE(t_plain, 2000000, [plain setLevel: i_]);
        [observed removeObserver: observer forKeyPath: @"level"];
        sink += [observed level] + [plain level];

        BenchCounter *counter = [[BenchCounter alloc] init];
        BenchProxy *proxy = [[BenchProxy alloc] init];
        proxy->_target = counter;
        double t_fwd;
        MEASURE(t_fwd, 100000, {
            NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
            sink += [(id)proxy inc: i_];
            [pool drain];
        });
        [proxy release];
        [counter release];

        printf("{\"name\":\"gnustep.signature.parse\",\"ns_per_op\":%.1f}\n", t_sig);
        printf("{\"name\":\"gnustep.userdefaults.get_int\",\"ns_per_op\":%.1f}\n", t_get);
        printf("{\"name\":\"gnustep.userdefaults.set_int\",\"ns_per_op\":%.1f}\n", t_set);
        printf("{\"name\":\"gnustep.kvo.observed_setter\",\"ns_per_op\":%.1f}\n", t_kvo);
        printf("{\"name\":\"gnustep.kvo.plain_setter\",\"ns_per_op\":%.1f}\n", t_plain);
        printf("{\"name\":\"gnustep.send.forwarded\",\"ns_per_op\":%.1f}\n", t_fwd);
        [observer release];
        [observed release];
        [plain release];
        [outer drain];
        return sink == 42 ? 1 : 0;
    }
}
