/* Building a runtime class from clang's class record: the same steps a Swift ClassBuilder
 * takes (allocate the pair, add ivars, methods, properties, protocols, register), driven by
 * the record. The record itself is never used as a class: compiled code reaches classes
 * through the image's class references, which the loader points at the runtime class.
 *
 * Non-fragile ivars: clang laid the ivars out against the superclass it saw in the headers,
 * but the code reads every ivar's offset from a variable (`__objc_ivar_offset_Foo.x.i`).
 * The runtime lays the ivars out after the superclass's real instance size and writes the
 * real offsets into those variables, so a superclass can grow without recompiling its
 * subclasses. */
#include "rt_abi_private.h"
#include "rt_ivar.h"
#include "rt_method.h"
#include "rt_property.h"
#include "rt_protocol.h"
#include "rt_selector.h"
#include "rt_trace.h"
#include <string.h>

/* Lock: the loader lock. */
Class rt_loader_classFor(const struct abi_class *abi) {
    if (!abi) return NULL;
    struct rt_loaded_class *r = rt_loader_recordOf(abi);
    if (r) return r->cls;
    /* A stand-in MiniObjC exports for its own classes (rt_class_symbols.h) has no isa, which
     * every record clang emits has: only its name is real. */
    if (!abi->isa && abi->name) return rt_objc_getClass(abi->name);
    return NULL;
}

/* Lock: the runtime lock inside the calls. */
static void add_methods(Class cls, const struct abi_method_list *list) {
    for (; list; list = list->next)
        for (int32_t i = 0; i < list->count; i++) {
            const struct abi_method *m = &list->methods[i];
            SEL sel = rt_loader_selector(m->selector);
            if (sel) rt_class_addMethod(cls, sel, m->imp, m->types);
        }
}

/* Lock: the runtime lock inside the calls. */
static void add_properties(Class cls, const struct abi_property_list *list) {
    for (; list; list = list->next)
        for (int32_t i = 0; i < list->count; i++)
            if (list->properties[i].name)
                rt_class_addProperty(cls, list->properties[i].name, list->properties[i].attributes);
}

/* The ownership the core keeps for an ivar. Manual retain/release code marks none (the
 * program releases its ivars in -dealloc), so those are unretained to the runtime. */
static rt_ivar_ownership ownership_of(int32_t flags) {
    switch ((uint32_t)flags & ABI_IVAR_OWNERSHIP_MASK) {
    case ABI_IVAR_OWNERSHIP_STRONG: return RT_IVAR_STRONG;
    case ABI_IVAR_OWNERSHIP_WEAK: return RT_IVAR_WEAK;
    default: return RT_IVAR_UNRETAINED;
    }
}

/* Adds the record's ivars; a root class's `isa` is the object header's. Lock: the runtime
 * lock inside the calls. */
static void add_ivars(Class cls, const struct abi_class *abi, bool root) {
    const struct abi_ivar_list *list = abi->ivars;
    if (!list) return;
    for (int32_t i = 0; i < list->count; i++) {
        const struct abi_ivar *iv = &list->ivars[i];
        if (!iv->name) continue;
        if (root && i == 0 && strcmp(iv->name, "isa") == 0) continue;
        uint8_t log2 = (uint8_t)(((uint32_t)iv->flags & ABI_IVAR_ALIGN_MASK) >> ABI_IVAR_ALIGN_SHIFT);
        size_t size = iv->size > 0 ? (size_t)iv->size : 0;
        rt_class_addIvar(cls, iv->name, size, log2, iv->type ? iv->type : "?", ownership_of(iv->flags));
    }
}

/* Writes the real offsets into the variables compiled code reads. Lock: runtime lock inside. */
static void publish_offsets(Class cls, const struct abi_class *abi, bool root) {
    const struct abi_ivar_list *list = abi->ivars;
    if (!list) return;
    for (int32_t i = 0; i < list->count; i++) {
        const struct abi_ivar *iv = &list->ivars[i];
        if (!iv->name || !iv->offset) continue;
        if (root && i == 0 && strcmp(iv->name, "isa") == 0) {
            *iv->offset = 0;
            continue;
        }
        Ivar ivar = rt_class_getInstanceVariable(cls, iv->name);
        if (ivar) *iv->offset = (int32_t)rt_ivar_getOffset(ivar);
    }
}

/* Whether `abi` is the class of @"…" literals: the default name, or the class this image's
 * literals point at (`-fconstant-string-class=`). Its instances are not made by the runtime
 * but by clang, 32-byte records laid out `{isa, flags, length, size, hash, data}`, so its
 * ivars must keep the offsets clang gave them — 8 to 24, over MiniObjC's retain-count word,
 * which for a literal holds the flags (with the immortal bit ORed in) and the length
 * (loader_strings.c). No lock. */
static bool describes_literals(const struct rt_loaded_class *record) {
    if (strcmp(record->abi->name, "NSConstantString") == 0) return true;
    const struct abi_init *init = record->image ? record->image->init : NULL;
    for (const struct abi_constant_string *s = init ? init->stringsBegin : NULL; s && s < init->stringsEnd; s++)
        if (s->isa == record->abi) return true;
    return false;
}

/* A literal's fields follow its isa: clang's offsets count from the end of the superclass
 * (an isa-only root), so each moves by one pointer. Lock: the loader lock. */
static void place_after_isa(const struct abi_class *abi) {
    const struct abi_ivar_list *list = abi->ivars;
    for (int32_t i = 0; list && i < list->count; i++)
        if (list->ivars[i].offset) *list->ivars[i].offset += (int32_t)sizeof(void *);
}

/* Lock: the loader lock. */
bool rt_loader_buildClass(struct rt_loaded_class *record) {
    struct abi_class *abi = record->abi;
    if (record->cls) return true;
    Class superclass = NULL;
    if (abi->superclass) {
        superclass = rt_loader_classFor(abi->superclass);
        if (!superclass) return false;
    }
    const char *image = record->image ? record->image->path : "?";
    Class existing = rt_objc_getClass(abi->name);
    if (existing) {
        const char *other = rt_loader_imageOfClass(existing);
        fprintf(stderr,
                "objc[%d]: Class %s is implemented in both %s and %s. The one in %s is used; "
                "the one in %s is ignored.\n",
                (int)getpid(), abi->name, other ? other : "the runtime", image, other ? other : "the runtime", image);
        record->duplicate = true;
        record->loadCalled = true; /* the ignored class's +load does not run */
        rt_loader_setClass(record, existing);
        return true;
    }
    rt_status status = RT_OK;
    Class cls = rt_objc_allocateClassPair(superclass, abi->name, 0, &status);
    if (!cls) {
        fprintf(stderr, "objc[%d]: %s: class %s could not be created (status %d)\n", (int)getpid(), image,
                abi->name, (int)status);
        record->duplicate = true;
        record->loadCalled = true;
        return true;
    }
    bool root = superclass == NULL;
    bool literals = describes_literals(record);
    if (!literals) add_ivars(cls, abi, root);
    add_methods(cls, abi->methods);
    if (abi->isa) add_methods(rt_class_getMetaClass(cls), abi->isa->methods);
    add_properties(cls, abi->properties);
    /* Class properties (`@property (class)`) are in the metaclass record's list. */
    if (abi->isa) add_properties(rt_class_getMetaClass(cls), abi->isa->properties);
    for (const struct abi_protocol_list *l = abi->protocols; l; l = l->next)
        for (int64_t i = 0; i < l->count; i++) {
            Protocol *p = rt_loader_protocolFor(l->list[i]);
            if (p) rt_class_addProtocol(cls, p);
        }
    rt_objc_registerClassPair(cls);
    if (literals) place_after_isa(abi);
    else publish_offsets(cls, abi, root);
    rt_loader_setClass(record, cls);
    if (rt_trace_enabled(RT_TRACE_CLASS_SETUP))
        rt_trace_printf("CLASS: realizing class '%s' (%s) from %s, superclass %s, instance size %zu", abi->name,
                        root ? "root" : "non-root", image, superclass ? rt_class_getName(superclass) : "none",
                        rt_class_getInstanceSize(cls));
    return true;
}
