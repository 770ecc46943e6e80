/* imp_implementationWithBlock, imp_getBlock, imp_removeBlock: a block as a method.
 *
 * A method is called as imp(self, _cmd, args…); the block wants invoke(block, self, args…).
 * One trampoline per block makes the switch without knowing the signature: it moves self
 * into _cmd's register, loads its block into self's, and jumps to the block's invoke — every
 * other argument stays where the caller put it. A block that returns a struct in memory
 * (BLOCK_USE_STRET) is called with the result's address first, so its trampolines shift the
 * next two registers instead.
 *
 * objc4's layout, made on Linux without remapping: a trampoline page is followed by a data
 * page, trampoline i at offset 16·i reads its block from the data page at the same offset
 * (one page further, a displacement every trampoline shares). The code page is written once
 * and made read-execute; only data slots change afterwards, so no thread ever runs code
 * that is being written. Pages are never unmapped (an IMP may be cached anywhere). */
#include "rt_abi_private.h"
#include "rt_block_abi.h"
#include "rt_block_imp.h"
#include "rt_lock.h"
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/lsan_interface.h>
/* LeakSanitizer does not scan memory the program maps itself: the data page is where a
 * block IMP keeps its block, so it is registered as a root (a block behind a live method is
 * not a leak). */
#define REGISTER_ROOT(p, n) __lsan_register_root_region((p), (n))
#endif
#endif
#ifndef REGISTER_ROOT
#define REGISTER_ROOT(p, n) ((void)(p), (void)(n))
#endif

#define PAGE 4096u
#define SLOT 16u
#define SLOTS (PAGE / SLOT)

struct tramp_page {
    struct tramp_page *next;
    unsigned char *code;   /* PAGE bytes of trampolines, then PAGE bytes of data slots */
    bool stret;
    uint32_t used;         /* slots handed out so far (freed ones go on free_slots) */
};

struct free_slot {
    struct free_slot *next;
    unsigned char *trampoline;
};

/* Under the runtime lock. */
static struct tramp_page *pages;
static struct free_slot *free_slots[2];

/* The data slot of a trampoline: the block it calls. */
static void **data_slot(unsigned char *trampoline) { return (void **)(void *)(trampoline + PAGE); }

#if defined(__x86_64__)
/* One trampoline: the two moves and the jump (x86-64 machine code; int3 pads to 16 bytes).
 * The displacement reaches the data slot one page on from the end of the load. No lock. */
static void write_trampoline(unsigned char *t, bool stret) {
    static const unsigned char plain[13] = {
        0x48, 0x89, 0xfe,             /* mov %rdi, %rsi        self → _cmd's register */
        0x48, 0x8b, 0x3d, 0, 0, 0, 0, /* mov disp(%rip), %rdi  the block → self's */
        0xff, 0x67, 0x10,             /* jmp *16(%rdi)         its invoke */
    };
    static const unsigned char shifted[13] = {
        0x48, 0x89, 0xf2,             /* mov %rsi, %rdx        self → _cmd's register */
        0x48, 0x8b, 0x35, 0, 0, 0, 0, /* mov disp(%rip), %rsi  the block → self's */
        0xff, 0x66, 0x10,             /* jmp *16(%rsi) */
    };
    memcpy(t, stret ? shifted : plain, 13);
    int32_t disp = (int32_t)PAGE - 10;
    memcpy(t + 6, &disp, sizeof disp);
    memset(t + 13, 0xcc, SLOT - 13);
}

/* A new page of trampolines of one kind. Lock: caller holds the runtime lock. */
static struct tramp_page *new_page(bool stret) {
    struct tramp_page *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    void *mem = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED) {
        free(p);
        return NULL;
    }
    p->code = mem;
    for (uint32_t i = 0; i < SLOTS; i++) write_trampoline(p->code + i * SLOT, stret);
    if (mprotect(p->code, PAGE, PROT_READ | PROT_EXEC) != 0) {
        munmap(mem, 2 * PAGE);
        free(p);
        return NULL;
    }
    REGISTER_ROOT(p->code + PAGE, PAGE);
    p->stret = stret;
    p->next = pages;
    pages = p;
    return p;
}
#else
/* No trampolines for this architecture yet (aarch64's objc_msgSend is not written either).
 * Lock: caller holds the runtime lock. */
static struct tramp_page *new_page(bool stret) {
    (void)stret;
    return NULL;
}
#endif

/* A free trampoline of the kind. Lock: caller holds the runtime lock. */
static unsigned char *take_slot(bool stret) {
    struct free_slot *f = free_slots[stret];
    if (f) {
        free_slots[stret] = f->next;
        unsigned char *t = f->trampoline;
        free(f);
        return t;
    }
    struct tramp_page *p = pages;
    while (p && (p->stret != stret || p->used == SLOTS)) p = p->next;
    if (!p) p = new_page(stret);
    if (!p) return NULL;
    return p->code + SLOT * p->used++;
}

/* The page holding `imp` when it is a trampoline in use. Lock: caller holds the runtime lock. */
static struct tramp_page *page_of(IMP imp) {
    unsigned char *t = (unsigned char *)(uintptr_t)imp;
    for (struct tramp_page *p = pages; p; p = p->next)
        if (t >= p->code && t < p->code + PAGE && (size_t)(t - p->code) % SLOT == 0) return p;
    return NULL;
}

/* Lock: the runtime lock. */
IMP imp_implementationWithBlock(id block) {
    if (!block) return NULL;
    void *copy = _Block_copy(block); /* refused (NULL) when its descriptor is corrupt */
    if (!copy) return NULL;
    bool stret = (rt_block_flags(copy) & RT_BLOCK_USE_STRET) != 0;
    rt_runtime_lock();
    unsigned char *t = take_slot(stret);
    if (t) atomic_store_explicit((_Atomic(void *) *)data_slot(t), copy, memory_order_release);
    rt_runtime_unlock();
    if (!t) {
        _Block_release(copy);
        return NULL;
    }
    return (IMP)(uintptr_t)t;
}

/* Lock: the runtime lock. */
id imp_getBlock(IMP imp) {
    id block = NULL;
    rt_runtime_lock();
    if (imp && page_of(imp)) block = *data_slot((unsigned char *)(uintptr_t)imp);
    rt_runtime_unlock();
    return block;
}

/* Lock: the runtime lock. */
rt_BOOL imp_removeBlock(IMP imp) {
    void *block = NULL;
    struct free_slot *f = malloc(sizeof *f);
    rt_runtime_lock();
    struct tramp_page *p = imp ? page_of(imp) : NULL;
    unsigned char *t = (unsigned char *)(uintptr_t)imp;
    if (p && f) block = *data_slot(t);
    if (block) {
        *data_slot(t) = NULL;
        f->trampoline = t;
        f->next = free_slots[p->stret];
        free_slots[p->stret] = f;
        f = NULL;
    }
    rt_runtime_unlock();
    free(f);
    if (!block) return 0;
    _Block_release(block);
    return 1;
}

/* Lock: the runtime lock. */
IMP rt_imp_implementationWithBlock(id block) { return imp_implementationWithBlock(block); }
/* Lock: the runtime lock. */
id rt_imp_getBlock(IMP imp) { return imp_getBlock(imp); }
/* Lock: the runtime lock. */
bool rt_imp_removeBlock(IMP imp) { return imp_removeBlock(imp) != 0; }
