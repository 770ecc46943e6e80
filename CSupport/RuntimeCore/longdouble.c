/* The `long double` sends of rt_longdouble.h: the casts Objective-C code (YYModel's setters,
 * say) writes as ((void (*)(id, SEL, long double))objc_msgSend)(...), made here where C has
 * the type. */
#include "rt_longdouble.h"

/* No lock. */
void rt_send_setLongDouble(IMP imp, id receiver, SEL sel, double value) {
    if (imp) ((void (*)(id, SEL, long double))imp)(receiver, sel, (long double)value);
}

/* No lock. */
double rt_send_getLongDouble(IMP imp, id receiver, SEL sel) {
    return imp ? (double)((long double (*)(id, SEL))imp)(receiver, sel) : 0;
}
