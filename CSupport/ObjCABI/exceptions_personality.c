/* __gnustep_objc_personality_v0: the function the unwinder asks, frame by frame, "does this
 * frame catch this exception, or does it have cleanups to run?" for every function clang
 * compiled with Objective-C exceptions or cleanups (an @autoreleasepool, a strong local under
 * ARC). Its answers come from the frame's LSDA — the language-specific data area, the
 * `GCC_except_table` clang emits — in the Itanium C++ ABI's format (DWARF pointer encodings):
 *
 *   header:        LPStart encoding [+ LPStart], type-table encoding [+ ULEB128 offset to the
 *                  type table's end], call-site encoding, ULEB128 call-site table length;
 *   call sites:    start, length, landing pad (all relative to the function's start), ULEB128
 *                  action (0: cleanup only; else 1 + the offset of the first action record);
 *   action records: SLEB128 type filter (0 cleanup, > 0 the type table's entry counted back
 *                  from its end), SLEB128 offset to the next record (0: the last);
 *   type table:    for this ABI each entry is a C string: a class name for `@catch (Foo *)`
 *                  (matching Foo and its subclasses), "@id" for `@catch (id)`, or 0 for a
 *                  catch-all (clang's @finally catches everything this way, then rethrows).
 *
 * Phase 1 (search) finds the handler; phase 2 (cleanup) installs, in each frame on the way,
 * its cleanup landing pad, and in the handler's frame the handler with the filter as the
 * selector the landing pad's code switches on. */
#include "exceptions_private.h"
#include "rt_class.h"
#include "rt_object.h"
#include <string.h>

_Unwind_Reason_Code __gnustep_objc_personality_v0(int version, _Unwind_Action actions, uint64_t exceptionClass,
                                                  struct _Unwind_Exception *exception, struct _Unwind_Context *context);

/* DWARF EH pointer encodings: the low nibble the format, the high one how it is relative. */
enum {
    PE_ABSPTR = 0x00, PE_ULEB128 = 0x01, PE_UDATA2 = 0x02, PE_UDATA4 = 0x03, PE_UDATA8 = 0x04,
    PE_SLEB128 = 0x09, PE_SDATA2 = 0x0a, PE_SDATA4 = 0x0b, PE_SDATA8 = 0x0c,
    PE_PCREL = 0x10, PE_TEXTREL = 0x20, PE_DATAREL = 0x30, PE_FUNCREL = 0x40,
    PE_INDIRECT = 0x80, PE_OMIT = 0xff,
};

/* A LEB128 number: seven bits a byte, low bits first; a signed one extends its last byte's
 * sign bit. No lock (pure). */
static uint64_t read_leb128(const uint8_t **p, bool isSigned) {
    uint64_t result = 0;
    unsigned shift = 0;
    uint8_t byte;
    do {
        byte = *(*p)++;
        if (shift < 64) result |= (uint64_t)(byte & 0x7f) << shift;
        shift += 7;
    } while (byte & 0x80);
    if (isSigned && shift < 64 && (byte & 0x40)) result |= ~UINT64_C(0) << shift;
    return result;
}
/* No lock (pure). */
static uint64_t read_uleb128(const uint8_t **p) { return read_leb128(p, false); }
/* No lock (pure). */
static int64_t read_sleb128(const uint8_t **p) { return (int64_t)read_leb128(p, true); }

/* The size of a fixed-size encoding (the type table's entries are fixed-size). No lock. */
static size_t encoded_size(uint8_t encoding) {
    switch (encoding & 0x0f) {
    case PE_UDATA2: case PE_SDATA2: return 2;
    case PE_UDATA4: case PE_SDATA4: return 4;
    case PE_UDATA8: case PE_SDATA8: case PE_ABSPTR: return 8;
    default: return 0;
    }
}

/* Reads one pointer in `encoding` at *p and advances past it. The frame's bases come from
 * the unwinder. No lock. */
static uintptr_t read_encoded(struct _Unwind_Context *context, uint8_t encoding, const uint8_t **p) {
    if (encoding == PE_OMIT) return 0;
    const uint8_t *start = *p;
    uintptr_t value;
    switch (encoding & 0x0f) {
    case PE_ABSPTR: { uint64_t v; memcpy(&v, *p, 8); *p += 8; value = (uintptr_t)v; break; }
    case PE_ULEB128: value = (uintptr_t)read_uleb128(p); break;
    case PE_SLEB128: value = (uintptr_t)read_sleb128(p); break;
    case PE_UDATA2: { uint16_t v; memcpy(&v, *p, 2); *p += 2; value = v; break; }
    case PE_UDATA4: { uint32_t v; memcpy(&v, *p, 4); *p += 4; value = v; break; }
    case PE_UDATA8: { uint64_t v; memcpy(&v, *p, 8); *p += 8; value = (uintptr_t)v; break; }
    case PE_SDATA2: { int16_t v; memcpy(&v, *p, 2); *p += 2; value = (uintptr_t)(intptr_t)v; break; }
    case PE_SDATA4: { int32_t v; memcpy(&v, *p, 4); *p += 4; value = (uintptr_t)(intptr_t)v; break; }
    case PE_SDATA8: { int64_t v; memcpy(&v, *p, 8); *p += 8; value = (uintptr_t)v; break; }
    default: return 0;
    }
    if (value == 0) return 0; /* a null entry stays null whatever it is relative to */
    switch (encoding & 0x70) {
    case PE_PCREL: value += (uintptr_t)start; break;
    case PE_TEXTREL: value += _Unwind_GetTextRelBase(context); break;
    case PE_DATAREL: value += _Unwind_GetDataRelBase(context); break;
    case PE_FUNCREL: value += _Unwind_GetRegionStart(context); break;
    default: break;
    }
    if (encoding & PE_INDIRECT) value = *(const uintptr_t *)value;
    return value;
}

/* Whether the exception's object is of the class named `name` or a subclass. Compared by
 * name up the superclass chain: no lookup, no lock, and a class not loaded at all simply
 * matches nothing. No lock. */
static bool object_is_kind_of(id object, const char *name) {
    for (Class c = object ? rt_object_getClass(object) : NULL; c; c = rt_class_getSuperclass(c))
        if (strcmp(rt_class_getName(c), name) == 0) return true;
    return false;
}

/* What a frame's call site does with this exception. */
enum frame_answer { FRAME_NOTHING, FRAME_CLEANUP, FRAME_HANDLER };

/* Reads the frame's LSDA for the call site the frame is stopped at: its landing pad, and
 * whether a @catch there takes the exception (the filter goes in *selector) or only cleanups
 * run. A foreign exception (`thrown` NULL) is taken only by a catch-all. No lock. */
static enum frame_answer examine_frame(struct _Unwind_Context *context, struct rt_thrown *thrown, bool foreign,
                                       uintptr_t *landingPad, int64_t *selector) {
    const uint8_t *lsda = (const uint8_t *)_Unwind_GetLanguageSpecificData(context);
    if (!lsda) return FRAME_NOTHING;
    int beforeInstruction = 0;
    uintptr_t ip = _Unwind_GetIPInfo(context, &beforeInstruction);
    if (!beforeInstruction) ip--; /* the return address may begin the next call site */
    uintptr_t functionStart = _Unwind_GetRegionStart(context);

    const uint8_t *p = lsda;
    uint8_t lpStartEncoding = *p++;
    uintptr_t lpStart = lpStartEncoding == PE_OMIT ? functionStart : read_encoded(context, lpStartEncoding, &p);
    uint8_t typeEncoding = *p++;
    const uint8_t *typeTableEnd = NULL;
    if (typeEncoding != PE_OMIT) {
        uint64_t offset = read_uleb128(&p);
        typeTableEnd = p + offset;
    }
    uint8_t callSiteEncoding = *p++;
    uint64_t callSiteLength = read_uleb128(&p);
    const uint8_t *callSites = p, *actions = p + callSiteLength;

    while (p < actions) {
        uintptr_t start = read_encoded(context, callSiteEncoding & 0x0f, &p);
        uintptr_t length = read_encoded(context, callSiteEncoding & 0x0f, &p);
        uintptr_t pad = read_encoded(context, callSiteEncoding & 0x0f, &p);
        uint64_t action = read_uleb128(&p);
        if (ip < functionStart + start) break; /* sorted: no later site can hold ip */
        if (ip >= functionStart + start + length) continue;
        if (pad == 0) return FRAME_NOTHING;
        *landingPad = lpStart + pad;
        if (action == 0) return FRAME_CLEANUP;
        bool cleanup = false;
        const uint8_t *record = actions + action - 1;
        for (;;) {
            int64_t filter = read_sleb128(&record);
            const uint8_t *nextBase = record;
            int64_t next = read_sleb128(&record);
            if (filter == 0) {
                cleanup = true;
            } else if (filter > 0 && typeTableEnd) {
                const uint8_t *entry = typeTableEnd - (size_t)filter * encoded_size(typeEncoding);
                const char *type = (const char *)read_encoded(context, typeEncoding, &entry);
                bool takes = !type                                   /* catch-all */
                             || (!foreign && strcmp(type, "@id") == 0) /* @catch (id), nil too */
                             || (!foreign && object_is_kind_of(thrown->object, type));
                if (takes) {
                    *selector = filter;
                    return FRAME_HANDLER;
                }
            } /* negative filters are C++ exception specifications: never in Objective-C */
            if (next == 0) break;
            record = nextBase + next;
        }
        return cleanup ? FRAME_CLEANUP : FRAME_NOTHING;
    }
    (void)callSites;
    return FRAME_NOTHING; /* no call site: the frame does nothing with exceptions here */
}

/* The personality. A forced unwind (thread cancellation) runs cleanups only; catch-alls are
 * entered too, as a C++ catch (...) is, since clang's @finally is one. No lock. */
_Unwind_Reason_Code __gnustep_objc_personality_v0(int version, _Unwind_Action actions, uint64_t exceptionClass,
                                                  struct _Unwind_Exception *exception, struct _Unwind_Context *context) {
    if (version != 1 || !context) return _URC_FATAL_PHASE1_ERROR;
    bool foreign = exceptionClass != RT_OBJC_EXCEPTION_CLASS;
    struct rt_thrown *thrown = foreign ? NULL : (struct rt_thrown *)exception;
    uintptr_t landingPad = 0;
    int64_t selector = 0;
    enum frame_answer answer = examine_frame(context, thrown, foreign, &landingPad, &selector);

    if (actions & _UA_SEARCH_PHASE) return answer == FRAME_HANDLER ? _URC_HANDLER_FOUND : _URC_CONTINUE_UNWIND;
    if (answer == FRAME_NOTHING) return _URC_CONTINUE_UNWIND;
    /* Phase 2: this frame's handler (the one phase 1 chose, when _UA_HANDLER_FRAME), or its
     * cleanups, which the landing pad runs with selector 0 before resuming. */
    if (answer == FRAME_HANDLER && !(actions & _UA_HANDLER_FRAME) && !(actions & _UA_FORCE_UNWIND)) selector = 0;
    if (answer == FRAME_CLEANUP) selector = 0;
    _Unwind_SetGR(context, __builtin_eh_return_data_regno(0), (uintptr_t)exception);
    _Unwind_SetGR(context, __builtin_eh_return_data_regno(1), (uintptr_t)selector);
    _Unwind_SetIP(context, landingPad);
    return _URC_INSTALL_CONTEXT;
}
