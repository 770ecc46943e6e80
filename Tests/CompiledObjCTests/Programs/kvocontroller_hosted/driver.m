// Drives the compiled FBKVOController (Tests/ThirdParty/KVOController, unmodified) inside the
// Swift test process, where MiniObjC's Swift KVO gives NSObject its observing methods: the
// block, action and context forms, unobserving one key path, one object and all, the
// controller and the observer going away, NSObject's KVOController property — and the
// OCMockito stand-in the original tests verify with. Each scenario returns its log.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#import <FBKVOController/FBKVOController.h>
#import <FBKVOController/NSObject+FBKVOController.h>
#define HC_SHORTHAND
#import <OCHamcrest/OCHamcrest.h>
#define MOCKITO_SHORTHAND
#import <OCMockito/OCMockito.h>
#import "FBKVOTesting.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static char logText[8192];

static void say(const char *format, ...) {
    size_t used = strlen(logText);
    va_list args;
    va_start(args, format);
    vsnprintf(logText + used, sizeof logText - used, format, args);
    va_end(args);
}

/* A change dictionary, keys in a fixed order: kind, old, new, prior, the key path. */
static void sayChange(NSDictionary *change) {
    say("kind=%d", [change[NSKeyValueChangeKindKey] intValue]);
    if (change[NSKeyValueChangeOldKey]) say(" old=%g", [change[NSKeyValueChangeOldKey] floatValue]);
    if (change[NSKeyValueChangeNewKey]) say(" new=%g", [change[NSKeyValueChangeNewKey] floatValue]);
    if (change[NSKeyValueChangeNotificationIsPriorKey]) say(" prior");
    if (change[FBKVONotificationKeyPathKey]) say(" keyPath=%s", [change[FBKVONotificationKeyPathKey] UTF8String]);
    say(" (%lu keys)\n", (unsigned long)change.count);
}

static int observerDeallocs;

/* An observer with an action method and its own -observeValueForKeyPath:. */
@interface Watcher : NSObject
@end
@implementation Watcher
- (void)circleDidChange:(NSDictionary *)change object:(FBKVOTestCircle *)circle {
    say("action radius=%g ", circle.radius);
    sayChange(change);
}
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    say("context %s %s ", [keyPath UTF8String], context == (void *)&observerDeallocs ? "mine" : "other");
    sayChange(change);
}
- (void)dealloc { observerDeallocs++; }
@end

const char *kvoc_block_action_context(void) {
    logText[0] = 0;
    @autoreleasepool {
        FBKVOTestCircle *circle = [FBKVOTestCircle circle];
        Watcher *watcher = [Watcher new];
        FBKVOController *controller = [FBKVOController controllerWithObserver:watcher];
        NSKeyValueObservingOptions basic = NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld |
                                           NSKeyValueObservingOptionInitial;
        [controller observe:circle keyPath:@"radius" options:basic block:^(id observer, id object, NSDictionary *change) {
            say("block observer=%s object=%s ", observer == watcher ? "watcher" : "?", object == circle ? "circle" : "?");
            sayChange(change);
        }];
        say("isa %s\n", class_getName(object_getClass(circle)));
        circle.radius = 1.5f;
        [controller observe:circle keyPath:@"borderWidth" options:NSKeyValueObservingOptionNew
                     action:@selector(circleDidChange:object:)];
        [controller observe:circle keyPath:@"borderWidth" options:NSKeyValueObservingOptionNew
                     action:@selector(circleDidChange:object:)]; /* the same key path again: ignored */
        circle.borderWidth = 2.0f;
        [controller unobserve:circle keyPath:@"radius"];
        circle.radius = 3.0f; /* nobody hears */
        circle.borderWidth = 4.0f;
        [controller unobserve:circle];
        circle.borderWidth = 5.0f; /* nobody hears */
        [controller observe:circle keyPaths:@[@"radius", @"borderWidth"]
                    options:NSKeyValueObservingOptionNew | NSKeyValueObservingOptionPrior
                    context:&observerDeallocs];
        circle.radius = 6.0f;
        [controller unobserveAll];
        circle.radius = 7.0f; /* nobody hears */
        say("end radius=%g borderWidth=%g\n", circle.radius, circle.borderWidth);
    }
    return logText;
}

const char *kvoc_lifetimes(void) {
    logText[0] = 0;
    observerDeallocs = 0;
    @autoreleasepool {
        FBKVOTestCircle *circle = [FBKVOTestCircle circle];
        __block int heard = 0;
        // The controller goes: its -dealloc unobserves everything.
        @autoreleasepool {
            Watcher *watcher = [Watcher new];
            FBKVOController *controller = [FBKVOController controllerWithObserver:watcher];
            [controller observe:circle keyPath:@"radius" options:NSKeyValueObservingOptionNew
                          block:^(id observer, id object, NSDictionary *change) { heard++; }];
            circle.radius = 1.0f;
            controller = nil;
        }
        circle.radius = 2.0f;
        say("controller gone: heard %d, watcher deallocated %d\n", heard, observerDeallocs);
        // The observer goes while its controller lives (the controller holds it weakly).
        FBKVOController *kept;
        @autoreleasepool {
            Watcher *watcher = [Watcher new];
            kept = [FBKVOController controllerWithObserver:watcher];
            [kept observe:circle keyPath:@"radius" options:NSKeyValueObservingOptionNew
                    block:^(id observer, id object, NSDictionary *change) { heard++; }];
            circle.radius = 3.0f;
        }
        circle.radius = 4.0f; /* the block is not called: no observer */
        say("observer gone: heard %d, observer %s, watchers deallocated %d\n", heard, kept.observer ? "alive" : "nil",
            observerDeallocs);
        // A controller that does not retain what it observes: the observed object may go first
        // if it is unobserved first.
        FBKVOController *weakly = [[FBKVOController alloc] initWithObserver:kept retainObserved:NO];
        @autoreleasepool {
            FBKVOTestCircle *temporary = [FBKVOTestCircle circle];
            [weakly observe:temporary keyPath:@"radius" options:NSKeyValueObservingOptionNew
                      block:^(id observer, id object, NSDictionary *change) { heard++; }];
            temporary.radius = 1.0f;
            [weakly unobserve:temporary];
        }
        say("non-retaining: heard %d\n", heard);
        // NSObject+FBKVOController: a lazily made controller owned by the object.
        Watcher *owner = [Watcher new];
        FBKVOController *lazy = owner.KVOController;
        say("KVOController: same each time %d, observer is the owner %d, non-retaining differs %d\n",
            lazy == owner.KVOController, lazy.observer == owner, owner.KVOControllerNonRetaining != lazy);
        [owner.KVOController observe:circle keyPath:@"borderWidth" options:NSKeyValueObservingOptionNew
                               block:^(id observer, id object, NSDictionary *change) { heard += 10; }];
        circle.borderWidth = 1.0f;
        say("owner's controller: heard %d\n", heard);
    }
    return logText;
}

/* Stands in for an XCTestCase: OCMockito's verify reports failures to `self`. */
@interface MockCase : NSObject
@end
@implementation MockCase
- (void)recordFailureWithDescription:(NSString *)description inFile:(NSString *)file atLine:(NSUInteger)line
                            expected:(BOOL)expected {
    say("FAILURE line %lu: %s\n", (unsigned long)line, [description UTF8String]);
}
- (void)run {
    FBKVOTestCircle *circle = [FBKVOTestCircle circle];
    id<FBKVOTestObserving> observer = mockProtocol(@protocol(FBKVOTestObserving));
    FBKVOController *controller = [FBKVOController controllerWithObserver:observer];
    FBKVOTestObserver *reference = [FBKVOTestObserver observer];
    static void *context = &context;
    NSKeyValueObservingOptions basic = NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld |
                                       NSKeyValueObservingOptionInitial;
    [circle addObserver:reference forKeyPath:@"radius" options:basic context:context];
    [controller observe:circle keyPath:@"radius" options:basic action:@selector(propertyDidChange:object:)];
    [verify(observer) propertyDidChange:reference.lastChange object:circle];
    circle.radius = 2.0f;
    [verify(observer) propertyDidChange:reference.lastChange object:circle];
    [controller observe:circle keyPath:@"borderWidth" options:0 context:context];
    circle.borderWidth = 1.0f;
    [verifyCount(observer, times(1)) observeValueForKeyPath:@"borderWidth" ofObject:circle change:anything()
                                                   context:context];
    [verifyCount(observer, times(0)) observeValueForKeyPath:@"radius" ofObject:anything() change:anything()
                                                   context:context];
    [verifyCount(observer, times(2)) propertyDidChange:reference.lastChange object:circle]; /* fails: once */
    say("mock done\n");
    [circle removeObserver:reference forKeyPath:@"radius"];
}
@end

const char *kvoc_mock(void) {
    logText[0] = 0;
    @autoreleasepool {
        [[MockCase new] run];
    }
    return logText;
}
