// Exceptions in several threads at once: each thread's throws, catches, @finally blocks and
// caught-exception stack are its own (objc4's test/exc.m "exceptions in threads").
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdio.h>

/* MRC and ARC alike: a thrown object is autoreleased, as Foundation's are (the runtime retains
 * it while it is in flight), so nothing leaks under LeakSanitizer. */
#if __has_feature(objc_arc)
#define AUTORELEASED(x) (x)
#else
#define AUTORELEASED(x) [(x) autorelease]
#endif

@interface Token : NSObject
@property (nonatomic) long value;
@end
@implementation Token
@end

static void throw_value(long v) {
    Token *t = AUTORELEASED([Token new]);
    t.value = v;
    @throw t;
}

static void *worker(void *arg) {
    long id_ = (long)arg, sum = 0, finallies = 0;
    for (long i = 0; i < 2000; i++) @autoreleasepool {
        @try {
            @try {
                if (i % 3 == 0) [[NSArray array] objectAtIndex:(NSUInteger)i];
                throw_value(id_ * 100000 + i);
            } @finally {
                finallies++;
            }
        } @catch (Token *t) {
            sum += t.value - id_ * 100000;
        } @catch (NSException *e) {
            sum += i;
        }
    }
    return (void *)(sum == 1999 * 2000 / 2 && finallies == 2000 ? 1L : 0L);
}

int main(void) {
    enum { N = 4 };
    pthread_t threads[N];
    for (long i = 0; i < N; i++) pthread_create(&threads[i], NULL, worker, (void *)i);
    int good = 0;
    for (int i = 0; i < N; i++) {
        void *r;
        pthread_join(threads[i], &r);
        good += r != NULL;
    }
    printf("%d of %d threads saw every exception\n", good, N);
    return 0;
}
