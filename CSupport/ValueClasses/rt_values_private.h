/* The value layer's one private header: helpers shared by the value classes (nsnumber.c,
 * nsarray.c, ...) and KVC; not visible to Swift or to the other layers (this header is not
 * under include/). */
#ifndef MINIOBJC_RT_VALUES_PRIVATE_H
#define MINIOBJC_RT_VALUES_PRIVATE_H

#include "rt_types.h"
#include "rt_invoke.h"
#include <stdarg.h>

/* One ivar of a value class, with the offset the class's C struct expects. */
struct rt_value_ivar {
    const char *name;
    size_t size;
    uint8_t log2Alignment;
    const char *types;
    size_t expectedOffset;
};

/* NSRange as the value classes take and return it by value (two registers), encoded
 * "{_NSRange=QQ}". */
struct rt_range {
    uintptr_t location;
    uintptr_t length;
};

/* The encoding of `NSZone *`, the argument of -copyWithZone: and its family. */
#define ZONE "^{_NSZone=}"

/* One method of a value class. */
struct rt_value_method {
    const char *name;
    IMP imp;
    const char *types;
    bool classMethod;
};

/* Allocates `name` under `superclass`, adds the ivars (checking that each lands at its
 * expected offset, so the C struct and the runtime layout agree), adds the methods,
 * registers the class and marks it built in. NULL (nothing left registered) if any step
 * fails. Lock: the runtime lock inside the calls. */
Class rt_values_makeClass(Class superclass, const char *name, const struct rt_value_ivar *ivars,
                          size_t ivarCount, const struct rt_value_method *methods,
                          size_t methodCount);

/* The literal strings of compiled code (nsconstantstring.c): the classes, installed after
 * NSString, and the bytes of each kind (valid for the life of the process). */
void rt_nsconstantstring_install(void);
Class rt_NSConstantString(void);
const char *rt_nsconstantstring_bytes(id string, size_t *length);
const char *rt_nstaggedstring_bytes(id string, size_t *length);
/* Publishes the value classes under the symbols compiled code links against
 * (class_symbols.c). */
void rt_values_publishClassSymbols(void);

/* KVC through a struct (or union) getter or setter, by NSInvocation (kvc_structs.c): the
 * result boxed in an NSValue of the getter's type (autoreleased); the setter given an NSValue
 * of exactly its argument type. Other input leaves a pending exception. Lock: none held
 * while the accessor runs. */
id rt_kvc_callStructGetter(id self, SEL sel, const char *types, const char *key);
void rt_kvc_callStructSetter(id self, SEL sel, const char *types, id value, const char *key);

/* Whether `obj` is an instance of `cls` or of a subclass. No lock. */
bool rt_values_isKind(id obj, Class cls);

/* Messages the containers send to their elements. Lock: none held by these; whatever the
 * receiving method takes. */
uintptr_t rt_values_sendHash(id obj);
bool rt_values_sendIsEqual(id a, id b);
/* -copy: +1 result (NULL and a pending exception when the object cannot be copied). */
id rt_values_sendCopy(id obj);
/* -description's UTF-8 (valid until the current autorelease pool pops). */
const char *rt_values_descriptionUTF8(id obj);
/* -copyWithZone: of an immutable object: the object itself, retained. No lock. */
id rt_values_imp_copySelf(id self, SEL cmd, void *zone);
/* A collection's -description: `open`, the elements' descriptions joined by ", ", `close`;
 * an autoreleased NSString. Lock: none held; the elements' -description takes its own. */
id rt_values_describeList(const char *open, const id *items, size_t count, const char *close);

/* The open-addressing index NSDictionary and NSSet keep beside their insertion-ordered
 * entries: `index[i]` is an entry position + 1, 0 for an empty slot; the capacity is a power
 * of two at least twice the count. Entries are `stride` bytes apart and hold their hash at
 * `hashOffset`. Rebuild: when out of memory, the old index refilled in place if it still
 * has room (after a removal it does); false (the old index kept) otherwise. Caller holds the
 * container's lock. */
bool rt_index_rebuild(uint32_t **index, size_t *capacity, const void *entries, size_t count, size_t stride,
                      size_t hashOffset);
/* Puts entry `position` (0-based) into the first free slot for `hash`. Caller holds the lock. */
void rt_index_insert(uint32_t *index, size_t capacity, uintptr_t hash, size_t position);

/* Sends [super dealloc] from a method of `cls`. */
void rt_values_superDealloc(id self, Class cls);

/* The mutable containers' lock: a spin lock in a zero-initialised word (0 = free, else the
 * holder's thread token). Why not a pthread mutex: +alloc makes containers as zeroed memory
 * and -dealloc just frees them, so the lock must need no set-up or tear-down (a mutex would
 * need both, plus 40 bytes per object in an ivar layout the classes check); critical
 * sections are a few loads and stores, so spinning beats sleeping, and sched_yield after a
 * short spin bounds the waste when the holder is descheduled (2-core machines). TSan models
 * the acquire CAS / release store, so it sees the same happens-before as with a mutex.
 * Returns false, taking nothing, when this thread already holds the lock — a dictionary key's
 * -isEqual: re-entering the dictionary it is being compared in, which used to spin forever.
 * The caller may then read (the outer holder on this thread is itself only reading) but must
 * not mutate and must not unlock. No runtime lock. */
bool rt_values_lock(_Atomic(uint32_t) *word);
/* rt_values_lock for a mutator: when this thread already holds the lock (a reader on this
 * thread is mid-probe and would read freed tables), raises NSInvalidArgumentException as a
 * pending exception and returns false instead. Lock: the container's own, held on true. */
bool rt_values_lockForMutation(_Atomic(uint32_t) *word, id container, SEL cmd);
/* Releases a lock rt_values_lock took (returned true). No lock. */
void rt_values_unlock(_Atomic(uint32_t) *word);
/* A container lock held across a call out of the runtime (an element's -isEqual:, which
 * compiled code may implement with a @throw, or which may mutate the container and so make
 * rt_values_lockForMutation raise — a throw on a throwing thread). The C layers are built with
 * -fexceptions, so the cleanup below drops the lock when an exception unwinds the frame that
 * holds it; the normal path drops it with rt_values_dropHeld where it used to unlock. `word`
 * is NULL when nothing is held (a lock() that took nothing). */
typedef struct rt_values_held {
    _Atomic(uint32_t) *word;
} rt_values_held;
/* Drops the held lock, if any, once. No lock on return. */
static inline void rt_values_dropHeld(rt_values_held *held) {
    if (held->word) rt_values_unlock(held->word);
    held->word = NULL;
}
#define RT_VALUES_HELD __attribute__((cleanup(rt_values_dropHeld))) rt_values_held

/* The bytes of NSMutableString and NSMutableData (valuebuffer.c): each change builds a new
 * buffer and publishes it with a release store; readers load it with acquire and take no
 * lock. A replaced buffer is kept on a retired list until the owner deallocates, because a
 * reader on another thread may still hold a pointer into it. */
struct rt_value_buffer {
    struct rt_value_buffer *retiredNext;
    size_t length;
    char bytes[];  /* `length` bytes and a NUL */
};
struct rt_buffer_slot {
    _Atomic(struct rt_value_buffer *) current;  /* NULL: empty (made by +alloc) */
    struct rt_value_buffer *retired;
    _Atomic(uint32_t) lock;                      /* rt_values_lock, for writers */
};
/* The current bytes (NUL-terminated) and their count, as one consistent pair. No lock. */
const void *rt_buffer_read(struct rt_buffer_slot *slot, size_t *length);
/* Sets the first contents of a slot nobody else sees yet; false when out of memory. No lock. */
bool rt_buffer_init(struct rt_buffer_slot *slot, const void *bytes, size_t length);
/* New contents: the first `keep` bytes of the current ones (fewer if shorter), then `length`
 * bytes (zeros when `bytes` is NULL). False, nothing changed, when out of memory or when this
 * thread is already inside the owner's lock (a pending exception then). Lock: the slot's. */
bool rt_buffer_replace(struct rt_buffer_slot *slot, id owner, SEL cmd, size_t keep,
                       const void *bytes, size_t length);
/* Replaces bytes [from, to) of the current contents with `length` bytes (zeros when NULL),
 * where `locate`, called under the lock with the current contents, picks from and to — or
 * answers false (it must not raise) to change nothing. False when nothing changed. Lock: the
 * slot's. */
typedef bool (*rt_buffer_locator)(const char *bytes, size_t length, void *context, size_t *from, size_t *to);
bool rt_buffer_splice(struct rt_buffer_slot *slot, id owner, SEL cmd, rt_buffer_locator locate, void *context,
                      const void *bytes, size_t length);
/* Frees the current and retired buffers (the owner's -dealloc). Lock: none (sole owner). */
void rt_buffer_free(struct rt_buffer_slot *slot);

/* A growable UTF-8 buffer for -description. No lock. */
struct rt_strbuf {
    char *bytes;
    size_t length;
    size_t capacity;
    bool failed;  /* an allocation failed; the text is truncated */
};
void rt_strbuf_append(struct rt_strbuf *b, const char *s, size_t n);
void rt_strbuf_appendC(struct rt_strbuf *b, const char *s);
void rt_strbuf_appendf(struct rt_strbuf *b, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
/* An autoreleased NSString with the text; frees the buffer. */
id rt_strbuf_finish(struct rt_strbuf *b);

/* An immortal NSString of the C string `text` (retain and release do nothing): the constants
 * compiled code links against (exception names, error domains, KVO change keys). NULL when
 * memory runs out. No lock (start-up). */
id rt_values_immortalString(const char *text);

/* Skips one complete type encoding (qualifiers, nested structs, quoted names) and the frame
 * offset after it; NULL on malformed input (nsvalue.c). No lock. */
const char *rt_encoding_skipType(const char *type);

/* Fills the NSNumber part of a new instance of an NSNumber subclass (NSDecimalNumber): type
 * 'q' stores `integer`, 'd' stores `real`. No lock: the instance is not shared yet. */
void rt_nsnumber_fillStorage(id number, char type, int64_t integer, double real);

/* A method type encoding read for calling (method_types.c): each type's own encoding
 * (offsets removed, qualifiers kept), what -retainArguments does with each argument
 * ('o' retain, 'b' copy a block, 's' copy a C string, '-' nothing), and the flat type tree
 * and cache key of its libffi call interface. */
struct rt_method_types {
    uint32_t argCount;
    bool oneway;
    char *returnType;
    char **argTypes;
    char *argKinds;
    rt_type_node *nodes;
    size_t nodeCount;
    char *key;
};
/* Reads `types`; false with a message naming the problem and its offset in `error`.
 * No lock. */
bool rt_method_types_parse(const char *types, struct rt_method_types *out, char *error, size_t errorSize);
/* Frees what a successful parse allocated. No lock. */
void rt_method_types_free(struct rt_method_types *types);
/* What -retainArguments does with argument `index` of a signature (argKinds above; '-' out
 * of range). No lock. */
char rt_nsmethodsignature_argumentKind(id signature, uint32_t index);

/* Per-file installers, called by rt_values_install in order. Lock: the runtime lock inside
 * the calls. */
void rt_nsstring_install(Class nsobject);
void rt_nsobject_description_install(Class nsobject);
void rt_nsnumber_install(Class nsobject);
void rt_nsarray_install(Class nsobject);
void rt_nsdictionary_install(Class nsobject);
void rt_nsdata_install(Class nsobject);
void rt_nsdate_install(Class nsobject);
void rt_nsnull_install(Class nsobject);
void rt_nsvalue_install(Class nsobject);
void rt_nsindexset_install(Class nsobject);
void rt_nsmutablestring_install(void);
void rt_nsmutabledata_install(void);
void rt_nsdecimalnumber_install(void);
void rt_nsset_install(Class nsobject);
void rt_nslock_install(Class nsobject);
void rt_nsenumerator_install(Class nsobject);
void rt_nsurl_install(Class nsobject);
void rt_nsbundle_install(Class nsobject);
void rt_nsattributedstring_install(Class nsobject);
void rt_nsblock_install(Class nsobject);
void rt_nsexception_install(Class nsobject);
void rt_valuekind_install(void);
void rt_kvc_install(Class nsobject);
void rt_nsmethodsignature_install(Class nsobject);
void rt_nsinvocation_install(Class nsobject);
void rt_forwarding_install(Class nsobject);
/* The string methods beyond NSString's core, NSException's formats, NSAssertionHandler
 * (rt_strings_private.h); after NSArray and NSException. */
void rt_strings_install(Class nsobject);

#endif
