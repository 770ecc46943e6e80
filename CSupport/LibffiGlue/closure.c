/* Closures: executable entry points made at run time.
 *
 * ffi_closure_alloc hands out a small piece of executable code (the trampoline) and a
 * writable record; ffi_prep_closure_loc makes the trampoline load the record's address and
 * jump into libffi's generic entry, which spills the incoming registers and stack arguments
 * per the cif, builds an argument-pointer vector and calls closure_entry below. The
 * trampoline's address is a C function pointer of the cif's type, so it can be installed
 * as an IMP and called by anyone. */
#include "rt_ffi_private.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

struct rt_closure {
    ffi_closure *closure;
    void *code;
    const rt_cif *cif;
    rt_closure_handler handler;
    void *context;
};

static _Atomic long live_closures;

/* The opposite of invoke.c's narrowing: libffi expects a narrow integer return widened to
 * a full ffi_arg, with the sign extended for signed kinds. No lock. */
static void widen(uint32_t kind, const void *natural, void *ret) {
    ffi_arg wide = 0;
    switch (kind) {
    case RT_FFI_SINT8: { int8_t v; memcpy(&v, natural, sizeof v); wide = (ffi_arg)(ffi_sarg)v; break; }
    case RT_FFI_UINT8: { uint8_t v; memcpy(&v, natural, sizeof v); wide = v; break; }
    case RT_FFI_SINT16: { int16_t v; memcpy(&v, natural, sizeof v); wide = (ffi_arg)(ffi_sarg)v; break; }
    case RT_FFI_UINT16: { uint16_t v; memcpy(&v, natural, sizeof v); wide = v; break; }
    case RT_FFI_SINT32: { int32_t v; memcpy(&v, natural, sizeof v); wide = (ffi_arg)(ffi_sarg)v; break; }
    default: { uint32_t v; memcpy(&v, natural, sizeof v); wide = v; break; }
    }
    memcpy(ret, &wide, sizeof wide);
}

/* libffi's callback for every closure. No lock (the handler takes whatever it needs). */
static void closure_entry(ffi_cif *fcif, void *ret, void **args, void *user) {
    (void)fcif;
    rt_closure *c = user;
    const rt_cif *cif = c->cif;
    if (cif->narrow_return) {
        _Alignas(16) unsigned char natural[16] = {0};
        c->handler(c->context, cif, natural, args);
        widen(cif->return_kind, natural, ret);
    } else {
        if (cif->return_size != 0) memset(ret, 0, cif->return_size);
        c->handler(c->context, cif, ret, args);
    }
}

/* No lock (libffi's allocator locks internally). */
rt_closure *rt_closure_create(const rt_cif *cif, rt_closure_handler handler, void *context,
                              rt_invoke_status *status) {
    rt_invoke_status ignored;  /* *status is optional */
    if (status == NULL) status = &ignored;
    *status = RT_INVOKE_OK;
    if (cif == NULL || handler == NULL) {
        *status = RT_INVOKE_MALFORMED;
        return NULL;
    }
    rt_closure *c = calloc(1, sizeof(rt_closure));
    if (c == NULL) {
        *status = RT_INVOKE_OUT_OF_MEMORY;
        return NULL;
    }
    c->closure = ffi_closure_alloc(sizeof(ffi_closure), &c->code);
    if (c->closure == NULL) {
        free(c);
        *status = RT_INVOKE_CLOSURE_FAILED;
        return NULL;
    }
    c->cif = cif;
    c->handler = handler;
    c->context = context;
    if (ffi_prep_closure_loc(c->closure, (ffi_cif *)&cif->cif, closure_entry, c, c->code) != FFI_OK) {
        ffi_closure_free(c->closure);
        free(c);
        *status = RT_INVOKE_CLOSURE_FAILED;
        return NULL;
    }
    atomic_fetch_add_explicit(&live_closures, 1, memory_order_relaxed);
    return c;
}

/* No lock (a closure's fields are fixed at creation). NULL answers NULL. */
const void *rt_closure_code(const rt_closure *c) { return c ? c->code : NULL; }
void *rt_closure_context(const rt_closure *c) { return c ? c->context : NULL; }
const rt_cif *rt_closure_cif(const rt_closure *c) { return c ? c->cif : NULL; }

/* No lock. */
void rt_closure_destroy(rt_closure *c) {
    if (c == NULL) return;
    ffi_closure_free(c->closure);
    free(c);
    atomic_fetch_sub_explicit(&live_closures, 1, memory_order_relaxed);
}

/* No lock. */
long rt_closure_live_count(void) { return atomic_load_explicit(&live_closures, memory_order_relaxed); }
