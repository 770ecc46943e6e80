/* compiled.gvuserdefaults_get_int / set_int (objcrt bench, HostedDefaultsBenchmarks.swift):
 * GVUserDefaults.m's own generated accessor of the example's `NSInteger integerValue`, compiled
 * with ARC into a library that objcrt loads after DynamicDefaults has made NSUserDefaults,
 * against DynamicDefaults' generated accessor of the same property type sent from this same
 * compiled code (objc_msgSend, the instance handed in by the host). Both read and write the
 * same store. Timed as bench.m's rows (measure.h: median of 7 rounds). */
#import "GVUserDefaults+Properties.h"
#import <objc/message.h>
#include "../common/measure.h"

static void row(char *out, size_t cap, const char *name, double ns, const char *baseline, double baseline_ns) {
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "{\"name\":\"%s\",\"ns_per_op\":%.3f,\"baseline\":\"%s\",\"baseline_ns_per_op\":%.3f}\n",
             name, ns, baseline, baseline_ns);
}

/* `dynamic` answers -integerValue / -setIntegerValue: through DynamicDefaults' IMPs. */
void gvuserdefaults_bench(id dynamic, long n, char *out, size_t cap) {
    out[0] = 0;
    GVUserDefaults *original = [GVUserDefaults standardUserDefaults];
    long (*get)(id, SEL) = (long (*)(id, SEL))objc_msgSend;
    void (*set)(id, SEL, long) = (void (*)(id, SEL, long))objc_msgSend;
    SEL getter = @selector(integerValue), setter = @selector(setIntegerValue:);
    volatile long sink = 0;
    double originalGet, dynamicGet, originalSet, dynamicSet;
    @autoreleasepool {
        MEASURE(originalGet, n, @autoreleasepool { sink += original.integerValue; });
        MEASURE(dynamicGet, n, @autoreleasepool { sink += get(dynamic, getter); });
        MEASURE(originalSet, n, @autoreleasepool { original.integerValue = i_; });
        MEASURE(dynamicSet, n, @autoreleasepool { set(dynamic, setter, i_); });
    }
    (void)sink;
    row(out, cap, "compiled.gvuserdefaults_get_int", originalGet, "compiled.dynamicdefaults_get_int", dynamicGet);
    row(out, cap, "compiled.gvuserdefaults_set_int", originalSet, "compiled.dynamicdefaults_set_int", dynamicSet);
}
