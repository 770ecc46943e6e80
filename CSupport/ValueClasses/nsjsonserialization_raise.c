/* +[NSJSONSerialization dataWithJSONObject:options:error:] as a C frame over the Swift
 * writer, so that the NSInvalidArgumentException Foundation raises for an object with no JSON
 * form is thrown from here — compiled code's direct callee — and can be caught by its @catch
 * (rt_nsjsonserialization.h says why not from Swift). */
#include "rt_nsjsonserialization.h"
#include "rt_nsexception.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdatomic.h>

static _Atomic(rt_json_writer) json_writer;

/* No lock. */
void rt_nsjsonserialization_setWriter(rt_json_writer writer) {
    atomic_store_explicit(&json_writer, writer, memory_order_release);
}

/* Throws NSInvalidArgumentException with `reason` (+1, consumed). Where no thrower is
 * installed, the exception becomes the thread's pending record instead, as any throw that
 * cannot unwind does. No lock. */
static void raise_invalid(id reason) {
    id exception = rt_nsexception_create(NSInvalidArgumentException, reason, NULL);
    rt_objc_release(reason);
    if (exception) rt_nsexception_throw(rt_objc_autorelease(exception));
}

/* No lock (the writer takes what its objects' locks need). */
id rt_nsjsonserialization_dataWithJSONObject(id self, SEL cmd, id object, unsigned long options, id *error) {
    (void)self;
    (void)cmd;
    rt_json_writer writer = atomic_load_explicit(&json_writer, memory_order_acquire);
    if (!writer) return NULL;
    id made = NULL, invalid = NULL;
    id data = writer(object, options, &made, &invalid);
    if (data) return rt_objc_autorelease(data);
    if (invalid) {
        rt_objc_release(made);
        raise_invalid(invalid);
        return NULL;
    }
    if (error) *error = rt_objc_autorelease(made);
    else rt_objc_release(made);
    return NULL;
}
