/* `long double` from Swift. Swift has no `long double` on every platform (x86-64's is
 * 80-bit, arm64 Linux's 128-bit), so a value travels as its 16 bytes in memory (the Swift
 * LongDouble) and C, which has the type, converts it to and from `double`. */
#ifndef MINIOBJC_RT_LONGDOUBLE_H
#define MINIOBJC_RT_LONGDOUBLE_H

/* Stores `value` as a long double in the 16 bytes at `bytes` (padding zeroed). No lock. */
void rt_longdouble_fromDouble(double value, void *bytes);
/* The long double in the 16 bytes at `bytes`, rounded to double. No lock. */
double rt_longdouble_toDouble(const void *bytes);

#endif
