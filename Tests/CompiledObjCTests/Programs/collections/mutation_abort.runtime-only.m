// Without Foundation (`--runtime-only`) there is no NSException to raise: a collection
// mutated inside its `for … in` loop stops the program in objc_enumerationMutation with the
// reason on standard error (libobjc2's default aborts too). Run by CollectionsTests, which
// expects the abort; it has no .expected file.
#include <objc/runtime.h>
#include <stdio.h>

typedef struct {
    unsigned long state;
    __unsafe_unretained id *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
} State;

__attribute__((objc_root_class))
@interface Counter {
    Class isa;
@public
    unsigned long mutations;
}
+ (id)alloc;
- (unsigned long)countByEnumeratingWithState:(State *)state objects:(__unsafe_unretained id *)buffer count:(unsigned long)len;
@end

@implementation Counter
+ (id)alloc { return class_createInstance(self, 0); }
- (unsigned long)countByEnumeratingWithState:(State *)state objects:(__unsafe_unretained id *)buffer count:(unsigned long)len {
    state->mutationsPtr = &mutations;
    if (state->state >= 5 || len == 0) return 0;
    buffer[0] = (id)self;
    state->state++;
    state->itemsPtr = buffer;
    return 1;
}
@end

int main(void) {
    Counter *c = [Counter alloc];
    for (id x in c) {
        (void)x;
        printf("element\n");
        fflush(stdout);
        c->mutations++;
    }
    printf("not reached\n");
    return 0;
}
