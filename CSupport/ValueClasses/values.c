/* Start-up of the value classes and the helpers they share (class creation with a checked
 * layout, element messages, the containers' spin lock, a string buffer for -description).
 *
 * The value layer installs itself: rt_values_install asks the core to start
 * (rt_runtime_ensureInitialized), then registers NSString, NSObject's string-making
 * methods, the other value classes and KVC. Its one caller is the load-time constructor at
 * the end of this file, so every program linking the layer finds the classes from main()
 * on; the core never calls up into this layer. */
#include "rt_values.h"
#include "rt_class.h"
#include "rt_compiled_calls.h"
#include "rt_exception.h"
#include "rt_ivar.h"
#include "rt_lock.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_nserror.h"
#include "rt_nsobject.h"
#include "rt_nsnumber.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_pointer_collections.h"
#include "rt_selector.h"
#include "rt_cf_private.h"
#include "rt_values_private.h"
#include "rt_collections_private.h"
#include "rt_dates_private.h"
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* The selectors the shared helpers send, interned once at start-up, before any other thread
 * can send them. */
static SEL hash_sel, isEqual_sel, copy_sel, description_sel, dealloc_sel;

/* NSString's and NSNumber's own -hash, found at start-up. They send nothing, so calling one
 * needs no catch barrier (rt_compiled_send1): a dictionary lookup hashes its key on every
 * call, and in a host with compiled code loaded the barrier was a third of that. A -hash
 * replaced later is another IMP and goes through the barrier as any other. */
static IMP leaf_hash[2];

/* Runs once, under pthread_once. Lock: the runtime lock inside the calls. */
static void install(void) {
    rt_runtime_ensureInitialized();
    Class nsobject = rt_NSObject();
    if (!nsobject) return;
    hash_sel = rt_sel_registerName("hash");
    isEqual_sel = rt_sel_registerName("isEqual:");
    copy_sel = rt_sel_registerName("copy");
    description_sel = rt_sel_registerName("description");
    dealloc_sel = rt_sel_registerName("dealloc");
    rt_nsstring_install(nsobject);
    rt_nsconstantstring_install();
    rt_nsobject_description_install(nsobject);
    rt_nsnumber_install(nsobject);
    rt_nsarray_install(nsobject);
    rt_nsdictionary_install(nsobject);
    rt_nsdata_install(nsobject);
    rt_nsdate_install(nsobject);
    rt_nstimezone_install(nsobject);
    rt_nslocale_install(nsobject);
    rt_nsdateformatter_install(nsobject);
    rt_nsnull_install(nsobject);
    rt_cf_install();
    rt_nsvalue_install(nsobject);
    rt_nsindexset_install(nsobject);
    rt_nsmutablestring_install();
    rt_nsmutabledata_install();
    rt_nsdecimalnumber_install();
    rt_nsset_install(nsobject);
    rt_collection_enumeration_install();
    rt_nsarray_derived_install();
    rt_nsdictionary_derived_install();
    rt_collection_blocks_install();
    rt_collection_factories_install();
    rt_nslock_install(nsobject);
    rt_nsenumerator_install(nsobject);
    rt_nsurl_install(nsobject);
    rt_nsbundle_install(nsobject);
    rt_nsattributedstring_install(nsobject);
    rt_nsblock_install(nsobject);
    rt_nsexception_install(nsobject);
    rt_nserror_install(nsobject);
    rt_nsmaptable_install(nsobject);
    rt_nshashtable_install(nsobject);
    rt_kvo_change_keys_install();
    rt_valuekind_install();
    rt_kvc_install(nsobject);
    rt_nsmethodsignature_install(nsobject);
    rt_nsinvocation_install(nsobject);
    rt_forwarding_install(nsobject);
    rt_strings_install(nsobject);
    rt_values_publishClassSymbols();
    leaf_hash[0] = rt_class_getMethodImplementation(rt_NSString(), hash_sel);
    leaf_hash[1] = rt_class_getMethodImplementation(rt_NSNumber(), hash_sel);
}

static pthread_once_t install_once = PTHREAD_ONCE_INIT;

/* Lock: the runtime lock inside the calls, once. */
void rt_values_install(void) { pthread_once(&install_once, install); }

/* The layer's start-up, before main(), so rt_objc_getClass("NSNumber") works from the start
 * in every program that links the value layer. Priority 102: after the core's (101), before
 * any compiled image's loader call (default priority), which may subclass these classes.
 * Lock: as rt_values_install. */
__attribute__((constructor(102))) static void values_constructor(void) { rt_values_install(); }

/* Lock: the runtime lock inside the calls. */
Class rt_values_makeClass(Class superclass, const char *name, const struct rt_value_ivar *ivars,
                          size_t ivarCount, const struct rt_value_method *methods,
                          size_t methodCount) {
    Class cls = rt_objc_allocateClassPair(superclass, name, 0, NULL);
    if (!cls) return NULL;
    for (size_t i = 0; i < ivarCount; i++) {
        const struct rt_value_ivar *iv = &ivars[i];
        Ivar added = NULL;
        if (rt_class_addIvar(cls, iv->name, iv->size, iv->log2Alignment, iv->types, RT_IVAR_STRONG) == RT_OK)
            added = rt_class_getInstanceVariable(cls, iv->name);
        if (!added || (size_t)rt_ivar_getOffset(added) != iv->expectedOffset) {
            rt_objc_disposeClassPair(cls);
            return NULL;
        }
    }
    Class meta = rt_class_getMetaClass(cls);
    for (size_t i = 0; i < methodCount; i++)
        rt_class_addMethod(methods[i].classMethod ? meta : cls, rt_sel_registerName(methods[i].name),
                           methods[i].imp, methods[i].types);
    if (rt_objc_registerClassPair(cls) != RT_OK) {
        rt_objc_disposeClassPair(cls);
        return NULL;
    }
    rt_runtime_lock();
    cls->flags |= RT_CLASS_BUILTIN;
    rt_runtime_unlock();
    return cls;
}

/* No lock (superclass links are immutable). */
bool rt_values_isKind(id obj, Class cls) {
    if (!obj || !cls) return false;
    for (Class c = rt_object_getClass(obj); c; c = c->superclass)
        if (c == cls) return true;
    return false;
}

/* Lock: none held; the receiver's -hash may take its own. */
uintptr_t rt_values_sendHash(id obj) {
    SEL sel = hash_sel;
    id receiver = obj;
    IMP imp = rt_msg_lookup_inline(&receiver, sel);
    if (imp == leaf_hash[0] || imp == leaf_hash[1]) return ((uintptr_t(*)(id, SEL))imp)(receiver, sel);
    return rt_compiled_send1(imp, receiver, sel, 0);
}

/* Lock: none held. */
bool rt_values_sendIsEqual(id a, id b) {
    if (a == b) return true;
    if (!a || !b) return false;
    SEL sel = isEqual_sel;
    id receiver = a;
    IMP imp = rt_msg_lookup_inline(&receiver, sel);
    return (rt_BOOL)rt_compiled_send1(imp, receiver, sel, (uintptr_t)b) != 0;
}

/* Lock: none held. */
id rt_values_sendCopy(id obj) {
    if (!obj) return NULL;
    id receiver = obj;
    IMP imp = rt_msg_lookup_inline(&receiver, copy_sel);
    return (id)rt_compiled_send1(imp, receiver, copy_sel, 0);
}

/* Lock: none held. */
const char *rt_values_descriptionUTF8(id obj) {
    if (!obj) return "(null)";
    id receiver = obj;
    IMP imp = rt_msg_lookup_inline(&receiver, description_sel);
    id s = (id)rt_compiled_send1(imp, receiver, description_sel, 0);
    const char *utf8 = rt_nsstring_UTF8String(s);
    return utf8 ? utf8 : "?";
}

/* No lock. */
id rt_values_imp_copySelf(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* Lock: none held. */
id rt_values_describeList(const char *open, const id *items, size_t count, const char *close) {
    struct rt_strbuf b = {0};
    rt_strbuf_appendC(&b, open);
    void *pool = rt_objc_autoreleasePoolPush();
    for (size_t i = 0; i < count; i++) {
        if (i) rt_strbuf_appendC(&b, ", ");
        rt_strbuf_appendC(&b, rt_values_descriptionUTF8(items[i]));
    }
    rt_objc_autoreleasePoolPop(pool);
    rt_strbuf_appendC(&b, close);
    return rt_strbuf_finish(&b);
}

/* Caller holds the container's lock. */
bool rt_index_rebuild(uint32_t **index, size_t *capacity, const void *entries, size_t count, size_t stride,
                      size_t hashOffset) {
    size_t cap = 8;
    while (cap < count * 2 + 2) {
        if (cap > UINT32_MAX) return false;
        cap *= 2;
    }
    uint32_t *fresh = calloc(cap, sizeof(uint32_t));
    if (!fresh) {
        /* Out of memory: the old table, cleared and refilled, when it still has room (after a
         * removal it always does). */
        if (!*index || *capacity < count * 2 + 2) return false;
        fresh = *index;
        cap = *capacity;
        memset(fresh, 0, cap * sizeof(uint32_t));
    }
    for (size_t n = 0; n < count; n++) {
        uintptr_t hash;
        memcpy(&hash, (const char *)entries + n * stride + hashOffset, sizeof hash);
        rt_index_insert(fresh, cap, hash, n);
    }
    if (fresh != *index) free(*index);
    *index = fresh;
    *capacity = cap;
    return true;
}

/* Caller holds the container's lock. */
void rt_index_insert(uint32_t *index, size_t capacity, uintptr_t hash, size_t position) {
    size_t mask = capacity - 1;
    size_t i = hash & mask;
    while (index[i]) i = (i + 1) & mask;
    index[i] = (uint32_t)(position + 1);
}

/* Lock: none held. */
void rt_values_superDealloc(id self, Class cls) {
    struct rt_super sup = {self, rt_class_getSuperclass(cls)};
    IMP imp = rt_msg_lookup_super(&sup, dealloc_sel);
    ((void (*)(id, SEL))imp)(self, dealloc_sel);
}

/* Per-thread owner tokens for the containers' locks: nonzero, distinct among live threads
 * (the counter would have to wrap past 2^32 threads to repeat one). */
static _Atomic(uint32_t) last_token;
static _Thread_local uint32_t thread_token;

/* This thread's token, made on first use. No lock (an atomic counter). */
static uint32_t my_token(void) {
    if (!thread_token) {
        uint32_t t;
        do t = atomic_fetch_add_explicit(&last_token, 1, memory_order_relaxed) + 1;
        while (t == 0);
        thread_token = t;
    }
    return thread_token;
}

/* No runtime lock: spins (yielding) on the word. The owner check is a relaxed load: only
 * this thread ever stores its own token, so seeing it there means this thread holds it. */
bool rt_values_lock(_Atomic(uint32_t) *word) {
    uint32_t me = my_token();
    if (atomic_load_explicit(word, memory_order_relaxed) == me) return false;
    for (unsigned spins = 0;; spins++) {
        uint32_t expected = 0;
        if (atomic_compare_exchange_weak_explicit(word, &expected, me, memory_order_acquire,
                                                  memory_order_relaxed))
            return true;
        if (spins > 64) sched_yield();
    }
}

/* Lock: the container's own lock, held on a true return. */
bool rt_values_lockForMutation(_Atomic(uint32_t) *word, id container, SEL cmd) {
    if (rt_values_lock(word)) return true;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, container, rt_sel_getName(cmd),
                       "collection mutated from inside its own element's -isEqual:", 0, 0);
    return false;
}

/* No lock. */
void rt_values_unlock(_Atomic(uint32_t) *word) {
    atomic_store_explicit(word, 0, memory_order_release);
}

/* No lock. */
void rt_strbuf_append(struct rt_strbuf *b, const char *s, size_t n) {
    if (b->failed || n == 0) return;
    if (b->length + n + 1 > b->capacity) {
        size_t cap = b->capacity ? b->capacity : 64;
        while (cap < b->length + n + 1) cap *= 2;
        char *grown = realloc(b->bytes, cap);
        if (!grown) {
            b->failed = true;
            return;
        }
        b->bytes = grown;
        b->capacity = cap;
    }
    memcpy(b->bytes + b->length, s, n);
    b->length += n;
    b->bytes[b->length] = '\0';
}

/* No lock. */
void rt_strbuf_appendC(struct rt_strbuf *b, const char *s) { rt_strbuf_append(b, s, strlen(s)); }

/* No lock. */
void rt_strbuf_appendf(struct rt_strbuf *b, const char *format, ...) {
    char small[128];
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(small, sizeof small, format, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        rt_strbuf_append(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        b->failed = true;
        return;
    }
    va_start(ap, format);
    vsnprintf(big, (size_t)n + 1, format, ap);
    va_end(ap);
    rt_strbuf_append(b, big, (size_t)n);
    free(big);
}

/* No lock. */
id rt_strbuf_finish(struct rt_strbuf *b) {
    id s = rt_nsstring_create(b->bytes ? b->bytes : "", b->length);
    free(b->bytes);
    b->bytes = NULL;
    b->length = b->capacity = 0;
    return rt_objc_autorelease(s);
}

/* No lock (start-up). */
id rt_values_immortalString(const char *text) {
    id s = rt_nsstring_create(text, strlen(text));
    if (s) atomic_fetch_or_explicit(&s->rc, RT_RC_IMMORTAL, memory_order_relaxed);
    return s;
}
