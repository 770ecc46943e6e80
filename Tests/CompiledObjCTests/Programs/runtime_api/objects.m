// objc4's ivar and object functions from compiled code: ivar lists, names, types and
// offsets (after MiniObjC's 16-byte header), object_getIvar / object_setIvar for object and
// scalar ivars, object_get/setInstanceVariable, isa-swizzling with object_setClass,
// object_copy, object_dispose, objc_destructInstance, indexed ivars, and small objects.
#include <objc/runtime.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
+ (id)alloc;
- (id)init;
- (void)release;
- (id)retain;
- (void)dealloc;
@end

@interface Box : NSObject {
@public
    int number;
    id thing;
    char flag;
    double value;
    Box *next;
}
- (const char *)who;
@end
@implementation Box
- (const char *)who { return "box"; }
- (void)dealloc {
    printf("dealloc %s number=%d\n", object_getClassName(self), number);
    [super dealloc];
}
@end

@interface FancyBox : Box { long extra; }
@end
@implementation FancyBox
- (const char *)who { return "fancy box"; }
@end

// Whether a pointer carries a small-object tag (its low three bits).
static int tagged(const void *p) { return ((uintptr_t)p & OBJC_SMALL_OBJECT_MASK) != 0; }

static unsigned long retains(id obj) { return (unsigned long)object_getRetainCount_np(obj); }

int main(void) {
    Class box = objc_getClass("Box"), fancy = objc_getClass("FancyBox");
    unsigned int n = 0;
    Ivar *ivars = class_copyIvarList(box, &n);
    printf("Box ivars (%u):", n);
    for (unsigned int i = 0; i < n; i++)
        printf(" %s:%s@%td", ivar_getName(ivars[i]), ivar_getTypeEncoding(ivars[i]), ivar_getOffset(ivars[i]));
    printf(", NULL-terminated %d, size %zu\n", ivars[n] == NULL, class_getInstanceSize(box));
    free(ivars);
    ivars = class_copyIvarList(fancy, &n);
    printf("FancyBox own ivars: %u (%s@%td), size %zu\n", n, ivar_getName(ivars[0]), ivar_getOffset(ivars[0]),
           class_getInstanceSize(fancy));
    free(ivars);
    printf("NSObject ivars: %p\n", (void *)class_copyIvarList(objc_getClass("NSObject"), &n));
    Ivar numberIvar = class_getInstanceVariable(box, "number");
    Ivar thingIvar = class_getInstanceVariable(box, "thing");
    printf("inherited lookup: %d, missing: %p, class variable: %p\n",
           class_getInstanceVariable(fancy, "number") == numberIvar, (void *)class_getInstanceVariable(box, "nope"),
           (void *)class_getClassVariable(box, "number"));
    printf("layouts: %p %p\n", (void *)class_getIvarLayout(box), (void *)class_getWeakIvarLayout(box));

    Box *b = [Box new];
    Box *other = [Box new];
    other->number = 99;
    object_setIvar(b, thingIvar, other);
    printf("object ivar set: %d, unretained (manual retain/release code): retain count %lu\n",
           b->thing == other && object_getIvar(b, thingIvar) == other, retains(other));
    object_setIvar(b, numberIvar, (id)(intptr_t)42);
    printf("scalar ivar set: number=%d read back %d, flag untouched %d\n", b->number,
           (int)(intptr_t)object_getIvar(b, numberIvar), b->flag);
    void *out = (void *)1;
    Ivar found = object_getInstanceVariable(b, "number", &out);
    printf("getInstanceVariable: %s = %d\n", ivar_getName(found), (int)(intptr_t)out);
    found = object_getInstanceVariable(b, "nope", &out);
    printf("getInstanceVariable missing: %p %p\n", (void *)found, out);
    object_setInstanceVariable(b, "next", other);
    object_setInstanceVariable(b, "flag", (void *)(intptr_t)'x');
    printf("setInstanceVariable: next=%d flag=%c\n", b->next == other, b->flag);

    printf("getClass: %s, className: %s, class object's: %s, nil's: %s\n", class_getName(object_getClass(b)),
           object_getClassName(b), object_getClassName((id)box), object_getClassName(nil));
    printf("isClass: object %d class %d metaclass %d nil %d\n", object_isClass(b), object_isClass((id)box),
           object_isClass((id)object_getClass((id)box)), object_isClass(nil));
    Class old = object_setClass(b, fancy);
    printf("setClass: old %s, now %s says %s\n", class_getName(old), object_getClassName(b), [b who]);
    printf("setClass to a metaclass: %p, on a class: %p\n", (void *)object_setClass(b, object_getClass((id)box)),
           (void *)object_setClass((id)box, fancy));
    object_setClass(b, box);

    Box *copy = object_copy(b, class_getInstanceSize(box));
    printf("copy: distinct %d, class %s, number %d, thing shared %d, retain count %lu\n", copy != b,
           object_getClassName(copy), copy->number, copy->thing == other, retains(copy));
    printf("object_dispose returns nil without -dealloc: %p\n", (void *)object_dispose(copy));

    Class counter = objc_allocateClassPair(box, "HeldBox", 0);
    class_addIvar(counter, "held", sizeof(id), 3, "@");
    objc_registerClassPair(counter);
    id h = [counter new];
    object_setIvar(h, class_getInstanceVariable(counter, "held"), other);
    printf("class_addIvar ivar is unretained: retain count %lu\n", retains(other));
    printf("destructInstance returns the object: %d\n", objc_destructInstance(h) == h);
    object_dispose(h);

    id indexed = class_createInstance(box, 32);
    char *bytes = object_getIndexedIvars(indexed);
    strcpy(bytes, "indexed bytes");
    printf("indexed ivars: %s, after the ivars %d\n", (char *)object_getIndexedIvars(indexed),
           (size_t)(bytes - (char *)indexed) >= class_getInstanceSize(box));
    [indexed release];

    id small = @"abc";
    printf("small object: tagged %d, has a class %d, getIvar %p, setClass %p, indexed %p, copy is itself %d\n",
           tagged(small), object_getClass(small) != Nil, (void *)object_getIvar(small, numberIvar),
           (void *)object_setClass(small, box), object_getIndexedIvars(small), object_copy(small, 16) == small);
    printf("nil: getClass %p, getIvar %p\n", (void *)object_getClass(nil), (void *)object_getIvar(nil, numberIvar));

    [b release];
    [other release];
    return 0;
}
