/* The one C piece of NSJSONSerialization, whose class and methods a Swift layer builds
 * (ModelMapping's JSONSerializationClass): the IMP of +dataWithJSONObject:options:error:.
 * Foundation raises NSInvalidArgumentException for an object with no JSON form, and a raise
 * compiled code can catch must be a real throw from a frame compiled code called directly —
 * never through Swift frames, which an unwind must not cross. So this C IMP asks the Swift
 * writer (installed as a hook) for the data, and when the writer answers that the object is
 * invalid, throws here, after the Swift frames have returned. */
#ifndef MINIOBJC_RT_NSJSONSERIALIZATION_H
#define MINIOBJC_RT_NSJSONSERIALIZATION_H

#include "rt_types.h"

/* The writer: the NSData (+1) of `object` written with `options`, or NULL. On NULL, either
 * `*error` is set to a new NSError (+1, for the caller to autorelease) or `*invalid` to a new
 * NSString (+1): the reason the object has no JSON form. Raises nothing. */
typedef id (*rt_json_writer)(id object, unsigned long options, id *error, id *invalid);

/* Installs the writer (once, at the layer's start-up, before compiled code runs). No lock:
 * one atomic store. */
void rt_nsjsonserialization_setWriter(rt_json_writer writer);

/* +dataWithJSONObject:options:error: (types "@40@0:8@16Q24^@32"): autoreleased data, or nil
 * with `*error` set (when `error` is not NULL), or an NSInvalidArgumentException thrown for
 * an invalid object. No lock. */
id rt_nsjsonserialization_dataWithJSONObject(id self, SEL cmd, id object, unsigned long options, id *error);

#endif
