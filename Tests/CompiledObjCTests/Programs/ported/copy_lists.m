// Ports the intent of objc4 test/copyIvarList.m, copyMethodList.m, copyProtocolList.m and
// methodListSize.m: class_copyIvarList lists a class's own ivars in declaration order (not its
// superclass's), with names, types and increasing offsets; class_copyMethodList lists own
// instance methods including categories' and synthesized accessors (not inherited ones), the
// metaclass's list holds class methods; empty lists give NULL and a count of 0; a NULL count
// pointer is allowed.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@protocol P1 @end
@protocol P2 @end

@interface Parent : NSObject { int parentIvar; }
- (void)parentMethod;
@end
@implementation Parent
- (void)parentMethod {}
@end

@interface Child : Parent <P1, P2> {
    char first;
    id second;
    double third;
    int fourth[2];
}
@property int synthesized;
- (void)m1;
- (int)m2:(int)x;
+ (void)c1;
@end
@implementation Child
- (void)m1 {}
- (int)m2:(int)x { return x; }
+ (void)c1 {}
@end
@interface Child (More)
- (void)fromCategory;
+ (void)classFromCategory;
@end
@implementation Child (More)
- (void)fromCategory {}
+ (void)classFromCategory {}
@end

@interface Empty : NSObject
@end
@implementation Empty
@end

static int byName(const void *a, const void *b) {
    return strcmp(sel_getName(method_getName(*(Method const *)a)), sel_getName(method_getName(*(Method const *)b)));
}

static void methods(Class c, const char *label) {
    unsigned n = 0;
    Method *m = class_copyMethodList(c, &n);
    if (m) qsort(m, n, sizeof *m, byName);
    printf("%s methods %u:", label, n);
    for (unsigned k = 0; k < n; k++) printf(" %s(%s)", sel_getName(method_getName(m[k])), method_getTypeEncoding(m[k]));
    printf(" [terminated: %d]\n", m ? m[n] == NULL : 1);
    free(m);
}

int main(void) {
    unsigned n = 0;
    Ivar *iv = class_copyIvarList([Child class], &n);
    printf("Child ivars %u:", n);
    ptrdiff_t last = -1;
    int increasing = 1;
    for (unsigned k = 0; k < n; k++) {
        printf(" %s:%s", ivar_getName(iv[k]), ivar_getTypeEncoding(iv[k]));
        if (ivar_getOffset(iv[k]) <= last) increasing = 0;
        last = ivar_getOffset(iv[k]);
    }
    printf(" increasing=%d terminated=%d\n", increasing, iv[n] == NULL);
    free(iv);
    methods([Child class], "Child");
    methods(object_getClass([Child class]), "Child meta");
    methods([Parent class], "Parent");
    Ivar *none = class_copyIvarList([Empty class], &n);
    printf("Empty ivars: %p count %u\n", (void *)none, n);
    Method *noMethods = class_copyMethodList([Empty class], &n);
    printf("Empty methods: %p count %u\n", (void *)noMethods, n);
    Method *nullCount = class_copyMethodList([Child class], NULL);
    printf("NULL count pointer ok: %d\n", nullCount != NULL);
    free(nullCount);
    Protocol *__unsafe_unretained *pl = class_copyProtocolList([Child class], &n);
    printf("Child protocols %u\n", n);
    free(pl);
    printf("Nil class: %p\n", (void *)class_copyIvarList(Nil, &n));
    return 0;
}
