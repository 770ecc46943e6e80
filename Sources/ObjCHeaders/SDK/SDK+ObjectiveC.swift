// The Objective-C runtime part of the stand-in SDK (module ObjectiveC): `<objc/objc.h>`,
// `<objc/runtime.h>`, `<objc/message.h>` and `<objc/NSObject.h>` — BOOL, IMP, the opaque
// runtime handles (`Ivar` is `struct objc_ivar *`, so a property of that type encodes as
// `^{objc_ivar=}`), the runtime functions, and the NSObject class and protocol.
extension SDK {
    static let objectiveC = #"""
#import <Darwin/Darwin.h>

/* The language's own types, declared here as in objc/objc.h (clang expects the module
   ObjectiveC to declare them). */
typedef struct objc_class *Class;
struct objc_object { Class isa; };
typedef struct objc_object *id;
typedef struct objc_selector *SEL;
@class Protocol;

#if __OBJC_BOOL_IS_BOOL
typedef bool BOOL;
#else
typedef signed char BOOL;
#endif
#define OBJC_BOOL_DEFINED
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define Nil ((Class)0)
#define OBJC_EXPORT extern
#define OBJC_EXTERN extern
#define OBJC_IMPORT extern
#define OBJC_INLINE static inline
#define OBJC_VISIBLE __attribute__((visibility("default")))
#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define OBJC_AVAILABLE(x, i, t, w, b)
#define OBJC_OSX_AVAILABLE_OTHERS_UNAVAILABLE(x)
#define OBJC_DEPRECATED(m)
#define OBJC_UNAVAILABLE(m) __attribute__((unavailable(m)))
#define OBJC_SWIFT_UNAVAILABLE(m)
#define OBJC_ARC_UNAVAILABLE __attribute__((unavailable("not available in automatic reference counting mode")))
#define OBJC2_UNAVAILABLE
#define OBJC_ISA_AVAILABILITY
#define OBJC_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define OBJC_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define OBJC_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_ENFORCE_NSOBJECT_DESIGNATED_INITIALIZER 1
#define OBJC_OLD_DISPATCH_PROTOTYPES 0

/* objc/NSObjCRuntime.h */
typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NSIntegerMax LONG_MAX
#define NSIntegerMin LONG_MIN
#define NSUIntegerMax ULONG_MAX

typedef void (*IMP)(void);
typedef struct objc_method *Method;
typedef struct objc_ivar *Ivar;
typedef struct objc_category *Category;
typedef struct objc_property *objc_property_t;
typedef struct { const char *name; const char *value; } objc_property_attribute_t;
struct objc_method_description { SEL name; char *types; };
struct objc_super { __unsafe_unretained id receiver; __unsafe_unretained Class super_class; };
typedef struct _malloc_zone_t *objc_zone_t;
typedef OBJC_ENUM(uintptr_t, objc_AssociationPolicy) {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
};

OBJC_EXPORT const char *sel_getName(SEL sel);
OBJC_EXPORT SEL sel_registerName(const char *str);
OBJC_EXPORT SEL sel_getUid(const char *str);
OBJC_EXPORT BOOL sel_isEqual(SEL lhs, SEL rhs);
OBJC_EXPORT Class object_getClass(id obj);
OBJC_EXPORT Class object_setClass(id obj, Class cls);
OBJC_EXPORT const char *object_getClassName(id obj);
OBJC_EXPORT id object_getIvar(id obj, Ivar ivar);
OBJC_EXPORT void object_setIvar(id obj, Ivar ivar, id value);
OBJC_EXPORT Class objc_getClass(const char *name);
OBJC_EXPORT Class objc_getMetaClass(const char *name);
OBJC_EXPORT Class objc_lookUpClass(const char *name);
OBJC_EXPORT int objc_getClassList(Class *buffer, int bufferCount);
OBJC_EXPORT Protocol *objc_getProtocol(const char *name);
OBJC_EXPORT Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes);
OBJC_EXPORT void objc_registerClassPair(Class cls);
OBJC_EXPORT void objc_disposeClassPair(Class cls);
OBJC_EXPORT const char *class_getName(Class cls);
OBJC_EXPORT Class class_getSuperclass(Class cls);
OBJC_EXPORT BOOL class_isMetaClass(Class cls);
OBJC_EXPORT size_t class_getInstanceSize(Class cls);
OBJC_EXPORT Ivar class_getInstanceVariable(Class cls, const char *name);
OBJC_EXPORT Ivar *class_copyIvarList(Class cls, unsigned int *outCount);
OBJC_EXPORT Method class_getInstanceMethod(Class cls, SEL name);
OBJC_EXPORT Method class_getClassMethod(Class cls, SEL name);
OBJC_EXPORT IMP class_getMethodImplementation(Class cls, SEL name);
OBJC_EXPORT BOOL class_respondsToSelector(Class cls, SEL sel);
OBJC_EXPORT Method *class_copyMethodList(Class cls, unsigned int *outCount);
OBJC_EXPORT BOOL class_conformsToProtocol(Class cls, Protocol *protocol);
OBJC_EXPORT Protocol * __unsafe_unretained *class_copyProtocolList(Class cls, unsigned int *outCount);
OBJC_EXPORT objc_property_t class_getProperty(Class cls, const char *name);
OBJC_EXPORT objc_property_t *class_copyPropertyList(Class cls, unsigned int *outCount);
OBJC_EXPORT BOOL class_addMethod(Class cls, SEL name, IMP imp, const char *types);
OBJC_EXPORT IMP class_replaceMethod(Class cls, SEL name, IMP imp, const char *types);
OBJC_EXPORT BOOL class_addIvar(Class cls, const char *name, size_t size, uint8_t alignment, const char *types);
OBJC_EXPORT BOOL class_addProtocol(Class cls, Protocol *protocol);
OBJC_EXPORT BOOL class_addProperty(Class cls, const char *name, const objc_property_attribute_t *attributes, unsigned int attributeCount);
OBJC_EXPORT id class_createInstance(Class cls, size_t extraBytes);
OBJC_EXPORT SEL method_getName(Method m);
OBJC_EXPORT IMP method_getImplementation(Method m);
OBJC_EXPORT const char *method_getTypeEncoding(Method m);
OBJC_EXPORT unsigned int method_getNumberOfArguments(Method m);
OBJC_EXPORT char *method_copyReturnType(Method m);
OBJC_EXPORT char *method_copyArgumentType(Method m, unsigned int index);
OBJC_EXPORT void method_getReturnType(Method m, char *dst, size_t dst_len);
OBJC_EXPORT IMP method_setImplementation(Method m, IMP imp);
OBJC_EXPORT void method_exchangeImplementations(Method m1, Method m2);
OBJC_EXPORT const char *ivar_getName(Ivar v);
OBJC_EXPORT const char *ivar_getTypeEncoding(Ivar v);
OBJC_EXPORT ptrdiff_t ivar_getOffset(Ivar v);
OBJC_EXPORT const char *property_getName(objc_property_t property);
OBJC_EXPORT const char *property_getAttributes(objc_property_t property);
OBJC_EXPORT objc_property_attribute_t *property_copyAttributeList(objc_property_t property, unsigned int *outCount);
OBJC_EXPORT char *property_copyAttributeValue(objc_property_t property, const char *attributeName);
OBJC_EXPORT const char *protocol_getName(Protocol *proto);
OBJC_EXPORT BOOL protocol_conformsToProtocol(Protocol *proto, Protocol *other);
OBJC_EXPORT objc_property_t *protocol_copyPropertyList(Protocol *proto, unsigned int *outCount);
OBJC_EXPORT struct objc_method_description *protocol_copyMethodDescriptionList(Protocol *proto, BOOL isRequiredMethod, BOOL isInstanceMethod, unsigned int *outCount);
OBJC_EXPORT IMP imp_implementationWithBlock(id block);
OBJC_EXPORT id imp_getBlock(IMP anImp);
OBJC_EXPORT BOOL imp_removeBlock(IMP anImp);
OBJC_EXPORT void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
OBJC_EXPORT id objc_getAssociatedObject(id object, const void *key);
OBJC_EXPORT void objc_removeAssociatedObjects(id object);
OBJC_EXPORT id objc_loadWeak(id *location);
OBJC_EXPORT id objc_storeWeak(id *location, id obj);
OBJC_EXPORT void objc_msgSend(void);
OBJC_EXPORT void objc_msgSendSuper(void);
OBJC_EXPORT void objc_msgSend_stret(void);
OBJC_EXPORT void objc_enumerationMutation(id obj);

@class NSString, NSMethodSignature, NSInvocation;
struct _NSZone;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class;
- (instancetype)self;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(id)object;
- (id)performSelector:(SEL)aSelector withObject:(id)object1 withObject:(id)object2;
- (BOOL)isProxy;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

OBJC_ROOT_CLASS
@interface NSObject <NSObject> {
    Class isa;
}
+ (void)load;
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)allocWithZone:(struct _NSZone *)zone;
+ (instancetype)alloc;
- (void)dealloc;
- (id)copy;
- (id)mutableCopy;
+ (id)copyWithZone:(struct _NSZone *)zone;
+ (id)mutableCopyWithZone:(struct _NSZone *)zone;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
- (IMP)methodForSelector:(SEL)aSelector;
+ (IMP)instanceMethodForSelector:(SEL)aSelector;
- (void)doesNotRecognizeSelector:(SEL)aSelector;
- (id)forwardingTargetForSelector:(SEL)aSelector;
- (void)forwardInvocation:(NSInvocation *)anInvocation;
- (NSMethodSignature *)methodSignatureForSelector:(SEL)aSelector;
+ (NSMethodSignature *)instanceMethodSignatureForSelector:(SEL)aSelector;
+ (BOOL)isSubclassOfClass:(Class)aClass;
+ (BOOL)resolveClassMethod:(SEL)sel;
+ (BOOL)resolveInstanceMethod:(SEL)sel;
+ (NSUInteger)hash;
+ (Class)superclass;
+ (Class)class;
+ (NSString *)description;
+ (NSString *)debugDescription;
@end
"""#
}
