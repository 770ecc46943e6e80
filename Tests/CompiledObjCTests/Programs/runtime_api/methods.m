// objc4's method functions from compiled code: finding methods (own, inherited, class,
// category, resolved by +resolveInstanceMethod:), reading their type encodings argument by
// argument, descriptions, IMPs, method_setImplementation / method_exchangeImplementations and
// class_copyMethodList.
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
- (void)release;
@end

typedef struct { double x, y; } Pair;

@interface Calc : NSObject
+ (int)answer;
- (int)add:(int)a to:(double)b;
- (const char *)name;
- (double)length:(Pair)p;
- (id)objectFor:(SEL)s inClass:(Class)c;
- (const char *)hello;
- (const char *)goodbye;
@end

@implementation Calc
+ (int)answer { return 42; }
+ (BOOL)resolveInstanceMethod:(SEL)sel {
    if (sel_isEqual(sel, sel_registerName("conjured"))) {
        printf("resolving %s\n", sel_getName(sel));
        return class_addMethod(self, sel, (IMP)class_getMethodImplementation(self, @selector(hello)), "r*16@0:8");
    }
    return NO;
}
- (int)add:(int)a to:(double)b { return a + (int)b; }
- (const char *)name { return "calc"; }
- (double)length:(Pair)p { return p.x + p.y; }
- (id)objectFor:(SEL)s inClass:(Class)c { return nil; }
- (const char *)hello { return "hello"; }
- (const char *)goodbye { return "goodbye"; }
@end

@interface Calc (Extra)
- (int)extra;
@end
@implementation Calc (Extra)
- (int)extra { return 7; }
@end

@interface SubCalc : Calc
@end
@implementation SubCalc
@end

static const char *replacementName(id self, SEL _cmd) { return "replaced"; }

static int compareNames(const void *a, const void *b) {
    return strcmp(sel_getName(method_getName(*(Method const *)a)), sel_getName(method_getName(*(Method const *)b)));
}

static void describe(Method m) {
    printf("%s: types=%s args=%u return=", sel_getName(method_getName(m)), method_getTypeEncoding(m),
           method_getNumberOfArguments(m));
    char *r = method_copyReturnType(m);
    printf("%s", r);
    free(r);
    for (unsigned int i = 0; i < method_getNumberOfArguments(m); i++) {
        char *a = method_copyArgumentType(m, i);
        printf(" arg%u=%s", i, a);
        free(a);
    }
    char *past = method_copyArgumentType(m, method_getNumberOfArguments(m));
    printf(" past-end=%s\n", past ? past : "NULL");
    free(past);
}

int main(void) {
    Class calc = objc_getClass("Calc"), sub = objc_getClass("SubCalc");
    Method add = class_getInstanceMethod(calc, @selector(add:to:));
    describe(add);
    describe(class_getInstanceMethod(calc, @selector(name)));
    describe(class_getInstanceMethod(calc, @selector(length:)));
    describe(class_getInstanceMethod(calc, @selector(objectFor:inClass:)));
    Method answer = class_getClassMethod(calc, @selector(answer));
    describe(answer);
    printf("class method via metaclass: %d\n", class_getInstanceMethod(object_getClass((id)calc), @selector(answer)) == answer);
    printf("inherited from Calc: %d, missing: %p, class method as instance: %p\n",
           class_getInstanceMethod(sub, @selector(add:to:)) == add, (void *)class_getInstanceMethod(calc, @selector(nothing)),
           (void *)class_getInstanceMethod(calc, @selector(answer)));

    char buffer[4];
    method_getReturnType(add, buffer, sizeof buffer);
    printf("getReturnType: %s\n", buffer);
    method_getArgumentType(add, 3, buffer, sizeof buffer);
    printf("getArgumentType 3: %s\n", buffer);
    method_getArgumentType(add, 9, buffer, sizeof buffer);
    printf("getArgumentType 9: \"%s\"\n", buffer);
    char tiny[2];
    method_getReturnType(class_getInstanceMethod(calc, @selector(name)), tiny, sizeof tiny);
    printf("truncated: %c%c\n", tiny[0], tiny[1]);

    struct objc_method_description *d = method_getDescription(add);
    printf("description: %s %s, stable %d\n", sel_getName(d->name), d->types, method_getDescription(add) == d);

    id c = [Calc new];
    Method hello = class_getInstanceMethod(calc, @selector(hello));
    Method goodbye = class_getInstanceMethod(calc, @selector(goodbye));
    IMP helloImp = method_getImplementation(hello);
    printf("IMP matches getMethodImplementation: %d\n", helloImp == class_getMethodImplementation(calc, @selector(hello)));
    printf("call IMP: %s\n", ((const char *(*)(id, SEL))helloImp)(c, @selector(hello)));
    method_exchangeImplementations(hello, goodbye);
    printf("exchanged: hello=%s goodbye=%s\n", [c hello], [c goodbye]);
    method_exchangeImplementations(hello, goodbye);
    IMP previous = method_setImplementation(hello, (IMP)replacementName);
    id subCalc = [SubCalc new];
    printf("setImplementation: old was hello's %d, now %s, subclass sees %s\n", previous == helloImp, [c hello],
           ((const char *(*)(id, SEL))objc_msgSend)(subCalc, @selector(hello)));
    [subCalc release];
    method_setImplementation(hello, previous);
    printf("restored: %s\n", [c hello]);

    IMP missing = class_getMethodImplementation(calc, @selector(nothing));
    printf("getMethodImplementation of a missing selector is not NULL: %d; Nil class: %p\n", missing != NULL,
           (void *)class_getMethodImplementation(Nil, @selector(hello)));
    printf("_stret: found %d, missing %p\n",
           class_getMethodImplementation_stret(calc, @selector(length:)) ==
               method_getImplementation(class_getInstanceMethod(calc, @selector(length:))),
           (void *)class_getMethodImplementation_stret(calc, @selector(nothing)));

    Method conjured = class_getInstanceMethod(calc, sel_registerName("conjured"));
    printf("resolved method found: %d, responds: %d\n", conjured != NULL, class_respondsToSelector(calc, sel_registerName("conjured")));
    printf("call resolved: %s\n", ((const char *(*)(id, SEL))objc_msgSend)(c, sel_registerName("conjured")));

    unsigned int n = 0;
    Method *list = class_copyMethodList(calc, &n);
    qsort(list, n, sizeof(Method), compareNames);
    printf("Calc methods (%u):", n);
    for (unsigned int i = 0; i < n; i++) printf(" %s", sel_getName(method_getName(list[i])));
    printf(", NULL-terminated %d\n", list[n] == NULL);
    free(list);
    list = class_copyMethodList(object_getClass((id)calc), &n);
    qsort(list, n, sizeof(Method), compareNames);
    printf("Calc class methods (%u):", n);
    for (unsigned int i = 0; i < n; i++) printf(" %s", sel_getName(method_getName(list[i])));
    printf("\n");
    free(list);
    list = class_copyMethodList(sub, &n);
    printf("SubCalc methods: %u %p\n", n, (void *)list);
    printf("category method: %d\n", [c extra]);
    [c release];
    return 0;
}
