/* CoreFoundation for compiled code: the toll-free bridged part MiniObjC has, as Apple's
 * CoreFoundation declares it. Toll-free bridging here is literal: a CFArrayRef IS an NSArray,
 * a CFDictionaryRef IS an NSDictionary, kCFNull IS [NSNull null] — one object, two APIs —
 * so `(__bridge CFDictionaryRef)dict` and `(__bridge NSDictionary *)cfDict` are plain pointer
 * casts both ways. The functions are C in CSupport/ValueClasses (cf_base.c, cf_array.c,
 * cf_dictionary.c) and walk the value classes' storage directly.
 *
 * Differences from Apple's, each a defined result instead of a crash:
 * - the collections hold objects only: CFArrayCreate and CFDictionaryCreateMutable accept
 *   the kCFType callbacks and answer NULL with a message on stderr for any other callbacks
 *   (NULL included: an element must be retained);
 * - a NULL collection reads as empty (count 0, no applier call, NULL value), where Apple's
 *   crashes; an out-of-range CFRange raises NSRangeException, a mutation of an immutable
 *   collection NSInvalidArgumentException (thrown to compiled code, as -objectAtIndex:'s).
 * The symbols are MiniObjC's own: each function and constant is bound by an asm label to
 * "rt_" + its name (CFArrayGetCount is the symbol rt_CFArrayGetCount). A process that runs
 * compiled code may also hold Swift's CoreFoundation (objcrt's host links swift-corelibs-
 * foundation, whose libFoundation.so exports CFDictionarySetValue … and calls them through its
 * PLT): definitions under the CF names, exported by objcrt, would take over Swift Foundation's
 * own calls and receive its CF objects. So the names stay CF's in source, and the symbols
 * never meet.
 *
 * The geometry types (CGFloat, CGPoint, CGSize, CGRect) are here as in Apple's newer SDKs
 * (CFCGTypes.h). */
#ifndef MINIOBJC_COREFOUNDATION_H
#define MINIOBJC_COREFOUNDATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__cplusplus)
extern "C" {
#endif

/* ARC: the functions follow CF's naming rules (Get = +0, Create = +1), so ARC code may take
 * `YYClassInfo *info = CFDictionaryGetValue(…)` without a bridge cast, as with Apple's
 * headers. */
#if __has_feature(arc_cf_code_audited)
#pragma clang arc_cf_code_audited begin
#endif

#ifndef CF_EXPORT
#define CF_EXPORT extern
#endif
#ifndef CF_INLINE
#define CF_INLINE static __inline__ __attribute__((always_inline))
#endif
#if __has_attribute(objc_bridge)
#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))
#define CF_BRIDGED_MUTABLE_TYPE(T) __attribute__((objc_bridge_mutable(T)))
#else
#define CF_BRIDGED_TYPE(T)
#define CF_BRIDGED_MUTABLE_TYPE(T)
#endif
/* The symbol of a CF function or constant: see the file comment. */
#define MINIOBJC_CF_SYMBOL(name) __asm__("rt_" #name)
#ifndef CF_RETURNS_RETAINED
#define CF_RETURNS_RETAINED __attribute__((cf_returns_retained))
#endif

typedef unsigned char Boolean;
typedef signed long CFIndex;
typedef unsigned long CFOptionFlags;
typedef unsigned long CFHashCode;
typedef const void *CFTypeRef;
/* "No options" (Apple's MacTypes.h, which CoreFoundation brings): `options:kNilOptions`. */
enum { kNilOptions = 0 };

typedef struct {
    CFIndex location;
    CFIndex length;
} CFRange;

CF_INLINE CFRange CFRangeMake(CFIndex location, CFIndex length) {
    CFRange range = {location, length};
    return range;
}

typedef const struct CF_BRIDGED_TYPE(NSString) __CFString *CFStringRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableString) __CFString *CFMutableStringRef;
typedef const struct CF_BRIDGED_TYPE(id) __CFAllocator *CFAllocatorRef;
typedef const struct CF_BRIDGED_TYPE(NSNull) __CFNull *CFNullRef;
typedef const struct CF_BRIDGED_TYPE(NSArray) __CFArray *CFArrayRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableArray) __CFArray *CFMutableArrayRef;
typedef const struct CF_BRIDGED_TYPE(NSDictionary) __CFDictionary *CFDictionaryRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableDictionary) __CFDictionary *CFMutableDictionaryRef;

/* The one allocator: MiniObjC's objects come from the runtime's, whatever is passed. */
CF_EXPORT const CFAllocatorRef kCFAllocatorDefault MINIOBJC_CF_SYMBOL(kCFAllocatorDefault);
CF_EXPORT CFAllocatorRef CFAllocatorGetDefault(void) MINIOBJC_CF_SYMBOL(CFAllocatorGetDefault);

/* [NSNull null]. */
CF_EXPORT const CFNullRef kCFNull MINIOBJC_CF_SYMBOL(kCFNull);

/* -retain / -release of any object (NULL is ignored, where Apple's crashes). */
CF_EXPORT CFTypeRef CFRetain(CFTypeRef cf) MINIOBJC_CF_SYMBOL(CFRetain);
CF_EXPORT void CFRelease(CFTypeRef cf) MINIOBJC_CF_SYMBOL(CFRelease);
/* -isEqual: and -hash. */
CF_EXPORT Boolean CFEqual(CFTypeRef cf1, CFTypeRef cf2) MINIOBJC_CF_SYMBOL(CFEqual);
CF_EXPORT CFHashCode CFHash(CFTypeRef cf) MINIOBJC_CF_SYMBOL(CFHash);

/* Arrays. */
typedef const void *(*CFArrayRetainCallBack)(CFAllocatorRef allocator, const void *value);
typedef void (*CFArrayReleaseCallBack)(CFAllocatorRef allocator, const void *value);
typedef CFStringRef (*CFArrayCopyDescriptionCallBack)(const void *value);
typedef Boolean (*CFArrayEqualCallBack)(const void *value1, const void *value2);
typedef struct {
    CFIndex version;
    CFArrayRetainCallBack retain;
    CFArrayReleaseCallBack release;
    CFArrayCopyDescriptionCallBack copyDescription;
    CFArrayEqualCallBack equal;
} CFArrayCallBacks;
typedef void (*CFArrayApplierFunction)(const void *value, void *context);

CF_EXPORT const CFArrayCallBacks kCFTypeArrayCallBacks MINIOBJC_CF_SYMBOL(kCFTypeArrayCallBacks);

CF_EXPORT CFArrayRef CFArrayCreate(CFAllocatorRef allocator, const void **values, CFIndex numValues,
                                   const CFArrayCallBacks *callBacks)
    MINIOBJC_CF_SYMBOL(CFArrayCreate) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFArrayGetCount(CFArrayRef theArray) MINIOBJC_CF_SYMBOL(CFArrayGetCount);
CF_EXPORT const void *CFArrayGetValueAtIndex(CFArrayRef theArray, CFIndex idx)
    MINIOBJC_CF_SYMBOL(CFArrayGetValueAtIndex);
/* Calls `applier` for each element of `range`, in order. */
CF_EXPORT void CFArrayApplyFunction(CFArrayRef theArray, CFRange range, CFArrayApplierFunction applier,
                                    void *context) MINIOBJC_CF_SYMBOL(CFArrayApplyFunction);

/* Dictionaries. */
typedef const void *(*CFDictionaryRetainCallBack)(CFAllocatorRef allocator, const void *value);
typedef void (*CFDictionaryReleaseCallBack)(CFAllocatorRef allocator, const void *value);
typedef CFStringRef (*CFDictionaryCopyDescriptionCallBack)(const void *value);
typedef Boolean (*CFDictionaryEqualCallBack)(const void *value1, const void *value2);
typedef CFHashCode (*CFDictionaryHashCallBack)(const void *value);
typedef struct {
    CFIndex version;
    CFDictionaryRetainCallBack retain;
    CFDictionaryReleaseCallBack release;
    CFDictionaryCopyDescriptionCallBack copyDescription;
    CFDictionaryEqualCallBack equal;
    CFDictionaryHashCallBack hash;
} CFDictionaryKeyCallBacks;
typedef struct {
    CFIndex version;
    CFDictionaryRetainCallBack retain;
    CFDictionaryReleaseCallBack release;
    CFDictionaryCopyDescriptionCallBack copyDescription;
    CFDictionaryEqualCallBack equal;
} CFDictionaryValueCallBacks;
typedef void (*CFDictionaryApplierFunction)(const void *key, const void *value, void *context);

CF_EXPORT const CFDictionaryKeyCallBacks kCFTypeDictionaryKeyCallBacks
    MINIOBJC_CF_SYMBOL(kCFTypeDictionaryKeyCallBacks);
CF_EXPORT const CFDictionaryValueCallBacks kCFTypeDictionaryValueCallBacks
    MINIOBJC_CF_SYMBOL(kCFTypeDictionaryValueCallBacks);

/* An NSMutableDictionary (+1). CF's rule for keys: CFDictionarySetValue retains a key, it
 * does not copy it (-setObject:forKey: copies). */
CF_EXPORT CFMutableDictionaryRef CFDictionaryCreateMutable(CFAllocatorRef allocator, CFIndex capacity,
                                                           const CFDictionaryKeyCallBacks *keyCallBacks,
                                                           const CFDictionaryValueCallBacks *valueCallBacks)
    MINIOBJC_CF_SYMBOL(CFDictionaryCreateMutable) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFDictionaryGetCount(CFDictionaryRef theDict) MINIOBJC_CF_SYMBOL(CFDictionaryGetCount);
/* The value for `key` (not retained: the dictionary keeps it), or NULL. */
CF_EXPORT const void *CFDictionaryGetValue(CFDictionaryRef theDict, const void *key)
    MINIOBJC_CF_SYMBOL(CFDictionaryGetValue);
CF_EXPORT Boolean CFDictionaryContainsKey(CFDictionaryRef theDict, const void *key)
    MINIOBJC_CF_SYMBOL(CFDictionaryContainsKey);
CF_EXPORT void CFDictionarySetValue(CFMutableDictionaryRef theDict, const void *key, const void *value)
    MINIOBJC_CF_SYMBOL(CFDictionarySetValue);
CF_EXPORT void CFDictionaryRemoveValue(CFMutableDictionaryRef theDict, const void *key)
    MINIOBJC_CF_SYMBOL(CFDictionaryRemoveValue);
/* Calls `applier` for each pair (insertion order in MiniObjC; Apple leaves it unspecified).
 * A mutable dictionary is walked over a snapshot, so an applier that changes it is safe. */
CF_EXPORT void CFDictionaryApplyFunction(CFDictionaryRef theDict, CFDictionaryApplierFunction applier,
                                         void *context) MINIOBJC_CF_SYMBOL(CFDictionaryApplyFunction);

/* Geometry, as CoreFoundation's CFCGTypes.h declares it on 64-bit platforms. */
typedef double CGFloat;
#define CGFLOAT_IS_DOUBLE 1
struct CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CGPoint CGPoint;
struct CGSize {
    CGFloat width;
    CGFloat height;
};
typedef struct CGSize CGSize;
struct CGRect {
    CGPoint origin;
    CGSize size;
};
typedef struct CGRect CGRect;

CF_INLINE CGPoint CGPointMake(CGFloat x, CGFloat y) {
    CGPoint p = {x, y};
    return p;
}
CF_INLINE CGSize CGSizeMake(CGFloat width, CGFloat height) {
    CGSize s = {width, height};
    return s;
}
CF_INLINE CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
    CGRect r = {{x, y}, {width, height}};
    return r;
}

#if __has_feature(arc_cf_code_audited)
#pragma clang arc_cf_code_audited end
#endif

#if defined(__cplusplus)
}
#endif

#endif
