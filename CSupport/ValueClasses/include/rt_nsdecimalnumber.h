/* NSDecimalNumber: a base-10 number of up to 38 significant digits and an exponent
 * (-128...127), or NaN — Foundation's NSDecimal, so "0.1" is exactly one tenth. A subclass of
 * NSNumber whose NSNumber part holds the value as an exact `q` integer when it is one, else as
 * the nearest double, so every NSNumber reader (-intValue, -compare:, -isEqual:) works. */
#ifndef MINIOBJC_RT_NSDECIMALNUMBER_H
#define MINIOBJC_RT_NSDECIMALNUMBER_H

#include "rt_types.h"

/* The NSDecimalNumber class (NULL before start-up). No lock. */
Class rt_NSDecimalNumber(void);
/* A new decimal (+1) read from text as +decimalNumberWithString: does: leading white space,
 * a sign, digits with one '.', an exponent; the longest such prefix counts ("12abc" is 12),
 * and text with no digits is NaN. Digits beyond 38 are dropped; an exponent beyond range is
 * NaN. No lock. */
id rt_nsdecimalnumber_createWithString(const char *utf8, size_t length);
/* A new decimal (+1) with an NSNumber's value (doubles through their shortest decimal text).
 * NULL for a non-number. No lock. */
id rt_nsdecimalnumber_createWithNumber(id number);
/* Whether `obj` is an NSDecimalNumber (or subclass instance). No lock. */
bool rt_object_isNSDecimalNumber(id obj);
/* Whether a decimal is NaN (false for other objects). No lock. */
bool rt_nsdecimalnumber_isNaN(id obj);
/* The canonical text ("-3.2", "9876543210", "NaN") written into `buffer` (at least 48 bytes),
 * NUL-terminated; returns its length (0 for a non-decimal). No lock. */
size_t rt_nsdecimalnumber_getString(id obj, char *buffer, size_t capacity);

#endif
