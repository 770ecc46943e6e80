/* NSDateFormatter for compiled code (CSupport/ValueClasses/nsdateformatter.c), imported by
 * Foundation.h: fixed formats (-setDateFormat:) in Unicode's pattern letters G y Y M L d E a
 * H k h K m s S Z X x z O and 'quoted' literals, read and written as en_US_POSIX does, in a
 * fixed-offset time zone. -dateFromString: needs the whole string to match. Another letter
 * makes both conversions answer nil (with a message when the format is set). A formatter may
 * be shared between threads. */
#ifndef MINIOBJC_FOUNDATION_NSDATEFORMATTER_H
#define MINIOBJC_FOUNDATION_NSDATEFORMATTER_H

@class NSDate, NSLocale, NSTimeZone;

@interface NSDateFormatter : NSObject <NSCopying>
- (instancetype)init;
@property (copy) NSLocale *locale;
@property (copy) NSTimeZone *timeZone;
@property (copy) NSString *dateFormat;
- (NSDate *)dateFromString:(NSString *)string;
- (NSString *)stringFromDate:(NSDate *)date;
- (NSString *)stringForObjectValue:(id)value;
@end

#endif
