/* NSDate: seconds since the reference date, 2001-01-01 00:00:00 UTC, as a double. */
#ifndef MINIOBJC_RT_NSDATE_H
#define MINIOBJC_RT_NSDATE_H

#include "rt_types.h"

/* Seconds from 1970-01-01 to 2001-01-01 (NSTimeIntervalSince1970). */
#define RT_TIME_INTERVAL_SINCE_1970 978307200.0

/* The NSDate class. No lock. */
Class rt_NSDate(void);
/* A new date (+1) `seconds` after the reference date. No lock. */
id rt_nsdate_create(double secondsSinceReferenceDate);
/* Whether `obj` is an NSDate (or subclass instance). No lock. */
bool rt_object_isNSDate(id obj);
/* The date's seconds since the reference date (0 for a non-date). No lock. */
double rt_nsdate_timeIntervalSinceReferenceDate(id date);

#endif
