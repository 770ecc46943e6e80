// compiled.kvocontroller_block_setter: a compiled class's synthesized setter observed through
// facebook/KVOController's own FBKVOController.m (Tests/ThirdParty/KVOController, compiled
// with it into one shared library) with a block, the setter sent from compiled code.
// `objcrt bench` loads the library into its own process — KVO is MiniObjC's Swift layer — and
// compares the row with kvo.controller_block_setter, the same observation through MiniObjC's
// Swift KVOController with the setter sent through the runtime.
#import <Foundation/Foundation.h>
#import <FBKVOController/FBKVOController.h>
#include <stdint.h>

@interface KVOCBenchSubject : NSObject
@property (nonatomic) long level;
@end
@implementation KVOCBenchSubject
@end

static KVOCBenchSubject *subject;
static FBKVOController *controller;
static NSObject *observer;
static uint64_t delivered;

/* Makes the observed object and its controller once; 0 when FBKVOController did not observe. */
int kvoc_bench_setup(void) {
    @autoreleasepool {
        subject = [KVOCBenchSubject new];
        observer = [NSObject new];
        controller = [FBKVOController controllerWithObserver:observer];
        [controller observe:subject keyPath:@"level" options:NSKeyValueObservingOptionNew
                      block:^(id o, id object, NSDictionary *change) { delivered++; }];
        subject.level = -1;
    }
    return delivered == 1;
}

/* The same observation without FBKVOController: a compiled observer registered with
 * -addObserver:forKeyPath:options:context: (compiled.kvo_observer_setter, the part of the row
 * above that is the KVO message delivery itself). */
@interface KVOCBenchObserver : NSObject
@end
@implementation KVOCBenchObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    if (change[NSKeyValueChangeNewKey]) delivered++;
}
@end

static KVOCBenchSubject *plainSubject;
static KVOCBenchObserver *plainObserver;

/* `n` sets of an object a plain compiled observer observes; returns the notifications. */
uint64_t kvoc_bench_observer_setter(uint64_t n) {
    uint64_t before = delivered;
    @autoreleasepool {
        if (!plainSubject) {
            plainSubject = [KVOCBenchSubject new];
            plainObserver = [KVOCBenchObserver new];
            [plainSubject addObserver:plainObserver forKeyPath:@"level" options:NSKeyValueObservingOptionNew context:NULL];
            before = delivered;
        }
        KVOCBenchSubject *s = plainSubject;
        for (uint64_t i = 0; i < n; i++) s.level = (long)i;
    }
    return delivered - before;
}

/* `n` observed sets; returns how many notifications arrived (the caller checks it is `n`). */
uint64_t kvoc_bench_block_setter(uint64_t n) {
    uint64_t before = delivered;
    @autoreleasepool {
        KVOCBenchSubject *s = subject;
        for (uint64_t i = 0; i < n; i++) s.level = (long)i;
    }
    return delivered - before;
}
