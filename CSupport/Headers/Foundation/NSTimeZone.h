/* NSTimeZone for compiled code (CSupport/ValueClasses/nstimezone.c), imported by Foundation.h.
 * Every zone is a fixed offset from GMT: "UTC", "GMT", "GMT+8" / "GMT+0800" / "UTC-05:00",
 * "Etc/GMT±N" and +timeZoneForSecondsFromGMT: (±18 hours); other names (a time-zone database
 * region such as "Europe/Berlin") answer nil. The local zone is TZ's when it names one of
 * these or is a POSIX rule without daylight saving ("EST5"), else UTC. */
#ifndef MINIOBJC_FOUNDATION_NSTIMEZONE_H
#define MINIOBJC_FOUNDATION_NSTIMEZONE_H

@class NSDate;

@interface NSTimeZone : NSObject <NSCopying>
+ (instancetype)timeZoneForSecondsFromGMT:(NSInteger)seconds;
+ (instancetype)timeZoneWithName:(NSString *)name;
+ (instancetype)timeZoneWithAbbreviation:(NSString *)abbreviation;
+ (NSTimeZone *)localTimeZone;
+ (NSTimeZone *)systemTimeZone;
+ (NSTimeZone *)defaultTimeZone;
+ (void)setDefaultTimeZone:(NSTimeZone *)zone;
- (instancetype)initWithName:(NSString *)name;
- (NSString *)name;
- (NSString *)abbreviation;
- (NSString *)abbreviationForDate:(NSDate *)date;
- (NSInteger)secondsFromGMT;
- (NSInteger)secondsFromGMTForDate:(NSDate *)date;
- (BOOL)isDaylightSavingTime;
- (NSTimeInterval)daylightSavingTimeOffset;
- (BOOL)isEqualToTimeZone:(NSTimeZone *)zone;
@end

#endif
