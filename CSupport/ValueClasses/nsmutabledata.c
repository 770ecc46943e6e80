/* NSMutableData: a subclass of NSData whose bytes live in a replace-and-retire buffer
 * (valuebuffer.c), so -bytes handed to one thread stays valid while another appends. */
#include "rt_nsmutabledata.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_method.h"
#include "rt_nsdata.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdint.h>

/* NSData's ivar first (its length, unused here), then the buffer. */
struct mdata {
    struct rt_object base;
    size_t immutableLength;
    struct rt_buffer_slot buffer;
};

static Class mutable_class;
static SEL append_sel;  /* interned at start-up */

/* No lock. */
Class rt_NSMutableData(void) { return mutable_class; }
/* No lock. */
bool rt_object_isNSMutableData(id obj) { return rt_values_isKind(obj, mutable_class); }

/* No lock. */
const void *rt_nsmutabledata_contents(id obj, size_t *length) {
    return rt_buffer_read(&((struct mdata *)obj)->buffer, length);
}

/* No lock: the new object is not shared yet. */
id rt_nsmutabledata_create(const void *bytes, size_t length) {
    if (!bytes && length) return NULL;
    struct mdata *d = (struct mdata *)rt_class_createInstance(mutable_class, 0);
    if (d && !rt_buffer_init(&d->buffer, bytes, length)) {
        rt_objc_release((id)d);
        return NULL;
    }
    return (id)d;
}

/* The mutators' receiver check. No lock. */
static struct mdata *mutable_target(id self, SEL cmd) {
    if (rt_object_isNSMutableData(self)) return (struct mdata *)self;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                       "mutating method sent to an immutable object", 0, 0);
    return NULL;
}

/* Lock: the object's own spin lock. */
bool rt_nsmutabledata_append(id obj, const void *bytes, size_t length) {
    struct mdata *d = mutable_target(obj, append_sel);
    if (!d) return false;
    if (!bytes && length) return false;
    return rt_buffer_replace(&d->buffer, obj, append_sel, SIZE_MAX, bytes, length);
}

/* -appendBytes:length:. Lock: the object's own spin lock. */
static void imp_appendBytesLength(id self, SEL cmd, const void *bytes, uintptr_t length) {
    struct mdata *d = mutable_target(self, cmd);
    if (!d) return;
    if (!bytes && length) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd), "NULL bytes", 0, length);
        return;
    }
    rt_buffer_replace(&d->buffer, self, cmd, SIZE_MAX, bytes, length);
}

/* -appendData:. Lock: the object's own spin lock; the argument is read before it. */
static void imp_appendData(id self, SEL cmd, id other) {
    size_t n;
    const void *bytes = rt_nsdata_getBytes(other, &n);
    if (!bytes) {
        rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                           other ? "the argument is not an NSData" : "nil argument", 0, 0);
        return;
    }
    imp_appendBytesLength(self, cmd, bytes, n);
}

/* -setLength:: truncates, or extends with zero bytes. Lock: the object's own spin lock. */
static void imp_setLength(id self, SEL cmd, uintptr_t length) {
    struct mdata *d = mutable_target(self, cmd);
    if (!d) return;
    size_t current;
    rt_buffer_read(&d->buffer, &current);
    rt_buffer_replace(&d->buffer, self, cmd, length, NULL, length > current ? length - current : 0);
}

/* -copyWithZone: an immutable NSData of the current bytes (+1). No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    size_t n;
    const void *bytes = rt_nsdata_getBytes(self, &n);
    return rt_nsdata_create(n ? bytes : NULL, n);
}

/* -mutableCopyWithZone: (on NSData too): a new NSMutableData (+1). No lock. */
static id imp_mutableCopyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    size_t n;
    const void *bytes = rt_nsdata_getBytes(self, &n);
    return rt_nsmutabledata_create(n ? bytes : NULL, n);
}

/* +data: an empty NSMutableData, autoreleased (NSData's +data would make an immutable one).
 * No lock. */
static id imp_data(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsmutabledata_create(NULL, 0));
}

/* -dealloc: frees the buffers. Lock: none (no other owner). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    rt_buffer_free(&((struct mdata *)self)->buffer);
    rt_values_superDealloc(self, mutable_class);
}


/* Registers NSMutableData under NSData, and -mutableCopyWithZone: on NSData.
 * Lock: the runtime lock inside the calls. */
void rt_nsmutabledata_install(void) {
    Class data = rt_NSData();
    if (!data) return;
    append_sel = rt_sel_registerName("appendBytes:length:");
    static const struct rt_value_ivar ivars[] = {
        {"_current", sizeof(void *), 3, "^v", offsetof(struct mdata, buffer.current)},
        {"_retired", sizeof(void *), 3, "^v", offsetof(struct mdata, buffer.retired)},
        {"_lock", sizeof(uint32_t), 2, "I", offsetof(struct mdata, buffer.lock)},
    };
    static const struct rt_value_method methods[] = {
        {"appendBytes:length:", (IMP)imp_appendBytesLength, "v32@0:8r^v16Q24", false},
        {"appendData:", (IMP)imp_appendData, "v24@0:8@16", false},
        {"setLength:", (IMP)imp_setLength, "v24@0:8Q16", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"data", (IMP)imp_data, "@16@0:8", true},
    };
    rt_class_addMethod(data, rt_sel_registerName("mutableCopyWithZone:"), (IMP)imp_mutableCopyWithZone,
                       "@24@0:8" ZONE "16");
    mutable_class = rt_values_makeClass(data, "NSMutableData", ivars, sizeof ivars / sizeof ivars[0],
                                        methods, sizeof methods / sizeof methods[0]);
}
