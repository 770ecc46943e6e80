/* NSJSONSerialization for compiled Objective-C: ModelMapping's own JSON reader and writer
 * (Sources/ModelMapping/JSON, the layer in Sources/ModelMapping/Compiled). The class exists
 * only in a Swift process that hosts compiled code — `objcrt test`, `objcrt run --host` —
 * whose start-up builds it; a standalone `objcrt cc` program has no such class, and a message
 * to `NSJSONSerialization` there is a message to nil.
 *
 * Reading makes NSDictionary, NSArray, NSString, NSNumber (integers as long long, above
 * LLONG_MAX unsigned long long, other numbers double, true / false the boolean NSNumbers; a
 * literal with more digits than a double keeps becomes an NSDecimalNumber) and NSNull. Bad
 * JSON answers nil and an NSError (NSCocoaErrorDomain, 3840, userInfo NSDebugDescription and
 * NSJSONSerializationErrorIndex) and never raises; nesting deeper than 512 is an error.
 * Writing raises NSInvalidArgumentException, as Foundation does, for an object that has no
 * JSON form (see +isValidJSONObject:). */
#ifndef MINIOBJC_FOUNDATION_NSJSONSERIALIZATION_H
#define MINIOBJC_FOUNDATION_NSJSONSERIALIZATION_H

@class NSData, NSError;

typedef NSUInteger NSJSONReadingOptions;
enum {
    NSJSONReadingMutableContainers = 1UL << 0,
    NSJSONReadingMutableLeaves = 1UL << 1,
    NSJSONReadingFragmentsAllowed = 1UL << 2,
    NSJSONReadingAllowFragments = NSJSONReadingFragmentsAllowed,
};

typedef NSUInteger NSJSONWritingOptions;
enum {
    /* Two-space indents, " : " between a key and its value, as Foundation prints. */
    NSJSONWritingPrettyPrinted = 1UL << 0,
    NSJSONWritingSortedKeys = 1UL << 1,
    NSJSONWritingFragmentsAllowed = 1UL << 2,
    /* Without it "/" is written "\/", as Foundation does. */
    NSJSONWritingWithoutEscapingSlashes = 1UL << 3,
};

@interface NSJSONSerialization : NSObject
/* An NSArray or NSDictionary at the top, NSString keys, NSString / NSNumber (not NaN or
 * infinite) / NSArray / NSDictionary / NSNull values. */
+ (BOOL)isValidJSONObject:(id)obj;
/* UTF-8 JSON text (a byte order mark is skipped); autoreleased, or nil and *error. Without
 * NSJSONReadingFragmentsAllowed the top level must be an array or an object. A nil or
 * non-NSData argument is an error here (Foundation raises). */
+ (id)JSONObjectWithData:(NSData *)data options:(NSJSONReadingOptions)opt error:(NSError **)error;
/* UTF-8 data, autoreleased. Raises NSInvalidArgumentException for an invalid object (or a
 * top level that is not a container, unless NSJSONWritingFragmentsAllowed). */
+ (NSData *)dataWithJSONObject:(id)obj options:(NSJSONWritingOptions)opt error:(NSError **)error;
@end

#endif
