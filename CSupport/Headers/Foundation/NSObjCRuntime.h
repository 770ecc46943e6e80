/* Foundation's C functions for compiled code (CSupport/ValueClasses/foundation_functions.c),
 * imported by Foundation.h. */
#ifndef MINIOBJC_FOUNDATION_NSOBJCRUNTIME_H
#define MINIOBJC_FOUNDATION_NSOBJCRUNTIME_H

#include <stdarg.h>

/* A format string's arguments are checked by clang as NSLog's are on Apple's platforms. */
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))

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
