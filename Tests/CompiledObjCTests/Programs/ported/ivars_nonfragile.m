// Ports the intent of objc4 test/ivarSlide.m / ivarSlide1.m (a superclass that grows after its
// subclasses were compiled; here the runtime's NSObject is larger than the 8-byte header clang
// assumed) and GCC objc/execute class-tests' instance-size checks: every ivar's offset comes
// from the runtime, ivars of three levels never overlap, class_getInstanceSize covers them
// all, and ivars of a class keep their values when its subclass writes its own.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface L1 : NSObject { @public char a; double b; }
@end
@implementation L1
@end
@interface L2 : L1 { @public char c; long double d; }
@end
@implementation L2
@end
@interface L3 : L2 { @public int e[5]; char f; }
- (void)fill;
@end
@implementation L3
- (void)fill { a = 'a'; b = 2.0; c = 'c'; d = 4.0L; for (int k = 0; k < 5; k++) e[k] = k * k; f = 'f'; }
@end

static ptrdiff_t off(Class c, const char *n) { return ivar_getOffset(class_getInstanceVariable(c, n)); }

int main(void) {
    Class c3 = [L3 class];
    ptrdiff_t oa = off(c3, "a"), ob = off(c3, "b"), oc = off(c3, "c"), od = off(c3, "d"), oe = off(c3, "e"), of = off(c3, "f");
    printf("past the isa: %d\n", oa >= (ptrdiff_t)sizeof(void *));
    printf("increasing: %d %d %d %d %d\n", ob > oa, oc >= ob + 8, od > oc, oe >= od + 16, of >= oe + 20);
    printf("aligned: b%%8=%d d%%16=%d e%%4=%d\n", (int)(ob % 8), (int)(od % 16), (int)(oe % 4));
    printf("sizes cover the ivars: %d %d %d\n",
           class_getInstanceSize([L1 class]) >= (size_t)ob + 8,
           class_getInstanceSize([L2 class]) >= (size_t)od + 16,
           class_getInstanceSize(c3) >= (size_t)of + 1);
    printf("NSObject smaller than L1: %d\n", class_getInstanceSize([NSObject class]) <= (size_t)oa);
    L3 *o = [L3 new];
    [o fill];
    printf("%c %.1f %c %.1Lf %d %d %d %d %d %c\n", o->a, o->b, o->c, o->d, o->e[0], o->e[1], o->e[2], o->e[3], o->e[4], o->f);
    printf("raw read b: %.1f\n", *(double *)((char *)o + ob));
    [o release];
    return 0;
}
