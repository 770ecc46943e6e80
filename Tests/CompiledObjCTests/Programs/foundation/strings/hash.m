// -hash agrees across every string class (an immutable NSString, a literal, a small tagged
// string, a mutable string) because each hashes the same UTF-8 bytes; an immutable NSString
// keeps its hash after the first ask (nsstring.c), so the kept word must equal the computed
// one, from any thread, and a mutable string's hash follows its changes.
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

static NSString *shared;
static NSUInteger seen[4];

static void *ask(void *slot) {
    seen[(long)slot] = [shared hash];
    return NULL;
}

int main(void) {
    @autoreleasepool {
        NSString *made = [NSString stringWithFormat:@"%@Value", @"integer"];
        NSString *fromSelector = NSStringFromSelector(@selector(integerValue));
        NSMutableString *mutable = [NSMutableString stringWithString:@"integer"];
        [mutable appendString:@"Value"];
        NSUInteger first = [made hash];
        printf("asked twice, same: %s\n", first == [made hash] ? "yes" : "no");
        printf("literal, selector name, mutable agree: %s\n",
               first == [@"integerValue" hash] && first == [fromSelector hash] && first == [mutable hash] ? "yes" : "no");
        NSString *small = [NSString stringWithFormat:@"%d", 7];
        printf("a small string and an equal made one agree: %s\n", [small hash] == [@"7" hash] ? "yes" : "no");
        NSString *snapshot = [mutable copy];
        [mutable appendString:@"!"];
        printf("a mutable string's hash follows its change: %s; its copy keeps the old: %s\n",
               [mutable hash] == [@"integerValue!" hash] ? "yes" : "no", [snapshot hash] == first ? "yes" : "no");
        NSDictionary *d = @{made : @1};
        printf("found by an equal key of each class: %s\n",
               [d[@"integerValue"] intValue] == 1 && [d[fromSelector] intValue] == 1 && [d[snapshot] intValue] == 1 ? "yes" : "no");
        shared = [NSString stringWithFormat:@"%@-%d", @"threads", 4];
        pthread_t t[4];
        for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, ask, (void *)i);
        for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
        NSUInteger expected = [@"threads-4" hash];
        printf("four threads asking at once agree: %s\n",
               seen[0] == expected && seen[1] == expected && seen[2] == expected && seen[3] == expected ? "yes" : "no");
        shared = nil;
    }
    return 0;
}
