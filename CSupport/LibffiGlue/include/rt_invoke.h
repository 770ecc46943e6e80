/* The libffi bridge: call frames built from a flat type description, a cache of prepared
 * call interfaces keyed by type string, dynamic calls, argument access by index, and
 * closures (IMPs whose body is a callback into Swift).
 *
 * libffi itself stays inside the .c files: nothing here mentions an ffi_* type, so Swift
 * never needs libffi's headers. Swift parses the Objective-C type encoding and hands C a
 * flat array of rt_type_node; C turns it into ffi_type trees. */
#ifndef MINIOBJC_RT_INVOKE_H
#define MINIOBJC_RT_INVOKE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The layout kinds libffi can be told about. Semantic distinctions the encoding makes
 * (object vs. class vs. selector vs. char *; BOOL vs. signed char) do not matter to the
 * calling convention and are kept on the Swift side. */
typedef enum rt_ffi_kind {
    RT_FFI_VOID = 0,
    RT_FFI_SINT8 = 1,
    RT_FFI_UINT8 = 2,
    RT_FFI_SINT16 = 3,
    RT_FFI_UINT16 = 4,
    RT_FFI_SINT32 = 5,
    RT_FFI_UINT32 = 6,
    RT_FFI_SINT64 = 7,
    RT_FFI_UINT64 = 8,
    RT_FFI_FLOAT = 9,
    RT_FFI_DOUBLE = 10,
    RT_FFI_LONGDOUBLE = 11,
    RT_FFI_POINTER = 12,
    RT_FFI_COMPLEX_FLOAT = 13,
    RT_FFI_COMPLEX_DOUBLE = 14,
    RT_FFI_COMPLEX_LONGDOUBLE = 15,
    /* Aggregates: `count` direct children follow (each a whole subtree). */
    RT_FFI_STRUCT = 16,
    RT_FFI_UNION = 17,
    /* A C array, legal only inside an aggregate: `count` elements of the one child subtree
     * that follows. */
    RT_FFI_ARRAY = 18,
} rt_ffi_kind;

/* One node of a type tree written in pre-order. A signature is the return type's tree
 * followed by each argument's tree. `span` (nodes in this subtree, itself included) lets C
 * check that the description is well formed before trusting it. */
typedef struct rt_type_node {
    uint32_t kind;  /* an rt_ffi_kind */
    uint32_t count; /* STRUCT / UNION: direct children; ARRAY: element count; else 0 */
    uint32_t span;  /* 1 for scalars */
} rt_type_node;

typedef enum rt_invoke_status {
    RT_INVOKE_OK = 0,
    RT_INVOKE_MALFORMED = 1,         /* spans or counts do not add up */
    RT_INVOKE_UNKNOWN_KIND = 2,      /* a node's kind is not an rt_ffi_kind */
    RT_INVOKE_VOID_ARGUMENT = 3,     /* void as an argument or a field */
    RT_INVOKE_ARRAY_BY_VALUE = 4,    /* a C array as an argument or return value */
    RT_INVOKE_EMPTY_AGGREGATE = 5,   /* a struct / union with no bytes */
    RT_INVOKE_TOO_MANY_ARGUMENTS = 6,
    RT_INVOKE_PREP_FAILED = 7,       /* libffi refused the cif */
    RT_INVOKE_OUT_OF_MEMORY = 8,
    RT_INVOKE_KEY_CONFLICT = 9,      /* the key is cached with a different description */
    RT_INVOKE_CLOSURE_FAILED = 10,   /* libffi could not allocate or prepare a closure */
} rt_invoke_status;

/* Most arguments a cif may have (self and _cmd included). */
#define RT_INVOKE_MAX_ARGUMENTS 128u

/* A prepared call interface plus the frame layout derived from it. Immutable once built and
 * never freed: the cache keeps every cif for the life of the process. */
typedef struct rt_cif rt_cif;

/* Returns the cif cached under `key`, or NULL. No lock (lock-free read of the cache). */
const rt_cif *rt_cif_cached(const char *key);

/* Returns the cif cached under `key`, building and caching it from `nodes` (the return
 * type's tree followed by `arg_count` argument trees) if absent. On failure returns NULL
 * and sets *status and *bad_index (-1 = the return type, else the argument index, -2 = the
 * description as a whole); either pointer may be NULL. Takes the cif-cache lock only on a
 * miss. */
const rt_cif *rt_cif_intern(const char *key, const rt_type_node *nodes, size_t node_count,
                            uint32_t arg_count, rt_invoke_status *status, int32_t *bad_index);

/* Number of cifs in the cache. Takes the cif-cache lock. */
size_t rt_cif_cache_count(void);

/* Frame layout accessors. No lock (a cif is immutable). A NULL cif answers 0. */
uint32_t rt_cif_arg_count(const rt_cif *cif);
/* Bytes of a frame holding every argument at its natural alignment (a multiple of 16). */
size_t rt_cif_frame_size(const rt_cif *cif);
size_t rt_cif_arg_offset(const rt_cif *cif, uint32_t index);
size_t rt_cif_arg_size(const rt_cif *cif, uint32_t index);
size_t rt_cif_arg_alignment(const rt_cif *cif, uint32_t index);
/* Natural size of the return value (0 for void). */
size_t rt_cif_return_size(const rt_cif *cif);
size_t rt_cif_return_alignment(const rt_cif *cif);
/* 1 when the cif returns its value in memory (a hidden pointer passed first, the calls
 * objc_msgSend_stret makes), 0 when in registers, -1 when libffi cannot say (return_class.c).
 * Lock: pthread_once on first use, then none. */
int rt_cif_returns_in_memory(const rt_cif *cif);
/* Size and alignment libffi computed for any node of the description the cif was built
 * from (pre-order index over the whole signature), or 0 for an index out of range. */
size_t rt_cif_node_size(const rt_cif *cif, uint32_t node_index);
size_t rt_cif_node_alignment(const rt_cif *cif, uint32_t node_index);

/* Calls `fn` with the arguments stored in `frame` (laid out per rt_cif_arg_offset) and stores
 * the return value at its natural size in `ret` (at least rt_cif_return_size bytes, aligned
 * for the return type; may be NULL for void). No lock. */
void rt_invoke(const rt_cif *cif, const void *fn, void *ret, void *frame);

/* Like rt_invoke, with the argument-pointer vector built by the caller (once per frame,
 * not once per call): avalues[i] points at argument i. No lock. */
void rt_invoke_values(const rt_cif *cif, const void *fn, void *ret, void **avalues);
/* Its address, for a caller that calls it through a trampoline (the Swift layer's catch
 * barrier). No lock. */
static inline const void *rt_invoke_values_address(void) { return (const void *)rt_invoke_values; }

/* Invocations (Swift's `Invocation` and the value layer's NSInvocation, one call frame
 * each) made on the calling thread: a
 * thread-local count that a test reads before and after a call, to show that the call made
 * none. Per thread, so tests running at once on other threads do not disturb it. No lock. */
void rt_invoke_note_invocation_made(void);
long rt_invoke_invocations_made_on_thread(void);

/* Address of argument `index` inside `frame`. No lock. */
void *rt_frame_argument(const rt_cif *cif, void *frame, uint32_t index);
/* Copies every argument from libffi's argument vector (`args[i]` points at argument i, as in
 * a closure callback) into `frame`. No lock. */
void rt_frame_load(const rt_cif *cif, void *frame, void *const *args);

/* --- closures: executable code that calls back into Swift ---------------------------- */

/* Called on every call of a closure's code. `args[i]` points at argument i (self and _cmd
 * included); the handler writes the return value at its natural size into `ret` (zeroed
 * beforehand, rt_cif_return_size bytes, 16-byte aligned). Must not unwind. */
typedef void (*rt_closure_handler)(void *context, const rt_cif *cif, void *ret, void *const *args);

typedef struct rt_closure rt_closure;

/* Allocates a closure for `cif` whose code calls handler(context, …). Returns NULL and sets
 * *status (if `status` is not NULL) on failure. No lock (libffi's allocator has its own). */
rt_closure *rt_closure_create(const rt_cif *cif, rt_closure_handler handler, void *context,
                              rt_invoke_status *status);
/* The executable entry point: cast it to the C function type the cif describes. These
 * three accessors answer NULL for a NULL closure. No lock. */
const void *rt_closure_code(const rt_closure *closure);
void *rt_closure_context(const rt_closure *closure);
const rt_cif *rt_closure_cif(const rt_closure *closure);
/* Frees the closure; its code must not be called afterwards. No lock. */
void rt_closure_destroy(rt_closure *closure);
/* Closures created and not yet destroyed (an atomic counter, for leak tests). No lock. */
long rt_closure_live_count(void);

/* --- forwarding IMPs ----------------------------------------------------------------- */

/* The forwarding closure for `cif` if one was made, else NULL. No lock. */
const void *rt_forward_imp_cached(const rt_cif *cif);
/* The forwarding closure for `cif`, made on first use with handler(context, …); *created
 * (if `created` is not NULL) says whether this call made it, so the caller knows whether
 * `context` is now owned.
 * Forwarding closures are never freed. NULL when libffi cannot make a closure.
 * Lock: none on a hit; the forward-table lock while creating. */
const void *rt_forward_imp(const rt_cif *cif, rt_closure_handler handler, void *context, bool *created);

/* --- the ffi.raw_call baseline ---------------------------------------------------------- */

/* Calls `fn`, a `long (*)(void *self, void *cmd, long x)`, `n` times in a dependent chain
 * (x = fn(self, cmd, x)) through one prepared cif and ffi_call, starting from x = start, and
 * returns the last x. The baseline `send.dynamic_ffi` is measured against. No lock. */
long rt_ffi_raw_call_chain(const void *fn, void *self, void *cmd, long start, long n);

#endif
