/* The C side of dispatch for compiled code: the slow path objc_msgSend's assembly falls back
 * to, and the GNU-style lookup entry points clang emits (objc_msg_lookup_super for every
 * super send in the GNUstep ABI) or that hand-written C uses. All of them end in the core's
 * rt_msg_lookup, so compiled code and Swift share one cache, one resolver and one forwarding
 * path. */
#include "dispatch_offsets.h"
#include "rt_abi_private.h"
#include "rt_lookup.h"
#include "rt_object.h"
#include "rt_exception.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Static_assert(offsetof(struct rt_object, isa) == RT_OBJECT_ISA, "dispatch_offsets.h: isa");
_Static_assert(offsetof(struct rt_class, cache) == RT_CLASS_CACHE, "dispatch_offsets.h: cache");
_Static_assert(offsetof(struct rt_cache, mask) == RT_CACHE_MASK, "dispatch_offsets.h: mask");
_Static_assert(offsetof(struct rt_cache, buckets) == RT_CACHE_BUCKETS, "dispatch_offsets.h: buckets");
_Static_assert(offsetof(struct rt_method, name) == RT_METHOD_NAME, "dispatch_offsets.h: name");
_Static_assert(offsetof(struct rt_method, imp) == RT_METHOD_IMP, "dispatch_offsets.h: imp");

/* The exception name Foundation gives each kind the runtime raises. No lock (pure). */
static const char *exception_name(rt_exception_kind kind) {
    switch (kind) {
    case RT_EXC_RANGE: return "NSRangeException";
    case RT_EXC_UNKNOWN_KEY:
    case RT_EXC_UNKNOWN_KEY_SET: return "NSUnknownKeyException";
    default: return "NSInvalidArgumentException";
    }
}

/* objc4's end for an exception nobody catches: its reason, then "Terminating app due to
 * uncaught exception", then abort(). `receiver` is the object the message went to. Lock: none. */
static _Noreturn void terminate_uncaught(const rt_exception_info *info, id receiver) {
    char reason[700];
    if (info->kind == RT_EXC_UNRECOGNIZED_SELECTOR)
        snprintf(reason, sizeof reason, "%c[%s %s]: unrecognized selector sent to %s %p",
                 strcmp(info->detail, "class") == 0 ? '+' : '-', info->className, info->key, info->detail,
                 (void *)receiver);
    else
        snprintf(reason, sizeof reason, "%s: %s%s%s", info->className, info->key, info->key[0] ? " " : "", info->detail);
    fprintf(stderr, "objc[%d]: %s\n", (int)getpid(), reason);
    fprintf(stderr, "objc[%d]: *** Terminating app due to uncaught exception '%s', reason: '%s'\n", (int)getpid(),
            exception_name(info->kind), reason);
    fflush(stderr);
    abort();
}

/* Where a message nobody handles ends for compiled code: the core's end of the chain sends
 * -doesNotRecognizeSelector:, which raises. On a throwing thread (a compiled program's) the
 * raise throws an NSException to the nearest @catch (exceptions_throw.c); on a thread that
 * does not throw it stays pending for the Swift caller. A class whose
 * -doesNotRecognizeSelector: does not raise goes on, and the send returns zero.
 * Lock: none (the core's unrecognized IMP takes what it needs). */
static id unrecognized_in_compiled_code(id self, SEL cmd) {
    ((id(*)(id, SEL))rt_msg_unrecognized_imp())(self, cmd);
    /* Still pending on a thread that does not throw (the Swift package's): the Swift send
     * that led here takes it. On a throwing thread it is pending only without NSException
     * (the runtime-only library): objc4's message, then abort. */
    if (!rt_exception_isPending() || !rt_exception_isThrowing()) return NULL;
    rt_exception_info info;
    rt_exception_take(&info);
    terminate_uncaught(&info, self);
}

/* The same for objc_msgSend_stret's callers, who pass the struct's buffer first, so self and
 * _cmd arrive one register later; answers the buffer (left as it was), as the ABI requires.
 * Without it the raise would name the buffer as the receiver. Lock: as above. */
static void *unrecognized_stret_in_compiled_code(void *result, id self, SEL cmd) {
    unrecognized_in_compiled_code(self, cmd);
    return result;
}

/* The core's unrecognized-selector IMP replaced by the one above. No lock. */
static IMP for_compiled_code(IMP imp) {
    return imp == rt_msg_unrecognized_imp() ? (IMP)unrecognized_in_compiled_code : imp;
}

/* Called from the assembly with every argument register saved. `receiver` points into the
 * assembly's save area: at the saved %rdi — the word just above this call's return address —
 * for objc_msgSend and _fpret, at the saved %rsi for objc_msgSend_stret (the struct pointer's
 * %rdi below it); the forwarding hook is told which (rt_msg_setCallShape), so it can refuse a
 * signature that returns the other way. Lock: as rt_msg_lookup. */
IMP rt_abi_lookup(id *receiver, SEL sel) {
    rt_call_shape outer = rt_msg_callShape();
    void *below = ((void *const *)(void *)receiver)[-1];
    rt_call_shape shape = below == __builtin_return_address(0) ? RT_CALL_RETURNS_IN_REGISTERS : RT_CALL_RETURNS_IN_MEMORY;
    rt_msg_setCallShape(shape);
    IMP imp = rt_msg_lookup(receiver, sel);
    if (shape == RT_CALL_RETURNS_IN_MEMORY && imp == rt_msg_unrecognized_imp())
        imp = (IMP)unrecognized_stret_in_compiled_code;
    else
        imp = for_compiled_code(imp);
    rt_msg_setCallShape(outer);
    return imp;
}

/* The GNU runtime's lookup: the IMP to call with this receiver. A forwarding target cannot
 * be handed back through this signature, so a method forwarded by
 * -forwardingTargetForSelector: is found here on the target's class but called by the
 * caller with the original receiver; objc_msgSend has no such limit. Lock: as rt_msg_lookup. */
IMP objc_msg_lookup(id receiver, SEL sel) {
    id r = receiver;
    return for_compiled_code(rt_msg_lookup(&r, sel));
}

/* objc_msg_lookup with the receiver passed by address, so a forwarding target replaces it
 * (the old GNUstep ABI's entry point). Lock: as rt_msg_lookup. */
IMP objc_msg_lookup_sender(id *receiver, SEL sel, id sender) {
    (void)sender;
    return for_compiled_code(rt_msg_lookup(receiver, sel));
}

/* [super …]: clang passes {self, the superclass of the method's class} (for a class method,
 * the superclass's metaclass) to objc_msg_lookup_super, whose cache probe is in assembly
 * (dispatch_x86_64.S); a miss comes here. Lock: as rt_msg_lookup_super. */
IMP rt_abi_lookup_super(struct rt_super *super, SEL sel) { return for_compiled_code(rt_msg_lookup_super(super, sel)); }

/* The GCC ABI's class lookup by name (its code calls it for `[Foo bar]`). Only an object
 * file of that ABI calls it, and its classes are never loaded (loader.c), so it answers what
 * the runtime has under that name — usually nil. Lock: the runtime lock. */
Class objc_lookup_class(const char *name) { return name ? rt_objc_getClass(name) : NULL; }
