/* Declarations of the Foundation classes YYModel names that MiniObjC does not have yet, each
 * only while its real header is absent — so YYModel compiles and the tests that do not need
 * them run. Force-included (`-include`), not imported by any upstream file.
 *
 * Each class here is a name only: PendingFoundation.m defines it with no method at all, so a
 * test that reaches one fails with "unrecognized selector" — nothing is faked. When the real
 * class arrives (its header under CSupport/Headers/Foundation/), the guard drops the stand-in
 * and the real one is used, with no change here. */
#ifndef MINIOBJC_YYMODEL_PENDING_FOUNDATION_H
#define MINIOBJC_YYMODEL_PENDING_FOUNDATION_H

#import <Foundation/Foundation.h>

#if !__has_include(<Foundation/NSDateFormatter.h>)
#define MINIOBJC_PENDING_DATEFORMATTER 1
@interface NSLocale : NSObject
- (instancetype)initWithLocaleIdentifier:(NSString *)identifier;
@end
@interface NSTimeZone : NSObject
+ (instancetype)timeZoneForSecondsFromGMT:(NSInteger)seconds;
@end
@interface NSDateFormatter : NSObject
@property (copy) NSString *dateFormat;
@property (copy) NSLocale *locale;
@property (copy) NSTimeZone *timeZone;
- (NSDate *)dateFromString:(NSString *)string;
- (NSString *)stringFromDate:(NSDate *)date;
@end
#endif

#if !__has_include(<Foundation/NSJSONSerialization.h>)
#define MINIOBJC_PENDING_JSONSERIALIZATION 1
typedef NSUInteger NSJSONReadingOptions;
typedef NSUInteger NSJSONWritingOptions;
@interface NSJSONSerialization : NSObject
+ (BOOL)isValidJSONObject:(id)obj;
+ (NSData *)dataWithJSONObject:(id)obj options:(NSJSONWritingOptions)opt error:(id *)error;
+ (id)JSONObjectWithData:(NSData *)data options:(NSJSONReadingOptions)opt error:(id *)error;
@end
#endif

#if !__has_include(<Foundation/NSKeyedArchiver.h>)
#define MINIOBJC_PENDING_KEYEDARCHIVER 1
@interface NSCoder : NSObject
- (void)encodeObject:(id)object forKey:(NSString *)key;
- (id)decodeObjectForKey:(NSString *)key;
@end
@interface NSKeyedArchiver : NSCoder
+ (NSData *)archivedDataWithRootObject:(id)rootObject;
- (instancetype)initForWritingWithMutableData:(NSMutableData *)data;
- (void)finishEncoding;
@end
@interface NSKeyedUnarchiver : NSCoder
+ (id)unarchiveObjectWithData:(NSData *)data;
@end
#endif

#endif
