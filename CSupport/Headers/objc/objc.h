/* MiniObjC's <objc/objc.h> for compiled Objective-C (clang -fobjc-runtime=gnustep-2.0) and
 * plain C: the basic types — objects, classes, selectors, implementations, BOOL — with
 * objc4's names and shapes on x86-64 and arm64 Linux, and the few functions objc4 declares
 * here. The rest of the runtime's C API is in <objc/runtime.h>; sending messages from C is
 * in <objc/message.h>. */
#ifndef MINIOBJC_OBJC_OBJC_H
#define MINIOBJC_OBJC_OBJC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
#define OBJC_EXTERN_C_BEGIN extern "C" {
#define OBJC_EXTERN_C_END }
#else
#define OBJC_EXTERN_C_BEGIN
#define OBJC_EXTERN_C_END
#endif

/* Set to 1 before including for the old variadic prototypes of IMP and objc_msgSend; 0 (the
 * default, as objc4's) makes callers cast them to the method's real function type. */
#ifndef OBJC_OLD_DISPATCH_PROTOTYPES
#define OBJC_OLD_DISPATCH_PROTOTYPES 0
#endif

/* A class (and a metaclass). Opaque: use the class_* functions. */
typedef struct objc_class *Class;

/* The start of every object. In MiniObjC a retain-count word follows the isa, so the first
 * ivar of a root class's subclass sits at offset 16, not 8; read the isa with
 * object_getClass (a small object has none). */
struct objc_object {
    Class isa;
};

/* An object reference. */
typedef struct objc_object *id;

/* A selector. Compiled code's `@selector(x)` points at a record in its own image that
 * stands for the runtime's selector, so compare selectors with sel_isEqual, never `==`. */
typedef struct objc_selector *SEL;

/* A method's implementation: cast it to the method's real function type (self, _cmd, the
 * arguments) before calling it. */
#if !OBJC_OLD_DISPATCH_PROTOTYPES
typedef void (*IMP)(void);
#else
typedef id (*IMP)(id, SEL, ...);
#endif

/* Objective-C's boolean, as the platform ABI defines it: signed char on x86-64, bool on
 * arm64. */
#if defined(__aarch64__) || defined(__arm64__)
typedef bool BOOL;
#else
typedef signed char BOOL;
#endif

#if defined(__OBJC__) && defined(__has_feature)
#if __has_feature(objc_bool)
#define YES __objc_yes
#define NO __objc_no
#endif
#endif
#ifndef YES
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#endif

/* The null object and the null class. */
#ifndef nil
#if defined(__cplusplus)
#define nil __null
#else
#define nil ((void *)0)
#endif
#endif
#ifndef Nil
#if defined(__cplusplus)
#define Nil __null
#else
#define Nil ((void *)0)
#endif
#endif

OBJC_EXTERN_C_BEGIN

/* The selector's name; "<null selector>" for NULL. */
const char *sel_getName(SEL sel);
/* The runtime's selector for `name`, registered on first use (methods receive this one as
 * _cmd). */
SEL sel_registerName(const char *name);
/* The same as sel_registerName. */
SEL sel_getUid(const char *name);
/* Whether `sel` is (or stands for) a registered selector. */
BOOL sel_isMapped(SEL sel);
/* Whether two selectors are the same: the right test in compiled code, where `@selector(x)`
 * and sel_registerName("x") are different pointers to one selector. */
BOOL sel_isEqual(SEL lhs, SEL rhs);
/* The name of the object's class; "nil" for nil. */
const char *object_getClassName(id obj);
/* The extra bytes class_createInstance allocated after the ivars; NULL for a small object. */
void *object_getIndexedIvars(id obj);

OBJC_EXTERN_C_END

#endif
