/* GNUstep Foundation measured on the operations MiniObjC benchmarks: NSMethodSignature parsing
 * (the `signature.parse` peer) and NSUserDefaults reads and writes (the `defaults.*` peers).
 * Build and run with ./run.sh. Prints one JSON object per line: {"name", "ns_per_op"}. */
#import <Foundation/Foundation.h>
#include <time.h>

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define MEASURE(result, n, body) do {                         \
        double rounds_[7];                                    \
        for (int r_ = 0; r_ < 7; r_++) {                      \
            double t0_ = now_ns();                            \
            for (long i_ = 0; i_ < (n); i_++) { body; }       \
            rounds_[r_] = (now_ns() - t0_) / (double)(n);     \
        }                                                     \
        qsort(rounds_, 7, sizeof(double), cmp_double);        \
        (result) = rounds_[3];                                \
    } while (0)

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
