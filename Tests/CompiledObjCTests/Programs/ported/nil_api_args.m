// Ports the intent of objc4 test/nilAPIArgs.m and sel.m's NULL cases: the runtime's functions
// given nil classes, NULL methods, NULL ivars or NULL names answer nil / NULL / NO / 0 (or
// objc4's documented strings) instead of crashing.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

int main(void) {
#pragma clang diagnostic ignored "-Wnonnull"
    printf("class_getName(Nil) %s\n", class_getName(Nil));
    printf("class_getSuperclass(Nil) %p\n", (void *)class_getSuperclass(Nil));
    printf("class_isMetaClass(Nil) %d\n", class_isMetaClass(Nil));
    printf("class_getInstanceSize(Nil) %zu\n", class_getInstanceSize(Nil));
    printf("class_getInstanceMethod(Nil) %p\n", (void *)class_getInstanceMethod(Nil, @selector(init)));
    printf("class_getClassMethod(Nil) %p\n", (void *)class_getClassMethod(Nil, @selector(new)));
    printf("class_getInstanceVariable(Nil) %p\n", (void *)class_getInstanceVariable(Nil, "isa"));
    printf("class_getProperty(Nil) %p\n", (void *)class_getProperty(Nil, "x"));
    printf("class_respondsToSelector(Nil) %d\n", class_respondsToSelector(Nil, @selector(init)));
    printf("class_conformsToProtocol(Nil) %d\n", class_conformsToProtocol(Nil, @protocol(NSObject)));
    printf("class_getMethodImplementation(Nil) %p\n", (void *)class_getMethodImplementation(Nil, @selector(init)));
    printf("object_getClass(nil) %p\n", (void *)object_getClass(nil));
    printf("object_getClassName(nil) %s\n", object_getClassName(nil));
    printf("objc_getClass(NULL) %p\n", (void *)objc_getClass(NULL));
    printf("objc_lookUpClass(NULL) %p\n", (void *)objc_lookUpClass(NULL));
    printf("objc_getProtocol(NULL) %p\n", (void *)objc_getProtocol(NULL));
    printf("sel_getName(NULL) %s\n", sel_getName(NULL));
    printf("method_getName(NULL) %p\n", (void *)method_getName(NULL));
    printf("method_getImplementation(NULL) %p\n", (void *)method_getImplementation(NULL));
    printf("method_getTypeEncoding(NULL) %p\n", (void *)method_getTypeEncoding(NULL));
    printf("ivar_getName(NULL) %p\n", (void *)ivar_getName(NULL));
    printf("property_getName(NULL) %p\n", (void *)property_getName(NULL));
    printf("objc_getAssociatedObject(nil) %p\n", (void *)objc_getAssociatedObject(nil, "k"));
    unsigned n = 99;
    printf("class_copyMethodList(Nil) %p count %u\n", (void *)class_copyMethodList(Nil, &n), n);
    n = 99;
    printf("class_copyPropertyList(Nil) %p count %u\n", (void *)class_copyPropertyList(Nil, &n), n);
    n = 99;
    printf("class_copyProtocolList(Nil) %p count %u\n", (void *)class_copyProtocolList(Nil, &n), n);
    printf("class_addMethod(Nil) %d\n", class_addMethod(Nil, @selector(init), (IMP)0, "v@:"));
    printf("protocol_getName(NULL) %s\n", protocol_getName(NULL));
    return 0;
}
