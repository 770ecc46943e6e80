/* The byte-string hash shared by the runtime's string-keyed side tables and the value
 * layer's -hash (NSString, NSData, NSValue, NSIndexSet). One definition, so
 * byte-equal objects hash equal whichever class computes it. Public (under include/) because
 * the value layer above the core uses it; a static inline function, so it costs no call. */
#ifndef MINIOBJC_RT_HASH_H
#define MINIOBJC_RT_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A hash of `length` bytes read eight at a time (a dictionary lookup of an NSString key
 * hashes it every time: FNV-1a's byte loop was most of that lookup), each word mixed in by a
 * multiply, the whole finished with a MurmurHash3-style avalanche so the low bits that pick a
 * table slot depend on every byte. No lock (pure). */
static inline uint64_t rt_hash_bytes(const void *bytes, size_t length) {
    const unsigned char *p = bytes;
    uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)length;
    for (; length >= 8; p += 8, length -= 8) {
        uint64_t w;
        memcpy(&w, p, sizeof w);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 29;
    }
    uint64_t tail = 0;
    for (size_t i = 0; i < length; i++) tail |= (uint64_t)p[i] << (8 * i);
    h = (h ^ tail) * 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return h;
}

#endif
