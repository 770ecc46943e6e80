/* Blocks as objects: heap copies, their retain counts, and blocks the runtime makes itself (rt_block_abi.h has the layouts and why a
 * heap block's count lives in the ABI's `reserved` half).
 *
 * Everything here is plain C over the Block ABI, so it lives in the core beside the retain
 * counts it extends: object.c, weak.c and associated.c send a block here by its class. The
 * names clang's code calls (_Block_copy …) and the three block classes are the ObjCABI
 * layer's (blocks.c); __block variables are block_byref.c's, the memory block_memory.c's. */
#include "rt_block_abi.h"
#include "rt_associated.h"
#include "rt_core_private.h"
#include "rt_object.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define COUNT_ONE ((uint64_t)1 << 32)
#define LITERAL_SIZE sizeof(struct rt_block_literal)

/* The descriptor's words after {reserved, size}. No lock. */
static void *const *descriptor_tail(const void *block) {
    const struct rt_block_descriptor *d = ((const struct rt_block_literal *)block)->descriptor;
    return d ? (void *const *)(d + 1) : NULL;
}

/* No lock. */
const char *rt_block_invalid(const void *block) {
    const struct rt_block_descriptor *d = ((const struct rt_block_literal *)block)->descriptor;
    if (!d) return "it has no descriptor";
    if (d->size < LITERAL_SIZE || d->size > RT_BLOCK_LARGEST) return "its descriptor's size is impossible";
    return NULL;
}

/* No lock. */
rt_block_copy_helper rt_block_copyHelper(const void *block) {
    void *const *tail = descriptor_tail(block);
    if (!tail || !(rt_block_flags(block) & RT_BLOCK_HAS_COPY_DISPOSE)) return NULL;
    return (rt_block_copy_helper)(uintptr_t)tail[0];
}

/* No lock. */
rt_block_dispose_helper rt_block_disposeHelper(const void *block) {
    void *const *tail = descriptor_tail(block);
    if (!tail || !(rt_block_flags(block) & RT_BLOCK_HAS_COPY_DISPOSE)) return NULL;
    return (rt_block_dispose_helper)(uintptr_t)tail[1];
}

/* No lock. */
const char *rt_block_signature(const void *block) {
    void *const *tail = descriptor_tail(block);
    uint32_t flags = rt_block_flags(block);
    if (!tail || !(flags & RT_BLOCK_HAS_SIGNATURE)) return NULL;
    return (const char *)tail[(flags & RT_BLOCK_HAS_COPY_DISPOSE) ? 2 : 0];
}

/* No lock. */
void rt_block_complain(const void *block, const char *what, const char *why) {
    fprintf(stderr, "objc[%d]: %s %p: %s\n", (int)getpid(), what, block, why);
}

/* Copies a literal: its size is a multiple of 8 (a block holds pointers), and most are a
 * few words, which a call of memcpy would cost more than. No lock. */
static void copy_words(void *dst, const void *src, size_t size) {
    if (size % 8 != 0 || size > 128) {
        memcpy(dst, src, size);
        return;
    }
    uint64_t *d = dst;
    const uint64_t *s = src;
    /* The header's four words always; the captures word by word. */
    uint64_t a = s[0], b = s[1], c = s[2], e = s[3];
    d[0] = a, d[1] = b, d[2] = c, d[3] = e;
    for (size_t i = 4; i < size / 8; i++) {
        __asm__("" ::: "memory"); /* keeps the loop a loop, not a call of memcpy */
        d[i] = s[i];
    }
}

/* No lock (atomic counts; the copy helper takes its own). */
void *rt_block_copy(const void *block, void *mallocClass) {
    if (!block) return NULL;
    struct rt_block_literal *src = (struct rt_block_literal *)(uintptr_t)block;
    uint32_t flags = rt_block_flags(block);
    if (flags & RT_BLOCK_NEEDS_FREE) {
        rt_block_retain(block);
        return src;
    }
    if (flags & RT_BLOCK_IS_GLOBAL) return src;
    const char *why = rt_block_invalid(block);
    if (why) {
        rt_block_complain(block, "_Block_copy refused the block", why);
        return NULL;
    }
    size_t size = src->descriptor->size;
    struct rt_block_literal *copy = rt_block_memoryAlloc(size);
    if (!copy) return NULL;
    copy_words(copy, src, size);
    /* The other runtimes' count bits become MiniObjC's object flags, all clear. */
    uint32_t heapFlags = (flags & ~RT_BLOCK_REFCOUNT_BITS) | RT_BLOCK_NEEDS_FREE;
    atomic_store_explicit(&copy->word, COUNT_ONE | heapFlags, memory_order_relaxed);
    copy->isa = mallocClass;
    if (flags & RT_BLOCK_HAS_COPY_DISPOSE) {
        rt_block_copy_helper helper = rt_block_copyHelper(block);
        /* A descriptor that claims helpers it does not have: the bytes are copied, nothing
         * captured is retained (and nothing will be released). */
        if (helper) helper(copy, src);
        else rt_block_complain(block, "_Block_copy of the block", "its descriptor's copy helper is NULL; the captures were copied bytewise");
    }
    return copy;
}

/* No lock (atomic). */
void rt_block_retain(const void *block) {
    struct rt_block_literal *b = (struct rt_block_literal *)(uintptr_t)block;
    if (!b || !(rt_block_flags(b) & RT_BLOCK_NEEDS_FREE)) return;
    uint64_t w = atomic_load_explicit(&b->word, memory_order_relaxed);
    if (w & RT_RC_DEALLOCATING) return;
    atomic_fetch_add_explicit(&b->word, COUNT_ONE, memory_order_relaxed);
}

/* No lock (a CAS loop). */
bool rt_block_tryRetain(const void *block) {
    struct rt_block_literal *b = (struct rt_block_literal *)(uintptr_t)block;
    uint64_t w = atomic_load_explicit(&b->word, memory_order_relaxed);
    if (!(w & RT_BLOCK_NEEDS_FREE)) return true;
    for (;;) {
        if ((w & RT_RC_DEALLOCATING) || (w >> 32) == 0) return false;
        if (atomic_compare_exchange_weak_explicit(&b->word, &w, w + COUNT_ONE, memory_order_acquire,
                                                  memory_order_relaxed))
            return true;
    }
}

/* No lock. */
uintptr_t rt_block_retainCount(const void *block) {
    uint64_t w = atomic_load_explicit(&((struct rt_block_literal *)(uintptr_t)block)->word, memory_order_relaxed);
    if (w & RT_BLOCK_IS_GLOBAL) return UINTPTR_MAX >> 1;
    if (!(w & RT_BLOCK_NEEDS_FREE)) return 1;
    return (uintptr_t)(w >> 32);
}

/* Frees a heap block whose count reached zero: weak references first (a weak load sees
 * DEALLOCATING and answers nil), then the captures, then the memory. Lock: the runtime lock
 * inside the weak and associated tables; the dispose helper's own. */
static void destroy(struct rt_block_literal *b) {
    uint64_t w = atomic_load_explicit(&b->word, memory_order_acquire);
    if (w & RT_RC_HAS_WEAK) rt_weak_clear_object((id)(void *)b);
    if (w & RT_RC_HAS_ASSOC) rt_objc_removeAssociatedObjects((id)(void *)b);
    size_t size = b->descriptor->size;
    rt_block_dispose_helper dispose = rt_block_disposeHelper(b);
    if (dispose) dispose(b);
    rt_block_memoryFree(b, size);
}

/* No lock (a CAS loop). */
void rt_block_release(const void *block) {
    struct rt_block_literal *b = (struct rt_block_literal *)(uintptr_t)block;
    if (!b) return;
    /* Acquire: the other owners' last uses happen before this thread frees the block. */
    uint64_t w = atomic_load_explicit(&b->word, memory_order_acquire);
    if (!(w & RT_BLOCK_NEEDS_FREE)) return;
    /* The only reference and no weak one: no other thread may touch the block any more, so
     * no compare-and-swap is needed to take it to zero. */
    if ((w >> 32) == 1 && !(w & (RT_RC_HAS_WEAK | RT_RC_DEALLOCATING))) {
        atomic_store_explicit(&b->word, (w - COUNT_ONE) | RT_RC_DEALLOCATING, memory_order_relaxed);
        destroy(b);
        return;
    }
    for (;;) {
        if ((w & RT_RC_DEALLOCATING) || (w >> 32) == 0) return;
        uint64_t next = w - COUNT_ONE;
        if ((w >> 32) == 1) next |= RT_RC_DEALLOCATING;
        if (atomic_compare_exchange_weak_explicit(&b->word, &w, next, memory_order_acq_rel,
                                                  memory_order_relaxed)) {
            if (next & RT_RC_DEALLOCATING) destroy(b);
            return;
        }
    }
}

/* A runtime-made block: the literal, its three captures, then its own descriptor and the
 * signature's bytes, all in one allocation (descriptor.size covers it all, so the block
 * cache files it under its real size). */
struct created_block {
    struct rt_block_literal literal;
    void *context;
    void *extra;
    void (*dispose)(void *context);
    struct {
        struct rt_block_descriptor head;
        rt_block_copy_helper copy;
        rt_block_dispose_helper dispose;
        const char *signature;
        const char *layout;
    } descriptor;
    char signature[];
};

/* The copy helper of a runtime-made block: never called with a real copy (copying a heap
 * block retains it), present because the ABI pairs it with dispose. No lock. */
static void created_copy(void *dst, const void *src) { (void)dst, (void)src; }

/* The dispose helper: hands the context back to its owner. Lock: the owner's. */
static void created_dispose(const void *block) {
    const struct created_block *b = block;
    if (b->dispose) b->dispose(b->context);
}

/* No lock. */
void *rt_block_create(void *mallocClass, void (*invoke)(void), const char *signature, void *context,
                      void *extra, void (*dispose)(void *context)) {
    if (!invoke) return NULL;
    size_t length = signature ? strlen(signature) + 1 : 0;
    if (length > RT_BLOCK_LARGEST) return NULL;
    size_t size = sizeof(struct created_block) + length;
    struct created_block *b = rt_block_memoryAlloc(size);
    if (!b) return NULL;
    memset(b, 0, sizeof *b);
    if (signature) memcpy(b->signature, signature, length);
    b->descriptor.head.size = size;
    b->descriptor.copy = created_copy;
    b->descriptor.dispose = created_dispose;
    b->descriptor.signature = signature ? b->signature : NULL;
    b->context = context;
    b->extra = extra;
    b->dispose = dispose;
    b->literal.isa = mallocClass;
    b->literal.invoke = (void (*)(void *, ...))invoke;
    b->literal.descriptor = &b->descriptor.head;
    uint32_t flags = RT_BLOCK_NEEDS_FREE | RT_BLOCK_HAS_COPY_DISPOSE | (signature ? RT_BLOCK_HAS_SIGNATURE : 0);
    atomic_store_explicit(&b->literal.word, COUNT_ONE | flags, memory_order_release);
    return b;
}

/* Whether the block is one rt_block_create made: its dispose helper says so. No lock. */
static bool is_created(const void *block) {
    return block && rt_block_disposeHelper(block) == created_dispose;
}

/* No lock. */
void *rt_block_createdContext(const void *block) {
    return is_created(block) ? ((const struct created_block *)block)->context : NULL;
}

/* No lock. */
void *rt_block_createdExtra(const void *block) {
    return is_created(block) ? ((const struct created_block *)block)->extra : NULL;
}
