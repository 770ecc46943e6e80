/* __block variables (byref records) and what a block's copy and dispose helpers do for each
 * captured variable: _Block_object_assign / _Block_object_dispose over the core. */
#include "rt_block_abi.h"
#include "rt_core_private.h"
#include "rt_object.h"
#include <stdlib.h>
#include <string.h>

/* The byref record's helpers, after its four header words. No lock. */
static void *const *byref_helpers(const struct rt_block_byref *r) { return (void *const *)(r + 1); }

/* Bytes of the record before the variable: the header, the helpers, a layout pointer. */
static size_t byref_header_size(uint32_t flags) {
    size_t n = sizeof(struct rt_block_byref);
    if (flags & RT_BYREF_HAS_COPY_DISPOSE) n += 2 * sizeof(void *);
    if ((flags & RT_BYREF_LAYOUT_MASK) == RT_BYREF_LAYOUT_EXTENDED) n += sizeof(void *);
    return n;
}

/* A __block variable's heap record for a block being copied: the first copy moves it off
 * the stack (two references: the stack frame's and the block's), later ones count up.
 * No lock (atomic count; the keep helper takes its own). */
static struct rt_block_byref *byref_copy(struct rt_block_byref *src) {
    struct rt_block_byref *live = src->forwarding ? src->forwarding : src;
    uint32_t flags = atomic_load_explicit(&live->flags, memory_order_relaxed);
    if (flags & RT_BYREF_NEEDS_FREE) {
        atomic_fetch_add_explicit(&live->flags, 2u, memory_order_relaxed);
        return live;
    }
    size_t head = byref_header_size(flags);
    if (src->size < head || src->size > RT_BLOCK_LARGEST) {
        rt_block_complain(src, "_Block_object_assign of the __block variable", "its record's size is impossible; it stays on the stack");
        return live;
    }
    struct rt_block_byref *copy = calloc(1, src->size);
    if (!copy) return live;
    memcpy(copy, src, head);
    copy->isa = NULL;
    copy->forwarding = copy;
    atomic_store_explicit(&copy->flags, (flags & ~(RT_BYREF_REFCOUNT_MASK | RT_BYREF_DEALLOCATING)) | RT_BYREF_NEEDS_FREE | 4u,
                          memory_order_relaxed);
    void (*keep)(struct rt_block_byref *, struct rt_block_byref *) = NULL;
    if (flags & RT_BYREF_HAS_COPY_DISPOSE)
        keep = (void (*)(struct rt_block_byref *, struct rt_block_byref *))(uintptr_t)byref_helpers(src)[0];
    if (keep) keep(copy, src);
    else memcpy((char *)copy + head, (char *)src + head, src->size - head);
    src->forwarding = copy;
    return copy;
}

/* Drops one reference to a __block variable's record; the last one destroys the variable
 * and frees the heap record. A record still on the stack is the frame's to clean up.
 * No lock (a CAS loop). */
static void byref_release(struct rt_block_byref *r) {
    struct rt_block_byref *live = r->forwarding ? r->forwarding : r;
    uint32_t flags = atomic_load_explicit(&live->flags, memory_order_relaxed);
    if (!(flags & RT_BYREF_NEEDS_FREE)) return;
    for (;;) {
        if ((flags & RT_BYREF_REFCOUNT_MASK) == 0) return;
        uint32_t next = flags - 2u;
        if ((next & RT_BYREF_REFCOUNT_MASK) == 0) next |= RT_BYREF_DEALLOCATING;
        if (atomic_compare_exchange_weak_explicit(&live->flags, &flags, next, memory_order_acq_rel,
                                                  memory_order_relaxed)) {
            if (!(next & RT_BYREF_DEALLOCATING)) return;
            if (flags & RT_BYREF_HAS_COPY_DISPOSE) {
                void (*destroy_var)(struct rt_block_byref *) =
                    (void (*)(struct rt_block_byref *))(uintptr_t)byref_helpers(live)[1];
                if (destroy_var) destroy_var(live);
            }
            free(live);
            return;
        }
    }
}

/* No lock. */
void rt_block_object_assign(void *dest, const void *object, int kind, void *mallocClass) {
    void **slot = dest;
    if (!slot) return;
    if (kind & RT_BLOCK_BYREF_CALLER) {
        /* From a __block variable's own helpers: the variable is the caller's to own
         * (manual retain/release leaves __block objects unretained, as everywhere). */
        *slot = (void *)(uintptr_t)object;
        return;
    }
    switch (kind) {
    case RT_BLOCK_FIELD_IS_BYREF:
    case RT_BLOCK_FIELD_IS_BYREF | RT_BLOCK_FIELD_IS_WEAK:
        *slot = object ? byref_copy((struct rt_block_byref *)(uintptr_t)object) : NULL;
        return;
    case RT_BLOCK_FIELD_IS_BLOCK:
        *slot = rt_block_copy(object, mallocClass);
        return;
    case RT_BLOCK_FIELD_IS_OBJECT | RT_BLOCK_FIELD_IS_WEAK:
        /* Garbage collection's weak capture (clang's ARC helpers call objc_copyWeak and
         * objc_destroyWeak themselves). Dispose gets the value, not the slot, so a zeroing
         * registration could never be undone: the capture is kept unretained instead. */
        *slot = (void *)(uintptr_t)object;
        return;
    default: /* RT_BLOCK_FIELD_IS_OBJECT, and what a newer compiler may add */
        *slot = rt_objc_retain((id)(uintptr_t)object);
        return;
    }
}

/* No lock. */
void rt_block_object_dispose(const void *object, int kind) {
    if (kind & RT_BLOCK_BYREF_CALLER) return;
    switch (kind) {
    case RT_BLOCK_FIELD_IS_BYREF:
    case RT_BLOCK_FIELD_IS_BYREF | RT_BLOCK_FIELD_IS_WEAK:
        if (object) byref_release((struct rt_block_byref *)(uintptr_t)object);
        return;
    case RT_BLOCK_FIELD_IS_BLOCK:
        rt_block_release(object);
        return;
    case RT_BLOCK_FIELD_IS_OBJECT | RT_BLOCK_FIELD_IS_WEAK:
        return; /* kept unretained (assign above) */
    default:
        rt_objc_release((id)(uintptr_t)object);
        return;
    }
}
