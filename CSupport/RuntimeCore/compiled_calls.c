/* The barrier the runtime's own sends go through once compiled code shares the process with
 * Swift (rt_compiled_calls.h). */
#include "rt_compiled_calls.h"
#include "rt_exception.h"
#include <stdatomic.h>

static _Atomic(const void *) barrier_entry;

/* No lock. */
void rt_compiled_useBarrier(const void *barrier) { atomic_store_explicit(&barrier_entry, barrier, memory_order_release); }

/* No lock: the entry is read once, the throwing flag is thread-local. */
const void *rt_compiled_barrierForThisThread(void) {
    const void *barrier = atomic_load_explicit(&barrier_entry, memory_order_acquire);
    return barrier && !rt_exception_isThrowing() ? barrier : NULL;
}
