/* The forwarding IMPs: one libffi closure per signature, shared by every selector with that
 * signature (GNUstep's design). The runtime's forwarding hook returns one of these for a
 * message nobody implements; when called, it receives the original arguments exactly as
 * the caller passed them, and its handler (the Swift bridge) packs them into an
 * NSInvocation for -forwardInvocation:. _cmd travels as an argument, so the closure does not
 * need to know the selector.
 *
 * The table maps a cif (unique per type string, never freed) to its closure. Reads are
 * lock-free (published, immutable entries, as in the cif cache); creation takes the
 * forward-table lock. Entries live for the process. */
#include "rt_ffi_private.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#define FORWARD_BUCKETS 128u

typedef struct forward_entry {
    struct forward_entry *next;
    const rt_cif *cif;
    rt_closure *closure;
} forward_entry;

static _Atomic(forward_entry *) forward_buckets[FORWARD_BUCKETS];
static pthread_mutex_t forward_lock = PTHREAD_MUTEX_INITIALIZER;

/* No lock. */
static unsigned bucket_of(const rt_cif *cif) { return (unsigned)(((uintptr_t)cif >> 4) % FORWARD_BUCKETS); }

/* No lock. */
const void *rt_forward_imp_cached(const rt_cif *cif) {
    for (forward_entry *e = atomic_load_explicit(&forward_buckets[bucket_of(cif)], memory_order_acquire); e != NULL;
         e = e->next)
        if (e->cif == cif) return rt_closure_code(e->closure);
    return NULL;
}

/* Lock: none on a hit; the forward-table lock while creating. */
const void *rt_forward_imp(const rt_cif *cif, rt_closure_handler handler, void *context, bool *created) {
    bool ignored;  /* *created is optional */
    if (created == NULL) created = &ignored;
    *created = false;
    if (cif == NULL || handler == NULL) return NULL;
    const void *hit = rt_forward_imp_cached(cif);
    if (hit != NULL) return hit;
    pthread_mutex_lock(&forward_lock);
    hit = rt_forward_imp_cached(cif);
    if (hit == NULL) {
        forward_entry *e = calloc(1, sizeof(forward_entry));
        rt_invoke_status status;
        rt_closure *closure = e ? rt_closure_create(cif, handler, context, &status) : NULL;
        if (closure == NULL) {
            free(e);
        } else {
            e->cif = cif;
            e->closure = closure;
            unsigned b = bucket_of(cif);
            e->next = atomic_load_explicit(&forward_buckets[b], memory_order_relaxed);
            atomic_store_explicit(&forward_buckets[b], e, memory_order_release);
            hit = rt_closure_code(closure);
            *created = true;
        }
    }
    pthread_mutex_unlock(&forward_lock);
    return hit;
}
