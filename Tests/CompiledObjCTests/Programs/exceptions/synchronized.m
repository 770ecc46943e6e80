// @synchronized around @throw: clang's cleanup calls objc_sync_exit as the exception leaves
// the block, so 8 threads throwing from inside the lock every third time neither deadlock nor
// lose an increment, and the lock is free afterwards (objc_sync_exit by a thread that does not
// hold it: OBJC_SYNC_NOT_OWNING_THREAD_ERROR, -1).
#import <Foundation/Foundation.h>
#include <objc/objc-sync.h>
#include <pthread.h>
#include <stdio.h>
static id lockObj;
static long counter;
static void bump(int k) {
    @synchronized(lockObj) {
        counter++;
        if (k % 3 == 0) @throw [NSException exceptionWithName:@"Bump" reason:@"every third" userInfo:nil];
    }
}
static void *worker(void *arg) {
    (void)arg;
    int caught = 0;
    for (int k = 0; k < 3000; k++) {
        @try { bump(k); } @catch (NSException *e) { caught++; }
    }
    return (void *)(long)caught;
}
int main(void) {
    lockObj = [NSObject new];
    pthread_t t[8];
    for (int i = 0; i < 8; i++) pthread_create(&t[i], NULL, worker, NULL);
    long caught = 0;
    for (int i = 0; i < 8; i++) { void *r; pthread_join(t[i], &r); caught += (long)r; }
    printf("counter=%ld caught=%ld\n", counter, caught);
    printf("exit after all: %d (not owning)\n", objc_sync_exit(lockObj));
    printf("enter again: %d\n", objc_sync_enter(lockObj));
    printf("exit: %d\n", objc_sync_exit(lockObj));
    return 0;
}
