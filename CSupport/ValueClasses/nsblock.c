/* NSBlock: a function pointer, its context, and a dispose function for the context, in the
 * object's ivars. Like a heap block it is immutable and -copy answers itself; -invoke (a
 * MiniObjC name: blocks are called, not messaged, in Objective-C) runs it. */
#include "rt_nsblock.h"
#include "rt_class.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include <stdio.h>

struct block {
    struct rt_object base;
    rt_block_invoke invoke;
    void *context;
    rt_block_dispose dispose;
};

static Class block_class;

/* No lock. */
Class rt_NSBlock(void) { return block_class; }
/* Exactly NSBlock: its subclasses are the Block ABI's classes (blocks.c), whose layout is
 * not this one. No lock. */
bool rt_object_isNSBlock(id obj) { return obj && rt_object_getClass(obj) == block_class; }

/* No lock. */
id rt_nsblock_create(rt_block_invoke invoke, void *context, rt_block_dispose dispose) {
    if (!invoke) return NULL;
    struct block *b = (struct block *)rt_class_createInstance(block_class, 0);
    if (!b) return NULL;
    b->invoke = invoke;
    b->context = context;
    b->dispose = dispose;
    return (id)b;
}

/* Lock: the block function's own. */
void rt_nsblock_invoke(id obj) {
    if (!rt_object_isNSBlock(obj)) return;
    struct block *b = (struct block *)obj;
    if (b->invoke) b->invoke(b->context);
}

/* -invoke. Lock: the block function's own. */
static void imp_invoke(id self, SEL cmd) {
    (void)cmd;
    rt_nsblock_invoke(self);
}

/* -description: "<NSBlock: 0x…>" (or the Block ABI subclass's name), autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    char text[96];
    int n = snprintf(text, sizeof text, "<%s: %p>", rt_object_getClassName(self), (void *)self);
    return rt_objc_autorelease(rt_nsstring_create(text, n > 0 ? (size_t)n : 0));
}

/* -dealloc: hands the context back to its owner. Lock: the dispose function's own. */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct block *b = (struct block *)self;
    if (b->dispose) b->dispose(b->context);
    b->dispose = NULL;
    b->context = NULL;
    rt_values_superDealloc(self, block_class);
}

/* Registers NSBlock. Lock: the runtime lock inside the calls. */
void rt_nsblock_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_invoke", sizeof(void *), 3, "^?", offsetof(struct block, invoke)},
        {"_context", sizeof(void *), 3, "^v", offsetof(struct block, context)},
        {"_dispose", sizeof(void *), 3, "^?", offsetof(struct block, dispose)},
    };
    static const struct rt_value_method methods[] = {
        {"invoke", (IMP)imp_invoke, "v16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    block_class = rt_values_makeClass(nsobject, "NSBlock", ivars, sizeof ivars / sizeof ivars[0],
                                      methods, sizeof methods / sizeof methods[0]);
}
