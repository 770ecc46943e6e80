// `for (id x in collection)` over NSArray, NSMutableArray, NSDictionary (its keys),
// NSMutableDictionary, NSSet and NSMutableSet: more elements than clang's 16-slot batch, an
// empty collection, break and continue, nested loops over one collection. Mutating a mutable
// collection inside its loop makes the loop call objc_enumerationMutation, which raises
// NSGenericException "Collection <…> was mutated while being enumerated." (Foundation's
// words), caught by @catch; mutating a *copy* is fine. objc_setEnumerationMutationHandler
// replaces the raise (objc4's hook). A compiled NSArray subclass that keeps its elements
// itself (a class cluster) is enumerated through its own -count / -objectAtIndex:.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#include <stdio.h>
#include <string.h>

static long total(id collection) {
    long sum = 0;
    for (NSNumber *n in collection) sum += [n longValue];
    return sum;
}

static NSMutableArray *numbers(int count) {
    NSMutableArray *a = [NSMutableArray array];
    for (int i = 1; i <= count; i++) [a addObject:[NSNumber numberWithInt:i]];
    return a;
}

/* The reason without the address (it differs per run). */
static void printReason(NSException *e) {
    const char *r = [[e reason] UTF8String];
    const char *colon = strstr(r, ": 0x");
    const char *close = colon ? strchr(colon, '>') : NULL;
    if (colon && close) printf("%s: %.*s%s\n", [[e name] UTF8String], (int)(colon - r), r, close);
    else printf("%s: %s\n", [[e name] UTF8String], r);
}

static int handled;
static void countMutation(id collection) {
    (void)collection;
    handled++;
}

@interface Countdown : NSArray {
    int _n;
}
- (instancetype)initWithCount:(int)n;
@end
@implementation Countdown
- (instancetype)initWithCount:(int)n {
    self = [super init];
    _n = n;
    return self;
}
- (NSUInteger)count { return (NSUInteger)_n; }
- (id)objectAtIndex:(NSUInteger)i { return [NSNumber numberWithInt:_n - (int)i]; }
@end

int main(void) {
    setvbuf(stdout, NULL, _IONBF, 0);
    @autoreleasepool {
        NSMutableArray *m = numbers(40);
        NSArray *fixed = [m copy];
        printf("array 1..40: %ld, mutable: %ld\n", total(fixed), total(m));
        printf("empty: %ld\n", total([NSArray array]));

        long evens = 0;
        for (NSNumber *n in fixed) {
            if ([n intValue] % 2) continue;
            if ([n intValue] > 20) break;
            evens += [n intValue];
        }
        printf("even numbers up to 20: %ld\n", evens);

        int pairs = 0;
        for (NSNumber *a in m)
            for (NSNumber *b in m)
                if ([a intValue] + [b intValue] == 41) pairs++;
        printf("ordered pairs summing to 41: %d\n", pairs);

        NSMutableDictionary *d = [NSMutableDictionary dictionary];
        for (int i = 1; i <= 20; i++) [d setObject:[NSNumber numberWithInt:i * 10] forKey:[NSNumber numberWithInt:i]];
        long keys = 0, values = 0;
        for (NSNumber *k in d) {
            keys += [k longValue];
            values += [[d objectForKey:k] longValue];
        }
        NSDictionary *frozen = [d copy];
        printf("dictionary keys %ld values %ld, immutable copy keys %ld\n", keys, values, total(frozen));

        NSMutableSet *s = [NSMutableSet set];
        for (int i = 0; i < 30; i++) [s addObject:[NSNumber numberWithInt:i % 10]];
        NSSet *fs = [s copy];
        printf("set of %lu: %ld, immutable copy %ld\n", (unsigned long)[s count], total(s), total(fs));

        Countdown *c = [[Countdown alloc] initWithCount:20];
        printf("subclass with its own storage: %ld\n", total(c));

        @try {
            for (NSNumber *n in m)
                if ([n intValue] == 3) [m addObject:n];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
        @try {
            for (NSNumber *k in d)
                if ([k intValue] == 5) [d removeObjectForKey:k];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
        @try {
            for (NSNumber *x in s) [s removeObject:x];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }
        @try {
            for (NSNumber *n in m)
                if ([n intValue] == 1) [m replaceObjectAtIndex:0 withObject:[NSNumber numberWithInt:100]];
            printf("not reached\n");
        } @catch (NSException *e) {
            printReason(e);
        }

        NSMutableArray *copyOfM = [m mutableCopy];
        for (NSNumber *n in copyOfM)
            if ([n intValue] > 30) [m removeObject:n];
        printf("removed from the original while enumerating a copy: %lu left\n", (unsigned long)[m count]);

        /* Mutating at the last element is seen too: the loop asks for another batch, gets
         * the new element and checks the counter before it. Breaking out right after the
         * mutation is fine. */
        NSMutableArray *small = numbers(3);
        @try {
            for (NSNumber *n in small)
                if ([n intValue] == 3) [small addObject:n];
            printf("not reached\n");
        } @catch (NSException *e) {
            printf("at the last element: ");
            printReason(e);
        }
        for (NSNumber *n in small)
            if ([n intValue] == 1) {
                [small removeObject:n];
                break;
            }
        printf("removed then broke out: %lu left\n", (unsigned long)[small count]);

        objc_setEnumerationMutationHandler(countMutation);
        int seen = 0;
        NSMutableArray *grow = numbers(2);
        for (NSNumber *n in grow) {
            (void)n;
            if (seen++ == 0) [grow addObject:[NSNumber numberWithInt:9]];
        }
        objc_setEnumerationMutationHandler(NULL);
        printf("with a handler: %d elements seen, handler called %d times\n", seen, handled);

#if !__has_feature(objc_arc)
        [fixed release];
        [frozen release];
        [fs release];
        [c release];
        [copyOfM release];
#endif
    }
    return 0;
}
