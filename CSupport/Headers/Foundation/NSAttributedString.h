/* NSAttributedString for compiled code (CSupport/ValueClasses/nsattributedstring.c): a string
 * with one attributes dictionary for its whole length. Immutable; no NSMutableAttributedString.
 * Imported by Foundation.h. */
#ifndef MINIOBJC_FOUNDATION_NSATTRIBUTEDSTRING_H
#define MINIOBJC_FOUNDATION_NSATTRIBUTEDSTRING_H

@interface NSAttributedString : NSObject <NSCopying>
- (instancetype)initWithString:(NSString *)str;
- (instancetype)initWithString:(NSString *)str attributes:(NSDictionary *)attrs;
@property (readonly, copy) NSString *string;
@property (readonly) NSUInteger length;
/* MiniObjC's: the one dictionary (Apple's has -attributesAtIndex:effectiveRange:). */
- (NSDictionary *)attributes;
- (BOOL)isEqualToAttributedString:(NSAttributedString *)other;
@end

#endif
