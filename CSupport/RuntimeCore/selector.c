/* The selector table: every name interned once, so selectors compare by pointer.
 *
 * Reads are lock-free, because interning an existing name is on hot paths (KVO and defaults
 * accessors turn key names into selectors): an open-addressing table of record pointers,
 * published with release stores and read with acquire loads. Inserts take the runtime lock.
 * When the table grows, the new one is filled completely before it is published; the old one
 * is retired, never freed, because a reader may still be probing it. Tables double, so all
 * retired tables together are smaller than the live one: the cost is bounded. */
#include "rt_selector.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include <stdlib.h>
#include <string.h>

struct sel_table {
    uint32_t mask;
    uint32_t count;
    struct sel_table *retired;
    _Atomic(const struct rt_selector *) slots[];
};

static _Atomic(struct sel_table *) current_table;

/* Selector records come from chunks so they never move and cost one malloc per 256.
 * rt_cache_index relies on their size being an odd multiple of 16. */
_Static_assert(sizeof(struct rt_selector) % 32 == 16, "selector records: odd multiple of 16 bytes");
_Static_assert(sizeof(struct rt_selector) == 80, "selector records: 80 bytes (see `reserved`)");
#define SEL_CHUNK 256
static struct rt_selector *chunk;
static size_t chunk_used = SEL_CHUNK;
/* Every chunk ever made, so rt_sel_isCanonical can tell a record from any other address.
 * Written and read under the runtime lock. */
static struct rt_selector **all_chunks;
static size_t chunk_count;

/* A fast string hash. Selectors are short (most under 48 bytes), so the bytes are read as
 * 8-byte words — the first two and the last two, overlapping for short names, plus any middle
 * pairs — and each pair is mixed by an independent 64×64→128-bit multiply, so the multiplies
 * run in parallel instead of in one long dependent chain. No lock. */
/* No lock (pure). */
static inline uint64_t mix64(uint64_t a, uint64_t b) {
    __uint128_t r = (__uint128_t)a * b;
    return (uint64_t)r ^ (uint64_t)(r >> 64);
}

/* Unaligned 8-byte read. No lock. */
static inline uint64_t load64(const char *p) {
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

/* Unaligned 4-byte read. No lock. */
static inline uint64_t load32(const char *p) {
    uint32_t w;
    memcpy(&w, p, 4);
    return w;
}

#define K0 0xA0761D6478BD642Full
#define K1 0xE7037ED1A0B428DBull
#define K2 0x8EBC6AF09C88C6E3ull
#define K3 0x589965CC75374CC3ull

/* The selector hash of `len` bytes. No lock (pure). */
static uint32_t hash_bytes(const char *s, size_t len) {
    uint64_t h;
    if (len >= 16) {
        h = mix64(load64(s) ^ K0, load64(s + 8) ^ K1) ^
            mix64(load64(s + len - 16) ^ K2, load64(s + len - 8) ^ K3 ^ len);
        for (size_t i = 16; i + 32 <= len; i += 16)
            h ^= mix64(load64(s + i) ^ K2 ^ i, load64(s + i + 8) ^ K1);
    } else if (len >= 8) {
        h = mix64(load64(s) ^ K0, load64(s + len - 8) ^ K1 ^ len);
    } else if (len >= 4) {
        h = mix64((load32(s) << 32 | load32(s + len - 4)) ^ K0, K1 ^ len);
    } else {
        uint64_t w = 0;
        memcpy(&w, s, len);
        h = mix64(w ^ K0, K1 ^ len);
    }
    h = mix64(h ^ K3, K2);
    return (uint32_t)(h ^ (h >> 32));
}

/* Cocoa's ownership families: the prefix, after leading underscores, must be followed by
 * the end of the name or a character that is not a lowercase letter. No lock. */
static uint32_t compute_family(const char *name) {
    static const struct { const char *prefix; uint32_t family; } table[] = {
        {"alloc", RT_SEL_FAMILY_ALLOC}, {"copy", RT_SEL_FAMILY_COPY},
        {"mutableCopy", RT_SEL_FAMILY_MUTABLE_COPY}, {"new", RT_SEL_FAMILY_NEW},
        {"init", RT_SEL_FAMILY_INIT},
    };
    while (*name == '_') name++;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        size_t n = strlen(table[i].prefix);
        if (strncmp(name, table[i].prefix, n) == 0) {
            char next = name[n];
            if (!(next >= 'a' && next <= 'z')) return table[i].family;
        }
    }
    return RT_SEL_FAMILY_NONE;
}

/* Probes `t` for the name. No lock (acquire loads). */
static const struct rt_selector *probe(struct sel_table *t, const char *name, size_t len,
                                       uint32_t h) {
    if (!t) return NULL;
    uint32_t i = h & t->mask;
    for (;;) {
        const struct rt_selector *s = atomic_load_explicit(&t->slots[i], memory_order_acquire);
        if (!s) return NULL;
        if (s->hash == h && s->length == len && memcmp(s->name, name, len) == 0) return s;
        i = (i + 1) & t->mask;
    }
}

/* Allocates a table of `capacity` empty slots. Lock: caller holds the runtime lock. */
static struct sel_table *table_new(uint32_t capacity) {
    struct sel_table *t = calloc(1, sizeof *t + capacity * sizeof(t->slots[0]));
    if (!t) return NULL;
    t->mask = capacity - 1;
    return t;
}

/* Inserts into a table that has room and no entry of that name. Lock: the runtime lock. */
static void table_put(struct sel_table *t, const struct rt_selector *s) {
    uint32_t i = s->hash & t->mask;
    while (atomic_load_explicit(&t->slots[i], memory_order_relaxed)) i = (i + 1) & t->mask;
    atomic_store_explicit(&t->slots[i], s, memory_order_release);
    t->count++;
}

/* Lock: takes the runtime lock to insert. */
static SEL insert(const char *name, size_t len, uint32_t h) {
    if (len > RT_SEL_MAX_LENGTH) return NULL; /* the record's length field is 24 bits */
    rt_runtime_lock();
    struct sel_table *t = atomic_load_explicit(&current_table, memory_order_acquire);
    const struct rt_selector *found = probe(t, name, len, h);
    if (found) {
        rt_runtime_unlock();
        return found;
    }
    if (!t || (t->count + 1) * 2 > t->mask + 1) {
        uint32_t cap = t ? (t->mask + 1) * 2 : 1024;
        struct sel_table *bigger = table_new(cap);
        if (!bigger) {
            rt_runtime_unlock();
            return NULL;
        }
        if (t) {
            for (uint32_t i = 0; i <= t->mask; i++) {
                const struct rt_selector *s =
                    atomic_load_explicit(&t->slots[i], memory_order_relaxed);
                if (s) table_put(bigger, s);
            }
            bigger->retired = t; /* kept: a lock-free reader may still be probing it */
        }
        atomic_store_explicit(&current_table, bigger, memory_order_release);
        t = bigger;
    }
    if (chunk_used == SEL_CHUNK) {
        struct rt_selector *c = calloc(SEL_CHUNK, sizeof *c);
        if (!c) {
            rt_runtime_unlock();
            return NULL;
        }
        struct rt_selector **grown = realloc(all_chunks, (chunk_count + 1) * sizeof *grown);
        if (!grown) {
            free(c);
            rt_runtime_unlock();
            return NULL;
        }
        all_chunks = grown;
        all_chunks[chunk_count++] = c;
        chunk = c;
        chunk_used = 0;
    }
    char *copy = malloc(len + 1);
    if (!copy) {
        rt_runtime_unlock();
        return NULL;
    }
    memcpy(copy, name, len);
    copy[len] = '\0';
    struct rt_selector *s = &chunk[chunk_used++];
    s->name = copy;
    s->hash = h;
    s->length = len;
    s->family = compute_family(copy);
    s->notFound.name = s;
    atomic_store_explicit(&s->notFound.imp, (IMP)NULL, memory_order_relaxed);
    s->notFound.types = NULL;
    atomic_store_explicit(&s->nameObject, NULL, memory_order_relaxed);
    atomic_store_explicit(&s->imageValue, (SEL)NULL, memory_order_relaxed);
    table_put(t, s);
    rt_runtime_unlock();
    return s;
}

/* Lock: none on a hit; the runtime lock on a miss. */
SEL rt_sel_registerName(const char *name) {
    if (!name) return NULL;
    size_t len = strlen(name);
    uint32_t h = hash_bytes(name, len);
    const struct rt_selector *s =
        probe(atomic_load_explicit(&current_table, memory_order_acquire), name, len, h);
    return s ? s : insert(name, len, h);
}

/* Lock: none on a hit; the runtime lock on a miss. */
SEL rt_sel_registerNameWithLength(const char *name, size_t length) {
    if (!name) return NULL;
    uint32_t h = hash_bytes(name, length);
    const struct rt_selector *s =
        probe(atomic_load_explicit(&current_table, memory_order_acquire), name, length, h);
    if (s) return s; /* interned names contain no NUL, so a match proves this one has none */
    if (memchr(name, '\0', length)) return NULL;
    return insert(name, length, h);
}

/* Lock: as rt_sel_registerName. */
SEL rt_sel_getUid(const char *name) { return rt_sel_registerName(name); }

/* No lock. */
SEL rt_sel_lookupExisting(const char *name) {
    if (!name) return NULL;
    size_t len = strlen(name);
    return probe(atomic_load_explicit(&current_table, memory_order_acquire), name, len,
                 hash_bytes(name, len));
}

/* No lock. */
/* Compiled code may pass its image's selector record: canonical first. */
const char *rt_sel_getName(SEL sel) { return sel ? rt_sel_canonical(sel)->name : "<null selector>"; }

/* Lock: the runtime lock. */
bool rt_sel_isCanonical(const void *p) {
    bool found = false;
    rt_runtime_lock();
    for (size_t i = 0; i < chunk_count && !found; i++) {
        const char *start = (const char *)all_chunks[i], *end = start + SEL_CHUNK * sizeof(struct rt_selector);
        const char *q = p;
        found = q >= start && q < end && (size_t)(q - start) % sizeof(struct rt_selector) == 0;
    }
    rt_runtime_unlock();
    return found;
}

/* No lock. */
bool rt_sel_isEqual(SEL a, SEL b) { return rt_sel_canonical(a) == rt_sel_canonical(b); }

/* No lock. */
uint32_t rt_sel_getFamily(SEL sel) { return sel ? rt_sel_canonical(sel)->family : RT_SEL_FAMILY_NONE; }

/* No lock: an acquire load pairs with the publishing compare-and-swap. */
void *rt_sel_nameObject(SEL sel) {
    return sel ? atomic_load_explicit(&((struct rt_selector *)rt_sel_canonical(sel))->nameObject,
                                      memory_order_acquire)
               : NULL;
}

/* No lock: the first publisher wins; a loser gets the winner back and keeps its own object. */
void *rt_sel_publishNameObject(SEL sel, void *object) {
    if (!sel) return NULL;
    void *expected = NULL;
    _Atomic(void *) *slot = &((struct rt_selector *)rt_sel_canonical(sel))->nameObject;
    if (atomic_compare_exchange_strong_explicit(slot, &expected, object, memory_order_acq_rel,
                                                memory_order_acquire))
        return object;
    return expected;
}

/* No lock: an acquire load pairs with the publishing compare-and-swap, so the record's
 * canonical first word (stored before it) is visible too. */
SEL rt_sel_valueForCompiledCode(SEL sel) {
    if (!sel) return NULL;
    SEL canonical = rt_sel_canonical(sel);
    SEL value = atomic_load_explicit(&((struct rt_selector *)canonical)->imageValue, memory_order_acquire);
    return value ? value : canonical;
}

/* No lock: the first publisher wins, later ones change nothing. */
void rt_sel_publishImageValue(SEL record) {
    if (!record) return;
    SEL canonical = rt_sel_canonical(record);
    if (!canonical || canonical == record) return; /* only an image's record, never the canonical one */
    SEL expected = NULL;
    atomic_compare_exchange_strong_explicit(&((struct rt_selector *)canonical)->imageValue, &expected, record,
                                            memory_order_acq_rel, memory_order_acquire);
}

/* Lock: the runtime lock (the count is written under it). */
size_t rt_sel_count(void) {
    rt_runtime_lock();
    struct sel_table *t = atomic_load_explicit(&current_table, memory_order_acquire);
    size_t n = t ? t->count : 0;
    rt_runtime_unlock();
    return n;
}
