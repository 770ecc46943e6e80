// The formats YYModel's NSObject+YYModel.m sets up (YYNSDateFromString's formatters, chosen by
// the string's length, and YYISODateFormatter), with every date string YYModel's comments
// and YYTestAutoTypeConvert's testDate give. Each parsed date prints as seconds since 1970
// and back through a UTC formatter; then YYTestModelToJSON's testDate round trip.
#import <Foundation/Foundation.h>

static NSDateFormatter *make(NSString *format, BOOL utc) {
    NSDateFormatter *f = [[NSDateFormatter alloc] init];
    f.locale = [[NSLocale alloc] initWithLocaleIdentifier:@"en_US_POSIX"];
    if (utc) f.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:0];
    f.dateFormat = format;
    return f;
}

static NSDateFormatter *iso, *utcOut;

// YYNSDateFromString's dispatch, by length and the character at index 10.
static NSDate *parse(NSString *s) {
    static NSDateFormatter *f10, *f19T, *f19, *f23T, *f23, *fZ, *fSZ, *fWeibo, *fWeiboS;
    if (!f10) {
        f10 = make(@"yyyy-MM-dd", YES);
        f19T = make(@"yyyy-MM-dd'T'HH:mm:ss", YES);
        f19 = make(@"yyyy-MM-dd HH:mm:ss", YES);
        f23T = make(@"yyyy-MM-dd'T'HH:mm:ss.SSS", YES);
        f23 = make(@"yyyy-MM-dd HH:mm:ss.SSS", YES);
        fZ = make(@"yyyy-MM-dd'T'HH:mm:ssZ", NO);
        fSZ = make(@"yyyy-MM-dd'T'HH:mm:ss.SSSZ", NO);
        fWeibo = make(@"EEE MMM dd HH:mm:ss Z yyyy", NO);
        fWeiboS = make(@"EEE MMM dd HH:mm:ss.SSS Z yyyy", NO);
    }
    switch (s.length) {
    case 10: return [f10 dateFromString:s];
    case 19: return [s characterAtIndex:10] == 'T' ? [f19T dateFromString:s] : [f19 dateFromString:s];
    case 23: return [s characterAtIndex:10] == 'T' ? [f23T dateFromString:s] : [f23 dateFromString:s];
    case 20: case 25: return [fZ dateFromString:s];
    case 24: { NSDate *d = [fZ dateFromString:s]; return d ? d : [fSZ dateFromString:s]; }
    case 28: case 29: return [fSZ dateFromString:s];
    case 30: return [fWeibo dateFromString:s];
    case 34: return [fWeiboS dateFromString:s];
    default: return nil;
    }
}

int main(void) {
    @autoreleasepool {
        // The ISO formatter takes the default zone; UTC here whatever TZ the test runs with.
        [NSTimeZone setDefaultTimeZone:[NSTimeZone timeZoneWithName:@"UTC"]];
        iso = make(@"yyyy-MM-dd'T'HH:mm:ssZ", NO);
        utcOut = make(@"yyyy-MM-dd HH:mm:ss.SSS xxx", YES);
        NSArray *strings = @[
            @"2014-01-20", @"2014-05-06", @"2014-01-20 12:24:48", @"2014-01-20T12:24:48", @"2014-05-06 07:08:09",
            @"2014-05-06T07:08:09", @"2014-01-20 12:24:48.000", @"2014-01-20T12:24:48.000", @"2014-05-06 07:08:09.000",
            @"2014-05-06T07:08:09.123", @"2014-01-20T12:24:48Z", @"2014-01-20T12:24:48+0800", @"2014-01-20T12:24:48+12:00",
            @"2014-01-20T12:24:48.000Z", @"2014-01-20T12:24:48.000+0800", @"2014-01-20T12:24:48.000+12:00",
            @"2014-01-20T12:24:48.250-05:00", @"Fri Sep 04 00:12:21 +0800 2015", @"Fri Sep 04 00:12:21.000 +0800 2015",
            @"Tue Mar 01 23:59:59.999 -0330 2016",
            // Not dates: the right length, the wrong shape.
            @"2014-13-20", @"2014-02-30", @"2014-01-20 25:00:00", @"2014-01-20T12:24:48+0800x", @"hello world, 19 ch",
            @"2014-01-20X12:24:48", @"Fri Sep 04 00:12:21 +0800 15 15", @"2014/01/20",
        ];
        for (NSString *s in strings) {
            NSDate *d = parse(s);
            if (d) printf("%-36s %.3f  %s\n", s.UTF8String, d.timeIntervalSince1970, [utcOut stringFromDate:d].UTF8String);
            else printf("%-36s nil\n", s.UTF8String);
        }

        // YYTestModelToJSON testDate: the ISO formatter (in the default zone) writes a date
        // that YYNSDateFromString reads back to the same instant.
        NSDate *date = [NSDate dateWithTimeIntervalSince1970:100000000];
        NSString *text = [iso stringFromDate:date];
        NSDate *back = parse(text);
        printf("iso %s length %lu back equal %d\n", text.UTF8String, (unsigned long)text.length, [back isEqualToDate:date]);

        // Every format writes what it reads: format, parse, compare.
        NSArray *formats = @[ @"yyyy-MM-dd", @"yyyy-MM-dd'T'HH:mm:ss", @"yyyy-MM-dd HH:mm:ss.SSS", @"yyyy-MM-dd'T'HH:mm:ssZ",
                              @"yyyy-MM-dd'T'HH:mm:ss.SSSZ", @"EEE MMM dd HH:mm:ss Z yyyy", @"EEE MMM dd HH:mm:ss.SSS Z yyyy" ];
        NSArray *zones = @[ @0, @28800, @-18000, @43200, @-34200 ];
        NSDate *instant = [NSDate dateWithTimeIntervalSince1970:1441296741.125];
        for (NSString *format in formats) {
            for (NSNumber *zone in zones) {
                NSDateFormatter *f = make(format, NO);
                f.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:zone.integerValue];
                NSString *out = [f stringFromDate:instant];
                NSDate *again = [f dateFromString:out];
                printf("%-32s %6ld  %-36s %.3f\n", format.UTF8String, (long)zone.integerValue, out.UTF8String,
                       again ? again.timeIntervalSince1970 : -1.0);
            }
        }
    }
    return 0;
}
