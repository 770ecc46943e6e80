// Ports the intent of GCC objc/execute bf-1.m … bf-21.m (with bf-common.h): classes whose
// ivars include bitfields of several widths and signedness, next to ordinary ivars and in a
// subclass; each field keeps its own value (no neighbour is clobbered), signed fields
// sign-extend, and the runtime reports the ivars with the encodings the compiler gave them
// (GCC's tests compare the layout the runtime computes from GCC's b<offset><type><width>
// encodings; clang's GNUstep 2.0 ABI gives each bitfield ivar its declared type's encoding).
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>

@interface Flags : NSObject {
@public
    char before;
    unsigned a : 3;
    signed b : 5;
    unsigned c : 1;
    unsigned d : 12;
    int after;
}
@end
@implementation Flags
@end

@interface MoreFlags : Flags {
@public
    unsigned char e : 2;
    long long g : 40;
    char tail;
}
- (void)setAll;
@end
@implementation MoreFlags
- (void)setAll { before = 'B'; a = 5; b = -9; c = 1; d = 4000; after = -1; e = 3; g = -123456789012LL; tail = 'T'; }
@end

int main(void) {
    MoreFlags *m = [MoreFlags new];
    [m setAll];
    printf("before=%c a=%u b=%d c=%u d=%u after=%d e=%u g=%lld tail=%c\n", m->before, m->a, m->b, m->c, m->d, m->after,
           m->e, m->g, m->tail);
    m->a = 0; m->c = 0;
    printf("after clearing a and c: b=%d d=%u before=%c after=%d\n", m->b, m->d, m->before, m->after);
    m->b = 15; m->a = 7;
    printf("b=%d a=%u (overflowing) d=%u\n", m->b, m->a, m->d);
    unsigned n = 0;
    Ivar *iv = class_copyIvarList([Flags class], &n);
    printf("Flags ivars %u:", n);
    for (unsigned k = 0; k < n; k++) printf(" %s", ivar_getName(iv[k]));
    printf("\n");
    free(iv);
    iv = class_copyIvarList([MoreFlags class], &n);
    printf("MoreFlags ivars %u:", n);
    for (unsigned k = 0; k < n; k++) printf(" %s", ivar_getName(iv[k]));
    printf("\n");
    free(iv);
    printf("encodings a=%s b=%s g=%s\n", ivar_getTypeEncoding(class_getInstanceVariable([Flags class], "a")),
           ivar_getTypeEncoding(class_getInstanceVariable([Flags class], "b")),
           ivar_getTypeEncoding(class_getInstanceVariable([MoreFlags class], "g")));
    printf("size covers tail: %d\n", class_getInstanceSize([MoreFlags class]) >
           (size_t)ivar_getOffset(class_getInstanceVariable([MoreFlags class], "tail")));
    [m release];
    return 0;
}
