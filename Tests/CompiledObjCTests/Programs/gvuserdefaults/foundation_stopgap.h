/* STOPGAP, test-only: declarations of Foundation pieces GVUserDefaults.m and the example's
 * category send that MiniObjC's Foundation lacks on this branch and that other helpers of
 * issue 20 are adding (NSString formatting and substrings: "strings"; NSDictionary fast
 * enumeration and +dictionaryWithCapacity:: "collections"; NSStringFromSelector /
 * NSSelectorFromString; +[NSException raise:format:]). Force-included (`-include`) so the
 * third-party files stay as upstream wrote them; foundation_stopgap.m adds a method only where
 * the runtime has none. Delete both files and the `-include` once those branches are merged. */
#import <Foundation/Foundation.h>

#ifndef MINIOBJC_HAS_NSRANGE
typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;
static inline NSRange NSMakeRange(NSUInteger location, NSUInteger length) {
    NSRange r = {location, length};
    return r;
}
#endif

NSString *NSStringFromSelector(SEL selector);
SEL NSSelectorFromString(NSString *name);

@interface NSString (Stopgap)
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (NSString *)substringToIndex:(NSUInteger)index;
- (NSString *)uppercaseString;
- (NSString *)stringByReplacingCharactersInRange:(NSRange)range withString:(NSString *)replacement;
@end

@interface NSMutableDictionary (Stopgap)
+ (instancetype)dictionaryWithCapacity:(NSUInteger)capacity;
@end

@interface NSDictionary (Stopgap)
- (NSUInteger)countByEnumeratingWithState:(void *)state objects:(__unsafe_unretained id *)buffer count:(NSUInteger)length;
@end

@interface NSException (Stopgap)
+ (void)raise:(NSString *)name format:(NSString *)format, ...;
@end
