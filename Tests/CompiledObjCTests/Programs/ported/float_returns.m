// Ports the intent of objc4 test/msgSend.m (its float, double and long double — fpret — parts)
// and GCC objc/execute's float-returning methods: float, double and long double results and
// arguments, from instance and class methods and through super, in loops (the x87 stack stays
// balanced), and the values survive being mixed with integer arguments.
#import <Foundation/Foundation.h>
#include <stdio.h>

@interface Numeric : NSObject
- (float)half:(float)x;
- (double)scale:(double)x by:(int)k;
- (long double)precise:(long double)x;
+ (long double)third;
- (long double)mix:(int)a f:(float)b d:(double)c ld:(long double)e;
@end
@implementation Numeric
- (float)half:(float)x { return x / 2; }
- (double)scale:(double)x by:(int)k { return x * k; }
- (long double)precise:(long double)x { return x / 3.0L; }
+ (long double)third { return 1.0L / 3.0L; }
- (long double)mix:(int)a f:(float)b d:(double)c ld:(long double)e { return a + b + c + e; }
@end

@interface MoreNumeric : Numeric
@end
@implementation MoreNumeric
- (long double)precise:(long double)x { return [super precise:x] * 2; }
- (double)scale:(double)x by:(int)k { return [super scale:x by:k] + 0.5; }
@end

int main(void) {
    MoreNumeric *n = [MoreNumeric new];
    printf("half %.3f\n", [n half:5.0f]);
    printf("scale %.3f\n", [n scale:1.25 by:4]);
    printf("precise %.18Lf\n", [n precise:1.0L]);
    printf("third %.18Lf\n", [Numeric third]);
    printf("third is long double precision: %d\n", [Numeric third] != (long double)(1.0 / 3.0));
    printf("mix %.4Lf\n", [n mix:1 f:0.5f d:0.25 ld:0.125L]);
    long double acc = 0;
    for (int k = 0; k < 1000; k++) acc += [Numeric third];
    printf("sum of 1000 thirds %.6Lf\n", acc);
    double dacc = 0;
    for (int k = 0; k < 100; k++) dacc += [n half:(float)k];
    printf("sum of halves %.1f\n", dacc);
    [n release];
    return 0;
}
