// NSString's methods from compiled code: length and characters in UTF-16 units (é is one
// unit, 😀 a surrogate pair), comparison, prefixes and suffixes, searching, substrings, case,
// splitting and joining, appending and replacing, numeric values, creation and encodings;
// ranges and indexes beyond the string raise NSRangeException, nil arguments
// NSInvalidArgumentException.
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

#pragma clang diagnostic ignored "-Wnonnull"
#pragma clang diagnostic ignored "-Wobjc-redundant-literal-use"

static const char *order(NSComparisonResult r) {
    return r == NSOrderedAscending ? "ascending" : r == NSOrderedSame ? "same" : "descending";
}
static void range(const char *label, NSRange r) {
    if (r.location == NSNotFound) printf("%s: not found (%lu)\n", label, (unsigned long)r.length);
    else printf("%s: {%lu, %lu}\n", label, (unsigned long)r.location, (unsigned long)r.length);
}
#define RAISES(label, expr)                                                          \
    do {                                                                             \
        @try {                                                                       \
            (void)(expr);                                                            \
            printf("%s: no exception\n", label);                                     \
        } @catch (NSException *e) {                                                  \
            printf("%s: %s: %s\n", label, e.name.UTF8String, e.reason.UTF8String);   \
        }                                                                            \
    } while (0)

int main(void) {
    @autoreleasepool {
        NSString *s = @"caf\u00e9 \U0001F600!";
        printf("length %lu, bytes %zu\n", (unsigned long)s.length, strlen(s.UTF8String));
        for (NSUInteger i = 0; i < s.length; i++) printf("%04x ", [s characterAtIndex:i]);
        printf("\n");
        printf("substring from 5: [%s], to 4: [%s], range {3, 4}: [%s]\n", [s substringFromIndex:5].UTF8String,
               [s substringToIndex:4].UTF8String, [s substringWithRange:NSMakeRange(3, 4)].UTF8String);
        printf("inside the pair: from 6 [%s], to 6 [%s]\n", [s substringFromIndex:6].UTF8String,
               [s substringToIndex:6].UTF8String);
        RAISES("characterAtIndex: 8", [s characterAtIndex:8]);
        RAISES("substringFromIndex: 9", [s substringFromIndex:9]);
        RAISES("substringToIndex: 9", [s substringToIndex:9]);
        RAISES("substringWithRange: {6, 3}", [s substringWithRange:NSMakeRange(6, 3)]);
        RAISES("substringWithRange: {NSNotFound, 1}", [s substringWithRange:NSMakeRange(NSNotFound, 1)]);
        printf("substring at the end: [%s] [%s]\n", [s substringFromIndex:8].UTF8String,
               [s substringWithRange:NSMakeRange(8, 0)].UTF8String);

        // Comparison.
        printf("compare: %s %s %s %s\n", order([@"apple" compare:@"banana"]), order([@"b" compare:@"a"]),
               order([@"same" compare:@"same"]), order([@"ab" compare:@"abc"]));
        printf("case: %s %s %s\n", order([@"Apple" compare:@"apple"]), order([@"Apple" caseInsensitiveCompare:@"aPPLE"]),
               order([@"\u00c9t\u00e9" caseInsensitiveCompare:@"\u00e9T\u00c9"]));
        printf("numeric: %s %s, standard: %s\n", order([@"file10" compare:@"file9"]),
               order([@"file10" compare:@"file9" options:NSNumericSearch]),
               order([@"file2" localizedStandardCompare:@"File10"]));
        printf("nil: %s\n", order([@"x" compare:nil]));
        printf("equal: %d %d %d %d\n", [@"abc" isEqualToString:@"abc"], [@"abc" isEqualToString:@"abd"],
               [@"abc" isEqual:[NSMutableString stringWithString:@"abc"]], [@"abc" isEqualToString:nil]);
        printf("prefix: %d %d %d %d, suffix: %d %d %d\n", [s hasPrefix:@"caf"], [s hasPrefix:@"cafe"], [s hasPrefix:@""],
               [s hasPrefix:nil], [s hasSuffix:@"\U0001F600!"], [s hasSuffix:@"?"], [@"" hasSuffix:@""]);

        // Searching.
        range("rangeOfString: !", [s rangeOfString:@"!"]);
        range("rangeOfString: emoji", [s rangeOfString:@"\U0001F600"]);
        range("rangeOfString: missing", [s rangeOfString:@"z"]);
        range("rangeOfString: empty", [s rangeOfString:@""]);
        range("case-insensitive", [@"Hello World" rangeOfString:@"WORLD" options:NSCaseInsensitiveSearch]);
        range("backwards", [@"abcabc" rangeOfString:@"bc" options:NSBackwardsSearch]);
        range("anchored", [@"abcabc" rangeOfString:@"bc" options:NSAnchoredSearch]);
        range("anchored backwards", [@"abcabc" rangeOfString:@"bc" options:NSAnchoredSearch | NSBackwardsSearch]);
        range("in range", [@"abcabc" rangeOfString:@"a" options:0 range:NSMakeRange(1, 5)]);
        RAISES("rangeOfString: nil", [s rangeOfString:nil]);
        RAISES("rangeOfString: beyond", [@"abc" rangeOfString:@"a" options:0 range:NSMakeRange(2, 5)]);
        printf("contains: %d %d %d, insensitive %d\n", [s containsString:@"f\u00e9"], [s containsString:@"fe"],
               [s containsString:@""], [@"ABC" localizedCaseInsensitiveContainsString:@"bc"]);

        // Case.
        printf("upper [%s] lower [%s]\n", @"Strasse \u00e9t\u00e9 abc".uppercaseString.UTF8String,
               @"\u00c9T\u00c9 ABC \u03a9".lowercaseString.UTF8String);
        printf("capitalized [%s]\n", @"hello wORLD\tnew\nline  \u00e9t\u00c9".capitalizedString.UTF8String);

        // Splitting, joining, appending, replacing.
        NSArray *parts = [@"a,b,,c," componentsSeparatedByString:@","];
        printf("split %lu: [%s]\n", (unsigned long)parts.count, [parts componentsJoinedByString:@"|"].UTF8String);
        printf("split by many: [%s]\n", [[@"one::two::" componentsSeparatedByString:@"::"] componentsJoinedByString:@"+"].UTF8String);
        printf("split empty: %lu, by empty: %lu\n", (unsigned long)[@"" componentsSeparatedByString:@","].count,
               (unsigned long)[@"abc" componentsSeparatedByString:@""].count);
        printf("join numbers: [%s], nil separator: [%s]\n", [@[ @1, @"two", @3.5 ] componentsJoinedByString:@", "].UTF8String,
               [@[ @"a", @"b" ] componentsJoinedByString:nil].UTF8String);
        RAISES("split nil", [s componentsSeparatedByString:nil]);
        printf("append [%s]\n", [@"abc" stringByAppendingString:@"d\u00e9f"].UTF8String);
        RAISES("append nil", [@"abc" stringByAppendingString:nil]);
        printf("replace [%s] [%s] [%s]\n",
               [@"a-b-c" stringByReplacingOccurrencesOfString:@"-" withString:@"--"].UTF8String,
               [@"aaaa" stringByReplacingOccurrencesOfString:@"aa" withString:@"b"].UTF8String,
               [@"abc" stringByReplacingOccurrencesOfString:@"" withString:@"x"].UTF8String);
        RAISES("replace nil", [@"abc" stringByReplacingOccurrencesOfString:@"a" withString:nil]);
        printf("replace range [%s]\n", [@"userName" stringByReplacingCharactersInRange:NSMakeRange(0, 1)
                                                                            withString:[[@"userName" substringToIndex:1] uppercaseString]].UTF8String);
        RAISES("replace range beyond", [@"abc" stringByReplacingCharactersInRange:NSMakeRange(3, 1) withString:@"x"]);

        // Numbers.
        printf("int %d %d %d %d %d %d\n", @"42".intValue, @"  -17abc".intValue, @"+8".intValue, @"x1".intValue,
               @"99999999999".intValue, @"-99999999999".intValue);
        printf("integer %ld, long long %lld %lld\n", (long)@"123456789012".integerValue, @"-9223372036854775808".longLongValue,
               @"9223372036854775808".longLongValue);
        printf("double %g %g %g %g %g %g\n", @"3.25".doubleValue, @" -1.5e3xyz".doubleValue, @".5".doubleValue,
               @"inf".doubleValue, @"0x10".doubleValue, @"1e".doubleValue);
        printf("float %g\n", (double)@"0.1".floatValue);
        printf("bool %d %d %d %d %d %d %d %d\n", @"YES".boolValue, @"yes".boolValue, @"true".boolValue, @"1".boolValue,
               @"  -007".boolValue, @"NO".boolValue, @"0".boolValue, @"".boolValue);

        // Creation and encodings.
        printf("utf8 [%s] invalid %p\n", [NSString stringWithUTF8String:"ok \xc3\xa9"].UTF8String,
               [NSString stringWithUTF8String:"bad \xc3"]);
        printf("string [%s] init [%s] empty %lu new %lu\n", [NSString stringWithString:@"copy"].UTF8String,
               [[NSString alloc] initWithString:@"init"].UTF8String, (unsigned long)[NSString string].length,
               (unsigned long)[NSString new].length);
        NSString *latin = [[NSString alloc] initWithBytes:"caf\xe9" length:4 encoding:NSISOLatin1StringEncoding];
        printf("latin-1 [%s] length %lu\n", latin.UTF8String, (unsigned long)latin.length);
        printf("ascii of non-ascii: %p, utf8 of latin-1 bytes: %p\n",
               [[NSString alloc] initWithBytes:"caf\xe9" length:4 encoding:NSASCIIStringEncoding],
               [[NSString alloc] initWithBytes:"caf\xe9" length:4 encoding:NSUTF8StringEncoding]);
        NSData *data = [@"h\u00e9" dataUsingEncoding:NSUTF8StringEncoding];
        printf("data %lu bytes, latin-1 %lu bytes, ascii %p, byte length %lu\n", (unsigned long)data.length,
               (unsigned long)[@"h\u00e9" dataUsingEncoding:NSISOLatin1StringEncoding].length,
               [@"h\u00e9" dataUsingEncoding:NSASCIIStringEncoding],
               (unsigned long)[@"h\u00e9" lengthOfBytesUsingEncoding:NSUTF8StringEncoding]);
        RAISES("stringWithString: nil", [NSString stringWithString:nil]);
        NSString *fromData = [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
        NSString *fromC = [NSString stringWithCString:"caf\xe9" encoding:NSISOLatin1StringEncoding];
        NSMutableString *mutableFromC = [NSMutableString stringWithCString:"m" encoding:NSASCIIStringEncoding];
        printf("data back [%s], cString latin-1 [%s], mutable %d, nil data %p\n", fromData.UTF8String, fromC.UTF8String,
               [mutableFromC isKindOfClass:[NSMutableString class]], [[NSString alloc] initWithData:nil encoding:NSUTF8StringEncoding]);
        const char *latinBytes = [@"caf\u00e9" cStringUsingEncoding:NSISOLatin1StringEncoding];
        printf("cString: utf8 [%s] latin-1 %zu bytes, last %02x, ascii of é %p\n",
               [@"caf\u00e9" cStringUsingEncoding:NSUTF8StringEncoding], strlen(latinBytes),
               (unsigned char)latinBytes[3], [@"caf\u00e9" cStringUsingEncoding:NSASCIIStringEncoding]);
    }
    return 0;
}
