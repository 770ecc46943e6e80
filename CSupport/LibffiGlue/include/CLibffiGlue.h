/* CLibffiGlue: the runtime's use of libffi — call interfaces built from a flat type
 * description and cached by type string, dynamic calls, closures (IMPs whose body is a
 * callback), the forwarding IMPs (one closure per signature) and the raw-call baseline of the
 * benchmarks. It depends on no other layer: it speaks rt_ffi_kind, not Objective-C types,
 * and never sees an object. ffi.h stays inside its .c files. */
#ifndef MINIOBJC_CLIBFFIGLUE_H
#define MINIOBJC_CLIBFFIGLUE_H

#include "rt_invoke.h"

#endif
