// A class made and disposed 60 times while 6 threads look it up by name and message it. A
// reader finds the class and its method answers, or finds nothing, or holds a disposed class
// (a tombstone) whose messages raise an exception it catches — never a crash, never a wrong
// answer. Disposal is refused while the class has an instance, so the class stays findable.
#import <Foundation/Foundation.h>
#include <objc/message.h>
#include <objc/runtime.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

enum { READERS = 6, ROUNDS = 60 };

static atomic_int done;
static atomic_long answered, raised, wrong;

static long answerOne(id self, SEL _cmd) { (void)self; (void)_cmd; return 1; }

typedef long (*LongSend)(id, SEL);

static void *reader(void *arg) {
    (void)arg;
    while (!atomic_load(&done)) {
        Class cls = objc_getClass("Racer");
        if (!cls) continue;
        @try {
            if (((LongSend)objc_msgSend)((id)cls, @selector(answer)) == 1) atomic_fetch_add(&answered, 1);
            else atomic_fetch_add(&wrong, 1);
        } @catch (NSException *e) {
            atomic_fetch_add(&raised, 1);   /* disposed under us: unrecognized selector */
        }
        /* A disposed class's name and method list stay readable. */
        if (!class_getName(cls)[0]) atomic_fetch_add(&wrong, 1);
    }
    return NULL;
}

int main(void) {
    pthread_t threads[READERS];
    for (long t = 0; t < READERS; t++) pthread_create(&threads[t], NULL, reader, NULL);
    int made = 0, disposed = 0, refusedWhileLive = 0;
    for (int i = 0; i < ROUNDS; i++) {
        Class cls = objc_allocateClassPair([NSObject class], "Racer", 0);
        if (!cls) continue;   /* the name would still be taken: counted by `made` */
        made++;
        class_addMethod(object_getClass((id)cls), @selector(answer), (IMP)answerOne, "q16@0:8");
        objc_registerClassPair(cls);
        sched_yield();
        if (i % 10 == 0) {
            id live = class_createInstance(cls, 0);
            objc_disposeClassPair(cls);
            refusedWhileLive += objc_getClass("Racer") == cls;
            object_dispose(live);
        }
        objc_disposeClassPair(cls);
        disposed += objc_getClass("Racer") == Nil;
    }
    atomic_store(&done, 1);
    for (int t = 0; t < READERS; t++) pthread_join(threads[t], NULL);
    printf("made %d, disposed %d, refused while an instance lived: %d\n", made, disposed, refusedWhileLive);
    printf("wrong answers: %ld\n", atomic_load(&wrong));
    printf("gone at the end: %d\n", objc_getClass("Racer") == Nil);
    /* How often each outcome happened varies from run to run: stderr, not compared. */
    fprintf(stderr, "answered %ld, raised %ld\n", atomic_load(&answered), atomic_load(&raised));
    return 0;
}
