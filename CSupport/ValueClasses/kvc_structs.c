/* Key-value coding through accessors that take or return a struct (or union): -valueForKey:
 * boxes a `CGRect` getter's result in an NSValue of the getter's type, -setValue:forKey:
 * unboxes an NSValue of the setter's argument type — as Foundation does, and as YYModel
 * relies on for its struct properties. The call goes through an NSInvocation (a libffi
 * frame), because a struct's calling convention depends on its layout (registers or memory),
 * which the scalar paths' function-pointer casts in kvc.c cannot cover. */
#include "rt_exception.h"
#include "rt_nsinvocation.h"
#include "rt_nsvalue.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <string.h>

/* An invocation of `sel` on `self` with `types`' signature (autoreleased), or NULL with a
 * pending exception. No lock (the signature table's to make a new signature). */
static id make_invocation(id self, SEL sel, const char *types, const char *key) {
    char error[128];
    id signature = rt_nsmethodsignature_withTypes(types, error, sizeof error);
    id invocation = signature ? rt_objc_autorelease(rt_nsinvocation_create(signature)) : NULL;
    if (!invocation) {
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
        return NULL;
    }
    rt_nsinvocation_setArgument(invocation, 0, &self);
    rt_nsinvocation_setArgument(invocation, 1, &sel);
    return invocation;
}

/* Lock: none held while the getter runs. */
id rt_kvc_callStructGetter(id self, SEL sel, const char *types, const char *key) {
    id invocation = make_invocation(self, sel, types, key);
    if (!invocation) return NULL;
    const char *type = rt_nsmethodsignature_returnType(rt_nsinvocation_signature(invocation));
    size_t size, alignment;
    if (!type || !rt_encoding_sizeAndAlignment(type, &size, &alignment)) {
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
        return NULL;
    }
    rt_nsinvocation_invoke(invocation);
    if (rt_exception_isPending()) return NULL;
    return rt_objc_autorelease(rt_nsvalue_create(rt_nsinvocation_returnBuffer(invocation), size, type));
}

/* Lock: none held while the setter runs. */
void rt_kvc_callStructSetter(id self, SEL sel, const char *types, id value, const char *key) {
    id invocation = make_invocation(self, sel, types, key);
    if (!invocation) return;
    const char *type = rt_nsmethodsignature_argumentType(rt_nsinvocation_signature(invocation), 2);
    size_t size, alignment;
    if (!type || !rt_encoding_sizeAndAlignment(type, &size, &alignment)) {
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
        return;
    }
    const char *valueType = rt_object_isNSValue(value) ? rt_nsvalue_objCType(value) : NULL;
    if (!valueType || strcmp(valueType, type) != 0 || rt_nsvalue_size(value) != size) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, key,
                           "the value is not an NSValue of the setter's struct type", 0, 0);
        return;
    }
    rt_nsinvocation_setArgument(invocation, 2, rt_nsvalue_bytes(value));
    rt_nsinvocation_invoke(invocation);
}
