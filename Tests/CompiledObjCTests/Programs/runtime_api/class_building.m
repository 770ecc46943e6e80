// Building classes at run time from compiled code: objc_allocateClassPair, class_addIvar,
// class_addMethod (instance and class methods), class_replaceMethod, class_addProtocol,
// objc_registerClassPair, subclasses of compiled and run-time classes, root classes, and
// objc_disposeClassPair (refused while an instance lives).
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
- (void)release;
@end

@interface NSObject (Counting)
- (void)increment;
- (int)count;
- (const char *)kind;
@end

@protocol Countable
- (int)count;
@end

@interface Base : NSObject
- (const char *)kind;
@end
@implementation Base
- (const char *)kind { return "compiled base"; }
@end

static Ivar countIvar;

static void increment(id self, SEL _cmd) {
    int *slot = (int *)((char *)self + ivar_getOffset(countIvar));
    *slot += 1;
}
static void incrementTwice(id self, SEL _cmd) {
    int *slot = (int *)((char *)self + ivar_getOffset(countIvar));
    *slot += 2;
}
static int count(id self, SEL _cmd) { return *(int *)((char *)self + ivar_getOffset(countIvar)); }
static const char *counterKind(id self, SEL _cmd) { return "counter"; }
static const char *subKind(id self, SEL _cmd) { return "sub-counter"; }
static id makeDefault(Class self, SEL _cmd) {
    id obj = ((id(*)(Class, SEL))objc_msgSend)(self, sel_registerName("new"));
    for (int i = 0; i < 5; i++) [obj increment];
    return obj;
}

int main(void) {
    Class base = objc_getClass("Base");
    Class counter = objc_allocateClassPair(base, "Counter", 0);
    printf("allocated: %s, getClass before register: %p\n", class_getName(counter), (void *)objc_getClass("Counter"));
    printf("duplicate name: %p\n", (void *)objc_allocateClassPair(base, "Counter", 0));
    printf("duplicate of compiled name: %p\n", (void *)objc_allocateClassPair(base, "Base", 0));
    printf("addIvar count: %d\n", class_addIvar(counter, "count", sizeof(int), 2, "i"));
    printf("addIvar label: %d\n", class_addIvar(counter, "label", sizeof(id), 3, "@"));
    printf("addIvar count again: %d\n", class_addIvar(counter, "count", sizeof(int), 2, "i"));
    printf("addIvar to metaclass: %d\n", class_addIvar(object_getClass((id)counter), "x", sizeof(int), 2, "i"));
    printf("addMethod increment: %d\n", class_addMethod(counter, sel_registerName("increment"), (IMP)increment, "v16@0:8"));
    printf("addMethod count (compiled selector): %d\n", class_addMethod(counter, @selector(count), (IMP)count, "i16@0:8"));
    printf("addMethod count again: %d\n", class_addMethod(counter, @selector(count), (IMP)count, "i16@0:8"));
    printf("addMethod kind (overrides Base): %d\n", class_addMethod(counter, @selector(kind), (IMP)counterKind, "r*16@0:8"));
    printf("add class method: %d\n", class_addMethod(object_getClass((id)counter), sel_registerName("makeDefault"),
                                                    (IMP)makeDefault, "@16@0:8"));
    printf("addProtocol: %d, again: %d\n", class_addProtocol(counter, @protocol(Countable)),
           class_addProtocol(counter, @protocol(Countable)));
    objc_registerClassPair(counter);
    printf("registered: %s\n", class_getName(objc_getClass("Counter")));
    printf("addIvar after register: %d\n", class_addIvar(counter, "late", sizeof(int), 2, "i"));
    countIvar = class_getInstanceVariable(counter, "count");
    printf("ivar offsets: count=%td label=%td size=%zu\n", ivar_getOffset(countIvar),
           ivar_getOffset(class_getInstanceVariable(counter, "label")), class_getInstanceSize(counter));

    id c = [counter new];
    [c increment];
    [c increment];
    printf("count=%d kind=%s conforms=%d\n", [c count], [c kind], class_conformsToProtocol(counter, @protocol(Countable)));
    id viaClassMethod = ((id(*)(Class, SEL))objc_msgSend)(counter, sel_registerName("makeDefault"));
    printf("made by class method: count=%d\n", [viaClassMethod count]);
    [viaClassMethod release];

    IMP old = class_replaceMethod(counter, sel_registerName("increment"), (IMP)incrementTwice, "v16@0:8");
    printf("replaceMethod returned the old IMP: %d\n", old == (IMP)increment);
    [c increment];
    printf("count after replacement=%d\n", [c count]);
    IMP added = class_replaceMethod(counter, sel_registerName("reset"), (IMP)increment, "v16@0:8");
    printf("replaceMethod of a new name returns NULL: %d, responds: %d\n", added == NULL,
           class_respondsToSelector(counter, sel_registerName("reset")));

    Class sub = objc_allocateClassPair(counter, "SubCounter", 0);
    class_addMethod(sub, @selector(kind), (IMP)subKind, "r*16@0:8");
    objc_registerClassPair(sub);
    id s = [sub new];
    [s increment];
    printf("subclass: kind=%s count=%d super=%s\n", [s kind], [s count], class_getName(class_getSuperclass(sub)));

    Class root = objc_allocateClassPair(Nil, "MyRoot", 0);
    objc_registerClassPair(root);
    Class rootMeta = object_getClass((id)root);
    printf("root: super=%p, metaclass super is the root: %d, metaclass isa is itself: %d\n",
           (void *)class_getSuperclass(root), class_getSuperclass(rootMeta) == root,
           object_getClass((id)rootMeta) == rootMeta);

    objc_disposeClassPair(sub);
    printf("dispose while an instance lives: still there %d\n", objc_getClass("SubCounter") == sub);
    [s release];
    objc_disposeClassPair(counter);
    printf("dispose while a subclass lives: still there %d\n", objc_getClass("Counter") == counter);
    objc_disposeClassPair(sub);
    printf("disposed SubCounter: %p\n", (void *)objc_getClass("SubCounter"));
    Class again = objc_allocateClassPair(counter, "SubCounter", 0);
    printf("name free again: %d\n", again != Nil);
    objc_registerClassPair(again);
    objc_disposeClassPair(base);
    printf("compiled class not disposed: %d\n", objc_getClass("Base") == base);
    [c release];
    return 0;
}
