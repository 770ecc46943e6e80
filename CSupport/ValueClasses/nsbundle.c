/* NSBundle, minimal: the main bundle only, as compiled code asks for it —
 * `[[NSBundle mainBundle] bundleIdentifier]` names the standard defaults domain (GVUserDefaults'
 * tests remove that persistent domain around each test). Linux executables carry no
 * Info.plist, so the identifier is the program's name (its argv[0] without the folder): the
 * domain DynamicDefaults' standard store uses (DefaultsStore.processDomainName) — on Apple's
 * platforms, too, a tool without a bundle stores its defaults under its name. The singleton is
 * made at start-up and immortal, like NSNull. */
#include "rt_class.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include <errno.h>
#include <string.h>
#include <unistd.h>

static id main_bundle;

/* +mainBundle: the singleton. No lock. */
static id imp_mainBundle(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return main_bundle;
}

/* -bundleIdentifier: the program's name, autoreleased ("objcrt" when argv[0] is empty, as
 * DynamicDefaults answers then). No lock. */
static id imp_bundleIdentifier(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    const char *name = program_invocation_short_name;
    if (!name || !*name) name = "objcrt";
    return rt_objc_autorelease(rt_nsstring_create(name, strlen(name)));
}

/* The executable's path into `buffer` (NUL-terminated); its length, or 0 when unknown. No lock. */
static size_t executable_path(char *buffer, size_t size) {
    ssize_t n = readlink("/proc/self/exe", buffer, size - 1);
    if (n <= 0) return 0;
    buffer[n] = 0;
    return (size_t)n;
}

/* -executablePath: the running executable, autoreleased; nil when /proc cannot say. No lock. */
static id imp_executablePath(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    char path[4096];
    size_t n = executable_path(path, sizeof path);
    return n ? rt_objc_autorelease(rt_nsstring_create(path, n)) : NULL;
}

/* -bundlePath: the executable's folder, autoreleased; nil when /proc cannot say. No lock. */
static id imp_bundlePath(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    char path[4096];
    size_t n = executable_path(path, sizeof path);
    if (!n) return NULL;
    char *slash = strrchr(path, '/');
    n = slash == path ? 1 : (size_t)(slash - path);
    return rt_objc_autorelease(rt_nsstring_create(path, n));
}

/* Registers NSBundle and makes the main bundle. Lock: the runtime lock inside the calls. */
void rt_nsbundle_install(Class nsobject) {
    static const struct rt_value_method methods[] = {
        {"mainBundle", (IMP)imp_mainBundle, "@16@0:8", true},
        {"bundleIdentifier", (IMP)imp_bundleIdentifier, "@16@0:8", false},
        {"bundlePath", (IMP)imp_bundlePath, "@16@0:8", false},
        {"executablePath", (IMP)imp_executablePath, "@16@0:8", false},
    };
    Class cls = rt_values_makeClass(nsobject, "NSBundle", NULL, 0, methods, sizeof methods / sizeof methods[0]);
    if (!cls) return;
    id obj = rt_class_createInstance(cls, 0);
    if (obj) atomic_fetch_or_explicit(&obj->rc, RT_RC_IMMORTAL, memory_order_relaxed);
    main_bundle = obj;
}
