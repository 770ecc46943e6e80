/* CoreFoundation's toll-free functions, C side (cf_base.c, cf_array.c, cf_dictionary.c): the
 * callback structs with the layout CSupport/Headers/CoreFoundation/CoreFoundation.h gives
 * compiled code (that header is Objective-C's view; the value layer cannot include it), and
 * what the three files share. Private to the value layer. */
#ifndef MINIOBJC_RT_CF_PRIVATE_H
#define MINIOBJC_RT_CF_PRIVATE_H

#include "rt_types.h"
#include <stdint.h>

typedef const void *(*rt_cf_retain_fn)(const void *allocator, const void *value);
typedef void (*rt_cf_release_fn)(const void *allocator, const void *value);
typedef id (*rt_cf_describe_fn)(const void *value);
typedef unsigned char (*rt_cf_equal_fn)(const void *a, const void *b);
typedef unsigned long (*rt_cf_hash_fn)(const void *value);

/* CFArrayCallBacks and CFDictionaryValueCallBacks (the same five fields). */
struct rt_cf_callbacks {
    long version;
    rt_cf_retain_fn retain;
    rt_cf_release_fn release;
    rt_cf_describe_fn copyDescription;
    rt_cf_equal_fn equal;
};

/* CFDictionaryKeyCallBacks: the five, then the hash. */
struct rt_cf_key_callbacks {
    long version;
    rt_cf_retain_fn retain;
    rt_cf_release_fn release;
    rt_cf_describe_fn copyDescription;
    rt_cf_equal_fn equal;
    rt_cf_hash_fn hash;
};

/* CFRange. */
struct rt_cf_range {
    long location;
    long length;
};

/* The functions and constants CoreFoundation.h declares, under the symbols its asm labels
 * give them ("rt_" + the CF name: see that header for why not the CF names themselves). */
extern id rt_kCFNull;
extern const void *const rt_kCFAllocatorDefault;
extern const struct rt_cf_callbacks rt_kCFTypeArrayCallBacks;
extern const struct rt_cf_key_callbacks rt_kCFTypeDictionaryKeyCallBacks;
extern const struct rt_cf_callbacks rt_kCFTypeDictionaryValueCallBacks;
const void *rt_CFAllocatorGetDefault(void);
const void *rt_CFRetain(const void *cf);
void rt_CFRelease(const void *cf);
unsigned char rt_CFEqual(const void *a, const void *b);
unsigned long rt_CFHash(const void *cf);
long rt_CFArrayGetCount(const void *array);
const void *rt_CFArrayGetValueAtIndex(const void *array, long index);
void rt_CFArrayApplyFunction(const void *array, struct rt_cf_range range, void (*applier)(const void *, void *),
                             void *context);
const void *rt_CFArrayCreate(const void *allocator, const void **values, long count,
                             const struct rt_cf_callbacks *callbacks);
long rt_CFDictionaryGetCount(const void *dict);
const void *rt_CFDictionaryGetValue(const void *dict, const void *key);
unsigned char rt_CFDictionaryContainsKey(const void *dict, const void *key);
void rt_CFDictionarySetValue(void *dict, const void *key, const void *value);
void rt_CFDictionaryRemoveValue(void *dict, const void *key);
void rt_CFDictionaryApplyFunction(const void *dict, void (*applier)(const void *, const void *, void *),
                                  void *context);
void *rt_CFDictionaryCreateMutable(const void *allocator, long capacity,
                                   const struct rt_cf_key_callbacks *keyCallBacks,
                                   const struct rt_cf_callbacks *valueCallBacks);

/* Whether callbacks are the kCFType ones (or a copy of them): what MiniObjC's collections
 * do to their elements anyway (retain, release, -isEqual:, -hash). NULL is not. No lock. */
bool rt_cf_callbacksAreCFType(const struct rt_cf_callbacks *callbacks);
bool rt_cf_keyCallbacksAreCFType(const struct rt_cf_key_callbacks *callbacks);

/* Sets kCFNull to NSNull's singleton; run after NSNull is installed (values.c). No lock
 * (start-up, before compiled code runs). */
void rt_cf_install(void);
/* cf_dictionary.c's selectors and NSDictionary's IMPs (run by rt_cf_install). No lock. */
void rt_cf_dictionary_install(void);

#endif
