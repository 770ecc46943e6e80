/* The two kinds of NSString clang makes for `@"…"` literals in compiled code, neither of
 * which is ever allocated or copied:
 *   - NSConstantString: a 32-byte record in the image, `{isa, flags, length, size, hash,
 *     data}`, which the loader has made immortal UTF-8 (ObjCABI/loader_strings.c);
 *   - NSTaggedPointerString: up to eight 7-bit ASCII characters packed into the pointer
 *     itself — tag 4 in the low three bits, the length in the next four, the characters
 *     from the top bit down, seven bits each (clang's encoding for the GNUstep 2.0 ABI).
 * Both are subclasses of NSString with no methods of their own: NSString's methods read
 * every string's bytes through rt_nsstring_getUTF8, which knows both layouts. */
#include "rt_nsstring.h"
#include "rt_class.h"
#include "rt_small_object.h"
#include "rt_values_private.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#define SMALL_STRING_TAG 4u

static Class constant_class;
static Class tagged_class;

/* No lock. */
Class rt_NSConstantString(void) { return constant_class; }

/* A constant string's bytes: `size` at offset 16, `data` at 24 (the record's layout). No lock. */
const char *rt_nsconstantstring_bytes(id string, size_t *length) {
    uint32_t size;
    const char *data;
    memcpy(&size, (const char *)string + 16, sizeof size);
    memcpy(&data, (const char *)string + 24, sizeof data);
    *length = size;
    return data;
}

/* Decoded small strings, one buffer per distinct value, kept for the life of the process: a
 * small string is a value that never dies, and `-UTF8String` must return bytes that stay
 * valid. Only the compiler makes small strings, so there are as many as the program has
 * short literals. Readers take no lock (entries are immutable once published with a release
 * store at the head of their bucket); a new entry is made under the table lock. */
struct decoded {
    uintptr_t value;
    const struct decoded *next;
    size_t length;
    char bytes[9];
};
#define DECODED_BUCKETS 64
static _Atomic(const struct decoded *) decoded_strings[DECODED_BUCKETS];
static pthread_mutex_t decoded_mutex = PTHREAD_MUTEX_INITIALIZER;

/* The entry for `v` in the list starting at `d`, or NULL. No lock. */
static const struct decoded *find_decoded(const struct decoded *d, uintptr_t v) {
    while (d && d->value != v) d = d->next;
    return d;
}

/* No lock to read; the table lock to add a value seen for the first time. */
const char *rt_nstaggedstring_bytes(id string, size_t *length) {
    uintptr_t v = (uintptr_t)string;
    size_t bucket = (v >> 7) % DECODED_BUCKETS;
    const struct decoded *d = find_decoded(atomic_load_explicit(&decoded_strings[bucket], memory_order_acquire), v);
    if (!d) {
        pthread_mutex_lock(&decoded_mutex);
        const struct decoded *head = atomic_load_explicit(&decoded_strings[bucket], memory_order_acquire);
        d = find_decoded(head, v);
        struct decoded *made = d ? NULL : calloc(1, sizeof *made);
        if (made) {
            size_t n = (v >> 3) & 0xF;
            if (n > 8) n = 8;
            for (size_t i = 0; i < n; i++) made->bytes[i] = (char)((v >> (57 - 7 * i)) & 0x7F);
            made->length = n;
            made->value = v;
            made->next = head;
            atomic_store_explicit(&decoded_strings[bucket], made, memory_order_release);
            d = made;
        }
        pthread_mutex_unlock(&decoded_mutex);
    }
    *length = d ? d->length : 0;
    return d ? d->bytes : "";
}

/* Registers both classes under NSString and the small-object tag. Lock: the runtime lock
 * inside the calls. */
void rt_nsconstantstring_install(void) {
    Class string = rt_NSString();
    if (!string) return;
    constant_class = rt_values_makeClass(string, "NSConstantString", NULL, 0, NULL, 0);
    tagged_class = rt_values_makeClass(string, "NSTaggedPointerString", NULL, 0, NULL, 0);
    if (tagged_class) rt_registerSmallObjectClass(tagged_class, SMALL_STRING_TAG);
}
