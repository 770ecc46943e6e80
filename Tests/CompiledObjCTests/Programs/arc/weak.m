// __weak under -fobjc-arc on the core's weak table: objc_initWeak / objc_storeWeak /
// objc_loadWeakRetained / objc_copyWeak / objc_moveWeak / objc_destroyWeak (clang emits each
// below), zeroing when the object goes, weak properties and weak ivars (which the class's
// .cxx_destruct destroys), many weak variables on one object, and the bad input: a weak store
// of an object that is deallocating gives nil — stored and returned — with a message on
// standard error (objc4's objc_storeWeakOrNil result; objc4's objc_storeWeak aborts instead),
// never a reference that would dangle. A thread races loads against the last release.
// Ports the intent of objc4 test/weak.m, weak2.m, arr-weak.m, weakrace.m and
// initializeVersusWeak.m.
#import <Foundation/Foundation.h>
#include <objc/objc-arc.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

static int deallocs;

@interface Thing : NSObject
@property (weak) Thing *friend;
@property (nonatomic) int tag;
@end

static __weak Thing *fromDealloc;
static __weak Thing *formedInDealloc;

@implementation Thing {
    __weak id _watcher;
}
- (void)setWatcher:(id)w { _watcher = w; }
- (id)watcher { return _watcher; }
- (void)dealloc {
    deallocs++;
    // Inside -dealloc the object is already deallocating: weak loads of it give nil, and a
    // new weak reference to it cannot be formed.
    if (self.tag == 9) return; // the racing rounds' objects may die on the other thread: counted only
    printf("  -dealloc %d\n", self.tag);
    if (self.tag == 7) {
        Thing *seen = fromDealloc;
        printf("  -dealloc %d: a weak variable on it loads %s\n", self.tag, seen ? "the object" : "nil");
        formedInDealloc = self;
        printf("  -dealloc %d: storing it weakly gave %s\n", self.tag, formedInDealloc ? "the object" : "nil");
    }
}
@end

__attribute__((ns_returns_retained)) static Thing *make(int tag) {
    Thing *t = [Thing new];
    t.tag = tag;
    return t;
}

// objc4's initializeVersusWeak.m: weak stores and loads from inside +initialize, and from
// another thread while +initialize runs, must not deadlock (MiniObjC's weak functions send no
// messages, so they never wait for +initialize).
static __weak id weakSelfMade;
static id strongMade;
static atomic_int madeReady;
static atomic_long otherThreadMatches;
static void *initLoader(void *arg) {
    (void)arg;
    while (!atomic_load(&madeReady)) sched_yield();
    for (int i = 0; i < 1000; i++) {
        id x = weakSelfMade;
        if (x == strongMade) atomic_fetch_add(&otherThreadMatches, 1);
    }
    return NULL;
}
@interface StoresItselfWeakly : NSObject
@end
@implementation StoresItselfWeakly
+ (void)initialize {
    strongMade = [self new];
    weakSelfMade = strongMade;
    atomic_store(&madeReady, 1);
    int matches = 0;
    for (int i = 0; i < 1000; i++) {
        id x = weakSelfMade;
        matches += x == strongMade;
    }
    printf("  inside +initialize: %d of 1000 loads gave the object\n", matches);
}
@end

static void *racer(void *arg) {
    __weak Thing **slot = (__weak Thing **)arg;
    long seen = 0;
    for (int i = 0; i < 20000; i++) {
        Thing *t = *slot; // objc_loadWeakRetained: the object alive, or nil — never freed memory
        if (t) seen += t.tag == 9;
    }
    return (void *)seen;
}

int main(void) {
    printf("zeroing:\n");
    __weak Thing *w1;
    __weak Thing *w2;
    @autoreleasepool {
        Thing *t = make(1);
        w1 = t;                 // objc_storeWeak
        __weak Thing *copy = w1; // objc_copyWeak
        w2 = copy;
        printf("  while alive: w1 %s, w2 %s, copy %s\n", w1 ? "set" : "nil", w2 ? "set" : "nil", copy ? "set" : "nil");
    }
    printf("  after release: w1 %s, w2 %s, deallocs %d\n", w1 ? "set" : "nil", w2 ? "set" : "nil", deallocs);

    printf("reassigning:\n");
    @autoreleasepool {
        Thing *a = make(2), *b = make(3);
        __weak Thing *w = a;
        w = b;                  // moves from a's entry to b's
        a = nil;
        printf("  after a goes: w is %d\n", w.tag);
        w = nil;
        b = nil;
        printf("  after b goes: w %s\n", w ? "set" : "nil");
    }

    printf("moving:\n");
    @autoreleasepool {
        Thing *t = make(4);
        __weak Thing *src = t;
        __weak Thing *dst = nil;
        objc_moveWeak((id *)&dst, (id *)&src); // as clang does for a __weak move
        printf("  dst %d, src %s\n", dst.tag, src ? "set" : "nil");
        t = nil;
        printf("  after t goes: dst %s\n", dst ? "set" : "nil");
    }

    printf("weak properties and ivars:\n");
    deallocs = 0;
    @autoreleasepool {
        Thing *owner = make(5);
        Thing *other = make(6);
        owner.friend = other;
        [owner setWatcher:other];
        other.friend = owner; // a cycle of weak references does not keep either alive
        @autoreleasepool { // the getters' results may be autoreleased: let them go here
            printf("  friend %d, watcher %d\n", owner.friend.tag, ((Thing *)[owner watcher]).tag);
        }
        other = nil;
        printf("  other gone: friend %s, watcher %s\n", owner.friend ? "set" : "nil", [owner watcher] ? "set" : "nil");
    }
    printf("  deallocs %d\n", deallocs);

    printf("many weak variables on one object:\n");
    @autoreleasepool {
        Thing *t = make(8);
        __weak Thing *many[100];
        for (int i = 0; i < 100; i++) many[i] = t;
        int alive = 0;
        for (int i = 0; i < 100; i++) alive += many[i] != nil;
        t = nil;
        int after = 0;
        for (int i = 0; i < 100; i++) after += many[i] != nil;
        printf("  %d set while alive, %d after\n", alive, after);
    }

    printf("a weak store of a deallocating object:\n");
    @autoreleasepool {
        Thing *t = make(7);
        fromDealloc = t;
        t = nil;
        printf("  afterwards: fromDealloc %s, formedInDealloc %s\n", fromDealloc ? "set" : "nil",
               formedInDealloc ? "set" : "nil");
    }

    printf("weak references during +initialize:\n");
    pthread_t loader;
    pthread_create(&loader, NULL, initLoader, NULL);
    [StoresItselfWeakly self];
    pthread_join(loader, NULL);
    printf("  another thread meanwhile: %ld of 1000\n", (long)atomic_load(&otherThreadMatches));
    strongMade = nil;
    printf("  after the last strong reference: %s\n", weakSelfMade ? "set" : "nil");

    printf("loads racing the last release:\n");
    deallocs = 0;
    for (int round = 0; round < 20; round++) {
        __weak Thing *slot;
        pthread_t thread;
        @autoreleasepool {
            Thing *t = make(9);
            slot = t;
            pthread_create(&thread, NULL, racer, (void *)&slot);
            t = nil; // the last strong reference, while the other thread loads
        }
        pthread_join(thread, NULL);
        if (slot) printf("  round %d: still set after the release\n", round);
    }
    printf("  deallocs %d\n", deallocs);
    return 0;
}
