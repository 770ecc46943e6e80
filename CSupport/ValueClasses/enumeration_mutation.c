/* objc_enumerationMutation: what clang's for-in loop calls when the collection's mutation
 * counter (NSFastEnumerationState.mutationsPtr) changed between two batches. Foundation
 * raises; so does MiniObjC — an NSInvalidArgumentException naming the collection's class,
 * thrown on a thread that throws (compiled code), pending in a Swift host, where the loop then
 * goes on over the snapshot the collection handed out (NSMapTable and NSHashTable enumerate
 * snapshots, so nothing dangles).
 *
 * Weak: the collections of the same wave may bring their own definition (with a mutation
 * handler), which then wins at link time without a duplicate-symbol error. */
#include "rt_exception.h"
#include "rt_pointer_collections.h"

/* No lock: the exception record is thread-local. */
__attribute__((weak, visibility("default"))) void objc_enumerationMutation(id collection) {
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, collection, "countByEnumeratingWithState:objects:count:",
                       "the collection was mutated while being enumerated", 0, 0);
}
