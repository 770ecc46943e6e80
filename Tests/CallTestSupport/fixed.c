/* Hand-written functions for the bridge's tests. No function takes a lock. */
#include "include/cts_fixed.h"
#include <string.h>

long cts_inc(void *self, const void *cmd, long x) { (void)self; (void)cmd; return x + 1; }
int cts_zero_args(void) { return 42; }

double cts_sixteen(signed char a, short b, int c, long d, float e, double f, unsigned char g,
                   unsigned short h, unsigned int i, unsigned long j, float k, double l, long m,
                   long n, double o, long double p) {
    /* Weighted so that swapping any two arguments changes the result. */
    return a * 1.0 + b * 2.0 + c * 3.0 + (double)d * 4.0 + e * 5.0 + f * 6.0 + g * 7.0 + h * 8.0 +
           i * 9.0 + (double)j * 10.0 + k * 11.0 + l * 12.0 + (double)m * 13.0 + (double)n * 14.0 +
           o * 15.0 + (double)p * 16.0;
}

long double cts_ld_scale(long double x, int k) { return x * k; }
CTPoint cts_point_make(float x, float y) { return (CTPoint){x, y}; }
CTRect cts_rect_make(double x, double y, double w, double h) { return (CTRect){x, y, w, h}; }
double cts_rect_area(CTRect r) { return r.w * r.h; }
CTMixed cts_mixed_bump(CTMixed m) { return (CTMixed){m.a + 1, m.d * 2}; }
CTArrayIn cts_array_in_make(float a, float b, float c, int i) { return (CTArrayIn){{a, b, c}, i}; }

CTNested cts_nested_bump(CTNested n) {
    n.in.s += 1;
    n.in.f *= 2;
    n.tag += 1;
    n.l -= 1;
    return n;
}

CTIntFloat cts_union_from_int(int i) { CTIntFloat u; u.i = i; return u; }
float cts_union_as_float(CTIntFloat u) { return u.f; }
CTFloats cts_floats_make(float a, float b) { CTFloats u; u.f[0] = a; u.f[1] = b; return u; }
CTLD cts_ld_struct(long double x) { return (CTLD){x + 1}; }
bool cts_is_positive(long x) { return x > 0; }
signed char cts_neg8(signed char x) { return (signed char)-x; }
unsigned short cts_twice16(unsigned short x) { return (unsigned short)(x * 2); }
unsigned long cts_strlen(const char *s) { return s ? strlen(s) : 0; }
const char *cts_skip(const char *s, int n) { return s + n; }
void cts_store(long *destination, long value) { *destination = value; }
