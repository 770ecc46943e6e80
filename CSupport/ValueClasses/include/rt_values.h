/* Start-up of the value layer: the value classes (NSString, NSNumber, NSArray,
 * NSMutableArray, NSDictionary, NSMutableDictionary, NSData, NSDate, NSNull, NSValue,
 * NSMutableString, NSMutableData, NSDecimalNumber, NSSet, NSMutableSet, NSURL,
 * NSAttributedString, NSBlock, NSIndexSet), NSObject's -description family and KVC on
 * NSObject. */
#ifndef MINIOBJC_RT_VALUES_H
#define MINIOBJC_RT_VALUES_H

#include "rt_types.h"

/* Starts the core (rt_runtime_ensureInitialized), registers the value classes under
 * NSObject, and gives NSObject its string-making -description family and the KVC methods.
 * Idempotent. The layer calls it from its own load-time constructor, so a program linking
 * the layer never needs to; calling it again does nothing. Lock: the runtime lock inside the
 * calls, once. */
void rt_values_install(void);

/* Points the reference variable compiled code loads a layer-built class from (NSUserDefaults,
 * made by DynamicDefaults) at `cls`; false when the value layer exports no symbols of that
 * name (rt_class_symbols.h). No lock. */
bool rt_values_publishLayerClass(const char *name, Class cls);

#endif
