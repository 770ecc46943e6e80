/* objc4's objc_* class functions and class_* functions for compiled code, over the core.
 *
 * Most are one call into the core (rt_ + objc4's name). What differs from objc4:
 *   - lists objc4 returns for the caller to free() are malloc'd and NULL-terminated here too
 *     (the core's copies are exact-size malloc'd arrays; rt_abi_terminatedList grows them);
 *   - objc_getClass and objc_lookUpClass also answer @compatibility_alias names;
 *   - class_getInstanceSize counts MiniObjC's 16-byte object header (isa and retain count);
 *   - ivars added with class_addIvar are unretained (objc4's "unknown" memory management,
 *     which object_setIvar also treats as unretained); there are no ivar layouts;
 *   - class_getMethodImplementation returns, for a selector nobody implements, the IMP that
 *     sends -doesNotRecognizeSelector: (objc4 returns _objc_msgForward; MiniObjC chooses
 *     forwarding per receiver when a message is sent); the _stret variant returns NULL then;
 *   - the class version lives in a side table (the core's class has no version field). */
#include "rt_abi_private.h"
#include "rt_cache.h"
#include "rt_ivar.h"
#include "rt_lock.h"
#include "rt_lookup.h"
#include "rt_method.h"
#include "rt_object.h"
#include "rt_property.h"
#include "rt_protocol.h"
#include <stdlib.h>
#include <string.h>

/* ---- Helpers shared by the api_*.c files ---- */

/* No lock. */
void *rt_abi_terminatedList(void *list, unsigned int count, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!list || count == 0) {
        free(list);
        return NULL;
    }
    void **grown = realloc(list, ((size_t)count + 1) * sizeof(void *));
    if (!grown) {
        free(list);
        return NULL;
    }
    grown[count] = NULL;
    if (outCount) *outCount = count;
    return grown;
}

/* ---- Looking classes up ---- */

/* The class an alias names, for the lookups below. Lock: the loader lock. */
static Class aliased(const char *name) { return name ? rt_loader_aliasedClass(name) : NULL; }

/* The registered class named `name`, or the class a @compatibility_alias of that name
 * stands for; NULL when neither. objc4 would also ask a class handler; MiniObjC has none.
 * Lock: the runtime lock, then the loader lock. */
Class objc_getClass(const char *name) {
    if (!name) return NULL;
    Class cls = rt_objc_getClass(name);
    return cls ? cls : aliased(name);
}

/* The same as objc_getClass. Lock: as objc_getClass. */
Class objc_lookUpClass(const char *name) { return objc_getClass(name); }

/* The metaclass of the class objc_getClass finds, or NULL. Lock: as objc_getClass. */
Class objc_getMetaClass(const char *name) {
    Class cls = objc_getClass(name);
    return cls ? rt_class_getMetaClass(cls) : NULL;
}

/* objc_getClass, but a missing class ends the process (with a message on stderr), as in
 * objc4. Lock: as objc_getClass. */
Class objc_getRequiredClass(const char *name) {
    Class cls = objc_getClass(name);
    if (!cls) {
        fprintf(stderr, "objc[%d]: link error: class '%s' not found.\n", (int)getpid(), name ? name : "(null)");
        abort();
    }
    return cls;
}

/* Copies up to `bufferCount` registered classes into `buffer` (may be NULL) and returns how
 * many there are. Metaclasses are not listed. Lock: the runtime lock. */
int objc_getClassList(Class *buffer, int bufferCount) {
    return rt_objc_getClassList(buffer, bufferCount < 0 ? 0 : bufferCount);
}

/* Every registered class, malloc'd and NULL-terminated (free() it); NULL when none.
 * Lock: the runtime lock (taken again if classes were added meanwhile). */
Class *objc_copyClassList(unsigned int *outCount) {
    if (outCount) *outCount = 0;
    for (;;) {
        int want = rt_objc_getClassList(NULL, 0);
        if (want <= 0) return NULL;
        Class *list = malloc(((size_t)want + 1) * sizeof(Class));
        if (!list) return NULL;
        int got = rt_objc_getClassList(list, want);
        if (got > want) { /* a class was registered between the two calls */
            free(list);
            continue;
        }
        list[got] = NULL;
        if (outCount) *outCount = (unsigned int)got;
        return list;
    }
}

/* ---- Making classes ---- */

/* A new class pair under `superclass` (NULL: a new root class) with `extraBytes` indexed
 * bytes; NULL when the name is taken or empty, or the superclass is not a registered class.
 * Lock: the runtime lock. */
Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes) {
    return rt_objc_allocateClassPair(superclass, name, extraBytes, NULL);
}

/* Registers a pair made by objc_allocateClassPair; its ivars are frozen from now on.
 * Lock: the runtime lock. */
void objc_registerClassPair(Class cls) { (void)rt_objc_registerClassPair(cls); }

/* Disposes a pair made by objc_allocateClassPair. Unlike objc4, refused (nothing happens)
 * while the class has live instances or subclasses, and for classes the loader or the
 * runtime built; a disposed class stays behind as a tombstone (rt_class.h). Lock: the
 * runtime lock. */
void objc_disposeClassPair(Class cls) { (void)rt_objc_disposeClassPair(cls); }

/* ---- Class introspection ---- */

/* The class's name; "nil" for Nil, as objc4. No lock. */
const char *class_getName(Class cls) { return rt_class_getName(cls); }

/* No lock. */
Class class_getSuperclass(Class cls) { return rt_class_getSuperclass(cls); }

/* No lock. */
rt_BOOL class_isMetaClass(Class cls) { return rt_class_isMetaClass(cls) ? 1 : 0; }

/* Bytes in an instance, MiniObjC's 16-byte header (isa and retain count) included; 0 for
 * Nil. Lock: the runtime lock. */
size_t class_getInstanceSize(Class cls) { return rt_class_getInstanceSize(cls); }

/* The ivar `name` of `cls` or a superclass, or NULL. Lock: the runtime lock. */
Ivar class_getInstanceVariable(Class cls, const char *name) {
    if (!cls || !name) return NULL;
    return rt_class_getInstanceVariable(cls, name);
}

/* An ivar of the metaclass, as objc4; MiniObjC metaclasses have none, so NULL unless one was
 * added to a metaclass some other way. Lock: the runtime lock. */
Ivar class_getClassVariable(Class cls, const char *name) {
    if (!cls || !name) return NULL;
    Class meta = rt_class_isMetaClass(cls) ? cls : rt_class_getMetaClass(cls);
    return rt_class_getInstanceVariable(meta, name);
}

/* Adds an ivar of `size` bytes aligned to 1 << `alignment` between objc_allocateClassPair and
 * objc_registerClassPair. The ivar is unretained (objc4's "unknown" memory management):
 * object_setIvar stores without retaining and dealloc does not release it. Lock: the
 * runtime lock. */
rt_BOOL class_addIvar(Class cls, const char *name, size_t size, uint8_t alignment, const char *types) {
    if (!cls || !name || !types) return 0;
    return rt_class_addIvar(cls, name, size, alignment, types, RT_IVAR_UNRETAINED) == RT_OK ? 1 : 0;
}

/* The class's own ivars in layout order (malloc'd, NULL-terminated; free() it), NULL when
 * none. Lock: the runtime lock. */
Ivar *class_copyIvarList(Class cls, unsigned int *outCount) {
    unsigned int n = 0;
    Ivar *list = cls ? rt_class_copyIvarList(cls, &n) : NULL;
    return rt_abi_terminatedList(list, n, outCount);
}

/* Always NULL: MiniObjC keeps each ivar's ownership on the ivar, not in layout bitmaps.
 * No lock. */
const uint8_t *class_getIvarLayout(Class cls) {
    (void)cls;
    return NULL;
}

/* Always NULL, as class_getIvarLayout. No lock. */
const uint8_t *class_getWeakIvarLayout(Class cls) {
    (void)cls;
    return NULL;
}

/* ---- Methods of a class ---- */

/* The method instances of `cls` run for `name`, own or inherited, after
 * +resolveInstanceMethod: had its chance; NULL when none. Lock: the runtime lock, released
 * while a resolver runs. */
Method class_getInstanceMethod(Class cls, SEL name) {
    return rt_class_getInstanceMethod(cls, name);
}

/* The class method `name` of `cls` (an instance method of its metaclass). Lock: as
 * class_getInstanceMethod. */
Method class_getClassMethod(Class cls, SEL name) {
    return rt_class_getClassMethod(cls, name);
}

/* The IMP instances of `cls` run for `name`; for a selector nobody implements, the IMP that
 * sends -doesNotRecognizeSelector: (objc4: _objc_msgForward). NULL for Nil or a NULL
 * selector. Lock: the runtime lock, released while a resolver runs. */
IMP class_getMethodImplementation(Class cls, SEL name) {
    if (!cls || !name) return NULL;
    IMP imp = rt_class_getMethodImplementation(cls, name);
    return imp ? imp : rt_msg_unrecognized_imp();
}

/* The IMP for a method returning a structure in memory. For a selector nobody implements it
 * is NULL: the IMP that sends -doesNotRecognizeSelector: expects self first, not the hidden
 * result pointer (objc4 returns _objc_msgForward_stret). Lock: as
 * class_getMethodImplementation. */
IMP class_getMethodImplementation_stret(Class cls, SEL name) {
    if (!cls || !name) return NULL;
    return rt_class_getMethodImplementation(cls, name);
}

/* Whether instances of `cls` respond to `sel` (resolvers included, forwarding not).
 * Lock: as class_getInstanceMethod. */
rt_BOOL class_respondsToSelector(Class cls, SEL sel) {
    if (!cls || !sel) return 0;
    return rt_class_respondsToSelector(cls, sel) ? 1 : 0;
}

/* The class's own methods, its categories' first (malloc'd, NULL-terminated; free() it);
 * NULL when none. Lock: the runtime lock. */
Method *class_copyMethodList(Class cls, unsigned int *outCount) {
    unsigned int n = 0;
    Method *list = cls ? rt_class_copyMethodList(cls, &n) : NULL;
    return rt_abi_terminatedList(list, n, outCount);
}

/* Adds a method to `cls` itself; NO when the class already has one of that name (an
 * inherited one is overridden). Lock: the runtime lock. */
rt_BOOL class_addMethod(Class cls, SEL name, IMP imp, const char *types) {
    return rt_class_addMethod(cls, name, imp, types) == RT_OK ? 1 : 0;
}

/* Replaces the IMP of the class's own method `name` and returns the old one, or adds the
 * method and returns NULL. Lock: the runtime lock. */
IMP class_replaceMethod(Class cls, SEL name, IMP imp, const char *types) {
    return rt_class_replaceMethod(cls, name, imp, types);
}

/* ---- Protocols and properties of a class ---- */

/* Whether the class itself adopts `protocol` or one inheriting it (superclasses are not
 * searched, as in objc4). Lock: the runtime lock. */
rt_BOOL class_conformsToProtocol(Class cls, Protocol *protocol) {
    if (!cls || !protocol) return 0;
    return rt_class_conformsToProtocol(cls, protocol) ? 1 : 0;
}

/* The protocols the class itself adopts (malloc'd, NULL-terminated; free() it). Lock: the
 * runtime lock. */
Protocol **class_copyProtocolList(Class cls, unsigned int *outCount) {
    unsigned int n = 0;
    Protocol **list = cls ? rt_class_copyProtocolList(cls, &n) : NULL;
    return rt_abi_terminatedList(list, n, outCount);
}

/* Adopts `protocol`; NO when the class already lists it. Lock: the runtime lock. */
rt_BOOL class_addProtocol(Class cls, Protocol *protocol) {
    if (!cls || !protocol) return 0;
    return rt_class_addProtocol(cls, protocol) == RT_OK ? 1 : 0;
}

/* The property `name` of the class or a superclass, or NULL. Lock: the runtime lock. */
rt_property_t class_getProperty(Class cls, const char *name) {
    if (!cls || !name) return NULL;
    return rt_class_getProperty(cls, name);
}

/* The class's own properties, its categories' first (malloc'd, NULL-terminated; free() it).
 * Lock: the runtime lock. */
rt_property_t *class_copyPropertyList(Class cls, unsigned int *outCount) {
    unsigned int n = 0;
    rt_property_t *list = cls ? rt_class_copyPropertyList(cls, &n) : NULL;
    return rt_abi_terminatedList(list, n, outCount);
}

/* Adds a property whose attribute string is built from `attributes` (each letter followed by
 * its value, joined by commas); NO when the class has one of that name. Lock: the runtime
 * lock. */
rt_BOOL class_addProperty(Class cls, const char *name, const struct rt_abi_property_attribute *attributes,
                          unsigned int attributeCount) {
    if (!cls || !name) return 0;
    char *string = rt_abi_copyAttributeString(attributes, attributeCount);
    if (!string) return 0;
    rt_status st = rt_class_addProperty(cls, name, string);
    free(string);
    return st == RT_OK ? 1 : 0;
}

/* Replaces the attributes of the class's own property `name`, or adds it. Lock: the runtime
 * lock. */
void class_replaceProperty(Class cls, const char *name, const struct rt_abi_property_attribute *attributes,
                           unsigned int attributeCount) {
    if (!cls || !name) return;
    char *string = rt_abi_copyAttributeString(attributes, attributeCount);
    if (!string) return;
    (void)rt_class_replaceProperty(cls, name, string);
    free(string);
}

/* ---- Instances, versions, images ---- */

/* A new instance of a registered class, ivars zeroed, retain count 1, with `extraBytes`
 * indexed bytes; NULL for Nil, a metaclass or a class still being built. Lock: none. */
id class_createInstance(Class cls, size_t extraBytes) { return rt_class_createInstance(cls, extraBytes); }

/* Class versions: the core's class has no version field, so they live here, keyed by the
 * non-meta class. Entries of disposed classes stay (a tombstone keeps its address). */
struct version_entry {
    Class cls;
    int version;
};
static struct version_entry *versions;  /* under the runtime lock */
static size_t version_count, version_capacity;

/* The version set with class_setVersion, 0 when none (compiled classes start at 0, as clang
 * emits them). Lock: the runtime lock. */
int class_getVersion(Class cls) {
    if (!cls) return 0;
    cls = rt_class_getNonMetaClass(cls);
    int version = 0;
    rt_runtime_lock();
    for (size_t i = 0; i < version_count; i++)
        if (versions[i].cls == cls) {
            version = versions[i].version;
            break;
        }
    rt_runtime_unlock();
    return version;
}

/* Sets the class's version (its metaclass shares it). Lock: the runtime lock. */
void class_setVersion(Class cls, int version) {
    if (!cls) return;
    cls = rt_class_getNonMetaClass(cls);
    rt_runtime_lock();
    size_t i = 0;
    while (i < version_count && versions[i].cls != cls) i++;
    if (i == version_count && version_count == version_capacity) {
        size_t capacity = version_capacity ? version_capacity * 2 : 16;
        struct version_entry *grown = realloc(versions, capacity * sizeof *grown);
        if (grown) {
            versions = grown;
            version_capacity = capacity;
        }
    }
    if (i < version_count) {
        versions[i].version = version;
    } else if (version_count < version_capacity) {
        versions[version_count++] = (struct version_entry){cls, version};
    }
    rt_runtime_unlock();
}

/* The path of the image (executable or shared library) whose compiled code defined `cls`;
 * NULL for classes made at run time or by MiniObjC itself. Lock: the loader lock. */
const char *class_getImageName(Class cls) { return cls ? rt_loader_imageOfClass(cls) : NULL; }

/* The names of the classes whose compiled code is in the image at path `image` (as
 * class_getImageName spells it), malloc'd and NULL-terminated (free() the array, not the
 * names); NULL when none. Lock: the runtime lock, then the loader lock per class. */
const char **objc_copyClassNamesForImage(const char *image, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!image) return NULL;
    unsigned int count = 0;
    Class *classes = objc_copyClassList(&count);
    const char **names = classes ? malloc(((size_t)count + 1) * sizeof *names) : NULL;
    unsigned int n = 0;
    for (unsigned int i = 0; names && i < count; i++) {
        const char *path = rt_loader_imageOfClass(classes[i]);
        if (path && strcmp(path, image) == 0) names[n++] = rt_class_getName(classes[i]);
    }
    free(classes);
    if (!names || n == 0) {
        free(names);
        return NULL;
    }
    names[n] = NULL;
    if (outCount) *outCount = n;
    return names;
}
