/* MiniObjC's Foundation for compiled Objective-C: NSObject (class and protocol) and the value
 * classes, declaring exactly the methods the runtime's value layer implements
 * (CSupport/ValueClasses) — so a method it lacks is a compile-time warning ("may not respond
 * to"), not a surprise at run time. Every class here is a runtime class that compiled code
 * links against through the symbols of rt_class_symbols.h. */
#ifndef MINIOBJC_FOUNDATION_H
#define MINIOBJC_FOUNDATION_H

/* Apple's Foundation brings the C library along (and on Apple's libc, asprintf and strsep are
 * always declared): sources such as GVUserDefaults.m call strstr, strdup, strsep, asprintf and
 * toupper with Foundation.h as their only import. glibc declares asprintf for _GNU_SOURCE, which
 * must come before the first C header (objc/objc.h includes some). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif

#if __has_include(<objc/objc.h>)
#include <objc/objc.h>
#else
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define Nil ((Class)0)
#endif
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Apple's Foundation brings <math.h> along too (YYModel's isnan / isinf). */
#include <math.h>
/* And CoreFoundation, with its toll-free bridged types (CFDictionaryRef is NSDictionary …). */
#include <CoreFoundation/CoreFoundation.h>
/* As on Apple's platforms, dispatch_once & co. come with Foundation — when the program is
 * built with the toolchain's libdispatch (`objcrt cc --dispatch` or -ldispatch). */
#if __has_include(<dispatch/dispatch.h>)
#include <dispatch/dispatch.h>
#endif

/* The annotation macros of Apple's headers (NS_ENUM, NS_ASSUME_NONNULL_BEGIN …) are in
 * NSObjCRuntime.h, imported first. */
#import <Foundation/NSObjCRuntime.h>

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef struct _NSZone NSZone;
typedef NSInteger NSComparisonResult;
enum { NSOrderedAscending = -1, NSOrderedSame = 0, NSOrderedDescending = 1 };
typedef NSComparisonResult (^NSComparator)(id obj1, id obj2);
/* -enumerateObjectsWithOptions:usingBlock:'s options (Concurrent runs serially here). */
typedef NSUInteger NSEnumerationOptions;
enum { NSEnumerationConcurrent = 1UL << 0, NSEnumerationReverse = 1UL << 1 };
/* A variadic method's list ends with nil (clang warns when it is missing). */
#ifndef NS_REQUIRES_NIL_TERMINATION
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#endif

#import <Foundation/NSRange.h>

@class NSString, Protocol, NSMethodSignature, NSInvocation, NSArray<ObjectType>, NSEnumerator<ObjectType>, NSData, NSDictionary,
    NSCharacterSet;

@protocol NSObject
- (BOOL)isEqual:(id)object;
- (NSUInteger)hash;
- (Class)superclass;
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
- (instancetype)retain;
- (oneway void)release;
- (instancetype)autorelease;
- (NSUInteger)retainCount;
- (NSString *)description;
- (NSString *)debugDescription;
@end

@protocol NSCopying
- (id)copyWithZone:(NSZone *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(NSZone *)zone;
@end

/* `for (id x in collection)`: clang's loop asks for batches through one method. */
#import <Foundation/NSFastEnumeration.h>

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}
+ (instancetype)alloc;
+ (instancetype)allocWithZone:(NSZone *)zone;
+ (instancetype)new;
+ (Class)class;
+ (Class)superclass;
+ (NSString *)description;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)isSubclassOfClass:(Class)aClass;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
+ (BOOL)resolveInstanceMethod:(SEL)sel;
+ (BOOL)resolveClassMethod:(SEL)sel;
+ (BOOL)accessInstanceVariablesDirectly;
+ (NSMethodSignature *)instanceMethodSignatureForSelector:(SEL)aSelector;
- (instancetype)init;
- (void)dealloc;
- (id)copy;
- (id)mutableCopy;
- (id)forwardingTargetForSelector:(SEL)aSelector;
- (NSMethodSignature *)methodSignatureForSelector:(SEL)aSelector;
- (void)forwardInvocation:(NSInvocation *)anInvocation;
- (void)doesNotRecognizeSelector:(SEL)aSelector;
/* Key-value coding (CSupport/ValueClasses/kvc.c). */
- (id)valueForKey:(NSString *)key;
- (void)setValue:(id)value forKey:(NSString *)key;
- (id)valueForKeyPath:(NSString *)keyPath;
- (void)setValue:(id)value forKeyPath:(NSString *)keyPath;
- (id)valueForUndefinedKey:(NSString *)key;
- (void)setValue:(id)value forUndefinedKey:(NSString *)key;
- (void)setNilValueForKey:(NSString *)key;
- (void)setValuesForKeysWithDictionary:(id)keyedValues;
- (id)dictionaryWithValuesForKeys:(id)keys;
@end

typedef unsigned short unichar;
typedef NSUInteger NSStringEncoding;
/* The encodings MiniObjC converts; another gives nil. */
enum { NSASCIIStringEncoding = 1, NSUTF8StringEncoding = 4, NSISOLatin1StringEncoding = 5 };
typedef NSUInteger NSStringCompareOptions;
/* The options MiniObjC honours (others are ignored). */
enum {
    NSCaseInsensitiveSearch = 1,
    NSLiteralSearch = 2,
    NSBackwardsSearch = 4,
    NSAnchoredSearch = 8,
    NSNumericSearch = 64,
};

/* UTF-8 inside, UTF-16 units outside: -length, indexes and ranges count UTF-16 code units.
 * Formats take printf's conversions plus %@ (CSupport/ValueClasses/nsstring_format.c). */
@interface NSString : NSObject <NSCopying, NSMutableCopying>
+ (instancetype)string;
+ (instancetype)stringWithUTF8String:(const char *)bytes;
+ (instancetype)stringWithString:(NSString *)string;
+ (instancetype)stringWithFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
- (instancetype)initWithUTF8String:(const char *)bytes;
- (instancetype)initWithString:(NSString *)string;
- (instancetype)initWithFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
- (instancetype)initWithFormat:(NSString *)format arguments:(va_list)arguments
    __attribute__((format(__NSString__, 1, 0)));
- (instancetype)initWithBytes:(const void *)bytes length:(NSUInteger)length encoding:(NSStringEncoding)encoding;
+ (instancetype)stringWithCString:(const char *)text encoding:(NSStringEncoding)encoding;
- (instancetype)initWithCString:(const char *)text encoding:(NSStringEncoding)encoding;
- (instancetype)initWithData:(NSData *)data encoding:(NSStringEncoding)encoding;
- (NSData *)dataUsingEncoding:(NSStringEncoding)encoding;
- (const char *)cStringUsingEncoding:(NSStringEncoding)encoding;
- (NSUInteger)lengthOfBytesUsingEncoding:(NSStringEncoding)encoding;
- (const char *)UTF8String;
- (NSUInteger)length;
- (unichar)characterAtIndex:(NSUInteger)index;
- (BOOL)isEqualToString:(NSString *)other;
- (NSComparisonResult)compare:(NSString *)string;
- (NSComparisonResult)compare:(NSString *)string options:(NSStringCompareOptions)options;
- (NSComparisonResult)caseInsensitiveCompare:(NSString *)string;
- (NSComparisonResult)localizedCompare:(NSString *)string;
- (NSComparisonResult)localizedCaseInsensitiveCompare:(NSString *)string;
- (NSComparisonResult)localizedStandardCompare:(NSString *)string;
- (BOOL)hasPrefix:(NSString *)prefix;
- (BOOL)hasSuffix:(NSString *)suffix;
- (NSRange)rangeOfString:(NSString *)string;
- (NSRange)rangeOfString:(NSString *)string options:(NSStringCompareOptions)options;
- (NSRange)rangeOfString:(NSString *)string options:(NSStringCompareOptions)options range:(NSRange)range;
- (BOOL)containsString:(NSString *)string;
- (BOOL)localizedCaseInsensitiveContainsString:(NSString *)string;
- (NSString *)substringFromIndex:(NSUInteger)from;
- (NSString *)substringToIndex:(NSUInteger)to;
- (NSString *)substringWithRange:(NSRange)range;
- (NSString *)uppercaseString;
- (NSString *)lowercaseString;
- (NSString *)capitalizedString;
- (NSArray *)componentsSeparatedByString:(NSString *)separator;
- (NSString *)stringByAppendingString:(NSString *)string;
- (NSString *)stringByAppendingFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
- (NSString *)stringByReplacingOccurrencesOfString:(NSString *)target withString:(NSString *)replacement;
- (NSString *)stringByReplacingCharactersInRange:(NSRange)range withString:(NSString *)replacement;
- (NSString *)stringByTrimmingCharactersInSet:(NSCharacterSet *)set;
- (NSRange)rangeOfCharacterFromSet:(NSCharacterSet *)set;
- (NSRange)rangeOfCharacterFromSet:(NSCharacterSet *)set options:(NSStringCompareOptions)options;
- (NSArray *)componentsSeparatedByCharactersInSet:(NSCharacterSet *)set;
- (int)intValue;
- (NSInteger)integerValue;
- (long long)longLongValue;
- (double)doubleValue;
- (float)floatValue;
- (BOOL)boolValue;
@end

/* `@"…"` literals: records in the image, or up to eight ASCII characters in the pointer. */
@interface NSConstantString : NSString
@end

@interface NSMutableString : NSString
+ (instancetype)string;
+ (instancetype)stringWithString:(NSString *)string;
+ (instancetype)stringWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
- (void)appendString:(NSString *)string;
- (void)appendFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
- (void)setString:(NSString *)string;
- (void)insertString:(NSString *)string atIndex:(NSUInteger)index;
- (void)deleteCharactersInRange:(NSRange)range;
- (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)string;
- (NSUInteger)replaceOccurrencesOfString:(NSString *)target withString:(NSString *)replacement
                                 options:(NSStringCompareOptions)options range:(NSRange)range;
@end

@interface NSNumber : NSObject <NSCopying>
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
+ (NSNumber *)numberWithShort:(short)value;
+ (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
- (const char *)objCType;
- (char)charValue;
- (unsigned char)unsignedCharValue;
- (short)shortValue;
- (unsigned short)unsignedShortValue;
- (int)intValue;
- (unsigned int)unsignedIntValue;
- (long)longValue;
- (unsigned long)unsignedLongValue;
- (long long)longLongValue;
- (unsigned long long)unsignedLongLongValue;
- (NSInteger)integerValue;
- (NSUInteger)unsignedIntegerValue;
- (float)floatValue;
- (double)doubleValue;
- (BOOL)boolValue;
- (BOOL)isEqualToNumber:(NSNumber *)number;
- (NSComparisonResult)compare:(NSNumber *)number;
- (NSString *)stringValue;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
+ (instancetype)array;
+ (instancetype)arrayWithObjects:(const id *)objects count:(NSUInteger)count;
+ (instancetype)arrayWithObject:(id)object;
+ (instancetype)arrayWithArray:(NSArray *)array;
+ (instancetype)arrayWithObjects:(ObjectType)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithObjects:(const id *)objects count:(NSUInteger)count;
- (instancetype)initWithObjects:(ObjectType)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithArray:(NSArray *)array;
- (NSUInteger)count;
- (id)objectAtIndex:(NSUInteger)index;
- (id)objectAtIndexedSubscript:(NSUInteger)index;
- (id)firstObject;
- (id)lastObject;
- (NSUInteger)indexOfObject:(id)object;
- (BOOL)containsObject:(id)object;
- (BOOL)isEqualToArray:(NSArray *)other;
/* New arrays from this one (CSupport/ValueClasses/nsarray_derived.c). */
- (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)object;
- (NSArray<ObjectType> *)arrayByAddingObjectsFromArray:(NSArray<ObjectType> *)other;
- (NSArray<ObjectType> *)subarrayWithRange:(NSRange)range;
- (NSString *)componentsJoinedByString:(NSString *)separator;
/* Blocks (collection_blocks.c): a block that mutates the array raises NSGenericException. */
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
- (void)enumerateObjectsWithOptions:(NSEnumerationOptions)options
                         usingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
- (NSUInteger)indexOfObjectPassingTest:(BOOL (^)(ObjectType obj, NSUInteger idx, BOOL *stop))predicate;
- (NSArray<ObjectType> *)sortedArrayUsingComparator:(NSComparator)comparator;
- (NSArray<ObjectType> *)sortedArrayUsingSelector:(SEL)comparator;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (NSEnumerator<ObjectType> *)reverseObjectEnumerator;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
+ (instancetype)arrayWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
- (void)removeObject:(ObjectType)object;
- (void)addObject:(id)object;
- (void)insertObject:(id)object atIndex:(NSUInteger)index;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)removeLastObject;
- (void)replaceObjectAtIndex:(NSUInteger)index withObject:(id)object;
- (void)setObject:(id)object atIndexedSubscript:(NSUInteger)index;
- (void)removeAllObjects;
- (void)addObjectsFromArray:(NSArray *)array;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObjects:(const id *)objects forKeys:(const id *)keys count:(NSUInteger)count;
+ (instancetype)dictionaryWithObject:(id)object forKey:(id)key;
+ (instancetype)dictionaryWithDictionary:(NSDictionary *)dictionary;
+ (instancetype)dictionaryWithObjectsAndKeys:(id)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithObjects:(const id *)objects forKeys:(const id *)keys count:(NSUInteger)count;
- (instancetype)initWithObjectsAndKeys:(id)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithDictionary:(NSDictionary *)dictionary;
- (NSUInteger)count;
- (id)objectForKey:(id)key;
- (id)objectForKeyedSubscript:(id)key;
- (NSArray *)allKeys;
- (NSArray *)allValues;
- (BOOL)isEqualToDictionary:(NSDictionary *)other;
- (void)enumerateKeysAndObjectsUsingBlock:(void (^)(KeyType key, ObjectType obj, BOOL *stop))block;
- (NSEnumerator<KeyType> *)keyEnumerator;
- (NSEnumerator<ObjectType> *)objectEnumerator;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
+ (instancetype)dictionaryWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
- (void)setObject:(id)object forKey:(id)key;
- (void)setObject:(id)object forKeyedSubscript:(id)key;
- (void)removeObjectForKey:(id)key;
- (void)removeAllObjects;
- (void)addEntriesFromDictionary:(NSDictionary *)dictionary;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
+ (instancetype)set;
+ (instancetype)setWithArray:(NSArray *)array;
+ (instancetype)setWithObject:(id)object;
+ (instancetype)setWithObjects:(ObjectType)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
+ (instancetype)setWithObjects:(const id *)objects count:(NSUInteger)count;
+ (instancetype)setWithSet:(NSSet<ObjectType> *)set;
- (instancetype)initWithObjects:(ObjectType)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithObjects:(const id *)objects count:(NSUInteger)count;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
- (NSUInteger)count;
- (id)member:(id)object;
- (BOOL)containsObject:(id)object;
- (id)anyObject;
- (NSArray *)allObjects;
- (BOOL)isEqualToSet:(NSSet *)other;
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, BOOL *stop))block;
- (NSEnumerator<ObjectType> *)objectEnumerator;
@end

@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
+ (instancetype)setWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
- (void)addObject:(id)object;
- (void)removeObject:(id)object;
- (void)removeAllObjects;
- (void)addObjectsFromArray:(NSArray *)array;
- (void)unionSet:(NSSet *)other;
- (void)minusSet:(NSSet *)other;
- (void)intersectSet:(NSSet *)other;
- (void)setSet:(NSSet *)other;
@end

@interface NSNull : NSObject <NSCopying>
+ (NSNull *)null;
@end

@interface NSData : NSObject <NSCopying, NSMutableCopying>
+ (instancetype)data;
+ (instancetype)dataWithBytes:(const void *)bytes length:(NSUInteger)length;
- (const void *)bytes;
- (NSUInteger)length;
- (void)getBytes:(void *)buffer length:(NSUInteger)length;
- (BOOL)isEqualToData:(NSData *)other;
@end

/* A boxed C value: its bytes and type encoding (`@(range)` of a boxable struct makes one). */
@interface NSValue : NSObject <NSCopying>
+ (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
+ (NSValue *)value:(const void *)value withObjCType:(const char *)type;
+ (NSValue *)valueWithPointer:(const void *)pointer;
+ (NSValue *)valueWithNonretainedObject:(id)object;
+ (NSValue *)valueWithRange:(NSRange)range;
- (const char *)objCType;
- (void)getValue:(void *)value;
- (void)getValue:(void *)value size:(NSUInteger)size;
- (void *)pointerValue;
- (id)nonretainedObjectValue;
- (NSRange)rangeValue;
- (BOOL)isEqualToValue:(NSValue *)other;
@end

typedef double NSTimeInterval;

/* An instant: seconds since 2001-01-01 00:00:00 UTC. */
@interface NSDate : NSObject <NSCopying>
+ (NSDate *)date;
+ (NSDate *)dateWithTimeIntervalSinceNow:(NSTimeInterval)seconds;
+ (NSDate *)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)seconds;
+ (NSDate *)dateWithTimeIntervalSince1970:(NSTimeInterval)seconds;
+ (NSDate *)distantPast;
+ (NSDate *)distantFuture;
- (NSTimeInterval)timeIntervalSinceReferenceDate;
- (NSTimeInterval)timeIntervalSince1970;
- (NSTimeInterval)timeIntervalSinceNow;
- (NSTimeInterval)timeIntervalSinceDate:(NSDate *)other;
- (NSDate *)dateByAddingTimeInterval:(NSTimeInterval)seconds;
- (BOOL)isEqualToDate:(NSDate *)other;
- (NSComparisonResult)compare:(NSDate *)other;
@end

#import <Foundation/NSTimeZone.h>
#import <Foundation/NSLocale.h>
#import <Foundation/NSDateFormatter.h>
#import <Foundation/NSLock.h>
#import <Foundation/NSEnumerator.h>

/* Forwarding (CSupport/ValueClasses/nsmethodsignature.c, nsinvocation.c, forwarding.c). */
@interface NSMethodSignature : NSObject
+ (NSMethodSignature *)signatureWithObjCTypes:(const char *)types;
- (NSUInteger)numberOfArguments;
- (const char *)getArgumentTypeAtIndex:(NSUInteger)index;
- (const char *)methodReturnType;
- (NSUInteger)methodReturnLength;
- (NSUInteger)frameLength;
- (BOOL)isOneway;
@end

@interface NSInvocation : NSObject
+ (NSInvocation *)invocationWithMethodSignature:(NSMethodSignature *)signature;
- (NSMethodSignature *)methodSignature;
- (id)target;
- (void)setTarget:(id)target;
- (SEL)selector;
- (void)setSelector:(SEL)selector;
- (void)getArgument:(void *)argument atIndex:(NSInteger)index;
- (void)setArgument:(void *)argument atIndex:(NSInteger)index;
- (void)getReturnValue:(void *)value;
- (void)setReturnValue:(void *)value;
- (void)retainArguments;
- (BOOL)argumentsRetained;
- (void)invoke;
- (void)invokeWithTarget:(id)target;
@end

/* Foundation's exception names (the undefined-key one's value is @"NSUnknownKeyException"). */
extern NSString *const NSGenericException;
extern NSString *const NSRangeException;
extern NSString *const NSInvalidArgumentException;
extern NSString *const NSInternalInconsistencyException;
extern NSString *const NSMallocException;
extern NSString *const NSUndefinedKeyException;
extern NSString *const NSParseErrorException;
extern NSString *const NSCharacterConversionException;
extern NSString *const NSDestinationInvalidException;
extern NSString *const NSObjectInaccessibleException;
extern NSString *const NSObjectNotAvailableException;

/* What compiled code throws and the runtime raises (an unrecognized selector, an index out
 * of range) on a thread that throws. +raise:format:… and -raise always throw. */
@interface NSException : NSObject
+ (NSException *)exceptionWithName:(NSString *)name reason:(NSString *)reason userInfo:(NSDictionary *)userInfo;
+ (void)raise:(NSString *)name format:(NSString *)format, ... __attribute__((format(__NSString__, 2, 3)));
+ (void)raise:(NSString *)name format:(NSString *)format arguments:(va_list)arguments
    __attribute__((format(__NSString__, 2, 0)));
- (instancetype)initWithName:(NSString *)name reason:(NSString *)reason userInfo:(NSDictionary *)userInfo;
- (NSString *)name;
- (NSString *)reason;
- (NSDictionary *)userInfo;
- (void)raise;
@end

/* Called with an exception nobody caught, before the program ends. */
typedef void NSUncaughtExceptionHandler(NSException *exception);
void NSSetUncaughtExceptionHandler(NSUncaughtExceptionHandler *handler);
NSUncaughtExceptionHandler *NSGetUncaughtExceptionHandler(void);

#import <Foundation/NSAssertionHandler.h>
#import <Foundation/NSCharacterSet.h>
#import <Foundation/NSScanner.h>
#import <Foundation/NSKeyValueObserving.h>
#import <Foundation/NSMapTable.h>
#import <Foundation/NSHashTable.h>
#import <Foundation/NSBundle.h>
#import <Foundation/NSCoding.h>
#import <Foundation/NSURL.h>
#import <Foundation/NSAttributedString.h>
#import <Foundation/NSMutableData.h>
#import <Foundation/NSDecimalNumber.h>
#import <Foundation/NSError.h>
/* Classes a Swift layer builds (present in a Swift host of compiled code). */
#import <Foundation/NSUserDefaults.h>
#import <Foundation/NSJSONSerialization.h>
#import <Foundation/NSKeyedArchiver.h>

#endif
