/* NSMutableString: a subclass of NSString whose bytes live in a replace-and-retire buffer
 * (valuebuffer.c): every change (-appendString:, -setString:) publishes a complete new buffer,
 * so a reader on another thread never sees a half-made string and a pointer it got from
 * -UTF8String stays valid while the string lives. */
#include "rt_nsmutablestring.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_method.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdint.h>
#include <string.h>

/* NSString's ivar first (its byte length, unused here), then the buffer. */
struct mstring {
    struct rt_object base;
    size_t immutableLength;
    struct rt_buffer_slot buffer;
};

static Class mutable_class;
static SEL append_sel;  /* interned at start-up */

/* No lock. */
Class rt_NSMutableString(void) { return mutable_class; }
/* No lock. */
bool rt_object_isNSMutableString(id obj) { return rt_values_isKind(obj, mutable_class); }

/* No lock. */
const char *rt_nsmutablestring_contents(id obj, size_t *length) {
    return rt_buffer_read(&((struct mstring *)obj)->buffer, length);
}

/* No lock: the new string is not shared yet. */
id rt_nsmutablestring_create(const char *utf8, size_t length) {
    if (!utf8 && length) return NULL;
    struct mstring *s = (struct mstring *)rt_class_createInstance(mutable_class, 0);
    if (s && !rt_buffer_init(&s->buffer, utf8, length)) {
        rt_objc_release((id)s);
        return NULL;
    }
    return (id)s;
}

/* The mutators' receiver check. No lock. */
static struct mstring *mutable_target(id self, SEL cmd) {
    if (rt_object_isNSMutableString(self)) return (struct mstring *)self;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                       "mutating method sent to an immutable object", 0, 0);
    return NULL;
}

/* Lock: the string's own spin lock. */
bool rt_nsmutablestring_append(id obj, const char *utf8, size_t length) {
    struct mstring *s = mutable_target(obj, append_sel);
    return s && rt_buffer_replace(&s->buffer, obj, append_sel, SIZE_MAX, utf8, length);
}

/* -appendString: (keep everything) / -setString: (keep nothing); a nil or non-string argument
 * raises as Foundation does. Lock: the string's own spin lock; the argument's bytes are read
 * before it (a string appended to itself reads its current buffer). */
static void edit(id self, SEL cmd, id other, size_t keep) {
    struct mstring *s = mutable_target(self, cmd);
    if (!s) return;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(other, &n);
    if (!bytes) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           other ? "the argument is not a string" : "nil argument", 0, 0);
        return;
    }
    rt_buffer_replace(&s->buffer, self, cmd, keep, bytes, n);
}
/* Lock: as edit(). */
static void imp_appendString(id self, SEL cmd, id other) { edit(self, cmd, other, SIZE_MAX); }
/* Lock: as edit(). */
static void imp_setString(id self, SEL cmd, id other) { edit(self, cmd, other, 0); }

/* -copyWithZone: an immutable NSString of the current bytes (+1). No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(self, &n);
    return rt_nsstring_create(bytes ? bytes : "", n);
}

/* -mutableCopyWithZone: (on NSString too): a new mutable string (+1). No lock. */
static id imp_mutableCopyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(self, &n);
    return rt_nsmutablestring_create(bytes ? bytes : "", n);
}

/* -description: an immutable snapshot, autoreleased (NSString answers itself, but a mutable
 * string's text may change after the caller got it). No lock. */
static id imp_description(id self, SEL cmd) {
    return rt_objc_autorelease(imp_copyWithZone(self, cmd, NULL));
}

/* +string / +stringWithString:: a new mutable string, autoreleased. No lock. */
static id imp_string(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsmutablestring_create("", 0));
}
/* No lock. */
static id imp_stringWithString(id self, SEL cmd, id other) {
    (void)self;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(other, &n);
    if (!bytes) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "the argument is not a string", 0, 0);
        return NULL;
    }
    return rt_objc_autorelease(rt_nsmutablestring_create(bytes, n));
}

/* -dealloc: frees the buffers. Lock: none (no other owner). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    rt_buffer_free(&((struct mstring *)self)->buffer);
    rt_values_superDealloc(self, mutable_class);
}


/* Registers NSMutableString under NSString, and -mutableCopyWithZone: on NSString.
 * Lock: the runtime lock inside the calls. */
void rt_nsmutablestring_install(void) {
    Class string = rt_NSString();
    if (!string) return;
    append_sel = rt_sel_registerName("appendString:");
    static const struct rt_value_ivar ivars[] = {
        {"_current", sizeof(void *), 3, "^v", offsetof(struct mstring, buffer.current)},
        {"_retired", sizeof(void *), 3, "^v", offsetof(struct mstring, buffer.retired)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct mstring, buffer.lock)},
    };
    static const struct rt_value_method methods[] = {
        {"appendString:", (IMP)imp_appendString, "v24@0:8@16", false},
        {"setString:", (IMP)imp_setString, "v24@0:8@16", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"string", (IMP)imp_string, "@16@0:8", true},
        {"stringWithString:", (IMP)imp_stringWithString, "@24@0:8@16", true},
    };
    rt_class_addMethod(string, rt_sel_registerName("mutableCopyWithZone:"), (IMP)imp_mutableCopyWithZone,
                       "@24@0:8" ZONE "16");
    mutable_class = rt_values_makeClass(string, "NSMutableString", ivars, sizeof ivars / sizeof ivars[0],
                                        methods, sizeof methods / sizeof methods[0]);
}
