// Ports the intent of objc4 test/msgSend.m (struct-return and stret parts) and GCC
// objc/execute's struct-returning method tests (class-tests returning NSPoint-like structs):
// methods returning structs of every class the x86-64 ABI distinguishes — one to sixteen bytes
// in integer registers, in SSE registers, split between both, and larger ones in memory through
// objc_msgSend_stret — from instance and class methods, through super, through a category and
// through an IMP, and structs passed as arguments.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

typedef struct { char c; } S1;
typedef struct { short a; char b; } S3;
typedef struct { int a, b; } S8;
typedef struct { long a; int b; } S12;
typedef struct { long a, b; } S16;
typedef struct { float x, y; } F8;
typedef struct { double x, y; } F16;
typedef struct { long a; double b; } Mixed;
typedef struct { float x; int y; float z; } Mixed12;
typedef struct { long a, b, c; } S24;
typedef struct { double v[4]; } F32;
typedef struct { char name[40]; int n; } Named;

@interface Maker : NSObject
- (S1)s1;
- (S3)s3;
- (S8)s8:(int)k;
- (S12)s12;
- (S16)s16;
- (F8)f8;
- (F16)f16:(double)k;
- (Mixed)mixed;
- (Mixed12)mixed12;
- (S24)s24:(long)k;
- (F32)f32;
- (Named)named:(const char *)s;
+ (S24)classS24;
- (long)sumOf:(S24)s and:(F16)f;
@end
@implementation Maker
- (S1)s1 { S1 r = {'z'}; return r; }
- (S3)s3 { S3 r = {-300, 'q'}; return r; }
- (S8)s8:(int)k { S8 r = {k, -k}; return r; }
- (S12)s12 { S12 r = {1L << 40, 77}; return r; }
- (S16)s16 { S16 r = {-1, 1}; return r; }
- (F8)f8 { F8 r = {0.5f, 1.5f}; return r; }
- (F16)f16:(double)k { F16 r = {k, k * 2}; return r; }
- (Mixed)mixed { Mixed r = {42, 4.25}; return r; }
- (Mixed12)mixed12 { Mixed12 r = {1.25f, 9, 2.5f}; return r; }
- (S24)s24:(long)k { S24 r = {k, k + 1, k + 2}; return r; }
- (F32)f32 { F32 r = {{1, 2, 3, 4}}; return r; }
- (Named)named:(const char *)s { Named r; snprintf(r.name, sizeof r.name, "hello %s", s); r.n = 5; return r; }
+ (S24)classS24 { S24 r = {7, 8, 9}; return r; }
- (long)sumOf:(S24)s and:(F16)f { return s.a + s.b + s.c + (long)(f.x + f.y); }
@end

@interface SubMaker : Maker
@end
@implementation SubMaker
- (S24)s24:(long)k { S24 r = [super s24:k * 10]; r.c = -1; return r; }
- (F16)f16:(double)k { F16 r = [super f16:k]; r.y += 0.5; return r; }
@end

@interface Maker (Cat)
- (S16)catS16;
@end
@implementation Maker (Cat)
- (S16)catS16 { S16 r = [self s16]; r.a *= 5; return r; }
@end

int main(void) {
    SubMaker *m = [SubMaker new];
    S1 a = [m s1]; S3 b = [m s3]; S8 c = [m s8:6]; S12 d = [m s12]; S16 e = [m s16];
    printf("s1=%c s3=%d,%c s8=%d,%d s12=%ld,%d s16=%ld,%ld\n", a.c, b.a, b.b, c.a, c.b, d.a, d.b, e.a, e.b);
    F8 f = [m f8]; F16 g = [m f16:1.25]; Mixed h = [m mixed]; Mixed12 i = [m mixed12];
    printf("f8=%g,%g f16=%g,%g mixed=%ld,%g mixed12=%g,%d,%g\n", f.x, f.y, g.x, g.y, h.a, h.b, i.x, i.y, i.z);
    S24 j = [m s24:3]; F32 k = [m f32]; Named l = [m named:"there"];
    printf("s24=%ld,%ld,%ld f32=%g,%g,%g,%g named=%s,%d\n", j.a, j.b, j.c, k.v[0], k.v[1], k.v[2], k.v[3], l.name, l.n);
    S24 cm = [Maker classS24];
    printf("classS24=%ld,%ld,%ld\n", cm.a, cm.b, cm.c);
    S16 cat = [m catS16];
    printf("catS16=%ld,%ld\n", cat.a, cat.b);
    S24 arg = {100, 200, 300}; F16 farg = {0.5, 0.5};
    printf("sumOf=%ld\n", [m sumOf:arg and:farg]);
    S24 (*imp)(id, SEL, long) = (S24 (*)(id, SEL, long))class_getMethodImplementation_stret([Maker class], @selector(s24:));
    S24 viaImp = imp(m, @selector(s24:), 1);
    printf("via IMP=%ld,%ld,%ld\n", viaImp.a, viaImp.b, viaImp.c);
    [m release];
    return 0;
}
