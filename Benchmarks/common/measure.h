/* Timing shared by the baseline programs: a monotonic clock and the median of 7 rounds, the
 * same rule `objcrt bench` uses, so the peers' figures and MiniObjC's are comparable. */
#ifndef MINIOBJC_BENCH_MEASURE_H
#define MINIOBJC_BENCH_MEASURE_H

#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median of 7 rounds of `n` iterations of `body` (which may use the loop index `i_`). */
#define MEASURE(result, n, body) do {                         \
        double rounds_[7];                                    \
        for (int r_ = 0; r_ < 7; r_++) {                      \
            double t0_ = now_ns();                            \
            for (long i_ = 0; i_ < (n); i_++) { body; }       \
            rounds_[r_] = (now_ns() - t0_) / (double)(n);     \
        }                                                     \
        qsort(rounds_, 7, sizeof(double), cmp_double);        \
        (result) = rounds_[3];                                \
    } while (0)

#endif
