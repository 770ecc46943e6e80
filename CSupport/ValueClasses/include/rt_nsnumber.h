/* NSNumber: one scalar and the type code it was made with (c C s S i I l L q Q f d B).
 * Type codes follow Apple's encodings: `l` / `L` are 32-bit, `q` / `Q` 64-bit, and a
 * BOOL-made number keeps `B` (Apple reports `c` from its boolean singleton; keeping `B`
 * lets a Bool round-trip). Numbers compare and hash by value across types: @1 equals @1.0. */
#ifndef MINIOBJC_RT_NSNUMBER_H
#define MINIOBJC_RT_NSNUMBER_H

#include "rt_types.h"

/* The NSNumber class. No lock. */
Class rt_NSNumber(void);
/* Whether `type` is one of c C s S i I l L q Q f d B. No lock. */
bool rt_nsnumber_isValidType(char type);
/* A new number (+1) of a signed type (c s i l q) or B, the value narrowed to the type as a C
 * cast would. NULL for another type code. No lock. */
id rt_nsnumber_createSigned(char type, int64_t value);
/* A new number (+1) of an unsigned type (C S I L Q), narrowed. NULL otherwise. No lock. */
id rt_nsnumber_createUnsigned(char type, uint64_t value);
/* A new number (+1) of type f (rounded to float) or d. NULL otherwise. No lock. */
id rt_nsnumber_createDouble(char type, double value);
/* Whether `obj` is an NSNumber (or subclass instance). No lock. */
bool rt_object_isNSNumber(id obj);
/* Every view of a number in one call (the value as -longLongValue, -unsignedLongLongValue and
 * -doubleValue read it); returns the type code, or 0 (nothing written) for a non-number.
 * No lock. */
char rt_nsnumber_read(id number, int64_t *integer, uint64_t *unsignedInteger, double *real);
/* The type code, or 0 when `obj` is not an NSNumber. No lock. */
char rt_nsnumber_objCType(id number);
/* The value as int64 (doubles truncated toward zero and clamped; NaN → 0). No lock. */
int64_t rt_nsnumber_int64Value(id number);
/* The value as uint64 (negative integers wrap as C does; doubles clamped). No lock. */
uint64_t rt_nsnumber_uint64Value(id number);
/* The value as double. No lock. */
double rt_nsnumber_doubleValue(id number);
/* -compare: by value: -1, 0 or 1 (NaN sorts below every number and equals NaN). No lock. */
int rt_nsnumber_compare(id a, id b);

#endif
