// NSMapTable from compiled code (ARC): the options FBKVOController uses — strong or zeroing
// weak keys and values, keys compared by -isEqual: or by address — and the map's methods.
#import <Foundation/Foundation.h>
#include <stdio.h>

@interface Key : NSObject
@property (nonatomic) int value;
@end
@implementation Key
// Two keys with the same value are equal: the object personality finds one with the other.
- (BOOL)isEqual:(id)other { return [other isKindOfClass:[Key class]] && ((Key *)other).value == self.value; }
- (NSUInteger)hash { return (NSUInteger)self.value; }
+ (instancetype)key:(int)value {
    Key *k = [Key new];
    k.value = value;
    return k;
}
@end

static const char *str(id object) { return object ? [[object description] UTF8String] : "nil"; }

int main(void) {
    @autoreleasepool {
        // Object personality: an equal key finds the entry; setting it again replaces the value.
        NSMapTable *byValue = [NSMapTable strongToStrongObjectsMapTable];
        [byValue setObject:@"one" forKey:[Key key:1]];
        printf("by value: %s, count %lu\n", str([byValue objectForKey:[Key key:1]]), (unsigned long)byValue.count);
        [byValue setObject:@"uno" forKey:[Key key:1]];
        printf("replaced: %s, count %lu\n", str([byValue objectForKey:[Key key:1]]), (unsigned long)byValue.count);

        // Object-pointer personality: only the very object finds its entry.
        NSMapTable *byAddress = [[NSMapTable alloc]
            initWithKeyOptions:NSPointerFunctionsStrongMemory | NSPointerFunctionsObjectPointerPersonality
                  valueOptions:NSPointerFunctionsStrongMemory | NSPointerFunctionsObjectPersonality
                      capacity:0];
        Key *a = [Key key:1], *b = [Key key:1];
        [byAddress setObject:@"a" forKey:a];
        [byAddress setObject:@"b" forKey:b];
        printf("by address: %s %s, count %lu\n", str([byAddress objectForKey:a]), str([byAddress objectForKey:b]),
               (unsigned long)byAddress.count);
        [byAddress removeObjectForKey:a];
        printf("removed a: %s %s, count %lu\n", str([byAddress objectForKey:a]), str([byAddress objectForKey:b]),
               (unsigned long)byAddress.count);

        // Weak keys: the entry goes with its key.
        NSMapTable *weakKeys = [NSMapTable weakToStrongObjectsMapTable];
        Key *kept = [Key key:7];
        @autoreleasepool {
            Key *dying = [Key key:8];
            [weakKeys setObject:@"dying" forKey:dying];
            [weakKeys setObject:@"kept" forKey:kept];
            printf("weak keys before: %lu\n", (unsigned long)weakKeys.count);
        }
        printf("weak keys after: %lu, kept -> %s, 8 -> %s\n", (unsigned long)weakKeys.count,
               str([weakKeys objectForKey:kept]), str([weakKeys objectForKey:[Key key:8]]));

        // Weak values: the entry goes with its value.
        NSMapTable *weakValues = [NSMapTable strongToWeakObjectsMapTable];
        @autoreleasepool {
            Key *value = [Key key:9];
            [weakValues setObject:value forKey:@"nine"];
            printf("weak value before: %s\n", str(@([[weakValues objectForKey:@"nine"] value])));
        }
        printf("weak value after: %s, count %lu\n", str([weakValues objectForKey:@"nine"]),
               (unsigned long)weakValues.count);

        // A nil object removes; removeAllObjects empties.
        [byValue setObject:@"two" forKey:[Key key:2]];
        [byValue setObject:nil forKey:[Key key:1]];
        printf("after nil: count %lu, 1 -> %s, 2 -> %s\n", (unsigned long)byValue.count, str([byValue objectForKey:[Key key:1]]),
               str([byValue objectForKey:[Key key:2]]));

        // for-in enumerates the keys; a copy has the same entries and options.
        NSMapTable *names = [NSMapTable strongToStrongObjectsMapTable];
        for (int i = 0; i < 20; i++) [names setObject:@(i * i) forKey:@(i)];
        NSMapTable *copy = [names copy];
        long keySum = 0, valueSum = 0;
        for (NSNumber *key in copy) {
            keySum += key.longValue;
            valueSum += [[names objectForKey:key] longValue];
        }
        printf("enumerated: keys %ld values %ld, copy count %lu\n", keySum, valueSum, (unsigned long)copy.count);
        NSDictionary *dictionary = [names dictionaryRepresentation];
        printf("dictionary: %lu entries, 4 -> %s\n", (unsigned long)dictionary.count, str([dictionary objectForKey:@4]));
        [names removeAllObjects];
        printf("emptied: %lu, copy still %lu\n", (unsigned long)names.count, (unsigned long)copy.count);

        // Mutating while enumerating raises, as Foundation's does.
        @try {
            for (NSNumber *key in copy) [copy removeObjectForKey:key];
            printf("no raise\n");
        } @catch (NSException *e) {
            printf("mutated while enumerating: %s\n", [[e name] UTF8String]);
        }

        // Options MiniObjC does not support: nil and NSInvalidArgumentException.
        @try {
            NSMapTable *bad = [[NSMapTable alloc] initWithKeyOptions:(3UL << 8) valueOptions:0 capacity:0];
            printf("bad options: %s\n", str(bad));
        } @catch (NSException *e) {
            printf("bad options: %s\n", [[e name] UTF8String]);
        }
        @try {
            [byValue setObject:@"x" forKey:nil];
        } @catch (NSException *e) {
            printf("nil key: %s\n", [[e name] UTF8String]);
        }
    }
    return 0;
}
