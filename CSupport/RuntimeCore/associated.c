/* Associated objects: object → list of (key, value, policy), under the runtime lock.
 * Values are released, and copies made, only after the lock is dropped, because -dealloc and
 * -copy are user code that may come back into the runtime. The nonatomic/atomic distinction
 * is Apple's: with one lock around the table both kinds are atomic here; the atomic policies
 * additionally make the getter return a retained value, which the Swift API always uses. */
#include "rt_associated.h"
#include "rt_block_abi.h"
#include "rt_compiled_calls.h"
#include "rt_lock.h"
#include "rt_lookup.h"
#include "rt_core_private.h"
#include "rt_object.h"

struct association {
    const void *key;
    id value;
    uintptr_t policy;
};

struct association_list {
    struct association *items;
    size_t count;
    size_t capacity;
};

static struct rt_map assoc_table; /* id → struct association_list * */

/* Whether the policy owns the value (retain or copy). No lock. */
static bool owns(uintptr_t policy) { return policy != RT_OBJC_ASSOCIATION_ASSIGN; }

/* No lock. */
static bool valid_policy(rt_objc_AssociationPolicy p) {
    return p == RT_OBJC_ASSOCIATION_ASSIGN || p == RT_OBJC_ASSOCIATION_RETAIN_NONATOMIC ||
           p == RT_OBJC_ASSOCIATION_COPY_NONATOMIC || p == RT_OBJC_ASSOCIATION_RETAIN ||
           p == RT_OBJC_ASSOCIATION_COPY;
}

/* Lock: none held (it sends -copy). */
static id copy_value(id value) {
    id receiver = value;
    IMP imp = rt_msg_lookup(&receiver, rt_S.copy);
    return (id)rt_compiled_send1(imp, receiver, rt_S.copy, 0);
}

/* Lock: the runtime lock. */
rt_status rt_objc_setAssociatedObject(id object, const void *key, id value,
                                      rt_objc_AssociationPolicy policy) {
    if (!object || !key || !valid_policy(policy)) return RT_ERR_INVALID_ARGUMENT;
    /* A stack or global block has no end the runtime sees (and a global one may be
     * read-only): nothing could ever remove its associations. */
    if (rt_object_isBlock(object) && !(rt_block_flags(object) & RT_BLOCK_NEEDS_FREE)) return RT_ERR_INVALID_ARGUMENT;
    id stored = value;
    if (value && owns(policy)) {
        bool copy = policy == RT_OBJC_ASSOCIATION_COPY || policy == RT_OBJC_ASSOCIATION_COPY_NONATOMIC;
        stored = copy ? copy_value(value) : rt_objc_retain(value);
        /* A value that cannot be copied (its error is pending) must not read as "set nil",
         * which would silently remove the existing association. */
        if (!stored) return RT_ERR_INVALID_ARGUMENT;
    }
    id oldValue = NULL;
    bool oldOwned = false;
    rt_status st = RT_OK;
    rt_runtime_lock();
    struct association_list *list = rt_map_get(&assoc_table, object);
    struct association *slot = NULL;
    for (size_t i = 0; list && i < list->count; i++)
        if (list->items[i].key == key) slot = &list->items[i];
    if (slot) {
        oldValue = slot->value;
        oldOwned = owns(slot->policy);
        if (stored) {
            slot->value = stored;
            slot->policy = policy;
        } else {
            *slot = list->items[--list->count];
        }
    } else if (stored) {
        if (!list) {
            list = calloc(1, sizeof *list);
            if (!list || !rt_map_put(&assoc_table, object, list)) {
                free(list);
                list = NULL;
            }
        }
        if (list && list->count == list->capacity) {
            size_t capacity = list->capacity ? list->capacity * 2 : 4;
            struct association *items = realloc(list->items, capacity * sizeof *items);
            if (items) {
                list->items = items;
                list->capacity = capacity;
            }
        }
        if (list && list->count < list->capacity) {
            list->items[list->count++] = (struct association){key, stored, policy};
            atomic_fetch_or_explicit(&object->rc, RT_RC_HAS_ASSOC, memory_order_release);
        } else {
            st = RT_ERR_INVALID_ARGUMENT; /* out of memory */
            oldValue = stored;
            oldOwned = owns(policy);
            /* A list made just above would stay in the table empty, and without
             * RT_RC_HAS_ASSOC dealloc would never remove it. */
            if (list && list->count == 0) {
                rt_map_remove(&assoc_table, object);
                free(list->items);
                free(list);
            }
        }
    }
    rt_runtime_unlock();
    if (oldOwned) rt_objc_release(oldValue);
    return st;
}

/* Lock: caller holds the runtime lock. */
static id find_locked(id object, const void *key) {
    struct association_list *list = rt_map_get(&assoc_table, object);
    for (size_t i = 0; list && i < list->count; i++)
        if (list->items[i].key == key) return list->items[i].value;
    return NULL;
}

/* Lock: the runtime lock. */
id rt_objc_getAssociatedObject(id object, const void *key) {
    if (!object || !key) return NULL;
    rt_runtime_lock();
    id value = find_locked(object, key);
    rt_runtime_unlock();
    return value;
}

/* Lock: the runtime lock. */
id rt_objc_getAssociatedObjectRetained(id object, const void *key) {
    if (!object || !key) return NULL;
    rt_runtime_lock();
    id value = find_locked(object, key);
    /* An ASSIGN value may be deallocating; tryRetain refuses it rather than resurrect it. */
    if (value && !rt_object_tryRetain(value)) value = NULL;
    rt_runtime_unlock();
    return value;
}

/* Lock: the runtime lock, dropped before values are released. */
void rt_objc_removeAssociatedObjects(id object) {
    if (!object) return;
    rt_runtime_lock();
    struct association_list *list = rt_map_remove(&assoc_table, object);
    rt_runtime_unlock();
    if (!list) return;
    for (size_t i = 0; i < list->count; i++)
        if (owns(list->items[i].policy)) rt_objc_release(list->items[i].value);
    free(list->items);
    free(list);
}
