/* objc_msgSend for x86-64 (System V), read beside objc4's objc-msg-x86_64.s.
 *
 * On entry the arguments are where the method wants them: self in %rdi, the selector in
 * %rsi, further integer arguments in %rdx %rcx %r8 %r9, floating-point ones in %xmm0-7, the
 * rest on the stack, and for a variadic method %al counts the vector registers used. The
 * fast path must disturb none of that: it uses only %r10, %r11 and %rax (whose value it
 * parks in the red zone below %rsp and restores), then jumps to the IMP, which returns
 * straight to our caller.
 *
 *   1. nil receiver → return zero in every return register (%rax %rdx %xmm0 %xmm1, and
 *      st(0) for the _fpret variant);
 *   2. a small object (low bits set) has no isa: its class is the one registered for its tag
 *      (libobjc2's small-object table, rt_small_object.h); none registered → the slow path;
 *   3. the selector: compiled code passes its image's selector record, whose first word the
 *      loader made the canonical SEL (a canonical SEL's first word is itself), so one load
 *      gives the SEL the cache is keyed by, and the method receives that one as _cmd;
 *   4. isa → cache → probe buckets from (SEL >> 4) & mask: an empty bucket is a miss, a
 *      record whose name is our SEL is a hit unless its IMP is NULL (a cached "not found");
 *   5. miss → rt_abi_lookup (C): +initialize, method search, resolution, forwarding. It
 *      may replace the receiver (-forwardingTargetForSelector:), so it gets its address.
 *
 * The cache needs no lock: buckets only ever go from empty to a record that is never freed,
 * and a retired table is kept until its class is disposed (cache.c). */
#include "dispatch_offsets.h"

        .text

/* The slow path, shared by the three entry points. On entry %r10 holds the address of the
 * receiver's register slot to pass and %r11 the canonical SEL; every argument register is
 * saved, rt_abi_lookup runs, the (possibly replaced) receiver is reloaded, then the IMP is
 * jumped to with the canonical SEL in the selector register. RECEIVER/SELECTOR say which
 * registers hold them (%rdi/%rsi, or %rsi/%rdx for _stret). */
.macro SLOW_PATH receiver, selector, receiverSlot, selectorSlot
        .cfi_remember_state
        pushq   %rbp
        .cfi_def_cfa_offset 16
        .cfi_offset %rbp, -16
        movq    %rsp, %rbp
        .cfi_def_cfa_register %rbp
        subq    $192, %rsp
        movq    %rdi, 0(%rsp)
        movq    %rsi, 8(%rsp)
        movq    %rdx, 16(%rsp)
        movq    %rcx, 24(%rsp)
        movq    %r8, 32(%rsp)
        movq    %r9, 40(%rsp)
        movq    %rax, 48(%rsp)
        movdqa  %xmm0, 64(%rsp)
        movdqa  %xmm1, 80(%rsp)
        movdqa  %xmm2, 96(%rsp)
        movdqa  %xmm3, 112(%rsp)
        movdqa  %xmm4, 128(%rsp)
        movdqa  %xmm5, 144(%rsp)
        movdqa  %xmm6, 160(%rsp)
        movdqa  %xmm7, 176(%rsp)
        leaq    \receiverSlot(%rsp), %rdi
        movq    \selector, %rsi
        call    rt_abi_lookup
        movq    %rax, %r11
        movq    0(%rsp), %rdi
        movq    8(%rsp), %rsi
        movq    16(%rsp), %rdx
        movq    24(%rsp), %rcx
        movq    32(%rsp), %r8
        movq    40(%rsp), %r9
        movq    48(%rsp), %rax
        movdqa  64(%rsp), %xmm0
        movdqa  80(%rsp), %xmm1
        movdqa  96(%rsp), %xmm2
        movdqa  112(%rsp), %xmm3
        movdqa  128(%rsp), %xmm4
        movdqa  144(%rsp), %xmm5
        movdqa  160(%rsp), %xmm6
        movdqa  176(%rsp), %xmm7
        leave
        .cfi_def_cfa %rsp, 8
        jmp     *%r11
        .cfi_restore_state
.endm

/* The fast path, from the receiver's class in %r10 and the canonical SEL in SELECTOR; MISS
 * is the label of the slow path. The first bucket is probed with %r10 and %r11 alone — most
 * sends hit there; only a collision walks on, and the walk needs a third register, %rax,
 * parked in the red zone meanwhile. */
.macro CACHE_PROBE selector, miss
        movq    RT_CLASS_CACHE(%r10), %r10                /*    the class's cache */
        movq    \selector, %r11
        shrq    $RT_CACHE_INDEX_SHIFT, %r11
        andl    RT_CACHE_MASK(%r10), %r11d                /*    first bucket */
        movq    RT_CACHE_BUCKETS(%r10,%r11,8), %r11       /*    the record in it */
        testq   %r11, %r11
        je      \miss                                     /*    empty: a miss */
        cmpq    RT_METHOD_NAME(%r11), \selector
        jne     4f                                        /*    another selector: walk on */
        movq    RT_METHOD_IMP(%r11), %r11
        testq   %r11, %r11
        je      \miss                                     /*    cached "not found" */
        jmp     *%r11                                     /*    hit: the method returns for us */
4:
        movq    %rax, -8(%rsp)                            /*    park %rax (%al: vector count) */
        movq    \selector, %r11
        shrq    $RT_CACHE_INDEX_SHIFT, %r11
        andl    RT_CACHE_MASK(%r10), %r11d
1:
        addl    $1, %r11d
        andl    RT_CACHE_MASK(%r10), %r11d                /*    the next bucket */
        movq    RT_CACHE_BUCKETS(%r10,%r11,8), %rax
        testq   %rax, %rax
        je      2f
        cmpq    RT_METHOD_NAME(%rax), \selector
        jne     1b
        movq    RT_METHOD_IMP(%rax), %r11
        testq   %r11, %r11
        je      2f
        movq    -8(%rsp), %rax
        jmp     *%r11
2:
        movq    -8(%rsp), %rax
        jmp     \miss
.endm

/* 2-4. The receiver's class into %r10 — its isa, or for a small object (low bits set) the
 * class registered for its tag (rt_small_object_classes, small_object.c; none: the slow path
 * says so) — and the canonical SEL into SELECTOR (3.), then the probe. */
.macro LOOKUP receiver, receiver8, selector, miss
        movq    (\selector), \selector                    /* 3. canonical SEL */
        testl   $7, \receiver8
        jne     5f
        movq    RT_OBJECT_ISA(\receiver), %r10            /* 4. isa */
6:
        CACHE_PROBE \selector, \miss
5:
        movl    \receiver8, %r11d                          /* 2. a small object: its tag */
        andl    $7, %r11d
        leaq    rt_small_object_classes(%rip), %r10
        movq    (%r10,%r11,8), %r10
        testq   %r10, %r10
        jne     6b
        jmp     \miss
.endm

/* Each entry point starts a 64-byte line, so its fast path sits the same way in the
 * instruction cache whatever code the linker puts before it (with 16-byte alignment, a change
 * elsewhere in the runtime moved compiled.send_cached between 1.9 and 2.2 ns). */

/* id objc_msgSend(id self, SEL _cmd, ...) */
        .globl  objc_msgSend
        .type   objc_msgSend, @function
        .p2align 6
objc_msgSend:
        .cfi_startproc
        testq   %rdi, %rdi
        je      .Lnil
        LOOKUP  %rdi, %edi, %rsi, .Lslow
.Lslow:
        SLOW_PATH %rdi, %rsi, 0, 8
.Lnil:
        xorl    %eax, %eax
        xorl    %edx, %edx
        xorps   %xmm0, %xmm0
        xorps   %xmm1, %xmm1
        ret
        .cfi_endproc
        .size   objc_msgSend, .-objc_msgSend

/* long double objc_msgSend_fpret(id self, SEL _cmd, ...): as objc_msgSend, but a message to
 * nil also leaves 0.0 on the x87 stack, where long double results return. */
        .globl  objc_msgSend_fpret
        .type   objc_msgSend_fpret, @function
        .p2align 6
objc_msgSend_fpret:
        .cfi_startproc
        testq   %rdi, %rdi
        je      .Lnil_fpret
        LOOKUP  %rdi, %edi, %rsi, .Lslow_fpret
.Lslow_fpret:
        SLOW_PATH %rdi, %rsi, 0, 8
.Lnil_fpret:
        xorl    %eax, %eax
        xorl    %edx, %edx
        xorps   %xmm0, %xmm0
        xorps   %xmm1, %xmm1
        fldz
        ret
        .cfi_endproc
        .size   objc_msgSend_fpret, .-objc_msgSend_fpret

/* void objc_msgSend_stret(void *result, id self, SEL _cmd, ...): a struct returned in
 * memory; the caller's buffer comes first, so self and _cmd move one register along. A
 * message to nil leaves the buffer as it was (as objc4 does on x86-64) and returns its
 * address, as the ABI requires. */
        .globl  objc_msgSend_stret
        .type   objc_msgSend_stret, @function
        .p2align 6
objc_msgSend_stret:
        .cfi_startproc
        testq   %rsi, %rsi
        je      .Lnil_stret
        LOOKUP  %rsi, %esi, %rdx, .Lslow_stret
.Lslow_stret:
        SLOW_PATH %rsi, %rdx, 8, 16
.Lnil_stret:
        movq    %rdi, %rax
        ret
        .cfi_endproc
        .size   objc_msgSend_stret, .-objc_msgSend_stret

/* IMP objc_msg_lookup_super(struct objc_super *super, SEL _cmd): clang's super send is this
 * lookup and then a call of the IMP. An ordinary C function (it may use every caller-saved
 * register), so only the cache probe is here: the first bucket of the search class's cache,
 * else the C lookup (rt_msg_lookup_super: +initialize, method search, forwarding). The
 * search class's cache is filled only once its +initialize has returned. */
        .globl  objc_msg_lookup_super
        .type   objc_msg_lookup_super, @function
        .p2align 6
objc_msg_lookup_super:
        .cfi_startproc
        movq    (%rdi), %rax                              /* the receiver */
        testq   %rax, %rax
        je      .Lsuper_slow                              /* nil: the C lookup's nil IMP */
        movq    8(%rdi), %r10                             /* the class the search starts at */
        testq   %r10, %r10
        je      .Lsuper_slow
        movq    (%rsi), %rdx                              /* canonical SEL */
        movq    RT_CLASS_CACHE(%r10), %r10
        movq    %rdx, %r11
        shrq    $RT_CACHE_INDEX_SHIFT, %r11
        andl    RT_CACHE_MASK(%r10), %r11d
        movq    RT_CACHE_BUCKETS(%r10,%r11,8), %rcx
        testq   %rcx, %rcx
        je      .Lsuper_slow
        cmpq    RT_METHOD_NAME(%rcx), %rdx
        jne     .Lsuper_slow                              /* a collision: the C lookup walks on */
        movq    RT_METHOD_IMP(%rcx), %rax
        testq   %rax, %rax
        je      .Lsuper_slow
        ret
.Lsuper_slow:
        jmp     rt_abi_lookup_super
        .cfi_endproc
        .size   objc_msg_lookup_super, .-objc_msg_lookup_super

        .section .note.GNU-stack,"",@progbits
