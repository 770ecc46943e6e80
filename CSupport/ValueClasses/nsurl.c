/* NSURL: the text in one NSString ivar, checked once at creation. Immutable, so any thread
 * may read it. -scheme, -host and -path are cut out of the text on demand (RFC 3986 §3:
 * scheme ":" ["//" authority] path ["?" query] ["#" fragment]). */
#include "rt_nsurl.h"
#include "rt_class.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_values_private.h"
#include <string.h>

struct url {
    struct rt_object base;
    id string;  /* NSString, strong */
};

static Class url_class;

/* No lock. */
Class rt_NSURL(void) { return url_class; }
/* No lock. */
bool rt_object_isNSURL(id obj) { return rt_values_isKind(obj, url_class); }
/* No lock. */
id rt_nsurl_absoluteString(id obj) { return rt_object_isNSURL(obj) ? ((struct url *)obj)->string : NULL; }

/* No lock. */
static bool is_hex(unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Whether every byte is an RFC 3986 character (unreserved, reserved, or a %XX escape).
 * No lock. */
static bool valid_url_text(const char *s, size_t n) {
    if (n == 0) return false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) continue;
        if (c == '%') {
            if (i + 2 >= n) return false;
            if (!is_hex((unsigned char)s[i + 1]) || !is_hex((unsigned char)s[i + 2])) return false;
            i += 2;
            continue;
        }
        if (!strchr("-._~:/?#[]@!$&'()*+,;=", c) || c == 0) return false;
    }
    return true;
}

/* No lock. */
id rt_nsurl_create(const char *utf8, size_t length) {
    if (!utf8 || !valid_url_text(utf8, length)) return NULL;
    struct url *u = (struct url *)rt_class_createInstance(url_class, 0);
    if (!u) return NULL;
    u->string = rt_nsstring_create(utf8, length);
    if (!u->string) {
        rt_objc_release((id)u);
        return NULL;
    }
    return (id)u;
}

/* The length of the scheme (letters, then letters, digits, + - .) before a ':', or 0.
 * No lock. */
static size_t scheme_length(const char *s, size_t n) {
    if (n == 0 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z'))) return 0;
    for (size_t i = 1; i < n; i++) {
        char c = s[i];
        if (c == ':') return i;
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' ||
              c == '-' || c == '.'))
            return 0;
    }
    return 0;
}

/* The URL's parts: [*start, *start + *length) of the text. part 0 scheme, 1 host, 2 path.
 * False when the URL has no such part. No lock. */
static bool url_part(id self, int part, size_t *start, size_t *length) {
    size_t n;
    const char *s = rt_nsstring_getUTF8(rt_nsurl_absoluteString(self), &n);
    if (!s) return false;
    size_t scheme = scheme_length(s, n);
    if (part == 0) {
        *start = 0;
        *length = scheme;
        return scheme > 0;
    }
    size_t i = scheme ? scheme + 1 : 0;
    size_t hostStart = 0, hostEnd = 0;
    bool hasHost = i + 1 < n && s[i] == '/' && s[i + 1] == '/';
    if (hasHost) {
        i += 2;
        size_t end = i;
        while (end < n && s[end] != '/' && s[end] != '?' && s[end] != '#') end++;
        hostStart = i;
        for (size_t k = i; k < end; k++)
            if (s[k] == '@') hostStart = k + 1;  /* after user:password@ */
        hostEnd = hostStart;
        while (hostEnd < end && s[hostEnd] != ':') hostEnd++;
        i = end;
    }
    if (part == 1) {
        *start = hostStart;
        *length = hostEnd - hostStart;
        return hasHost;
    }
    size_t end = i;
    while (end < n && s[end] != '?' && s[end] != '#') end++;
    *start = i;
    *length = end - i;
    return true;
}

/* -scheme / -host / -path: autoreleased strings, nil when absent. No lock. */
static id part_string(id self, int part) {
    size_t start, length;
    if (!url_part(self, part, &start, &length)) return NULL;
    size_t n;
    const char *s = rt_nsstring_getUTF8(rt_nsurl_absoluteString(self), &n);
    return rt_objc_autorelease(rt_nsstring_create(s + start, length));
}
/* No lock. */
static id imp_scheme(id self, SEL cmd) { (void)cmd; return part_string(self, 0); }
/* No lock. */
static id imp_host(id self, SEL cmd) { (void)cmd; return part_string(self, 1); }
/* No lock. */
static id imp_path(id self, SEL cmd) { (void)cmd; return part_string(self, 2); }

/* -absoluteString / -description: the text (+0). No lock. */
static id imp_absoluteString(id self, SEL cmd) {
    (void)cmd;
    return rt_nsurl_absoluteString(self);
}

/* -isEqual:: another URL with the same text. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    if (!rt_object_isNSURL(self) || !rt_object_isNSURL(other)) return 0;
    return rt_values_sendIsEqual(rt_nsurl_absoluteString(self), rt_nsurl_absoluteString(other));
}

/* -hash: the text's. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    return rt_values_sendHash(rt_nsurl_absoluteString(self));
}

/* +URLWithString:: autoreleased, nil for text that is not a URL. No lock. */
static id imp_URLWithString(id self, SEL cmd, id string) {
    (void)self;
    (void)cmd;
    size_t n;
    const char *s = rt_nsstring_getUTF8(string, &n);
    return rt_objc_autorelease(s ? rt_nsurl_create(s, n) : NULL);
}

/* -initWithString:: a class-cluster style init: the +alloc'd placeholder is released and a
 * filled URL (or nil) returned. No lock. */
static id imp_initWithString(id self, SEL cmd, id string) {
    (void)cmd;
    rt_objc_release(self);
    size_t n;
    const char *s = rt_nsstring_getUTF8(string, &n);
    return s ? rt_nsurl_create(s, n) : NULL;
}

#define B RT_BOOL_ENC

/* Registers NSURL. Lock: the runtime lock inside the calls. */
void rt_nsurl_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_string", sizeof(id), 3, "@\"NSString\"", offsetof(struct url, string)},
    };
    static const struct rt_value_method methods[] = {
        {"absoluteString", (IMP)imp_absoluteString, "@16@0:8", false},
        {"description", (IMP)imp_absoluteString, "@16@0:8", false},
        {"scheme", (IMP)imp_scheme, "@16@0:8", false},
        {"host", (IMP)imp_host, "@16@0:8", false},
        {"path", (IMP)imp_path, "@16@0:8", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"copyWithZone:", (IMP)rt_values_imp_copySelf, "@24@0:8" ZONE "16", false},
        {"initWithString:", (IMP)imp_initWithString, "@24@0:8@16", false},
        {"URLWithString:", (IMP)imp_URLWithString, "@24@0:8@16", true},
    };
    url_class = rt_values_makeClass(nsobject, "NSURL", ivars, sizeof ivars / sizeof ivars[0],
                                    methods, sizeof methods / sizeof methods[0]);
}
