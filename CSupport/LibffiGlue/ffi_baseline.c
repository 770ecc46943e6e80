/* The `ffi.raw_call` baseline: what a dynamic call costs when every piece of bookkeeping is
 * done once up front — one prepared cif, one argument vector, ffi_call in a loop. The
 * `send.dynamic_ffi` benchmark (boxed arguments through an Invocation) is measured against it. */
#include "rt_invoke.h"
#include <ffi.h>
#include <pthread.h>

static ffi_cif chain_cif;
static ffi_type *chain_types[3];
static pthread_once_t chain_once = PTHREAD_ONCE_INIT;
static int chain_ok;

/* Runs once, under pthread_once. */
static void prepare_chain(void) {
    chain_types[0] = &ffi_type_pointer;
    chain_types[1] = &ffi_type_pointer;
    chain_types[2] = &ffi_type_sint64;
    chain_ok = ffi_prep_cif(&chain_cif, FFI_DEFAULT_ABI, 3, &ffi_type_sint64, chain_types) == FFI_OK;
}

/* Lock: pthread_once on first use, then none. */
long rt_ffi_raw_call_chain(const void *fn, void *self, void *cmd, long start, long n) {
    pthread_once(&chain_once, prepare_chain);
    if (!chain_ok || fn == NULL) return start;
    long x = start;
    void *avalues[3] = {&self, &cmd, &x};
    void (*target)(void) = (void (*)(void))(uintptr_t)fn;
    for (long i = 0; i < n; i++) {
        ffi_arg r;
        ffi_call(&chain_cif, target, &r, avalues);
        x = (long)r;
    }
    return x;
}
