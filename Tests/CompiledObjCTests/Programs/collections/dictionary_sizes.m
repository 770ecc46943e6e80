// NSDictionary and NSMutableDictionary across the size where the value layer starts an index
// (RT_DICT_SMALL, 8 entries: smaller ones compare stored hashes in order) and back: lookups,
// replacement, removal, -copy / -mutableCopy (entries cloned with their hashes),
// -addEntriesFromDictionary: (hashes reused), keys whose hashes all collide, and the change
// dictionaries KVO builds from kept key hashes.
#import <Foundation/Foundation.h>
#include <stdio.h>

#if __has_feature(objc_arc)
#define RELEASE(x) (void)(x)
#else
#define RELEASE(x) [(x) release]
#endif

// Every instance hashes alike: only -isEqual: tells keys apart.
@interface CollidingKey : NSObject <NSCopying>
@property (nonatomic) int tag;
@end
@implementation CollidingKey
- (NSUInteger)hash { return 7; }
- (BOOL)isEqual:(id)other { return [other isKindOfClass:[CollidingKey class]] && ((CollidingKey *)other).tag == self.tag; }
- (id)copyWithZone:(NSZone *)zone {
    (void)zone;
    CollidingKey *c = [CollidingKey new];
    c.tag = self.tag;
    return c;
}
@end

static NSString *key(int i) { return [NSString stringWithFormat:@"k%d", i]; }

// Whether `d` maps exactly k0..k(n-1) (those with `present(i)`) to @(i * factor).
static int check(NSDictionary *d, int n, int factor, BOOL (^present)(int)) {
    int expected = 0, good = 1;
    for (int i = 0; i < n + 3; i++) {
        BOOL want = i < n && present(i);
        if (want) expected++;
        id v = d[key(i)];
        if (want ? ![v isEqual:@(i * factor)] : v != nil) good = 0;
    }
    return good && (int)d.count == expected;
}

int main(void) {
    @autoreleasepool {
        BOOL (^all)(int) = ^BOOL(int i) { (void)i; return YES; };
        BOOL (^odd)(int) = ^BOOL(int i) { return i % 2 == 1; };
        for (int n = 0; n <= 20; n++) {
            NSMutableDictionary *m = [NSMutableDictionary dictionary];
            for (int i = 0; i < n; i++) m[key(i)] = @(i);
            int built = check(m, n, 1, all);
            for (int i = 0; i < n; i++) m[key(i)] = @(i * 2);  // replaced: same count
            int replaced = check(m, n, 2, all);
            NSDictionary *copy = [m copy];
            NSMutableDictionary *mutable = [m mutableCopy];
            for (int i = 0; i < n; i += 2) [m removeObjectForKey:key(i)];
            int removed = check(m, n, 2, odd) && check(copy, n, 2, all) && check(mutable, n, 2, all);
            [mutable setObject:@-1 forKey:@"extra"];  // grows past what was cloned
            int grown = [mutable[@"extra"] isEqual:@-1] && (int)mutable.count == n + 1 && check(copy, n, 2, all);
            NSMutableDictionary *merged = [NSMutableDictionary dictionaryWithObject:@"first" forKey:@"k0"];
            [merged addEntriesFromDictionary:copy];  // k0 replaced when n > 0
            int added = (int)merged.count == (n ? n : 1) && [merged[@"k0"] isEqual:(n ? (id)@0 : (id)@"first")];
            for (int i = 0; i < n; i++) added = added && [merged[key(i)] isEqual:@(i * 2)];
            NSDictionary *initialized = [[NSDictionary alloc] initWithDictionary:copy], *mutableCopied = [mutable copy];
            int equal = [copy isEqual:initialized] && ![copy isEqual:mutableCopied];
            RELEASE(initialized);
            RELEASE(mutableCopied);
            RELEASE(copy);
            RELEASE(mutable);
            printf("%2d: built %d replaced %d removed %d grown %d added %d equal %d\n", n, built, replaced, removed,
                   grown, added, equal);
        }
        NSMutableDictionary *colliding = [NSMutableDictionary dictionary];
        for (int i = 0; i < 12; i++) {
            CollidingKey *k = [CollidingKey new];
            k.tag = i;
            colliding[k] = @(i);
            RELEASE(k);
        }
        int found = 0;
        for (int i = 0; i < 14; i++) {
            CollidingKey *k = [CollidingKey new];
            k.tag = i;
            if ([colliding[k] isEqual:@(i)]) found++;
            RELEASE(k);
        }
        NSDictionary *collidingCopy = [colliding copy];
        CollidingKey *five = [CollidingKey new];
        five.tag = 5;
        [colliding removeObjectForKey:five];
        printf("colliding: count %lu found %d after removal %lu copy still %d\n", (unsigned long)collidingCopy.count,
               found, (unsigned long)colliding.count, [collidingCopy[five] isEqual:@5]);
        RELEASE(five);
        RELEASE(collidingCopy);
    }
    return 0;
}
