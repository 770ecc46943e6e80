/* NSRange and NSNotFound for compiled code, as Foundation declares them: a location and a
 * length, passed by value (two registers), encoded "{_NSRange=QQ}". Boxable, so `@(range)`
 * makes an NSValue through +valueWithBytes:objCType:. Imported by <Foundation/Foundation.h>
 * after NSUInteger. */
#ifndef MINIOBJC_FOUNDATION_NSRANGE_H
#define MINIOBJC_FOUNDATION_NSRANGE_H

typedef struct __attribute__((objc_boxable)) _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;
typedef NSRange *NSRangePointer;

static inline NSRange NSMakeRange(NSUInteger location, NSUInteger length) {
    NSRange r = {location, length};
    return r;
}
static inline NSUInteger NSMaxRange(NSRange range) { return range.location + range.length; }
static inline BOOL NSLocationInRange(NSUInteger location, NSRange range) {
    return location >= range.location && location - range.location < range.length;
}
static inline BOOL NSEqualRanges(NSRange a, NSRange b) {
    return a.location == b.location && a.length == b.length;
}

/* What a search answers when it finds nothing (-indexOfObject: …). */
static const NSInteger NSNotFound = __LONG_MAX__;

#endif
