/* GNUstep Foundation measured on the operations MiniObjC benchmarks: NSMethodSignature parsing
 * (the `signature.parse` peer) and NSUserDefaults reads and writes (the `defaults.*` peers).
 * Build and run with ./run.sh. Prints one JSON object per line: {"name", "ns_per_op"}. */
#import <Foundation/Foundation.h>
#include "../common/measure.h"

int main(void) {
    NSAutoreleasePool *outer = [[NSAutoreleasePool alloc] init];
    {
        volatile long sink = 0;
        const char *types = "{CGRect={CGPoint=dd}{CGSize=dd}}56@0:8d16d24@32{_NSRange=QQ}40";
        double t_sig, t_get, t_set;
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

        printf("{\"name\":\"gnustep.signature.parse\",\"ns_per_op\":%.1f}\n", t_sig);
        printf("{\"name\":\"gnustep.userdefaults.get_int\",\"ns_per_op\":%.1f}\n", t_get);
        printf("{\"name\":\"gnustep.userdefaults.set_int\",\"ns_per_op\":%.1f}\n", t_set);
        [outer drain];
        return sink == 42 ? 1 : 0;
    }
}
