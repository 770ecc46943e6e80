/* The byte-string hash shared by the runtime's string-keyed side tables and the value
 * layer's -hash (NSString, NSData, NSValue, NSIndexSet): 64-bit FNV-1a. One definition, so
 * byte-equal objects hash equal whichever class computes it. Public (under include/) because
 * the value layer above the core uses it; a static inline function, so it costs no call. */
#ifndef MINIOBJC_RT_HASH_H
#define MINIOBJC_RT_HASH_H

#include <stddef.h>
#include <stdint.h>

/* FNV-1a of `length` bytes. No lock (pure). */
static inline uint64_t rt_hash_bytes(const void *bytes, size_t length) {
    const unsigned char *p = bytes;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < length; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

#endif
