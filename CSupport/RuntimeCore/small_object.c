/* The small-object class table: eight slots, tag 0 unused (a real pointer). Registration
 * happens at start-up (the value layer's small strings, or a program's own class); readers
 * are every message to a small object, so the slots are read without a lock. */
#include "rt_small_object.h"
#include <stdatomic.h>

static _Atomic(Class) small_classes[8];

/* No lock (a compare-and-swap). */
rt_status rt_registerSmallObjectClass(Class cls, uintptr_t tag) {
    if (!cls || tag == 0 || tag > RT_SMALL_OBJECT_MASK) return RT_ERR_INVALID_ARGUMENT;
    Class expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&small_classes[tag], &expected, cls, memory_order_acq_rel,
                                                memory_order_acquire))
        return RT_OK;
    return expected == cls ? RT_OK : RT_ERR_DUPLICATE;
}

/* No lock (an acquire load). */
Class rt_smallObjectClass(uintptr_t tag) {
    return atomic_load_explicit(&small_classes[tag & RT_SMALL_OBJECT_MASK], memory_order_acquire);
}
