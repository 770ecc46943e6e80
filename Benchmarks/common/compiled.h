/* What the compiled-Objective-C benchmarks (Benchmarks/compiled, Benchmarks/libobjc2) share,
 * so both runtimes are timed against the same baseline the same way. */
#ifndef MINIOBJC_BENCH_COMPILED_H
#define MINIOBJC_BENCH_COMPILED_H

/* The direct-call reference: an out-of-line C function in the same dependent chain x = f(x)
 * as the sends. The empty asm keeps clang from treating it as pure. */
__attribute__((noinline)) static long inc_direct(long x) {
    __asm__ volatile("");
    return x + 1;
}

/* Hides a value from the optimizer, so a receiver is loaded at run time. */
#define OPAQUE(v) ({ __typeof__(v) v_ = (v); __asm__ volatile("" : "+r"(v_)); v_; })

#endif
