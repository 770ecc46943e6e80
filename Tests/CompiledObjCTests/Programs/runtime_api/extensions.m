// libobjc2's extensions and <objc/message.h> from compiled code: objc_test_capability,
// class_setSuperclass, objc_registerSmallObjectClass_np with a hand-made small object,
// object_getRetainCount_np, and sending from C with objc_msgSend (_stret, _fpret),
// objc_msg_lookup and objc_msg_lookup_super.
#include <objc/runtime.h>
#include <objc/message.h>
#include <objc/capabilities.h>
#include <stdio.h>
#include <stdint.h>

@interface NSObject { Class isa; }
+ (id)new;
- (void)release;
- (id)retain;
@end

typedef struct { double a, b, c, d; } Quad;

@interface Speaker : NSObject
- (const char *)speak;
- (int)twice:(int)x;
- (Quad)quad;
- (long double)precise;
@end
@implementation Speaker
- (const char *)speak { return "speaker"; }
- (int)twice:(int)x { return 2 * x; }
- (Quad)quad { Quad q = {1, 2, 3, 4}; return q; }
- (long double)precise { return 2.5L; }
@end

@interface Loud : Speaker
@end
@implementation Loud
- (const char *)speak { return "LOUD"; }
@end

@interface Quiet : Speaker
@end
@implementation Quiet
- (const char *)speak { return "quiet"; }
@end

@interface Whisper : Speaker
@end
@implementation Whisper
- (const char *)speak { return "whisper"; }
@end

// A small-object class: the value is the pointer's bits above the tag.
@interface Tagged : NSObject
- (long)value;
@end
@implementation Tagged
- (long)value { return (long)((uintptr_t)(void *)self >> OBJC_SMALL_OBJECT_SHIFT); }
@end

static const char *capabilityName(int cap) {
    switch (cap) {
    case OBJC_CAP_PROPERTY_INTROSPECTION: return "property introspection";
    case OBJC_CAP_OPTIONAL_PROTOCOLS: return "optional protocols";
    case OBJC_CAP_NONFRAGILE_IVARS: return "non-fragile ivars";
    case OBJC_CAP_TYPE_DEPENDENT_DISPATCH: return "type-dependent dispatch";
    case OBJC_CAP_LOW_MEMORY: return "low memory";
    case OBJC_DEVELOPER_MODE: return "developer mode";
    case OBJC_UNIFIED_EXCEPTION_MODEL: return "unified exception model";
    case OBJC_CAP_REGISTERED_COMPATIBILITY_ALIASES: return "compatibility aliases";
    case OBJC_CAP_GARBAGE_COLLECTION: return "garbage collection";
    case OBJC_CAP_ASSOCIATED_REFERENCES: return "associated references";
    case OBJC_CAP_SMALL_OBJECTS: return "small objects";
    case OBJC_CAP_PROTOTYPES: return "prototypes";
    case OBJC_ARC_AUTORELEASE_DEBUG: return "autorelease debugging";
    case OBJC_CAP_TRACING: return "tracing";
    default: return "?";
    }
}

int main(void) {
    // Exceptions, @synchronized, property accessors and ARC depend on other layers'
    // entry points: only their answers being 0 or 1 is checked here.
    int dependent[] = {OBJC_CAP_EXCEPTIONS, OBJC_CAP_SYNCRONIZE, OBJC_CAP_PROPERTIES, OBJC_CAP_ARC};
    int boolean = 1;
    for (int i = 0; i < 4; i++) boolean &= objc_test_capability(dependent[i]) == 0 || objc_test_capability(dependent[i]) == 1;
    printf("layer-dependent capabilities answer 0 or 1: %d\n", boolean);
    int fixed[] = {3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17};
    for (int i = 0; i < 14; i++) printf("capability %d (%s): %d\n", fixed[i], capabilityName(fixed[i]), objc_test_capability(fixed[i]));
    printf("unknown capabilities: %d %d %d\n", objc_test_capability(18), objc_test_capability(99), objc_test_capability(-1));

    Class speaker = objc_getClass("Speaker"), loud = objc_getClass("Loud"), quiet = objc_getClass("Quiet");
    Class whisper = objc_getClass("Whisper");
    Class extra = objc_allocateClassPair(loud, "Extra", 0);
    objc_registerClassPair(extra);
    id e = [extra new];
    printf("Extra says %s\n", ((const char *(*)(id, SEL))objc_msgSend)(e, @selector(speak)));
    Class old = class_setSuperclass(extra, quiet);
    printf("setSuperclass: old %s, new %s, metaclass super %s(meta=%d)\n", class_getName(old),
           class_getName(class_getSuperclass(extra)), class_getName(class_getSuperclass(object_getClass((id)extra))),
           class_isMetaClass(class_getSuperclass(object_getClass((id)extra))));
    printf("Extra now says %s\n", ((const char *(*)(id, SEL))objc_msgSend)(e, @selector(speak)));
    printf("refused: cycle %p, root %p, metaclass %p, Nil %p\n", (void *)class_setSuperclass(quiet, extra),
           (void *)class_setSuperclass(objc_getClass("NSObject"), speaker),
           (void *)class_setSuperclass(extra, object_getClass((id)speaker)), (void *)class_setSuperclass(extra, Nil));
    Class withIvars = objc_allocateClassPair(objc_getClass("NSObject"), "WithIvars", 0);
    class_addIvar(withIvars, "x", sizeof(long), 3, "q");
    objc_registerClassPair(withIvars);
    Class sub = objc_allocateClassPair(whisper, "SubWhisper", 0);
    class_addIvar(sub, "y", sizeof(long), 3, "q");
    objc_registerClassPair(sub);
    printf("refused: bigger superclass %p; accepted: same size %s\n", (void *)class_setSuperclass(sub, withIvars),
           class_getName(class_setSuperclass(sub, loud)));
    [e release];

    printf("register small class at tag 3: %d, again: %d, tag 4 (strings): %d, tag 0: %d, tag 8: %d\n",
           objc_registerSmallObjectClass_np(objc_getClass("Tagged"), 3),
           objc_registerSmallObjectClass_np(speaker, 3), objc_registerSmallObjectClass_np(speaker, 4),
           objc_registerSmallObjectClass_np(speaker, 0), objc_registerSmallObjectClass_np(speaker, 8));
    id small = (id)(void *)(uintptr_t)((42u << OBJC_SMALL_OBJECT_SHIFT) | 3u);
    printf("small object: class %s, value %ld, retain count is huge %d, retain is a no-op %d\n",
           object_getClassName(small), ((long (*)(id, SEL))objc_msgSend)(small, @selector(value)),
           object_getRetainCount_np(small) > 1000000, [small retain] == small);

    id s = [Speaker new];
    printf("retain counts: new %zu", object_getRetainCount_np(s));
    [s retain];
    printf(", retained %zu, class object huge %d, nil %zu\n", object_getRetainCount_np(s),
           object_getRetainCount_np((id)speaker) > 1000000, object_getRetainCount_np(nil));
    [s release];

    printf("objc_msgSend: %d\n", ((int (*)(id, SEL, int))objc_msgSend)(s, @selector(twice:), 21));
    Quad q = ((Quad (*)(id, SEL))objc_msgSend_stret)(s, @selector(quad));
    printf("objc_msgSend_stret: %.0f %.0f %.0f %.0f\n", q.a, q.b, q.c, q.d);
    printf("objc_msgSend_fpret: %.1Lf, nil: %.1Lf\n", ((long double (*)(id, SEL))objc_msgSend_fpret)(s, @selector(precise)),
           ((long double (*)(id, SEL))objc_msgSend_fpret)(nil, @selector(precise)));
    IMP imp = objc_msg_lookup(s, @selector(twice:));
    printf("objc_msg_lookup: %d\n", ((int (*)(id, SEL, int))imp)(s, @selector(twice:), 5));
    IMP nilImp = objc_msg_lookup(nil, @selector(twice:));
    printf("objc_msg_lookup nil: %d\n", ((int (*)(id, SEL, int))nilImp)(nil, @selector(twice:), 5));
    id l = [Loud new];
    struct objc_super sup = {l, speaker};
    IMP superImp = objc_msg_lookup_super(&sup, @selector(speak));
    printf("objc_msg_lookup_super: %s (own: %s)\n", ((const char *(*)(id, SEL))superImp)(l, @selector(speak)),
           ((const char *(*)(id, SEL))objc_msgSend)(l, @selector(speak)));
    id receiver = l;
    IMP senderImp = objc_msg_lookup_sender(&receiver, @selector(speak), nil);
    printf("objc_msg_lookup_sender: %s\n", ((const char *(*)(id, SEL))senderImp)(receiver, @selector(speak)));
    [l release];
    [s release];
    return 0;
}
