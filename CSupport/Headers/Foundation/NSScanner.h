/* NSScanner for compiled code (CSupport/ValueClasses/nsscanner.c), imported by Foundation.h.
 * Locations are UTF-16 units; whitespace and newlines are skipped unless changed. */
#ifndef MINIOBJC_FOUNDATION_NSSCANNER_H
#define MINIOBJC_FOUNDATION_NSSCANNER_H

@interface NSScanner : NSObject
+ (instancetype)scannerWithString:(NSString *)string;
- (instancetype)initWithString:(NSString *)string;
- (NSString *)string;
- (NSUInteger)scanLocation;
- (void)setScanLocation:(NSUInteger)location;
- (NSCharacterSet *)charactersToBeSkipped;
- (void)setCharactersToBeSkipped:(NSCharacterSet *)set;
- (BOOL)caseSensitive;
- (void)setCaseSensitive:(BOOL)flag;
- (BOOL)isAtEnd;
- (BOOL)scanString:(NSString *)string intoString:(NSString **)result;
- (BOOL)scanUpToString:(NSString *)string intoString:(NSString **)result;
- (BOOL)scanCharactersFromSet:(NSCharacterSet *)set intoString:(NSString **)result;
- (BOOL)scanUpToCharactersFromSet:(NSCharacterSet *)set intoString:(NSString **)result;
- (BOOL)scanInt:(int *)result;
- (BOOL)scanInteger:(NSInteger *)result;
- (BOOL)scanLongLong:(long long *)result;
- (BOOL)scanDouble:(double *)result;
@end

#endif
