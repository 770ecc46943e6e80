/* CSupport: the MiniObjC runtime's data and hot paths in C11.
 * This umbrella header is what Swift imports; each runtime concern has its own header. */
#ifndef MINIOBJC_CSUPPORT_H
#define MINIOBJC_CSUPPORT_H

#include "rt_lock.h"
#include "rt_types.h"
#include "rt_selector.h"
#include "rt_class.h"
#include "rt_cache.h"
#include "rt_lookup.h"
#include "rt_ivar.h"
#include "rt_method.h"
#include "rt_property.h"
#include "rt_protocol.h"
#include "rt_category.h"
#include "rt_object.h"
#include "rt_weak.h"
#include "rt_associated.h"
#include "rt_nsobject.h"
#include "rt_exception.h"
#include "rt_values.h"
#include "rt_nsnumber.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsdata.h"
#include "rt_nsdate.h"
#include "rt_nsnull.h"
#include "rt_nsvalue.h"
#include "rt_nsstring.h"
#include "rt_invoke.h"
#include "rt_block.h"
#include "rt_accessor.h"

#endif
