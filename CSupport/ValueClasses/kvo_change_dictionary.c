/* rt_kvo_changeDictionary (rt_kvo_change.h). The Swift layer used to build each change
 * dictionary as Swift pairs of handles and hand them to rt_nsdictionary_create, which copied
 * and hashed every key again; a compiled observer gets a dictionary with every notification,
 * so this is its C fast path: the five keys of kvo_change_keys.c and FBKVOController's key,
 * their hashes taken once. */
#include "rt_kvo_change.h"
#include "rt_nsdictionary_private.h"
#include "rt_values_private.h"
#include <pthread.h>

extern id NSKeyValueChangeKindKey, NSKeyValueChangeNewKey, NSKeyValueChangeOldKey, NSKeyValueChangeIndexesKey,
    NSKeyValueChangeNotificationIsPriorKey;

enum { KEY_PATH, KIND, NEW, OLD, INDEXES, PRIOR, KEY_COUNT };

static id keys[KEY_COUNT];
static uintptr_t hashes[KEY_COUNT];
static bool ready;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* The keys and their hashes, once (the change keys exist from start-up). No lock: run by
 * pthread_once. */
static void prepare(void) {
    static const char keyPathKey[] = "FBKVONotificationKeyPathKey";  /* KVOController.keyPathKey */
    id keyPath = rt_values_immortalString(keyPathKey);
    id made[KEY_COUNT] = {keyPath, NSKeyValueChangeKindKey, NSKeyValueChangeNewKey, NSKeyValueChangeOldKey,
                          NSKeyValueChangeIndexesKey, NSKeyValueChangeNotificationIsPriorKey};
    for (int i = 0; i < KEY_COUNT; i++) {
        if (!made[i]) return;
        keys[i] = made[i];
        hashes[i] = rt_values_sendHash(made[i]);
    }
    ready = true;
}

/* No lock (pthread_once on the first call). */
id rt_kvo_changeDictionary(id keyPath, id kind, id newValue, id oldValue, id indexes, id prior) {
    pthread_once(&once, prepare);
    if (!ready || !kind) return NULL;
    id given[KEY_COUNT] = {keyPath, kind, newValue, oldValue, indexes, prior};
    id k[KEY_COUNT], v[KEY_COUNT];
    uintptr_t h[KEY_COUNT];
    size_t n = 0;
    for (int i = 0; i < KEY_COUNT; i++)
        if (given[i]) {
            k[n] = keys[i];
            h[n] = hashes[i];
            v[n++] = given[i];
        }
    return rt_nsdictionary_createHashed(k, h, v, n);
}
