/* GCC's Objective-C runtime (libobjc) measured on the operations MiniObjC benchmarks, so the
 * two can be compared on the same machine. Build and run with ./run.sh. Prints one JSON object
 * per line: {"name", "ns_per_op"}. Uses only the runtime (no Foundation). */
#include <objc/runtime.h>
#include "../common/measure.h"
#include <objc/message.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static long inc_imp(id self, SEL _cmd, long x) { (void)self; (void)_cmd; return x + 1; }
static long inc_direct(long x) { return x + 1; }

int main(void) {
    const long n = 20000000;
    volatile long sink = 0;

    Class root = objc_allocateClassPair(Nil, "BenchRoot", 0);
    class_addMethod(root, sel_registerName("inc:"), (IMP)inc_imp, "q@:q");
    objc_registerClassPair(root);
    id obj = class_createInstance(root, 0);
    SEL inc = sel_registerName("inc:");

    long (*volatile direct)(long) = inc_direct;
    double t_direct, t_send, t_sel, t_size;
    long x = 0;
    MEASURE(t_direct, n, x = direct(x));
    sink += x;
    x = 0;
    MEASURE(t_send, n, {
        IMP imp = objc_msg_lookup(obj, inc);
        x = ((long (*)(id, SEL, long))imp)(obj, inc, x);
    });
    sink += x;

    const char *volatile name = "observeValueForKeyPath:ofObject:";
    sel_registerName(name);
    MEASURE(t_sel, n / 4, sink += (long)sel_registerName(name));

    static const char *encodings[] = {
        "{S=cdb128i3(?=if)[3s]^{S}}", "{CGRect={CGPoint=dd}{CGSize=dd}}", "[4{?=ff}]",
        "^{__CFString=}", "(U=qdc[7C])", "{_NSRange=QQ}",
    };
    MEASURE(t_size, n / 4, {
        const char *e = encodings[i_ % 6];
        sink += objc_sizeof_type(e) + objc_alignof_type(e);
    });

    printf("{\"name\":\"gnu.call.direct\",\"ns_per_op\":%.2f}\n", t_direct);
    printf("{\"name\":\"gnu.send.cached\",\"ns_per_op\":%.2f,\"ratio_to_direct\":%.2f}\n", t_send, t_send / t_direct);
    printf("{\"name\":\"gnu.selector.intern_existing\",\"ns_per_op\":%.2f}\n", t_sel);
    printf("{\"name\":\"gnu.encoding.size_align\",\"ns_per_op\":%.2f}\n", t_size);
    return sink == 42 ? 1 : 0;
}
