// Ports the intent of objc4 test/setSuper.m, classgetclass.m, createInstance.m, objectCopy.m
// and GCC objc/execute object_is_class.m / object_is_meta_class.m: object_getClass of an
// instance, a class and a metaclass (the root metaclass's isa is itself); object_setClass
// changes which methods answer (isa swizzling) and returns the old class, and back;
// class_createInstance with extra bytes and object_getIndexedIvars; object_copy copies ivars;
// class_setSuperclass re-parents a class (deprecated in objc4 but still tested there).
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

@interface Cat : NSObject { @public int lives; }
- (const char *)speak;
@end
@implementation Cat
- (const char *)speak { return "meow"; }
@end
@interface Lion : Cat
@end
@implementation Lion
- (const char *)speak { return "roar"; }
@end
@interface Other : NSObject
- (const char *)speak;
@end
@implementation Other
- (const char *)speak { return "other"; }
@end
@interface NewParent : NSObject
- (const char *)parentOnly;
@end
@implementation NewParent
- (const char *)parentOnly { return "new parent"; }
@end
@interface Orphan : Other
@end
@implementation Orphan
@end

int main(void) {
    Cat *c = [Cat new];
    c->lives = 9;
    Class meta = object_getClass([Cat class]);
    Class rootMeta = object_getClass([NSObject class]);
    printf("instance->Cat %d, Cat->meta %d, meta->root meta %d, root meta->itself %d\n",
           object_getClass(c) == [Cat class], class_isMetaClass(meta), object_getClass((id)meta) == rootMeta,
           object_getClass((id)rootMeta) == rootMeta);
    printf("object_getClass(nil)==Nil: %d\n", object_getClass(nil) == Nil);
    printf("speak: %s\n", [c speak]);
    Class old = object_setClass(c, [Lion class]);
    printf("old was Cat: %d, now %s, speaks %s, lives %d\n", old == [Cat class], object_getClassName(c), [c speak], c->lives);
    object_setClass(c, [Other class]);
    printf("as Other: %s\n", [c speak]);
    object_setClass(c, [Cat class]);
    printf("back: %s isKindOf Cat %d\n", [c speak], [c isKindOfClass:[Cat class]]);

    id extra = class_createInstance([Cat class], 32);
    char *bytes = object_getIndexedIvars(extra);
    strcpy(bytes, "indexed ivars");
    printf("createInstance: %s %s lives=%d extra='%s' after ivars=%d\n", object_getClassName(extra), [extra speak],
           ((Cat *)extra)->lives, bytes, (size_t)(bytes - (char *)extra) >= class_getInstanceSize([Cat class]));
    Cat *copy = (Cat *)object_copy(c, 0);
    printf("object_copy: distinct=%d class=%s lives=%d\n", copy != c, object_getClassName(copy), copy->lives);

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    Class prev = class_setSuperclass([Orphan class], [NewParent class]);
#pragma clang diagnostic pop
    id o = [Orphan new];
    printf("class_setSuperclass: old=%s new=%s parentOnly=%s responds speak=%d\n", class_getName(prev),
           class_getName(class_getSuperclass([Orphan class])), [o parentOnly], [o respondsToSelector:@selector(speak)]);
    [o release];
    [copy release];
    [extra release];
    [c release];
    return 0;
}
