/* Finding a method's record without giving +resolveInstanceMethod: a chance: what
 * -methodSignatureForSelector: needs on the forwarding path, which runs after resolution
 * has already failed — resolving again there would call the resolver twice for one send. */
#include "rt_method.h"
#include "rt_lock.h"
#include "rt_core_private.h"

/* Lock: the runtime lock. */
Method rt_class_peekInstanceMethod(Class cls, SEL name) {
    name = rt_sel_canonical(name); /* compiled code passes its image's record */
    if (!cls || !name) return NULL;
    rt_runtime_lock();
    struct rt_method *m = rt_class_findMethod_locked(cls, name);
    rt_runtime_unlock();
    return m;
}
