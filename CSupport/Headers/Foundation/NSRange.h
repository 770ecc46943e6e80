/* NSRange and its helpers, for compiled code (imported by Foundation.h, after NSUInteger).
 * MiniObjC's NSString counts every location and length in UTF-16 code units, as Foundation
 * does (CSupport/ValueClasses/rt_strings_private.h). */
#ifndef MINIOBJC_FOUNDATION_NSRANGE_H
#define MINIOBJC_FOUNDATION_NSRANGE_H
#define MINIOBJC_HAS_NSRANGE 1

typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;
typedef NSRange *NSRangePointer;

/* "Not found" for an index or a range's location. */
static const NSInteger NSNotFound = __LONG_MAX__;

static inline NSRange NSMakeRange(NSUInteger location, NSUInteger length) {
    NSRange r = {location, length};
    return r;
}
static inline NSUInteger NSMaxRange(NSRange range) { return range.location + range.length; }
static inline BOOL NSLocationInRange(NSUInteger location, NSRange range) {
    return (BOOL)(location - range.location < range.length);
}
static inline BOOL NSEqualRanges(NSRange a, NSRange b) {
    return (BOOL)(a.location == b.location && a.length == b.length);
}

#endif
