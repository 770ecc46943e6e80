/* @synchronized (objc_sync_enter / objc_sync_exit, objc4's names and result codes): a
 * recursive lock per object, made on first use.
 *
 * The locks live in a table of records hashed by object address into stripes, each stripe a
 * short list under its own mutex. A record holds a pthread mutex, its owner thread and nesting
 * depth (the recursion is counted here, not by the mutex), and the number of enters not yet
 * exited (inside the block or waiting to enter). Records are never freed: one whose
 * count fell to zero is taken over by the next object hashed to its stripe, so the table stays
 * as large as the most objects ever synchronized on at once. Nothing is tied to the object's
 * life — a freed object's address reused by a new object finds an idle lock, which is
 * harmless.
 *
 * Nil is a no-op that succeeds (objc4's answer: `@synchronized(nil)` does not lock). An exit
 * by a thread that does not hold the object's lock — no enter, or one enter too many exits —
 * changes nothing and returns OBJC_SYNC_NOT_OWNING_THREAD_ERROR. Each record knows its owner
 * thread and depth itself rather than relying on a recursive mutex refusing a stranger's
 * unlock (glibc answers EPERM): such an unlock is a reported error under ThreadSanitizer. */
#include "rt_abi_private.h"
#include <stdlib.h>

/* objc4's <objc/objc-sync.h> values. */
enum { SYNC_SUCCESS = 0, SYNC_NOT_OWNING_THREAD_ERROR = -1, SYNC_NOT_INITIALIZED = -2 };

struct sync_record {
    struct sync_record *next;
    id object;              /* under the stripe's mutex */
    unsigned users;         /* enters not yet exited, waiters included; under the stripe's mutex */
    pthread_mutex_t mutex;
    _Atomic(uintptr_t) owner; /* the holding thread's identity, 0 when free */
    unsigned depth;         /* the owner's nesting; read and written by the owner only */
};

/* An address unique to each live thread: its identity for `owner`. */
static _Thread_local char thread_identity;

#define STRIPES 64
static struct stripe {
    pthread_mutex_t mutex;
    struct sync_record *records;
} stripes[STRIPES] = {[0 ... STRIPES - 1] = {PTHREAD_MUTEX_INITIALIZER, NULL}};

/* No lock. */
static struct stripe *stripe_for(id obj) {
    uintptr_t a = (uintptr_t)obj;
    return &stripes[((a >> 4) ^ (a >> 10)) % STRIPES];
}

/* The record of `obj` with one more user (creating or reusing one); NULL when out of memory.
 * Lock: the stripe's mutex. */
static struct sync_record *acquire_record(struct stripe *s, id obj) {
    struct sync_record *idle = NULL;
    for (struct sync_record *r = s->records; r; r = r->next) {
        if (r->object == obj) {
            r->users++;
            return r;
        }
        if (!idle && r->users == 0) idle = r;
    }
    if (!idle) {
        idle = calloc(1, sizeof *idle);
        if (!idle) return NULL;
        pthread_mutex_init(&idle->mutex, NULL);
        idle->next = s->records;
        s->records = idle;
    }
    idle->object = obj;
    idle->users = 1;
    return idle;
}

/* Lock: a stripe's mutex briefly, then the object's mutex (held on return, unless this
 * thread already held it). */
int objc_sync_enter(id obj) {
    if (!obj) return SYNC_SUCCESS;
    struct stripe *s = stripe_for(obj);
    pthread_mutex_lock(&s->mutex);
    struct sync_record *r = acquire_record(s, obj);
    pthread_mutex_unlock(&s->mutex);
    if (!r) {
        fprintf(stderr, "objc[%d]: objc_sync_enter: out of memory; @synchronized body runs unlocked\n",
                (int)getpid());
        return SYNC_NOT_INITIALIZED;
    }
    uintptr_t self = (uintptr_t)&thread_identity;
    if (atomic_load_explicit(&r->owner, memory_order_relaxed) == self) {
        r->depth++;
        return SYNC_SUCCESS;
    }
    pthread_mutex_lock(&r->mutex);
    atomic_store_explicit(&r->owner, self, memory_order_relaxed);
    r->depth = 1;
    return SYNC_SUCCESS;
}

/* Lock: a stripe's mutex; releases the object's mutex when the outermost level exits. */
int objc_sync_exit(id obj) {
    if (!obj) return SYNC_SUCCESS;
    struct stripe *s = stripe_for(obj);
    uintptr_t self = (uintptr_t)&thread_identity;
    int result = SYNC_NOT_OWNING_THREAD_ERROR;
    pthread_mutex_lock(&s->mutex);
    for (struct sync_record *r = s->records; r; r = r->next) {
        if (r->object != obj || r->users == 0) continue;
        /* Only the owner can see its own identity here; done under the stripe's mutex so the
         * record cannot be taken over by another object before its count drops. */
        if (atomic_load_explicit(&r->owner, memory_order_relaxed) == self) {
            if (--r->depth == 0) {
                atomic_store_explicit(&r->owner, 0, memory_order_relaxed);
                pthread_mutex_unlock(&r->mutex);
            }
            r->users--;
            result = SYNC_SUCCESS;
        }
        break;
    }
    pthread_mutex_unlock(&s->mutex);
    return result;
}
