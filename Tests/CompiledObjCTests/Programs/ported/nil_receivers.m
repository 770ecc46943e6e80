// Ports the intent of GCC objc/execute nil_method-1.m and objc4 test/msgSend.m (its nil
// receiver part): a message to nil runs nothing and returns zero of every return type —
// integers of each width, pointers, id, SEL, float, double, long double (objc_msgSend_fpret),
// small structs returned in registers (integer, floating and mixed), and large structs
// returned in memory (objc_msgSend_stret, which must zero the caller's buffer); arguments are
// not evaluated away (side effects in them still happen).
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

typedef struct { char c; } S1;
typedef struct { int a, b; } S8;
typedef struct { long a, b; } S16;
typedef struct { double x, y; } F16;
typedef struct { float x, y, z, w; } F4;
typedef struct { long a; double b; } Mixed;
typedef struct { long a, b, c, d, e; } Big;
typedef struct { double v[6]; } BigF;

@interface Anything : NSObject
- (char)c;
- (unsigned char)uc;
- (short)s;
- (int)i;
- (unsigned)u;
- (long)l;
- (long long)ll;
- (void *)ptr;
- (id)obj;
- (SEL)sel;
- (BOOL)b;
- (float)f;
- (double)d;
- (long double)ld;
- (S1)s1;
- (S8)s8;
- (S16)s16;
- (F16)f16;
- (F4)f4;
- (Mixed)mixed;
- (Big)big;
- (BigF)bigf;
- (void)takes:(int)x;
- (double)d:(double)a i:(int)b;
@end

static int sideEffects;
static int bump(void) { return ++sideEffects; }

int main(void) {
    Anything *n = nil;
    printf("c=%d uc=%d s=%d i=%d u=%u l=%ld ll=%lld\n", [n c], [n uc], [n s], [n i], [n u], [n l], [n ll]);
    printf("ptr=%p obj=%p sel=%p b=%d\n", [n ptr], (void *)[n obj], (void *)[n sel], [n b]);
    printf("f=%g d=%g ld=%Lg\n", [n f], [n d], [n ld]);
    printf("d:i: = %g\n", [n d:1.5 i:2]);
    // Fill the destinations with garbage first: a nil send must overwrite them with zeros.
    S1 s1; memset(&s1, 0x55, sizeof s1); s1 = [n s1];
    S8 s8; memset(&s8, 0x55, sizeof s8); s8 = [n s8];
    S16 s16; memset(&s16, 0x55, sizeof s16); s16 = [n s16];
    F16 f16; memset(&f16, 0x55, sizeof f16); f16 = [n f16];
    F4 f4; memset(&f4, 0x55, sizeof f4); f4 = [n f4];
    Mixed mx; memset(&mx, 0x55, sizeof mx); mx = [n mixed];
    Big big; memset(&big, 0x55, sizeof big); big = [n big];
    BigF bigf; memset(&bigf, 0x55, sizeof bigf); bigf = [n bigf];
    printf("s1=%d s8=%d,%d s16=%ld,%ld\n", s1.c, s8.a, s8.b, s16.a, s16.b);
    printf("f16=%g,%g f4=%g,%g,%g,%g mixed=%ld,%g\n", f16.x, f16.y, f4.x, f4.y, f4.z, f4.w, mx.a, mx.b);
    printf("big=%ld,%ld,%ld,%ld,%ld\n", big.a, big.b, big.c, big.d, big.e);
    printf("bigf=%g,%g,%g,%g,%g,%g\n", bigf.v[0], bigf.v[1], bigf.v[2], bigf.v[3], bigf.v[4], bigf.v[5]);
    [n takes:bump()];
    printf("argument evaluated: %d\n", sideEffects);
    // A nil send between two float computations must leave the x87 stack balanced.
    long double sum = 0;
    for (int k = 0; k < 20; k++) sum += [n ld] + 1.0L;
    printf("ld loop sum=%Lg\n", sum);
    Class none = Nil;
    printf("class message to Nil: %p\n", (void *)[none new]);
    return 0;
}
