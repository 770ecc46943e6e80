/* CRuntimeCore: the runtime core in C11 — selectors, classes and metaclasses, method lists,
 * the per-class method cache, lookup and forwarding hooks, ivars, properties, protocols,
 * categories, objects and retain counts, zeroing weak references, associated objects,
 * pending exceptions, NSObject, synthesized-accessor records and scalar accessor IMPs,
 * blocks as objects (the Block ABI), typed block trampolines. It depends on no other layer. This umbrella header is what Swift
 * imports; each concern has its own header. */
#ifndef MINIOBJC_CRUNTIMECORE_H
#define MINIOBJC_CRUNTIMECORE_H

#include "rt_lock.h"
#include "rt_types.h"
#include "rt_type_codes.h"
#include "rt_hash.h"
#include "rt_list.h"
#include "rt_map.h"
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
#include "rt_longdouble.h"
#include "rt_small_object.h"
#include "rt_trace.h"
#include "rt_class_symbols.h"
#include "rt_block.h"
#include "rt_block_abi.h"
#include "rt_accessor.h"
#include "rt_compiled_calls.h"

#endif
