/* CValueClasses: a small Foundation in C11 on top of the runtime core — NSString and the
 * other value classes, NSObject's -description family, key-value coding, and the C reader
 * of type encodings they need, NSMethodSignature / NSInvocation and -forwardInvocation:
 * forwarding over the libffi glue. Depends on CRuntimeCore and CLibffiGlue, and installs itself at load
 * time (rt_values.h). This umbrella header is what Swift imports. */
#ifndef MINIOBJC_CVALUECLASSES_H
#define MINIOBJC_CVALUECLASSES_H

#include "rt_values.h"
#include "rt_nsstring.h"
#include "rt_nsnumber.h"
#include "rt_nsarray.h"
#include "rt_nsdictionary.h"
#include "rt_nsdata.h"
#include "rt_nsdate.h"
#include "rt_nsnull.h"
#include "rt_nsvalue.h"
#include "rt_nsindexset.h"
#include "rt_nsmutablestring.h"
#include "rt_nsmutabledata.h"
#include "rt_nsdecimalnumber.h"
#include "rt_nsset.h"
#include "rt_nsurl.h"
#include "rt_nsattributedstring.h"
#include "rt_nsblock.h"
#include "rt_nsexception.h"
#include "rt_nserror.h"
#include "rt_nsjsonserialization.h"
#include "rt_value_kind.h"
#include "rt_nsinvocation.h"
#include "rt_kvo_change.h"

#endif
