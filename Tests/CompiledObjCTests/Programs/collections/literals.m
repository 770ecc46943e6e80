// Objective-C literals on MiniObjC's value classes: `@[…]` is +arrayWithObjects:count:,
// `@{…}` +dictionaryWithObjects:forKeys:count:, `@(…)` / `@YES` / `@1.5` / `@'c'` the
// +numberWith…: that fits the expression's type (an enum's underlying type, a BOOL, a
// char), `@(cString)` +stringWithUTF8String:, `@(range)` of a boxable struct
// +valueWithBytes:objCType:. Every +numberWith…: and …Value, -compare:,
// -isEqualToNumber:, -stringValue, -objCType, and NSNull. A nil element in a literal raises
// NSInvalidArgumentException.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#include <stdio.h>
#include <string.h>

typedef enum { Red, Green, Blue } Colour;
typedef enum : unsigned char { Small = 200 } Byte;
typedef enum : long long { Huge = 1LL << 40 } Wide;

static void show(const char *label, NSNumber *n) {
    printf("%-22s %-3s %s\n", label, [n objCType], [[n stringValue] UTF8String]);
}

int main(void) {
    @autoreleasepool {
        NSArray *a = @[ @"one", @2, @3.5 ];
        printf("@[…]: %lu elements, class %s, [1] = %d\n", (unsigned long)[a count], class_getName([a class]),
               [a[1] intValue]);
        printf("@[] is empty: %lu\n", (unsigned long)[@[] count]);
        NSDictionary *d = @{ @"a" : @1, @"b" : @[ @"x", @"y" ], @3 : @"three" };
        printf("@{…}: %lu pairs, a = %d, b[1] = %s, 3 = %s\n", (unsigned long)[d count], [d[@"a"] intValue],
               [d[@"b"][1] UTF8String], [d[@3] UTF8String]);
        NSArray *nested = @[ @{ @"k" : @[ @1, @2 ] }, @[ @[ @"deep" ] ] ];
        printf("nested: %s %d\n", [nested[1][0][0] UTF8String], [nested[0][@"k"][1] intValue]);

        show("@YES", @YES);
        show("@NO", @NO);
        show("@1.5", @1.5);
        show("@1.5f", @1.5f);
        show("@'c'", @'c');
        show("@42", @42);
        show("@42u", @42u);
        show("@-42L", @-42L);
        show("@42ULL", @42ULL);
        int i = -7;
        unsigned short us = 65535;
        double pi = 3.25;
        show("@(int)", @(i));
        show("@(unsigned short)", @(us));
        show("@(i * 2 + 1)", @(i * 2 + 1));
        show("@(double)", @(pi));
        show("@(enum)", @(Blue));
        show("@(enum : uchar)", @(Small));
        show("@(enum : long long)", @(Huge));
        show("@(BOOL)", @((BOOL)(i < 0)));
        show("@(sizeof)", @(sizeof(double)));

        const char *c = "boxed C string";
        NSString *s = @(c);
        printf("@(char *): %s, length %lu\n", [s UTF8String], (unsigned long)[s length]);

        NSRange r = NSMakeRange(3, 4);
        NSValue *v = @(r);
        NSRange back = [v rangeValue];
        printf("@(NSRange): %s {%lu, %lu}\n", [v objCType], (unsigned long)back.location, (unsigned long)back.length);

        /* Every factory and every accessor. */
        show("numberWithChar:", [NSNumber numberWithChar:-5]);
        show("numberWithUnsignedChar:", [NSNumber numberWithUnsignedChar:250]);
        show("numberWithShort:", [NSNumber numberWithShort:-300]);
        show("numberWithUnsignedShort:", [NSNumber numberWithUnsignedShort:60000]);
        show("numberWithInt:", [NSNumber numberWithInt:-70000]);
        show("numberWithUnsignedInt:", [NSNumber numberWithUnsignedInt:4000000000u]);
        show("numberWithLong:", [NSNumber numberWithLong:-5000000000L]);
        show("numberWithUnsignedLong:", [NSNumber numberWithUnsignedLong:18000000000000000000UL]);
        show("numberWithLongLong:", [NSNumber numberWithLongLong:-9000000000000000000LL]);
        show("numberWithUnsignedLongLong:", [NSNumber numberWithUnsignedLongLong:18446744073709551615ULL]);
        show("numberWithInteger:", [NSNumber numberWithInteger:-12]);
        show("numberWithUnsignedInteger:", [NSNumber numberWithUnsignedInteger:12]);
        show("numberWithFloat:", [NSNumber numberWithFloat:0.25f]);
        show("numberWithDouble:", [NSNumber numberWithDouble:-1e100]);
        show("numberWithBool:", [NSNumber numberWithBool:YES]);

        NSNumber *x = @300.75;
        printf("300.75 as char %d uchar %u short %d ushort %u int %d uint %u\n", [x charValue],
               [x unsignedCharValue], [x shortValue], [x unsignedShortValue], [x intValue], [x unsignedIntValue]);
        printf("  long %ld ulong %lu llong %lld ullong %llu integer %ld uinteger %lu\n", [x longValue],
               [x unsignedLongValue], [x longLongValue], [x unsignedLongLongValue], (long)[x integerValue],
               (unsigned long)[x unsignedIntegerValue]);
        printf("  float %.2f double %.2f bool %d\n", [x floatValue], [x doubleValue], [x boolValue]);
        printf("@0 boolValue %d, @-1 unsignedIntValue %u\n", [@0 boolValue], [@-1 unsignedIntValue]);

        printf("compare: 1 vs 2 %ld, 2 vs 1 %ld, 2 vs 2.0 %ld, -1 vs UINT64_MAX %ld\n", (long)[@1 compare:@2],
               (long)[@2 compare:@1], (long)[@2 compare:@2.0],
               (long)[@-1 compare:[NSNumber numberWithUnsignedLongLong:18446744073709551615ULL]]);
        printf("isEqualToNumber: 1 == 1.0 %d, 1 == 2 %d, YES == 1 %d\n", [@1 isEqualToNumber:@1.0],
               [@1 isEqualToNumber:@2], [@YES isEqualToNumber:@1]);
        printf("isEqual: across literals %d, hash 7 == 7.0 %d\n", [@7 isEqual:@7.0], [@7 hash] == [@7.0 hash]);

        NSNull *null = [NSNull null];
        NSArray *withNull = @[ @1, null ];
        printf("NSNull: singleton %d, in an array %d, description %s\n", null == [NSNull null],
               withNull[1] == null, [[null description] UTF8String]);

        id nothing = nil;
        @try {
            NSArray *bad = @[ @1, nothing ];
            printf("not reached %lu\n", (unsigned long)[bad count]);
        } @catch (NSException *e) {
            printf("%s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }
        @try {
            NSDictionary *bad = @{ @"k" : nothing };
            printf("not reached %lu\n", (unsigned long)[bad count]);
        } @catch (NSException *e) {
            printf("%s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }
    }
    return 0;
}
