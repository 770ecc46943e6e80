/* MiniObjC's <objc/runtime.h>: objc4's public C API of the runtime — classes, objects,
 * methods, ivars, properties, protocols, selectors, associated objects — with objc4's names
 * and signatures, for compiled Objective-C and plain C. Each function runs on MiniObjC's core;
 * where MiniObjC behaves differently from objc4, the comment says how.
 *
 * Memory: every `copy` function returns memory the caller releases with free(); lists end
 * with a NULL entry, as objc4's. Locking is the runtime's business: every function may be
 * called from any thread. Not provided: objc_constructInstance,
 * class_setIvarLayout / class_setWeakIvarLayout, object_setIvarWithStrongDefault,
 * objc_loadWeak / objc_storeWeak, objc_copyImageNames,
 * objc_setHook_*. */
#ifndef MINIOBJC_OBJC_RUNTIME_H
#define MINIOBJC_OBJC_RUNTIME_H

#include <objc/objc.h>
#include <stddef.h>
#include <stdint.h>

/* The element type of the Protocol lists below: under -fobjc-arc an array of object pointers
 * needs an ownership, and these lists hold protocols the caller does not own. */
#if defined(__OBJC__) && defined(__has_feature)
#if __has_feature(objc_arc)
#define MINIOBJC_UNOWNED __unsafe_unretained
#endif
#endif
#ifndef MINIOBJC_UNOWNED
#define MINIOBJC_UNOWNED
#endif

/* A function returning an object its caller owns (+1): ARC code must not retain it again. */
#if defined(__has_attribute)
#if __has_attribute(ns_returns_retained)
#define OBJC_RETURNS_RETAINED __attribute__((ns_returns_retained))
#endif
#endif
#ifndef OBJC_RETURNS_RETAINED
#define OBJC_RETURNS_RETAINED
#endif

/* ---- Types ---- */

/* A method of a class: selector, implementation, type encoding. */
typedef struct objc_method *Method;
/* An instance variable of a class. */
typedef struct objc_ivar *Ivar;
/* A category. objc4 declares the type and no function takes it; MiniObjC likewise. */
typedef struct objc_category *Category;
/* A declared property. */
typedef struct objc_property *objc_property_t;

/* A protocol: in Objective-C the object `@protocol(P)` evaluates to. */
#ifdef __OBJC__
@class Protocol;
#else
typedef struct objc_object Protocol;
#endif

/* A method a protocol declares: its selector and type encoding ({NULL, NULL} when absent). */
struct objc_method_description {
    SEL name;
    char *types;
};

/* One attribute of a property: its letter ("T", "V", "N", …) and its value ("" for flags). */
typedef struct {
    const char *name;
    const char *value;
} objc_property_attribute_t;

/* How an associated object is held (objc_setAssociatedObject). */
typedef uintptr_t objc_AssociationPolicy;
enum {
    /* Stored as is: neither retained nor released. */
    OBJC_ASSOCIATION_ASSIGN = 0,
    /* Retained. In MiniObjC atomic and nonatomic policies behave alike (one lock serializes
     * every association). */
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    /* Sent -copy; the copy is kept. */
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    /* Retained. */
    OBJC_ASSOCIATION_RETAIN = 01401,
    /* Sent -copy; the copy is kept. */
    OBJC_ASSOCIATION_COPY = 01403
};

OBJC_EXTERN_C_BEGIN

/* ---- Finding classes ---- */

/* The class named `name`, or the class a @compatibility_alias of that name stands for; Nil
 * when neither (MiniObjC has no class handler to ask). */
Class objc_getClass(const char *name);
/* The same as objc_getClass. */
Class objc_lookUpClass(const char *name);
/* The metaclass of the class objc_getClass finds, or Nil. */
Class objc_getMetaClass(const char *name);
/* objc_getClass; a missing class ends the process with a message. */
Class objc_getRequiredClass(const char *name);
/* Copies up to `bufferCount` registered classes (no metaclasses) into `buffer` (may be NULL);
 * returns how many there are. */
int objc_getClassList(Class *buffer, int bufferCount);
/* Every registered class, NULL-terminated; free() it. */
Class *objc_copyClassList(unsigned int *outCount);

/* ---- Making classes ---- */

/* A new class pair under `superclass` (Nil: a new root class) with `extraBytes` indexed bytes
 * after the class; Nil when the name is taken or the superclass is not registered. */
Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes);
/* Makes the new class usable; its ivars cannot change afterwards. */
void objc_registerClassPair(Class cls);
/* Destroys a pair made by objc_allocateClassPair. MiniObjC refuses (nothing happens) while
 * the class has instances or subclasses, and for compiled or built-in classes; a disposed
 * class's memory stays valid (messages to it are unrecognized). */
void objc_disposeClassPair(Class cls);

/* ---- Classes ---- */

/* The class's name; "nil" for Nil. */
const char *class_getName(Class cls);
Class class_getSuperclass(Class cls);
BOOL class_isMetaClass(Class cls);
/* Bytes in an instance. MiniObjC's object header is 16 bytes (isa and a retain count), so a
 * class without ivars answers 16 (objc4: 8). */
size_t class_getInstanceSize(Class cls);
/* The path of the executable or library whose compiled code defined the class; NULL for
 * classes made at run time or built into MiniObjC. */
const char *class_getImageName(Class cls);
/* The names of the classes defined by the image at `image` (a class_getImageName path),
 * NULL-terminated; free() the array only. */
const char **objc_copyClassNamesForImage(const char *image, unsigned int *outCount);
/* The version set with class_setVersion; 0 until then. */
int class_getVersion(Class cls);
void class_setVersion(Class cls, int version);

/* The ivar `name` of the class or a superclass, or NULL. */
Ivar class_getInstanceVariable(Class cls, const char *name);
/* An ivar of the metaclass; MiniObjC metaclasses have none, so NULL. */
Ivar class_getClassVariable(Class cls, const char *name);
/* Adds an ivar (size, log2 of its alignment, type encoding) to a class between
 * objc_allocateClassPair and objc_registerClassPair. The ivar is unretained: object_setIvar
 * does not retain into it and dealloc does not release it. */
BOOL class_addIvar(Class cls, const char *name, size_t size, uint8_t alignment, const char *types);
/* The class's own ivars, NULL-terminated; free() it. */
Ivar *class_copyIvarList(Class cls, unsigned int *outCount);
/* Always NULL: MiniObjC records each ivar's ownership on the ivar, not in layout bitmaps. */
const uint8_t *class_getIvarLayout(Class cls);
/* Always NULL, as class_getIvarLayout. */
const uint8_t *class_getWeakIvarLayout(Class cls);

/* The method instances run for `name`, own or inherited (+resolveInstanceMethod: may add
 * it); NULL when none. */
Method class_getInstanceMethod(Class cls, SEL name);
/* The class method `name` (+resolveClassMethod: may add it); NULL when none. */
Method class_getClassMethod(Class cls, SEL name);
/* The IMP instances run for `name`. For a selector nobody implements MiniObjC returns the IMP
 * that sends -doesNotRecognizeSelector: (objc4: _objc_msgForward). */
IMP class_getMethodImplementation(Class cls, SEL name);
/* class_getMethodImplementation for methods returning a structure in memory; NULL for a
 * selector nobody implements (objc4: _objc_msgForward_stret). */
IMP class_getMethodImplementation_stret(Class cls, SEL name);
/* Whether instances respond to `sel` (resolvers asked, forwarding not). */
BOOL class_respondsToSelector(Class cls, SEL sel);
/* The class's own methods (categories' first), NULL-terminated; free() it. Pass a metaclass
 * for class methods. */
Method *class_copyMethodList(Class cls, unsigned int *outCount);
/* Adds a method to the class itself; NO when the class already has one of that name. */
BOOL class_addMethod(Class cls, SEL name, IMP imp, const char *types);
/* Replaces the IMP of the class's own method and returns the old one, or adds the method and
 * returns NULL. */
IMP class_replaceMethod(Class cls, SEL name, IMP imp, const char *types);

/* Whether the class itself adopts `protocol` or a protocol inheriting it (superclasses are
 * not asked). */
BOOL class_conformsToProtocol(Class cls, Protocol *protocol);
/* The protocols the class itself adopts, NULL-terminated; free() it. */
Protocol *MINIOBJC_UNOWNED *class_copyProtocolList(Class cls, unsigned int *outCount);
/* Adopts a protocol; NO when the class already lists it. */
BOOL class_addProtocol(Class cls, Protocol *protocol);

/* The property `name` of the class or a superclass, or NULL. */
objc_property_t class_getProperty(Class cls, const char *name);
/* The class's own properties, NULL-terminated; free() it. */
objc_property_t *class_copyPropertyList(Class cls, unsigned int *outCount);
/* Adds a property with these attributes; NO when the class has one of that name. */
BOOL class_addProperty(Class cls, const char *name, const objc_property_attribute_t *attributes,
                       unsigned int attributeCount);
/* Replaces the attributes of the class's own property, or adds it. */
void class_replaceProperty(Class cls, const char *name, const objc_property_attribute_t *attributes,
                           unsigned int attributeCount);

/* A new instance of a registered class (+1): ivars zeroed, retain count 1, `extraBytes`
 * indexed bytes, each class level's `.cxx_construct` run (root first); nil for a metaclass, a
 * class not yet registered, or a `.cxx_construct` that failed. -init is not sent. */
OBJC_RETURNS_RETAINED id class_createInstance(Class cls, size_t extraBytes);

/* ---- Objects ---- */

/* The object's class (a class's is its metaclass); Nil for nil. */
Class object_getClass(id obj);
/* Swaps the object's class and returns the old one. MiniObjC refuses (returns Nil) for a small
 * object, a class object, and a metaclass or disposed class as the new class. */
Class object_setClass(id obj, Class cls);
/* Whether `obj` is a class. */
BOOL object_isClass(id obj);
/* The ivar's value. Object ivars follow their ownership (a weak one is loaded, retained and
 * autoreleased); other ivars are read as raw bytes, at most pointer-sized. nil for a small
 * object. */
id object_getIvar(id obj, Ivar ivar);
/* Writes the ivar. Strong (ARC) ivars retain the new value and release the old, weak ones
 * become zeroing weak references, the rest (manual retain/release code, class_addIvar) just
 * store; other ivars take the value's bytes, no more than their size. */
void object_setIvar(id obj, Ivar ivar, id value);
/* Finds the ivar `name` and reads it as object_getIvar into `*outValue` (nil when absent). */
Ivar object_getInstanceVariable(id obj, const char *name, void **outValue);
/* Finds the ivar `name` and writes it as object_setIvar. */
Ivar object_setInstanceVariable(id obj, const char *name, void *value);
/* A copy of the object with `size` bytes copied; strong ivars are retained for it, weak ones
 * registered again. A small object is its own copy. */
OBJC_RETURNS_RETAINED id object_copy(id obj, size_t size);
/* Destroys the object without -dealloc (as objc_destructInstance, then frees it); returns
 * nil. Immortal objects (classes, literals) and small objects are left alone. */
id object_dispose(id obj);
/* Runs each class level's `.cxx_destruct` (most-derived first) or, for a level without one,
 * releases its strong ivars and clears its weak ivars; then clears the weak references to the
 * object and its associated objects, without freeing it. */
void *objc_destructInstance(id obj);

/* ---- Associated objects ---- */

/* Attaches `value` to `object` under `key` with a policy (nil removes it). MiniObjC ignores
 * small objects, which cannot carry associations. */
void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
/* The value under `key`, as stored (MiniObjC never retains and autoreleases it); nil when
 * none. */
id objc_getAssociatedObject(id object, const void *key);
/* Removes every association of `object`. */
void objc_removeAssociatedObjects(id object);

/* ---- Methods ---- */

/* The runtime's selector of the method (the one methods receive as _cmd). */
SEL method_getName(Method m);
IMP method_getImplementation(Method m);
/* The full type encoding, frame offsets included (e.g. "i24@0:8d16"). */
const char *method_getTypeEncoding(Method m);
/* How many arguments the method takes, self and _cmd included. */
unsigned int method_getNumberOfArguments(Method m);
/* The return type's encoding (qualifiers kept, offset dropped); free() it. */
char *method_copyReturnType(Method m);
/* Argument `index`'s encoding (0 is self); NULL past the last; free() it. */
char *method_copyArgumentType(Method m, unsigned int index);
/* The return type's encoding into `dst`, as strncpy. */
void method_getReturnType(Method m, char *dst, size_t dstLength);
/* Argument `index`'s encoding into `dst`, as strncpy; "" past the last. */
void method_getArgumentType(Method m, unsigned int index, char *dst, size_t dstLength);
/* The method's selector and types; the record lives as long as the process. */
struct objc_method_description *method_getDescription(Method m);
/* Sets the IMP and returns the old one; every send sees the new one at once. */
IMP method_setImplementation(Method m, IMP imp);

/* ---- Blocks as methods ---- */
/* An IMP that calls `block` (copied) with the receiver first: a method `- (R)m:(A)a` takes
 * a block `^R(id self, A a)`. NULL for nil or a block whose descriptor is corrupt. */
IMP imp_implementationWithBlock(id block);
/* The block behind an IMP from imp_implementationWithBlock, or nil. */
id imp_getBlock(IMP anImp);
/* Releases the block and frees the IMP (it must not be called afterwards); NO when the IMP
 * did not come from imp_implementationWithBlock or was removed already. */
BOOL imp_removeBlock(IMP anImp);
/* Swaps the IMPs of two methods in one step. */
void method_exchangeImplementations(Method m1, Method m2);

/* ---- Ivars ---- */

const char *ivar_getName(Ivar ivar);
const char *ivar_getTypeEncoding(Ivar ivar);
/* Offset from the object's start; MiniObjC's header is 16 bytes (objc4: 8). */
ptrdiff_t ivar_getOffset(Ivar ivar);

/* ---- Properties ---- */

const char *property_getName(objc_property_t property);
/* The attribute string as clang emits it, e.g. "T@\"NSString\",C,N,V_name". */
const char *property_getAttributes(objc_property_t property);
/* The value of one attribute by its letter ("" for a flag), NULL when absent; free() it. */
char *property_copyAttributeValue(objc_property_t property, const char *attributeName);
/* Every attribute as name / value pairs ending with {NULL, NULL}, in one block; free() it. */
objc_property_attribute_t *property_copyAttributeList(objc_property_t property, unsigned int *outCount);

/* ---- Protocols ---- */

/* The registered protocol named `name`, or NULL. */
Protocol *objc_getProtocol(const char *name);
/* Every registered protocol, NULL-terminated; free() it. */
Protocol *MINIOBJC_UNOWNED *objc_copyProtocolList(unsigned int *outCount);
/* A new protocol to fill in, then register; NULL when the name is taken. */
Protocol *objc_allocateProtocol(const char *name);
/* Registers a protocol made by objc_allocateProtocol; it cannot change afterwards. */
void objc_registerProtocol(Protocol *proto);

const char *protocol_getName(Protocol *proto);
/* The same protocol, or two that conform to each other. */
BOOL protocol_isEqual(Protocol *proto, Protocol *other);
/* Whether `proto` is `other` or inherits it, directly or not. */
BOOL protocol_conformsToProtocol(Protocol *proto, Protocol *other);
/* The methods `proto` itself declares of one kind, ending with {NULL, NULL}; free() it. */
struct objc_method_description *protocol_copyMethodDescriptionList(Protocol *proto, BOOL isRequiredMethod,
                                                                   BOOL isInstanceMethod, unsigned int *outCount);
/* The declaration of `name` of one kind in `proto` or an inherited protocol; {NULL, NULL}
 * when absent. */
struct objc_method_description protocol_getMethodDescription(Protocol *proto, SEL name, BOOL isRequiredMethod,
                                                             BOOL isInstanceMethod);
/* The required instance properties `proto` itself declares, NULL-terminated; free() it. */
objc_property_t *protocol_copyPropertyList(Protocol *proto, unsigned int *outCount);
/* The properties of one kind `proto` itself declares, NULL-terminated; free() it. */
objc_property_t *protocol_copyPropertyList2(Protocol *proto, unsigned int *outCount, BOOL isRequiredProperty,
                                            BOOL isInstanceProperty);
/* The protocols `proto` inherits directly, NULL-terminated; free() it. */
Protocol *MINIOBJC_UNOWNED *protocol_copyProtocolList(Protocol *proto, unsigned int *outCount);
/* The property `name` of one kind in `proto` or an inherited protocol, or NULL. */
objc_property_t protocol_getProperty(Protocol *proto, const char *name, BOOL isRequiredProperty,
                                     BOOL isInstanceProperty);
/* Declares a method in a protocol not yet registered (ignored afterwards). */
void protocol_addMethodDescription(Protocol *proto, SEL name, const char *types, BOOL isRequiredMethod,
                                   BOOL isInstanceMethod);
/* Makes a protocol not yet registered inherit `addition`. */
void protocol_addProtocol(Protocol *proto, Protocol *addition);
/* Declares a property in a protocol not yet registered. */
void protocol_addProperty(Protocol *proto, const char *name, const objc_property_attribute_t *attributes,
                          unsigned int attributeCount, BOOL isRequiredProperty, BOOL isInstanceProperty);

/* ---- Selectors ---- */

/* sel_getName, sel_registerName, sel_getUid, sel_isMapped and sel_isEqual are declared in
 * <objc/objc.h>. */

/* ---- Fast enumeration ---- */

/* What a `for (x in collection)` loop calls when the collection's mutation counter moved
 * under it: raises NSGenericException "Collection <Class: 0x…> was mutated while being
 * enumerated." (Foundation's words), or calls the handler set below. */
void objc_enumerationMutation(id collection);
/* Replaces the raise with `handler` (NULL restores it); the loop goes on when it returns. */
void objc_setEnumerationMutationHandler(void (*handler)(id collection));

OBJC_EXTERN_C_END

/* libobjc2's extensions (objc_test_capability, class_setSuperclass, the _np functions). */
#include <objc/capabilities.h>
/* @throw, @catch and the uncaught-exception handler. */
#include <objc/objc-exception.h>

#endif
