/* NSObject, the root class, as C IMPs — and the runtime's start-up, which registers it.
 * Class-side behaviour comes from two places, as in objc4: the class methods below live on
 * the root metaclass, and because the root metaclass's superclass is NSObject itself, every
 * NSObject instance method also answers when sent to a class.
 *
 * What needs Foundation is not here, as in objc4's NSObject.mm: -description and
 * +description answer nil until the value layer (CSupport/ValueClasses) replaces them with
 * ones that make an NSString, as Foundation's NSObject category does. */
#include "rt_nsobject.h"
#include "rt_core_private.h"
#include "rt_class.h"
#include "rt_lock.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_object.h"
#include "rt_protocol.h"
#include "rt_selector.h"
#include "rt_class_symbols.h"
#include "rt_trace.h"
#include <pthread.h>

struct rt_common_selectors rt_S;

#ifndef RT_RUNTIME_ONLY
/* What compiled code links against for NSObject and Protocol (rt_class_symbols.h). */
RT_CLASS_SYMBOLS(NSObject);
RT_CLASS_SYMBOLS(Protocol);
#endif
static Class nsobject_class;

/* No lock. */
Class rt_NSObject(void) { return nsobject_class; }

#ifndef RT_RUNTIME_ONLY
/* NSObject's methods: not in the runtime-only build, where the program brings its root. */

/* Sends a no-argument, object-returning message. Lock: none held. */
static id send0(id receiver, SEL sel) {
    IMP imp = rt_msg_lookup(&receiver, sel);
    return ((id(*)(id, SEL))imp)(receiver, sel);
}

/* +alloc, +allocWithZone:. No lock. */
static id imp_alloc(id self, SEL cmd) {
    (void)cmd;
    return rt_class_createInstance((Class)self, 0);
}
/* No lock. */
static id imp_allocWithZone(id self, SEL cmd, void *zone) {
    (void)zone;
    return imp_alloc(self, cmd);
}

/* +new: [[self alloc] init]. No lock. */
static id imp_new(id self, SEL cmd) {
    (void)cmd;
    id obj = send0(self, rt_S.alloc);
    return obj ? send0(obj, rt_S.init) : NULL;
}

/* -init, -self. No lock. */
static id imp_self(id self, SEL cmd) {
    (void)cmd;
    return self;
}

/* -class: the isa (KVO overrides this to hide its subclass). No lock. */
static Class imp_class(id self, SEL cmd) {
    (void)cmd;
    return rt_object_getClass(self);
}

/* +class: the class itself. No lock. */
static Class imp_classClass(id self, SEL cmd) {
    (void)cmd;
    return (Class)self;
}

/* -superclass: [self class]'s superclass, so an overridden -class is respected. No lock. */
static Class imp_superclass(id self, SEL cmd) {
    (void)cmd;
    SEL classSel = rt_sel_registerName("class");
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, classSel);
    return rt_class_getSuperclass(((Class(*)(id, SEL))imp)(receiver, classSel));
}

/* +superclass. No lock. */
static Class imp_classSuperclass(id self, SEL cmd) {
    (void)cmd;
    return rt_class_getSuperclass((Class)self);
}

/* -isEqual: identity. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    return self == other;
}

/* -hash: the address. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return (uintptr_t)self;
}

/* -description, -debugDescription, +description: nil, as objc4's root class answers; the
 * value layer installs the NSString-making ones (nsobject_description.c). No lock. */
static id imp_nilDescription(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return NULL;
}

/* -respondsToSelector:. Lock: the runtime lock inside the lookup. */
static rt_BOOL imp_respondsToSelector(id self, SEL cmd, SEL sel) {
    (void)cmd;
    return sel && rt_class_respondsToSelector(rt_object_getClass(self), sel);
}

/* +instancesRespondToSelector:. Lock: the runtime lock inside the lookup. */
static rt_BOOL imp_instancesRespondToSelector(id self, SEL cmd, SEL sel) {
    (void)cmd;
    return sel && rt_class_respondsToSelector((Class)self, sel);
}

/* -isKindOfClass:. No lock (superclass links are immutable). */
static rt_BOOL imp_isKindOfClass(id self, SEL cmd, Class cls) {
    (void)cmd;
    for (Class c = rt_object_getClass(self); c; c = c->superclass)
        if (c == cls) return 1;
    return 0;
}

/* -isMemberOfClass:. No lock. */
static rt_BOOL imp_isMemberOfClass(id self, SEL cmd, Class cls) {
    (void)cmd;
    return rt_object_getClass(self) == cls;
}

/* +isSubclassOfClass:. No lock. */
static rt_BOOL imp_isSubclassOfClass(id self, SEL cmd, Class cls) {
    (void)cmd;
    for (Class c = (Class)self; c; c = c->superclass)
        if (c == cls) return 1;
    return 0;
}

/* -conformsToProtocol:. Lock: the runtime lock. */
static rt_BOOL imp_conformsToProtocol(id self, SEL cmd, Protocol *proto) {
    (void)cmd;
    return rt_class_conformsToProtocolInherited(rt_class_getNonMetaClass(rt_object_getClass(self)),
                                                proto);
}

/* +conformsToProtocol:. Lock: the runtime lock. */
static rt_BOOL imp_classConformsToProtocol(id self, SEL cmd, Protocol *proto) {
    (void)cmd;
    return rt_class_conformsToProtocolInherited((Class)self, proto);
}

/* -performSelector: family. Lock: none held while the target runs. */
static id imp_performSelector(id self, SEL cmd, SEL sel) {
    (void)cmd;
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, sel);
    return ((id(*)(id, SEL))imp)(receiver, sel);
}
/* No lock. */
static id imp_performSelectorWith(id self, SEL cmd, SEL sel, id a) {
    (void)cmd;
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, sel);
    return ((id(*)(id, SEL, id))imp)(receiver, sel, a);
}
/* No lock. */
static id imp_performSelectorWithWith(id self, SEL cmd, SEL sel, id a, id b) {
    (void)cmd;
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, sel);
    return ((id(*)(id, SEL, id, id))imp)(receiver, sel, a, b);
}

/* -retain / -release / -autorelease / -retainCount. No lock. */
static id imp_retain(id self, SEL cmd) {
    (void)cmd;
    return rt_objc_retain(self);
}
/* No lock. */
static void imp_release(id self, SEL cmd) {
    (void)cmd;
    rt_objc_release(self);
}
/* No lock. */
static id imp_autorelease(id self, SEL cmd) {
    (void)cmd;
    return rt_objc_autorelease(self);
}
/* No lock. */
static uintptr_t imp_retainCount(id self, SEL cmd) {
    (void)cmd;
    return rt_object_retainCount(self);
}

/* -dealloc: destruct and free. Lock: the runtime lock inside the weak/associated tables. */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    rt_object_dispose(self);
}

/* -copy → -copyWithZone:(NULL); -mutableCopy → -mutableCopyWithZone:(NULL). No lock. */
static id imp_copy(id self, SEL cmd) {
    (void)cmd;
    id receiver = self;
    IMP imp = rt_msg_lookup_inline(&receiver, rt_S.copyWithZone); /* a dictionary's every key */
    return ((id(*)(id, SEL, void *))imp)(receiver, rt_S.copyWithZone, NULL);
}
/* No lock. */
static id imp_mutableCopy(id self, SEL cmd) {
    (void)cmd;
    SEL sel = rt_sel_registerName("mutableCopyWithZone:");
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, sel);
    return ((id(*)(id, SEL, void *))imp)(receiver, sel, NULL);
}

/* +copyWithZone: classes are immutable values (usable as dictionary keys). No lock. */
static id imp_classCopyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return self;
}

/* +resolveInstanceMethod: / +resolveClassMethod:: NO, nothing added. No lock. */
static rt_BOOL imp_resolve(id self, SEL cmd, SEL sel) {
    (void)self;
    (void)cmd;
    (void)sel;
    return 0;
}

/* -forwardingTargetForSelector:: nil, no fast forwarding. No lock. */
static id imp_forwardingTarget(id self, SEL cmd, SEL sel) {
    (void)self;
    (void)cmd;
    (void)sel;
    return NULL;
}

/* -methodSignatureForSelector:: nil here; the libffi bridge supplies real signatures. No lock. */
static id imp_methodSignature(id self, SEL cmd, SEL sel) {
    (void)self;
    (void)cmd;
    (void)sel;
    return NULL;
}

/* -doesNotRecognizeSelector:: raises the pending exception the caller will see (see
 * rt_exception.h), where Foundation raises NSInvalidArgumentException. No lock. */
static void imp_doesNotRecognizeSelector(id self, SEL cmd, SEL sel) {
    (void)cmd;
    rt_exception_raiseUnrecognizedSelector(self, sel);
}

/* -forwardInvocation:: the invocation's -selector, then -doesNotRecognizeSelector:.
 * Lock: none held while the invocation answers. */
static void imp_forwardInvocation(id self, SEL cmd, id invocation) {
    SEL selectorSel = rt_S.selector;  /* interned at start-up, not per call */
    SEL sel = cmd;
    if (invocation && rt_class_respondsToSelector(rt_object_getClass(invocation), selectorSel)) {
        id receiver = invocation;
        IMP imp = rt_msg_lookup(&receiver, selectorSel);
        sel = ((SEL(*)(id, SEL))imp)(receiver, selectorSel);
    }
    id receiver = self;
    IMP dnr = rt_msg_lookup(&receiver, rt_S.doesNotRecognizeSelector);
    ((void (*)(id, SEL, SEL))dnr)(receiver, rt_S.doesNotRecognizeSelector, sel);
}

/* -isProxy: NO. No lock. */
static rt_BOOL imp_no(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return 0;
}

struct method_spec {
    const char *name;
    IMP imp;
    const char *types;
};

/* Lock: the runtime lock inside rt_class_addMethod. */
static void add_all(Class cls, const struct method_spec *specs, size_t n) {
    for (size_t i = 0; i < n; i++)
        rt_class_addMethod(cls, rt_sel_registerName(specs[i].name), specs[i].imp, specs[i].types);
}

#define B RT_BOOL_ENC
#endif

/* Registers a built class and marks it built in (never disposed). Lock: the runtime lock. */
static void mark_builtin(Class cls) {
    rt_objc_registerClassPair(cls);
    rt_runtime_lock();
    cls->flags |= RT_CLASS_BUILTIN;
    rt_runtime_unlock();
}

/* A built-in class with no methods of its own (Protocol). Lock: the runtime lock. */
static Class register_builtin(Class superclass, const char *name) {
    Class cls = rt_objc_allocateClassPair(superclass, name, 0, NULL);
    if (cls) mark_builtin(cls);
    return cls;
}

#ifndef RT_RUNTIME_ONLY
static Class install_nsobject(void);
#endif

/* The selectors the runtime sends, then its built-in classes. Lock: the runtime lock inside
 * the calls. */
static void install(void) {
    rt_trace_readEnvironment();
    rt_S.alloc = rt_sel_registerName("alloc");
    rt_S.init = rt_sel_registerName("init");
    rt_S.dealloc = rt_sel_registerName("dealloc");
    rt_S.copy = rt_sel_registerName("copy");
    rt_S.copyWithZone = rt_sel_registerName("copyWithZone:");
    rt_S.mutableCopy = rt_sel_registerName("mutableCopy");
    rt_S.description = rt_sel_registerName("description");
    rt_S.resolveInstanceMethod = rt_sel_registerName("resolveInstanceMethod:");
    rt_S.resolveClassMethod = rt_sel_registerName("resolveClassMethod:");
    rt_S.forwardingTargetForSelector = rt_sel_registerName("forwardingTargetForSelector:");
    rt_S.methodSignatureForSelector = rt_sel_registerName("methodSignatureForSelector:");
    rt_S.forwardInvocation = rt_sel_registerName("forwardInvocation:");
    rt_S.doesNotRecognizeSelector = rt_sel_registerName("doesNotRecognizeSelector:");
    rt_S.retain = rt_sel_registerName("retain");
    rt_S.release = rt_sel_registerName("release");
    rt_S.autorelease = rt_sel_registerName("autorelease");
    rt_S.selector = rt_sel_registerName("selector");
    rt_S.initialize = rt_sel_registerName("initialize");
    rt_S.cxxConstruct = rt_sel_registerName(".cxx_construct");
    rt_S.cxxDestruct = rt_sel_registerName(".cxx_destruct");
#ifdef RT_RUNTIME_ONLY
    /* The runtime alone (`objcrt cc --runtime-only`): the program brings its root classes,
     * so the runtime defines none but Protocol, the class of @protocol objects. */
    register_builtin(NULL, "Protocol");
#else
    Class root = install_nsobject();
    if (root) rt_class_ref_Protocol = register_builtin(root, "Protocol");
#endif
}

#ifndef RT_RUNTIME_ONLY
/* NSObject with its methods. Lock: the runtime lock inside the calls. */
static Class install_nsobject(void) {
    Class cls = rt_objc_allocateClassPair(NULL, "NSObject", 0, NULL);
    if (!cls) return NULL;
    Class meta = rt_class_getMetaClass(cls);
    static const struct method_spec instanceMethods[] = {
        {"init", (IMP)imp_self, "@16@0:8"},
        {"self", (IMP)imp_self, "@16@0:8"},
        {"class", (IMP)imp_class, "#16@0:8"},
        {"superclass", (IMP)imp_superclass, "#16@0:8"},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16"},
        {"hash", (IMP)imp_hash, "Q16@0:8"},
        {"description", (IMP)imp_nilDescription, "@16@0:8"},
        {"debugDescription", (IMP)imp_nilDescription, "@16@0:8"},
        {"respondsToSelector:", (IMP)imp_respondsToSelector, B "24@0:8:16"},
        {"isKindOfClass:", (IMP)imp_isKindOfClass, B "24@0:8#16"},
        {"isMemberOfClass:", (IMP)imp_isMemberOfClass, B "24@0:8#16"},
        {"conformsToProtocol:", (IMP)imp_conformsToProtocol, B "24@0:8@16"},
        {"performSelector:", (IMP)imp_performSelector, "@24@0:8:16"},
        {"performSelector:withObject:", (IMP)imp_performSelectorWith, "@32@0:8:16@24"},
        {"performSelector:withObject:withObject:", (IMP)imp_performSelectorWithWith, "@40@0:8:16@24@32"},
        {"retain", (IMP)imp_retain, "@16@0:8"},
        {"release", (IMP)imp_release, "Vv16@0:8"},
        {"autorelease", (IMP)imp_autorelease, "@16@0:8"},
        {"retainCount", (IMP)imp_retainCount, "Q16@0:8"},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8"},
        {"copy", (IMP)imp_copy, "@16@0:8"},
        {"mutableCopy", (IMP)imp_mutableCopy, "@16@0:8"},
        {"forwardingTargetForSelector:", (IMP)imp_forwardingTarget, "@24@0:8:16"},
        {"methodSignatureForSelector:", (IMP)imp_methodSignature, "@24@0:8:16"},
        {"forwardInvocation:", (IMP)imp_forwardInvocation, "v24@0:8@16"},
        {"doesNotRecognizeSelector:", (IMP)imp_doesNotRecognizeSelector, "v24@0:8:16"},
        {"isProxy", (IMP)imp_no, B "16@0:8"},
    };
    static const struct method_spec classMethods[] = {
        {"alloc", (IMP)imp_alloc, "@16@0:8"},
        {"allocWithZone:", (IMP)imp_allocWithZone, "@24@0:8^{_NSZone=}16"},
        {"new", (IMP)imp_new, "@16@0:8"},
        {"class", (IMP)imp_classClass, "#16@0:8"},
        {"superclass", (IMP)imp_classSuperclass, "#16@0:8"},
        {"description", (IMP)imp_nilDescription, "@16@0:8"},
        {"instancesRespondToSelector:", (IMP)imp_instancesRespondToSelector, B "24@0:8:16"},
        {"isSubclassOfClass:", (IMP)imp_isSubclassOfClass, B "24@0:8#16"},
        {"conformsToProtocol:", (IMP)imp_classConformsToProtocol, B "24@0:8@16"},
        {"copyWithZone:", (IMP)imp_classCopyWithZone, "@24@0:8^{_NSZone=}16"},
        {"resolveInstanceMethod:", (IMP)imp_resolve, B "24@0:8:16"},
        {"resolveClassMethod:", (IMP)imp_resolve, B "24@0:8:16"},
    };
    add_all(cls, instanceMethods, sizeof instanceMethods / sizeof instanceMethods[0]);
    add_all(meta, classMethods, sizeof classMethods / sizeof classMethods[0]);
    mark_builtin(cls);
    nsobject_class = cls;
    rt_class_ref_NSObject = cls;
    return cls;
}
#endif

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

/* Lock: the runtime lock inside the calls, once. */
void rt_runtime_ensureInitialized(void) { pthread_once(&init_once, install); }

/* Registers NSObject before main(), so rt_objc_getClass("NSObject") works from the start.
 * Priority 101 (the first a program may use): when the runtime is linked statically into a
 * compiled program, its constructors share the program's .init_array with clang's
 * per-image loader call, and the runtime must be up before that runs.
 * Lock: as rt_runtime_ensureInitialized. */
__attribute__((constructor(101))) static void runtime_constructor(void) { rt_runtime_ensureInitialized(); }
