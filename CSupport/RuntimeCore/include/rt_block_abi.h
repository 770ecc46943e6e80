/* Blocks as clang lays them out (the Block ABI every compiler and blocks runtime shares:
 * clang's CGBlocks.cpp writes it, libBlocksRuntime and libobjc2 read it), and the core's
 * part of making them objects: copying to the heap, retain counts, captured variables.
 *
 * A block literal is `{isa, flags, reserved, invoke, descriptor, captured variables…}`. Its
 * first two words sit where every MiniObjC object keeps its isa and its retain-count word,
 * so the core tells a block by its class (RT_CLASS_BLOCK) and never reads that word as an
 * ordinary count. Which kind of block it is comes from the flags, as in every blocks
 * runtime: NEEDS_FREE = a heap copy this runtime made, IS_GLOBAL = a literal with no
 * captures (never freed, often in read-only memory), neither = a literal on the stack.
 *
 * A heap copy's second word is laid out for the core: bits 0–3 are the object flags of
 * rt_types.h (so the weak and associated tables mark it as they mark any object), bits 16–31
 * keep the block flags, and the retain count lives in the upper 32 bits — the ABI's
 * `reserved` field, which no compiler reads. */
#ifndef MINIOBJC_RT_BLOCK_ABI_H
#define MINIOBJC_RT_BLOCK_ABI_H

#include "rt_types.h"
#include <stdbool.h>
#include <stdint.h>

/* Block flags (the literal's `flags` field). */
#define RT_BLOCK_REFCOUNT_BITS 0xffffu        /* other runtimes' count; MiniObjC's object flags */
#define RT_BLOCK_NEEDS_FREE (1u << 24)        /* a heap copy */
#define RT_BLOCK_HAS_COPY_DISPOSE (1u << 25)  /* the descriptor has copy and dispose helpers */
#define RT_BLOCK_HAS_CTOR (1u << 26)          /* the helpers run C++ constructors */
#define RT_BLOCK_IS_GLOBAL (1u << 28)         /* a literal without captures */
#define RT_BLOCK_USE_STRET (1u << 29)         /* invoke returns a struct in memory */
#define RT_BLOCK_HAS_SIGNATURE (1u << 30)     /* the descriptor has a type encoding */

/* Field kinds clang passes to _Block_object_assign / _Block_object_dispose. */
#define RT_BLOCK_FIELD_IS_OBJECT 3
#define RT_BLOCK_FIELD_IS_BLOCK 7
#define RT_BLOCK_FIELD_IS_BYREF 8
#define RT_BLOCK_FIELD_IS_WEAK 16
#define RT_BLOCK_BYREF_CALLER 128

/* __block variable flags (the byref record's `flags` field). */
#define RT_BYREF_DEALLOCATING 1u
#define RT_BYREF_REFCOUNT_MASK 0xfffeu        /* counts in steps of 2 */
#define RT_BYREF_NEEDS_FREE (1u << 24)
#define RT_BYREF_HAS_COPY_DISPOSE (1u << 25)
#define RT_BYREF_LAYOUT_MASK (0xfu << 28)
#define RT_BYREF_LAYOUT_EXTENDED (1u << 28)

struct rt_block_descriptor {
    uintptr_t reserved;
    uintptr_t size;  /* of the whole literal, captures included */
    /* then, with HAS_COPY_DISPOSE: copy(dst, src), dispose(block);
     * then, with HAS_SIGNATURE: signature, layout */
};

struct rt_block_literal {
    void *isa;
    _Atomic(uint64_t) word;  /* flags (low 32 bits) and reserved (high 32 bits) */
    void (*invoke)(void *, ...);
    const struct rt_block_descriptor *descriptor;
};

/* A __block variable's record: on the stack until a block that uses it is copied, then on
 * the heap; `forwarding` always leads to the live one. */
struct rt_block_byref {
    void *isa;
    struct rt_block_byref *forwarding;
    _Atomic(uint32_t) flags;
    uint32_t size;   /* of the whole record, the variable included */
    /* then, with HAS_COPY_DISPOSE: keep(dst, src), destroy(byref); with a layout: layout */
};

typedef void (*rt_block_copy_helper)(void *dst, const void *src);
typedef void (*rt_block_dispose_helper)(const void *block);

/* Whether `obj` is a block (its class is one of the three block classes). No lock. */
static inline bool rt_object_isBlock(id obj) {
    if (!obj || rt_object_isSmall(obj)) return false;
    Class cls = atomic_load_explicit(&obj->isa, memory_order_relaxed);
    return cls && (atomic_load_explicit(&cls->flags, memory_order_relaxed) & RT_CLASS_BLOCK);
}

/* The block's flags. No lock. */
static inline uint32_t rt_block_flags(const void *block) {
    return (uint32_t)atomic_load_explicit(&((struct rt_block_literal *)(uintptr_t)block)->word,
                                          memory_order_relaxed);
}

/* Why a block cannot be copied (its descriptor is missing or claims an impossible size),
 * or NULL when it can. No lock. */
const char *rt_block_invalid(const void *block);
/* The descriptor's copy / dispose helper and signature, or NULL when the flags say there is
 * none (or the descriptor is missing). No lock. */
rt_block_copy_helper rt_block_copyHelper(const void *block);
rt_block_dispose_helper rt_block_disposeHelper(const void *block);
const char *rt_block_signature(const void *block);

/* _Block_copy: a heap block answers itself retained, a global one itself, a stack one a
 * new heap copy whose isa is `mallocClass` (its captures copied by the copy helper). NULL
 * for NULL and for a block rt_block_invalid refuses (with a message on standard error).
 * No lock (atomic counts; the helpers take their own). */
void *rt_block_copy(const void *block, void *mallocClass);
/* _Block_release: -1 on a heap block, freed (dispose helper, weak references zeroed) at
 * zero; nothing for stack and global blocks. No lock. */
void rt_block_release(const void *block);
/* -retain / objc_retain of a block: +1 on a heap block, nothing on the others. No lock. */
void rt_block_retain(const void *block);
/* A weak load's retain: fails once the heap block's count reached zero. No lock. */
bool rt_block_tryRetain(const void *block);
/* The heap block's count; 1 for a stack block, a large constant for a global one. No lock. */
uintptr_t rt_block_retainCount(const void *block);

/* A heap block made by the runtime rather than copied from a compiler's literal (blocks made
 * from Swift, NSBlock's C constructor): `invoke` is any code that takes the block first (a C
 * function, a libffi closure), `signature` its type encoding (copied into the block; NULL for
 * none), and the block captures `context` and `extra`. The last release calls
 * dispose(context). Returns NULL when out of memory. No lock. */
void *rt_block_create(void *mallocClass, void (*invoke)(void), const char *signature, void *context,
                      void *extra, void (*dispose)(void *context));
/* What rt_block_create captured (NULL for any other block). No lock. */
void *rt_block_createdContext(const void *block);
void *rt_block_createdExtra(const void *block);

/* _Block_object_assign / _Block_object_dispose: what a copy / dispose helper does for one
 * captured variable of `kind` (RT_BLOCK_FIELD_*): objects retained, blocks copied (heap
 * copies get `mallocClass`), __block records moved to the heap and counted. No lock. */
void rt_block_object_assign(void *dest, const void *object, int kind, void *mallocClass);
void rt_block_object_dispose(const void *object, int kind);

#endif
