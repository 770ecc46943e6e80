/* -forwardInvocation: in a program without Swift: a proxy that implements nothing but
 * -methodSignatureForSelector: (asking its target) and -forwardInvocation: (-invokeWithTarget:)
 * stands in front of an object with methods of many signatures. Every message reaches the
 * proxy through objc_msgSend's slow path (no method, no resolver, no forwarding target), the
 * runtime's forwarding IMP for the signature (a libffi closure) packs the registers and stack
 * into an NSInvocation, and the result comes back in the registers the signature returns it
 * in — integers of every width (sign- and zero-extension), float and double, more integer and
 * vector arguments than registers, small structs in registers, large structs through
 * objc_msgSend_stret, long double through objc_msgSend_fpret, objects, classes, selectors,
 * C strings and pointers; class messages are forwarded by the metaclass the same way. */
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

typedef struct { int a, b; } Pair;                 /* one integer register */
typedef struct { double x, y; } Point2;            /* two vector registers */
typedef struct { long n; double d; } Mixed;        /* one of each */
typedef struct { float r, g, b; } Color;           /* floats packed into vector registers */
typedef struct { char tag; short s; int i; } Packed; /* mixed widths in one register */
typedef struct { long a, b, c, d; } Big;           /* in memory: objc_msgSend_stret */

@interface Target : NSObject
- (char)negateChar:(char)c;
- (unsigned char)nextByte:(unsigned char)c;
- (short)negateShort:(short)s;
- (unsigned short)nextShort:(unsigned short)s;
- (int)negateInt:(int)i;
- (unsigned int)nextUnsigned:(unsigned int)u;
- (long)addLong:(long)a to:(long)b;
- (unsigned long long)bigUnsigned:(unsigned long long)x;
- (BOOL)isEven:(int)x;
- (float)halve:(float)f;
- (double)average:(double)a with:(double)b;
- (double)sumInts:(long)a :(long)b :(long)c :(long)d :(long)e :(long)f :(long)g :(long)h
          doubles:(double)x1 :(double)x2 :(double)x3 :(double)x4 :(double)x5 :(double)x6 :(double)x7
                 :(double)x8 :(double)x9 :(double)x10 float:(float)fl char:(char)ch;
- (Pair)swap:(Pair)p;
- (Point2)scale:(Point2)p by:(double)k;
- (Mixed)mixed:(long)n :(double)d;
- (Color)invert:(Color)c;
- (Packed)packed:(char)t :(short)s :(int)i;
- (Big)bigFrom:(long)start;
- (long)sumBig:(Big)b plus:(Big)c;
- (long double)triple:(long double)x;
- (id)echo:(id)object;
- (Class)classOf:(id)object;
- (SEL)selectorNamed:(const char *)name;
- (const char *)greeting;
- (int *)pointerTo:(int *)p;
- (void)store:(int)value into:(int *)where;
+ (long)classAnswer:(long)x;
@end

@implementation Target
- (char)negateChar:(char)c { return (char)-c; }
- (unsigned char)nextByte:(unsigned char)c { return (unsigned char)(c + 1); }
- (short)negateShort:(short)s { return (short)-s; }
- (unsigned short)nextShort:(unsigned short)s { return (unsigned short)(s + 1); }
- (int)negateInt:(int)i { return -i; }
- (unsigned int)nextUnsigned:(unsigned int)u { return u + 1; }
- (long)addLong:(long)a to:(long)b { return a + b; }
- (unsigned long long)bigUnsigned:(unsigned long long)x { return x - 1; }
- (BOOL)isEven:(int)x { return x % 2 == 0; }
- (float)halve:(float)f { return f / 2; }
- (double)average:(double)a with:(double)b { return (a + b) / 2; }
- (double)sumInts:(long)a :(long)b :(long)c :(long)d :(long)e :(long)f :(long)g :(long)h
          doubles:(double)x1 :(double)x2 :(double)x3 :(double)x4 :(double)x5 :(double)x6 :(double)x7
                 :(double)x8 :(double)x9 :(double)x10 float:(float)fl char:(char)ch {
    return a + 10 * b + 100 * c + 1000 * d + 10000 * e + 100000 * f + 1000000 * g + 10000000 * h + x1 + x2 * 2 +
           x3 * 3 + x4 * 4 + x5 * 5 + x6 * 6 + x7 * 7 + x8 * 8 + x9 * 9 + x10 * 10 + fl + ch;
}
- (Pair)swap:(Pair)p { return (Pair){p.b, p.a}; }
- (Point2)scale:(Point2)p by:(double)k { return (Point2){p.x * k, p.y * k}; }
- (Mixed)mixed:(long)n :(double)d { return (Mixed){n * 2, d / 2}; }
- (Color)invert:(Color)c { return (Color){1 - c.r, 1 - c.g, 1 - c.b}; }
- (Packed)packed:(char)t :(short)s :(int)i { return (Packed){(char)(t + 1), (short)(s + 1), i + 1}; }
- (Big)bigFrom:(long)start { return (Big){start, start + 1, start + 2, start + 3}; }
- (long)sumBig:(Big)b plus:(Big)c { return b.a + b.b + b.c + b.d + 10 * (c.a + c.b + c.c + c.d); }
- (long double)triple:(long double)x { return x * 3; }
- (id)echo:(id)object { return object; }
- (Class)classOf:(id)object { return [object class]; }
- (SEL)selectorNamed:(const char *)name { return sel_registerName(name); }
- (const char *)greeting { return "hello from the target"; }
- (int *)pointerTo:(int *)p { return p + 1; }
- (void)store:(int)value into:(int *)where { *where = value; }
+ (long)classAnswer:(long)x { return x * 7; }
@end

/* Forwards everything it does not implement to its target, counting what it forwarded. */
@interface Proxy : NSObject {
@public
    id _target;
    int _forwarded;
}
@end

@implementation Proxy
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [_target methodSignatureForSelector:sel]; }
- (void)forwardInvocation:(NSInvocation *)invocation {
    _forwarded++;
    [invocation invokeWithTarget:_target];
}
@end

/* A class whose class messages are forwarded to Target's class methods. */
@interface ClassProxy : NSObject
@end
@implementation ClassProxy
+ (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [Target methodSignatureForSelector:sel]; }
+ (void)forwardInvocation:(NSInvocation *)invocation { [invocation invokeWithTarget:[Target class]]; }
@end

int main(void) {
    @autoreleasepool {
    Target *target = [Target new];
    Proxy *p = [Proxy new];
    p->_target = target;
    id proxy = p;  /* typed id, so the sends compile to the Target method types */

    printf("char %d, unsigned char %u\n", [proxy negateChar:100], [proxy nextByte:254]);
    printf("short %d, unsigned short %u\n", [proxy negateShort:-30000], [proxy nextShort:65534]);
    printf("int %d, unsigned %u\n", [proxy negateInt:2000000000], [proxy nextUnsigned:4000000000u]);
    printf("long %ld, unsigned long long %llu\n", [proxy addLong:-5000000000L to:2], [proxy bigUnsigned:18446744073709551615ull]);
    printf("BOOL %d %d\n", [proxy isEven:4], [proxy isEven:5]);
    printf("float %g, double %g\n", [proxy halve:5.0f], [proxy average:1.5 with:2.5]);
    printf("registers and stack %.3f\n",
           [proxy sumInts:1 :2 :3 :4 :5 :6 :7 :8 doubles:0.5 :1 :1.5 :2 :2.5 :3 :3.5 :4 :4.5 :5 float:0.25f char:3]);

    Pair pair = [proxy swap:(Pair){1, 2}];
    Point2 pt = [proxy scale:(Point2){1.5, -2} by:4];
    Mixed m = [proxy mixed:21 :9];
    Color c = [proxy invert:(Color){0.25f, 0.5f, 1}];
    Packed k = [proxy packed:'a' :999 :-1];
    printf("Pair {%d, %d}, Point2 {%g, %g}, Mixed {%ld, %g}\n", pair.a, pair.b, pt.x, pt.y, m.n, m.d);
    printf("Color {%g, %g, %g}, Packed {%c, %d, %d}\n", c.r, c.g, c.b, k.tag, k.s, k.i);
    Big big = [proxy bigFrom:10];
    printf("Big {%ld, %ld, %ld, %ld}, sum of two %ld\n", big.a, big.b, big.c, big.d,
           [proxy sumBig:(Big){1, 2, 3, 4} plus:(Big){5, 6, 7, 8}]);

    printf("id %s, Class %s\n", [proxy echo:target] == target ? "same" : "other", class_getName([proxy classOf:target]));
    printf("SEL %s, C string '%s'\n", sel_getName([proxy selectorNamed:"averageOf:"]), [proxy greeting]);
    int numbers[2] = {0, 0};
    [proxy store:42 into:&numbers[1]];
    printf("pointer +1 %s, stored %d\n", [proxy pointerTo:numbers] == numbers + 1 ? "yes" : "no", numbers[1]);

    printf("class message %ld\n", [(id)[ClassProxy class] classAnswer:6]);
    /* Last: GNUstep Foundation (cifframe.m) cannot describe a long double and stops here. */
    printf("long double %.1Lf\n", [proxy triple:1.5L]);
    printf("forwarded %d messages\n", p->_forwarded);
    [p release];
    [target release];
    }
    return 0;
}
