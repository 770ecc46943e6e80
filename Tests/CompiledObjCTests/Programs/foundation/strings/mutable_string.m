// NSMutableString's edits from compiled code, in UTF-16 units: insert, delete, replace,
// append, set; an index or range beyond the string raises NSRangeException and changes
// nothing; a nil string raises NSInvalidArgumentException; an immutable string refuses the
// mutators; -init… of +alloc'd mutable strings stay mutable; a string edited from several
// threads at once ends with every edit (no torn buffer).
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

#pragma clang diagnostic ignored "-Wnonnull"

#define RAISES(label, ...)                                                           \
    do {                                                                             \
        @try {                                                                       \
            __VA_ARGS__;                                                             \
            printf("%s: no exception\n", label);                                     \
        } @catch (NSException *e) {                                                  \
            printf("%s: %s: %s\n", label, e.name.UTF8String, e.reason.UTF8String);   \
        }                                                                            \
    } while (0)

static NSMutableString *shared;

static void *appender(void *arg) {
    @autoreleasepool {
        for (int i = 0; i < 500; i++) [shared appendString:(__bridge NSString *)arg];
    }
    return NULL;
}

int main(void) {
    @autoreleasepool {
        NSMutableString *m = [NSMutableString stringWithString:@"h\u00e9llo"];
        [m insertString:@"\U0001F600" atIndex:1];
        printf("insert: [%s] %lu\n", m.UTF8String, (unsigned long)m.length);
        [m insertString:@"<" atIndex:0];
        [m insertString:@">" atIndex:m.length];
        printf("ends: [%s]\n", m.UTF8String);
        [m deleteCharactersInRange:NSMakeRange(2, 2)];
        printf("delete the pair: [%s] %lu\n", m.UTF8String, (unsigned long)m.length);
        [m replaceCharactersInRange:NSMakeRange(2, 1) withString:@"E"];
        printf("replace: [%s]\n", m.UTF8String);
        [m replaceCharactersInRange:NSMakeRange(0, 0) withString:@""];
        [m deleteCharactersInRange:NSMakeRange(m.length, 0)];
        printf("empty edits: [%s]\n", m.UTF8String);
        [m appendString:@"!"];
        [m appendFormat:@"%d", 7];
        printf("append: [%s]\n", m.UTF8String);
        RAISES("insert beyond", [m insertString:@"x" atIndex:m.length + 1]);
        RAISES("delete beyond", [m deleteCharactersInRange:NSMakeRange(3, 100)]);
        RAISES("replace beyond", [m replaceCharactersInRange:NSMakeRange(NSNotFound, 0) withString:@"x"]);
        RAISES("insert nil", [m insertString:nil atIndex:0]);
        RAISES("replace with nil", [m replaceCharactersInRange:NSMakeRange(0, 1) withString:nil]);
        printf("unchanged: [%s]\n", m.UTF8String);
        [m insertString:m atIndex:1];
        printf("itself: [%s]\n", m.UTF8String);
        NSMutableString *r = [NSMutableString stringWithString:@"a-b-A-b-a"];
        NSUInteger replaced = [r replaceOccurrencesOfString:@"a" withString:@"\u00e9\u00e9" options:0 range:NSMakeRange(0, r.length)];
        printf("replaceOccurrences: %lu [%s]", (unsigned long)replaced, r.UTF8String);
        replaced = [r replaceOccurrencesOfString:@"B" withString:@"" options:NSCaseInsensitiveSearch range:NSMakeRange(4, 6)];
        printf(", case-insensitive in a range: %lu [%s]", (unsigned long)replaced, r.UTF8String);
        replaced = [r replaceOccurrencesOfString:@"zz" withString:@"y" options:0 range:NSMakeRange(0, r.length)];
        printf(", none: %lu\n", (unsigned long)replaced);
        RAISES("replaceOccurrences beyond", [r replaceOccurrencesOfString:@"a" withString:@"b" options:0 range:NSMakeRange(0, 99)]);
        RAISES("replaceOccurrences nil", [r replaceOccurrencesOfString:nil withString:@"b" options:0 range:NSMakeRange(0, 1)]);
        [m setString:@"reset"];
        printf("set: [%s]\n", m.UTF8String);

        NSString *immutable = [NSString stringWithFormat:@"%s", "fixed"];
        // An immutable string has no mutators (the reason names its address).
        @try {
            [(NSMutableString *)immutable insertString:@"x" atIndex:0];
        } @catch (NSException *e) {
            printf("immutable insert: %s\n", e.name.UTF8String);
        }
        @try {
            [(NSMutableString *)immutable appendFormat:@"%d", 1];
        } @catch (NSException *e) {
            printf("immutable appendFormat: %s\n", e.name.UTF8String);
        }

        NSMutableString *a = [[NSMutableString alloc] initWithUTF8String:"a"];
        NSMutableString *b = [[NSMutableString alloc] initWithCapacity:10];
        NSMutableString *c = [[NSMutableString alloc] init];
        NSMutableString *d = [[NSMutableString alloc] initWithString:@"d"];
        NSMutableString *e = [NSMutableString stringWithCapacity:4];
        [a appendString:@"1"];
        [b appendString:@"2"];
        [c appendString:@"3"];
        [d appendString:@"4"];
        [e appendString:@"5"];
        printf("inits: %s %s %s %s %s, all mutable: %d\n", a.UTF8String, b.UTF8String, c.UTF8String, d.UTF8String,
               e.UTF8String,
               [a isKindOfClass:[NSMutableString class]] && [b isKindOfClass:[NSMutableString class]] &&
                   [c isKindOfClass:[NSMutableString class]] && [d isKindOfClass:[NSMutableString class]]);
        NSString *copy = [m copy];
        [m appendString:@"+"];
        printf("copy kept: [%s] [%s] mutable copy %d\n", copy.UTF8String, m.UTF8String,
               [copy isKindOfClass:[NSMutableString class]]);

        shared = [NSMutableString string];
        pthread_t threads[4];
        NSString *pieces[4] = {@"a", @"\u00e9", @"\U0001F600", @"xyz"};
        for (int i = 0; i < 4; i++) pthread_create(&threads[i], NULL, appender, (__bridge void *)pieces[i]);
        for (int i = 0; i < 4; i++) pthread_join(threads[i], NULL);
        NSUInteger counts[4] = {0};
        for (int i = 0; i < 4; i++) {
            NSString *rest = shared;
            counts[i] = [rest componentsSeparatedByString:pieces[i]].count - 1;
        }
        printf("threads: length %lu, counts %lu %lu %lu %lu\n", (unsigned long)shared.length, (unsigned long)counts[0],
               (unsigned long)counts[1], (unsigned long)counts[2], (unsigned long)counts[3]);
    }
    return 0;
}
