// MiniObjC blocks through the toolchain's libdispatch (objcrt run --dispatch): dispatch_async,
// dispatch_sync, dispatch_once, dispatch_group. libdispatch copies and releases the blocks it
// queues with _Block_copy / _Block_release; the runtime is linked into the executable with
// -rdynamic, so those calls reach MiniObjC's (not libBlocksRuntime's) and the copies are
// MiniObjC heap blocks — the captured objects' dealloc counters show the releases happened.
#import <Foundation/Foundation.h>
#include <Block.h>
#include <dispatch/dispatch.h>
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int failures;
#define CHECK(name, cond)                                                   \
    do {                                                                    \
        if (cond) printf("%s: ok\n", name);                                 \
        else { printf("%s: FAIL (line %d)\n", name, __LINE__); failures++; } \
    } while (0)

static atomic_int deallocs;
@interface Tracker : NSObject
@property int value;
@end
@implementation Tracker
- (void)dealloc {
    atomic_fetch_add(&deallocs, 1);
#if !__has_feature(objc_arc)
    [super dealloc];
#endif
}
@end

int main(void) {
    // libdispatch calls the process's _Block_copy: the runtime's, not libBlocksRuntime's.
    void *self = dlopen(NULL, RTLD_NOW);
    void *copyFn = dlsym(RTLD_DEFAULT, "_Block_copy");
    void *ours = dlsym(self, "_Block_copy");
    void *theirs = NULL;
    void *lib = dlopen("libBlocksRuntime.so", RTLD_NOW | RTLD_NOLOAD);
    if (lib) theirs = dlsym(lib, "_Block_copy");
    CHECK("_Block_copy resolves to the runtime's", copyFn == ours && copyFn == (void *)_Block_copy);
    CHECK("libBlocksRuntime is loaded and interposed", lib && theirs && theirs != copyFn);
    CHECK("one _NSConcreteStackBlock", dlsym(RTLD_DEFAULT, "_NSConcreteStackBlock") == (void *)_NSConcreteStackBlock);

    @autoreleasepool {
        dispatch_queue_t serial = dispatch_queue_create("blocks.serial", NULL);
        dispatch_queue_t concurrent = dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0);

        // dispatch_async then dispatch_sync on a serial queue: the async block (captured
        // object and __block counter) ran, and was released, before the sync one returns.
        __block int counter = 0;
        atomic_store(&deallocs, 0);
        {
            Tracker *t = [Tracker new];
            t.value = 20;
            dispatch_async(serial, ^{ counter += t.value; });
#if !__has_feature(objc_arc)
            [t release];
#endif
        }
        dispatch_sync(serial, ^{ counter += 1; });
        CHECK("dispatch_async then dispatch_sync", counter == 21);
        CHECK("the async block's capture released", atomic_load(&deallocs) == 1);

        // dispatch_once runs its block once, from any number of threads.
        static dispatch_once_t once;
        static atomic_int onceRuns;
        dispatch_group_t group = dispatch_group_create();
        for (int i = 0; i < 16; i++)
            dispatch_group_async(group, concurrent, ^{
                dispatch_once(&once, ^{ atomic_fetch_add(&onceRuns, 1); });
            });
        dispatch_group_wait(group, DISPATCH_TIME_FOREVER);
        CHECK("dispatch_once once", atomic_load(&onceRuns) == 1);

        // dispatch_group: 100 blocks on the global queue, each with a captured object.
        atomic_store(&deallocs, 0);
        static atomic_int sum;
        for (int i = 1; i <= 100; i++) {
            Tracker *t = [Tracker new];
            t.value = i;
            dispatch_group_async(group, concurrent, ^{ atomic_fetch_add(&sum, t.value); });
#if !__has_feature(objc_arc)
            [t release];
#endif
        }
        dispatch_group_wait(group, DISPATCH_TIME_FOREVER);
        CHECK("dispatch_group sum", atomic_load(&sum) == 5050);
        // The last release of a queued block happens on the worker after the block ran;
        // a notify block queued behind them on a serial queue orders nothing for the global
        // queue, so wait for the counter itself (bounded).
        for (int i = 0; i < 2000 && atomic_load(&deallocs) < 100; i++) usleep(1000);
        CHECK("dispatch_group captures released", atomic_load(&deallocs) == 100);

        // dispatch_group_notify with a block that owns a heap block.
        __block int notified = 0;
#if __has_feature(objc_arc)
        int (^value)(void) = [^{ return 7; } copy];
#else
        int (^value)(void) = Block_copy(^{ return 7; });
#endif
        dispatch_semaphore_t sem = dispatch_semaphore_create(0);
        dispatch_group_notify(group, serial, ^{
            notified = value();
            dispatch_semaphore_signal(sem);
        });
        dispatch_semaphore_wait(sem, DISPATCH_TIME_FOREVER);
        CHECK("dispatch_group_notify", notified == 7);
#if !__has_feature(objc_arc)
        Block_release(value);
#endif
        // libdispatch's objects are not Objective-C objects on Linux (OS_OBJECT_USE_OBJC is
        // 0), so ARC does not manage them: they are released by hand in both modes.
        dispatch_release(sem);
        dispatch_release(group);
        dispatch_release(serial);
    }
    printf("%d failures\n", failures);
    return failures != 0;
}
