/* The per-thread call shape of the send being looked up (rt_lookup.h): set by compiled code's
 * entry points, read by the forwarding hook. The core only keeps it; it never looks at it. */
#include "rt_lookup.h"

static _Thread_local rt_call_shape current;

/* No lock: thread-local. */
void rt_msg_setCallShape(rt_call_shape shape) { current = shape; }

/* No lock: thread-local. */
rt_call_shape rt_msg_callShape(void) { return current; }
