// -stringFromDate: for every pattern letter MiniObjC supports, in zones east and west of GMT,
// checked against GNUstep Foundation (ICU, en_US_POSIX): names, padding, two-digit years,
// the US week-year (Y), 12/24-hour clocks, fractions truncated to the millisecond, the zone
// forms of Z, X, x, z and O, quoted literals. Then dates before 1970 and 2001, and the
// arguments that answer nil.
#import <Foundation/Foundation.h>
#include <math.h>

static NSString *F(NSString *format, double since1970, NSInteger zone) {
    NSDateFormatter *f = [[NSDateFormatter alloc] init];
    f.locale = [[NSLocale alloc] initWithLocaleIdentifier:@"en_US_POSIX"];
    f.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:zone];
    f.dateFormat = format;
    NSString *s = [f stringFromDate:[NSDate dateWithTimeIntervalSince1970:since1970]];
    printf("%-36s %17.3f %6ld -> %s\n", format.UTF8String, since1970, (long)zone, s ? s.UTF8String : "nil");
    return s;
}

int main(void) {
    @autoreleasepool {
        F(@"yyyy-MM-dd'T'HH:mm:ssZ", 100000000, 0);
        F(@"yyyy-MM-dd'T'HH:mm:ss.SSSZ", 1390220688.123, 28800);
        F(@"yyyy-MM-dd'T'HH:mm:ss.SSZZZZZ", 1390220688.129, 0);
        F(@"yyyy-MM-dd'T'HH:mm:ss.SSSSZZZZZ", 1390220688.129, -18000);
        F(@"yyyy-MM-dd'T'HH:mm:ss.SZZZZ", 1390220688.999, 19800);
        F(@"yyyy-MM-dd'T'HH:mm:ss.SZZZZ", 1390220688.999, 0);
        F(@"X XX XXX XXXX XXXXX", 0, 19800);
        F(@"X XX XXX XXXX XXXXX", 0, 0);
        F(@"x xx xxx xxxx xxxxx", 0, 0);
        F(@"x xx xxx xxxx xxxxx", 0, -28800);
        F(@"z zz zzz zzzz O OOOO", 0, -28800);
        F(@"z zz zzz zzzz O OOOO", 0, 19800);
        F(@"z zz zzz O OOOO", 0, 0);
        F(@"Z ZZ ZZZ ZZZZ ZZZZZ", 0, 0);
        F(@"Z ZZ ZZZ ZZZZ ZZZZZ", 0, -34200);
        F(@"G GGGG GGGGG y yy yyy yyyy yyyyy", 1441325541, 0);
        F(@"G y yy yyyy Y YYYY", 1419984000, 0);
        F(@"G y yy yyyy Y YYYY", 1419897600, 0);
        F(@"M MM MMM MMMM MMMMM L LL LLL LLLL", 1441325541, 0);
        F(@"d dd E EE EEE EEEE EEEEE EEEEEE", 1441325541, 0);
        F(@"a h hh H HH k kk K KK m mm s ss", 1441325541, 0);
        F(@"a h hh H HH k kk K KK m mm s ss", 1441280000, 0);
        F(@"a h hh H HH k kk K KK m mm s ss", 1441324800, 0);
        F(@"a h hh H HH k kk K KK m mm s ss", 1441368000, 0);
        F(@"'T''x' '' 'it''s' yyyy", 0, 0);
        F(@"yyyy-MM-dd 'unterminated", 0, 0);
        F(@"EEE, dd MMM yyyy HH:mm:ss zzz", 1441325541, 3600);
        // Before 1970 and before 2001 (negative intervals): the day and the fraction floor.
        F(@"yyyy-MM-dd HH:mm:ss.SSS", -1.5, 0);
        F(@"yyyy-MM-dd HH:mm:ss.SSS", -978307200.001, 0);
        F(@"yyyy-MM-dd HH:mm:ss.SSS EEE", -0.001, 0);
        F(@"yyyy-MM-dd HH:mm:ss.SSS EEE", 978307199.999, 0);
        F(@"yyyy-MM-dd HH:mm:ss.SSS EEE", 978307200, 0);
        F(@"yyyy-MM-dd HH:mm:ss.SSS", 1.001, 0);
        F(@"yyyy-MM-dd HH:mm:ss.SSS", 0.0004, 0);
        F(@"yyyy-MM-dd HH:mm EEE", 951782400, 0);
        F(@"yyyy-MM-dd HH:mm EEE", 4107542400, 0);
        F(@"yyyy-MM-dd HH:mm EEE", -2203891200, 0);
        F(@"yyyy-MM-dd G", -62135596800, 0);
        F(@"yyyy-MM-dd G", 253402300799, 0);
        F(@"yyyy-MM-dd", 253402300800, 0);
        // nil, never a crash.
        NSDateFormatter *f = [NSDateFormatter new];
        f.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:0];
        f.dateFormat = @"yyyy";
        printf("nil date: %s\n", [f stringFromDate:(NSDate *_Nonnull)nil] ? "string" : "nil");
        printf("non-date: %s\n", [f stringFromDate:(NSDate *)(id)@"2014"] ? "string" : "nil");
        printf("NaN: %s\n", [f stringFromDate:[NSDate dateWithTimeIntervalSinceReferenceDate:NAN]] ? "string" : "nil");
        printf("1e300: %s\n", [f stringFromDate:[NSDate dateWithTimeIntervalSinceReferenceDate:1e300]] ? "string" : "nil");
        printf("stringForObjectValue: %s / %s\n", [f stringForObjectValue:[NSDate dateWithTimeIntervalSince1970:0]].UTF8String,
               [f stringForObjectValue:@1] ? "string" : "nil");
        F(@"yyyy-MM-dd QQQ", 0, 0);
        F(@"", 0, 0);
    }
    return 0;
}
