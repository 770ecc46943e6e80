// What Foundation's formats add to printf's: %@ (an object's -description, "(null)" for nil,
// width and precision in UTF-16 units), %C / %S (unichar), %lc / %ls (wchar_t), %p of NULL,
// %D %U %O, %n (consumes its pointer, stores nothing), an unknown conversion (copied); the
// va_list forms; NSMutableString's formats; a nil format (NSInvalidArgumentException); a
// -description that throws (the exception reaches the caller, nothing leaks under ASan).
#import <Foundation/Foundation.h>
#include <stdarg.h>
#include <stdio.h>
#include <wchar.h>

#pragma clang diagnostic ignored "-Wformat"
#pragma clang diagnostic ignored "-Wformat-invalid-specifier"
#pragma clang diagnostic ignored "-Wnonnull"

@interface Point2 : NSObject
@property int x, y;
@end
@implementation Point2
- (NSString *)description { return [NSString stringWithFormat:@"(%d, %d)", self.x, self.y]; }
@end

@interface Broken : NSObject
@end
@implementation Broken
- (NSString *)description { @throw [NSException exceptionWithName:@"BrokenDescription" reason:@"no words" userInfo:nil]; }
@end

static void show(NSString *label, NSString *s) { printf("%-12s [%s] length %lu\n", label.UTF8String, s.UTF8String, (unsigned long)s.length); }

static NSString *viaArguments(NSString *format, ...) {
    va_list ap;
    va_start(ap, format);
    NSString *s = [[NSString alloc] initWithFormat:format arguments:ap];
    va_end(ap);
    return s;
}

static void raiseVia(NSString *format, ...) {
    va_list ap;
    va_start(ap, format);
    [NSException raise:NSGenericException format:format arguments:ap];
    va_end(ap);
}

int main(void) {
    @autoreleasepool {
        Point2 *p = [Point2 new];
        p.x = 3;
        p.y = -4;
        show(@"object", [NSString stringWithFormat:@"p=%@ s=%@ n=%@", p, @"str", @42]);
        show(@"nil", [NSString stringWithFormat:@"%@|%10@|%-8@|", nil, nil, nil]);
        show(@"width", [NSString stringWithFormat:@"%8@|%-8@|", @"abc", @"abc"]);
        show(@"precision", [NSString stringWithFormat:@"%.2@|%6.2@|", @"abcdef", @"abcdef"]);
        show(@"units", [NSString stringWithFormat:@"%5@|%.1@|", @"\u00e9\U0001F600", @"\U0001F600x"]);
        show(@"class", [NSString stringWithFormat:@"%@", [NSString class]]);
        unichar hello[] = {'h', 0xe9, 0xd83d, 0xde00, 0};
        show(@"%C %S", [NSString stringWithFormat:@"%C%C|%S|%.2S|%6S|", (unichar)'A', (unichar)0x263a, hello, hello, hello]);
        show(@"%lc %ls", [NSString stringWithFormat:@"%lc|%ls|%-5ls|%4lc|%3C|", (wint_t)0x1F600, L"w\u00e9", L"ab",
                                                     (wint_t)0x1F600, (unichar)'c']);
        show(@"%p NULL", [NSString stringWithFormat:@"%p|%5p|", NULL, NULL]);
        show(@"%D %U %O", [NSString stringWithFormat:@"%D %U %O", -5L, 6UL, 8UL]);
        int stored = 77;
        show(@"%n", [NSString stringWithFormat:@"ab%ncd %d", &stored, 5]);
        printf("%%n stored nothing: %d\n", stored);
        show(@"unknown", [NSString stringWithFormat:@"%k %d %", 9]);
        show(@"position", [NSString stringWithFormat:@"%99999999$d|%1$d", 4]);
        show(@"%S NULL", [NSString stringWithFormat:@"%S|%ls", (const unichar *)NULL, (const wchar_t *)NULL]);
        show(@"%c high", [NSString stringWithFormat:@"%c", 0xe9]);
        show(@"%@ escaped", [NSString stringWithFormat:@"%%@ %@", @"x"]);
        show(@"arguments", viaArguments(@"%s-%d-%@-%.1f", "a", 2, @"c", 4.25));
        show(@"init", [[NSString alloc] initWithFormat:@"%05.1f", 2.25]);

        NSMutableString *m = [NSMutableString stringWithFormat:@"%d", 1];
        [m appendFormat:@" %@ %d", @"two", 3];
        [m appendFormat:@""];
        printf("mutable: %s %d\n", m.UTF8String, [m isKindOfClass:[NSMutableString class]]);
        NSMutableString *m2 = [[NSMutableString alloc] initWithFormat:@"<%@>", @"x"];
        [m2 appendString:@"!"];
        printf("alloc'd mutable: %s %d\n", m2.UTF8String, [m2 isKindOfClass:[NSMutableString class]]);
        NSString *plain = [NSString stringWithFormat:@"%d", 1];
        printf("immutable: %d\n", [plain isKindOfClass:[NSMutableString class]]);
        show(@"appending", [@"base" stringByAppendingFormat:@"+%d", 1]);
        [m appendFormat:@" self=%@", m];
        printf("self: %s\n", m.UTF8String);

        @try {
            [NSString stringWithFormat:nil];
            printf("no exception\n");
        } @catch (NSException *e) {
            printf("nil format: %s: %s\n", e.name.UTF8String, e.reason.UTF8String);
        }
        @try {
            [m appendFormat:nil];
        } @catch (NSException *e) {
            printf("nil appendFormat: %s\n", e.name.UTF8String);
        }
        Broken *broken = [Broken new]; // outside the @try: ARC does not release a temporary a throw skips
        @try {
            [NSString stringWithFormat:@"a %@ b", broken];
        } @catch (NSException *e) {
            printf("throwing description: %s: %s\n", e.name.UTF8String, e.reason.UTF8String);
        }
        @try {
            raiseVia(@"%d apples and %@", 3, @"pears");
        } @catch (NSException *e) {
            printf("raise:format:arguments: %s: %s\n", e.name.UTF8String, e.reason.UTF8String);
        }
    }
    return 0;
}
