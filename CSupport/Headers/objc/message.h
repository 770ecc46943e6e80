/* MiniObjC's <objc/message.h>: sending messages from C. objc_msgSend and its variants are
 * MiniObjC's assembly entry points (x86-64); the objc_msg_lookup functions are the GNU
 * runtime's two-step form — look the IMP up, then call it. */
#ifndef MINIOBJC_OBJC_MESSAGE_H
#define MINIOBJC_OBJC_MESSAGE_H

#include <objc/objc.h>
/* As objc4's message.h: sources that import only <objc/message.h> use the runtime API too
 * (NSObject+FBKVOController.m calls objc_getAssociatedObject). */
#include <objc/runtime.h>

/* The receiver of a send to super and the class where the method search starts (the
 * superclass of the class whose method sends; for a class method, its metaclass). */
struct objc_super {
    id receiver;
    Class super_class;
};

OBJC_EXTERN_C_BEGIN

/* In Objective-C clang knows these three as builtins with the variadic types; objc4's
 * strict declarations differ on purpose (callers must cast), so the mismatch is not news. */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wincompatible-library-redeclaration"
#endif
#if !OBJC_OLD_DISPATCH_PROTOTYPES
/* Sends a message: cast to the method's function type — (id self, SEL op, arguments…) → its
 * return type — and call. A nil receiver returns zero. */
void objc_msgSend(void);
/* objc_msgSend for methods returning a structure in memory (larger than two registers):
 * cast to the method's function type, which returns the structure, and call. */
void objc_msgSend_stret(void);
/* objc_msgSend for methods returning long double: a nil receiver returns 0.0L. */
void objc_msgSend_fpret(void);
#else
id objc_msgSend(id self, SEL op, ...);
void objc_msgSend_stret(id self, SEL op, ...);
long double objc_msgSend_fpret(id self, SEL op, ...);
#endif
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

/* The IMP to call for `op` sent to `receiver` (an IMP returning zero for nil). A method
 * -forwardingTargetForSelector: sends elsewhere is found on the target's class, but the
 * caller calls it with the original receiver; objc_msgSend has no such limit. */
IMP objc_msg_lookup(id receiver, SEL op);
/* objc_msg_lookup with the receiver by address: a forwarding target replaces `*receiver`,
 * which is then the one to call the IMP with. `sender` is unused. */
IMP objc_msg_lookup_sender(id *receiver, SEL op, id sender);
/* The IMP of `op` found from `super->super_class` upwards, for [super …]: call it with
 * `super->receiver`. */
IMP objc_msg_lookup_super(struct objc_super *super, SEL op);

/* Not provided: objc_msgSendSuper and objc_msgSendSuper2 (clang's GNUstep ABI sends to super
 * through objc_msg_lookup_super), and objc_msgForward / method_invoke. */

OBJC_EXTERN_C_END

#endif
