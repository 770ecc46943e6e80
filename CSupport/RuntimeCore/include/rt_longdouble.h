/* Sends with a `long double` argument or result. Swift has no `long double` on every platform
 * (x86-64's is 80-bit, arm64 Linux's 128-bit), so C widens from and narrows to `double`. */
#ifndef MINIOBJC_RT_LONGDOUBLE_H
#define MINIOBJC_RT_LONGDOUBLE_H

#include "rt_types.h"

/* Calls `imp` as `- (void)sel:(long double)value`. No lock (the IMP's own). */
void rt_send_setLongDouble(IMP imp, id receiver, SEL sel, double value);
/* Calls `imp` as `- (long double)sel` and narrows the result. No lock (the IMP's own). */
double rt_send_getLongDouble(IMP imp, id receiver, SEL sel);

#endif
