/* Blocks as objects: heap copies, their retain counts, and the captured variables the
 * compiler's copy and dispose helpers hand over (rt_block_abi.h has the layouts and why a
 * heap block's count lives in the ABI's `reserved` half).
 *
 * Everything here is plain C over the Block ABI, so it lives in the core beside the retain
 * counts it extends: object.c, weak.c and associated.c send a block here by its class. The
 * names clang's code calls (_Block_copy …) and the three block classes are the ObjCABI
 * layer's (blocks.c). */
#include "rt_block_abi.h"
#include "rt_associated.h"
#include "rt_core_private.h"
#include "rt_object.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define COUNT_ONE ((uint64_t)1 << 32)
#define LITERAL_SIZE sizeof(struct rt_block_literal)
/* No literal is this big: a descriptor that says so is garbage, not a block to copy. */
#define LARGEST_LITERAL ((uintptr_t)1 << 24)

/* Heap blocks' memory. Most blocks are small and short-lived (a callback copied, called,
 * released), so each thread keeps a few freed blocks of each 16-byte size class up to 128
 * bytes and hands them to its next copies: a copy and its release then cost two list
 * operations instead of malloc and free. A thread's lists are freed when it exits. Sanitizer
 * builds skip the cache, so ASan still sees every block freed and never reused. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define NO_BLOCK_CACHE 1
#endif
#endif
#define CACHE_CLASSES 8u
#define CACHE_DEPTH 8u
#define CACHE_GRAIN 16u

/* The rounded size heap blocks of `size` bytes are allocated with. No lock. */
static size_t chunk_size(size_t size) { return (size + CACHE_GRAIN - 1) & ~(size_t)(CACHE_GRAIN - 1); }

#ifndef NO_BLOCK_CACHE
struct cache_chunk {
    struct cache_chunk *next;
};
static _Thread_local struct cache_chunk *cache_lists[CACHE_CLASSES] __attribute__((tls_model("initial-exec")));
static _Thread_local uint8_t cache_counts[CACHE_CLASSES] __attribute__((tls_model("initial-exec")));
static _Thread_local bool cache_registered __attribute__((tls_model("initial-exec")));
static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

/* Thread exit: the exiting thread's lists go back to malloc. No lock (its own lists). */
static void cache_destructor(void *marker) {
    (void)marker;
    for (unsigned c = 0; c < CACHE_CLASSES; c++) {
        while (cache_lists[c]) {
            struct cache_chunk *chunk = cache_lists[c];
            cache_lists[c] = chunk->next;
            free(chunk);
        }
        cache_counts[c] = 0;
    }
    cache_registered = false;
}

/* No lock (pthread_once). */
static void make_cache_key(void) { pthread_key_create(&cache_key, cache_destructor); }
#endif

/* Memory for a heap block of `size` bytes. No lock (this thread's lists). */
static void *block_alloc(size_t size) {
    size_t rounded = chunk_size(size);
#ifndef NO_BLOCK_CACHE
    unsigned c = (unsigned)(rounded / CACHE_GRAIN) - 1;
    if (c < CACHE_CLASSES && cache_lists[c]) {
        struct cache_chunk *chunk = cache_lists[c];
        cache_lists[c] = chunk->next;
        cache_counts[c]--;
        return chunk;
    }
#endif
    return malloc(rounded);
}

/* Gives back a heap block's memory. No lock (this thread's lists). */
static void block_free(void *p, size_t size) {
#ifndef NO_BLOCK_CACHE
    unsigned c = (unsigned)(chunk_size(size) / CACHE_GRAIN) - 1;
    if (c < CACHE_CLASSES && cache_counts[c] < CACHE_DEPTH) {
        if (!cache_registered) { /* the thread's first: make sure its exit frees the lists */
            pthread_once(&cache_once, make_cache_key);
            pthread_setspecific(cache_key, &cache_key);
            cache_registered = true;
        }
        struct cache_chunk *chunk = p;
        chunk->next = cache_lists[c];
        cache_lists[c] = chunk;
        cache_counts[c]++;
        return;
    }
#else
    (void)size;
#endif
    free(p);
}

/* The descriptor's words after {reserved, size}. No lock. */
static void *const *descriptor_tail(const void *block) {
    const struct rt_block_descriptor *d = ((const struct rt_block_literal *)block)->descriptor;
    return d ? (void *const *)(d + 1) : NULL;
}

/* No lock. */
const char *rt_block_invalid(const void *block) {
    const struct rt_block_descriptor *d = ((const struct rt_block_literal *)block)->descriptor;
    if (!d) return "it has no descriptor";
    if (d->size < LITERAL_SIZE || d->size > LARGEST_LITERAL) return "its descriptor's size is impossible";
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

/* One line on standard error about a corrupt block or __block record. No lock. */
static void complain(const void *block, const char *what, const char *why) {
    fprintf(stderr, "objc[%d]: %s %p: %s\n", (int)getpid(), what, block, why);
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
        complain(block, "_Block_copy refused the block", why);
        return NULL;
    }
    size_t size = src->descriptor->size;
    struct rt_block_literal *copy = block_alloc(size);
    if (!copy) return NULL;
    memcpy(copy, src, size);
    /* The other runtimes' count bits become MiniObjC's object flags, all clear. */
    uint32_t heapFlags = (flags & ~RT_BLOCK_REFCOUNT_BITS) | RT_BLOCK_NEEDS_FREE;
    atomic_store_explicit(&copy->word, COUNT_ONE | heapFlags, memory_order_relaxed);
    copy->isa = mallocClass;
    if (flags & RT_BLOCK_HAS_COPY_DISPOSE) {
        rt_block_copy_helper helper = rt_block_copyHelper(block);
        /* A descriptor that claims helpers it does not have: the bytes are copied, nothing
         * captured is retained (and nothing will be released). */
        if (helper) helper(copy, src);
        else complain(block, "_Block_copy of the block", "its descriptor's copy helper is NULL; the captures were copied bytewise");
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
    block_free(b, size);
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
    if (src->size < head || src->size > LARGEST_LITERAL) {
        complain(src, "_Block_object_assign of the __block variable", "its record's size is impossible; it stays on the stack");
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
    if (length > LARGEST_LITERAL) return NULL;
    size_t size = sizeof(struct created_block) + length;
    struct created_block *b = block_alloc(size);
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
