/* STOPGAP, test-only: declarations of the Foundation pieces GVUserDefaults.m sends that
 * MiniObjC's Foundation lacks on this branch and that the "collections" helper of issue 20 is
 * adding: +[NSMutableDictionary dictionaryWithCapacity:] and NSDictionary's fast enumeration
 * (`for (NSString *key in defaults)`, with the runtime's objc_enumerationMutation).
 * Force-included (`-include`) so the third-party files stay as upstream wrote them;
 * foundation_stopgap.m adds a method only where the runtime has none. Delete both files and
 * the `-include` once that branch is merged. */
#import <Foundation/Foundation.h>

@interface NSMutableDictionary (Stopgap)
+ (instancetype)dictionaryWithCapacity:(NSUInteger)capacity;
@end

@interface NSDictionary (Stopgap)
- (NSUInteger)countByEnumeratingWithState:(void *)state objects:(__unsafe_unretained id *)buffer count:(NSUInteger)length;
@end
