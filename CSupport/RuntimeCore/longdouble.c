/* Conversions between `double` and the platform's `long double`, for Swift, which has no
 * `long double` type on every platform (rt_longdouble.h). */
#include "rt_longdouble.h"

#include <string.h>

/* No lock. */
void rt_longdouble_fromDouble(double value, void *bytes) {
    long double x = value;
    memset(bytes, 0, 16);
    memcpy(bytes, &x, sizeof x < 16 ? sizeof x : 16);
}

/* No lock. */
double rt_longdouble_toDouble(const void *bytes) {
    long double x = 0;
    memcpy(&x, bytes, sizeof x < 16 ? sizeof x : 16);
    return (double)x;
}
