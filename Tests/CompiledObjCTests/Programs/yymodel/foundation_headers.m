// The classes compiled code can now see (NSURL.h, NSAttributedString.h, NSMutableData.h,
// NSDecimalNumber.h, NSCoding.h) and what Foundation.h brings as Apple's does (<math.h>,
// CoreFoundation's types, kNilOptions). Runs with and without ARC.
#import <Foundation/Foundation.h>
#include <stdio.h>

@interface Coded : NSObject <NSCoding, NSCopying>
@end
@implementation Coded
- (void)encodeWithCoder:(NSCoder *)aCoder { (void)aCoder; }
- (instancetype)initWithCoder:(NSCoder *)aDecoder {
    (void)aDecoder;
    return [self init];
}
- (id)copyWithZone:(NSZone *)zone {
    (void)zone;
    return self;
}
@end

static void printDecimal(const char *label, NSDecimal d) {
    printf("%s: exponent %d length %u negative %u compact %u mantissa", label, d._exponent, d._length, d._isNegative,
           d._isCompact);
    for (unsigned i = 0; i < d._length; i++) printf(" %u", d._mantissa[i]);
    printf("\n");
}

int main(void) {
    @autoreleasepool {
        NSURL *url = [NSURL URLWithString:@"https://github.com/ibireme/YYModel?x=1"];
        printf("url %s scheme %s host %s path %s\n", url.absoluteString.UTF8String, url.scheme.UTF8String,
               url.host.UTF8String, url.path.UTF8String);
        NSURL *same = [[NSURL alloc] initWithString:@"https://github.com/ibireme/YYModel?x=1"];
        printf("equal %d\n", [url isEqual:same]);

        NSAttributedString *text = [[NSAttributedString alloc] initWithString:@"test" attributes:@{ @"k" : @"v" }];
        NSAttributedString *plain = [[NSAttributedString alloc] initWithString:@"test"];
        printf("attributed %s length %lu attributes %lu equal to plain %d\n", text.string.UTF8String,
               (unsigned long)text.length, (unsigned long)text.attributes.count, [text isEqualToAttributedString:plain]);

        NSMutableData *data = [NSMutableData data];
        [data appendBytes:"abc" length:3];
        [data appendData:[NSData dataWithBytes:"de" length:2]];
        [data setLength:4];
        NSMutableData *copy = [[NSData dataWithBytes:"xy" length:2] mutableCopy];
        [copy appendBytes:"z" length:1];
        printf("data %.*s length %lu, mutable copy %.*s (%s)\n", (int)data.length, (const char *)data.bytes,
               (unsigned long)data.length, (int)copy.length, (const char *)copy.bytes,
               [copy isKindOfClass:[NSMutableData class]] ? "NSMutableData" : "?");

        // NSDecimal: Foundation's layout, to and from NSDecimalNumber and any NSNumber.
        printf("sizeof(NSDecimal) %zu\n", sizeof(NSDecimal));
        NSDecimalNumber *price = [NSDecimalNumber decimalNumberWithString:@"-123.45"];
        NSDecimal d = price.decimalValue;
        printDecimal("-123.45", d);
        printf("back %s\n", [NSDecimalNumber decimalNumberWithDecimal:d].stringValue.UTF8String);
        printDecimal("@(1.5)", [@(1.5) decimalValue]);
        printDecimal("@(70000)", [@70000 decimalValue]);
        NSDecimal big = [NSDecimalNumber decimalNumberWithString:@"12345678901234567890123456789012345678"].decimalValue;
        printDecimal("38 digits", big);
        NSDecimalNumber *bigNumber = [[NSDecimalNumber alloc] initWithDecimal:big];
        printf("back %s\n", bigNumber.stringValue.UTF8String);
        NSDecimal nan = [NSDecimalNumber notANumber].decimalValue;
        printDecimal("NaN", nan);
        printf("back %s, zero %s\n", [NSDecimalNumber decimalNumberWithDecimal:nan].stringValue.UTF8String,
               [NSDecimalNumber decimalNumberWithDecimal:[@0 decimalValue]].stringValue.UTF8String);
        printf("equal to number %d\n", [[NSDecimalNumber decimalNumberWithDecimal:[@(-3.25) decimalValue]] isEqual:@(-3.25)]);

        Coded *coded = [Coded new];
        printf("NSCoding %d NSCopying %d\n", [coded conformsToProtocol:@protocol(NSCoding)],
               [coded conformsToProtocol:@protocol(NSCopying)]);

        // Apple's Foundation brings these along.
        double inf = HUGE_VAL;
        printf("isnan %d isinf %d kNilOptions %d CGRect %zu\n", isnan(NAN) != 0, isinf(inf) != 0, (int)kNilOptions,
               sizeof(CGRect));
        CGRect r = CGRectMake(1, 2, 3, 4);
        printf("@encode(CGRect) %s, height %g\n", @encode(CGRect), r.size.height);
#if !__has_feature(objc_arc)
        [same release];
        [text release];
        [plain release];
        [copy release];
        [coded release];
        [bigNumber release];
#endif
    }
    return 0;
}
