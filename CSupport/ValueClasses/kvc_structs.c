/* Key-value coding through accessors that take or return a struct (or union): -valueForKey:
 * boxes a `CGRect` getter's result in an NSValue of the getter's type, -setValue:forKey:
 * unboxes an NSValue of the setter's argument type — as Foundation does, and as YYModel
 * relies on for its struct properties. A struct's calling convention depends on its layout
 * (registers or memory), which the scalar paths' function-pointer casts in kvc.c cannot
 * cover, so the accessor is called through the libffi call interface of its method type —
 * the NSMethodSignature table's, made once per type string — with the arguments on the
 * stack: no NSInvocation per call (KVO reads a struct property's old and new values through
 * here on every set). */
#include "rt_exception.h"
#include "rt_invoke.h"
#include "rt_lookup.h"
#include "rt_nsinvocation.h"
#include "rt_nsvalue.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdlib.h>
#include <string.h>

/* Struct bytes up to this size stay on the stack. */
enum { SMALL = 256 };

/* A heap buffer's release when the accessor throws through this frame. No lock. */
static void free_buffer(void **buffer) { free(*buffer); }

/* The signature of `types` and the encoding of its return value (`index` 0) or argument
 * `index` with its size; NULL and a pending exception for a type no frame can hold. No lock
 * (the signature table's to make a new signature). */
static id signature_for(id self, const char *types, const char *key, bool argument, const char **type,
                        size_t *size) {
    char error[128];
    id signature = rt_nsmethodsignature_withTypes(types, error, sizeof error);
    size_t alignment;
    *type = !signature ? NULL
            : argument ? rt_nsmethodsignature_argumentType(signature, 2)
                       : rt_nsmethodsignature_returnType(signature);
    if (!*type || !rt_encoding_sizeAndAlignment(*type, size, &alignment) || alignment > 16) {
        rt_exception_raise(RT_EXC_UNSUPPORTED_TYPE, self, key, types, 0, 0);
        return NULL;
    }
    return signature;
}

/* Lock: none held while the getter runs. */
id rt_kvc_callStructGetter(id self, SEL sel, const char *types, const char *key) {
    const char *type;
    size_t size;
    id signature = signature_for(self, types, key, false, &type, &size);
    if (!signature) return NULL;
    const rt_cif *cif = rt_nsmethodsignature_cif(signature);
    size_t returnSize = rt_cif_return_size(cif);
    _Alignas(16) unsigned char small[SMALL];
    __attribute__((cleanup(free_buffer))) void *heap = NULL;
    void *ret = small;
    if (returnSize > sizeof small && !(ret = heap = aligned_alloc(16, (returnSize + 15) & ~(size_t)15))) return NULL;
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, sel);
    void *avalues[2] = {&receiver, &sel};
    rt_invoke_values(cif, (const void *)imp, ret, avalues);
    if (rt_exception_isPending()) return NULL;
    return rt_objc_autorelease(rt_nsvalue_create(ret, size, type));
}

/* Lock: none held while the setter runs. */
void rt_kvc_callStructSetter(id self, SEL sel, const char *types, id value, const char *key) {
    const char *type;
    size_t size;
    id signature = signature_for(self, types, key, true, &type, &size);
    if (!signature) return;
    const char *valueType = rt_object_isNSValue(value) ? rt_nsvalue_objCType(value) : NULL;
    if (!valueType || strcmp(valueType, type) != 0 || rt_nsvalue_size(value) != size) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, key,
                           "the value is not an NSValue of the setter's struct type", 0, 0);
        return;
    }
    /* The bytes at the argument's own alignment (an NSValue keeps them wherever it likes). */
    _Alignas(16) unsigned char small[SMALL];
    __attribute__((cleanup(free_buffer))) void *heap = NULL;
    void *argument = small;
    if (size > sizeof small && !(argument = heap = aligned_alloc(16, (size + 15) & ~(size_t)15))) return;
    memcpy(argument, rt_nsvalue_bytes(value), size);
    id receiver = self;
    IMP imp = rt_msg_lookup(&receiver, sel);
    void *avalues[3] = {&receiver, &sel, argument};
    rt_invoke_values(rt_nsmethodsignature_cif(signature), (const void *)imp, NULL, avalues);
}
