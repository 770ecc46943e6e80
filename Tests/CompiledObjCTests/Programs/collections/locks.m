// NSLock and NSRecursiveLock from compiled code, and <pthread.h> (KVOController guards its
// tables with pthread_mutex_t): four threads counting under each lock lose no increment;
// -tryLock and -lockBeforeDate: fail while another thread holds the lock and succeed once it
// is free; a recursive lock is taken twice by its holder; misusing an NSLock (locking it
// again on the holding thread, unlocking it when not locked) prints Foundation's complaint
// on standard error and leaves the lock usable; the name is copied.
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

enum { THREADS = 4, ROUNDS = 5000 };

static NSLock *plainLock;
static NSRecursiveLock *recursiveLock;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static long plainCount, recursiveCount, mutexCount;

static void *countUnderLocks(void *unused) {
    (void)unused;
    for (int i = 0; i < ROUNDS; i++) {
        [plainLock lock];
        plainCount++;
        [plainLock unlock];

        [recursiveLock lock];
        [recursiveLock lock];
        recursiveCount++;
        [recursiveLock unlock];
        [recursiveLock unlock];

        pthread_mutex_lock(&mutex);
        mutexCount++;
        pthread_mutex_unlock(&mutex);
    }
    return NULL;
}

/* What another thread gets from the lock's -tryLock and -lockBeforeDate:. */
static id<NSLocking> probed;
static BOOL triedLock, lockedBefore;

static void *probe(void *unused) {
    (void)unused;
    @autoreleasepool {
        NSLock *lock = (NSLock *)probed;
        triedLock = [lock tryLock];
        if (triedLock) [lock unlock];
        lockedBefore = [lock lockBeforeDate:[NSDate dateWithTimeIntervalSinceNow:0.05]];
        if (lockedBefore) [lock unlock];
    }
    return NULL;
}

static void probeFromAnotherThread(const char *label, id<NSLocking> lock) {
    probed = lock;
    pthread_t t;
    pthread_create(&t, NULL, probe, NULL);
    pthread_join(t, NULL);
    printf("%s: tryLock %d, lockBeforeDate %d\n", label, triedLock, lockedBefore);
}

int main(void) {
    @autoreleasepool {
        plainLock = [NSLock new];
        recursiveLock = [[NSRecursiveLock alloc] init];
        pthread_t threads[THREADS];
        for (int i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, countUnderLocks, NULL);
        for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
        printf("NSLock %ld, NSRecursiveLock %ld, pthread_mutex %ld (expected %d each)\n", plainCount, recursiveCount,
               mutexCount, THREADS * ROUNDS);

        [plainLock lock];
        probeFromAnotherThread("NSLock held", plainLock);
        [plainLock unlock];
        probeFromAnotherThread("NSLock free", plainLock);

        [recursiveLock lock];
        printf("NSRecursiveLock: its holder's tryLock %d\n", [recursiveLock tryLock]);
        [recursiveLock unlock];
        probeFromAnotherThread("NSRecursiveLock held", recursiveLock);
        [recursiveLock unlock];
        probeFromAnotherThread("NSRecursiveLock free", recursiveLock);

        NSLock *misused = [NSLock new];
        NSMutableString *name = [NSMutableString stringWithString:@"cache"];
        misused.name = name;
        [name appendString:@" (changed)"];
        printf("name %s\n", [misused.name UTF8String]);
        [misused lock];
        printf("holder's tryLock on an NSLock %d\n", [misused tryLock]);
        [misused lock];
        [misused unlock];
        [misused unlock];
        printf("usable after misuse: tryLock %d\n", [misused tryLock]);
        [misused unlock];
        printf("lockBeforeDate: in the past on a free lock %d\n", [misused lockBeforeDate:[NSDate distantPast]]);
        [misused unlock];
#if !__has_feature(objc_arc)
        [misused release];
        [plainLock release];
        [recursiveLock release];
#endif
    }
    return 0;
}
