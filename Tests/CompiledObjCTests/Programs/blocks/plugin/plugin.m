// A shared library of compiled blocks that BlockTwoDoorsTests dlopens into the Swift test
// process (built with `objcrt cc --no-link-runtime`): compiled code calls blocks made in
// Swift, and hands Swift blocks of its own to call.
#import <Foundation/Foundation.h>
#include <Block.h>

int blocks_call_int(int (^block)(void)) { return block(); }

id blocks_call_object(id (^block)(id, NSUInteger), id value, NSUInteger n) { return block(value, n); }

double blocks_call_double(double (^block)(double, int), double x, int n) { return block(x, n); }

/* A heap block capturing `k` (+1: the caller releases it). */
void *blocks_make_adder(int k) {
    int (^adder)(int) = ^int(int x) { return x + k; };
    return _Block_copy((__bridge const void *)adder);
}

/* A heap block taking an object and a count, returning the object's description repeated
 * (as an NSArray) — `id (^)(id, NSUInteger)`. */
void *blocks_make_repeater(void) {
    id (^repeat)(id, NSUInteger) = ^id(id value, NSUInteger n) {
        NSMutableArray *a = [NSMutableArray array];
        for (NSUInteger i = 0; i < n; i++) [a addObject:value];
        return a;
    };
    return _Block_copy((__bridge const void *)repeat);
}

/* Keeps a copy of a Swift block in an array (retained as any object) and calls it from there. */
int blocks_keep_and_call(int (^block)(void)) {
    NSArray *kept = [NSArray arrayWithObject:(id)block];
    int (^again)(void) = [kept objectAtIndex:0];
    return again() + block();
}

/* A heap block shaped as a method body, `int (^)(id self, int x)` (+1). */
void *blocks_make_method_block(int k) {
    int (^body)(id, int) = ^int(id self, int x) {
        (void)self;
        return x * k;
    };
    return _Block_copy((__bridge const void *)body);
}

/* A global literal of the library: its isa is the executable's _NSConcreteGlobalBlock (the
 * dynamic linker binds the library's reference to the runtime the process exports). */
void *blocks_global(void) {
    static int (^answer)(void) = ^{ return 42; };
    return (__bridge void *)answer;
}
