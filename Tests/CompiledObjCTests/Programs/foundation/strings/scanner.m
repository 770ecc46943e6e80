// NSScanner from compiled code: YYModel's reading of a property's type encoding
// (@"NSString<NSCopying><Foo>"), strings, sets, numbers, whitespace skipping, case, locations
// in UTF-16 units; a failed scan leaves the location where it was.
#import <Foundation/Foundation.h>
#include <stdio.h>

#pragma clang diagnostic ignored "-Wnonnull"

int main(void) {
    @autoreleasepool {
        NSScanner *scanner = [NSScanner scannerWithString:@"@\"NSString<NSCopying><Foo>\""];
        NSString *className = nil;
        BOOL quote = [scanner scanString:@"@\"" intoString:NULL];
        BOOL name = [scanner scanUpToCharactersFromSet:[NSCharacterSet characterSetWithCharactersInString:@"\"<"]
                                            intoString:&className];
        printf("type: %d %d [%s]", quote, name, className.UTF8String);
        while ([scanner scanString:@"<" intoString:NULL]) {
            NSString *protocol = nil;
            if ([scanner scanUpToString:@">" intoString:&protocol]) printf(" <%s>", protocol.UTF8String);
            [scanner scanString:@">" intoString:NULL];
        }
        printf(" at %lu, end %d\n", (unsigned long)scanner.scanLocation, scanner.isAtEnd);

        NSScanner *numbers = [[NSScanner alloc] initWithString:@"  42 -7 3.5e2 x 99999999999 1e 12345678901234"];
        int i = 0;
        NSInteger n = 0;
        double d = 0;
        long long ll = 0;
        BOOL a = [numbers scanInt:&i];
        BOOL b = [numbers scanInteger:&n];
        BOOL c = [numbers scanDouble:&d];
        NSUInteger before = numbers.scanLocation;
        BOOL failed = [numbers scanInt:&i];
        printf("numbers: %d %d %d [%d %ld %g] failed %d location kept %d\n", a, b, c, i, (long)n, d, failed,
               numbers.scanLocation == before);
        [numbers scanString:@"x" intoString:NULL];
        BOOL clamped = [numbers scanInt:&i];
        BOOL exponentless = [numbers scanDouble:&d];
        NSString *rest = nil;
        [numbers scanString:@"e" intoString:&rest];
        [numbers scanLongLong:&ll];
        printf("clamped %d %d, 1e %d %g then [%s], long long %lld, end %d\n", clamped, i, exponentless, d,
               rest.UTF8String, ll, numbers.isAtEnd);

        NSScanner *words = [NSScanner scannerWithString:@"Key = Value; \u00e9\U0001F600 tail"];
        NSString *key = nil, *value = nil, *upper = nil;
        [words scanCharactersFromSet:[NSCharacterSet letterCharacterSet] intoString:&key];
        BOOL eq = [words scanString:@"=" intoString:NULL];
        [words scanUpToString:@";" intoString:&value];
        [words scanString:@";" intoString:NULL];
        printf("words: [%s] %d [%s] at %lu\n", key.UTF8String, eq, value.UTF8String, (unsigned long)words.scanLocation);
        [words scanUpToCharactersFromSet:[NSCharacterSet whitespaceCharacterSet] intoString:&upper];
        printf("emoji [%s] at %lu\n", upper.UTF8String, (unsigned long)words.scanLocation);

        NSScanner *cased = [NSScanner scannerWithString:@"HELLO world"];
        printf("case-insensitive by default: %d", [cased scanString:@"hello" intoString:NULL]);
        cased.caseSensitive = YES;
        printf(", sensitive: %d %d\n", [cased scanString:@"WORLD" intoString:NULL], [cased scanString:@"world" intoString:NULL]);

        NSScanner *noSkip = [NSScanner scannerWithString:@" x"];
        noSkip.charactersToBeSkipped = nil;
        printf("no skipping: %d", [noSkip scanString:@"x" intoString:NULL]);
        noSkip.scanLocation = 1;
        printf(", after setScanLocation: %d, end %d\n", [noSkip scanString:@"x" intoString:NULL], noSkip.isAtEnd);
        @try {
            noSkip.scanLocation = 5;
        } @catch (NSException *e) {
            printf("beyond: %s\n", e.name.UTF8String);
        }
        printf("nil string: %s\n", [[NSScanner alloc] initWithString:@""].string.length == 0 ? "empty" : "?");
    }
    return 0;
}
