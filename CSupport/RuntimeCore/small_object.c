/* The small-object class table: eight slots, tag 0 unused (a real pointer). Registration
 * happens at start-up (the value layer's small strings, or a program's own class); readers
 * are every message to a small object, so the slots are read without a lock. */
#include "rt_small_object.h"
#include <stdatomic.h>

/* Not static: objc_msgSend's assembly (CSupport/ObjCABI/dispatch_x86_64.S) reads a small
 * receiver's class from it directly. Hidden: one binary's own symbol, never exported. A slot
 * goes from NULL to a class once, so a plain load sees NULL or the class. */
_Atomic(Class) rt_small_object_classes[8] __attribute__((visibility("hidden")));

/* No lock (a compare-and-swap). */
rt_status rt_registerSmallObjectClass(Class cls, uintptr_t tag) {
    if (!cls || tag == 0 || tag > RT_SMALL_OBJECT_MASK) return RT_ERR_INVALID_ARGUMENT;
    Class expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&rt_small_object_classes[tag], &expected, cls, memory_order_acq_rel,
                                                memory_order_acquire))
        return RT_OK;
    return expected == cls ? RT_OK : RT_ERR_DUPLICATE;
}

/* No lock (an acquire load). */
Class rt_smallObjectClass(uintptr_t tag) {
    return atomic_load_explicit(&rt_small_object_classes[tag & RT_SMALL_OBJECT_MASK], memory_order_acquire);
}
