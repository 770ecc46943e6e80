/* Force-included (clang -include) into the hosted KVOController build of
 * KVOControllerHostedTests: the Foundation pieces FBKVOController.m and its tests use that
 * other branches of issue 20 bring to <Foundation/Foundation.h> (format strings, NSAssert,
 * fast enumeration of NSArray and NSSet, block enumeration, NSStringFrom…, dispatch). Every
 * definition here is guarded or weak, and pending_foundation.m adds a method only where the
 * runtime has none, so once those branches are merged this file changes nothing and can go.
 * Declarations only of what pending_foundation.m or the runtime implements. */
#ifndef KVOCONTROLLER_PENDING_FOUNDATION_H
#define KVOCONTROLLER_PENDING_FOUNDATION_H

#import <Foundation/Foundation.h>
#if __has_include(<dispatch/dispatch.h>)
#include <dispatch/dispatch.h>
#endif

NSString *NSStringFromClass(Class cls);
NSString *NSStringFromSelector(SEL sel);

@interface NSString (PendingFoundation)
+ (instancetype)stringWithFormat:(NSString *)format, ...;
@end

@interface NSMutableString (PendingFoundation)
- (void)appendFormat:(NSString *)format, ...;
@end

@interface NSArray (PendingFoundation) <NSFastEnumeration>
@end

@interface NSMutableArray (PendingFoundation)
+ (instancetype)arrayWithCapacity:(NSUInteger)capacity;
@end

@interface NSSet (PendingFoundation) <NSFastEnumeration>
- (void)enumerateObjectsUsingBlock:(void (^)(id obj, BOOL *stop))block;
@end

/* A failed assertion throws NSInternalInconsistencyException (its reason is the format, not
 * formatted: the fallback has no format strings). */
#ifndef NSAssert
#define NSAssert(condition, desc, ...)                                                               \
    do {                                                                                             \
        if (!(condition))                                                                            \
            @throw [NSException exceptionWithName:NSInternalInconsistencyException reason:(desc) userInfo:nil]; \
    } while (0)
#define NSCAssert(condition, desc, ...) NSAssert(condition, desc)
#define NSParameterAssert(condition) NSAssert(condition, @"Invalid parameter not satisfying: " #condition)
#endif

#endif
