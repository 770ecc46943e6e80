/* Heap blocks' memory. Most blocks are small and short-lived (a callback copied, called,
 * released), so each thread keeps a few freed blocks of each 16-byte size class up to 128
 * bytes and hands them to its next copies: a copy and its release then cost two list
 * operations instead of malloc and free (the inline fast paths are in rt_core_private.h;
 * here are the thread-local lists, their destructor and the slow paths). A thread's lists
 * are freed when it exits. Sanitizer builds skip the cache, so ASan still sees every block
 * freed and never reused. */
#include "rt_core_private.h"
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#ifndef RT_NO_BLOCK_CACHE
_Thread_local struct rt_block_cache rt_block_cache __attribute__((tls_model("initial-exec")));
static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

/* Thread exit: the exiting thread's lists go back to malloc. No lock (its own lists). */
static void cache_destructor(void *marker) {
    (void)marker;
    for (unsigned c = 0; c < RT_BLOCK_CACHE_CLASSES; c++) {
        while (rt_block_cache.lists[c]) {
            void *chunk = rt_block_cache.lists[c];
            rt_block_cache.lists[c] = *(void **)chunk;
            free(chunk);
        }
        rt_block_cache.counts[c] = 0;
    }
    rt_block_cache.registered = false;
}

/* No lock (pthread_once). */
static void make_cache_key(void) { pthread_key_create(&cache_key, cache_destructor); }
#endif

/* No lock. */
void *rt_block_memoryAllocSlow(size_t rounded) { return malloc(rounded); }

/* No lock (the calling thread's lists). */
void rt_block_memoryFreeSlow(void *p, size_t rounded) {
#ifndef RT_NO_BLOCK_CACHE
    size_t c = rounded / 16 - 1;
    if (c < RT_BLOCK_CACHE_CLASSES && !rt_block_cache.registered) {
        /* The thread's first free: make sure its exit frees the lists, then keep this one. */
        pthread_once(&cache_once, make_cache_key);
        pthread_setspecific(cache_key, &cache_key);
        rt_block_cache.registered = true;
        rt_block_memoryFree(p, rounded);
        return;
    }
#else
    (void)rounded;
#endif
    free(p);
}
