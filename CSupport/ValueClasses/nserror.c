/* NSError: three ivars set once by -initWithDomain:code:userInfo: and only read afterwards,
 * so any thread may read them without a lock. What MiniObjC's Foundation needs of it: the
 * `NSError **` out-parameter of NSJSONSerialization (a Swift layer, which makes its errors
 * with rt_nserror_create) and of compiled code's own methods. -localizedDescription follows
 * Foundation's order: the userInfo's NSLocalizedDescriptionKey, then a failure reason, then
 * the domain's standard sentence (for the one Cocoa code MiniObjC produces, 3840, Apple's
 * words), then "The operation couldn’t be completed. (<domain> error <code>.)". */
#include "rt_nserror.h"
#include "rt_class.h"
#include "rt_nsdictionary.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_strings_private.h"
#include "rt_values_private.h"
#include <stdlib.h>
#include <string.h>

struct error {
    struct rt_object base;
    id domain; /* strong */
    long code;
    id userInfo; /* strong, never nil once initialised (an empty dictionary) */
};

static Class error_class;
id NSCocoaErrorDomain, NSPOSIXErrorDomain, NSLocalizedDescriptionKey, NSLocalizedFailureReasonErrorKey,
    NSDebugDescriptionErrorKey, NSUnderlyingErrorKey;

/* No lock. */
Class rt_NSError(void) { return error_class; }
/* No lock. */
bool rt_object_isNSError(id obj) { return rt_values_isKind(obj, error_class); }

/* Sets the ivars of a fresh error (values an earlier -init… set are released). A nil
 * userInfo becomes an empty dictionary, as Foundation's -userInfo never answers nil.
 * No lock: nobody else sees the object yet. */
static void fill(struct error *e, id domain, long code, id userInfo) {
    id old[2] = {e->domain, e->userInfo};
    e->domain = domain ? rt_values_sendCopy(domain) : NULL;
    e->code = code;
    e->userInfo = userInfo ? rt_objc_retain(userInfo) : rt_nsdictionary_create(NULL, NULL, 0, false);
    rt_objc_release(old[0]);
    rt_objc_release(old[1]);
}

/* No lock. */
id rt_nserror_create(id domain, long code, id userInfo) {
    if (!error_class) return NULL;
    struct error *e = (struct error *)rt_class_createInstance(error_class, 0);
    if (e) fill(e, domain, code, userInfo);
    return (id)e;
}

/* -initWithDomain:code:userInfo:. No lock. */
static id imp_init(id self, SEL cmd, id domain, long code, id userInfo) {
    (void)cmd;
    if (self) fill((struct error *)self, domain, code, userInfo);
    return self;
}

/* +errorWithDomain:code:userInfo:: autoreleased; a subclass gets an instance of itself.
 * No lock. */
static id imp_errorWith(id self, SEL cmd, id domain, long code, id userInfo) {
    (void)cmd;
    struct error *e = (struct error *)rt_class_createInstance((Class)self, 0);
    if (e) fill(e, domain, code, userInfo);
    return rt_objc_autorelease((id)e);
}

/* No lock. */
static id imp_domain(id self, SEL cmd) { (void)cmd; return ((struct error *)self)->domain; }
/* No lock. */
static long imp_code(id self, SEL cmd) { (void)cmd; return ((struct error *)self)->code; }
/* No lock. */
static id imp_userInfo(id self, SEL cmd) { (void)cmd; return ((struct error *)self)->userInfo; }

/* The userInfo's value for `key` if it is a string, +0 (the dictionary keeps it). Lock: the
 * dictionary's, inside the lookup. */
static id info_string(struct error *e, id key) {
    id value = e->userInfo ? rt_nsdictionary_objectForKey(e->userInfo, key) : NULL;
    if (!value) return NULL;
    rt_objc_autorelease(value);
    return rt_object_isNSString(value) ? value : NULL;
}

/* rt_strbuf_finish, but NULL (nothing made) when an append ran out of memory. No lock. */
static id finish(struct rt_strbuf *b) {
    if (!b->failed) return rt_strbuf_finish(b);
    rt_strbuf_discard(b);
    return NULL;
}

/* -localizedDescription, in Foundation's order of sources (see the top of the file).
 * Lock: the userInfo's, inside the lookups. */
static id imp_localizedDescription(id self, SEL cmd) {
    (void)cmd;
    struct error *e = (struct error *)self;
    id described = info_string(e, NSLocalizedDescriptionKey);
    if (described) return described;
    const char *cannot = "The operation couldn\xE2\x80\x99t be completed. ";
    id reason = info_string(e, NSLocalizedFailureReasonErrorKey);
    const char *domain = e->domain ? rt_nsstring_UTF8String(e->domain) : NULL;
    struct rt_strbuf b = {0};
    if (reason)
        rt_strbuf_appendf(&b, "%s%s", cannot, rt_nsstring_UTF8String(reason));
    else if (domain && strcmp(domain, "NSCocoaErrorDomain") == 0 && e->code == 3840)
        rt_strbuf_appendC(&b, "The data couldn\xE2\x80\x99t be read because it isn\xE2\x80\x99t in the correct format.");
    else
        rt_strbuf_appendf(&b, "%s(%s error %ld.)", cannot, domain ? domain : "(null)", e->code);
    return finish(&b);
}

/* -description, as Foundation prints it: `Error Domain=D Code=N "localized description"`
 * and, when the userInfo has entries, ` UserInfo={key=value, …}`. Lock: none held; each
 * entry's -description takes what it takes. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct error *e = (struct error *)self;
    id localized = imp_localizedDescription(self, NULL);
    struct rt_strbuf b = {0};
    rt_strbuf_appendC(&b, "Error Domain=");
    rt_strbuf_appendC(&b, e->domain ? rt_nsstring_UTF8String(e->domain) : "(null)");
    rt_strbuf_appendf(&b, " Code=%ld \"", e->code);
    rt_strbuf_appendC(&b, localized ? rt_nsstring_UTF8String(localized) : "");
    rt_strbuf_appendC(&b, "\"");
    size_t count = e->userInfo ? rt_nsdictionary_count(e->userInfo) : 0;
    id *keys = count ? calloc(count, sizeof(id)) : NULL, *values = count ? calloc(count, sizeof(id)) : NULL;
    size_t got = keys && values ? rt_nsdictionary_copyEntries(e->userInfo, keys, values, count) : 0;
    if (got) rt_strbuf_appendC(&b, " UserInfo={");
    for (size_t i = 0; i < got; i++) {
        const char *k = rt_values_descriptionUTF8(keys[i]), *v = rt_values_descriptionUTF8(values[i]);
        rt_strbuf_appendf(&b, "%s%s=%s", i ? ", " : "", k ? k : "(null)", v ? v : "(null)");
    }
    if (got) rt_strbuf_appendC(&b, "}");
    for (size_t i = 0; i < got; i++) {
        rt_objc_release(keys[i]);
        rt_objc_release(values[i]);
    }
    free(keys);
    free(values);
    return finish(&b);
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct error *e = (struct error *)self;
    rt_objc_release(e->domain);
    rt_objc_release(e->userInfo);
    e->domain = e->userInfo = NULL;
    rt_values_superDealloc(self, error_class);
}

/* Registers NSError and makes the constants. Lock: the runtime lock inside the calls. */
void rt_nserror_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_domain", sizeof(id), 3, "@\"NSString\"", offsetof(struct error, domain)},
        {"_code", sizeof(long), 3, "q", offsetof(struct error, code)},
        {"_userInfo", sizeof(id), 3, "@\"NSDictionary\"", offsetof(struct error, userInfo)},
    };
    static const struct rt_value_method methods[] = {
        {"initWithDomain:code:userInfo:", (IMP)imp_init, "@40@0:8@16q24@32", false},
        {"domain", (IMP)imp_domain, "@16@0:8", false},
        {"code", (IMP)imp_code, "q16@0:8", false},
        {"userInfo", (IMP)imp_userInfo, "@16@0:8", false},
        {"localizedDescription", (IMP)imp_localizedDescription, "@16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"errorWithDomain:code:userInfo:", (IMP)imp_errorWith, "@40@0:8@16q24@32", true},
    };
    NSCocoaErrorDomain = rt_values_immortalString("NSCocoaErrorDomain");
    NSPOSIXErrorDomain = rt_values_immortalString("NSPOSIXErrorDomain");
    NSLocalizedDescriptionKey = rt_values_immortalString("NSLocalizedDescription");
    NSLocalizedFailureReasonErrorKey = rt_values_immortalString("NSLocalizedFailureReason");
    NSDebugDescriptionErrorKey = rt_values_immortalString("NSDebugDescription");
    NSUnderlyingErrorKey = rt_values_immortalString("NSUnderlyingError");
    error_class = rt_values_makeClass(nsobject, "NSError", ivars, sizeof ivars / sizeof ivars[0], methods,
                                      sizeof methods / sizeof methods[0]);
}
