// Blocks are objects (run with and without -fobjc-arc): the three block classes, copies from
// the stack and their release (dealloc counters on captured objects), __block variables
// shared and outliving their frame, captured blocks, __weak captures zeroed, weak references
// to a heap block, blocks in arrays and dictionaries and through KVC as a `@?` property.
// The intent of objc4's test/blocksAsImps.m' neighbours (block.m, blockcopy.m,
// blocks_release.m) and libobjc2's Test/BlockTest_arc.m, BlockAsIMP's copy semantics.
#import <Foundation/Foundation.h>
#include <Block.h>
#include <objc/objc-arc.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

#if __has_feature(objc_arc)
#define MODE_ARC 1
#define RELEASE(x) ((void)0)
#define BCOPY(b) [(b) copy]
#define BRELEASE(v) ((v) = nil)
#else
#define MODE_ARC 0
#define RELEASE(x) [(x) release]
#define BCOPY(b) Block_copy(b)
#define BRELEASE(v) Block_release(v)
#endif

static int failures;
#define CHECK(name, cond)                                                   \
    do {                                                                    \
        if (cond) printf("%s: ok\n", name);                                 \
        else { printf("%s: FAIL (line %d)\n", name, __LINE__); failures++; } \
    } while (0)

static int deallocs;
@interface Tracker : NSObject
@property int value;
@end
@implementation Tracker
- (void)dealloc {
    deallocs++;
#if !MODE_ARC
    [super dealloc];
#endif
}
@end

@interface Holder : NSObject
@property (copy) int (^handler)(int);
@end
@implementation Holder
#if !MODE_ARC
- (void)dealloc {
    [_handler release];
    [super dealloc];
}
#endif
@end

typedef int (^IntBlock)(void);

static void (^globalBlock)(void) = ^{ printf("the global block runs\n"); };

// A counter whose __block variable outlives this frame, shared by the two blocks.
static void makeCounter(IntBlock *incrementOut, IntBlock *readOut) {
    __block int count = 10;
    IntBlock inc = ^{ return ++count; };
    IntBlock rd = ^{ return count; };
    *incrementOut = BCOPY(inc);
    *readOut = BCOPY(rd);
    count = 100; // through the forwarding pointer: the heap copy's
}

static IntBlock adder(int n) {
    IntBlock b = ^{ return n + 1; };
#if MODE_ARC
    return b;
#else
    return [[b copy] autorelease];
#endif
}

static const char *className(id obj) { return object_getClassName(obj); }

int main(void) {
    @autoreleasepool {
        // 1. The classes.
        CHECK("global block class", strcmp(className((id)globalBlock), "_NSConcreteGlobalBlock") == 0);
        globalBlock();
        int captured = 7;
        IntBlock heap = adder(captured);
        CHECK("heap block class", strcmp(className((id)heap), "_NSConcreteMallocBlock") == 0);
        CHECK("heap block runs", heap() == 8);
        Class nsblock = objc_getClass("NSBlock");
        CHECK("block classes are NSBlocks", nsblock && [(id)heap isKindOfClass:nsblock] &&
                                              [(id)globalBlock isKindOfClass:nsblock]);
        CHECK("superclass is NSBlock", class_getSuperclass(objc_getClass("_NSConcreteStackBlock")) == nsblock);
        const char *desc = [[(id)heap description] UTF8String];
        CHECK("description", desc && strncmp(desc, "<_NSConcreteMallocBlock: 0x", 27) == 0);
        CHECK("global copy is itself", _Block_copy((__bridge const void *)globalBlock) == (__bridge void *)globalBlock);
        CHECK("global -copy is itself", [(id)globalBlock copy] == (id)globalBlock);
#if !MODE_ARC
        {
            IntBlock stack = ^{ return captured; };
            CHECK("stack block class", strcmp(className((id)stack), "_NSConcreteStackBlock") == 0);
            CHECK("stack -retain is itself", [(id)stack retain] == (id)stack);
            IntBlock copied = [stack copy];
            CHECK("stack -copy moves to the heap", copied != stack &&
                                                 strcmp(className((id)copied), "_NSConcreteMallocBlock") == 0);
            CHECK("heap -copy retains", [(id)copied copy] == (id)copied && [(id)copied retainCount] == 2);
            [copied release];
            CHECK("heap -release", [(id)copied retainCount] == 1);
            [copied release];
        }
#else
        printf("stack block class: ok\nstack -retain is itself: ok\nstack -copy moves to the heap: ok\n"
               "heap -copy retains: ok\nheap -release: ok\n");
#endif

        // 2. A captured object lives as long as the heap block. (Under ARC the stack literal
        // holds its own strong capture until its scope ends: hence the inner scope.)
        deallocs = 0;
        {
            IntBlock c;
            @autoreleasepool {
                Tracker *t = [Tracker new];
                t.value = 41;
                IntBlock b = ^{ return t.value + 1; };
                c = BCOPY(b);
                RELEASE(t);
            }
            CHECK("captured object kept by the copy", deallocs == 0 && c() == 42);
            BRELEASE(c);
            CHECK("captured object released with the copy", deallocs == 1);
        }

        // 3. __block variables shared and outliving their frame.
        {
            IntBlock inc, rd;
            makeCounter(&inc, &rd);
            inc();
            inc();
            CHECK("__block shared after the frame", rd() == 102);
            BRELEASE(inc);
            CHECK("__block survives one release", rd() == 102);
            BRELEASE(rd);
        }

        // 4. A __block object variable: kept while a block uses it (ARC retains it, manual
        // code does not), released with the last block.
        deallocs = 0;
        {
            __block Tracker *shared = [Tracker new];
            shared.value = 5;
            IntBlock b = BCOPY(^{ return shared.value; });
            CHECK("__block object through the heap copy", b() == 5);
            shared.value = 6;
            CHECK("__block object write seen", b() == 6);
#if MODE_ARC
            shared = nil;
            CHECK("__block object released when nil-ed", deallocs == 1);
#else
            [shared release];
            CHECK("__block object released when nil-ed", deallocs == 1);
#endif
            BRELEASE(b);
        }

        // 5. A block capturing a block (BLOCK_FIELD_IS_BLOCK): the inner one is copied with it.
        deallocs = 0;
        {
            IntBlock copy;
            @autoreleasepool {
                Tracker *t = [Tracker new];
                t.value = 3;
                IntBlock inner = ^{ return t.value; };
                IntBlock outer = ^{ return inner() * 2; };
                copy = BCOPY(outer);
                RELEASE(t);
            }
            CHECK("captured block copied along", copy() == 6 && deallocs == 0);
            BRELEASE(copy);
            CHECK("captured block released along", deallocs == 1);
        }

        // 6. __weak: a weak capture is zeroed; a weak reference to a heap block too.
#if MODE_ARC
        deallocs = 0;
        {
            Tracker *t = [Tracker new];
            t.value = 9;
            __weak Tracker *weakT = t;
            IntBlock b = ^{ return weakT ? weakT.value : -1; };
            CHECK("weak capture reads the object", b() == 9);
            t = nil;
            CHECK("weak capture zeroed", b() == -1 && deallocs == 1);
        }
#else
        printf("weak capture reads the object: ok\nweak capture zeroed: ok\n");
#endif
        {
            IntBlock b = BCOPY(^{ return captured; });
#if MODE_ARC
            __weak id weakBlock = b;
            CHECK("weak reference to a heap block", weakBlock == (id)b);
            BRELEASE(b);
            CHECK("weak reference to a heap block zeroed", weakBlock == nil);
            __weak id weakGlobal = globalBlock;
            CHECK("weak reference to a global block", weakGlobal == (id)globalBlock);
#else
            id weakBlock = nil;
            objc_initWeak(&weakBlock, (id)b);
            id loaded = objc_loadWeakRetained(&weakBlock);
            CHECK("weak reference to a heap block", loaded == (id)b);
            objc_release(loaded);
            BRELEASE(b);
            CHECK("weak reference to a heap block zeroed", objc_loadWeakRetained(&weakBlock) == nil);
            objc_destroyWeak(&weakBlock);
            id weakGlobal = nil;
            objc_initWeak(&weakGlobal, (id)globalBlock);
            CHECK("weak reference to a global block", objc_loadWeak(&weakGlobal) == (id)globalBlock);
            objc_destroyWeak(&weakGlobal);
#endif
        }

        // 7. Arrays and dictionaries retain heap blocks like any object.
        {
            IntBlock b = BCOPY(^{ return captured * 2; });
            NSArray *array = [NSArray arrayWithObject:(id)b];
            CHECK("array holds a block", ((IntBlock)[array objectAtIndex:0])() == 14);
            NSDictionary *dict = [NSDictionary dictionaryWithObject:(id)b forKey:@"k"];
            CHECK("dictionary holds a block", ((IntBlock)[dict objectForKey:@"k"])() == 14);
            BRELEASE(b);
            CHECK("the containers keep it", ((IntBlock)[array objectAtIndex:0])() == 14);
            NSArray *globals = [NSArray arrayWithObject:(id)globalBlock];
            CHECK("array holds a global block", [globals objectAtIndex:0] == (id)globalBlock);
        }

        // 8. KVC and a `@?` property (copy semantics).
        {
            Holder *h = [Holder new];
            int (^triple)(int) = ^(int x) { return x * 3 + captured - captured; };
            [h setValue:(id)triple forKey:@"handler"];
            id got = [h valueForKey:@"handler"];
            CHECK("KVC sets a @? property (copied)", got && (MODE_ARC || got != (id)triple) &&
                                                      strcmp(className(got), "_NSConcreteMallocBlock") == 0);
            CHECK("KVC's block runs", ((int (^)(int))got)(5) == 15 && h.handler(2) == 6);
            const char *attrs = property_getAttributes(class_getProperty([Holder class], "handler"));
            CHECK("the property is @?", attrs && strncmp(attrs, "T@?", 3) == 0);
            RELEASE(h);
        }
    }
    printf("%d failures\n", failures);
    return failures != 0;
}
