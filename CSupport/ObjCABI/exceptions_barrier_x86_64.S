/* rt_exception_barrierCall (rt_exception_barrier.h): a frame the unwinder sees as catching every
 * Objective-C exception. Its FDE names a personality of its own
 * (rt_exception_barrierPersonality, exceptions_barrier.c) and, as LSDA, one 32-bit word: the
 * landing pad's offset from that word. Phase 1 stops here; phase 2 lands at .Lcaught with the
 * exception in %rax, which hands it to rt_exception_barrierCaught (pending record, deleted) and
 * returns true. The call itself loads every argument register from the block, pushes the
 * two stack words, calls, and stores the result registers back. */
#define CALL_FUNCTION 0
#define CALL_WORDS 8
#define CALL_DOUBLES 72
#define CALL_RESULT 136
#define CALL_FLOAT_RESULT 152

        .text
        .globl  rt_exception_barrierCall
        .type   rt_exception_barrierCall, @function
        .p2align 4
rt_exception_barrierCall:
        .cfi_startproc
        .cfi_personality 0x9b, .Lpersonality_ref       /* indirect | pcrel | sdata4 */
        .cfi_lsda 0x1b, .Llsda                         /* pcrel | sdata4 */
        pushq   %rbx
        .cfi_def_cfa_offset 16
        .cfi_offset %rbx, -16
        movq    %rdi, %rbx                             /* the block, kept across the call */
        pushq   CALL_WORDS+56(%rbx)                    /* stack argument 2, then 1 */
        .cfi_def_cfa_offset 24
        pushq   CALL_WORDS+48(%rbx)
        .cfi_def_cfa_offset 32
        movsd   CALL_DOUBLES+0(%rbx), %xmm0
        movsd   CALL_DOUBLES+8(%rbx), %xmm1
        movsd   CALL_DOUBLES+16(%rbx), %xmm2
        movsd   CALL_DOUBLES+24(%rbx), %xmm3
        movsd   CALL_DOUBLES+32(%rbx), %xmm4
        movsd   CALL_DOUBLES+40(%rbx), %xmm5
        movsd   CALL_DOUBLES+48(%rbx), %xmm6
        movsd   CALL_DOUBLES+56(%rbx), %xmm7
        movq    CALL_WORDS+0(%rbx), %rdi
        movq    CALL_WORDS+8(%rbx), %rsi
        movq    CALL_WORDS+16(%rbx), %rdx
        movq    CALL_WORDS+24(%rbx), %rcx
        movq    CALL_WORDS+32(%rbx), %r8
        movq    CALL_WORDS+40(%rbx), %r9
        movl    $8, %eax
        call    *CALL_FUNCTION(%rbx)
        movq    %rax, CALL_RESULT(%rbx)
        movq    %rdx, CALL_RESULT+8(%rbx)
        movsd   %xmm0, CALL_FLOAT_RESULT(%rbx)
        movsd   %xmm1, CALL_FLOAT_RESULT+8(%rbx)
        xorl    %eax, %eax
.Lreturn:
        .cfi_remember_state
        addq    $16, %rsp
        .cfi_def_cfa_offset 16
        popq    %rbx
        .cfi_def_cfa_offset 8
        .cfi_restore %rbx
        ret
        .cfi_restore_state
.Lcaught:                                              /* %rax: the _Unwind_Exception */
        movq    %rax, %rdi
        movq    $0, CALL_RESULT(%rbx)
        movq    $0, CALL_RESULT+8(%rbx)
        call    rt_exception_barrierCaught
        movl    $1, %eax
        jmp     .Lreturn
        .cfi_endproc
        .size   rt_exception_barrierCall, .-rt_exception_barrierCall

/* rt_exception_barrierForward: the cheap form for the hot sends. Called with the callee's own
 * arguments in %rdi %rsi %rdx %rcx %r8 (and any in %xmm0-7) and the function to call in %r9:
 * one call level, no copying; the callee's results come back untouched in %rax %rdx %xmm0
 * %xmm1. An Objective-C exception lands at .Lforward_caught: zero results, pending record. */
        .text
        .globl  rt_exception_barrierForward
        .type   rt_exception_barrierForward, @function
        .p2align 4
rt_exception_barrierForward:
        .cfi_startproc
        .cfi_personality 0x9b, .Lpersonality_ref
        .cfi_lsda 0x1b, .Llsda_forward
        subq    $8, %rsp                               /* the callee's stack 16-byte aligned */
        .cfi_def_cfa_offset 16
        call    *%r9
.Lforward_return:
        .cfi_remember_state
        addq    $8, %rsp
        .cfi_def_cfa_offset 8
        ret
        .cfi_restore_state
.Lforward_caught:                                      /* %rax: the _Unwind_Exception */
        movq    %rax, %rdi
        call    rt_exception_barrierCaught
        xorl    %eax, %eax
        xorl    %edx, %edx
        xorps   %xmm0, %xmm0
        xorps   %xmm1, %xmm1
        jmp     .Lforward_return
        .cfi_endproc
        .size   rt_exception_barrierForward, .-rt_exception_barrierForward

        .section .rodata
        .p2align 2
.Llsda:
        .long   .Lcaught - .Llsda
.Llsda_forward:
        .long   .Lforward_caught - .Llsda_forward

        .section .data.rel.ro,"aw",@progbits
        .p2align 3
.Lpersonality_ref:
        .quad   rt_exception_barrierPersonality

        .section .note.GNU-stack,"",@progbits
