/* Dynamic calls through libffi: the cif cache, call frames and rt_invoke.
 *
 * The cache maps a type string to a prepared rt_cif. Reads are lock-free: a fixed array of
 * buckets, each the head of a singly linked list published with release stores and walked
 * with acquire loads. Entries are immutable once published and never freed (there are only
 * as many as there are distinct signatures in the program), so a reader can never see freed
 * memory. Inserts take the cif-cache lock (its own mutex, not the runtime lock: building a
 * cif touches no runtime state), re-check, build, then publish. */
#include "rt_ffi_private.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#define BUCKETS 512u

typedef struct cif_entry {
    struct cif_entry *next;
    struct rt_cif cif;
} cif_entry;

static _Atomic(cif_entry *) buckets[BUCKETS];
static pthread_mutex_t cif_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t cif_count; /* guarded by cif_lock */

/* FNV-1a of the key. No lock. */
static uint32_t hash_key(const char *key) {
    uint32_t h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)key; *p; p++) h = (h ^ *p) * 16777619u;
    return h;
}

/* No lock: acquire loads of published, immutable entries. */
static struct rt_cif *find(const char *key, uint32_t h) {
    for (cif_entry *e = atomic_load_explicit(&buckets[h % BUCKETS], memory_order_acquire); e != NULL;
         e = e->next)
        if (strcmp(e->cif.key, key) == 0) return &e->cif;
    return NULL;
}

/* No lock. */
const rt_cif *rt_cif_cached(const char *key) {
    if (key == NULL) return NULL;
    return find(key, hash_key(key));
}

/* No lock. */
static size_t round_up(size_t x, size_t a) { return a ? (x + a - 1) / a * a : x; }

/* Computes the frame layout and prepares the ffi_cif. No lock (fills only `c`). */
static rt_invoke_status prepare(struct rt_cif *c, uint32_t arg_count) {
    c->arg_count = arg_count;
    c->offsets = rt_arena_alloc(&c->arena, sizeof(size_t) * (arg_count ? arg_count : 1));
    if (c->offsets == NULL) return RT_INVOKE_OUT_OF_MEMORY;
    if (ffi_prep_cif(&c->cif, FFI_DEFAULT_ABI, arg_count, rt_ffi_return_type_for_call(c->rtype), c->atypes) != FFI_OK)
        return RT_INVOKE_PREP_FAILED;
    size_t off = 0;
    for (uint32_t i = 0; i < arg_count; i++) {
        off = round_up(off, c->atypes[i]->alignment);
        c->offsets[i] = off;
        off += c->atypes[i]->size;
    }
    c->frame_size = round_up(off ? off : 16, 16);
    for (uint32_t i = 0; i < arg_count; i++)
        if (c->atypes[i]->type == FFI_TYPE_STRUCT || c->atypes[i]->type == FFI_TYPE_COMPLEX) c->aggregate_arguments = 1;
    c->return_size = c->rtype == &ffi_type_void ? 0 : c->rtype->size;
    c->return_alignment = c->rtype->alignment ? c->rtype->alignment : 1;
    c->return_kind = c->nodes[0].kind;
    c->narrow_return = rt_ffi_kind_is_narrow_integer(c->return_kind);
    return RT_INVOKE_OK;
}

/* Whether a cached cif was built from exactly this description. No lock (immutable). */
static int same_description(const struct rt_cif *c, const rt_type_node *nodes, size_t n, uint32_t argc) {
    return c->arg_count == argc && c->node_count == n && memcmp(c->nodes, nodes, n * sizeof *nodes) == 0;
}

/* Lock: none on a hit; the cif-cache lock on a miss. */
const rt_cif *rt_cif_intern(const char *key, const rt_type_node *nodes, size_t node_count,
                            uint32_t arg_count, rt_invoke_status *status, int32_t *bad_index) {
    /* The out-parameters are optional: a caller that only wants the cif may pass NULL. */
    rt_invoke_status ignoredStatus;
    int32_t ignoredIndex;
    if (status == NULL) status = &ignoredStatus;
    if (bad_index == NULL) bad_index = &ignoredIndex;
    *status = RT_INVOKE_OK;
    *bad_index = -2;
    if (key == NULL || nodes == NULL || node_count == 0) {
        *status = RT_INVOKE_MALFORMED;
        return NULL;
    }
    uint32_t h = hash_key(key);
    struct rt_cif *hit = find(key, h);
    if (hit == NULL) {
        pthread_mutex_lock(&cif_lock);
        hit = find(key, h);
        if (hit == NULL) {
            cif_entry *e = calloc(1, sizeof(cif_entry));
            rt_invoke_status s = e ? RT_INVOKE_OK : RT_INVOKE_OUT_OF_MEMORY;
            if (s == RT_INVOKE_OK) {
                e->cif.nodes = node_count <= SIZE_MAX / sizeof(rt_type_node)
                                   ? rt_arena_alloc(&e->cif.arena, sizeof(rt_type_node) * node_count)
                                   : NULL;
                e->cif.key = rt_arena_alloc(&e->cif.arena, strlen(key) + 1);
                if (e->cif.nodes == NULL || e->cif.key == NULL) s = RT_INVOKE_OUT_OF_MEMORY;
            }
            if (s == RT_INVOKE_OK) {
                memcpy(e->cif.nodes, nodes, sizeof(rt_type_node) * node_count);
                strcpy(e->cif.key, key);
                s = rt_ffi_build_signature(&e->cif, nodes, node_count, arg_count, bad_index);
            }
            if (s == RT_INVOKE_OK) s = prepare(&e->cif, arg_count);
            if (s != RT_INVOKE_OK) {
                if (e != NULL) rt_arena_free(&e->cif.arena);
                free(e);
                pthread_mutex_unlock(&cif_lock);
                *status = s;
                return NULL;
            }
            e->next = atomic_load_explicit(&buckets[h % BUCKETS], memory_order_relaxed);
            atomic_store_explicit(&buckets[h % BUCKETS], e, memory_order_release);
            cif_count++;
            pthread_mutex_unlock(&cif_lock);
            return &e->cif;
        }
        pthread_mutex_unlock(&cif_lock);
    }
    if (!same_description(hit, nodes, node_count, arg_count)) {
        *status = RT_INVOKE_KEY_CONFLICT;
        return NULL;
    }
    return hit;
}

/* Lock: the cif-cache lock. */
size_t rt_cif_cache_count(void) {
    pthread_mutex_lock(&cif_lock);
    size_t n = cif_count;
    pthread_mutex_unlock(&cif_lock);
    return n;
}

/* The accessors below take no lock: a published cif is immutable. A NULL cif or an
 * out-of-range index answers 0 instead of reading out of bounds. */
uint32_t rt_cif_arg_count(const rt_cif *c) { return c ? c->arg_count : 0; }
size_t rt_cif_frame_size(const rt_cif *c) { return c ? c->frame_size : 0; }
size_t rt_cif_arg_offset(const rt_cif *c, uint32_t i) { return c && i < c->arg_count ? c->offsets[i] : 0; }
size_t rt_cif_arg_size(const rt_cif *c, uint32_t i) { return c && i < c->arg_count ? c->atypes[i]->size : 0; }
size_t rt_cif_arg_alignment(const rt_cif *c, uint32_t i) {
    return c && i < c->arg_count ? c->atypes[i]->alignment : 0;
}
size_t rt_cif_return_size(const rt_cif *c) { return c ? c->return_size : 0; }
size_t rt_cif_return_alignment(const rt_cif *c) { return c ? c->return_alignment : 0; }
size_t rt_cif_node_size(const rt_cif *c, uint32_t n) { return c && n < c->node_count ? c->node_sizes[n] : 0; }
size_t rt_cif_node_alignment(const rt_cif *c, uint32_t n) {
    return c && n < c->node_count ? c->node_alignments[n] : 0;
}

/* libffi returns integers narrower than a register widened to ffi_arg; store the natural
 * width so callers read every return value the same way. No lock. */
static void narrow(uint32_t kind, ffi_arg wide, void *ret) {
    switch (kind) {
    case RT_FFI_SINT8: { int8_t v = (int8_t)wide; memcpy(ret, &v, sizeof v); break; }
    case RT_FFI_UINT8: { uint8_t v = (uint8_t)wide; memcpy(ret, &v, sizeof v); break; }
    case RT_FFI_SINT16: { int16_t v = (int16_t)wide; memcpy(ret, &v, sizeof v); break; }
    case RT_FFI_UINT16: { uint16_t v = (uint16_t)wide; memcpy(ret, &v, sizeof v); break; }
    case RT_FFI_SINT32: { int32_t v = (int32_t)wide; memcpy(ret, &v, sizeof v); break; }
    default: { uint32_t v = (uint32_t)wide; memcpy(ret, &v, sizeof v); break; }
    }
}

/* The ffi_call itself (defined below). No lock. */
static inline void call(const rt_cif *c, const void *fn, void *ret, void **avalues);

/* No lock. */
void rt_invoke(const rt_cif *c, const void *fn, void *ret, void *frame) {
    void *avalues[RT_INVOKE_MAX_ARGUMENTS];
    for (uint32_t i = 0; i < c->arg_count; i++) avalues[i] = (char *)frame + c->offsets[i];
    call(c, fn, ret, avalues);
}

/* The calling thread's count of invocations made (rt_invoke.h). */
static _Thread_local long invocations_made;

/* No lock (thread-local). */
void rt_invoke_note_invocation_made(void) { invocations_made++; }

/* No lock (thread-local). */
long rt_invoke_invocations_made_on_thread(void) { return invocations_made; }

/* No lock. libffi (x86-64) rewrites the argument vector while calling: a struct passed in
 * memory gets its entry pointed at libffi's stack copy. The caller's vector is reused from
 * call to call, so when any argument is an aggregate libffi gets a scratch copy of it. */
void rt_invoke_values(const rt_cif *c, const void *fn, void *ret, void **avalues) {
    if (!c->aggregate_arguments) {
        call(c, fn, ret, avalues);
        return;
    }
    void *scratch[RT_INVOKE_MAX_ARGUMENTS];
    memcpy(scratch, avalues, sizeof(void *) * c->arg_count);
    call(c, fn, ret, scratch);
}

/* No lock. */
static inline void call(const rt_cif *c, const void *fn, void *ret, void **avalues) {
    void (*target)(void) = (void (*)(void))(uintptr_t)fn;
    if (c->narrow_return) {
        ffi_arg wide = 0;
        ffi_call((ffi_cif *)&c->cif, target, &wide, avalues);
        if (ret != NULL) narrow(c->return_kind, wide, ret);
    } else {
        ffi_call((ffi_cif *)&c->cif, target, ret, avalues);
    }
}

/* No lock. */
void *rt_frame_argument(const rt_cif *c, void *frame, uint32_t i) {
    return c && i < c->arg_count ? (char *)frame + c->offsets[i] : NULL;
}

/* No lock. */
void rt_frame_load(const rt_cif *c, void *frame, void *const *args) {
    for (uint32_t i = 0; i < c->arg_count; i++)
        memcpy((char *)frame + c->offsets[i], args[i], c->atypes[i]->size);
}
