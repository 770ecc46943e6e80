// NSJSONSerialization in the host (`objcrt run --host`): ModelMapping's reader and writer
// behind Foundation's three class methods. Each line prints what Apple's Foundation gives
// for the same call (the expected file says so where MiniObjC differs on purpose).
#import <Foundation/Foundation.h>
#include <math.h>

static NSData *utf8(const char *text) { return [NSData dataWithBytes:text length:strlen(text)]; }

/* Autoreleased in both builds: the program runs with and without ARC, under LeakSanitizer too. */
static id owned_by_pool(id object) {
#if !__has_feature(objc_arc)
    [object autorelease];
#endif
    return object;
}

static NSString *text(NSData *data) {
    return data ? owned_by_pool([[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding]) : @"(nil)";
}

static NSString *write(id object, NSJSONWritingOptions options) {
    NSError *error = nil;
    NSData *data = [NSJSONSerialization dataWithJSONObject:object options:options error:&error];
    return data ? text(data) : [NSString stringWithFormat:@"nil, %@", error];
}

static id read(const char *json, NSJSONReadingOptions options) {
    NSError *error = nil;
    id object = [NSJSONSerialization JSONObjectWithData:utf8(json) options:options error:&error];
    if (!object) printf("  error %ld %s: %s [index %s]\n", (long)error.code, error.domain.UTF8String,
                        [error.userInfo[NSDebugDescriptionErrorKey] UTF8String],
                        [[error.userInfo[@"NSJSONSerializationErrorIndex"] description] UTF8String]);
    return object;
}

static void roundTrip(const char *json) {
    id object = read(json, NSJSONReadingFragmentsAllowed);
    printf("%s -> %s\n", json, object ? write(object, NSJSONWritingSortedKeys | NSJSONWritingFragmentsAllowed).UTF8String : "nil");
}

static void number(const char *json) {
    NSNumber *n = read(json, NSJSONReadingFragmentsAllowed);
    const char *type = [n objCType];
    char value[64];
    if (*type == 'd') snprintf(value, sizeof value, "%.17g", [n doubleValue]);
    else if (*type == 'Q') snprintf(value, sizeof value, "%llu", [n unsignedLongLongValue]);
    else snprintf(value, sizeof value, "%lld", [n longLongValue]);
    printf("%-22s %s %-24s %s\n", json, type, value, write(n, NSJSONWritingFragmentsAllowed).UTF8String);
}

static void valid(const char *label, id object) {
    printf("valid %-22s %s\n", label, [NSJSONSerialization isValidJSONObject:object] ? "YES" : "NO");
}

static void invalid(const char *label, id object, NSJSONWritingOptions options) {
    @try {
        NSData *data = [NSJSONSerialization dataWithJSONObject:object options:options error:NULL];
        printf("write %-22s no raise: %s\n", label, text(data).UTF8String);
    } @catch (NSException *e) {
        printf("write %-22s %s: %s\n", label, e.name.UTF8String, e.reason.UTF8String);
    }
}

int main(void) {
    @autoreleasepool {
        printf("-- round trips\n");
        roundTrip("{\"b\":[1,2,{\"c\":null}],\"a\":\"x\",\"t\":true,\"f\":false}");
        roundTrip("[]");
        roundTrip("{}");
        roundTrip(" [ 1 , [ [ ] ] , { } ] ");
        roundTrip("\"a/b\"");

        printf("-- strings and escapes\n");
        NSString *s = read("[\"\\u00e9\\u4e2d\\ud83d\\ude00 \\\"q\\\" \\\\ \\/ \\b\\f\\n\\r\\t\\u0001\"]", 0)[0];
        printf("length %lu, utf8 %s\n", (unsigned long)s.length, [[s substringToIndex:4] UTF8String]);
        printf("%s\n", write(@[s], 0).UTF8String);
        printf("%s\n", write(@[@"a/b"], NSJSONWritingWithoutEscapingSlashes).UTF8String);
        printf("%s\n", write(@[@"caf\u00e9 \U0001F600"], 0).UTF8String);
        read("[\"\\ud83d\"]", 0);
        read("[\"\\ude00\"]", 0);
        read("[\"\\u12\"]", 0);
        read("[\"a\tb\"]", 0);
        read("[\"\xff\"]", 0);

        printf("-- numbers\n");
        number("0");
        number("-0");
        number("42");
        number("-17");
        number("9223372036854775807");
        number("-9223372036854775808");
        number("18446744073709551615");
        number("1.5");
        number("-0.25");
        number("1e3");
        number("2.5E-3");
        number("1e300");
        number("0.1");
        number("12345678901234567890123");
        number("0.1234567890123456789");
        number("true");
        number("false");
        printf("%s\n", write(@[@1.0, @(0.1f), @-3, @YES, @(100000000000000000.0), @(1e-7)], 0).UTF8String);
        read("[01]", 0);
        read("[1.]", 0);
        read("[-]", 0);
        read("[1e400]", 0);

        printf("-- options\n");
        id plain = read("{\"a\":[\"s\"]}", 0);
        id mutable = read("{\"a\":[\"s\"]}", NSJSONReadingMutableContainers);
        id leaves = read("{\"a\":[\"s\"]}", NSJSONReadingMutableLeaves);
        printf("plain:   %d %d %d\n", [plain isKindOfClass:[NSMutableDictionary class]],
               [plain[@"a"] isKindOfClass:[NSMutableArray class]], [plain[@"a"][0] isKindOfClass:[NSMutableString class]]);
        printf("mutable: %d %d %d\n", [mutable isKindOfClass:[NSMutableDictionary class]],
               [mutable[@"a"] isKindOfClass:[NSMutableArray class]], [mutable[@"a"][0] isKindOfClass:[NSMutableString class]]);
        printf("leaves:  %d %d %d\n", [leaves isKindOfClass:[NSMutableDictionary class]],
               [leaves[@"a"] isKindOfClass:[NSMutableArray class]], [leaves[@"a"][0] isKindOfClass:[NSMutableString class]]);
        [mutable setObject:@"added" forKey:@"b"];
        [mutable[@"a"] addObject:@2];
        printf("%s\n", write(mutable, NSJSONWritingSortedKeys).UTF8String);
        printf("fragment without the option: %s\n", read("42", 0) ? "object" : "nil");
        printf("fragment with the option: %s\n", [[read(" \"s\" ", NSJSONReadingAllowFragments) description] UTF8String]);
        printf("%s\n", write(@{@"b10" : @1, @"b9" : @2, @"B1" : @3, @"a" : @4}, NSJSONWritingSortedKeys).UTF8String);
        printf("%s\n", write(@{@"k" : @[@1, @{}, @[]], @"e" : @{}, @"z" : @{@"n" : [NSNull null]}},
                             NSJSONWritingPrettyPrinted | NSJSONWritingSortedKeys).UTF8String);
        printf("%s\n", write(@[], NSJSONWritingPrettyPrinted).UTF8String);
        printf("%s\n", write(@"top", NSJSONWritingFragmentsAllowed).UTF8String);

        printf("-- errors\n");
        read("", 0);
        read("   ", 0);
        read("{\"a\":1,}", 0);
        read("[1,2", 0);
        read("{\"a\" 1}", 0);
        read("[1]x", 0);
        read("[nul]", 0);
        read("{\n  \"a\": [1,\n  @]}", 0);
        NSError *error = nil;
        id none = [NSJSONSerialization JSONObjectWithData:nil options:0 error:&error];
        printf("nil data: %s, %s\n", none ? "object" : "nil", [error.userInfo[NSDebugDescriptionErrorKey] UTF8String]);
        printf("%s\n", [[read("[", 0) description] UTF8String] ?: "(nil)");
        error = nil;
        [NSJSONSerialization JSONObjectWithData:utf8("{") options:0 error:&error];
        printf("%s\n", error.localizedDescription.UTF8String);
        printf("no error pointer: %s\n", [NSJSONSerialization JSONObjectWithData:utf8("{") options:0 error:NULL] ? "object" : "nil");
        NSMutableString *deep = [NSMutableString string];
        for (int i = 0; i < 600; i++) [deep appendString:@"["];
        read(deep.UTF8String, 0);

        printf("-- isValidJSONObject\n");
        valid("array", @[@1, @"s", [NSNull null], @{@"k" : @[]}]);
        valid("dictionary", @{@"k" : @1.5});
        valid("string at top", @"s");
        valid("number at top", @1);
        valid("null at top", [NSNull null]);
        valid("nil", nil);
        valid("NaN", @[@(NAN)]);
        valid("infinity", @[@(INFINITY)]);
        valid("non-string key", @{@1 : @"v"});
        valid("NSData value", @[[NSData data]]);
        valid("NSObject value", @[owned_by_pool([NSObject new])]);
        valid("set", [NSSet setWithObject:@1]);

        printf("-- invalid objects raise\n");
        invalid("NaN", @[@(NAN)], 0);
        invalid("infinity", @{@"k" : @(-INFINITY)}, 0);
        invalid("non-string key", @{@1 : @"v"}, 0);
        invalid("NSData value", @[[NSData data]], 0);
        invalid("string at top", @"s", 0);
        invalid("nil", nil, 0);
    }
    return 0;
}
