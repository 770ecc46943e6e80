/// The built-in stand-in for `<Foundation/Foundation.h>`.
///
/// MiniObjC has no SDK on Linux, so `#import <Foundation/Foundation.h>` selects this text
/// instead. It is ordinary Objective-C (the front-end parses it like any header) and it is
/// also valid input for clang: the fixture generator
/// (`Tests/ObjCHeadersTests/Fixtures/generate_fixtures.py`) extracts the text between the
/// `PRELUDE-BEGIN` / `PRELUDE-END` markers and compiles it as `Foundation/Foundation.h`, so
/// the definitions the tests check against clang are exactly these. The typedefs follow
/// Apple's SDK for 64-bit macOS: `NSInteger` is `long`, `CGFloat` is `double`, `BOOL` is
/// `signed char` on x86-64 and `bool` on arm64, `int64_t` is `long long`.
public enum FoundationPrelude {
    /// The prelude's source text.
    public static let text = #"""
// PRELUDE-BEGIN
#ifndef MINIOBJC_FOUNDATION_PRELUDE
#define MINIOBJC_FOUNDATION_PRELUDE
#if defined(__arm64__) || defined(__aarch64__)
typedef _Bool BOOL;
#else
typedef signed char BOOL;
#endif
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define Nil ((Class)0)
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef int8_t int_least8_t;
typedef int16_t int_least16_t;
typedef int32_t int_least32_t;
typedef int64_t int_least64_t;
typedef uint8_t uint_least8_t;
typedef uint16_t uint_least16_t;
typedef uint32_t uint_least32_t;
typedef uint64_t uint_least64_t;
typedef int8_t int_fast8_t;
typedef int16_t int_fast16_t;
typedef int32_t int_fast32_t;
typedef int64_t int_fast64_t;
typedef uint8_t uint_fast8_t;
typedef uint16_t uint_fast16_t;
typedef uint32_t uint_fast32_t;
typedef uint64_t uint_fast64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
typedef long intmax_t;
typedef unsigned long uintmax_t;
typedef unsigned long size_t;
typedef long ssize_t;
typedef long ptrdiff_t;
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;
typedef double NSTimeInterval;
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
typedef NSRange *NSRangePointer;
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define NS_RETURNS_NOT_RETAINED __attribute__((ns_returns_not_retained))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define FOUNDATION_EXPORT extern
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define NS_AVAILABLE(_mac, _ios)
#define NS_DEPRECATED(...)

@class NSString, NSCoder, NSDictionary, Protocol;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class;
- (instancetype)self;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}
+ (void)load;
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)alloc;
- (void)dealloc;
- (id)copy;
- (id)mutableCopy;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)resolveClassMethod:(SEL)sel;
+ (BOOL)resolveInstanceMethod:(SEL)sel;
- (id)forwardingTargetForSelector:(SEL)aSelector;
- (void)doesNotRecognizeSelector:(SEL)aSelector;
+ (Class)superclass;
+ (Class)class;
- (id)valueForKey:(NSString *)key;
- (void)setValue:(id)value forKey:(NSString *)key;
- (void)setValuesForKeysWithDictionary:(NSDictionary *)keyedValues;
@end

@protocol NSCopying
- (id)copyWithZone:(void *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(void *)zone;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (instancetype)initWithCoder:(NSCoder *)coder;
@end

@interface NSString : NSObject <NSCopying, NSMutableCopying, NSCoding>
@property (readonly) NSUInteger length;
- (unsigned short)characterAtIndex:(NSUInteger)index;
+ (instancetype)string;
+ (instancetype)stringWithUTF8String:(const char *)nullTerminatedCString;
- (instancetype)initWithUTF8String:(const char *)nullTerminatedCString;
@property (readonly) const char *UTF8String;
- (BOOL)isEqualToString:(NSString *)aString;
- (NSString *)stringByAppendingString:(NSString *)aString;
@property (readonly) int intValue;
@property (readonly) NSInteger integerValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@end

@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;
- (void)setString:(NSString *)aString;
@end

@interface NSValue : NSObject <NSCopying, NSCoding>
- (void)getValue:(void *)value size:(NSUInteger)size;
@property (readonly) const char *objCType;
+ (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
+ (NSValue *)valueWithRange:(NSRange)range;
@property (readonly) NSRange rangeValue;
+ (NSValue *)valueWithPoint:(CGPoint)point;
@property (readonly) CGPoint pointValue;
+ (NSValue *)valueWithSize:(CGSize)size;
@property (readonly) CGSize sizeValue;
+ (NSValue *)valueWithRect:(CGRect)rect;
@property (readonly) CGRect rectValue;
@end

@interface NSNumber : NSValue
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
@property (readonly) char charValue;
@property (readonly) int intValue;
@property (readonly) long long longLongValue;
@property (readonly) unsigned long long unsignedLongLongValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly, copy) NSString *stringValue;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSCoding>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
+ (instancetype)array;
+ (instancetype)arrayWithObject:(ObjectType)anObject;
- (BOOL)containsObject:(ObjectType)anObject;
@property (nonatomic, readonly) ObjectType firstObject;
@property (nonatomic, readonly) ObjectType lastObject;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
- (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index;
- (void)removeLastObject;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)replaceObjectAtIndex:(NSUInteger)index withObject:(ObjectType)anObject;
+ (instancetype)arrayWithCapacity:(NSUInteger)numItems;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSCoding>
@property (readonly) NSUInteger count;
- (ObjectType)objectForKey:(KeyType)aKey;
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObjects:(const id [])objects forKeys:(const id [])keys count:(NSUInteger)cnt;
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)removeObjectForKey:(KeyType)aKey;
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
+ (instancetype)dictionaryWithCapacity:(NSUInteger)numItems;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSCoding>
@property (readonly) NSUInteger count;
- (ObjectType)member:(ObjectType)object;
- (BOOL)containsObject:(ObjectType)anObject;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
@end

@interface NSData : NSObject <NSCopying, NSMutableCopying, NSCoding>
@property (readonly) NSUInteger length;
@property (readonly) const void *bytes;
+ (instancetype)dataWithBytes:(const void *)bytes length:(NSUInteger)length;
@end

@interface NSDate : NSObject <NSCopying, NSCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
+ (instancetype)date;
+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti;
- (NSTimeInterval)timeIntervalSinceDate:(NSDate *)anotherDate;
@end

@interface NSURL : NSObject <NSCopying, NSCoding>
+ (instancetype)URLWithString:(NSString *)URLString;
@property (readonly, copy) NSString *absoluteString;
@property (readonly, copy) NSString *path;
@end

@interface NSNull : NSObject <NSCopying, NSCoding>
+ (NSNull *)null;
@end
#endif
// PRELUDE-END
"""#
}
