/* NSMethodSignature and NSInvocation, and -forwardInvocation: forwarding, in C: the classes
 * every program linking the value layer has (a compiled program without Swift too), and the
 * C API the Swift layer's Invocation and ObjCForwarding wrap. A signature is made from a
 * method type encoding (`q24@0:8q16`) read in C (method_types.c) into a libffi call
 * interface of the glue; an invocation is a frame laid out by that interface. */
#ifndef MINIOBJC_RT_NSINVOCATION_H
#define MINIOBJC_RT_NSINVOCATION_H

#include "rt_types.h"
#include "rt_invoke.h"

/* The classes (NULL before the value layer installed them). No lock. */
Class rt_NSMethodSignature(void);
Class rt_NSInvocation(void);

/* The signature for `types`: one object per distinct string, kept for the life of the
 * process (the caller gets no reference of its own and needs none). NULL for an encoding no
 * frame can hold, with the reason and its offset in `error` (may be NULL). Lock: none when
 * the string was seen before; the signature table's lock to make a new one. */
id rt_nsmethodsignature_withTypes(const char *types, char *error, size_t errorSize);
/* Whether `obj` is an NSMethodSignature. No lock. */
bool rt_object_isNSMethodSignature(id obj);
/* The string the signature was made from, offsets and all. NULL for anything else. No lock. */
const char *rt_nsmethodsignature_types(id signature);
/* The call interface its frames are laid out by. No lock. */
const rt_cif *rt_nsmethodsignature_cif(id signature);
/* Arguments (self and _cmd included); argument `index`'s and the return value's encodings
 * (offsets removed, qualifiers kept; NULL out of range). No lock. */
uint32_t rt_nsmethodsignature_argumentCount(id signature);
const char *rt_nsmethodsignature_argumentType(id signature, uint32_t index);
const char *rt_nsmethodsignature_returnType(id signature);

/* A new invocation (+1) with a zeroed frame for `signature`; NULL for anything that is not
 * a signature. No lock. */
id rt_nsinvocation_create(id signature);
/* Whether `obj` is an NSInvocation. No lock. */
bool rt_object_isNSInvocation(id obj);
/* Its signature. No lock. */
id rt_nsinvocation_signature(id invocation);
/* The frame (arguments at rt_cif_arg_offset of the signature's cif) and the return buffer
 * (the natural size of the return value, at least 16 bytes, 16-byte aligned): live as long
 * as the invocation. NULL for anything else. No lock (an invocation is one thread's at a
 * time, as in Foundation). */
void *rt_nsinvocation_frame(id invocation);
void *rt_nsinvocation_returnBuffer(id invocation);
/* -setArgument:atIndex: for a valid index (`bytes` holds the argument at its natural size):
 * stores it, retaining / copying it when the invocation retains its arguments. False for an
 * index out of range or anything that is not an invocation. No lock. */
bool rt_nsinvocation_setArgument(id invocation, uint32_t index, const void *bytes);
/* -invoke: sends the frame's message (target = argument 0, selector = argument 1) through
 * rt_msg_lookup — cache, resolution, forwarding target, forwarding — and stores the result.
 * A nil target zeroes the return value. An exception the message raised stays pending.
 * Lock: none held while the method runs. */
void rt_nsinvocation_invoke(id invocation);
/* Its address, for Swift to call it through the catch barrier (the IMP it calls may be compiled
 * code that throws; a Swift thunk between would be unwound through). No lock. */
static inline const void *rt_nsinvocation_invokeAddress(void) { return (const void *)rt_nsinvocation_invoke; }

#endif
