/* The weak table (objc4's weak_table_t, simplified): object → list of weak variable
 * addresses. Every weak variable's contents are read and written only under the runtime lock,
 * which is what makes "load" and "the object deallocates" atomic with respect to each other:
 * the last release sets DEALLOCATING before -dealloc clears the table, and a load that runs
 * in between sees the flag (rt_object_tryRetain fails) and returns nil. */
#include "rt_weak.h"
#include "rt_block_abi.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include "rt_object.h"
#include <stdio.h>
#include <unistd.h>

struct weak_entry {
    id **locations;
    size_t count;
    size_t capacity;
};

static struct rt_map weak_table; /* id → struct weak_entry * */

/* Lock: caller holds the runtime lock. */
static void unregister(id obj, id *location) {
    struct weak_entry *e = rt_map_get(&weak_table, obj);
    if (!e) return;
    for (size_t i = 0; i < e->count; i++) {
        if (e->locations[i] == location) {
            e->locations[i] = e->locations[--e->count];
            break;
        }
    }
    if (e->count == 0) {
        rt_map_remove(&weak_table, obj);
        free(e->locations);
        free(e);
    }
}

/* Lock: caller holds the runtime lock. */
static bool register_location(id obj, id *location) {
    struct weak_entry *e = rt_map_get(&weak_table, obj);
    if (!e) {
        e = calloc(1, sizeof *e);
        if (!e || !rt_map_put(&weak_table, obj, e)) {
            free(e);
            return false;
        }
    }
    if (e->count == e->capacity) {
        size_t capacity = e->capacity ? e->capacity * 2 : 4;
        id **locations = realloc(e->locations, capacity * sizeof(id *));
        if (!locations) {
            /* An entry made just above would stay in the table with no locations and, since
             * the caller does not set RT_RC_HAS_WEAK on failure, dealloc would never remove it. */
            if (e->count == 0) {
                rt_map_remove(&weak_table, obj);
                free(e->locations);
                free(e);
            }
            return false;
        }
        e->locations = locations;
        e->capacity = capacity;
    }
    e->locations[e->count++] = location;
    return true;
}

/* Lock: caller holds the runtime lock. */
static id store_locked(id *location, id obj, bool fresh) {
    id old = fresh ? NULL : *location;
    if (old == obj && !fresh) return obj;
    if (old) unregister(old, location);
    *location = NULL;
    if (!obj) return NULL;
    uintptr_t w = atomic_load_explicit(&obj->rc, memory_order_acquire);
    /* Classes never go away, nor do global blocks; a stack block is its frame's, which no
     * runtime sees end: nothing to zero either way (and a global block may be read-only). */
    if ((w & RT_RC_IMMORTAL) || (rt_object_isBlock(obj) && !(rt_block_flags(obj) & RT_BLOCK_NEEDS_FREE))) {
        *location = obj;
        return obj;
    }
    /* A count of zero means the last release is under way even if the flag is not set yet.
     * A weak reference to such an object would dangle once its -dealloc has cleared the
     * table, so the variable gets nil (as objc4's objc_storeWeakOrNil; objc4's plain
     * objc_storeWeak aborts instead) and the program is told. */
    if ((w & RT_RC_DEALLOCATING) || (w >> RT_RC_SHIFT) == 0) {
        fprintf(stderr, "objc[%d]: cannot form a weak reference to %s %p: it is deallocating; nil stored\n",
                (int)getpid(), rt_object_getClassName(obj), (void *)obj);
        return NULL;
    }
    if (!register_location(obj, location)) return NULL;
    atomic_fetch_or_explicit(&obj->rc, RT_RC_HAS_WEAK, memory_order_release);
    *location = obj;
    return obj;
}

/* Lock: the runtime lock. */
id rt_objc_storeWeak(id *location, id obj) {
    if (!location) return NULL;
    rt_runtime_lock();
    id r = store_locked(location, obj, false);
    rt_runtime_unlock();
    return r;
}

/* Lock: the runtime lock. */
id rt_objc_initWeak(id *location, id obj) {
    if (!location) return NULL;
    rt_runtime_lock();
    id r = store_locked(location, obj, true);
    rt_runtime_unlock();
    return r;
}

/* Lock: the runtime lock. */
id rt_objc_loadWeakRetained(id *location) {
    if (!location) return NULL;
    rt_runtime_lock();
    id obj = *location;
    if (obj && !rt_object_tryRetain(obj)) obj = NULL;
    rt_runtime_unlock();
    return obj;
}

/* Lock: the runtime lock. */
void rt_objc_destroyWeak(id *location) { rt_objc_storeWeak(location, NULL); }

/* Lock: the runtime lock. */
void rt_weak_clear_object(id obj) {
    rt_runtime_lock();
    struct weak_entry *e = rt_map_remove(&weak_table, obj);
    if (e) {
        for (size_t i = 0; i < e->count; i++) *e->locations[i] = NULL;
        free(e->locations);
        free(e);
    }
    rt_runtime_unlock();
}

/* Lock: the runtime lock. */
size_t rt_objc_weakReferenceCount(id obj) {
    if (!obj) return 0;
    rt_runtime_lock();
    struct weak_entry *e = rt_map_get(&weak_table, obj);
    size_t n = e ? e->count : 0;
    rt_runtime_unlock();
    return n;
}
