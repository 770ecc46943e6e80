// A throw while a container holds its lock: a member's -isEqual: that @throws while a mutable
// set or dictionary compares it (its lock held), and a member whose -isEqual: mutates the set
// probing it (the runtime raises, which throws here). The container's frame drops its lock as
// the exception passes (a C cleanup; the C layers are built with -fexceptions), so the same
// thread and another one use the container afterwards, and the copied key of the refused
// dictionary pair is released (LeakSanitizer). An NSArray compares and describes a retained
// snapshot of its elements with no lock held; a throw there releases the snapshot as it passes.
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

/* All instances hash alike, so every probe compares. */
@interface Touchy : NSObject <NSCopying>
@end
@implementation Touchy
- (NSUInteger)hash { return 42; }
- (BOOL)isEqual:(id)other {
    @throw [NSException exceptionWithName:@"TouchyException" reason:@"compared" userInfo:nil];
    return NO;
}
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
@end

/* Compared while in `set`, it adds to `set`: the set's lock is this thread's already. */
@interface Meddler : NSObject {
@public
    NSMutableSet *set;
}
@end
@implementation Meddler
- (NSUInteger)hash { return 7; }
- (BOOL)isEqual:(id)other {
    [set addObject:@"meddled"];
    return NO;
}
@end

static void *addFromAnotherThread(void *arg) {
    NSMutableSet *set = (NSMutableSet *)arg;
    [set addObject:@"from a thread"];
    return NULL;
}

int main(void) {
    @autoreleasepool {
        NSMutableSet *set = [NSMutableSet set];
        Touchy *a = [[Touchy alloc] init], *b = [[Touchy alloc] init];
        [set addObject:a];
        @try {
            [set addObject:b];
            printf("not thrown\n");
        } @catch (NSException *e) {
            printf("add: %s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }
        [set addObject:@"plain"];
        printf("count %lu\n", (unsigned long)[set count]);
        @try {
            printf("contains %d\n", [set containsObject:b]);
        } @catch (NSException *e) {
            printf("contains: %s\n", [[e name] UTF8String]);
        }
        @try {
            [set removeObject:b];
        } @catch (NSException *e) {
            printf("remove: %s\n", [[e name] UTF8String]);
        }
        pthread_t t;
        pthread_create(&t, NULL, addFromAnotherThread, set);
        pthread_join(t, NULL);
        printf("count %lu\n", (unsigned long)[set count]);

        NSMutableDictionary *dict = [NSMutableDictionary dictionary];
        [dict setObject:@"one" forKey:a];
        @try {
            [dict setObject:@"two" forKey:b];
        } @catch (NSException *e) {
            printf("setObject: %s\n", [[e name] UTF8String]);
        }
        @try {
            [dict objectForKey:b];
        } @catch (NSException *e) {
            printf("objectForKey: %s\n", [[e name] UTF8String]);
        }
        @try {
            [dict removeObjectForKey:b];
        } @catch (NSException *e) {
            printf("removeObjectForKey: %s\n", [[e name] UTF8String]);
        }
        [dict setObject:@"three" forKey:@"plain"];
        printf("dictionary count %lu\n", (unsigned long)[dict count]);

        NSMutableSet *probed = [NSMutableSet set];
        Meddler *m1 = [[Meddler alloc] init], *m2 = [[Meddler alloc] init];
        m1->set = probed;
        m2->set = probed;
        [probed addObject:m1];
        @try {
            [probed addObject:m2];
        } @catch (NSException *e) {
            printf("meddled: %s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }
        [probed addObject:@"after"];
        printf("probed count %lu\n", (unsigned long)[probed count]);
        NSArray *touchyArray = @[ a, b ];
        NSArray *otherArray = @[ b, a ];
        unsigned long before = [a retainCount] + [b retainCount];
        @try {
            printf("equal %d\n", [touchyArray isEqual:otherArray]);
        } @catch (NSException *e) {
            printf("array isEqual: %s\n", [[e name] UTF8String]);
        }
        @try {
            printf("index %lu\n", (unsigned long)[touchyArray indexOfObject:b]);
        } @catch (NSException *e) {
            printf("array indexOfObject: %s\n", [[e name] UTF8String]);
        }
        printf("snapshots released %d\n", [a retainCount] + [b retainCount] == before);
        [m1 release];
        [m2 release];
        [a release];
        [b release];
    }
    return 0;
}
