/* Heap blocks' memory. Most blocks are small and short-lived (a callback copied, called,
 * released), so each thread keeps a few freed blocks of each 16-byte size class up to 128
 * bytes and hands them to its next copies: a copy and its release then cost two list
 * operations instead of malloc and free. A thread's lists are freed when it exits. Sanitizer
 * builds skip the cache, so ASan still sees every block freed and never reused. */
#include "rt_core_private.h"
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define NO_BLOCK_CACHE 1
#endif
#endif
#define CACHE_CLASSES 8u
#define CACHE_DEPTH 8u
#define CACHE_GRAIN 16u

/* The rounded size heap blocks of `size` bytes are allocated with. No lock. */
static size_t chunk_size(size_t size) { return (size + CACHE_GRAIN - 1) & ~(size_t)(CACHE_GRAIN - 1); }

#ifndef NO_BLOCK_CACHE
struct cache_chunk {
    struct cache_chunk *next;
};
static _Thread_local struct cache_chunk *cache_lists[CACHE_CLASSES] __attribute__((tls_model("initial-exec")));
static _Thread_local uint8_t cache_counts[CACHE_CLASSES] __attribute__((tls_model("initial-exec")));
static _Thread_local bool cache_registered __attribute__((tls_model("initial-exec")));
static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

/* Thread exit: the exiting thread's lists go back to malloc. No lock (its own lists). */
static void cache_destructor(void *marker) {
    (void)marker;
    for (unsigned c = 0; c < CACHE_CLASSES; c++) {
        while (cache_lists[c]) {
            struct cache_chunk *chunk = cache_lists[c];
            cache_lists[c] = chunk->next;
            free(chunk);
        }
        cache_counts[c] = 0;
    }
    cache_registered = false;
}

/* No lock (pthread_once). */
static void make_cache_key(void) { pthread_key_create(&cache_key, cache_destructor); }
#endif

/* Memory for a heap block of `size` bytes. No lock (this thread's lists). */
void *rt_block_memoryAlloc(size_t size) {
    size_t rounded = chunk_size(size);
#ifndef NO_BLOCK_CACHE
    unsigned c = (unsigned)(rounded / CACHE_GRAIN) - 1;
    if (c < CACHE_CLASSES && cache_lists[c]) {
        struct cache_chunk *chunk = cache_lists[c];
        cache_lists[c] = chunk->next;
        cache_counts[c]--;
        return chunk;
    }
#endif
    return malloc(rounded);
}

/* Gives back a heap block's memory. No lock (this thread's lists). */
void rt_block_memoryFree(void *p, size_t size) {
#ifndef NO_BLOCK_CACHE
    unsigned c = (unsigned)(chunk_size(size) / CACHE_GRAIN) - 1;
    if (c < CACHE_CLASSES && cache_counts[c] < CACHE_DEPTH) {
        if (!cache_registered) { /* the thread's first: make sure its exit frees the lists */
            pthread_once(&cache_once, make_cache_key);
            pthread_setspecific(cache_key, &cache_key);
            cache_registered = true;
        }
        struct cache_chunk *chunk = p;
        chunk->next = cache_lists[c];
        cache_lists[c] = chunk;
        cache_counts[c]++;
        return;
    }
#else
    (void)size;
#endif
    free(p);
}
