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
#include "rt_strings_private.h"
#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* NSString's ivar first (its byte length, unused here), then the buffer. */
struct mstring {
    struct rt_object base;
    size_t immutableLength;
    uintptr_t inheritedHash; /* NSString's kept hash: never used, a mutable string's changes */
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

/* Lock: the string's own spin lock. */
bool rt_nsmutablestring_setBytes(id obj, const char *utf8, size_t length) {
    struct mstring *s = (struct mstring *)obj;
    return rt_buffer_replace(&s->buffer, obj, append_sel, 0, utf8, length);
}

static id imp_string(id self, SEL cmd);
static id imp_copyWithZone(id self, SEL cmd, void *zone);

/* Releases a snapshot on every way out. No lock. */
static void release_snapshot(id *snapshot) { rt_objc_release(*snapshot); }

/* What an edit asks of the current contents: a range in UTF-16 units, turned into bytes under
 * the string's lock; `units` is the length seen when the range did not fit. */
struct edit_range {
    rt_nsrange range;
    bool outOfBounds;
    size_t units;
};

/* The locator of rt_buffer_splice: never raises (the lock is held). No lock of its own. */
static bool locate(const char *bytes, size_t length, void *context, size_t *from, size_t *to) {
    struct edit_range *e = context;
    e->units = rt_utf8_unitCount(bytes, length);
    if (e->range.location > e->units || e->range.length > e->units - e->range.location) {
        e->outOfBounds = true;
        return false;
    }
    *from = rt_utf8_offsetOfUnit(bytes, length, e->range.location);
    *to = rt_utf8_offsetOfUnit(bytes, length, e->range.location + e->range.length);
    return true;
}

/* Replaces the UTF-16 range with `bytes`; an out-of-bounds range raises NSRangeException
 * (after the lock is dropped). Lock: the string's own spin lock. */
static void splice(id self, SEL cmd, rt_nsrange range, const char *bytes, size_t n) {
    struct mstring *s = mutable_target(self, cmd);
    if (!s) return;
    struct edit_range e = {range, false, 0};
    if (rt_buffer_splice(&s->buffer, self, cmd, locate, &e, bytes, n) || !e.outOfBounds) return;
    char detail[160];
    snprintf(detail, sizeof detail, "Range {%lu, %lu} out of bounds; string length %lu",
             (unsigned long)range.location, (unsigned long)range.length, (unsigned long)e.units);
    rt_exception_raise(RT_EXC_RANGE, self, rt_sel_getName(cmd), detail, range.location, e.units);
}

/* -insertString:atIndex:. Lock: as splice(); the argument's bytes are read before. */
static void imp_insertString(id self, SEL cmd, id other, uintptr_t index) {
    size_t n;
    const char *bytes = rt_strings_argument(self, cmd, other, &n);
    if (bytes) splice(self, cmd, (rt_nsrange){index, 0}, bytes, n);
}

/* -deleteCharactersInRange:. Lock: as splice(). */
static void imp_deleteCharacters(id self, SEL cmd, struct rt_range range) { splice(self, cmd, range, "", 0); }

/* -replaceCharactersInRange:withString:. Lock: as splice(). */
static void imp_replaceCharacters(id self, SEL cmd, struct rt_range range, id other) {
    size_t n;
    const char *bytes = rt_strings_argument(self, cmd, other, &n);
    if (bytes) splice(self, cmd, range, bytes, n);
}

/* -appendFormat:: a nil format raises NSInvalidArgumentException. Lock: none while
 * formatting (the `%@` objects' -description may read this very string), then the
 * string's own. */
static void imp_appendFormat(id self, SEL cmd, id format, ...) {
    struct mstring *s = mutable_target(self, cmd);
    if (!s) return;
    va_list ap;
    va_start(ap, format);
    id text = rt_nsstring_newWithFormat(format, ap, false, self, cmd);
    va_end(ap);
    if (!text) return;
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(text, &n);
    rt_buffer_replace(&s->buffer, self, cmd, SIZE_MAX, bytes, n);
    rt_objc_release(text);
}

/* -replaceOccurrencesOfString:withString:options:range:: every non-overlapping occurrence
 * in the range, left to right (NSCaseInsensitiveSearch honoured; NSAnchoredSearch replaces
 * only one at the range's start; NSBackwardsSearch is ignored), all published as one change;
 * answers how many. A nil string raises NSInvalidArgumentException, a range beyond the string
 * NSRangeException, before anything changes. Lock: none while searching a snapshot, then the
 * string's own to publish. */
static uintptr_t imp_replaceOccurrences(id self, SEL cmd, id target, id replacement, uintptr_t options,
                                        struct rt_range range) {
    struct mstring *s = mutable_target(self, cmd);
    size_t m, r, n, from, to;
    if (!s || !rt_strings_argument(self, cmd, target, &m)) return 0;
    const char *with = rt_strings_argument(self, cmd, replacement, &r);
    if (!with) return 0;
    __attribute__((cleanup(release_snapshot))) id snapshot = imp_copyWithZone(self, cmd, NULL);
    const char *bytes = snapshot ? rt_nsstring_getUTF8(snapshot, &n) : NULL;
    if (!bytes || !rt_strings_byteRange(self, cmd, range, bytes, n, &from, &to)) return 0;
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf out = {0};
    size_t copied = 0, count = 0;
    rt_nsrange window = range;
    uintptr_t searchOptions = options & (1 | 8); /* case-insensitive, anchored */
    for (;;) {
        rt_nsrange hit = rt_strings_search(snapshot, cmd, target, searchOptions, &window);
        if (hit.location == RT_NOT_FOUND || hit.length == 0) break;
        size_t a = rt_utf8_offsetOfUnit(bytes, n, hit.location), b = rt_utf8_offsetOfUnit(bytes, n, hit.location + hit.length);
        rt_strbuf_append(&out, bytes + copied, a - copied);
        rt_strbuf_append(&out, with, r);
        copied = b;
        count++;
        size_t end = window.location + window.length;
        window.location = hit.location + hit.length;
        window.length = end - window.location;
        if (options & 8) break;
    }
    if (!count) return 0;
    rt_strbuf_append(&out, bytes + copied, n - copied);
    if (out.failed || !rt_buffer_replace(&s->buffer, self, cmd, 0, out.bytes ? out.bytes : "", out.length)) return 0;
    return count;
}

/* +stringWithCapacity: / -initWithCapacity:: an empty mutable string (the capacity is only a
 * hint; every change makes a new buffer anyway). No lock. */
static id imp_stringWithCapacity(id self, SEL cmd, uintptr_t capacity) {
    (void)capacity;
    return imp_string(self, cmd);
}
/* No lock. */
static id imp_initWithCapacity(id self, SEL cmd, uintptr_t capacity) {
    (void)cmd;
    (void)capacity;
    return rt_strings_initWith(self, "", 0);
}

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
        {"insertString:atIndex:", (IMP)imp_insertString, "v32@0:8@16Q24", false},
        {"deleteCharactersInRange:", (IMP)imp_deleteCharacters, "v32@0:8" RT_RANGE_ENC "16", false},
        {"replaceCharactersInRange:withString:", (IMP)imp_replaceCharacters, "v40@0:8" RT_RANGE_ENC "16@32", false},
        {"appendFormat:", (IMP)imp_appendFormat, "v24@0:8@16", false},
        {"replaceOccurrencesOfString:withString:options:range:", (IMP)imp_replaceOccurrences,
         "Q56@0:8@16@24Q32" RT_RANGE_ENC "40", false},
        {"initWithCapacity:", (IMP)imp_initWithCapacity, "@24@0:8Q16", false},
        {"stringWithCapacity:", (IMP)imp_stringWithCapacity, "@24@0:8Q16", true},
    };
    rt_class_addMethod(string, rt_sel_registerName("mutableCopyWithZone:"), (IMP)imp_mutableCopyWithZone,
                       "@24@0:8" ZONE "16");
    mutable_class = rt_values_makeClass(string, "NSMutableString", ivars, sizeof ivars / sizeof ivars[0],
                                        methods, sizeof methods / sizeof methods[0]);
}
