/* MiniObjC's <objc/capabilities.h>: libobjc2's extensions to objc4's API — asking the runtime
 * what it supports, and the functions libobjc2 marks _np (not portable). The capability
 * numbers are libobjc2's, so code that tests them works unchanged. <objc/runtime.h> includes
 * this header. */
#ifndef MINIOBJC_OBJC_CAPABILITIES_H
#define MINIOBJC_OBJC_CAPABILITIES_H

#include <objc/objc.h>
#include <stddef.h>
#include <stdint.h>

/* Zero-cost Objective-C exceptions (@try / @throw). MiniObjC: yes only while the entry points
 * compiled code calls for them (objc_exception_throw, the personality) are linked in. */
#define OBJC_CAP_EXCEPTIONS 0
/* @synchronized. MiniObjC: yes only while objc_sync_enter / objc_sync_exit are linked in. */
#define OBJC_CAP_SYNCRONIZE 1
/* The accessor functions synthesized properties call (objc_getProperty / objc_setProperty).
 * MiniObjC: yes only while they are linked in. */
#define OBJC_CAP_PROPERTIES 2
/* Property introspection (class_copyPropertyList, property_getAttributes, …). Yes. */
#define OBJC_CAP_PROPERTY_INTROSPECTION 3
/* @optional methods and properties in protocols. Yes. */
#define OBJC_CAP_OPTIONAL_PROTOCOLS 4
/* Non-fragile ivars: the loader lays out a class's ivars after its superclass's real size and
 * publishes the offsets compiled code reads. Yes. */
#define OBJC_CAP_NONFRAGILE_IVARS 5
/* Lookup by selector name and types (typed selectors). No: lookup is by name only. */
#define OBJC_CAP_TYPE_DEPENDENT_DISPATCH 6
/* libobjc2's low-memory build. No. */
#define OBJC_CAP_LOW_MEMORY 7
/* libobjc2's developer mode. No. */
#define OBJC_DEVELOPER_MODE 8
/* Objective-C and C++ exceptions as one model. No. */
#define OBJC_UNIFIED_EXCEPTION_MODEL 9
/* @compatibility_alias names known at run time (objc_getClass finds them). Yes. */
#define OBJC_CAP_REGISTERED_COMPATIBILITY_ALIASES 10
/* Automatic reference counting and __weak. MiniObjC: yes only while the ARC entry points
 * (objc_retain, objc_release, objc_storeStrong, objc_storeWeak, …) are linked in. */
#define OBJC_CAP_ARC 11
/* Garbage collection. No. */
#define OBJC_CAP_GARBAGE_COLLECTION 12
/* objc_setAssociatedObject and friends. Yes (not on small objects). */
#define OBJC_CAP_ASSOCIATED_REFERENCES 13
/* Objects stored in the pointer itself (small objects, tagged pointers). Yes. */
#define OBJC_CAP_SMALL_OBJECTS 14
/* libobjc2's prototype-based objects. No. */
#define OBJC_CAP_PROTOTYPES 15
/* libobjc2's autorelease-pool debugging functions. No. */
#define OBJC_ARC_AUTORELEASE_DEBUG 16
/* libobjc2's message-tracing hooks. No (MiniObjC traces through its own switches). */
#define OBJC_CAP_TRACING 17

/* A small object's class is chosen by the pointer's low three bits (its tag); the value is
 * in the bits above them. */
#define OBJC_SMALL_OBJECT_MASK 7
#define OBJC_SMALL_OBJECT_SHIFT 3

OBJC_EXTERN_C_BEGIN

/* 1 when the runtime supports the capability (an OBJC_CAP_* number), else 0; 0 for numbers it
 * does not know. */
int objc_test_capability(int capability);

/* Makes `newSuperclass` the superclass of `cls` and returns the old one. MiniObjC refuses
 * (returns Nil, nothing changes) unless `cls` has a superclass and `newSuperclass` is a
 * registered class under the same root, not `cls` or below it, whose instances end before
 * `cls`'s own ivars begin. Call it before other threads use the class. */
Class class_setSuperclass(Class cls, Class newSuperclass);

/* Makes `cls` the class of small objects with tag `mask` (1…7: the pointer's low three bits).
 * NO when another class has the tag (MiniObjC's short @"…" literals use tag 4). */
BOOL objc_registerSmallObjectClass_np(Class cls, uintptr_t mask);

/* The object's retain count; a very large number for immortal and small objects. */
size_t object_getRetainCount_np(id obj);

OBJC_EXTERN_C_END

#endif
