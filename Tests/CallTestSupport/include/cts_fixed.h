/* Hand-written functions whose results the tests know. None takes a lock. */
#ifndef CTS_FIXED_H
#define CTS_FIXED_H
#include <stdbool.h>
#include <stdint.h>

typedef struct CTPoint { float x, y; } CTPoint;                  /* two floats: one SSE register */
typedef struct CTRect { double x, y, w, h; } CTRect;             /* 32 bytes: returned in memory */
typedef struct CTMixed { int a; double d; } CTMixed;             /* INTEGER + SSE registers */
typedef struct CTArrayIn { float f[3]; int i; } CTArrayIn;       /* an array inside a struct */
typedef struct CTNested { struct { short s; float f; } in; char tag; long l; } CTNested; /* 24 bytes, nested */
typedef union CTIntFloat { int i; float f; } CTIntFloat;
typedef union CTFloats { double d; float f[2]; } CTFloats;
typedef struct CTLD { long double ld; } CTLD;

long cts_inc(void *self, const void *cmd, long x);
int cts_zero_args(void);
double cts_sixteen(signed char a, short b, int c, long d, float e, double f, unsigned char g,
                   unsigned short h, unsigned int i, unsigned long j, float k, double l, long m,
                   long n, double o, long double p);
long double cts_ld_scale(long double x, int k);
CTPoint cts_point_make(float x, float y);
CTRect cts_rect_make(double x, double y, double w, double h);
double cts_rect_area(CTRect r);
CTMixed cts_mixed_bump(CTMixed m);
CTArrayIn cts_array_in_make(float a, float b, float c, int i);
CTNested cts_nested_bump(CTNested n);
CTIntFloat cts_union_from_int(int i);
float cts_union_as_float(CTIntFloat u);
CTFloats cts_floats_make(float a, float b);
CTLD cts_ld_struct(long double x);
bool cts_is_positive(long x);
signed char cts_neg8(signed char x);
unsigned short cts_twice16(unsigned short x);
unsigned long cts_strlen(const char *s);
const char *cts_skip(const char *s, int n);
void cts_store(long *destination, long value);
#endif
