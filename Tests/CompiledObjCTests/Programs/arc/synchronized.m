// @synchronized (objc_sync_enter / objc_sync_exit): 8 threads each add to a plain counter under
// @synchronized on one object, and the total is exact; two objects lock independently (a
// thread holding one does not block another thread on the other); the lock is recursive (the
// same thread re-enters, also through a method that synchronizes again); @synchronized(nil)
// does nothing and succeeds; an exit with no matching enter, or from a thread that does not
// hold the lock, is refused with OBJC_SYNC_NOT_OWNING_THREAD_ERROR and changes nothing.
// Ports the intent of objc4 test/synchronized.m, synchronized-counter.m, synchronized-grid.m
// and sync-error-checking.m (@synchronized with @throw is the exceptions tests').
#import <Foundation/Foundation.h>
#include <objc/objc-sync.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

enum { THREADS = 8, ROUNDS = 20000 };

static long counter;
static long grid[4];
static id lock;
static id locks[4];

@interface Account : NSObject {
@public
    long balance;
}
- (void)deposit:(long)n;
- (void)depositTwice:(long)n;
@end
@implementation Account
- (void)deposit:(long)n {
    @synchronized(self) { balance += n; }
}
- (void)depositTwice:(long)n {
    @synchronized(self) { // re-entered by -deposit:
        [self deposit:n];
        [self deposit:n];
    }
}
@end

static void *adder(void *arg) {
    long index = (long)arg;
    for (int i = 0; i < ROUNDS; i++) {
        @synchronized(lock) { counter++; }
        // A grid of locks: each cell's lock guards only that cell.
        id cellLock = locks[(index + i) % 4];
        @synchronized(cellLock) { grid[(index + i) % 4]++; }
    }
    return NULL;
}

static Account *shared;
static void *depositor(void *arg) {
    (void)arg;
    for (int i = 0; i < ROUNDS / 4; i++) [shared depositTwice:1];
    return NULL;
}

static atomic_int holding, released;
static void *holder(void *arg) {
    id obj = (__bridge id)arg;
    objc_sync_enter(obj);
    holding = 1;
    while (!released) sched_yield();
    objc_sync_exit(obj);
    return NULL;
}

int main(void) {
    lock = [NSObject new];
    for (int i = 0; i < 4; i++) locks[i] = [NSObject new];
    pthread_t threads[THREADS];
    for (long t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, adder, (void *)t);
    for (int t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
    printf("counter %ld (expected %d)\n", counter, THREADS * ROUNDS);
    printf("grid %ld %ld %ld %ld (each expected %d)\n", grid[0], grid[1], grid[2], grid[3], THREADS * ROUNDS / 4);

    shared = [Account new];
    for (int t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, depositor, NULL);
    for (int t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
    printf("recursive deposits: balance %ld (expected %d)\n", shared->balance, THREADS * ROUNDS / 2);

    printf("nesting on one thread:\n");
    id obj = [NSObject new];
    printf("  enter %d, enter %d, enter %d\n", objc_sync_enter(obj), objc_sync_enter(obj), objc_sync_enter(obj));
    printf("  exit %d, exit %d, exit %d\n", objc_sync_exit(obj), objc_sync_exit(obj), objc_sync_exit(obj));
    printf("  one exit too many: %d (OBJC_SYNC_NOT_OWNING_THREAD_ERROR is %d)\n", objc_sync_exit(obj),
           OBJC_SYNC_NOT_OWNING_THREAD_ERROR);
    printf("  exit of an object never entered: %d\n", objc_sync_exit([NSObject new]));
    printf("nil: enter %d, exit %d\n", objc_sync_enter(nil), objc_sync_exit(nil));
    @synchronized(nil) { printf("  @synchronized(nil) runs its body\n"); }

    printf("another thread's lock:\n");
    id held = [NSObject new], free_ = [NSObject new];
    pthread_t other;
    pthread_create(&other, NULL, holder, (__bridge void *)held);
    while (!holding) sched_yield();
    printf("  exit of the lock another thread holds: %d\n", objc_sync_exit(held));
    @synchronized(free_) { printf("  a different object locks while it is held\n"); }
    released = 1;
    pthread_join(other, NULL);
    @synchronized(held) { printf("  and after it is released, this thread takes it\n"); }
    return 0;
}
