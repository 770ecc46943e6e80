/* Start-up of the value classes (NSNumber, NSArray, NSMutableArray, NSDictionary,
 * NSMutableDictionary, NSData, NSDate, NSNull, NSValue, NSMutableString, NSMutableData,
 * NSDecimalNumber, NSSet, NSMutableSet, NSURL, NSAttributedString, NSBlock, NSIndexSet) and of KVC on
 * NSObject. */
#ifndef MINIOBJC_RT_VALUES_H
#define MINIOBJC_RT_VALUES_H

#include "rt_types.h"

/* Registers the value classes under `nsobject` and adds the KVC methods to it. Called once
 * from the runtime's start-up, right after NSString. Lock: the runtime lock inside the calls. */
void rt_values_install(Class nsobject);

#endif
