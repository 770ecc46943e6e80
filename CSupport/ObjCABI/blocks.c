/* Blocks: what clang's -fblocks code asks of a runtime, and the three block classes.
 *
 * A block literal's isa is the *address* of `_NSConcreteStackBlock` or
 * `_NSConcreteGlobalBlock`, and a heap copy's is `&_NSConcreteMallocBlock`: the symbols are
 * class structs, made into real MiniObjC classes in place at start-up (subclasses of NSBlock
 * when the value layer is linked, as Apple's __NSStackBlock__ &c. are), so objc_msgSend
 * reaches a block's methods through its isa like any object's. libBlocksRuntime defines the
 * same symbols and functions; the runtime is linked into the executable with -rdynamic, so
 * the dynamic linker binds every library's references — libdispatch's, libBlocksRuntime's
 * own — to these definitions, and one blocks runtime serves the whole process.
 *
 * The work (copies, counts, captured variables) is the core's: rt_block_abi.h. */
#include "rt_abi_private.h"
#include "rt_block_abi.h"
#include "rt_class.h"
#include "rt_method.h"
#include "rt_nsobject.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <pthread.h>

/* As large as libBlocksRuntime's definitions (32 words), so a program or library that was
 * linked against those sees a symbol of the size it expects. */
union block_class_storage {
    struct rt_class cls;
    void *words[32];
};
_Static_assert(sizeof(struct rt_class) <= 32 * sizeof(void *), "a block class fits libBlocksRuntime's symbol");

union block_class_storage _NSConcreteStackBlock, _NSConcreteGlobalBlock, _NSConcreteMallocBlock;

/* No lock (atomic counts; helpers take their own). */
void *_Block_copy(const void *block) { return rt_block_copy(block, &_NSConcreteMallocBlock); }
/* No lock. */
void _Block_release(const void *block) { rt_block_release(block); }
/* No lock. */
void _Block_object_assign(void *dest, const void *object, const int flags) {
    rt_block_object_assign(dest, object, flags, &_NSConcreteMallocBlock);
}
/* No lock. */
void _Block_object_dispose(const void *object, const int flags) { rt_block_object_dispose(object, flags); }
/* ARC's retain of a block-typed value: a copy, so a block stored anywhere outlives its frame.
 * No lock. */
id objc_retainBlock(id block) { return (id)_Block_copy(block); }
/* libBlocksRuntime's introspection. No lock. */
bool _Block_has_signature(void *block) { return block && rt_block_signature(block) != NULL; }
/* No lock. */
const char *_Block_signature(void *block) { return block ? rt_block_signature(block) : NULL; }

/* -copy / -copyWithZone: (a +1 result, as every copy). No lock. */
static id imp_copy(id self, SEL cmd) {
    (void)cmd;
    return (id)_Block_copy(self);
}
/* No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd, (void)zone;
    return (id)_Block_copy(self);
}
/* -retain: heap blocks count, stack and global ones answer themselves (Apple's rule: only a
 * copy moves a block off the stack). No lock. */
static id imp_retain(id self, SEL cmd) {
    (void)cmd;
    rt_block_retain(self);
    return self;
}
/* No lock. */
static void imp_release(id self, SEL cmd) {
    (void)cmd;
    rt_block_release(self);
}
/* A stack or global block is not the pool's to release. No lock. */
static id imp_autorelease(id self, SEL cmd) {
    (void)cmd;
    if (!(rt_block_flags(self) & RT_BLOCK_NEEDS_FREE)) return self;
    return rt_objc_autorelease(self);
}
/* No lock. */
static uintptr_t imp_retainCount(id self, SEL cmd) {
    (void)cmd;
    return rt_block_retainCount(self);
}
/* -invoke: calls a block that takes and returns nothing (Apple's NSBlock has it; it is what
 * -performSelector:@selector(invoke) on a block reaches). Lock: the block's own. */
static void imp_invoke(id self, SEL cmd) {
    (void)cmd;
    struct rt_block_literal *b = (struct rt_block_literal *)(void *)self;
    ((void (*)(void *))(void *)b->invoke)(b);
}
/* -dealloc is never how a block ends (its last release frees it); an explicit one is ignored
 * rather than handing a literal to free(). No lock. */
static void imp_dealloc(id self, SEL cmd) { (void)self, (void)cmd; }

/* +alloc / +allocWithZone: of a block class: nil. Blocks come from literals and copies; an
 * instance the allocator made would have an object's header where a block has its flags.
 * No lock. */
static id imp_alloc(id self, SEL cmd) {
    (void)self, (void)cmd;
    return NULL;
}
/* No lock. */
static id imp_allocWithZone(id self, SEL cmd, void *zone) {
    (void)self, (void)cmd, (void)zone;
    return NULL;
}

/* One block class, in its symbol's storage. Lock: the runtime lock inside the calls. */
static void make_class(Class superclass, const char *name, union block_class_storage *storage) {
    static const struct {
        const char *name;
        IMP imp;
        const char *types;
    } methods[] = {
        {"copy", (IMP)imp_copy, "@16@0:8"},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8^v16"},
        {"retain", (IMP)imp_retain, "@16@0:8"},
        {"release", (IMP)imp_release, "v16@0:8"},
        {"autorelease", (IMP)imp_autorelease, "@16@0:8"},
        {"retainCount", (IMP)imp_retainCount, "Q16@0:8"},
        {"invoke", (IMP)imp_invoke, "v16@0:8"},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8"},
    };
    Class cls = rt_objc_allocateClassPairAt(superclass, name, 0, storage, NULL);
    if (!cls) return;
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(cls, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
    Class meta = rt_object_getClass((id)cls);
    rt_class_addMethod(meta, rt_sel_registerName("alloc"), (IMP)imp_alloc, "@16@0:8");
    rt_class_addMethod(meta, rt_sel_registerName("allocWithZone:"), (IMP)imp_allocWithZone, "@24@0:8^v16");
    rt_objc_registerClassPair(cls);
    atomic_fetch_or_explicit(&cls->flags, RT_CLASS_BUILTIN | RT_CLASS_BLOCK, memory_order_release);
}

/* No lock (pthread_once; the runtime lock inside). */
static void install_once(void) {
    rt_runtime_ensureInitialized();
    Class superclass = rt_objc_getClass("NSBlock");
    if (!superclass) superclass = rt_objc_getClass("NSObject");
    /* The runtime-only build has no NSObject: blocks work as C (copy, release, call) but are
     * not objects until the program's root class exists — documented in the chapter. */
    if (!superclass) return;
    make_class(superclass, "_NSConcreteStackBlock", &_NSConcreteStackBlock);
    make_class(superclass, "_NSConcreteGlobalBlock", &_NSConcreteGlobalBlock);
    make_class(superclass, "_NSConcreteMallocBlock", &_NSConcreteMallocBlock);
}

/* No lock (pthread_once). */
void rt_blocks_install(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, install_once);
}

/* After the core's (101) and the value layer's (102) start-up, before the executable's
 * images load. No lock. */
__attribute__((constructor(103))) static void blocks_start(void) { rt_blocks_install(); }
