/* STOPGAP, test-only (see foundation_stopgap.h): stand-ins added at load time only where the
 * runtime has no method of that name, so the real ones win once merged; and
 * objc_enumerationMutation, weak, which the runtime lacks on this branch. Built without ARC. */
#import "foundation_stopgap.h"
#import <objc/runtime.h>

static id imp_dictionaryWithCapacity(Class self, SEL _cmd, NSUInteger capacity) {
    (void)_cmd;
    (void)capacity;
    return [self dictionary];
}

/* clang's NSFastEnumerationState: state, itemsPtr, mutationsPtr, extra[5]. */
struct stopgap_enum_state {
    unsigned long state;
    id *items;
    unsigned long *mutations;
    unsigned long extra[5];
};

/* The keys in -allKeys order, `length` at a time; the dictionary keeps them alive. */
static NSUInteger imp_countByEnumerating(NSDictionary *self, SEL _cmd, struct stopgap_enum_state *state, id *buffer,
                                         NSUInteger length) {
    (void)_cmd;
    NSArray *keys = [self allKeys];
    NSUInteger count = [keys count], start = state->state, n = 0;
    while (start + n < count && n < length) {
        buffer[n] = [keys objectAtIndex:start + n];
        n++;
    }
    state->state = start + n;
    state->items = buffer;
    state->mutations = &state->extra[4];
    return n;
}

/* clang's fast enumeration calls this when the mutations word moved. Weak: the runtime's wins
 * once it has one. */
__attribute__((weak)) void objc_enumerationMutation(id collection) {
    (void)collection;
    @throw [NSException exceptionWithName:NSGenericException
                                   reason:@"a collection was mutated while being enumerated"
                                 userInfo:nil];
}

static void add(Class cls, const char *name, IMP imp, const char *types) {
    SEL sel = sel_registerName(name);
    if (!class_getInstanceMethod(cls, sel)) class_addMethod(cls, sel, imp, types);
}

__attribute__((constructor)) static void stopgap_install(void) {
    Class dict = objc_getClass("NSDictionary"), mdict = objc_getClass("NSMutableDictionary");
    add(object_getClass((id)mdict), "dictionaryWithCapacity:", (IMP)imp_dictionaryWithCapacity, "@24@0:8Q16");
    add(dict, "countByEnumeratingWithState:objects:count:", (IMP)imp_countByEnumerating, "Q40@0:8^v16^@24Q32");
}
