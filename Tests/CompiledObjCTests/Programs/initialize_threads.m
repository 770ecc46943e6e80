// +initialize from 8 threads at once: it runs once per class, superclass first, and every
// thread's first message waits until it has returned (the initializing thread's own
// messages go through) — objc4's rules, checked on MiniObjC's initialize.c.
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_int baseRuns, leafRuns, order;
static int baseOrder, leafOrder;
static atomic_int ready;

@interface SlowBase : NSObject
+ (int)isReady;
@end
@implementation SlowBase
+ (void)initialize {
    if (self != [SlowBase class]) return;   /* a subclass inherits this +initialize */
    atomic_fetch_add(&baseRuns, 1);
    baseOrder = atomic_fetch_add(&order, 1);
    usleep(100 * 1000);                       /* give the other threads time to arrive */
    [self isReady];                           /* its own message goes through */
    atomic_store(&ready, 1);
}
+ (int)isReady { return atomic_load(&ready); }
@end

@interface SlowLeaf : SlowBase
@end
@implementation SlowLeaf
+ (void)initialize {
    atomic_fetch_add(&leafRuns, 1);
    leafOrder = atomic_fetch_add(&order, 1);
}
@end

static void *worker(void *arg) {
    /* Half the threads start at the subclass, half at the superclass. */
    long i = (long)arg;
    int seen = (i % 2) ? [SlowLeaf isReady] : [SlowBase isReady];
    return (void *)(long)seen;
}

int main(void) {
    pthread_t threads[8];
    for (long i = 0; i < 8; i++) pthread_create(&threads[i], NULL, worker, (void *)i);
    int allReady = 1;
    for (int i = 0; i < 8; i++) {
        void *seen;
        pthread_join(threads[i], &seen);
        allReady &= (int)(long)seen;
    }
    printf("every thread saw +initialize finished: %d\n", allReady);
    printf("SlowBase +initialize ran %d time(s), SlowLeaf %d\n", atomic_load(&baseRuns), atomic_load(&leafRuns));
    printf("superclass first: %d\n", baseOrder < leafOrder);
    return 0;
}
