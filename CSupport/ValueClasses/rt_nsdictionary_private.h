/* NSDictionary's paths that reuse known hashes (nsdictionary_hashed.c), for nsdictionary.c's
 * copies and -addEntriesFromDictionary: and for KVO's change dictionary. Private to the value
 * layer (not under include/). */
#ifndef MINIOBJC_RT_NSDICTIONARY_PRIVATE_H
#define MINIOBJC_RT_NSDICTIONARY_PRIVATE_H

#include "rt_types.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct entry;

/* The most entries a dictionary holds without an index: a lookup compares the stored hashes in
 * order, as fast as a probe for so few and one allocation fewer per dictionary (a KVO change
 * dictionary, FBKVOController's copy of it). The index is built when the count passes it, and
 * kept from then on. */
#define RT_DICT_SMALL 8

/* Fills `target`, a dictionary just made (no entries), with `source`'s pairs: keys and values
 * retained, hashes and index kept — no -copy, -hash or -isEqual: sent (the keys are the
 * source's own copies, already distinct). Both must be dictionaries. False, with `target`
 * untouched, when memory runs out. Lock: `source`'s own lock (if mutable) while reading. */
bool rt_nsdictionary_cloneEntries(id target, id source);
/* `source`'s entries (a dictionary), each key and value retained, with their hashes: in
 * `buffer` when they fit its `bufferCount` (a caller's stack: no allocation for a small
 * dictionary), else in a new array; free with rt_nsdictionary_releaseSnapshot. Lock:
 * `source`'s own lock (if mutable) while reading. */
size_t rt_nsdictionary_snapshotEntries(id source, struct entry *buffer, size_t bufferCount, struct entry **entries);
/* Releases what rt_nsdictionary_snapshotEntries took (`buffer` as given to it). No lock. */
void rt_nsdictionary_releaseSnapshot(struct entry *entries, struct entry *buffer, size_t n);
/* A new immutable dictionary (+1) of `count` pairs whose keys are distinct immutable strings
 * with the -hash values `hashes`: keys retained (an immutable string's copy is itself), not
 * hashed or compared. NULL for a NULL key or value or when memory runs out. No lock. */
id rt_nsdictionary_createHashed(const id *keys, const uintptr_t *hashes, const id *values, size_t count);

#endif
