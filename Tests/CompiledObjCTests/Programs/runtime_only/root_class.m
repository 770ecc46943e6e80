// The runtime alone (`objcrt cc --runtime-only`): no NSObject, no Foundation. The program
// brings its root class (objc_root_class, an isa ivar, class_createInstance) and its own
// NSConstantString for @"…" literals, as programs written for GCC's libobjc or libobjc2
// without a Foundation do.
#include <stdio.h>
#include <stdint.h>

typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
id class_createInstance(Class cls, size_t extraBytes);
void object_dispose(id obj);
Class objc_getClass(const char *name);

__attribute__((objc_root_class))
@interface Object {
    Class isa;
}
+ (id)alloc;
+ (Class)class;
- (id)init;
- (void)free;
- (Class)class;
@end

@implementation Object
+ (id)alloc { return class_createInstance(self, 0); }
+ (Class)class { return self; }
- (id)init { return self; }
- (void)free { object_dispose(self); }
- (Class)class { return isa; } // the header's isa, at offset 0
@end

/* clang lays literals out as {isa, flags, length, size, hash, data}. */
@interface NSConstantString : Object {
    uint32_t flags;
    uint32_t length;
    uint32_t size;
    uint32_t hash;
    const char *data;
}
- (const char *)cString;
- (unsigned)length;
@end

@implementation NSConstantString
- (const char *)cString { return data; }
- (unsigned)length { return length; }
@end

@interface Counter : Object {
    int count;
}
- (int)increment;
@end

@implementation Counter
- (int)increment { return ++count; }
@end

int main(void) {
    Counter *c = [[Counter alloc] init];
    [c increment];
    printf("count=%d\n", [c increment]);
    NSConstantString *s = (NSConstantString *)@"a literal in the image";
    printf("literal=%s length=%u\n", [s cString], [s length]);
    printf("NSObject exists: %s\n", objc_getClass("NSObject") ? "yes" : "no");
    [c free];
    return 0;
}
