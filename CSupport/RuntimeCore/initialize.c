/* +initialize: sent once per class, superclass first, before the class or its instances get
 * their first message (from the slow path of a lookup, as objc4 does).
 *
 * One mutex and condition variable for all classes: a class's state moves from nothing to
 * INITIALIZING (with the initializing thread noted) to INITIALIZED under the mutex, and the
 * mutex is released while +initialize runs. The initializing thread's own messages go
 * through (objc4 allows it, and +initialize usually messages its class); other threads wait
 * on the condition until the state is INITIALIZED. A lookup caches nothing for a class that
 * is not yet initialized (lookup.c), so no other thread can find a cached IMP and slip past
 * the wait. As in objc4, a subclass without its own +initialize runs its superclass's again
 * (the method is inherited), and +initialize runs even when the class is only asked for a
 * method by introspection, not only messaged. */
#include "rt_core_private.h"
#include "rt_lock.h"
#include "rt_trace.h"
#include "rt_compiled_calls.h"
#include <pthread.h>

static pthread_mutex_t init_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t init_cond = PTHREAD_COND_INITIALIZER;
static _Thread_local char this_thread_marker;

/* Sends +initialize to `cls` if its metaclass chain has one. Lock: the runtime lock for the
 * search, none while +initialize runs. */
static void send_initialize(Class cls) {
    Class meta = atomic_load_explicit(&cls->base.isa, memory_order_acquire);
    rt_runtime_lock();
    struct rt_method *m = rt_class_findMethod_locked(meta, rt_S.initialize);
    IMP imp = m ? atomic_load_explicit(&m->imp, memory_order_acquire) : NULL;
    bool own = m && rt_class_findOwnMethod_locked(meta, rt_S.initialize) == m;
    rt_runtime_unlock();
    if (!imp) return;
    if (rt_trace_enabled(RT_TRACE_INITIALIZE))
        rt_trace_printf("INITIALIZE: calling +[%s initialize]%s", cls->name, own ? "" : " (inherited)");
    rt_compiled_send1(imp, (id)cls, rt_S.initialize, 0); /* a Swift send may have started it */
}

/* Lock: init_mutex, released while +initialize runs. */
void rt_class_initializeIfNeeded(Class cls) {
    if (!cls) return;
    if (atomic_load_explicit(&cls->flags, memory_order_acquire) & RT_CLASS_META) cls = cls->nonMeta;
    if (!cls || rt_class_isInitialized(cls)) return;
    if (atomic_load_explicit(&cls->flags, memory_order_acquire) & RT_CLASS_DISPOSED) return;
    /* Atomic: a disposal may clear it meanwhile (class.c); any value read is safe to follow. */
    Class superclass = __atomic_load_n(&cls->superclass, __ATOMIC_ACQUIRE);
    if (superclass) rt_class_initializeIfNeeded(superclass);
    uintptr_t me = (uintptr_t)&this_thread_marker;
    pthread_mutex_lock(&init_mutex);
    for (;;) {
        uint32_t flags = atomic_load_explicit(&cls->flags, memory_order_acquire);
        if (flags & RT_CLASS_INITIALIZED) {
            pthread_mutex_unlock(&init_mutex);
            return;
        }
        if (!(flags & RT_CLASS_INITIALIZING)) break;
        if (cls->initializingThread == me) { /* a message sent from inside +initialize */
            pthread_mutex_unlock(&init_mutex);
            return;
        }
        pthread_cond_wait(&init_cond, &init_mutex);
    }
    atomic_fetch_or_explicit(&cls->flags, RT_CLASS_INITIALIZING, memory_order_acq_rel);
    cls->initializingThread = me;
    pthread_mutex_unlock(&init_mutex);

    send_initialize(cls);

    pthread_mutex_lock(&init_mutex);
    cls->initializingThread = 0;
    atomic_fetch_or_explicit(&cls->flags, RT_CLASS_INITIALIZED, memory_order_acq_rel);
    atomic_fetch_and_explicit(&cls->flags, ~RT_CLASS_INITIALIZING, memory_order_acq_rel);
    pthread_cond_broadcast(&init_cond);
    pthread_mutex_unlock(&init_mutex);
}
