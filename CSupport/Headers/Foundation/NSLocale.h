/* NSLocale for compiled code (CSupport/ValueClasses/nslocale.c), imported by Foundation.h.
 * A locale keeps its identifier; all of them format and parse dates as en_US_POSIX. */
#ifndef MINIOBJC_FOUNDATION_NSLOCALE_H
#define MINIOBJC_FOUNDATION_NSLOCALE_H

@interface NSLocale : NSObject <NSCopying>
+ (instancetype)localeWithLocaleIdentifier:(NSString *)identifier;
+ (NSLocale *)currentLocale;
+ (NSLocale *)autoupdatingCurrentLocale;
+ (NSLocale *)systemLocale;
- (instancetype)initWithLocaleIdentifier:(NSString *)identifier;
- (NSString *)localeIdentifier;
@end

#endif
