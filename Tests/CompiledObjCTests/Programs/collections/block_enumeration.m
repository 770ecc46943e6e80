// The collections' block methods: -enumerateObjectsUsingBlock: (index, *stop), reverse
// enumeration, -indexOfObjectPassingTest:, -sortedArrayUsingComparator: (stable: equal keys
// keep their order), -sortedArrayUsingSelector: (@selector(compare:) on NSNumber),
// NSDictionary's -enumerateKeysAndObjectsUsingBlock: and NSSet's
// -enumerateObjectsUsingBlock: (as KVOController calls it). A block that mutates the mutable
// collection raises NSGenericException; one that throws leaves the collection usable (the
// snapshot is released on the way out — LeakSanitizer checks under --sanitize=address); a
// comparator selector the elements lack raises NSInvalidArgumentException (unrecognized
// selector); a nil block raises
// NSInvalidArgumentException.
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

/* The reason without addresses (they differ per run). */
static void printReason(NSException *e) {
    const char *r = [[e reason] UTF8String];
    const char *at = strstr(r, ": 0x");
    const char *close = at ? strchr(at, '>') : NULL;
    const char *instance = strstr(r, " 0x");
    if (at && close) printf("%s: %.*s%s\n", [[e name] UTF8String], (int)(at - r), r, close);
    else if (instance) printf("%s: %.*s\n", [[e name] UTF8String], (int)(instance - r), r);
    else printf("%s: %s\n", [[e name] UTF8String], r);
}

static void print(const char *label, NSArray *a) {
    printf("%s:", label);
    for (id x in a) printf(" %s", [[x description] UTF8String]);
    printf("\n");
}

@interface Item : NSObject
@property (nonatomic) int key;
@property (nonatomic) char tag;
@end
@implementation Item
- (NSString *)description {
    char text[8];
    snprintf(text, sizeof text, "%d%c", self.key, self.tag);
    return [NSString stringWithUTF8String:text];
}
@end

static Item *item(int key, char tag) {
    Item *i = [Item new];
    i.key = key;
    i.tag = tag;
#if __has_feature(objc_arc)
    return i;
#else
    return [i autorelease];
#endif
}

int main(void) {
    @autoreleasepool {
        NSArray *a = @[ @10, @20, @30, @40, @50 ];
        __block long sum = 0;
        __block NSUInteger last = 99;
        [a enumerateObjectsUsingBlock:^(NSNumber *n, NSUInteger idx, BOOL *stop) {
            sum += [n longValue];
            last = idx;
            if (idx == 2) *stop = YES;
        }];
        printf("enumerate with stop at 2: sum %ld, last index %lu\n", sum, (unsigned long)last);

        NSMutableString *order = [NSMutableString string];
        [a enumerateObjectsWithOptions:NSEnumerationReverse
                            usingBlock:^(NSNumber *n, NSUInteger idx, BOOL *stop) {
                                (void)stop;
                                [order appendString:[NSString stringWithUTF8String:[[n stringValue] UTF8String]]];
                                [order appendString:idx ? @"," : @""];
                            }];
        printf("reverse: %s\n", [order UTF8String]);
        __block int concurrentCount = 0;
        [a enumerateObjectsWithOptions:NSEnumerationConcurrent
                            usingBlock:^(id n, NSUInteger idx, BOOL *stop) {
                                (void)n, (void)idx, (void)stop;
                                concurrentCount++;
                            }];
        printf("concurrent option visits %d\n", concurrentCount);

        NSUInteger found = [a indexOfObjectPassingTest:^BOOL(NSNumber *n, NSUInteger idx, BOOL *stop) {
            (void)idx, (void)stop;
            return [n intValue] > 25;
        }];
        NSUInteger none = [a indexOfObjectPassingTest:^BOOL(id n, NSUInteger idx, BOOL *stop) {
            (void)n;
            if (idx == 1) *stop = YES;
            return NO;
        }];
        printf("first > 25 at %lu; stopped search answers NSNotFound: %d\n", (unsigned long)found, none == NSNotFound);

        NSArray *items = @[ item(3, 'a'), item(1, 'a'), item(3, 'b'), item(2, 'a'), item(1, 'b'), item(3, 'c') ];
        NSArray *byKey = [items sortedArrayUsingComparator:^NSComparisonResult(Item *x, Item *y) {
            return x.key < y.key ? NSOrderedAscending : x.key > y.key ? NSOrderedDescending : NSOrderedSame;
        }];
        print("stable sort by key", byKey);
        NSMutableArray *many = [NSMutableArray array];
        for (int i = 0; i < 100; i++) [many addObject:@((i * 37) % 100)];
        NSArray *sorted = [many sortedArrayUsingSelector:@selector(compare:)];
        BOOL ascending = YES;
        for (NSUInteger i = 1; i < [sorted count]; i++)
            if ([sorted[i - 1] intValue] > [sorted[i] intValue]) ascending = NO;
        printf("100 numbers by compare:: ascending %d, first %d last %d, receiver unchanged %d\n", ascending,
               [sorted[0] intValue], [[sorted lastObject] intValue], [many[1] intValue]);
        print("empty sorted", [@[] sortedArrayUsingSelector:@selector(compare:)]);
        print("one sorted", [@[ @7 ] sortedArrayUsingComparator:^NSComparisonResult(id x, id y) {
                  (void)x, (void)y;
                  return NSOrderedSame;
              }]);

        /* The block drops the last reference to the array it enumerates: the enumeration
         * keeps the array, and so its elements, alive until it ends (ASan checks). */
        __block NSArray *owned = [[NSArray alloc] initWithObjects:[NSMutableString stringWithString:@"first"],
                                                                  [NSMutableString stringWithString:@"second"], nil];
        __block int lengths = 0;
        [owned enumerateObjectsUsingBlock:^(NSMutableString *str, NSUInteger idx, BOOL *stop) {
            (void)stop;
            if (idx == 0) {
#if !__has_feature(objc_arc)
                [owned release];
#endif
                owned = nil;
            }
            lengths += (int)[str length];
        }];
        printf("array released by its own block: lengths %d\n", lengths);

        NSDictionary *d = @{ @"a" : @1, @"b" : @2, @"c" : @3 };
        __block int pairs = 0, total = 0;
        [d enumerateKeysAndObjectsUsingBlock:^(NSString *k, NSNumber *v, BOOL *stop) {
            pairs++;
            total += [v intValue] * ([k isEqualToString:@"c"] ? 100 : 1);
            if (pairs == 3) *stop = YES;
        }];
        printf("dictionary: %d pairs, weighted total %d\n", pairs, total);

        NSMutableSet *s = [NSMutableSet setWithObjects:@1, @2, @3, @4, nil];
        __block int setSum = 0, visits = 0;
        [s enumerateObjectsUsingBlock:^(NSNumber *n, BOOL *stop) {
            setSum += [n intValue];
            if (++visits == 2) *stop = YES;
        }];
        printf("set: stopped after %d visits\n", visits);
        setSum = 0;
        [s enumerateObjectsUsingBlock:^(NSNumber *n, BOOL *stop) {
            (void)stop;
            setSum += [n intValue];
        }];
        printf("set: sum %d\n", setSum);

        NSMutableArray *m = [NSMutableArray arrayWithArray:a];
        @try {
            [m enumerateObjectsUsingBlock:^(id n, NSUInteger idx, BOOL *stop) {
                (void)idx, (void)stop;
                [m addObject:n];
            }];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
        NSMutableDictionary *md = [NSMutableDictionary dictionaryWithDictionary:d];
        @try {
            [md enumerateKeysAndObjectsUsingBlock:^(id k, id v, BOOL *stop) {
                (void)v, (void)stop;
                [md removeObjectForKey:k];
            }];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
        @try {
            [s enumerateObjectsUsingBlock:^(id n, BOOL *stop) {
                (void)stop;
                [s removeObject:n];
            }];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }

        @try {
            [a enumerateObjectsUsingBlock:^(id n, NSUInteger idx, BOOL *stop) {
                (void)n, (void)stop;
                if (idx == 3) @throw [NSException exceptionWithName:@"Stop" reason:@"thrown by the block" userInfo:nil];
            }];
        } @catch (NSException *e) {
            printf("%s: %s; the array still has %lu elements\n", [[e name] UTF8String], [[e reason] UTF8String],
                   (unsigned long)[a count]);
        }
        @try {
            [items sortedArrayUsingSelector:@selector(compare:)];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
        @try {
            void (^nothing)(id, NSUInteger, BOOL *) = nil;
            [a enumerateObjectsUsingBlock:nothing];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
    }
    return 0;
}
