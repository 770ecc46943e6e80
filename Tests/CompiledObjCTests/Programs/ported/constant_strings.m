// Ports the intent of GCC objc/execute string1.m … string4.m (constant string objects) and
// objc4 test/literals.m's string part: @"…" literals are NSString objects of the constant
// string class, answering -length and -UTF8String, short (small-object) and long (record)
// ones alike, empty, non-ASCII (UTF-16 records), literals with the same text compare equal;
// literals in a static initializer, in a method and passed as arguments; retain / release
// never free them.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

static NSString *const kStatic = @"a literal in a static initializer, longer than eight";

@interface Speaker : NSObject
- (NSString *)line;
- (NSUInteger)lengthOf:(NSString *)s;
@end
@implementation Speaker
- (NSString *)line { return @"from a method"; }
- (NSUInteger)lengthOf:(NSString *)s { return [s length]; }
@end

static void show(NSString *s) {
    printf("'%s' length %lu utf8len %zu isString %d\n", [s UTF8String], (unsigned long)[s length], strlen([s UTF8String]),
           [s isKindOfClass:[NSString class]]);
}

int main(void) {
    show(@"");
    show(@"short");
    show(@"exactly8");
    show(@"this is a string");
    show(kStatic);
    show(@"caf\u00e9 \u2603");
    Speaker *sp = [Speaker new];
    show([sp line]);
    printf("argument length %lu\n", (unsigned long)[sp lengthOf:@"twelve chars"]);
    printf("same text equal: %d %d, different: %d\n", [@"hello" isEqualToString:@"hello"],
           [@"a long literal for equality" isEqual:@"a long literal for equality"], [@"one" isEqualToString:@"two"]);
    printf("equal to a made string: %d\n", [@"made at run time" isEqualToString:[NSString stringWithUTF8String:"made at run time"]]);
    NSString *lit = @"retained and released literal";
    for (int k = 0; k < 5; k++) [[lit retain] release];
    [lit release];
    [lit release];
    show(lit);
    [sp release];
    return 0;
}
