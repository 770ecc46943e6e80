// Ports the intent of objc4 test/methodArgs.m and getMethod.m: method_getNumberOfArguments
// counts self and _cmd; method_copyReturnType / method_copyArgumentType /
// method_getReturnType / method_getArgumentType give each piece of the type string clang
// emitted (offsets stripped), NULL / empty past the end; class_getInstanceMethod finds
// inherited methods and class_getClassMethod class methods (and not the other way round);
// method_getName and method_getDescription agree.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { double x, y; } Vec;

@interface Sig : NSObject
- (void)none;
- (id)obj:(id)a sel:(SEL)b cls:(Class)c;
- (Vec)vec:(Vec)v scale:(float)s flag:(BOOL)f;
- (long double)ld:(unsigned long long)a ptr:(int *)p str:(char *)s;
+ (const char *)classSide:(short)s;
@end
@implementation Sig
- (void)none {}
- (id)obj:(id)a sel:(SEL)b cls:(Class)c { return a; }
- (Vec)vec:(Vec)v scale:(float)s flag:(BOOL)f { return v; }
- (long double)ld:(unsigned long long)a ptr:(int *)p str:(char *)s { return 0; }
+ (const char *)classSide:(short)s { return ""; }
@end
@interface SubSig : Sig
@end
@implementation SubSig
@end

static void show(Method m) {
    unsigned n = method_getNumberOfArguments(m);
    char *ret = method_copyReturnType(m);
    printf("%s: %u args, returns %s:", sel_getName(method_getName(m)), n, ret);
    free(ret);
    for (unsigned k = 0; k < n; k++) {
        char *t = method_copyArgumentType(m, k);
        printf(" %s", t);
        free(t);
    }
    char *past = method_copyArgumentType(m, n);
    char buf[32] = "x";
    method_getArgumentType(m, n, buf, sizeof buf);
    printf(" | past end: %s '%s'\n", past ? past : "NULL", buf);
    free(past);
}

int main(void) {
    show(class_getInstanceMethod([Sig class], @selector(none)));
    show(class_getInstanceMethod([Sig class], @selector(obj:sel:cls:)));
    show(class_getInstanceMethod([Sig class], @selector(vec:scale:flag:)));
    show(class_getInstanceMethod([Sig class], @selector(ld:ptr:str:)));
    show(class_getClassMethod([Sig class], @selector(classSide:)));
    char buf[8];
    method_getReturnType(class_getInstanceMethod([Sig class], @selector(vec:scale:flag:)), buf, sizeof buf);
    printf("truncated return type into 8 bytes: %s\n", buf);
    printf("inherited instance method: %d, same Method: %d\n", class_getInstanceMethod([SubSig class], @selector(none)) != NULL,
           class_getInstanceMethod([SubSig class], @selector(none)) == class_getInstanceMethod([Sig class], @selector(none)));
    printf("inherited class method: %d\n", class_getClassMethod([SubSig class], @selector(classSide:)) != NULL);
    printf("instance lookup of class method: %d, class lookup of instance method: %d\n",
           class_getInstanceMethod([Sig class], @selector(classSide:)) != NULL,
           class_getClassMethod([Sig class], @selector(none)) != NULL);
    Method m = class_getInstanceMethod([Sig class], @selector(obj:sel:cls:));
    struct objc_method_description *d = method_getDescription(m);
    printf("description: %s %s, name agrees %d\n", sel_getName(d->name), d->types, sel_isEqual(d->name, method_getName(m)));
    printf("nil class: %p\n", (void *)class_getInstanceMethod(Nil, @selector(none)));
    return 0;
}
