// Ports the intent of GCC objc/execute many_args_method.m and objc4 test/msgSend.m (its
// argument-passing checks): methods with more arguments than the x86-64 registers hold — more
// than six integer-class (self and _cmd take two), more than eight floating — and mixes of
// int, long, char, float, double, long double, pointers and small structs, so some travel on
// the stack; through objc_msgSend's slow path (first send) and its cache (later sends), super,
// and a class method.
#import <Foundation/Foundation.h>
#include <stdio.h>

typedef struct { int x, y; } Pt;

@interface Args : NSObject
- (long)i1:(int)a i2:(int)b i3:(int)c i4:(int)d i5:(int)e i6:(int)f i7:(int)g i8:(int)h i9:(int)i i10:(int)j;
- (double)d1:(double)a d2:(double)b d3:(double)c d4:(double)d d5:(double)e d6:(double)f d7:(double)g
          d8:(double)h d9:(double)i d10:(double)j;
- (double)m1:(char)a m2:(float)b m3:(long)c m4:(double)d m5:(short)e m6:(float)f m7:(long long)g
          m8:(double)h m9:(int)i m10:(float)j m11:(double)k m12:(unsigned char)l m13:(double)m
          m14:(long)n m15:(double)o m16:(float)p;
- (long double)ld:(long double)a i:(int)b ld:(long double)c d:(double)d pt:(Pt)e ld:(long double)f;
+ (long)c1:(long)a c2:(long)b c3:(long)c c4:(long)d c5:(long)e c6:(long)f c7:(long)g c8:(long)h;
- (const char *)pick:(int)n from:(const char *)a :(const char *)b :(const char *)c :(const char *)d
                    :(const char *)e :(const char *)f :(const char *)g;
@end
@implementation Args
- (long)i1:(int)a i2:(int)b i3:(int)c i4:(int)d i5:(int)e i6:(int)f i7:(int)g i8:(int)h i9:(int)i i10:(int)j {
    return a + 10L * b + 100L * c + 1000L * d + 10000L * e + 100000L * f + 1000000L * g + 10000000L * h +
           100000000L * i + 1000000000L * j;
}
- (double)d1:(double)a d2:(double)b d3:(double)c d4:(double)d d5:(double)e d6:(double)f d7:(double)g
          d8:(double)h d9:(double)i d10:(double)j {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
- (double)m1:(char)a m2:(float)b m3:(long)c m4:(double)d m5:(short)e m6:(float)f m7:(long long)g
          m8:(double)h m9:(int)i m10:(float)j m11:(double)k m12:(unsigned char)l m13:(double)m
          m14:(long)n m15:(double)o m16:(float)p {
    printf("  m: %c %.1f %ld %.1f %d %.1f %lld %.1f %d %.1f %.1f %u %.1f %ld %.1f %.1f\n", a, b, c, d, e, f, g, h, i, j,
           k, l, m, n, o, p);
    return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p;
}
- (long double)ld:(long double)a i:(int)b ld:(long double)c d:(double)d pt:(Pt)e ld:(long double)f {
    return a + b + c + d + e.x + e.y + f;
}
+ (long)c1:(long)a c2:(long)b c3:(long)c c4:(long)d c5:(long)e c6:(long)f c7:(long)g c8:(long)h {
    return a - b + c - d + e - f + g - h;
}
- (const char *)pick:(int)n from:(const char *)a :(const char *)b :(const char *)c :(const char *)d
                    :(const char *)e :(const char *)f :(const char *)g {
    const char *all[] = {a, b, c, d, e, f, g};
    return all[n];
}
@end

@interface MoreArgs : Args
@end
@implementation MoreArgs
- (long)i1:(int)a i2:(int)b i3:(int)c i4:(int)d i5:(int)e i6:(int)f i7:(int)g i8:(int)h i9:(int)i i10:(int)j {
    return -[super i1:a i2:b i3:c i4:d i5:e i6:f i7:g i8:h i9:i i10:j];
}
@end

int main(void) {
    MoreArgs *m = [MoreArgs new];
    for (int round = 0; round < 2; round++) {
        printf("round %d\n", round);
        printf("  ints %ld\n", [m i1:1 i2:2 i3:3 i4:4 i5:5 i6:6 i7:7 i8:8 i9:9 i10:1]);
        printf("  doubles %.2f\n", [m d1:0.5 d2:1 d3:1.5 d4:2 d5:2.5 d6:3 d7:3.5 d8:4 d9:4.5 d10:5]);
        printf("  mixed %.1f\n", [m m1:'A' m2:1.5f m3:3 m4:4.5 m5:-5 m6:6.5f m7:7 m8:8.5 m9:9 m10:10.5f m11:11.5
                                       m12:200 m13:13.5 m14:14 m15:15.5 m16:16.5f]);
        Pt p = {100, 1000};
        printf("  long doubles %.3Lf\n", [m ld:0.25L i:2 ld:0.5L d:0.125 pt:p ld:0.0625L]);
        printf("  class %ld\n", [Args c1:1 c2:2 c3:3 c4:4 c5:5 c6:6 c7:7 c8:8]);
        printf("  pick %s %s\n", [m pick:0 from:"a" :"b" :"c" :"d" :"e" :"f" :"g"],
               [m pick:6 from:"a" :"b" :"c" :"d" :"e" :"f" :"g"]);
    }
    [m release];
    return 0;
}
