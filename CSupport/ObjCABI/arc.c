/* The entry points clang's code calls under -fobjc-arc (libobjc2's <objc/objc-arc.h>, objc4's
 * names), each a thin door onto the core: its retain counts, autorelease pools and zeroing
 * weak table. What ARC adds on top of manual reference counting is only *who* calls these,
 * not new machinery — which is why they are this short. Returning objects, and the hand-off
 * that keeps a returned object out of the pool, are in arc_return.c; @synchronized is in
 * sync.c; `.cxx_destruct` / `.cxx_construct` are run by the core (object.c).
 *
 * Blocks (objc_retainBlock) are the blocks runtime's, blocks.c; @try/@catch and the
 * personality are in exceptions_*.c. */
#include "rt_abi_private.h"
#include "rt_object.h"
#include "rt_weak.h"
#include <stdint.h>

/* The core's retain and release with their common case inlined: compiled code calls these
 * two more than anything but objc_msgSend. No lock (atomic). */
id objc_retain(id obj) { return rt_object_retainInline(obj); }
/* No lock; -dealloc's own. */
void objc_release(id obj) { rt_object_releaseInline(obj); }
/* No lock. */
id objc_autorelease(id obj) { return rt_objc_autorelease(obj); }
/* No lock. */
id objc_retainAutorelease(id obj) { return rt_objc_autorelease(rt_objc_retain(obj)); }

/* `*location = obj` for a strong variable: retain the new value before releasing the old,
 * so storing the same object is safe. No lock. */
void objc_storeStrong(id *location, id obj) {
    id old = *location;
    if (old == obj) return;
    *location = rt_object_retainInline(obj);
    rt_object_releaseInline(old);
}

/* @autoreleasepool's two halves. No lock (the pool stack is per thread). */
void *objc_autoreleasePoolPush(void) { return rt_objc_autoreleasePoolPush(); }
void objc_autoreleasePoolPop(void *token) { rt_objc_autoreleasePoolPop(token); }

/* __weak variables. Each takes the runtime lock (the weak table). */
id objc_initWeak(id *location, id obj) { return rt_objc_initWeak(location, obj); }
id objc_storeWeak(id *location, id obj) { return rt_objc_storeWeak(location, obj); }
id objc_loadWeakRetained(id *location) { return rt_objc_loadWeakRetained(location); }
/* The object at +0 (retained and autoreleased, so it outlives a race with its last
 * release). Lock: the runtime lock. */
id objc_loadWeak(id *location) { return rt_objc_autorelease(rt_objc_loadWeakRetained(location)); }
void objc_destroyWeak(id *location) { rt_objc_destroyWeak(location); }
/* `to` becomes a second weak reference to what `from` refers to. Lock: the runtime lock. */
void objc_copyWeak(id *to, id *from) {
    id obj = rt_objc_loadWeakRetained(from);
    rt_objc_initWeak(to, obj);
    rt_objc_release(obj);
}
/* `to` takes over `from`'s reference; `from` is left empty. Lock: the runtime lock. */
void objc_moveWeak(id *to, id *from) {
    objc_copyWeak(to, from);
    rt_objc_destroyWeak(from);
}
