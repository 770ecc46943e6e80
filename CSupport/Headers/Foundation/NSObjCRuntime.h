/* Foundation's C functions for compiled code (CSupport/ValueClasses/foundation_functions.c)
 * and the annotation macros Apple's NSObjCRuntime.h gives headers such as FBKVOController.h
 * (each only if not yet defined); imported by Foundation.h after `@class NSString, Protocol`. */
#ifndef MINIOBJC_FOUNDATION_NSOBJCRUNTIME_H
#define MINIOBJC_FOUNDATION_NSOBJCRUNTIME_H

#include <stdarg.h>

/* A format string's arguments are checked by clang as NSLog's are on Apple's platforms. */
#ifndef NS_FORMAT_FUNCTION
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#endif
#ifndef NS_ASSUME_NONNULL_BEGIN
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#endif
#ifndef NS_DESIGNATED_INITIALIZER
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#endif
#ifndef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))
#endif
#ifndef NS_REQUIRES_SUPER
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#endif
#ifndef NS_RETURNS_RETAINED
#define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
#endif
#ifndef NS_NOESCAPE
#define NS_NOESCAPE __attribute__((noescape))
#endif
#ifndef NS_INLINE
#define NS_INLINE static __inline__ __attribute__((always_inline))
#endif
#ifndef FOUNDATION_EXPORT
#define FOUNDATION_EXPORT extern
#define FOUNDATION_EXTERN extern
#endif
#ifndef NS_ENUM
#define NS_ENUM(TYPE, NAME) enum NAME : TYPE NAME; enum NAME : TYPE
#define NS_OPTIONS(TYPE, NAME) enum NAME : TYPE NAME; enum NAME : TYPE
#endif

/* One line to stderr: "yyyy-mm-dd hh:mm:ss.mmm program[pid:tid] message". */
void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2);
void NSLogv(NSString *format, va_list args) NS_FORMAT_FUNCTION(1, 0);

NSString *NSStringFromSelector(SEL aSelector);
SEL NSSelectorFromString(NSString *aSelectorName);
NSString *NSStringFromClass(Class aClass);
Class NSClassFromString(NSString *aClassName);
NSString *NSStringFromProtocol(Protocol *proto);
Protocol *NSProtocolFromString(NSString *namestr);

#endif
