// Ports the intent of GCC objc/execute class-1.m … class-14.m (with class-tests-1.h /
// class-tests-2.h), object_is_class.m, object_is_meta_class.m, and objc4 test/classname.m,
// super.m, ismeta.m, classgetclass.m: a class hierarchy as the runtime sees it — names,
// superclasses, metaclasses, instance sizes, which methods each level has.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Root2 : NSObject { int a; }
- (int)a;
@end
@implementation Root2
- (int)a { return a; }
@end

@interface Middle : Root2 { int b; }
- (int)b;
+ (const char *)kind;
@end
@implementation Middle
- (int)b { return b; }
+ (const char *)kind { return "middle"; }
@end

@interface Leaf : Middle
@end
@implementation Leaf
@end

static void show(Class c) {
    Class meta = object_getClass((id)c);
    printf("%s: super=%s meta=%s metaIsMeta=%d classIsMeta=%d metaSuper=%s isClass=%d\n",
           class_getName(c), class_getSuperclass(c) ? class_getName(class_getSuperclass(c)) : "(nil)",
           class_getName(meta), class_isMetaClass(meta), class_isMetaClass(c),
           class_getName(class_getSuperclass(meta)), object_isClass((id)c));
}

int main(void) {
    show([Root2 class]);
    show([Middle class]);
    show([Leaf class]);
    printf("objc_getClass: %d %d\n", objc_getClass("Leaf") == [Leaf class], objc_getClass("NoSuchClass") == Nil);
    printf("objc_lookUpClass: %d\n", objc_lookUpClass("Middle") == [Middle class]);
    printf("objc_getMetaClass: %d\n", objc_getMetaClass("Leaf") == object_getClass([Leaf class]));
    printf("sizes grow: %d %d\n", class_getInstanceSize([Middle class]) > class_getInstanceSize([Root2 class]),
           class_getInstanceSize([Leaf class]) == class_getInstanceSize([Middle class]));
    printf("instance method a on Leaf: %d own b on Root2: %d\n",
           class_getInstanceMethod([Leaf class], @selector(a)) != NULL,
           class_getInstanceMethod([Root2 class], @selector(b)) != NULL);
    printf("class method kind on Leaf: %d on Root2: %d\n",
           class_getClassMethod([Leaf class], @selector(kind)) != NULL,
           class_getClassMethod([Root2 class], @selector(kind)) != NULL);
    printf("[Leaf kind] = %s\n", [Leaf kind]);
    Leaf *l = [[Leaf alloc] init];
    printf("object_getClass(instance)==Leaf: %d isClass=%d name=%s\n", object_getClass(l) == [Leaf class],
           object_isClass(l), object_getClassName(l));
    printf("[l class]==[Leaf class]: %d [l superclass]==Middle: %d\n", [l class] == [Leaf class], [l superclass] == [Middle class]);
    printf("root: NSObject super nil=%d, root meta super=NSObject: %d\n",
           class_getSuperclass([NSObject class]) == Nil,
           class_getSuperclass(object_getClass([NSObject class])) == [NSObject class]);
    printf("class_getSuperclass(Nil)==Nil: %d class_getName(Nil)=%s\n", class_getSuperclass(Nil) == Nil, class_getName(Nil));
    [l release];
    return 0;
}
