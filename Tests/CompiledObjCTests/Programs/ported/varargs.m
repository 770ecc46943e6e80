// Ports the intent of GCC objc/execute va_method.m and the variadic part of objc4
// test/msgSend.m: methods taking a variable number of arguments — ints, doubles (which the
// caller counts in %al for objc_msgSend to preserve), strings, objects — read with va_list,
// including a class method, one with a nil-terminated object list, and a send through super.
#import <Foundation/Foundation.h>
#include <stdarg.h>
#include <stdio.h>

@interface Summer : NSObject
- (long)sum:(int)count, ...;
- (double)dsum:(int)count, ...;
- (void)print:(const char *)format, ...;
+ (int)countObjects:(id)first, ...;
- (double)mixed:(int)count, ...;
@end
@implementation Summer
- (long)sum:(int)count, ... {
    va_list ap; va_start(ap, count);
    long t = 0;
    for (int k = 0; k < count; k++) t += va_arg(ap, int);
    va_end(ap);
    return t;
}
- (double)dsum:(int)count, ... {
    va_list ap; va_start(ap, count);
    double t = 0;
    for (int k = 0; k < count; k++) t += va_arg(ap, double);
    va_end(ap);
    return t;
}
- (void)print:(const char *)format, ... {
    va_list ap; va_start(ap, format);
    vprintf(format, ap);
    va_end(ap);
}
+ (int)countObjects:(id)first, ... {
    va_list ap; va_start(ap, first);
    int n = 0;
    for (id o = first; o; o = va_arg(ap, id)) n++;
    va_end(ap);
    return n;
}
- (double)mixed:(int)count, ... {
    va_list ap; va_start(ap, count);
    double t = 0;
    for (int k = 0; k < count; k++) t += (k % 2) ? va_arg(ap, double) : va_arg(ap, long);
    va_end(ap);
    return t;
}
@end

@interface SubSummer : Summer
- (long)twiceSum:(int)a :(int)b :(int)c;
@end
@implementation SubSummer
- (long)twiceSum:(int)a :(int)b :(int)c { return 2 * [super sum:3, a, b, c]; }
@end

int main(void) {
    SubSummer *s = [SubSummer new];
    printf("sum %ld\n", [s sum:10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    printf("dsum %.2f\n", [s dsum:10, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0]);
    [s print:"%s %d %.1f %c %ld\n", "printf", 42, 2.5, 'x', 123456789012L];
    id o = [NSObject new];
    printf("objects %d\n", [Summer countObjects:o, o, o, o, nil]);
    printf("mixed %.1f\n", [s mixed:12, 1L, 0.5, 2L, 0.5, 3L, 0.5, 4L, 0.5, 5L, 0.5, 6L, 0.5]);
    printf("twiceSum %ld\n", [s twiceSum:1 :2 :3]);
    [o release];
    [s release];
    return 0;
}
