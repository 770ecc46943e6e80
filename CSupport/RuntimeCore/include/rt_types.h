/* The runtime's core types: objects, classes, selectors, methods and the method cache.
 * The structs are in a header (not hidden in a .c file) for one reason: the cache probe on
 * the dispatch fast path is a `static inline` function that Swift inlines into its callers,
 * and it must see the object, class, selector, method and cache layouts. Everything else
 * treats these types as opaque and goes through the rt_ functions. */
#ifndef MINIOBJC_RT_TYPES_H
#define MINIOBJC_RT_TYPES_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct rt_object *id;
typedef struct rt_class *Class;
typedef const struct rt_selector *SEL;
/* An implementation: cast to the method's real C type before calling, as with objc_msgSend. */
typedef void (*IMP)(void);
typedef struct rt_method *Method;
typedef struct rt_ivar *Ivar;
typedef struct rt_property *rt_property_t;
typedef struct rt_protocol Protocol;
typedef struct rt_category *Category;

/* Objective-C's BOOL as the host ABI defines it: signed char on x86-64, bool on arm64. */
#if defined(__aarch64__) || defined(__arm64__)
typedef bool rt_BOOL;
#define RT_BOOL_ENC "B"
#else
typedef signed char rt_BOOL;
#define RT_BOOL_ENC "c"
#endif

/* Status codes for calls that can fail on bad input (Apple's runtime returns NO or nil;
 * MiniObjC says why). */
typedef enum rt_status {
    RT_OK = 0,
    RT_ERR_INVALID_ARGUMENT = 1,  /* NULL or empty name, NULL class, an ivar too big, ... */
    RT_ERR_DUPLICATE_CLASS = 2,   /* a class (registered or pending) already has this name */
    RT_ERR_CLASS_REGISTERED = 3,  /* ivars can only be added between allocate and register */
    RT_ERR_CLASS_NOT_REGISTERED = 4, /* e.g. the superclass of a new pair must be registered */
    RT_ERR_CLASS_IN_USE = 5,      /* dispose refused: live instances, subclasses, or built in */
    RT_ERR_DUPLICATE = 6,         /* the class already has an ivar / method / property of this name */
    RT_ERR_NOT_FOUND = 7,
    RT_ERR_PROTOCOL_REGISTERED = 8, /* protocols are immutable once registered */
    RT_ERR_DUPLICATE_PROTOCOL = 9,
    RT_ERR_IS_METACLASS = 10,     /* ivars cannot be added to a metaclass */
    RT_ERR_ALREADY_ATTACHED = 11, /* a category attaches once */
    RT_ERR_CLASS_DISPOSED = 12,   /* the class was disposed: what is left of it changes no more */
} rt_status;

/* Bits of an object's refcount word; the count lives above RT_RC_SHIFT. */
#define RT_RC_HAS_WEAK ((uintptr_t)1)      /* some weak variable may point here */
#define RT_RC_HAS_ASSOC ((uintptr_t)2)     /* the associated-object table may hold entries */
#define RT_RC_DEALLOCATING ((uintptr_t)4)  /* count reached zero; -dealloc is running */
#define RT_RC_IMMORTAL ((uintptr_t)8)      /* classes, protocols: retain/release do nothing */
#define RT_RC_SHIFT 4
#define RT_RC_ONE ((uintptr_t)1 << RT_RC_SHIFT)
/* What sends a retain or release off the inlined path (rt_object.h): an immortal or
 * deallocating object, or bits 24–31 set — never in an ordinary object's word below a count
 * of 2^20, always in a block's (its flags word: a heap copy's NEEDS_FREE, a literal's
 * IS_GLOBAL or HAS_SIGNATURE, which clang always sets). So a block is told apart without
 * loading its class. */
#define RT_RC_SLOW_BITS (RT_RC_IMMORTAL | RT_RC_DEALLOCATING | ((uintptr_t)0xff << 24))

/* Every object starts with this header; ivars follow (the first at offset 16). */
struct rt_object {
    _Atomic(Class) isa;      /* swapped atomically by object_setClass (KVO's isa-swizzling) */
    _Atomic(uintptr_t) rc;   /* retain count << RT_RC_SHIFT | RT_RC_* flags */
};

/* A method record. Records never move and are never freed while their class lives, so the
 * method cache can point at them; the IMP is atomic because method_setImplementation and
 * method_exchangeImplementations change it while other threads read it. */
struct rt_method {
    SEL name;
    _Atomic(IMP) imp;        /* NULL only in a selector's "not found" record */
    const char *types;
};

/* An interned selector. `notFound` is the negative cache entry for this selector: a method
 * record with this name and a NULL IMP, which the cache stores when a lookup found nothing
 * (objc4 caches _objc_msgForward_impcache for the same purpose). */
struct rt_selector {
    /* First, because its `name` field points back at this record: the first word of every
     * canonical selector is the selector itself. Compiled code passes the address of a
     * selector record in its own image (clang's GNUstep ABI: `{name, types}`), whose first
     * word the loader replaces with the canonical selector, so `rt_sel_canonical` is one
     * load for either kind. */
    struct rt_method notFound;
    const char *name;
    uint32_t hash;            /* of the name; the intern table's key */
    uint32_t length : 24;     /* of the name, in bytes (longer names are refused) */
    uint32_t family : 8;      /* RT_SEL_FAMILY_*: ownership convention of the return value */
    /* An immortal object naming the selector, made once by the value layer
     * (NSStringFromSelector's NSString) and published with a compare-and-swap: the record
     * never goes away, so neither may the object. NULL until first asked for. */
    _Atomic(void *) nameObject;
    /* The SEL compiled code gets as a value (sel_registerName, NSSelectorFromString,
     * method_getName …): the first `@selector` record (types NULL) the loader canonicalized
     * for this name, so it compares `==` with `@selector(x)` of that image. Published once
     * with a compare-and-swap; NULL while no image has one (then the canonical selector is
     * the value). Images are never unloaded, so the record lives as long as this one. The
     * core keys nothing by it: it only hands it to compiled code (the resolvers' and
     * -forwardingTargetForSelector:'s argument). */
    _Atomic(SEL) imageValue;
    /* Keeps the record an odd multiple of 16 bytes (80), which rt_cache_index relies on. */
    unsigned char reserved[24];
};

/* The canonical selector of `sel`, which is either canonical already or a selector record
 * of a compiled image that the loader has registered (see struct rt_selector). NULL → NULL.
 * No lock (the loader's store happens before the image's code runs). */
static inline SEL rt_sel_canonical(SEL sel) {
    return sel ? *(SEL const *)(const void *)sel : sel;
}

/* Small objects (tagged pointers): a pointer whose low three bits are not all zero is a
 * value, not an address; its class comes from a table indexed by those bits
 * (rt_small_object.h). */
#define RT_SMALL_OBJECT_MASK ((uintptr_t)7)
static inline bool rt_object_isSmall(const void *obj) {
    return ((uintptr_t)obj & RT_SMALL_OBJECT_MASK) != 0;
}

/* A per-class method cache: an open-addressing table of method-record pointers indexed by
 * selector address. Readers take no lock; see cache.c for how writers keep that safe. */
struct rt_cache {
    uint32_t mask;            /* capacity - 1; capacity is a power of two */
    uint32_t occupied;        /* written under the runtime lock only */
    struct rt_cache *retiredNext; /* older tables of the same class (see cache.c) */
    _Atomic(struct rt_method *) buckets[];
};

struct rt_method_list;

/* A growable array of record pointers (ivars, properties, protocols). Records never move. */
struct rt_list {
    void **items;
    uint32_t count;
    uint32_t capacity;
};

/* A class (or metaclass). It is an object: its isa is its metaclass. */
struct rt_class {
    struct rt_object base;
    Class superclass;
    const char *name;
    _Atomic(struct rt_cache *) cache;  /* never NULL once allocated */
    /* RT_CLASS_*; written under the runtime lock. Atomic because it is also read without
     * the lock (rt_class_createInstance checks REGISTERED, rt_object_isClass checks META)
     * while another thread may be registering the class; a plain field would be a data race.
     * The |= under the lock is an atomic read-modify-write, so a reader that sees
     * REGISTERED also sees the frozen ivar layout written before it. */
    _Atomic(uint32_t) flags;
    uint32_t alignment;               /* of the instance layout, in bytes */
    size_t instanceSize;
    struct rt_list ivars;             /* struct rt_ivar *, in layout order */
    struct rt_method_list *methods;   /* category lists first, then the class's own */
    struct rt_list properties;        /* struct rt_property *, category ones first */
    struct rt_list protocols;         /* Protocol * adopted by this class itself */
    Class firstSubclass;              /* subclass list, for cache flushes and dispose checks */
    Class nextSibling;
    Class nonMeta;                    /* for a metaclass: its class; for a class: itself */
    _Atomic(intptr_t) liveInstances;  /* objects whose isa is this class right now */
    size_t extraBytes;                /* indexed bytes after the class struct */
    /* While +initialize runs: an address unique to the thread running it (initialize.c), so
     * that thread's own messages go through and other threads wait. Under its mutex. */
    uintptr_t initializingThread;
    /* The class's own `.cxx_construct` / `.cxx_destruct` (clang's C++-ivar and ARC-ivar
     * set-up and tear-down), found when the class is registered and frozen after. */
    IMP cxxConstruct;
    IMP cxxDestruct;
};

#define RT_CLASS_META 0x1u
#define RT_CLASS_REGISTERED 0x2u
#define RT_CLASS_BUILTIN 0x4u  /* NSObject, Protocol and the value classes: never disposed */
#define RT_CLASS_ROOT 0x8u
#define RT_CLASS_DISPOSED 0x10u /* disposed: the struct is a tombstone (class.c) */
#define RT_CLASS_INITIALIZING 0x20u /* +initialize is running (on the non-meta class) */
#define RT_CLASS_INITIALIZED 0x40u  /* +initialize has returned (on the non-meta class) */
#define RT_CLASS_CXX_CONSTRUCT 0x80u /* this class or a superclass has .cxx_construct */
#define RT_CLASS_BLOCK 0x100u /* a block class: its instances have the Block ABI layout (rt_block_abi.h) */

/* Selector families (Cocoa's naming conventions for returned-object ownership). */
#define RT_SEL_FAMILY_NONE 0u
#define RT_SEL_FAMILY_ALLOC 1u
#define RT_SEL_FAMILY_COPY 2u
#define RT_SEL_FAMILY_MUTABLE_COPY 3u
#define RT_SEL_FAMILY_NEW 4u
#define RT_SEL_FAMILY_INIT 5u

#endif
