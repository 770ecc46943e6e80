// NSHashTable from compiled code (ARC): weak members that go with their objects, members
// compared by address (FBKVOController's shared controller looks a KVO context up with
// -member:) or by -isEqual:, and the table's methods.
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <stdlib.h>

@interface Info : NSObject
@property (nonatomic, copy) NSString *keyPath;
@end
@implementation Info
// Equal by key path, as FBKVOController's _FBKVOInfo.
- (BOOL)isEqual:(id)other { return [other isKindOfClass:[Info class]] && [((Info *)other).keyPath isEqualToString:self.keyPath]; }
- (NSUInteger)hash { return [self.keyPath hash]; }
+ (instancetype)info:(NSString *)keyPath {
    Info *i = [Info new];
    i.keyPath = keyPath;
    return i;
}
@end

int main(void) {
    @autoreleasepool {
        // Weak members compared by address.
        NSHashTable *infos = [[NSHashTable alloc]
            initWithOptions:NSPointerFunctionsWeakMemory | NSPointerFunctionsObjectPointerPersonality capacity:0];
        Info *radius = [Info info:@"radius"];
        Info *radiusAgain = [Info info:@"radius"];
        [infos addObject:radius];
        [infos addObject:radius];
        printf("count %lu, member is the same object: %d, an equal one is not a member: %d\n",
               (unsigned long)infos.count, [infos member:radius] == radius, [infos member:radiusAgain] == nil);
        @autoreleasepool {
            Info *temporary = [Info info:@"temporary"];
            [infos addObject:temporary];
            printf("with a temporary: %lu, contains it: %d\n", (unsigned long)infos.count, [infos containsObject:temporary]);
        }
        printf("after it went: %lu, any is radius: %d\n", (unsigned long)infos.count, [infos anyObject] == radius);
        [infos removeObject:radius];
        printf("removed: %lu, any: %s\n", (unsigned long)infos.count, [infos anyObject] ? "some" : "nil");

        // +weakObjectsHashTable compares with -isEqual:.
        NSHashTable *equal = [NSHashTable weakObjectsHashTable];
        [equal addObject:radius];
        printf("weakObjectsHashTable: an equal info is a member: %d\n", [equal member:radiusAgain] == radius);

        // Strong members keep their objects; for-in, allObjects, setRepresentation, copy.
        NSHashTable *strong = [[NSHashTable alloc] initWithOptions:NSPointerFunctionsStrongMemory capacity:4];
        @autoreleasepool {
            for (int i = 0; i < 10; i++) [strong addObject:[Info info:[@(i) description]]];
            [strong addObject:[Info info:@"3"]]; /* equal to one already there */
        }
        long sum = 0;
        for (Info *info in strong) sum += atoi([info.keyPath UTF8String]);
        NSHashTable *copy = [strong copy];
        printf("strong: %lu members, sum %ld, allObjects %lu, set %lu, copy %lu\n", (unsigned long)strong.count, sum,
               (unsigned long)[strong allObjects].count, (unsigned long)[strong setRepresentation].count,
               (unsigned long)copy.count);
        [strong removeAllObjects];
        printf("emptied: %lu, copy %lu, nil added: ", (unsigned long)strong.count, (unsigned long)copy.count);
        [strong addObject:nil];
        printf("%lu\n", (unsigned long)strong.count);

        @try {
            NSHashTable *bad = [[NSHashTable alloc] initWithOptions:(2UL << 0) capacity:0];
            printf("bad options: %s\n", bad ? "made" : "nil");
        } @catch (NSException *e) {
            printf("bad options: %s\n", [[e name] UTF8String]);
        }
    }
    return 0;
}
