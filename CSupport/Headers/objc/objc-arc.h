/* The functions clang's code calls under -fobjc-arc, declared as libobjc2's <objc/objc-arc.h>
 * declares them (objc4 has the same names), so hand-written code can call them too. In
 * MiniObjC each is a door onto the core's retain counts, autorelease pools and weak table
 * (CSupport/ObjCABI/arc.c, arc_return.c). A callee's objc_autoreleaseReturnValue hands the
 * object straight to its caller, skipping the pool, when the caller's next instruction calls
 * objc_retainAutoreleasedReturnValue (x86-64; objc4's check). */
#ifndef MINIOBJC_OBJC_ARC_H
#define MINIOBJC_OBJC_ARC_H

#include <objc/objc.h>

#ifdef __cplusplus
extern "C" {
#endif

/* +1; returns obj. Nil and small objects are left alone. */
id objc_retain(id obj);
/* -1; -dealloc at zero. */
void objc_release(id obj);
/* Into the innermost autorelease pool of this thread. */
id objc_autorelease(id obj);
/* objc_retain then objc_autorelease. */
id objc_retainAutorelease(id obj);
/* A callee returning a +1 object at +0: to a claiming caller directly, else into the pool. */
id objc_autoreleaseReturnValue(id obj);
/* objc_retain then objc_autoreleaseReturnValue. */
id objc_retainAutoreleaseReturnValue(id obj);
/* A caller taking ownership of a +0 result. */
id objc_retainAutoreleasedReturnValue(id obj);
/* A caller using a +0 result without owning it. */
id objc_unsafeClaimAutoreleasedReturnValue(id obj);
/* `*location = obj` for a strong variable: the new value is retained before the old one is
 * released. */
void objc_storeStrong(id *location, id obj);

/* @autoreleasepool: push returns a token, pop releases everything autoreleased since. */
void *objc_autoreleasePoolPush(void);
void objc_autoreleasePoolPop(void *token);

/* __weak variables: zeroed when the object deallocates. */
id objc_initWeak(id *location, id obj);
id objc_storeWeak(id *location, id obj);
/* The object, retained (+1), or nil once it has started deallocating. */
id objc_loadWeakRetained(id *location);
/* The object at +0 (retained and autoreleased). */
id objc_loadWeak(id *location);
void objc_destroyWeak(id *location);
void objc_copyWeak(id *to, id *from);
void objc_moveWeak(id *to, id *from);

/* libobjc2's debugging aid: how many objects wait in this thread's autorelease pools. */
unsigned long objc_arc_autorelease_count_np(void);

#ifdef __cplusplus
}
#endif

#endif
