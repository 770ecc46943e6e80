/* The ObjCABI layer's one private header: the records clang emits for the GNUstep 2.0 ABI
 * (`-fobjc-runtime=gnustep-2.0`, ELF), as the loader reads them, and what the layer's files
 * share. Field order and widths are clang's (CGObjCGNU.cpp emits them; read its IR with
 * `clang -fobjc-runtime=gnustep-2.0 -S -emit-llvm`); the names are MiniObjC's. */
#ifndef MINIOBJC_RT_ABI_PRIVATE_H
#define MINIOBJC_RT_ABI_PRIVATE_H

#include "rt_types.h"
#include "rt_class.h"
#include "rt_loader.h"
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include <stdbool.h>
#include <stdint.h>

/* A selector as compiled code references it: the address of one of these, in the image's
 * __objc_selectors section. The loader replaces `name` with the canonical rt_selector. */
struct abi_selector {
    const void *name; /* a C string before loading; the canonical SEL after */
    const char *types; /* NULL for @selector(x) */
};

struct abi_method {
    IMP imp;
    struct abi_selector *selector;
    const char *types;
};

struct abi_method_list {
    struct abi_method_list *next;
    int32_t count;
    int64_t entrySize;
    struct abi_method methods[];
};

/* Ivar flags: ownership in the two low bits, log2 of the alignment from bit 3. */
#define ABI_IVAR_OWNERSHIP_MASK 3u
#define ABI_IVAR_OWNERSHIP_STRONG 1u
#define ABI_IVAR_OWNERSHIP_WEAK 2u
#define ABI_IVAR_ALIGN_SHIFT 3u
#define ABI_IVAR_ALIGN_MASK (63u << ABI_IVAR_ALIGN_SHIFT)

struct abi_ivar {
    const char *name;
    const char *type;
    int32_t *offset; /* the variable compiled code reads the ivar's offset from */
    int32_t size;
    int32_t flags;
};

struct abi_ivar_list {
    int32_t count;
    int64_t entrySize;
    struct abi_ivar ivars[];
};

struct abi_protocol;

struct abi_protocol_list {
    struct abi_protocol_list *next;
    int64_t count;
    struct abi_protocol *list[];
};

struct abi_property {
    const char *name;
    const char *attributes; /* clang's attribute string, "T@\"NSString\",C,N,V_name" */
    const char *type;
    struct abi_selector *getter;
    struct abi_selector *setter;
};

struct abi_property_list {
    int32_t count;
    int32_t entrySize;
    struct abi_property_list *next;
    struct abi_property properties[];
};

struct abi_protocol_method {
    struct abi_selector *selector;
    const char *types;
};

struct abi_protocol_method_list {
    int32_t count;
    int32_t entrySize;
    struct abi_protocol_method methods[];
};

struct abi_protocol {
    void *isa; /* clang writes a small version number here, not a class */
    const char *name;
    struct abi_protocol_list *protocols;
    struct abi_protocol_method_list *instanceMethods;
    struct abi_protocol_method_list *classMethods;
    struct abi_protocol_method_list *optionalInstanceMethods;
    struct abi_protocol_method_list *optionalClassMethods;
    struct abi_property_list *properties;
    struct abi_property_list *optionalProperties;
    struct abi_property_list *classProperties;
    struct abi_property_list *optionalClassProperties;
};

/* A class or metaclass as clang emits it. The loader never runs code on this record: it
 * builds an rt_class from it and points the image's class references at that. */
struct abi_class {
    struct abi_class *isa;
    struct abi_class *superclass;
    const char *name;
    int64_t version;
    uint64_t info;          /* 1 on a metaclass */
    int64_t instanceSize;   /* negative: non-fragile, the size clang saw */
    struct abi_ivar_list *ivars;
    struct abi_method_list *methods;
    void *dtable;
    void *subclassList;
    IMP cxxConstruct;
    IMP cxxDestruct;
    void *siblingClass;
    struct abi_protocol_list *protocols;
    void *reserved;
    int64_t abiVersion;
    struct abi_property_list *properties;
};

struct abi_category {
    const char *name;
    const char *className;
    struct abi_method_list *instanceMethods;
    struct abi_method_list *classMethods;
    struct abi_protocol_list *protocols;
    struct abi_property_list *properties;
    struct abi_property_list *classProperties;
};

struct abi_alias {
    const char *name;
    struct abi_class **classRef;
};

/* An @"…" literal too long (or not ASCII) for a small object. */
struct abi_constant_string {
    void *isa;
    uint32_t flags;   /* low 2 bits: 0 ASCII, 1 UTF-8?, 2 UTF-16 */
    uint32_t length;  /* in characters */
    uint32_t size;    /* in bytes */
    uint32_t hash;
    const void *data;
};

/* What `.objcv2_load_function` passes to __objc_load: one per linked image, the bounds of
 * each section the linker gathered (__start_/__stop_ symbols). */
struct abi_init {
    uint64_t version; /* 0 */
    struct abi_selector *selectorsBegin, *selectorsEnd;
    struct abi_class **classesBegin, **classesEnd;
    struct abi_class **classRefsBegin, **classRefsEnd;
    struct abi_category *categoriesBegin, *categoriesEnd;
    struct abi_protocol *protocolsBegin, *protocolsEnd;
    struct abi_protocol **protocolRefsBegin, **protocolRefsEnd;
    struct abi_alias *aliasesBegin, *aliasesEnd;
    struct abi_constant_string *stringsBegin, *stringsEnd;
};

/* ---- Entry points compiled code calls (their C declarations for compiled code are in
 * CSupport/Headers/objc/; these are for -Wmissing-prototypes) ---- */
void __objc_load(struct abi_init *init);
void __objc_exec_class(void *module);
IMP rt_abi_lookup(id *receiver, SEL sel);
IMP objc_msg_lookup(id receiver, SEL sel);
IMP objc_msg_lookup_sender(id *receiver, SEL sel, id sender);
struct rt_super;
IMP objc_msg_lookup_super(struct rt_super *super, SEL sel); /* assembly */
IMP rt_abi_lookup_super(struct rt_super *super, SEL sel);
Class objc_lookup_class(const char *name);
/* arc.c, arc_return.c: what clang's code calls under -fobjc-arc. */
id objc_retain(id obj);
void objc_release(id obj);
id objc_autorelease(id obj);
id objc_retainAutorelease(id obj);
id objc_autoreleaseReturnValue(id obj);
id objc_retainAutoreleaseReturnValue(id obj);
id objc_retainAutoreleasedReturnValue(id obj);
id objc_unsafeClaimAutoreleasedReturnValue(id obj);
void objc_storeStrong(id *location, id obj);
void *objc_autoreleasePoolPush(void);
void objc_autoreleasePoolPop(void *token);
id objc_initWeak(id *location, id obj);
id objc_storeWeak(id *location, id obj);
id objc_loadWeakRetained(id *location);
id objc_loadWeak(id *location);
void objc_destroyWeak(id *location);
void objc_copyWeak(id *to, id *from);
void objc_moveWeak(id *to, id *from);
unsigned long objc_arc_autorelease_count_np(void);
/* A +1 object returned at +0 by the function that returns to `ra`: handed straight to a
 * caller that claims it, else autoreleased (arc_return.c). No lock. */
id rt_abi_returnAtPlusZero(id obj, const void *ra);
/* sync.c: @synchronized. */
int objc_sync_enter(id obj);
int objc_sync_exit(id obj);
/* blocks.c: what clang's -fblocks code calls, and libBlocksRuntime's introspection. */
void *_Block_copy(const void *block);
void _Block_release(const void *block);
void _Block_object_assign(void *dest, const void *object, const int flags);
void _Block_object_dispose(const void *object, const int flags);
id objc_retainBlock(id block);
bool _Block_has_signature(void *block);
const char *_Block_signature(void *block);
/* api_block_imp.c: a block as a method. */
IMP imp_implementationWithBlock(id block);
id imp_getBlock(IMP imp);
rt_BOOL imp_removeBlock(IMP imp);
/* properties.c: what synthesized accessors call. */
id objc_getProperty(id self, SEL cmd, ptrdiff_t offset, rt_BOOL atomic);
void objc_setProperty(id self, SEL cmd, ptrdiff_t offset, id value, rt_BOOL atomic, signed char shouldCopy);
void objc_setProperty_atomic(id self, SEL cmd, id value, ptrdiff_t offset);
void objc_setProperty_nonatomic(id self, SEL cmd, id value, ptrdiff_t offset);
void objc_setProperty_atomic_copy(id self, SEL cmd, id value, ptrdiff_t offset);
void objc_setProperty_nonatomic_copy(id self, SEL cmd, id value, ptrdiff_t offset);
void objc_getPropertyStruct(void *dest, const void *src, ptrdiff_t size, rt_BOOL atomic, rt_BOOL strong);
void objc_setPropertyStruct(void *dest, const void *src, ptrdiff_t size, rt_BOOL atomic, rt_BOOL strong);
void objc_getCppObjectAtomic(void *dest, const void *src, void (*copy)(void *, const void *));
void objc_setCppObjectAtomic(void *dest, const void *src, void (*copy)(void *, const void *));

/* The canonical SEL of an image's selector record, registering it first if its image has not
 * been loaded yet (a record of another image can be reached before that image's own
 * __objc_load runs: the dynamic linker binds a library's class symbols to the executable's
 * when both define them). A registered record's first word is a canonical SEL, which the
 * core recognises by address (rt_sel_isCanonical) — never by reading the word as a pointer,
 * which for a name would read past a short string. Lock: the
 * runtime lock (loader.c). */
SEL rt_loader_selector(struct abi_selector *record);

/* ---- The loader's bookkeeping (loader_table.c); all under the loader lock ---- */

struct rt_image {
    const char *path;           /* from dladdr; "?" when unknown */
    struct abi_init *init;
    struct rt_image *next;
};

/* One compiled class record and what became of it. */
struct rt_loaded_class {
    struct abi_class *abi;
    struct rt_image *image;
    Class cls;                  /* NULL while it waits for its superclass */
    bool duplicate;             /* another class had the name: cls is that one */
    bool loadCalled;            /* +load ran (or there was none) */
    bool reportedWaiting;
};

/* The recursive loader lock: __objc_load runs under it; +load may dlopen (re-entry). */
void rt_loader_lock(void);
void rt_loader_unlock(void);
struct rt_loaded_class *rt_loader_recordOf(const struct abi_class *abi);
struct rt_loaded_class *rt_loader_recordOfClass(Class cls);
struct rt_loaded_class *rt_loader_addRecord(struct abi_class *abi, struct rt_image *image);
void rt_loader_setClass(struct rt_loaded_class *record, Class cls);
Protocol *rt_loader_protocolOf(const struct abi_protocol *abi);
void rt_loader_setProtocol(const struct abi_protocol *abi, Protocol *proto);
struct rt_image *rt_loader_addImage(const char *path, struct abi_init *init);

/* The runtime class a compiled class record stands for: the one built from it, or a class
 * of the same name the runtime already has (MiniObjC's own classes export records that
 * carry only their name). NULL when not (yet) loaded. Lock: the loader lock. */
Class rt_loader_classFor(const struct abi_class *abi);
/* The runtime protocol for a compiled protocol record, registering it (and the protocols
 * it inherits) on first use. Lock: the loader lock. */
Protocol *rt_loader_protocolFor(struct abi_protocol *abi);
/* Builds and registers the class of `record` if its superclass is there; true when done.
 * Lock: the loader lock. */
bool rt_loader_buildClass(struct rt_loaded_class *record);
/* Points the image's constant strings at their class and makes them immortal UTF-8
 * strings. Lock: the loader lock. */
void rt_loader_fixConstantStrings(struct rt_image *image);
/* The class an alias names (@compatibility_alias), or NULL. Lock: the loader lock. */
Class rt_loader_aliasedClass(const char *name);
void rt_loader_addAlias(const char *name, struct abi_class **ref);

/* ==== objc4's public C API for compiled code (api_*.c) ====
 * What compiled Objective-C calls through CSupport/Headers/objc/ (objc.h, runtime.h,
 * message.h, capabilities.h), declared here with the core's types for -Wmissing-prototypes:
 * the public headers' id / Class / SEL / Method / Ivar / objc_property_t / Protocol * are the
 * same pointers under objc4's names, BOOL is rt_BOOL, objc_AssociationPolicy is uintptr_t,
 * struct objc_method_description is struct rt_method_description and
 * objc_property_attribute_t is struct rt_abi_property_attribute (same layouts). The api_*.c
 * files never include the public headers: their id / Class / SEL typedefs clash with
 * rt_types.h's. Every function taking a SEL canonicalizes it (rt_sel_canonical). */
#include "rt_protocol.h"

/* objc_property_attribute_t: one attribute of a property, its letter and its value. */
struct rt_abi_property_attribute {
    const char *name;
    const char *value;
};

/* Shared helpers of the api_*.c files. */
/* Grows a malloc'd array of `count` pointers by one NULL entry (objc4's copy functions end
 * their lists with NULL); NULL (and *outCount = 0) when empty or out of memory. No lock. */
void *rt_abi_terminatedList(void *list, unsigned int count, unsigned int *outCount);
/* The attribute string ("T@\"NSString\",C,N,V_name") of `count` attributes, malloc'd, or
 * NULL on bad input. No lock. */
char *rt_abi_copyAttributeString(const struct rt_abi_property_attribute *attributes, unsigned int count);

/* enumeration_mutation.c */
void objc_enumerationMutation(id collection);
void objc_setEnumerationMutationHandler(void (*handler)(id));

/* api_class.c */
Class objc_getClass(const char *name);
Class objc_lookUpClass(const char *name);
Class objc_getMetaClass(const char *name);
Class objc_getRequiredClass(const char *name);
int objc_getClassList(Class *buffer, int bufferCount);
Class *objc_copyClassList(unsigned int *outCount);
Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes);
void objc_registerClassPair(Class cls);
void objc_disposeClassPair(Class cls);
const char *class_getName(Class cls);
Class class_getSuperclass(Class cls);
rt_BOOL class_isMetaClass(Class cls);
size_t class_getInstanceSize(Class cls);
Ivar class_getInstanceVariable(Class cls, const char *name);
Ivar class_getClassVariable(Class cls, const char *name);
rt_BOOL class_addIvar(Class cls, const char *name, size_t size, uint8_t alignment, const char *types);
Ivar *class_copyIvarList(Class cls, unsigned int *outCount);
const uint8_t *class_getIvarLayout(Class cls);
const uint8_t *class_getWeakIvarLayout(Class cls);
Method class_getInstanceMethod(Class cls, SEL name);
Method class_getClassMethod(Class cls, SEL name);
IMP class_getMethodImplementation(Class cls, SEL name);
IMP class_getMethodImplementation_stret(Class cls, SEL name);
rt_BOOL class_respondsToSelector(Class cls, SEL sel);
Method *class_copyMethodList(Class cls, unsigned int *outCount);
rt_BOOL class_conformsToProtocol(Class cls, Protocol *protocol);
Protocol **class_copyProtocolList(Class cls, unsigned int *outCount);
rt_property_t class_getProperty(Class cls, const char *name);
rt_property_t *class_copyPropertyList(Class cls, unsigned int *outCount);
rt_BOOL class_addMethod(Class cls, SEL name, IMP imp, const char *types);
IMP class_replaceMethod(Class cls, SEL name, IMP imp, const char *types);
rt_BOOL class_addProtocol(Class cls, Protocol *protocol);
rt_BOOL class_addProperty(Class cls, const char *name, const struct rt_abi_property_attribute *attributes,
                          unsigned int attributeCount);
void class_replaceProperty(Class cls, const char *name, const struct rt_abi_property_attribute *attributes,
                           unsigned int attributeCount);
id class_createInstance(Class cls, size_t extraBytes);
int class_getVersion(Class cls);
void class_setVersion(Class cls, int version);
const char *class_getImageName(Class cls);
const char **objc_copyClassNamesForImage(const char *image, unsigned int *outCount);

/* api_object.c */
Class object_getClass(id obj);
Class object_setClass(id obj, Class cls);
rt_BOOL object_isClass(id obj);
const char *object_getClassName(id obj);
void *object_getIndexedIvars(id obj);
id object_getIvar(id obj, Ivar ivar);
void object_setIvar(id obj, Ivar ivar, id value);
Ivar object_getInstanceVariable(id obj, const char *name, void **outValue);
Ivar object_setInstanceVariable(id obj, const char *name, void *value);
id object_copy(id obj, size_t size);
id object_dispose(id obj);
void *objc_destructInstance(id obj);
void objc_setAssociatedObject(id object, const void *key, id value, uintptr_t policy);
id objc_getAssociatedObject(id object, const void *key);
void objc_removeAssociatedObjects(id object);

/* api_method.c: methods, ivars, properties */
SEL method_getName(Method m);
IMP method_getImplementation(Method m);
const char *method_getTypeEncoding(Method m);
unsigned int method_getNumberOfArguments(Method m);
char *method_copyReturnType(Method m);
char *method_copyArgumentType(Method m, unsigned int index);
void method_getReturnType(Method m, char *dst, size_t dstLength);
void method_getArgumentType(Method m, unsigned int index, char *dst, size_t dstLength);
struct rt_method_description *method_getDescription(Method m);
IMP method_setImplementation(Method m, IMP imp);
void method_exchangeImplementations(Method m1, Method m2);
const char *ivar_getName(Ivar ivar);
const char *ivar_getTypeEncoding(Ivar ivar);
ptrdiff_t ivar_getOffset(Ivar ivar);
const char *property_getName(rt_property_t property);
const char *property_getAttributes(rt_property_t property);
char *property_copyAttributeValue(rt_property_t property, const char *attributeName);
struct rt_abi_property_attribute *property_copyAttributeList(rt_property_t property, unsigned int *outCount);

/* api_protocol.c */
Protocol *objc_getProtocol(const char *name);
Protocol **objc_copyProtocolList(unsigned int *outCount);
Protocol *objc_allocateProtocol(const char *name);
void objc_registerProtocol(Protocol *proto);
const char *protocol_getName(Protocol *proto);
rt_BOOL protocol_isEqual(Protocol *proto, Protocol *other);
rt_BOOL protocol_conformsToProtocol(Protocol *proto, Protocol *other);
struct rt_method_description *protocol_copyMethodDescriptionList(Protocol *proto, rt_BOOL isRequired,
                                                                 rt_BOOL isInstance, unsigned int *outCount);
struct rt_method_description protocol_getMethodDescription(Protocol *proto, SEL name, rt_BOOL isRequired,
                                                           rt_BOOL isInstance);
rt_property_t *protocol_copyPropertyList(Protocol *proto, unsigned int *outCount);
rt_property_t *protocol_copyPropertyList2(Protocol *proto, unsigned int *outCount, rt_BOOL isRequired,
                                          rt_BOOL isInstance);
Protocol **protocol_copyProtocolList(Protocol *proto, unsigned int *outCount);
rt_property_t protocol_getProperty(Protocol *proto, const char *name, rt_BOOL isRequired, rt_BOOL isInstance);
void protocol_addMethodDescription(Protocol *proto, SEL name, const char *types, rt_BOOL isRequired,
                                   rt_BOOL isInstance);
void protocol_addProtocol(Protocol *proto, Protocol *addition);
void protocol_addProperty(Protocol *proto, const char *name, const struct rt_abi_property_attribute *attributes,
                          unsigned int attributeCount, rt_BOOL isRequired, rt_BOOL isInstance);

/* api_selector.c */
const char *sel_getName(SEL sel);
SEL sel_registerName(const char *name);
SEL sel_getUid(const char *name);
rt_BOOL sel_isEqual(SEL a, SEL b);
rt_BOOL sel_isMapped(SEL sel);

/* api_extensions.c: libobjc2's capability test and _np functions */
int objc_test_capability(int capability);
Class class_setSuperclass(Class cls, Class newSuperclass);
rt_BOOL objc_registerSmallObjectClass_np(Class cls, uintptr_t tag);
size_t object_getRetainCount_np(id obj);
/* ==== end of objc4's public C API ==== */

/* Makes the three block classes in their symbols' storage (blocks.c), once. No lock
 * (pthread_once; the runtime lock inside). */
void rt_blocks_install(void);

#endif
