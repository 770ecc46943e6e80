/* The C side of dispatch for compiled code: the slow path objc_msgSend's assembly falls back
 * to, and the GNU-style lookup entry points clang emits (objc_msg_lookup_super for every
 * super send in the GNUstep ABI) or that hand-written C uses. All of them end in the core's
 * rt_msg_lookup, so compiled code and Swift share one cache, one resolver and one forwarding
 * path. */
#include "dispatch_offsets.h"
#include "rt_abi_private.h"
#include "rt_lookup.h"
#include "rt_object.h"
#include <stddef.h>

_Static_assert(offsetof(struct rt_object, isa) == RT_OBJECT_ISA, "dispatch_offsets.h: isa");
_Static_assert(offsetof(struct rt_class, cache) == RT_CLASS_CACHE, "dispatch_offsets.h: cache");
_Static_assert(offsetof(struct rt_cache, mask) == RT_CACHE_MASK, "dispatch_offsets.h: mask");
_Static_assert(offsetof(struct rt_cache, buckets) == RT_CACHE_BUCKETS, "dispatch_offsets.h: buckets");
_Static_assert(offsetof(struct rt_method, name) == RT_METHOD_NAME, "dispatch_offsets.h: name");
_Static_assert(offsetof(struct rt_method, imp) == RT_METHOD_IMP, "dispatch_offsets.h: imp");

/* Called from the assembly with every argument register saved. Lock: as rt_msg_lookup. */
IMP rt_abi_lookup(id *receiver, SEL sel) { return rt_msg_lookup(receiver, sel); }

/* The GNU runtime's lookup: the IMP to call with this receiver. A forwarding target cannot
 * be handed back through this signature, so a method forwarded by
 * -forwardingTargetForSelector: is found here on the target's class but called by the
 * caller with the original receiver; objc_msgSend has no such limit. Lock: as rt_msg_lookup. */
IMP objc_msg_lookup(id receiver, SEL sel) {
    id r = receiver;
    return rt_msg_lookup(&r, sel);
}

/* objc_msg_lookup with the receiver passed by address, so a forwarding target replaces it
 * (the old GNUstep ABI's entry point). Lock: as rt_msg_lookup. */
IMP objc_msg_lookup_sender(id *receiver, SEL sel, id sender) {
    (void)sender;
    return rt_msg_lookup(receiver, sel);
}

/* [super …]: clang passes {self, the superclass of the method's class} (for a class method,
 * the superclass's metaclass) to objc_msg_lookup_super, whose cache probe is in assembly
 * (dispatch_x86_64.S); a miss comes here. Lock: as rt_msg_lookup_super. */
IMP rt_abi_lookup_super(struct rt_super *super, SEL sel) { return rt_msg_lookup_super(super, sel); }

/* The GCC ABI's class lookup by name (its code calls it for `[Foo bar]`). Only an object
 * file of that ABI calls it, and its classes are never loaded (loader.c), so it answers what
 * the runtime has under that name — usually nil. Lock: the runtime lock. */
Class objc_lookup_class(const char *name) { return name ? rt_objc_getClass(name) : NULL; }
