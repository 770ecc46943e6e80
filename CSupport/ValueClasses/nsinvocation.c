/* NSInvocation: a message as a value — a signature, a frame holding every argument (laid out
 * by the signature's libffi call interface) and room for the return value, both in the
 * object's indexed bytes, so an invocation is one allocation. -invoke sends the frame's
 * message through the core's lookup and calls the IMP with libffi.
 *
 * Arguments are not retained until -retainArguments, as in Foundation: from then on object
 * arguments (the target too) and blocks are retained, C strings copied, and every later
 * -setArgument:atIndex: / -setTarget: keeps them so. Bad input — an index out of range, a
 * NULL buffer, a signature that is not a method's for -invoke — leaves a pending
 * NSInvalidArgumentException (Foundation raises one) and touches no memory.
 * An invocation belongs to one thread at a time (Foundation's rule); nothing here locks. */
#include "rt_nsinvocation.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_nsblock.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_type_codes.h"
#include "rt_values_private.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct invocation {
    struct rt_object base;
    id signature;          /* strong: released when the invocation is destroyed */
    const rt_cif *cif;
    unsigned char *frame;  /* in the indexed bytes */
    unsigned char *ret;    /* in the indexed bytes, after the frame */
    char **ownedStrings;   /* -retainArguments: per argument, the C string copy the frame holds */
    uintptr_t retained;    /* -retainArguments was sent */
};

static Class invocation_class;

/* No lock. */
Class rt_NSInvocation(void) { return invocation_class; }

/* No lock. */
bool rt_object_isNSInvocation(id obj) { return invocation_class && rt_values_isKind(obj, invocation_class); }

/* The invocation behind `obj`, or NULL. No lock. */
static struct invocation *as_invocation(id obj) {
    return rt_object_isNSInvocation(obj) && ((struct invocation *)obj)->cif ? (struct invocation *)obj : NULL;
}

/* Bytes of a return buffer: its natural size rounded up to 16, never less than 16 (libffi
 * stores whole registers; a long double needs 16). No lock. */
static size_t return_buffer_size(const rt_cif *cif) {
    size_t n = rt_cif_return_size(cif);
    return n < 16 ? 16 : (n + 15) / 16 * 16;
}

/* No lock. */
id rt_nsinvocation_create(id signature) {
    const rt_cif *cif = rt_nsmethodsignature_cif(signature);
    if (!cif || !invocation_class) return NULL;
    size_t frameSize = rt_cif_frame_size(cif), retSize = return_buffer_size(cif);
    /* 15 more bytes, so the frame can start 16-byte aligned wherever the indexed bytes do. */
    struct invocation *inv = (struct invocation *)rt_class_createInstance(invocation_class, frameSize + retSize + 15);
    if (!inv) return NULL;
    uintptr_t bytes = (uintptr_t)rt_object_getIndexedIvars((id)inv);
    inv->frame = (unsigned char *)((bytes + 15) & ~(uintptr_t)15);
    inv->ret = inv->frame + frameSize;
    inv->signature = rt_objc_retain(signature);
    inv->cif = cif;
    rt_invoke_note_invocation_made();
    return (id)inv;
}

/* No lock. */
id rt_nsinvocation_signature(id obj) {
    struct invocation *inv = as_invocation(obj);
    return inv ? inv->signature : NULL;
}
/* No lock. */
void *rt_nsinvocation_frame(id obj) {
    struct invocation *inv = as_invocation(obj);
    return inv ? inv->frame : NULL;
}
/* No lock. */
void *rt_nsinvocation_returnBuffer(id obj) {
    struct invocation *inv = as_invocation(obj);
    return inv ? inv->ret : NULL;
}

/* Raises NSInvalidArgumentException for an index outside [-1, count) (-1: the return
 * value, as Foundation accepts it); true when the index is good. No lock. */
static bool check_index(id self, SEL cmd, struct invocation *inv, intptr_t index, const void *buffer) {
    uint32_t count = rt_cif_arg_count(inv->cif);
    if (index < -1 || index >= (intptr_t)count) {
        char detail[96];
        snprintf(detail, sizeof detail, "index %ld out of bounds [-1, %ld]", (long)index, (long)count - 1);
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), detail, (uint64_t)index, count);
        return false;
    }
    if (!buffer) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "the buffer is NULL", 0, 0);
        return false;
    }
    return true;
}

/* Stores `bytes` as argument `index`, keeping it retained / copied when the invocation
 * retains its arguments (the new value is taken before the old one is let go, so storing
 * the same object again is safe). No lock. */
static void store_argument(struct invocation *inv, uint32_t index, const void *bytes) {
    unsigned char *slot = inv->frame + rt_cif_arg_offset(inv->cif, index);
    size_t size = rt_cif_arg_size(inv->cif, index);
    if (!inv->retained) {
        memcpy(slot, bytes, size);
        return;
    }
    char kind = rt_nsmethodsignature_argumentKind(inv->signature, index);
    switch (kind) {
    case 'o': case 'b': {
        id fresh, old;
        memcpy(&fresh, bytes, sizeof fresh);
        memcpy(&old, slot, sizeof old);
        /* A block is copied, as Foundation does: a stack block must outlive its frame. */
        fresh = kind == 'b' ? rt_nsblock_copy(fresh) : rt_objc_retain(fresh);
        memcpy(slot, &fresh, sizeof fresh);
        rt_objc_release(old);
        return;
    }
    case 's': {
        const char *text;
        memcpy(&text, bytes, sizeof text);
        char *copy = text ? strdup(text) : NULL;
        free(inv->ownedStrings[index]);
        inv->ownedStrings[index] = copy;
        memcpy(slot, &copy, sizeof copy);
        return;
    }
    default: memcpy(slot, bytes, size);
    }
}

/* No lock. */
bool rt_nsinvocation_setArgument(id obj, uint32_t index, const void *bytes) {
    struct invocation *inv = as_invocation(obj);
    if (!inv || !bytes || index >= rt_cif_arg_count(inv->cif)) return false;
    store_argument(inv, index, bytes);
    return true;
}

/* +invocationWithMethodSignature:: nil (and a pending NSInvalidArgumentException) for
 * anything that is not a signature. No lock. */
static id imp_invocationWithMethodSignature(id self, SEL cmd, id signature) {
    if (!rt_object_isNSMethodSignature(signature)) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           signature ? "the argument is not an NSMethodSignature" : "the signature is nil", 0, 0);
        return NULL;
    }
    return rt_objc_autorelease(rt_nsinvocation_create(signature));
}

/* -methodSignature. No lock. */
static id imp_methodSignature(id self, SEL cmd) {
    (void)cmd;
    return rt_nsinvocation_signature(self);
}

/* Argument `index` as a pointer-sized value when the signature has it and its encoding
 * starts with `code` (after qualifiers), else NULL. No lock. */
static void *pointer_argument(struct invocation *inv, uint32_t index, const char *codes) {
    const char *type = inv ? rt_nsmethodsignature_argumentType(inv->signature, index) : NULL;
    if (!type || !strchr(codes, *rt_type_unqualified(type))) return NULL;
    void *p;
    memcpy(&p, inv->frame + rt_cif_arg_offset(inv->cif, index), sizeof p);
    return p;
}

/* -target: argument 0 (nil when the signature is not a method's). No lock. */
static id imp_target(id self, SEL cmd) {
    (void)cmd;
    return pointer_argument(as_invocation(self), 0, "@#");
}

/* -setTarget:. No lock. */
static void imp_setTarget(id self, SEL cmd, id target) {
    struct invocation *inv = as_invocation(self);
    if (!inv || rt_cif_arg_count(inv->cif) < 1) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "the signature has no target", 0, 0);
        return;
    }
    store_argument(inv, 0, &target);
}

/* -selector: argument 1 (NULL when the signature is not a method's). No lock. */
static SEL imp_selector(id self, SEL cmd) {
    (void)cmd;
    return pointer_argument(as_invocation(self), 1, ":");
}

/* -setSelector:. No lock. */
static void imp_setSelector(id self, SEL cmd, SEL sel) {
    struct invocation *inv = as_invocation(self);
    if (!inv || rt_cif_arg_count(inv->cif) < 2) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "the signature has no selector", 0, 0);
        return;
    }
    sel = rt_sel_canonical(sel);
    store_argument(inv, 1, &sel);
}

/* -getArgument:atIndex: (index -1: the return value). No lock. */
static void imp_getArgument(id self, SEL cmd, void *buffer, intptr_t index) {
    struct invocation *inv = as_invocation(self);
    if (!inv || !check_index(self, cmd, inv, index, buffer)) return;
    if (index == -1) memcpy(buffer, inv->ret, rt_cif_return_size(inv->cif));
    else memcpy(buffer, inv->frame + rt_cif_arg_offset(inv->cif, (uint32_t)index), rt_cif_arg_size(inv->cif, (uint32_t)index));
}

/* -setArgument:atIndex: (index -1: the return value). No lock. */
static void imp_setArgument(id self, SEL cmd, const void *buffer, intptr_t index) {
    struct invocation *inv = as_invocation(self);
    if (!inv || !check_index(self, cmd, inv, index, buffer)) return;
    if (index == -1) memcpy(inv->ret, buffer, rt_cif_return_size(inv->cif));
    else store_argument(inv, (uint32_t)index, buffer);
}

/* -getReturnValue:. No lock. */
static void imp_getReturnValue(id self, SEL cmd, void *buffer) { imp_getArgument(self, cmd, buffer, -1); }

/* -setReturnValue:. No lock. */
static void imp_setReturnValue(id self, SEL cmd, const void *buffer) { imp_setArgument(self, cmd, buffer, -1); }

/* -retainArguments: once; objects retained, blocks copied, C strings copied. No lock. */
static void imp_retainArguments(id self, SEL cmd) {
    struct invocation *inv = as_invocation(self);
    if (!inv || inv->retained) return;
    uint32_t count = rt_cif_arg_count(inv->cif);
    inv->ownedStrings = calloc(count ? count : 1, sizeof(char *));
    if (!inv->ownedStrings) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "out of memory", 0, 0);
        return;
    }
    /* Each argument stored again through the retaining path, over a zeroed slot so that
     * nothing is released that was never retained. */
    inv->retained = 1;
    for (uint32_t i = 0; i < count; i++) {
        char kind = rt_nsmethodsignature_argumentKind(inv->signature, i);
        if (kind == '-') continue;
        unsigned char *slot = inv->frame + rt_cif_arg_offset(inv->cif, i);
        void *value;
        memcpy(&value, slot, sizeof value);
        memset(slot, 0, sizeof value);
        store_argument(inv, i, &value);
    }
}

/* -argumentsRetained. No lock. */
static rt_BOOL imp_argumentsRetained(id self, SEL cmd) {
    (void)cmd;
    struct invocation *inv = as_invocation(self);
    return inv && inv->retained;
}

/* Lock: none held while the method runs. */
void rt_nsinvocation_invoke(id self) {
    struct invocation *inv = as_invocation(self);
    if (!inv) return;
    uint32_t count = rt_cif_arg_count(inv->cif);
    if (count < 2) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, "invoke", "the signature is not a method's (no self and _cmd)",
                           0, 0);
        return;
    }
    const char *t0 = rt_type_unqualified(rt_nsmethodsignature_argumentType(inv->signature, 0));
    const char *t1 = rt_type_unqualified(rt_nsmethodsignature_argumentType(inv->signature, 1));
    if ((*t0 != '@' && *t0 != '#') || *t1 != ':') {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, "invoke", "the signature is not a method's (no self and _cmd)",
                           0, 0);
        return;
    }
    id receiver = pointer_argument(inv, 0, "@#");
    SEL sel = rt_sel_canonical(pointer_argument(inv, 1, ":"));
    if (!receiver) {
        memset(inv->ret, 0, return_buffer_size(inv->cif));
        return;
    }
    if (!sel) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, "invoke", "the selector is NULL", 0, 0);
        return;
    }
    IMP imp = rt_msg_lookup(&receiver, sel);
    /* The frame keeps the target it was given; a forwarding target only replaces the
     * receiver of this one call. */
    void *avalues[RT_INVOKE_MAX_ARGUMENTS];
    for (uint32_t i = 0; i < count; i++) avalues[i] = inv->frame + rt_cif_arg_offset(inv->cif, i);
    avalues[0] = &receiver;
    avalues[1] = &sel;
    rt_invoke_values(inv->cif, (const void *)imp, inv->ret, avalues);
}

/* -invoke. Lock: as rt_nsinvocation_invoke. */
static void imp_invoke(id self, SEL cmd) {
    (void)cmd;
    rt_nsinvocation_invoke(self);
}

/* -invokeWithTarget:. Lock: as rt_nsinvocation_invoke. */
static void imp_invokeWithTarget(id self, SEL cmd, id target) {
    struct invocation *inv = as_invocation(self);
    if (!inv || rt_cif_arg_count(inv->cif) < 1) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "the signature has no target", 0, 0);
        return;
    }
    store_argument(inv, 0, &target);
    rt_nsinvocation_invoke(self);
}

/* -dealloc: lets go of retained arguments (the signature ivar is released by the runtime).
 * No lock. */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct invocation *inv = as_invocation(self);
    if (inv && inv->retained) {
        uint32_t count = rt_cif_arg_count(inv->cif);
        for (uint32_t i = 0; i < count; i++) {
            char kind = rt_nsmethodsignature_argumentKind(inv->signature, i);
            if (kind == 'o' || kind == 'b') {
                id value;
                memcpy(&value, inv->frame + rt_cif_arg_offset(inv->cif, i), sizeof value);
                rt_objc_release(value);
            }
            free(inv->ownedStrings[i]);
        }
        free(inv->ownedStrings);
        inv->ownedStrings = NULL;
        inv->retained = 0;
    }
    rt_values_superDealloc(self, invocation_class);
}

#define B RT_BOOL_ENC

/* Registers NSInvocation. Lock: the runtime lock inside the calls. */
void rt_nsinvocation_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_signature", sizeof(id), 3, "@", offsetof(struct invocation, signature)},
        {"_cif", sizeof(void *), 3, "^v", offsetof(struct invocation, cif)},
        {"_frame", sizeof(void *), 3, "^v", offsetof(struct invocation, frame)},
        {"_return", sizeof(void *), 3, "^v", offsetof(struct invocation, ret)},
        {"_ownedStrings", sizeof(void *), 3, "^*", offsetof(struct invocation, ownedStrings)},
        {"_retained", sizeof(uintptr_t), 3, "Q", offsetof(struct invocation, retained)},
    };
    static const struct rt_value_method methods[] = {
        {"invocationWithMethodSignature:", (IMP)imp_invocationWithMethodSignature, "@24@0:8@16", true},
        {"methodSignature", (IMP)imp_methodSignature, "@16@0:8", false},
        {"target", (IMP)imp_target, "@16@0:8", false},
        {"setTarget:", (IMP)imp_setTarget, "v24@0:8@16", false},
        {"selector", (IMP)imp_selector, ":16@0:8", false},
        {"setSelector:", (IMP)imp_setSelector, "v24@0:8:16", false},
        {"getArgument:atIndex:", (IMP)imp_getArgument, "v32@0:8^v16q24", false},
        {"setArgument:atIndex:", (IMP)imp_setArgument, "v32@0:8^v16q24", false},
        {"getReturnValue:", (IMP)imp_getReturnValue, "v24@0:8^v16", false},
        {"setReturnValue:", (IMP)imp_setReturnValue, "v24@0:8^v16", false},
        {"retainArguments", (IMP)imp_retainArguments, "v16@0:8", false},
        {"argumentsRetained", (IMP)imp_argumentsRetained, B "16@0:8", false},
        {"invoke", (IMP)imp_invoke, "v16@0:8", false},
        {"invokeWithTarget:", (IMP)imp_invokeWithTarget, "v24@0:8@16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    invocation_class = rt_values_makeClass(nsobject, "NSInvocation", ivars, sizeof ivars / sizeof ivars[0], methods,
                                           sizeof methods / sizeof methods[0]);
}
