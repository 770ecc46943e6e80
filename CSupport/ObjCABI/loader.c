/* __objc_load: clang's per-image constructor (`.objcv2_load_function`) calls it once for
 * each linked executable or shared library with Objective-C in it, before main() or from
 * dlopen(). The steps, in order (each depends on the ones before):
 *   1. selectors: register each record's name, replace the name with the canonical SEL;
 *   2. protocols: one runtime Protocol per name; point @protocol references at it;
 *   3. classes: build each whose superclass is loaded, in any order; the others wait (and
 *      any class waiting from an earlier image is retried);
 *   4. class references and @compatibility_alias names: point at the runtime classes;
 *   5. categories: attach to their class (also a class of another image), or wait for it;
 *   6. constant strings: class, immortality, UTF-8;
 *   7. +load: superclass before class, class before its categories, each once.
 * All under the loader lock (recursive: a +load may dlopen another image). */
#include "rt_abi_private.h"
#include "rt_category.h"
#include "rt_compiled_calls.h"
#include "rt_exception_barrier.h"
#include "rt_nsobject.h"
#include "rt_method.h"
#include "rt_property.h"
#include "rt_protocol.h"
#include "rt_selector.h"
#include "rt_trace.h"
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/* Things that wait: classes for their superclass, categories for their class, class
 * references for their class. Under the loader lock. */
struct waiting {
    void **items;
    size_t count, capacity;
};
static struct waiting waiting_classes;    /* struct rt_loaded_class * */
static struct waiting waiting_categories; /* struct waiting_category * */
static struct waiting waiting_refs;       /* struct waiting_ref * */
static struct waiting load_queue;         /* struct rt_loaded_class * built, +load not yet run */
static struct waiting category_loads;     /* struct waiting_category * attached, +load pending */

/* A class reference whose class is not loaded: it reads nil meanwhile (a message to it is a
 * message to nil, never a jump through a compiled record). */
struct waiting_ref {
    struct abi_class **ref;
    struct abi_class *abi;
};

struct waiting_category {
    struct abi_category *abi;
    struct rt_image *image;
};

/* Lock: the loader lock. */
static void push(struct waiting *w, void *item) {
    if (w->count == w->capacity) {
        size_t capacity = w->capacity ? w->capacity * 2 : 32;
        void **bigger = realloc(w->items, capacity * sizeof *bigger);
        if (!bigger) return;
        w->items = bigger;
        w->capacity = capacity;
    }
    w->items[w->count++] = item;
}

/* Lock: the loader lock. */
size_t rt_loader_pendingCount(void) {
    rt_loader_lock();
    size_t n = waiting_classes.count + waiting_categories.count;
    rt_loader_unlock();
    return n;
}

/* The file an image was loaded from. No lock. */
static const char *image_path(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) && info.dli_fname && info.dli_fname[0]) return info.dli_fname;
    return "?";
}

/* Lock: see rt_abi_private.h. */
SEL rt_loader_selector(struct abi_selector *record) {
    if (!record || !record->name) return NULL;
    const void *word = record->name;
    if (rt_sel_isCanonical(word)) return (SEL)word;
    SEL sel = rt_sel_registerName((const char *)word);
    if (sel) {
        record->name = sel;
        /* An untyped record is what `@selector(x)` is: the first one becomes the SEL the
         * runtime hands compiled code for the name (typed ones are method lists' only). */
        if (!record->types) rt_sel_publishImageValue((SEL)(const void *)record);
    }
    return sel;
}

/* Step 1. Lock: the runtime lock inside rt_sel_registerName. */
static void register_selectors(struct abi_init *init) {
    for (struct abi_selector *s = init->selectorsBegin; s < init->selectorsEnd; s++) rt_loader_selector(s);
}

/* Retries every waiting class until none more can be built. Lock: the loader lock. */
static void build_waiting_classes(void) {
    bool progress = true;
    while (progress) {
        progress = false;
        for (size_t i = 0; i < waiting_classes.count;) {
            struct rt_loaded_class *r = waiting_classes.items[i];
            if (rt_loader_buildClass(r)) {
                waiting_classes.items[i] = waiting_classes.items[--waiting_classes.count];
                if (!r->duplicate) push(&load_queue, r);
                progress = true;
            } else {
                i++;
            }
        }
    }
}

/* Points every reference that can be resolved at its runtime class. Lock: the loader lock. */
static void resolve_refs(void) {
    for (size_t i = 0; i < waiting_refs.count;) {
        struct waiting_ref *w = waiting_refs.items[i];
        Class cls = rt_loader_classFor(w->abi);
        if (cls) {
            *w->ref = (struct abi_class *)cls;
            waiting_refs.items[i] = waiting_refs.items[--waiting_refs.count];
            free(w);
        } else {
            *w->ref = NULL;
            i++;
        }
    }
}

/* Lock: the runtime lock inside the calls. */
static void add_category_methods(Category cat, const struct abi_method_list *list, bool classMethods) {
    for (; list; list = list->next)
        for (int32_t i = 0; i < list->count; i++) {
            const struct abi_method *m = &list->methods[i];
            SEL sel = rt_loader_selector(m->selector);
            if (!sel) continue;
            if (classMethods) rt_category_addClassMethod(cat, sel, m->imp, m->types);
            else rt_category_addInstanceMethod(cat, sel, m->imp, m->types);
        }
}

/* Attaches the category if its class is loaded; true when done. Lock: the loader lock. */
static bool attach_category(struct waiting_category *wc) {
    struct abi_category *abi = wc->abi;
    Class cls = rt_objc_getClass(abi->className);
    if (!cls) return false;
    Category cat = rt_category_create(abi->name ? abi->name : "");
    if (!cat) return true;
    add_category_methods(cat, abi->instanceMethods, false);
    add_category_methods(cat, abi->classMethods, true);
    for (const struct abi_property_list *l = abi->properties; l; l = l->next)
        for (int32_t i = 0; i < l->count; i++)
            if (l->properties[i].name) rt_category_addProperty(cat, l->properties[i].name, l->properties[i].attributes);
    for (const struct abi_protocol_list *l = abi->protocols; l; l = l->next)
        for (int64_t i = 0; i < l->count; i++) {
            Protocol *p = rt_loader_protocolFor(l->list[i]);
            if (p) rt_category_addProtocol(cat, p);
        }
    rt_status status = rt_category_attach(cat, cls);
    /* Attached, its methods, properties and protocols belong to the class; the record goes
     * (as a Swift Category's does when its handle is released). */
    rt_category_dispose(cat);
    if (status == RT_OK) {
        /* A category's class properties belong to the metaclass (categories themselves carry
         * instance properties only). */
        Class meta = rt_class_getMetaClass(cls);
        for (const struct abi_property_list *l = abi->classProperties; l; l = l->next)
            for (int32_t i = 0; i < l->count; i++)
                if (l->properties[i].name) rt_class_addProperty(meta, l->properties[i].name, l->properties[i].attributes);
    }
    if (status != RT_OK)
        fprintf(stderr, "objc[%d]: %s: category %s(%s) could not be attached (status %d)\n", (int)getpid(),
                wc->image->path, abi->className, abi->name ? abi->name : "", (int)status);
    else if (rt_trace_enabled(RT_TRACE_CLASS_SETUP))
        rt_trace_printf("CLASS: attaching category (%s) to class '%s' from %s", abi->name ? abi->name : "",
                        abi->className, wc->image->path);
    return true;
}

/* Lock: the loader lock. */
static void attach_waiting_categories(void) {
    for (size_t i = 0; i < waiting_categories.count;) {
        struct waiting_category *wc = waiting_categories.items[i];
        if (attach_category(wc)) {
            waiting_categories.items[i] = waiting_categories.items[--waiting_categories.count];
            push(&category_loads, wc);
        } else {
            i++;
        }
    }
}

/* The class's or category's own +load IMP (never an inherited one). No lock beyond
 * rt_loader_selector's. */
static IMP own_load(const struct abi_method_list *list) {
    SEL load = rt_sel_registerName("load");
    for (; list; list = list->next)
        for (int32_t i = 0; i < list->count; i++)
            if (rt_loader_selector(list->methods[i].selector) == load) return list->methods[i].imp;
    return NULL;
}

/* Runs +load of `r`'s superclasses first, then its own. Lock: the loader lock (held: a +load
 * that loads another image re-enters it on this thread). */
static void call_class_load(struct rt_loaded_class *r) {
    if (r->loadCalled || !r->cls) return;
    r->loadCalled = true;
    struct rt_loaded_class *super = r->abi->superclass ? rt_loader_recordOf(r->abi->superclass) : NULL;
    if (super && !super->duplicate) call_class_load(super);
    IMP load = r->abi->isa ? own_load(r->abi->isa->methods) : NULL;
    if (!load) return;
    if (rt_trace_enabled(RT_TRACE_LOAD_METHODS))
        rt_trace_printf("LOAD: +[%s load]", rt_class_getName(r->cls));
    ((void (*)(Class, SEL))load)(r->cls, rt_sel_registerName("load"));
}

/* Step 7. A category's +load waits until its class's has run. Lock: the loader lock. */
static void call_loads(void) {
    while (load_queue.count || category_loads.count) {
        while (load_queue.count) {
            struct rt_loaded_class *r = load_queue.items[0];
            memmove(load_queue.items, load_queue.items + 1, --load_queue.count * sizeof(void *));
            call_class_load(r);
        }
        if (category_loads.count) {
            struct waiting_category *wc = category_loads.items[0];
            memmove(category_loads.items, category_loads.items + 1, --category_loads.count * sizeof(void *));
            Class cls = rt_objc_getClass(wc->abi->className);
            struct rt_loaded_class *owner = cls ? rt_loader_recordOfClass(cls) : NULL;
            if (owner) call_class_load(owner);
            IMP load = own_load(wc->abi->classMethods);
            if (load && cls) {
                if (rt_trace_enabled(RT_TRACE_LOAD_METHODS))
                    rt_trace_printf("LOAD: +[%s(%s) load]", wc->abi->className, wc->abi->name ? wc->abi->name : "");
                ((void (*)(Class, SEL))load)(cls, rt_sel_registerName("load"));
            }
            free(wc);
        }
    }
}

/* What still waits when the program ends is what never came: one message per class or
 * category, naming its image. Waiting itself is normal (a library's constructor runs before
 * the executable's, so a library's subclass of an executable's class waits for it), so while
 * the program runs it is only traced (OBJC_PRINT_CLASS_SETUP). Lock: the loader lock. */
static void report_never_loaded(void) {
    rt_loader_lock();
    for (size_t i = 0; i < waiting_classes.count; i++) {
        struct rt_loaded_class *r = waiting_classes.items[i];
        fprintf(stderr,
                "objc[%d]: %s: class %s never got its superclass %s (no image defined it); the class was never "
                "usable and references to it read nil\n",
                (int)getpid(), r->image ? r->image->path : "?", r->abi->name,
                r->abi->superclass && r->abi->superclass->name ? r->abi->superclass->name : "?");
    }
    for (size_t i = 0; i < waiting_categories.count; i++) {
        struct waiting_category *wc = waiting_categories.items[i];
        fprintf(stderr, "objc[%d]: %s: category %s(%s) never got its class %s (no image defined it); its methods were "
                "never added\n", (int)getpid(), wc->image->path, wc->abi->className, wc->abi->name ? wc->abi->name : "",
                wc->abi->className);
    }
    rt_loader_unlock();
}

/* Traces what waits after an image, once per class or category, and arranges the report at
 * exit. Lock: the loader lock. */
static void note_waiting(struct rt_image *image) {
    static bool reportArranged;
    if ((waiting_classes.count || waiting_categories.count) && !reportArranged) {
        reportArranged = true;
        atexit(report_never_loaded);
    }
    if (!rt_trace_enabled(RT_TRACE_CLASS_SETUP)) return;
    for (size_t i = 0; i < waiting_classes.count; i++) {
        struct rt_loaded_class *r = waiting_classes.items[i];
        if (r->reportedWaiting) continue;
        r->reportedWaiting = true;
        rt_trace_printf("CLASS: class '%s' from %s waits for its superclass '%s'", r->abi->name,
                        r->image ? r->image->path : image->path,
                        r->abi->superclass && r->abi->superclass->name ? r->abi->superclass->name : "?");
    }
    for (size_t i = 0; i < waiting_categories.count; i++) {
        struct waiting_category *wc = waiting_categories.items[i];
        if (wc->image == image)
            rt_trace_printf("CLASS: category (%s) from %s waits for class '%s'", wc->abi->name ? wc->abi->name : "",
                            image->path, wc->abi->className);
    }
}

/* The value layer's start-up, when it is linked in (a weak reference: the loader does not
 * depend on it, and the runtime-only build has none). */
void rt_values_install(void) __attribute__((weak));

/* Starts the core (and the value layer) if their constructors have not run yet. With the
 * runtime linked into the executable, a shared library the executable links is loaded — and
 * its constructor calls __objc_load — before the executable's own constructors run, the
 * runtime's among them; its classes and literals need NSObject and NSConstantString already.
 * Lock: their own (pthread_once). */
static void start_runtime(void) {
    rt_runtime_ensureInitialized();
    if (rt_values_install) rt_values_install();
    rt_blocks_install();
}

/* The entry point clang's constructor calls. Lock: the loader lock. */
void __objc_load(struct abi_init *init) {
    if (!init) return;
    const char *path = image_path(init);
    if (init->version != 0) {
        fprintf(stderr,
                "objc[%d]: %s was compiled for a version %llu of the GNUstep ABI that MiniObjC does not read; "
                "it is not loaded (recompile with -fobjc-runtime=gnustep-2.0)\n",
                (int)getpid(), path, (unsigned long long)init->version);
        return;
    }
    start_runtime();
#ifdef SWIFT_PACKAGE
    /* Beside Swift, the runtime's own sends now go through the barrier (rt_compiled_calls.h);
     * a program objcrt cc links has no Swift frames to protect. */
    rt_compiled_useBarrier(rt_exception_barrierForwardAddress());
#endif
    rt_loader_lock();
    struct rt_image *image = rt_loader_addImage(path, init);
    if (!image) {
        rt_loader_unlock();
        return;
    }
    if (rt_trace_enabled(RT_TRACE_IMAGES))
        rt_trace_printf("IMAGES: loading %s (%td classes, %td categories, %td selectors)", path,
                        init->classesEnd - init->classesBegin, init->categoriesEnd - init->categoriesBegin,
                        init->selectorsEnd - init->selectorsBegin);
    register_selectors(init);
    for (struct abi_protocol *p = init->protocolsBegin; p < init->protocolsEnd; p++) rt_loader_protocolFor(p);
    for (struct abi_protocol **ref = init->protocolRefsBegin; ref < init->protocolRefsEnd; ref++)
        if (*ref) *ref = (struct abi_protocol *)rt_loader_protocolFor(*ref);
    for (struct abi_class **c = init->classesBegin; c < init->classesEnd; c++) {
        if (!*c || !(*c)->name) continue;
        struct rt_loaded_class *r = rt_loader_addRecord(*c, image);
        if (r && !r->cls) push(&waiting_classes, r);
    }
    build_waiting_classes();
    for (struct abi_class **ref = init->classRefsBegin; ref < init->classRefsEnd; ref++) {
        struct waiting_ref *w = *ref ? malloc(sizeof *w) : NULL;
        if (!w) continue;
        *w = (struct waiting_ref){ref, *ref};
        push(&waiting_refs, w);
    }
    resolve_refs();
    for (struct abi_alias *a = init->aliasesBegin; a < init->aliasesEnd; a++)
        if (a->name && a->classRef) rt_loader_addAlias(a->name, a->classRef);
    for (struct abi_category *c = init->categoriesBegin; c < init->categoriesEnd; c++) {
        if (!c->className) continue;
        struct waiting_category *wc = malloc(sizeof *wc);
        if (!wc) continue;
        *wc = (struct waiting_category){c, image};
        push(&waiting_categories, wc);
    }
    attach_waiting_categories();
    rt_loader_fixConstantStrings(image);
    note_waiting(image);
    call_loads();
    rt_loader_unlock();
}

/* What GCC's ABI and the GNUstep ABI before 2.0 call from each object file's constructor.
 * MiniObjC does not read those records: it says so, naming the image, and loads nothing
 * from it (the program's messages to its classes then go to nil). Lock: none. */
void __objc_exec_class(void *module) {
    fprintf(stderr,
            "objc[%d]: %s was compiled for GCC's Objective-C ABI or a GNUstep ABI before 2.0 "
            "(it calls __objc_exec_class); MiniObjC reads only clang's GNUstep 2.0 ABI, so its classes are not "
            "loaded: recompile it with -fobjc-runtime=gnustep-2.0 (objcrt cc does)\n",
            (int)getpid(), image_path(module));
}
