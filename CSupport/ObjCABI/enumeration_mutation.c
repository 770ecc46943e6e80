/* objc_enumerationMutation: what clang's `for (x in collection)` loop calls when the
 * collection's mutation counter (the fast-enumeration state's `mutationsPtr`) moved since
 * the loop began, and objc4's objc_setEnumerationMutationHandler, which replaces the default.
 *
 * The default is Foundation's: NSGenericException "Collection <Class: 0x…> was mutated while
 * being enumerated.", thrown by the value layer (rt_values_throwEnumerationMutation). This
 * layer does not depend on the value layer, and the runtime-only library has none, so the
 * reference is weak: when it is absent (or cannot throw) the program stops with the reason,
 * as libobjc2's default does. objc_enumerationMutation itself is weak, as libobjc2's, so a
 * program or framework that defines its own replaces it. */
#include "rt_abi_private.h"
#include "rt_object.h"
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

/* The value layer's raise (collection_enumeration.c); NULL in the runtime-only library. */
extern void rt_values_throwEnumerationMutation(id collection) __attribute__((weak));

static _Atomic(void (*)(id)) mutation_handler;

/* objc4's: `handler` runs instead of the raise (NULL restores it); the loop goes on when it
 * returns. No lock (atomic). */
void objc_setEnumerationMutationHandler(void (*handler)(id)) {
    atomic_store_explicit(&mutation_handler, handler, memory_order_release);
}

/* No lock: the handler or the raise take what they need. */
__attribute__((weak)) void objc_enumerationMutation(id collection) {
    void (*handler)(id) = atomic_load_explicit(&mutation_handler, memory_order_acquire);
    if (handler) {
        handler(collection);
        return;
    }
    if (rt_values_throwEnumerationMutation) rt_values_throwEnumerationMutation(collection);
    fprintf(stderr, "objc_enumerationMutation: collection <%s: %p> was mutated while being enumerated\n",
            collection ? rt_object_getClassName(collection) : "nil", (void *)collection);
    abort();
}
