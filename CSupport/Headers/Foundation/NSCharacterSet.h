/* NSCharacterSet for compiled code (CSupport/ValueClasses/nscharacterset.c says how each
 * standard set is drawn), imported by Foundation.h. Immutable; no NSMutableCharacterSet. */
#ifndef MINIOBJC_FOUNDATION_NSCHARACTERSET_H
#define MINIOBJC_FOUNDATION_NSCHARACTERSET_H

typedef uint32_t UTF32Char;

@interface NSCharacterSet : NSObject <NSCopying>
+ (NSCharacterSet *)whitespaceCharacterSet;
+ (NSCharacterSet *)newlineCharacterSet;
+ (NSCharacterSet *)whitespaceAndNewlineCharacterSet;
+ (NSCharacterSet *)decimalDigitCharacterSet;
+ (NSCharacterSet *)letterCharacterSet;
+ (NSCharacterSet *)alphanumericCharacterSet;
+ (NSCharacterSet *)uppercaseLetterCharacterSet;
+ (NSCharacterSet *)lowercaseLetterCharacterSet;
+ (NSCharacterSet *)punctuationCharacterSet;
+ (NSCharacterSet *)characterSetWithCharactersInString:(NSString *)string;
+ (NSCharacterSet *)characterSetWithRange:(NSRange)range;
- (NSCharacterSet *)invertedSet;
- (BOOL)characterIsMember:(unichar)character;
- (BOOL)longCharacterIsMember:(UTF32Char)character;
@end

#endif
