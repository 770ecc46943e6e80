/* The C half of the catch barrier (rt_exception_barrier.h, exceptions_barrier_x86_64.S): its
 * personality, which catches every Objective-C exception and nothing else (a C++ exception or
 * a forced unwind goes on), and what the landing pad does with the exception: the thread's
 * pending record, kind RT_EXC_THROWN, which the Swift send throws as ObjCException. */
#include "exceptions_private.h"
#include "rt_exception.h"
#include "rt_exception_barrier.h"
#include <stddef.h>
#include <string.h>

_Static_assert(offsetof(rt_barrier_call, words) == 8, "exceptions_barrier_x86_64.S: CALL_WORDS");
_Static_assert(offsetof(rt_barrier_call, doubles) == 72, "exceptions_barrier_x86_64.S: CALL_DOUBLES");
_Static_assert(offsetof(rt_barrier_call, result) == 136, "exceptions_barrier_x86_64.S: CALL_RESULT");
_Static_assert(offsetof(rt_barrier_call, floatResult) == 152, "exceptions_barrier_x86_64.S: CALL_FLOAT_RESULT");

_Unwind_Reason_Code rt_exception_barrierPersonality(int version, _Unwind_Action actions, uint64_t exceptionClass,
                                                    struct _Unwind_Exception *exception,
                                                    struct _Unwind_Context *context);
void rt_exception_barrierCaught(struct _Unwind_Exception *exception);

/* Phase 1: a handler, for an Objective-C exception. Phase 2: the landing pad the LSDA's one
 * word points at, with the exception in the first data register. No lock. */
_Unwind_Reason_Code rt_exception_barrierPersonality(int version, _Unwind_Action actions, uint64_t exceptionClass,
                                                    struct _Unwind_Exception *exception,
                                                    struct _Unwind_Context *context) {
    if (version != 1 || exceptionClass != RT_OBJC_EXCEPTION_CLASS || (actions & _UA_FORCE_UNWIND))
        return _URC_CONTINUE_UNWIND;
    if (actions & _UA_SEARCH_PHASE) return _URC_HANDLER_FOUND;
    const uint8_t *lsda = (const uint8_t *)_Unwind_GetLanguageSpecificData(context);
    int32_t offset;
    memcpy(&offset, lsda, sizeof offset);
    _Unwind_SetGR(context, __builtin_eh_return_data_regno(0), (uintptr_t)exception);
    _Unwind_SetGR(context, __builtin_eh_return_data_regno(1), 0);
    _Unwind_SetIP(context, (uintptr_t)(lsda + offset));
    return _URC_INSTALL_CONTEXT;
}

/* The landing pad's call: the exception's class, name and reason become the pending record;
 * the exception is deleted (its object released). No lock held; the object's -name and
 * -reason take their own. */
void rt_exception_barrierCaught(struct _Unwind_Exception *exception) {
    struct rt_thrown *t = rt_thrown_from(exception);
    if (!t) return;
    const char *className = t->object ? rt_class_getName(rt_object_getClass(t->object)) : "nil";
    const char *name = className, *reason = "";
    rt_exception_describe(t->object, &name, &reason);
    rt_exception_clear(); /* the throw is what happened; an older record is stale */
    bool throwing = rt_exception_setThrowing(false); /* recorded, not thrown again */
    rt_exception_raiseNamed(RT_EXC_THROWN, className, name, reason, 0, 0);
    rt_exception_setThrowing(throwing);
    _Unwind_DeleteException(exception);
}
