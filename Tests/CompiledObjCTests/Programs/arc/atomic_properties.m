// Property accessors clang synthesizes over the runtime's functions: atomic strong and copy
// properties (objc_getProperty, objc_setProperty_atomic, objc_setProperty_atomic_copy), a
// nonatomic copy (objc_setProperty_nonatomic_copy), and atomic struct properties
// (objc_getPropertyStruct / objc_setPropertyStruct). Threads race setters against getters:
// a getter never returns an object a concurrent setter has released (each object checks its
// own canary, and every object made is deallocated exactly once in the end), and a struct is
// never seen half-written. Copy properties copy. Ports the intent of objc4 test/accessors.m,
// accessors2.m and atomicProperty.mm (the Objective-C parts).
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

enum { WRITERS = 4, READERS = 4, ROUNDS = 20000 };

static atomic_long made, deallocs, torn, bad;

@interface Box : NSObject <NSCopying> {
@public
    long tag, canary;
}
@end
@implementation Box
- (instancetype)init {
    if ((self = [super init])) atomic_fetch_add(&made, 1);
    return self;
}
- (id)copyWithZone:(NSZone *)zone {
    (void)zone;
    Box *b = [Box new];
    b->tag = tag;
    b->canary = canary;
    return b;
}
- (void)dealloc {
    canary = 0; // a reader that got a released box would see this (ASan would see more)
    atomic_fetch_add(&deallocs, 1);
}
@end

typedef struct { long a, b, c, d; } Quad;

@interface Holder : NSObject
@property (atomic, strong) Box *box;
@property (atomic, copy) Box *copied;
@property (nonatomic, copy) NSString *name;
@property (atomic) Quad quad;
@end
@implementation Holder
@end

static Holder *holder;

static void *writer(void *arg) {
    long base = (long)arg * ROUNDS;
    for (long i = 0; i < ROUNDS; i++) {
        @autoreleasepool {
            Box *b = [Box new];
            b->tag = base + i;
            b->canary = (base + i) * 3 + 1;
            if (i & 1) holder.box = b; else holder.copied = b;
            Quad q = {base + i, base + i, base + i, base + i};
            holder.quad = q;
        }
    }
    return NULL;
}

static void *reader(void *arg) {
    (void)arg;
    for (long i = 0; i < ROUNDS; i++) {
        @autoreleasepool {
            Box *b = (i & 1) ? holder.box : holder.copied;
            if (b && b->canary != b->tag * 3 + 1) atomic_fetch_add(&bad, 1);
            Quad q = holder.quad;
            if (q.a != q.b || q.b != q.c || q.c != q.d) atomic_fetch_add(&torn, 1);
        }
    }
    return NULL;
}

int main(void) {
    holder = [Holder new];
    pthread_t threads[WRITERS + READERS];
    for (long t = 0; t < WRITERS; t++) pthread_create(&threads[t], NULL, writer, (void *)t);
    for (long t = 0; t < READERS; t++) pthread_create(&threads[WRITERS + t], NULL, reader, NULL);
    for (int t = 0; t < WRITERS + READERS; t++) pthread_join(threads[t], NULL);
    printf("races: %ld released objects seen, %ld torn structs\n", (long)bad, (long)torn);

    @autoreleasepool { // the getters' results below may be autoreleased: let them go before counting
        printf("copy properties copy:\n");
        Box *original = [Box new];
        original->tag = 7;
        original->canary = 22;
        holder.copied = original;
        printf("  a different object: %s, same tag: %s\n", holder.copied != original ? "yes" : "no",
               holder.copied->tag == 7 ? "yes" : "no");
        NSMutableString *text = [NSMutableString stringWithString:@"before"];
        holder.name = text;
        [text appendString:@" and after"];
        printf("  name %s, the original now %s\n", holder.name.UTF8String, text.UTF8String);

        original = nil;
        holder = nil;
    }
    printf("every box made was deallocated once: %s\n", atomic_load(&made) == atomic_load(&deallocs) ? "yes" : "no");
    return 0;
}
