/* The loader's bookkeeping: which compiled class record became which runtime class, the
 * images taken, what still waits. A small open-addressing map keyed by record address (the
 * core's side-table map is private to the core). Everything here is under the loader lock,
 * which loader.c takes: it is recursive, because a +load may dlopen another image. */
#include "rt_abi_private.h"
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t loader_mutex;
static pthread_once_t mutex_once = PTHREAD_ONCE_INIT;

/* Runs once (pthread_once). */
static void make_mutex(void) {
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&loader_mutex, &attr);
    pthread_mutexattr_destroy(&attr);
}

/* Takes the loader lock (recursive). */
void rt_loader_lock(void) {
    pthread_once(&mutex_once, make_mutex);
    pthread_mutex_lock(&loader_mutex);
}

/* Releases the loader lock. */
void rt_loader_unlock(void) { pthread_mutex_unlock(&loader_mutex); }

struct entry {
    const void *key;
    void *value;
};
struct ptr_map {
    struct entry *entries;
    size_t capacity, count;
};

/* Fibonacci hashing of an address whose low bits are alignment zeros. No lock (pure). */
static size_t slot_of(const void *key, size_t capacity) {
    return (size_t)(((uintptr_t)key * 0x9E3779B97F4A7C15ull) >> 20) & (capacity - 1);
}

/* Lock: the loader lock. */
static void *map_get(const struct ptr_map *m, const void *key) {
    if (!m->capacity) return NULL;
    for (size_t i = slot_of(key, m->capacity);; i = (i + 1) & (m->capacity - 1)) {
        if (m->entries[i].key == key) return m->entries[i].value;
        if (!m->entries[i].key) return NULL;
    }
}

/* Lock: the loader lock. False when memory runs out. */
static bool map_put(struct ptr_map *m, const void *key, void *value) {
    if ((m->count + 1) * 2 > m->capacity) {
        size_t capacity = m->capacity ? m->capacity * 2 : 64;
        struct entry *bigger = calloc(capacity, sizeof *bigger);
        if (!bigger) return false;
        for (size_t i = 0; i < m->capacity; i++) {
            if (!m->entries[i].key) continue;
            size_t j = slot_of(m->entries[i].key, capacity);
            while (bigger[j].key) j = (j + 1) & (capacity - 1);
            bigger[j] = m->entries[i];
        }
        free(m->entries);
        m->entries = bigger;
        m->capacity = capacity;
    }
    size_t i = slot_of(key, m->capacity);
    while (m->entries[i].key && m->entries[i].key != key) i = (i + 1) & (m->capacity - 1);
    if (!m->entries[i].key) m->count++;
    m->entries[i] = (struct entry){key, value};
    return true;
}

static struct ptr_map class_records;    /* struct abi_class * → struct rt_loaded_class * */
static struct ptr_map runtime_classes;  /* Class → struct rt_loaded_class * */
static struct ptr_map protocol_records; /* struct abi_protocol * → Protocol * */

/* Lock: the loader lock. */
struct rt_loaded_class *rt_loader_recordOf(const struct abi_class *abi) { return map_get(&class_records, abi); }

/* Lock: the loader lock. */
struct rt_loaded_class *rt_loader_recordOfClass(Class cls) { return map_get(&runtime_classes, cls); }

/* Lock: the loader lock. */
struct rt_loaded_class *rt_loader_addRecord(struct abi_class *abi, struct rt_image *image) {
    struct rt_loaded_class *r = rt_loader_recordOf(abi);
    if (r) return r;
    r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->abi = abi;
    r->image = image;
    if (!map_put(&class_records, abi, r)) {
        free(r);
        return NULL;
    }
    return r;
}

/* Lock: the loader lock. */
void rt_loader_setClass(struct rt_loaded_class *r, Class cls) {
    r->cls = cls;
    map_put(&class_records, r->abi, r);
    if (r->abi->isa) map_put(&class_records, r->abi->isa, r);
    if (!r->duplicate) map_put(&runtime_classes, cls, r);
}

/* Lock: the loader lock. */
Protocol *rt_loader_protocolOf(const struct abi_protocol *abi) { return map_get(&protocol_records, abi); }

/* Lock: the loader lock. */
void rt_loader_setProtocol(const struct abi_protocol *abi, Protocol *proto) { map_put(&protocol_records, abi, proto); }

static struct rt_image *images;
static size_t image_count;

/* Lock: the loader lock. */
struct rt_image *rt_loader_addImage(const char *path, struct abi_init *init) {
    struct rt_image *image = calloc(1, sizeof *image);
    if (!image) return NULL;
    image->path = path;
    image->init = init;
    image->next = images;
    images = image;
    image_count++;
    return image;
}

/* Lock: the loader lock. */
size_t rt_loader_imageCount(void) {
    rt_loader_lock();
    size_t n = image_count;
    rt_loader_unlock();
    return n;
}

/* Lock: the loader lock. */
const char *rt_loader_imageOfClass(Class cls) {
    rt_loader_lock();
    struct rt_loaded_class *r = cls ? rt_loader_recordOfClass(rt_class_getNonMetaClass(cls)) : NULL;
    const char *path = r && r->image ? r->image->path : NULL;
    rt_loader_unlock();
    return path;
}

/* @compatibility_alias names: alias → the image's reference to the real class. */
struct alias {
    const char *name;
    struct abi_class **ref;
    struct alias *next;
};
static struct alias *aliases;

/* Lock: the loader lock. */
void rt_loader_addAlias(const char *name, struct abi_class **ref) {
    struct alias *a = malloc(sizeof *a);
    if (!a) return;
    *a = (struct alias){name, ref, aliases};
    aliases = a;
}

/* Lock: the loader lock. */
Class rt_loader_aliasedClass(const char *name) {
    if (!name) return NULL;
    rt_loader_lock();
    Class cls = NULL;
    for (struct alias *a = aliases; a; a = a->next)
        if (strcmp(a->name, name) == 0) {
            cls = (Class)*a->ref; /* the reference holds the runtime class once resolved */
            break;
        }
    rt_loader_unlock();
    return cls;
}
