/* -forwardInvocation: forwarding, the GNUstep way, in C: the core's lookup ends — after the
 * method search, +resolveInstanceMethod: and -forwardingTargetForSelector: — at its forwarding
 * hook (rt_set_forward_hook, lookup.c), which this file sets at start-up. The hook asks the
 * receiver's -methodSignatureForSelector:; with a signature it returns the forwarding IMP for
 * that signature: a libffi closure (forward.c in the glue, one per call interface, kept for
 * good) whose body, forward_message below, copies the caller's arguments into a new
 * NSInvocation, sends -forwardInvocation:, and hands the invocation's return value back in
 * whatever registers (or memory, for a struct returned through objc_msgSend_stret, or st0 for
 * a long double) the signature returns it in. The closure receives the arguments exactly as
 * objc_msgSend left them: its assembly saves and restores every integer and vector argument
 * register around the lookup.
 *
 * Also NSObject's -methodSignatureForSelector: and +instanceMethodSignatureForSelector:,
 * which the core answers with nil. */
#include "rt_nsinvocation.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_type_codes.h"
#include "rt_values_private.h"
#include <stdio.h>
#include <string.h>

/* Interned at start-up, before any other thread sends them. */
static SEL signature_sel, forward_sel;
/* NSObject's own -forwardInvocation: (the core's, which only sends -doesNotRecognizeSelector:). */
static IMP default_forward;

/* The hook's signature for the send it just answered, picked up by the closure the caller
 * calls next on this thread: the closure is shared by every signature with the same call
 * interface, and the invocation should carry the receiver's own signature object. */
static _Thread_local struct {
    id receiver;
    SEL sel;
    id signature;
} handoff;

/* The forwarded invocation's release at the end of forward_message's scope — also when an
 * exception thrown by -forwardInvocation: unwinds through it (the C layers are built with
 * -fexceptions so that cleanups run). No lock; -dealloc's own. */
static void release_invocation(id *invocation) { rt_objc_release(*invocation); }

/* The body of every forwarding IMP (a libffi closure handler). Lock: none held while
 * -forwardInvocation: runs. */
static void forward_message(void *context, const rt_cif *cif, void *ret, void *const *args) {
    id receiver;
    SEL sel;
    memcpy(&receiver, args[0], sizeof receiver);
    memcpy(&sel, args[1], sizeof sel);
    sel = rt_sel_canonical(sel);  /* objc_msg_lookup callers pass their image's record */
    id signature = context;
    if (handoff.receiver == receiver && handoff.sel == sel && rt_nsmethodsignature_cif(handoff.signature) == cif)
        signature = handoff.signature;
    handoff.receiver = NULL;
    handoff.signature = NULL;
    id invocation __attribute__((cleanup(release_invocation))) = rt_nsinvocation_create(signature);
    if (!invocation) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver, rt_sel_getName(sel),
                           "out of memory making the NSInvocation to forward", 0, 0);
        return;
    }
    unsigned char *frame = rt_nsinvocation_frame(invocation);
    rt_frame_load(cif, frame, args);
    memcpy(frame + rt_cif_arg_offset(cif, 1), &sel, sizeof sel);
    id r = receiver;
    IMP imp = rt_msg_lookup(&r, forward_sel);
    ((void (*)(id, SEL, id))imp)(r, forward_sel, invocation);
    size_t n = rt_cif_return_size(cif);
    if (n) memcpy(ret, rt_nsinvocation_returnBuffer(invocation), n);
}

/* Colons in a selector's name: its arguments after self and _cmd. No lock. */
static uint32_t selector_arguments(SEL sel) {
    uint32_t n = 0;
    for (const char *p = rt_sel_getName(sel); p && *p; p++) n += *p == ':';
    return n;
}

/* Whether argument `index` of the signature starts with one of `codes`. No lock. */
static bool argument_is(id signature, uint32_t index, const char *codes) {
    const char *type = rt_nsmethodsignature_argumentType(signature, index);
    return type && strchr(codes, *rt_type_unqualified(type)) != NULL;
}

/* The forwarding hook: the forwarding IMP for the receiver's signature of `sel`, or NULL
 * (the message then ends in -doesNotRecognizeSelector:). A signature that cannot describe
 * this message — not a method's, a number of arguments other than the selector's, or (when
 * compiled code's entry point says how it expects the result) a struct returned in memory to a
 * caller that did not use objc_msgSend_stret or the other way round — is refused with a pending
 * NSInvalidArgumentException saying so: a closure reading registers the caller never set, or
 * writing a struct result through a pointer the caller never passed, would be memory
 * corruption. Lock: none held while -methodSignatureForSelector: runs; the forward
 * table's lock when a closure is made. */
static IMP forward_hook(id receiver, SEL sel) {
    if (!receiver || !sel || sel == signature_sel || sel == forward_sel) return NULL;
    rt_call_shape shape = rt_msg_callShape();  /* read before user code sends anything */
    Class cls = rt_object_getClass(receiver);
    if (!cls) return NULL;
    /* NSObject's -forwardInvocation: only sends -doesNotRecognizeSelector:, which is where
     * the message ends without forwarding too — so skip the signature and the invocation. */
    IMP forward = rt_class_getMethodImplementation(cls, forward_sel);
    if (!forward || forward == default_forward) return NULL;
    IMP ask = rt_class_getMethodImplementation(cls, signature_sel);
    if (!ask) return NULL;
    id signature = ((id(*)(id, SEL, SEL))ask)(receiver, signature_sel, sel);
    if (!signature) return NULL;
    char detail[256];
    if (!rt_object_isNSMethodSignature(signature)) {
        snprintf(detail, sizeof detail, "-methodSignatureForSelector: returned a %s, not an NSMethodSignature",
                 rt_object_getClassName(signature));
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver, rt_sel_getName(sel), detail, 0, 0);
        return NULL;
    }
    uint32_t count = rt_nsmethodsignature_argumentCount(signature), expected = selector_arguments(sel) + 2;
    if (count != expected || !argument_is(signature, 0, "@#") || !argument_is(signature, 1, ":")) {
        snprintf(detail, sizeof detail,
                 "the method signature '%s' does not match the message: %u arguments with self and _cmd, the "
                 "selector takes %u",
                 rt_nsmethodsignature_types(signature), count, expected);
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver, rt_sel_getName(sel), detail, 0, 0);
        return NULL;
    }
    int inMemory = rt_cif_returns_in_memory(rt_nsmethodsignature_cif(signature));
    if (shape != RT_CALL_SHAPE_UNKNOWN && inMemory >= 0 && (shape == RT_CALL_RETURNS_IN_MEMORY) != (inMemory == 1)) {
        snprintf(detail, sizeof detail,
                 "the method signature '%s' returns '%s' %s, but the message was sent with objc_msgSend%s",
                 rt_nsmethodsignature_types(signature), rt_nsmethodsignature_returnType(signature),
                 inMemory ? "in memory" : "in registers", shape == RT_CALL_RETURNS_IN_MEMORY ? "_stret" : "");
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver, rt_sel_getName(sel), detail, 0, 0);
        return NULL;
    }
    IMP imp = (IMP)rt_forward_imp(rt_nsmethodsignature_cif(signature), forward_message, signature, NULL);
    if (!imp) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver, rt_sel_getName(sel),
                           "libffi could not make the forwarding closure", 0, 0);
        return NULL;
    }
    handoff.receiver = receiver;
    handoff.sel = sel;
    handoff.signature = signature;
    return imp;
}

/* The signature of the method `cls` (or a superclass) has for `sel` now, without asking
 * +resolveInstanceMethod: (forwarding asks after resolution already failed). Lock: the
 * runtime lock inside rt_class_peekInstanceMethod; the signature table's on a miss. */
static id signature_of(Class cls, SEL sel) {
    Method m = cls && sel ? rt_class_peekInstanceMethod(cls, sel) : NULL;
    const char *types = m ? rt_method_getTypeEncoding(m) : NULL;
    return types ? rt_nsmethodsignature_withTypes(types, NULL, 0) : NULL;
}

/* -methodSignatureForSelector: (a class receiver answers for its class methods). Lock: as
 * signature_of. */
static id imp_methodSignatureForSelector(id self, SEL cmd, SEL sel) {
    (void)cmd;
    return signature_of(rt_object_getClass(self), sel);
}

/* +instanceMethodSignatureForSelector:. Lock: as signature_of. */
static id imp_instanceMethodSignatureForSelector(id self, SEL cmd, SEL sel) {
    (void)cmd;
    return signature_of((Class)self, sel);
}

/* Gives NSObject its signature methods and sets the core's forwarding hook. Lock: the
 * runtime lock inside the calls. */
void rt_forwarding_install(Class nsobject) {
    signature_sel = rt_sel_registerName("methodSignatureForSelector:");
    forward_sel = rt_sel_registerName("forwardInvocation:");
    default_forward = rt_class_getMethodImplementation(nsobject, forward_sel);
    rt_class_replaceMethod(nsobject, signature_sel, (IMP)imp_methodSignatureForSelector, "@24@0:8:16");
    rt_class_replaceMethod(rt_class_getMetaClass(nsobject), rt_sel_registerName("instanceMethodSignatureForSelector:"),
                           (IMP)imp_instanceMethodSignatureForSelector, "@24@0:8:16");
    rt_set_forward_hook(forward_hook);
}
