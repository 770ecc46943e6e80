// Fast enumeration is clang's protocol with the collection, not a Foundation feature: a root
// class of the program's own answers -countByEnumeratingWithState:objects:count: in batches
// of three, written into the caller's buffer, with its own mutation counter. The loop asks
// until a call answers 0, passes the state back each time (the collection keeps its position
// in `state` and `extra`), and reads the counter before every element. With the runtime alone
// (`--runtime-only`, no Foundation) the program links — the runtime exports
// objc_enumerationMutation — and the same program on libobjc2 prints the same lines.
#include <objc/runtime.h>
#include <stdio.h>

typedef struct {
    unsigned long state;
    __unsafe_unretained id *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
} State;

__attribute__((objc_root_class))
@interface Bag {
    Class isa;
@public
    unsigned long mutations;
    int calls;
}
+ (id)alloc;
- (void)dealloc;
- (unsigned long)countByEnumeratingWithState:(State *)state objects:(__unsafe_unretained id *)buffer count:(unsigned long)len;
@end

@implementation Bag
+ (id)alloc { return class_createInstance(self, 0); }
- (void)dealloc { object_dispose(self); }
- (unsigned long)countByEnumeratingWithState:(State *)state objects:(__unsafe_unretained id *)buffer count:(unsigned long)len {
    calls++;
    printf("call %d: state %lu, extra[0] %lu, buffer of %lu\n", calls, state->state, state->extra[0], len);
    state->mutationsPtr = &mutations;
    state->extra[0] += 100;
    unsigned long n = 0;
    while (state->state + n < 7 && n < 3 && n < len) buffer[n++] = (id)self; /* any object */
    state->state += n;
    state->itemsPtr = buffer;
    return n;
}
@end

int main(void) {
    Bag *bag = [Bag alloc];
    int seen = 0;
    for (id x in bag) {
        (void)x;
        seen++;
    }
    printf("%d elements in %d calls\n", seen, bag->calls);
    int early = 0;
    for (id x in bag) {
        (void)x;
        if (++early == 2) break;
    }
    printf("break after %d: %d calls in all\n", early, bag->calls);
#if !__has_feature(objc_arc)
    object_dispose(bag);
#endif
    return 0;
}
