/* NSMethodSignature: a method type encoding read once (method_types.c) with the libffi call
 * interface its frames are laid out by. One object per distinct string, made on first use
 * and kept for the life of the process — the forwarding path asks for a signature on every
 * forwarded send, so the second ask must be a lookup, not a parse.
 *
 * The table: fixed buckets of published, immutable entries (reads take no lock, as the cif
 * cache's); making a signature takes the table's mutex, re-checks, builds and publishes. */
#include "rt_nsinvocation.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_hash.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#define SIGNATURE_BUCKETS 256u

/* What a signature object points at; immutable once published. */
struct signature_info {
    const rt_cif *cif;
    char *types;
    struct rt_method_types parsed;
};

struct signature {
    struct rt_object base;
    const struct signature_info *info;
};

typedef struct signature_entry {
    struct signature_entry *next;
    uint32_t hash;
    id object;
} signature_entry;

static Class signature_class;
static _Atomic(signature_entry *) buckets[SIGNATURE_BUCKETS];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

/* No lock. */
Class rt_NSMethodSignature(void) { return signature_class; }

/* No lock. */
bool rt_object_isNSMethodSignature(id obj) { return signature_class && rt_values_isKind(obj, signature_class); }

/* The info of a signature, or NULL for anything else. No lock. */
static const struct signature_info *info_of(id obj) {
    return rt_object_isNSMethodSignature(obj) ? ((struct signature *)obj)->info : NULL;
}

/* No lock: acquire loads of published entries. */
static id find(const char *types, uint32_t hash) {
    for (signature_entry *e = atomic_load_explicit(&buckets[hash % SIGNATURE_BUCKETS], memory_order_acquire); e;
         e = e->next)
        if (e->hash == hash && strcmp(((struct signature *)e->object)->info->types, types) == 0) return e->object;
    return NULL;
}

/* Reads `types` and prepares its call interface; NULL with `error` filled. No lock (the
 * glue's cif cache takes its own). */
static struct signature_info *make_info(const char *types, char *error, size_t errorSize) {
    struct signature_info *info = calloc(1, sizeof *info);
    if (!info) {
        if (error && errorSize) snprintf(error, errorSize, "out of memory");
        return NULL;
    }
    if (!rt_method_types_parse(types, &info->parsed, error, errorSize)) {
        free(info);
        return NULL;
    }
    rt_invoke_status status = RT_INVOKE_OK;
    int32_t bad = -2;
    info->cif = rt_cif_intern(info->parsed.key, info->parsed.nodes, info->parsed.nodeCount, info->parsed.argCount,
                              &status, &bad);
    info->types = strdup(types);
    if (!info->cif || !info->types) {
        if (error && errorSize) {
            if (!info->cif && bad == -1)
                snprintf(error, errorSize, "libffi cannot return '%s' (status %d)", info->parsed.returnType, (int)status);
            else if (!info->cif && bad >= 0 && (uint32_t)bad < info->parsed.argCount)
                snprintf(error, errorSize, "libffi cannot pass argument %d, '%s' (status %d)", (int)bad,
                         info->parsed.argTypes[bad], (int)status);
            else
                snprintf(error, errorSize, "libffi cannot describe '%s' (status %d)", types, (int)status);
        }
        free(info->types);
        rt_method_types_free(&info->parsed);
        free(info);
        return NULL;
    }
    return info;
}

/* Lock: none on a hit; the table's mutex while making one. */
id rt_nsmethodsignature_withTypes(const char *types, char *error, size_t errorSize) {
    if (error && errorSize) error[0] = '\0';
    if (!types || !signature_class) {
        if (error && errorSize) snprintf(error, errorSize, types ? "NSMethodSignature is not installed" : "no type encoding");
        return NULL;
    }
    uint32_t hash = (uint32_t)rt_hash_bytes(types, strlen(types));
    id hit = find(types, hash);
    if (hit) return hit;
    /* Parsed outside the mutex: the glue's cache lock and allocation need not wait here. */
    struct signature_info *info = make_info(types, error, errorSize);
    if (!info) return NULL;
    pthread_mutex_lock(&table_lock);
    hit = find(types, hash);
    signature_entry *e = hit ? NULL : calloc(1, sizeof *e);
    id object = hit || !e ? NULL : rt_class_createInstance(signature_class, 0);
    if (object) {
        ((struct signature *)object)->info = info;
        e->hash = hash;
        e->object = object;
        unsigned b = hash % SIGNATURE_BUCKETS;
        e->next = atomic_load_explicit(&buckets[b], memory_order_relaxed);
        atomic_store_explicit(&buckets[b], e, memory_order_release);
        hit = object;
    } else {
        free(e);
        free(info->types);
        rt_method_types_free(&info->parsed);
        free(info);
        if (!hit && error && errorSize) snprintf(error, errorSize, "out of memory");
    }
    pthread_mutex_unlock(&table_lock);
    return hit;
}

/* No lock. */
const char *rt_nsmethodsignature_types(id s) {
    const struct signature_info *i = info_of(s);
    return i ? i->types : NULL;
}
/* No lock. */
const rt_cif *rt_nsmethodsignature_cif(id s) {
    const struct signature_info *i = info_of(s);
    return i ? i->cif : NULL;
}
/* No lock. */
uint32_t rt_nsmethodsignature_argumentCount(id s) {
    const struct signature_info *i = info_of(s);
    return i ? i->parsed.argCount : 0;
}
/* No lock. */
const char *rt_nsmethodsignature_argumentType(id s, uint32_t index) {
    const struct signature_info *i = info_of(s);
    return i && index < i->parsed.argCount ? i->parsed.argTypes[index] : NULL;
}
/* No lock. */
const char *rt_nsmethodsignature_returnType(id s) {
    const struct signature_info *i = info_of(s);
    return i ? i->parsed.returnType : NULL;
}
/* What -retainArguments does with argument `index` (rt_method_types.argKinds). No lock. */
char rt_nsmethodsignature_argumentKind(id s, uint32_t index) {
    const struct signature_info *i = info_of(s);
    return i && index < i->parsed.argCount ? i->parsed.argKinds[index] : '-';
}

/* +signatureWithObjCTypes:: an encoding no frame can hold → nil and a pending
 * NSInvalidArgumentException naming the problem, as Foundation raises. Lock: as
 * rt_nsmethodsignature_withTypes. */
static id imp_signatureWithObjCTypes(id self, SEL cmd, const char *types) {
    char error[256];
    id s = rt_nsmethodsignature_withTypes(types, error, sizeof error);
    if (!s) rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), error, 0, 0);
    return s;
}

/* -numberOfArguments. No lock. */
static uintptr_t imp_numberOfArguments(id self, SEL cmd) {
    (void)cmd;
    return rt_nsmethodsignature_argumentCount(self);
}

/* -getArgumentTypeAtIndex:: out of range → NULL and a pending NSInvalidArgumentException
 * (Foundation raises "index out of bounds"). No lock. */
static const char *imp_getArgumentTypeAtIndex(id self, SEL cmd, uintptr_t index) {
    uint32_t count = rt_nsmethodsignature_argumentCount(self);
    if (index >= count) {
        char detail[96];
        snprintf(detail, sizeof detail, "index %lu out of bounds [0, %u)", (unsigned long)index, count);
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), detail, index, count);
        return NULL;
    }
    return rt_nsmethodsignature_argumentType(self, (uint32_t)index);
}

/* -methodReturnType. No lock. */
static const char *imp_methodReturnType(id self, SEL cmd) {
    (void)cmd;
    return rt_nsmethodsignature_returnType(self);
}

/* -methodReturnLength: the return value's natural size (0 for void). No lock. */
static uintptr_t imp_methodReturnLength(id self, SEL cmd) {
    (void)cmd;
    return rt_cif_return_size(rt_nsmethodsignature_cif(self));
}

/* -frameLength: the bytes of an invocation's frame (every argument at its natural
 * alignment). No lock. */
static uintptr_t imp_frameLength(id self, SEL cmd) {
    (void)cmd;
    return rt_cif_frame_size(rt_nsmethodsignature_cif(self));
}

/* -isOneway: the return type carries the `V` qualifier. No lock. */
static rt_BOOL imp_isOneway(id self, SEL cmd) {
    (void)cmd;
    const struct signature_info *i = info_of(self);
    return i && i->parsed.oneway;
}

/* -isEqual:: the same types, offsets aside (the cif key). No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    const struct signature_info *a = info_of(self), *b = info_of(other);
    return self == other || (a && b && a->cif == b->cif);
}

/* -hash: of the call interface, which equal signatures share. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return (uintptr_t)rt_nsmethodsignature_cif(self) >> 4;
}

/* -description: "<NSMethodSignature: types>". No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct rt_strbuf b = {0};
    rt_strbuf_appendf(&b, "<NSMethodSignature: %s>", rt_nsmethodsignature_types(self));
    return rt_strbuf_finish(&b);
}

#define B RT_BOOL_ENC

/* Registers NSMethodSignature. Lock: the runtime lock inside the calls. */
void rt_nsmethodsignature_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_info", sizeof(void *), 3, "^v", offsetof(struct signature, info)},
    };
    static const struct rt_value_method methods[] = {
        {"signatureWithObjCTypes:", (IMP)imp_signatureWithObjCTypes, "@24@0:8r*16", true},
        {"numberOfArguments", (IMP)imp_numberOfArguments, "Q16@0:8", false},
        {"getArgumentTypeAtIndex:", (IMP)imp_getArgumentTypeAtIndex, "r*24@0:8Q16", false},
        {"methodReturnType", (IMP)imp_methodReturnType, "r*16@0:8", false},
        {"methodReturnLength", (IMP)imp_methodReturnLength, "Q16@0:8", false},
        {"frameLength", (IMP)imp_frameLength, "Q16@0:8", false},
        {"isOneway", (IMP)imp_isOneway, B "16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
    };
    signature_class = rt_values_makeClass(nsobject, "NSMethodSignature", ivars, sizeof ivars / sizeof ivars[0],
                                          methods, sizeof methods / sizeof methods[0]);
}
