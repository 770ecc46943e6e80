// How -dateFromString: reads, as Apple's NSDateFormatter does with en_US_POSIX and leniency
// off (its default): the whole string must match, numbers take all their digits unless the
// next field is numeric too, names in any case, values checked (no roll-over), zones in any
// of the forms ICU accepts for Z. Compared with GNUstep Foundation (ICU) where they agree;
// where GNUstep differs it is lenient (month 13 rolls over, trailing text is ignored) or
// defaults a missing year to 1970 (Apple's CFDateFormatter defaults it to 2000 and reads a
// two-digit year as 1950…2049). The calendar is the proleptic Gregorian one: ICU's is Julian
// before 1582, so "14-01-20" with yyyy (the year 14) is two days later there. The zone is UTC
// unless the string gives one.
#import <Foundation/Foundation.h>

static void P(NSString *format, NSString *string) {
    NSDateFormatter *f = [[NSDateFormatter alloc] init];
    f.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
    f.timeZone = [NSTimeZone timeZoneWithName:@"UTC"];
    f.dateFormat = format;
    NSDate *d = [f dateFromString:string];
    if (d) printf("%-28s %-40s %.3f\n", format.UTF8String, [NSString stringWithFormat:@"\"%@\"", string].UTF8String,
                  d.timeIntervalSince1970);
    else printf("%-28s %-40s nil\n", format.UTF8String, [NSString stringWithFormat:@"\"%@\"", string].UTF8String);
}

int main(void) {
    @autoreleasepool {
        printf("-- numbers take all their digits; abutting fields their letter count\n");
        P(@"yyyy-MM-dd", @"2014-01-20");
        P(@"yyyy-MM-dd", @"2014-1-2");
        P(@"yyyy-MM-dd", @"14-01-20");
        P(@"yyyyMMdd", @"20140120");
        P(@"yyyyMMddHHmm", @"201401201224");
        P(@"HHmmss", @"122448");
        printf("-- two-digit years: 1950...2049\n");
        P(@"yy-MM-dd", @"14-01-20");
        P(@"yy-MM-dd", @"49-01-20");
        P(@"yy-MM-dd", @"50-01-20");
        P(@"yy-MM-dd", @"70-01-20");
        P(@"yy-MM-dd", @"2014-01-20");
        printf("-- values are checked\n");
        P(@"yyyy-MM-dd", @"2014-13-20");
        P(@"yyyy-MM-dd", @"2014-00-20");
        P(@"yyyy-MM-dd", @"2014-01-00");
        P(@"yyyy-MM-dd", @"2014-02-29");
        P(@"yyyy-MM-dd", @"2016-02-29");
        P(@"yyyy-MM-dd", @"2000-02-29");
        P(@"yyyy-MM-dd", @"1900-02-29");
        P(@"yyyy-MM-dd", @"2014-04-31");
        P(@"yyyy-MM-dd HH:mm:ss", @"2014-01-20 23:59:59");
        P(@"yyyy-MM-dd HH:mm:ss", @"2014-01-20 24:00:00");
        P(@"yyyy-MM-dd HH:mm:ss", @"2014-01-20 23:60:00");
        P(@"yyyy-MM-dd HH:mm:ss", @"2014-01-20 23:59:60");
        P(@"yyyy", @"0");
        printf("-- the whole string, literals exactly\n");
        P(@"yyyy-MM-dd", @"2014-01-20 ");
        P(@"yyyy-MM-dd", @" 2014-01-20");
        P(@"yyyy-MM-dd", @"2014-01-20x");
        P(@"yyyy-MM-dd", @"2014/01/20");
        P(@"yyyy-MM-dd", @"");
        P(@"yyyy-MM-dd'T'HH", @"2014-01-20T12");
        P(@"yyyy-MM-dd'T'HH", @"2014-01-20t12");
        P(@"yyyy-MM-dd'T", @"2014-01-20T");
        P(@"hh 'o''clock'", @"11 o'clock");
        printf("-- fractions of a second, kept to the millisecond\n");
        P(@"yyyy-MM-dd'T'HH:mm:ss.SSS", @"2014-01-20T12:24:48.5");
        P(@"yyyy-MM-dd'T'HH:mm:ss.SSS", @"2014-01-20T12:24:48.12");
        P(@"yyyy-MM-dd'T'HH:mm:ss.SSS", @"2014-01-20T12:24:48.123456");
        P(@"yyyy-MM-dd'T'HH:mm:ss.SSS", @"2014-01-20T12:24:48.");
        P(@"ss.SSSHH", @"48.12312");
        printf("-- zones\n");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48Z");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48z");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+0800");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+12:00");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48-05:00");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48-0330");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+08");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48GMT+8");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48GMT+08:00");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48GMT-0530");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48GMT");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48UTC");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+1900");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+2400");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+08:60");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48+8");
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", @"2014-01-20T12:24:48");
        P(@"yyyy-MM-dd'T'HH:mm:ssXXX", @"2014-01-20T12:24:48Z");
        P(@"yyyy-MM-dd'T'HH:mm:ssXXX", @"2014-01-20T12:24:48+0800");
        P(@"yyyy-MM-dd'T'HH:mm:ssxxx", @"2014-01-20T12:24:48Z");
        P(@"yyyy-MM-dd'T'HH:mm:ssZZZZZ", @"2014-01-20T12:24:48+08:00");
        P(@"yyyy-MM-dd'T'HH:mm:ss.SSSZ", @"2014-01-20T12:24:48.000Z");
        printf("-- names, in any case; the weekday is not checked against the date\n");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"Fri Sep 04 00:12:21 +0800 2015");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"Thu Sep 04 00:12:21 +0800 2015");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"fri sep 04 00:12:21 +0800 2015");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"Friday September 04 00:12:21 +0800 2015");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"Fri Sept 04 00:12:21 +0800 2015");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"Fri 09 04 00:12:21 +0800 2015");
        P(@"EEE MMM dd HH:mm:ss Z yyyy", @"Fre Sep 04 00:12:21 +0800 2015");
        printf("-- twelve-hour clocks\n");
        P(@"EEEE, MMMM d, yyyy h:mm a", @"Friday, September 4, 2015 12:05 AM");
        P(@"EEEE, MMMM d, yyyy h:mm a", @"Friday, September 4, 2015 12:05 PM");
        P(@"EEEE, MMMM d, yyyy h:mm a", @"Friday, September 4, 2015 1:05 pm");
        P(@"EEEE, MMMM d, yyyy h:mm a", @"Friday, September 4, 2015 0:05 PM");
        P(@"EEEE, MMMM d, yyyy h:mm a", @"Friday, September 4, 2015 13:05 PM");
        P(@"EEEE, MMMM d, yyyy h:mm a", @"Friday, September 4, 2015 1:05 XM");
        P(@"yyyy-MM-dd kk:mm", @"2015-09-04 24:00");
        P(@"yyyy-MM-dd kk:mm", @"2015-09-04 00:00");
        P(@"yyyy-MM-dd KK:mm a", @"2015-09-04 11:00 PM");
        P(@"yyyy-MM-dd KK:mm a", @"2015-09-04 12:00 PM");
        printf("-- missing fields: year 2000, January, day 1, midnight\n");
        P(@"HH:mm", @"12:30");
        P(@"MM-dd", @"03-04");
        P(@"yyyy", @"1");
        P(@"yyyy", @"2014");
        P(@"yyyy G", @"44 BC");
        P(@"yyyy G", @"2014 AD");
        printf("-- strings made at run time (short, mutable), not only literals\n");
        P(@"yyyy-MM-dd", [NSString stringWithUTF8String:"2014-1-2"]);
        NSMutableString *m = [NSMutableString stringWithString:@"2014-01-20T12:24:48"];
        [m appendString:@"+0800"];
        P(@"yyyy-MM-dd'T'HH:mm:ssZ", m);
        printf("-- bad patterns and arguments: nil, never a crash\n");
        P(@"yyyy-MM-dd QQ", @"2014-01-20 01");
        P(@"yyyy-MM-dd ww", @"2014-01-20 04");
        NSDateFormatter *f = [NSDateFormatter new];
        f.dateFormat = @"yyyy";
        printf("nil string: %s\n", [f dateFromString:(NSString *_Nonnull)nil] ? "date" : "nil");
        printf("non-string: %s\n", [f dateFromString:(NSString *)(id)@42] ? "date" : "nil");
        f.dateFormat = nil;
        printf("nil format: \"%s\" parses \"\": %.0f, \"2014\": %s\n", f.dateFormat.UTF8String,
               [f dateFromString:@""].timeIntervalSince1970, [f dateFromString:@"2014"] ? "date" : "nil");
    }
    return 0;
}
