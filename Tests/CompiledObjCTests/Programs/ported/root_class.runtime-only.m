// Ports the intent of objc4 test/testroot.i (the root class every objc4 test is built on),
// rootMissingCategoryClass.m, and GCC objc/execute's tests built on their own root class
// (class-tests-1.h, object_is_class.m, object_is_meta_class.m): with the runtime alone, a
// program's own root class (objc_root_class, an isa ivar) allocates with class_createInstance,
// runs +load, +initialize, class and instance methods, super sends and categories; the root
// metaclass's superclass is the root class, so a class message the metaclasses lack finds the
// root's instance method; instance sizes count the isa; respondsToSelector-style checks via
// class_respondsToSelector.
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
typedef const struct objc_selector *SEL;
typedef signed char BOOL;
id class_createInstance(Class cls, size_t extraBytes);
id object_dispose(id obj);
Class objc_getClass(const char *name);
Class object_getClass(id obj);
Class class_getSuperclass(Class cls);
const char *class_getName(Class cls);
BOOL class_isMetaClass(Class cls);
size_t class_getInstanceSize(Class cls);
BOOL class_respondsToSelector(Class cls, SEL sel);
SEL sel_registerName(const char *name);

__attribute__((objc_root_class))
@interface Root {
    Class isa;
}
+ (id)alloc;
+ (id)new;
+ (Class)class;
- (id)init;
- (void)free;
- (Class)class;
- (const char *)instanceOnly;
@end

@implementation Root
+ (void)load { printf("+load Root\n"); }
+ (void)initialize { printf("+initialize %s\n", class_getName(self)); }
+ (id)alloc { return class_createInstance(self, 0); }
+ (id)new { return [[self alloc] init]; }
+ (Class)class { return self; }
- (id)init { return self; }
- (void)free { object_dispose(self); }
- (Class)class { return isa; }
- (const char *)instanceOnly { return "root instance method"; }
@end

@interface Point3 : Root {
    int x, y, z;
}
- (id)initX:(int)a y:(int)b z:(int)c;
- (int)sum;
@end
@implementation Point3
+ (void)load { printf("+load Point3\n"); }
- (id)initX:(int)a y:(int)b z:(int)c {
    self = [super init];
    x = a; y = b; z = c;
    return self;
}
- (int)sum { return x + y + z; }
@end

@interface Point3 (Scaling)
- (int)scaledSum:(int)k;
@end
@implementation Point3 (Scaling)
+ (void)load { printf("+load Point3(Scaling)\n"); }
- (int)scaledSum:(int)k { return k * [self sum]; }
@end

int main(void) {
    printf("main\n");
    Point3 *p = [[Point3 alloc] initX:1 y:2 z:3];
    printf("sum %d scaled %d\n", [p sum], [p scaledSum:10]);
    printf("class %s super %s super of root %p\n", class_getName([p class]), class_getName(class_getSuperclass([p class])),
           (void *)class_getSuperclass([Root class]));
    Class rootMeta = object_getClass((id)[Root class]);
    printf("root meta is meta %d, its superclass is Root %d, its isa is itself %d\n", class_isMetaClass(rootMeta),
           class_getSuperclass(rootMeta) == [Root class], object_getClass((id)rootMeta) == rootMeta);
    printf("class message finds root instance method: %s\n", [Point3 instanceOnly]);
    printf("sizes: Root holds the isa %d, Point3 covers 3 ints more %d\n", class_getInstanceSize([Root class]) >= sizeof(Class),
           class_getInstanceSize([Point3 class]) >= class_getInstanceSize([Root class]) + 3 * sizeof(int));
    printf("respondsTo: sum %d scaledSum: %d nothing %d\n", class_respondsToSelector([Point3 class], @selector(sum)),
           class_respondsToSelector([Point3 class], @selector(scaledSum:)),
           class_respondsToSelector([Point3 class], sel_registerName("nothing")));
    printf("objc_getClass: %d\n", objc_getClass("Point3") == [Point3 class]);
    [p free];
    return 0;
}
