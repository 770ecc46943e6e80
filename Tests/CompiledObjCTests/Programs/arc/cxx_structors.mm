// .cxx_construct and .cxx_destruct (Objective-C++, -fobjc-arc): clang emits them for classes
// with C++ ivars and, under ARC, for classes with strong or weak ivars. The runtime runs each
// class level's .cxx_construct when an instance is made, root first (as C++ constructs bases
// first), and each level's .cxx_destruct after -dealloc, most-derived first; a level that has
// one has its ivars released by it alone — the core's own ivar release skips that level — so
// every strong ivar is released exactly once. A class made at run time below a compiled one
// inherits the behaviour; one whose own .cxx_construct fails (answers nil) gets no instance,
// and the levels above it that were constructed are destructed again.
// Ports the intent of objc4 test/cdtors.mm, nscdtors.mm, ARCLayouts.m (the release side) and
// the ivar-destruction parts of arr-*.m, and atomicProperty.mm's C++-typed atomic property.
// (-fno-exceptions: C++ exceptions are not this test's.)
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>

static int leafDeallocs;

struct Noisy {
    const char *name;
    Noisy() : name("?") { printf("  Noisy() #%d\n", ++constructed); }
    ~Noisy() { printf("  ~Noisy(%s)\n", name); }
    static int constructed;
};
int Noisy::constructed;

@interface Leaf : NSObject
@property (nonatomic) const char *name;
@end
@implementation Leaf
- (void)dealloc {
    leafDeallocs++;
    printf("  -[Leaf dealloc] %s\n", self.name);
}
@end

__attribute__((ns_returns_retained)) static Leaf *leaf(const char *name) {
    Leaf *l = [Leaf new];
    l.name = name;
    return l;
}

@interface Base : NSObject {
@public
    Noisy base;
    Leaf *baseLeaf;
}
@end
@implementation Base
- (void)dealloc { printf("  -[Base dealloc]\n"); }
@end

@interface Sub : Base {
@public
    Noisy sub;
    Leaf *subLeaf;
    __weak Leaf *watch;
}
@end
@implementation Sub
- (void)dealloc { printf("  -[Sub dealloc]\n"); }
@end

// A class with strong ivars and no C++: its .cxx_destruct releases them (ARC).
@interface Plain : NSObject {
@public
    Leaf *a, *b;
}
@end
@implementation Plain
@end

// An atomic property of a C++ type with its own copy operations: clang's accessors call
// objc_getCppObjectAtomic / objc_setCppObjectAtomic, which run the type's copy under the
// property's lock.
struct Counted {
    int value;
    Counted() : value(0) {}
    Counted(const Counted &other) : value(other.value) { copies++; }
    Counted &operator=(const Counted &other) {
        value = other.value;
        assignments++;
        return *this;
    }
    static int copies, assignments;
};
int Counted::copies, Counted::assignments;

@interface CppHolder : NSObject
@property Counted counted; // atomic
@end
@implementation CppHolder
@end

static unsigned long retainCountOf(__unsafe_unretained id obj) { // unretained: the count as the caller sees it
    return ((unsigned long (*)(id, SEL))objc_msgSend)(obj, sel_registerName("retainCount"));
}

static id failingConstruct(id self, SEL _cmd) {
    (void)self;
    (void)_cmd;
    printf("  a .cxx_construct that fails\n");
    return nil;
}

int main(void) {
    printf("construct:\n");
    Leaf *kept = leaf("kept");
    @autoreleasepool {
        Sub *s = [Sub new];
        s->base.name = "base";
        s->sub.name = "sub";
        s->baseLeaf = leaf("baseLeaf");
        s->subLeaf = kept;
        s->watch = kept;
        printf("  kept's retain count with s holding it: %lu\n", retainCountOf(kept));
        printf("destruct:\n");
        s = nil;
        printf("  kept's retain count after: %lu\n", retainCountOf(kept));
    }
    printf("  leaf deallocs %d\n", leafDeallocs);

    printf("ARC ivars without C++:\n");
    leafDeallocs = 0;
    @autoreleasepool {
        Plain *p = [Plain new];
        p->a = leaf("a");
        p->b = kept;
        p = nil;
        printf("  leaf deallocs %d, kept's retain count %lu\n", leafDeallocs, retainCountOf(kept));
    }

    printf("a class made at run time below Sub:\n");
    Class made = objc_allocateClassPair([Sub class], "MadeAtRunTime", 0);
    objc_registerClassPair(made);
    @autoreleasepool {
        Sub *m = [made new];
        m->base.name = "made's base";
        m->sub.name = "made's sub";
        m->subLeaf = leaf("made's leaf");
        m = nil;
    }

    printf("a failing .cxx_construct:\n");
    Class failing = objc_allocateClassPair([Sub class], "FailsToConstruct", 0);
    class_addMethod(failing, sel_registerName(".cxx_construct"), (IMP)failingConstruct, "@16@0:8");
    objc_registerClassPair(failing);
    id none = class_createInstance(failing, 0);
    printf("  class_createInstance gave %s\n", none ? "an object" : "nil");
    kept = nil;

    printf("an atomic C++-typed property:\n");
    CppHolder *h = [CppHolder new];
    Counted c;
    c.value = 42;
    Counted::copies = Counted::assignments = 0;
    h.counted = c;
    Counted back = h.counted;
    printf("  value %d; the type's own copy ran: %s\n", back.value,
           Counted::copies + Counted::assignments >= 2 ? "yes" : "no");
    return 0;
}
