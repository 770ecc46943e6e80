/* NSBlock: the abstract superclass of the Block ABI's classes, and the runtime's
 * constructors of heap blocks (rt_nsblock.h says why there is one block layout). */
#include "rt_nsblock.h"
#include "rt_block_abi.h"
#include "rt_class.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include <stdio.h>

static Class block_class;
static _Atomic(Class) malloc_block_class;

/* No lock. */
Class rt_NSBlock(void) { return block_class; }
/* No lock. */
bool rt_object_isNSBlock(id obj) { return rt_object_isBlock(obj); }

/* The heap-block class, once the ObjCABI layer made it (looked up by name: this layer does
 * not depend on that one). No lock (an idempotent cache). */
static Class heap_class(void) {
    Class cls = atomic_load_explicit(&malloc_block_class, memory_order_acquire);
    if (!cls) {
        cls = rt_objc_getClass("_NSConcreteMallocBlock");
        if (cls) atomic_store_explicit(&malloc_block_class, cls, memory_order_release);
    }
    return cls;
}

/* No lock. */
id rt_nsblock_copy(id block) {
    if (!rt_object_isBlock(block)) return rt_objc_retain(block);
    Class heap = heap_class();
    return heap ? (id)rt_block_copy(block, heap) : rt_objc_retain(block);
}

/* The invoke of a block made by rt_nsblock_create: its function is captured beside the
 * context. Lock: the function's own. */
static void call_function(void *block) {
    rt_block_invoke fn = (rt_block_invoke)(uintptr_t)rt_block_createdExtra(block);
    if (fn) fn(rt_block_createdContext(block));
}

/* No lock. */
id rt_nsblock_create(rt_block_invoke invoke, void *context, rt_block_dispose dispose) {
    Class cls = heap_class();
    if (!invoke || !cls) return NULL;
    return rt_block_create(cls, (void (*)(void))call_function, "v8@?0", context, (void *)(uintptr_t)invoke, dispose);
}

/* No lock. */
id rt_nsblock_createWithCode(const void *code, const char *signature, void *context, rt_block_dispose dispose) {
    Class cls = heap_class();
    if (!code || !cls) return NULL;
    return rt_block_create(cls, (void (*)(void))(uintptr_t)code, signature, context, NULL, dispose);
}

/* No lock. */
void *rt_nsblock_context(id block) { return rt_object_isBlock(block) ? rt_block_createdContext(block) : NULL; }

/* No lock. */
const void *rt_nsblock_invokeFunction(id block) {
    if (!rt_object_isBlock(block)) return NULL;
    return (const void *)(uintptr_t)((struct rt_block_literal *)(void *)block)->invoke;
}

/* No lock. */
const char *rt_nsblock_signature(id block) { return rt_object_isBlock(block) ? rt_block_signature(block) : NULL; }

/* Lock: the block's own. */
void rt_nsblock_invoke(id block) {
    const void *fn = rt_nsblock_invokeFunction(block);
    if (fn) ((void (*)(void *))(uintptr_t)fn)(block);
}

/* -description: "<_NSConcreteMallocBlock: 0x…>", autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    char text[96];
    int n = snprintf(text, sizeof text, "<%s: %p>", rt_object_getClassName(self), (void *)self);
    return rt_objc_autorelease(rt_nsstring_create(text, n > 0 ? (size_t)n : 0));
}

/* Registers NSBlock. Lock: the runtime lock inside the calls. */
void rt_nsblock_install(Class nsobject) {
    static const struct rt_value_method methods[] = {
        {"description", (IMP)imp_description, "@16@0:8", false},
    };
    block_class = rt_values_makeClass(nsobject, "NSBlock", NULL, 0, methods, sizeof methods / sizeof methods[0]);
}
