// objc4's class lookup and class introspection from compiled code: objc_getClass (compiled,
// built-in and @compatibility_alias names), the class list, superclasses, metaclasses,
// instance sizes, versions, images, responds / conforms, class_createInstance.
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
+ (Class)class;
- (void)release;
@end

@protocol Walker
- (void)walk;
@end

@interface Animal : NSObject <Walker> { int legs; double weight; }
- (void)walk;
@end
@implementation Animal
- (void)walk { printf("walking on %d legs\n", legs); }
@end

@interface Dog : Animal { const char *name; }
@end
@implementation Dog
@end

@compatibility_alias Hound Dog;

int main(void) {
    Class animal = objc_getClass("Animal"), dog = objc_getClass("Dog");
    printf("getClass: %s %s\n", class_getName(animal), class_getName(dog));
    printf("same as [Dog class]: %d\n", dog == [Dog class]);
    printf("alias Hound: %s\n", class_getName(objc_getClass("Hound")));
    printf("lookUpClass alias: %s\n", class_getName(objc_lookUpClass("Hound")));
    printf("missing: %p %p\n", (void *)objc_getClass("NoSuchClass"), (void *)objc_lookUpClass("NoSuchClass"));
    printf("NSObject: %s\n", class_getName(objc_getClass("NSObject")));
    printf("required: %s\n", class_getName(objc_getRequiredClass("Dog")));
    printf("class_getName(Nil): %s\n", class_getName(Nil));

    Class meta = objc_getMetaClass("Dog");
    printf("metaclass: %s meta=%d class-meta=%d\n", class_getName(meta), class_isMetaClass(meta), class_isMetaClass(dog));
    printf("object_getClass(Dog) is the metaclass: %d\n", object_getClass((id)dog) == meta);
    printf("superclass chain:");
    for (Class c = dog; c; c = class_getSuperclass(c)) printf(" %s", class_getName(c));
    printf("\n");
    printf("metaclass chain:");
    for (Class c = meta; c; c = class_getSuperclass(c)) printf(" %s%s", class_getName(c), class_isMetaClass(c) ? "(meta)" : "");
    printf("\n");

    // 16-byte header, then int legs (4) + pad + double weight (8) = 32; Dog adds a pointer.
    printf("sizes: NSObject=%zu Animal=%zu Dog=%zu Nil=%zu\n", class_getInstanceSize(objc_getClass("NSObject")),
           class_getInstanceSize(animal), class_getInstanceSize(dog), class_getInstanceSize(Nil));

    int n = objc_getClassList(NULL, 0);
    Class *buffer = malloc(sizeof(Class) * (size_t)n);
    int again = objc_getClassList(buffer, n);
    int sawDog = 0, sawMeta = 0;
    for (int i = 0; i < again; i++) {
        if (buffer[i] == dog) sawDog = 1;
        if (class_isMetaClass(buffer[i])) sawMeta = 1;
    }
    printf("getClassList: same count %d, has Dog %d, has metaclasses %d\n", n == again, sawDog, sawMeta);
    free(buffer);
    unsigned int count = 0;
    Class *list = objc_copyClassList(&count);
    int sawAnimal = 0;
    for (unsigned int i = 0; i < count; i++)
        if (list[i] == animal) sawAnimal = 1;
    printf("copyClassList: count matches %d, has Animal %d, NULL-terminated %d\n", (int)count == n, sawAnimal,
           list[count] == Nil);
    free(list);

    printf("version: %d\n", class_getVersion(dog));
    class_setVersion(dog, 7);
    printf("version after set: %d (metaclass %d, Animal %d)\n", class_getVersion(dog), class_getVersion(meta),
           class_getVersion(animal));

    const char *image = class_getImageName(dog);
    printf("image of Dog known: %d, image of NSObject: %s\n", image != NULL && strlen(image) > 0,
           class_getImageName(objc_getClass("NSObject")) ? "set" : "NULL");

    unsigned int named = 0;
    const char **names = objc_copyClassNamesForImage(image, &named);
    int sawAnimalName = 0, sawDogName = 0, sawNSObjectName = 0;
    for (unsigned int i = 0; i < named; i++) {
        if (strcmp(names[i], "Animal") == 0) sawAnimalName = 1;
        if (strcmp(names[i], "Dog") == 0) sawDogName = 1;
        if (strcmp(names[i], "NSObject") == 0) sawNSObjectName = 1;
    }
    printf("classes of that image: %u, Animal %d, Dog %d, NSObject %d, terminated %d; unknown image: %p\n", named,
           sawAnimalName, sawDogName, sawNSObjectName, names[named] == NULL,
           (void *)objc_copyClassNamesForImage("/no/such/image", &named));
    free(names);

    printf("responds walk: Dog %d NSObject %d\n", class_respondsToSelector(dog, @selector(walk)),
           class_respondsToSelector(objc_getClass("NSObject"), @selector(walk)));
    printf("conforms Walker: Animal %d Dog %d (own only)\n", class_conformsToProtocol(animal, @protocol(Walker)),
           class_conformsToProtocol(dog, @protocol(Walker)));

    id d = class_createInstance(dog, 0);
    printf("createInstance: %s\n", object_getClassName(d));
    [d walk];
    printf("metaclass instance: %p\n", (void *)class_createInstance(meta, 0));
    [d release];
    return 0;
}
