/* NSDictionary (immutable) and NSMutableDictionary: keys are copied (-copy) and found by
 * -hash / -isEqual:, values retained; both released when they leave or the dictionary
 * deallocates. Entries keep insertion order (Foundation leaves the order unspecified).
 * Immutable dictionaries are safe to read from any thread; mutable ones take a per-object
 * spin lock around every access — a key whose -isEqual: reads the same dictionary would
 * deadlock, as it would corrupt Foundation's. */
#ifndef MINIOBJC_RT_NSDICTIONARY_H
#define MINIOBJC_RT_NSDICTIONARY_H

#include "rt_types.h"

/* The classes. No lock. */
Class rt_NSDictionary(void);
Class rt_NSMutableDictionary(void);
/* A new dictionary (+1) of `count` pairs (a later duplicate key replaces the value);
 * NSMutableDictionary when `isMutable`. A NULL key or value, or a key that cannot be copied
 * → NULL and a pending exception. No lock. */
id rt_nsdictionary_create(const id *keys, const id *values, size_t count, bool isMutable);
/* Whether `obj` is an NSDictionary / NSMutableDictionary (or subclass instance). No lock. */
bool rt_object_isNSDictionary(id obj);
bool rt_object_isNSMutableDictionary(id obj);
/* The entry count (0 for a non-dictionary). Lock: the dictionary's own lock if mutable. */
size_t rt_nsdictionary_count(id dict);
/* Copies up to `capacity` pairs, each key and value retained (+1, the caller releases
 * them), in insertion order; returns how many. Lock: the dictionary's lock if mutable. */
size_t rt_nsdictionary_copyEntries(id dict, id *keys, id *values, size_t capacity);
/* The value for `key`, retained (+1), or NULL. Lock: the dictionary's lock if mutable. */
id rt_nsdictionary_objectForKey(id dict, id key);
/* The value for the NSString key with these UTF-8 bytes, retained (+1), or NULL; `hash` must
 * be rt_nsstring_hashUTF8 of the bytes (what the key's -hash answered), so callers looking the
 * same key up in many dictionaries hash it once. Lock: the dictionary's lock if mutable. */
id rt_nsdictionary_objectForUTF8Key(id dict, const char *utf8, size_t length, uint64_t hash);
/* Sets a pair of a mutable dictionary; false and a pending exception for a nil key or
 * value, an uncopyable key, or an immutable dictionary. Lock: the dictionary's own lock. */
bool rt_nsdictionary_setObject(id dict, id value, id key);
/* The same with the key retained instead of copied: CFDictionarySetValue's rule (the kCFType
 * key callbacks). Lock: the dictionary's own lock. */
bool rt_nsdictionary_setRetainingKey(id dict, id value, id key);

#endif
