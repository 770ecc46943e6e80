// Sends on 7 threads while an eighth changes the classes they send to: methods added to the
// superclass (which every subclass cache must forget), the -value IMP swapped between two
// equal ones, class methods added to the metaclass. Every send's result is checked: a torn
// cache entry (a selector paired with another selector's IMP) would return a wrong value.
#import <Foundation/Foundation.h>
#include <objc/message.h>
#include <objc/runtime.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SENDERS = 7, METHODS = 300 };

@interface Base : NSObject
- (long)value;
@end
@implementation Base
- (long)value { return 42; }
@end
@interface Leaf : Base
@end
@implementation Leaf
@end

static atomic_int published;      /* m0 ..< published exist on Base, +k0 ..< on Leaf's metaclass */
static atomic_int done;
static atomic_long wrong, sends;
static Leaf *shared;

/* m<i> and k<i> answer i, read from the selector's own name: any IMP reached through another
 * selector's cache slot answers that selector's number instead. */
static long answerIndex(id self, SEL _cmd) {
    (void)self;
    return strtol(sel_getName(_cmd) + 1, NULL, 10);
}
static long fortyTwo(id self, SEL _cmd) { (void)self; (void)_cmd; return 40 + 2; }
static long fortyTwoAgain(id self, SEL _cmd) { (void)self; (void)_cmd; return 2 * 21; }

typedef long (*LongSend)(id, SEL);

static void *sender(void *arg) {
    unsigned seed = (unsigned)(long)arg;
    char name[32];
    while (!atomic_load(&done)) {
        if ([shared value] != 42) atomic_fetch_add(&wrong, 1);
        int n = atomic_load(&published);
        if (n > 0) {
            int i = rand_r(&seed) % n;
            snprintf(name, sizeof name, "m%d", i);
            if (((LongSend)objc_msgSend)(shared, sel_registerName(name)) != i) atomic_fetch_add(&wrong, 1);
            snprintf(name, sizeof name, "k%d", i);
            if (((LongSend)objc_msgSend)((id)[Leaf class], sel_registerName(name)) != i) atomic_fetch_add(&wrong, 1);
        }
        atomic_fetch_add(&sends, 1);
    }
    return NULL;
}

int main(void) {
    shared = [Leaf new];
    pthread_t threads[SENDERS];
    for (long t = 0; t < SENDERS; t++) pthread_create(&threads[t], NULL, sender, (void *)(t + 1));
    Method value = class_getInstanceMethod([Base class], @selector(value));
    Class leafMeta = object_getClass((id)[Leaf class]);
    char name[32];
    int added = 0;
    for (int i = 0; i < METHODS; i++) {
        snprintf(name, sizeof name, "m%d", i);
        added += class_addMethod([Base class], sel_registerName(name), (IMP)answerIndex, "q16@0:8");
        snprintf(name, sizeof name, "k%d", i);
        added += class_addMethod(leafMeta, sel_registerName(name), (IMP)answerIndex, "q16@0:8");
        atomic_store(&published, i + 1);
        method_setImplementation(value, (IMP)((i % 2) ? fortyTwo : fortyTwoAgain));
        if (i % 10 == 0) class_replaceMethod([Leaf class], @selector(value), (IMP)fortyTwoAgain, "q16@0:8");
    }
    /* Let the senders run on the final state too. */
    while (atomic_load(&sends) < 2000) sched_yield();
    atomic_store(&done, 1);
    for (int t = 0; t < SENDERS; t++) pthread_join(threads[t], NULL);
    printf("methods added: %d of %d\n", added, 2 * METHODS);
    printf("wrong results: %ld\n", atomic_load(&wrong));
    fprintf(stderr, "sends: %ld\n", atomic_load(&sends));   /* varies: not compared */
    printf("final -value: %ld, -m%d: %ld\n", [shared value], METHODS - 1,
           ((LongSend)objc_msgSend)(shared, sel_registerName("m299")));
    return 0;
}
