/* Forwarding from several threads at once: the first forwarded message of each signature
 * makes its libffi closure while other threads may be making the same one (the glue's forward
 * table makes one), signatures are made and found concurrently (the signature table), and
 * each thread's hook hands its own signature to its own closure call (a thread-local). Every
 * thread checks every result; the sums are printed once all have joined. */
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

typedef struct { double x, y; } Vec;

@interface Worker : NSObject
- (long)add:(long)a to:(long)b;
- (Vec)add:(Vec)a vec:(Vec)b;
- (float)square:(float)f;
@end

@implementation Worker
- (long)add:(long)a to:(long)b { return a + b; }
- (Vec)add:(Vec)a vec:(Vec)b { return (Vec){a.x + b.x, a.y + b.y}; }
- (float)square:(float)f { return f * f; }
@end

@interface Relay : NSObject {
@public
    id _target;
}
@end

@implementation Relay
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [_target methodSignatureForSelector:sel]; }
- (void)forwardInvocation:(NSInvocation *)inv { [inv invokeWithTarget:_target]; }
@end

enum { THREADS = 4, ROUNDS = 500 };
static id relay;
static long wrong[THREADS];

static void *run(void *arg) {
    long t = (long)arg;
    for (long i = 0; i < ROUNDS; i++) {
        @autoreleasepool {
            if ([relay add:i to:t] != i + t) wrong[t]++;
            Vec v = [relay add:(Vec){(double)i, 1} vec:(Vec){(double)t, 2}];
            if (v.x != (double)(i + t) || v.y != 3) wrong[t]++;
            if ([relay square:(float)t] != (float)(t * t)) wrong[t]++;
        }
    }
    return NULL;
}

int main(void) {
    Worker *w = [Worker new];
    Relay *r = [Relay new];
    r->_target = w;
    relay = r;
    pthread_t threads[THREADS];
    for (long t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, run, (void *)t);
    long total = 0;
    for (long t = 0; t < THREADS; t++) {
        pthread_join(threads[t], NULL);
        total += wrong[t];
    }
    printf("%d threads x %d rounds x 3 forwarded messages: %ld wrong\n", THREADS, ROUNDS, total);
    [r release];
    [w release];
    return 0;
}
