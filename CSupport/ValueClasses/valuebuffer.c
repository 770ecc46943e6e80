/* The replace-and-retire byte buffers behind NSMutableString and NSMutableData (declared in
 * rt_values_private.h). Writers serialise on the owner's spin lock and publish a complete new
 * buffer; readers never lock and never see a half-written one. Retired buffers are freed only
 * when the owner goes away: the cost is memory for objects changed many times, the gain is
 * that a pointer returned by -UTF8String or -bytes stays valid for the object's lifetime. */
#include "rt_values_private.h"
#include "rt_exception.h"
#include "rt_selector.h"
#include <stdlib.h>
#include <string.h>

/* a[0..<na] followed by nb bytes of b (zeros when b is NULL), NUL-terminated. No lock. */
static struct rt_value_buffer *make(const void *a, size_t na, const void *b, size_t nb) {
    if (na > SIZE_MAX - sizeof(struct rt_value_buffer) - 1 || nb > SIZE_MAX - sizeof(struct rt_value_buffer) - 1 - na)
        return NULL;
    struct rt_value_buffer *buf = malloc(sizeof(struct rt_value_buffer) + na + nb + 1);
    if (!buf) return NULL;
    buf->retiredNext = NULL;
    buf->length = na + nb;
    if (na) memcpy(buf->bytes, a, na);
    if (nb) {
        if (b) memcpy(buf->bytes + na, b, nb);
        else memset(buf->bytes + na, 0, nb);
    }
    buf->bytes[na + nb] = '\0';
    return buf;
}

/* No lock. */
const void *rt_buffer_read(struct rt_buffer_slot *slot, size_t *length) {
    struct rt_value_buffer *buf = atomic_load_explicit(&slot->current, memory_order_acquire);
    if (!buf) {
        *length = 0;
        return "";
    }
    *length = buf->length;
    return buf->bytes;
}

/* No lock. */
bool rt_buffer_init(struct rt_buffer_slot *slot, const void *bytes, size_t length) {
    struct rt_value_buffer *buf = make(bytes, length, NULL, 0);
    if (!buf) return false;
    atomic_store_explicit(&slot->current, buf, memory_order_release);
    return true;
}

/* Makes `buf` the slot's contents; the previous buffer is retired, not freed (a lock-free
 * reader may still hold it). Caller holds the slot's lock. */
static void publish_locked(struct rt_buffer_slot *slot, struct rt_value_buffer *buf) {
    struct rt_value_buffer *previous = atomic_load_explicit(&slot->current, memory_order_relaxed);
    atomic_store_explicit(&slot->current, buf, memory_order_release);
    if (previous) {
        previous->retiredNext = slot->retired;
        slot->retired = previous;
    }
}

/* Lock: the slot's spin lock. */
bool rt_buffer_replace(struct rt_buffer_slot *slot, id owner, SEL cmd, size_t keep,
                       const void *bytes, size_t length) {
    if (!rt_values_lockForMutation(&slot->lock, owner, cmd)) return false;
    size_t oldLength;
    const void *old = rt_buffer_read(slot, &oldLength);
    struct rt_value_buffer *buf = make(old, keep < oldLength ? keep : oldLength, bytes, length);
    if (buf) publish_locked(slot, buf);
    rt_values_unlock(&slot->lock);
    return buf != NULL;
}

/* Lock: the slot's spin lock (the locator runs under it and must not raise). */
bool rt_buffer_splice(struct rt_buffer_slot *slot, id owner, SEL cmd, rt_buffer_locator locate, void *context,
                      const void *bytes, size_t length) {
    if (!rt_values_lockForMutation(&slot->lock, owner, cmd)) return false;
    size_t oldLength, from, to;
    const char *old = rt_buffer_read(slot, &oldLength);
    struct rt_value_buffer *buf = NULL;
    if (locate(old, oldLength, context, &from, &to) && from <= to && to <= oldLength) {
        buf = make(old, from, bytes, length);
        struct rt_value_buffer *whole = buf ? make(buf->bytes, buf->length, old + to, oldLength - to) : NULL;
        free(buf);
        buf = whole;
    }
    if (buf) publish_locked(slot, buf);
    rt_values_unlock(&slot->lock);
    return buf != NULL;
}

/* Lock: none. */
void rt_buffer_free(struct rt_buffer_slot *slot) {
    free(atomic_exchange_explicit(&slot->current, NULL, memory_order_relaxed));
    for (struct rt_value_buffer *b = slot->retired, *next; b; b = next) {
        next = b->retiredNext;
        free(b);
    }
    slot->retired = NULL;
}
