// NSMapTable and NSHashTable shared by four threads (ARC): adds, lookups and removals at
// once, with weak keys and members whose objects die on the threads that made them. Each
// table's lock keeps it consistent; the counts at the end are exact. (ThreadSanitizer runs
// this program in CI.)
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

enum { THREADS = 4, PER_THREAD = 400 };

static NSMapTable *strongMap, *weakMap;
static NSHashTable *weakSet;
static long found[THREADS];

static void *work(void *arg) {
    long t = (long)arg;
    @autoreleasepool {
        NSMutableArray *mine = [NSMutableArray array];
        for (int i = 0; i < PER_THREAD; i++) {
            NSNumber *key = @(t * 100000 + i);
            NSObject *object = [NSObject new];
            [strongMap setObject:object forKey:key];
            [weakMap setObject:key forKey:object];
            [weakSet addObject:object];
            if (i % 2 == 0) [mine addObject:object]; /* the odd ones die at the pool's end */
            if ([strongMap objectForKey:key] == object && [weakSet member:object] == object) found[t]++;
        }
        for (int i = 0; i < PER_THREAD; i += 4) [strongMap removeObjectForKey:@(t * 100000 + i)];
        // Keep the even objects alive until every thread is done with the counts.
        static pthread_mutex_t keep = PTHREAD_MUTEX_INITIALIZER;
        static NSMutableArray *kept;
        pthread_mutex_lock(&keep);
        if (!kept) kept = [NSMutableArray array];
        [kept addObjectsFromArray:mine];
        pthread_mutex_unlock(&keep);
    }
    return NULL;
}

int main(void) {
    @autoreleasepool {
        strongMap = [NSMapTable strongToStrongObjectsMapTable];
        weakMap = [NSMapTable weakToStrongObjectsMapTable];
        weakSet = [NSHashTable weakObjectsHashTable];
        pthread_t threads[THREADS];
        for (long t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, work, (void *)t);
        for (int t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
        long total = 0;
        for (int t = 0; t < THREADS; t++) total += found[t];
        // Every object is alive: strongMap holds all but the removed quarter (every fourth,
        // an even one), and the threads parked the even ones.
        printf("found %ld of %d\n", total, THREADS * PER_THREAD);
        printf("strong map %lu\n", (unsigned long)strongMap.count);
        printf("weak map %lu, weak set %lu\n", (unsigned long)weakMap.count, (unsigned long)weakSet.count);
        // Emptying strongMap lets the odd objects die: their weak entries go.
        [strongMap removeAllObjects];
        printf("after the odd ones died: weak map %lu, weak set %lu\n", (unsigned long)weakMap.count,
               (unsigned long)weakSet.count);
    }
    return 0;
}
