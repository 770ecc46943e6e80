/* NSLocale: an identifier and nothing else. MiniObjC has no locale data: every locale
 * formats and parses dates as en_US_POSIX does (English names, ASCII digits), keeping the
 * identifier it was made with; +currentLocale and +autoupdatingCurrentLocale are
 * en_US_POSIX, +systemLocale has the empty identifier, as Foundation's. Immutable. */
#include "rt_dates_private.h"
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include <pthread.h>

struct locale {
    struct rt_object base;
    id identifier; /* strong NSString */
};

static Class locale_class;
RT_CLASS_SYMBOLS(NSLocale);

/* No lock. */
bool rt_object_isNSLocale(id obj) { return rt_values_isKind(obj, locale_class); }

/* No lock. */
id rt_nslocale_create(const char *identifier, size_t length) {
    struct locale *l = (struct locale *)rt_class_createInstance(locale_class, 0);
    if (!l) return NULL;
    l->identifier = rt_nsstring_create(identifier, length);
    if (!l->identifier) {
        rt_objc_release((id)l);
        return NULL;
    }
    return (id)l;
}

/* The identifier's bytes; a nil or non-string identifier is the empty one (Foundation
 * makes the root locale for it). No lock. */
static const char *identifier_bytes(id identifier, size_t *n) {
    const char *s = rt_nsstring_getUTF8(identifier, n);
    if (!s) {
        *n = 0;
        return "";
    }
    return s;
}

/* +localeWithLocaleIdentifier:. No lock. */
static id imp_localeWith(id self, SEL cmd, id identifier) {
    (void)self;
    (void)cmd;
    size_t n;
    const char *s = identifier_bytes(identifier, &n);
    return rt_objc_autorelease(rt_nslocale_create(s, n));
}

/* -initWithLocaleIdentifier:. No lock (the receiver is not shared yet). */
static id imp_initWith(id self, SEL cmd, id identifier) {
    (void)cmd;
    struct locale *l = (struct locale *)self;
    size_t n;
    const char *s = identifier_bytes(identifier, &n);
    id made = rt_nsstring_create(s, n);
    if (!made) {
        rt_objc_release(self);
        return NULL;
    }
    rt_objc_release(l->identifier);
    l->identifier = made;
    return self;
}

/* The shared locales, made once. */
static id posix_locale, system_locale;
static pthread_once_t shared_once = PTHREAD_ONCE_INIT;

/* Lock: none (pthread_once). */
static void make_shared(void) {
    posix_locale = rt_nslocale_create("en_US_POSIX", 11);
    system_locale = rt_nslocale_create("", 0);
}

/* +currentLocale / +autoupdatingCurrentLocale. No lock. */
static id imp_current(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    pthread_once(&shared_once, make_shared);
    return posix_locale;
}

/* +systemLocale. No lock. */
static id imp_system(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    pthread_once(&shared_once, make_shared);
    return system_locale;
}

/* -localeIdentifier (an empty string for an uninitialized +alloc). No lock (immutable). */
static id imp_identifier(id self, SEL cmd) {
    (void)cmd;
    id s = ((struct locale *)self)->identifier;
    return s ? s : rt_objc_autorelease(rt_nsstring_create("", 0));
}

/* -isEqual:: the same identifier. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    if (self == other) return 1;
    if (!rt_object_isNSLocale(other)) return 0;
    return rt_values_sendIsEqual(imp_identifier(self, cmd), imp_identifier(other, cmd));
}

/* -hash. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) { return rt_values_sendHash(imp_identifier(self, cmd)); }

/* -description: "<NSLocale: 0x…> en_US_POSIX". No lock. */
static id imp_description(id self, SEL cmd) {
    struct rt_strbuf b = {0};
    rt_strbuf_appendf(&b, "<NSLocale: %p> %s", (void *)self, rt_nsstring_UTF8String(imp_identifier(self, cmd)));
    return rt_strbuf_finish(&b);
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct locale *l = (struct locale *)self;
    rt_objc_release(l->identifier);
    l->identifier = NULL;
    rt_values_superDealloc(self, locale_class);
}

/* Lock: the runtime lock inside the calls. */
void rt_nslocale_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_identifier", sizeof(id), 3, "@\"NSString\"", offsetof(struct locale, identifier)},
    };
    static const struct rt_value_method methods[] = {
        {"localeWithLocaleIdentifier:", (IMP)imp_localeWith, "@24@0:8@16", true},
        {"currentLocale", (IMP)imp_current, "@16@0:8", true},
        {"autoupdatingCurrentLocale", (IMP)imp_current, "@16@0:8", true},
        {"systemLocale", (IMP)imp_system, "@16@0:8", true},
        {"initWithLocaleIdentifier:", (IMP)imp_initWith, "@24@0:8@16", false},
        {"localeIdentifier", (IMP)imp_identifier, "@16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, RT_BOOL_ENC "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    locale_class = rt_values_makeClass(nsobject, "NSLocale", ivars, sizeof ivars / sizeof ivars[0], methods,
                                       sizeof methods / sizeof methods[0]);
    rt_class_ref_NSLocale = locale_class;
}
