/* Whether a call interface returns its value in memory (through a hidden pointer the caller
 * passes first), as objc_msgSend_stret's callers expect — so forwarding can refuse a signature
 * whose return travels differently from the call that reached it.
 *
 * libffi decides this while preparing a cif but has no public answer; on x86-64 SysV its
 * prepared flags carry a return-in-memory bit (bit 10 since libffi 3.3). The bit is trusted
 * only after it answered right for two interfaces whose answer the ABI fixes — a 24-byte struct
 * (memory) and an 8-byte one (registers); otherwise, and on every other target, the answer is
 * "unknown" and nothing is refused on its account. */
#include "rt_ffi_private.h"
#include <pthread.h>

#if defined(__x86_64__) && !defined(_WIN64)
#define RET_IN_MEMORY_BIT (1u << 10)

static int flag_trusted;
static pthread_once_t check_once = PTHREAD_ONCE_INIT;

/* Runs once, under pthread_once. */
static void check_flag(void) {
    ffi_type *three[] = {&ffi_type_sint64, &ffi_type_sint64, &ffi_type_sint64, NULL};
    ffi_type *one[] = {&ffi_type_sint64, NULL};
    ffi_type big = {0, 0, FFI_TYPE_STRUCT, three}, small = {0, 0, FFI_TYPE_STRUCT, one};
    ffi_cif a, b;
    if (ffi_prep_cif(&a, FFI_DEFAULT_ABI, 0, &big, NULL) != FFI_OK) return;
    if (ffi_prep_cif(&b, FFI_DEFAULT_ABI, 0, &small, NULL) != FFI_OK) return;
    flag_trusted = (a.flags & RET_IN_MEMORY_BIT) && !(b.flags & RET_IN_MEMORY_BIT);
}
#endif

/* Lock: pthread_once on first use, then none. */
int rt_cif_returns_in_memory(const rt_cif *c) {
    if (c == NULL) return -1;
#if defined(__x86_64__) && !defined(_WIN64)
    pthread_once(&check_once, check_flag);
    if (!flag_trusted) return -1;
    return (c->cif.flags & RET_IN_MEMORY_BIT) ? 1 : 0;
#else
    return -1;
#endif
}
