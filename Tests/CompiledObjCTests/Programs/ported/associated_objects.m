// Ports the intent of objc4 test/association.m (and associationForbidden's allowed cases):
// objc_setAssociatedObject / objc_getAssociatedObject with distinct keys, every policy
// (ASSIGN, RETAIN(_NONATOMIC), COPY(_NONATOMIC)); setting a key again releases the previous
// value; setting nil removes; objc_removeAssociatedObjects releases all; the owner's dealloc
// releases its associated objects (after the owner's own -dealloc body runs); associations on
// class objects.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

static int live;

@interface Tracked : NSObject { @public const char *name; }
+ (id)named:(const char *)n;
@end
@implementation Tracked
+ (id)named:(const char *)n { Tracked *t = [self new]; t->name = n; live++; return t; }
- (id)copyWithZone:(NSZone *)z { printf("  copy of %s\n", name); return [Tracked named:"a copy"]; }
- (void)dealloc { printf("  dealloc %s\n", name); live--; [super dealloc]; }
@end

@interface Owner : NSObject
@end
@implementation Owner
- (void)dealloc { printf("  -[Owner dealloc] body\n"); [super dealloc]; }
@end

static char keyA, keyB, keyC, keyD;

int main(void) {
    Owner *o = [Owner new];
    Tracked *t1 = [Tracked named:"one"];
    objc_setAssociatedObject(o, &keyA, t1, OBJC_ASSOCIATION_RETAIN);
    [t1 release];
    printf("get A: %s\n", ((Tracked *)objc_getAssociatedObject(o, &keyA))->name);
    printf("get unset B: %p\n", (void *)objc_getAssociatedObject(o, &keyB));
    printf("replace A:\n");
    Tracked *t2 = [Tracked named:"two"];
    objc_setAssociatedObject(o, &keyA, t2, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    [t2 release];
    printf("get A: %s\n", ((Tracked *)objc_getAssociatedObject(o, &keyA))->name);
    printf("copy into B:\n");
    Tracked *t3 = [Tracked named:"three"];
    objc_setAssociatedObject(o, &keyB, t3, OBJC_ASSOCIATION_COPY);
    printf("B is a copy: %d (%s)\n", objc_getAssociatedObject(o, &keyB) != t3,
           ((Tracked *)objc_getAssociatedObject(o, &keyB))->name);
    printf("assign into C (not retained):\n");
    objc_setAssociatedObject(o, &keyC, t3, OBJC_ASSOCIATION_ASSIGN);
    printf("C is t3: %d\n", objc_getAssociatedObject(o, &keyC) == t3);
    printf("set A to nil:\n");
    objc_setAssociatedObject(o, &keyA, nil, OBJC_ASSOCIATION_RETAIN);
    printf("A now %p\n", (void *)objc_getAssociatedObject(o, &keyA));
    printf("remove all:\n");
    objc_removeAssociatedObjects(o);
    printf("B now %p C now %p\n", (void *)objc_getAssociatedObject(o, &keyB), (void *)objc_getAssociatedObject(o, &keyC));
    printf("on a class object:\n");
    Tracked *t4 = [Tracked named:"four"];
    objc_setAssociatedObject([Owner class], &keyD, t4, OBJC_ASSOCIATION_RETAIN);
    [t4 release];
    printf("class D: %s\n", ((Tracked *)objc_getAssociatedObject([Owner class], &keyD))->name);
    printf("owner dealloc releases:\n");
    Tracked *t5 = [Tracked named:"five"];
    objc_setAssociatedObject(o, &keyA, t5, OBJC_ASSOCIATION_RETAIN);
    [t5 release];
    [o release];
    printf("t3 still alive: %s\n", t3->name);
    [t3 release];
    printf("live: %d (the class's association stays)\n", live);
    return 0;
}
