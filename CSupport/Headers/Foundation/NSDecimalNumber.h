/* NSDecimalNumber and NSDecimal for compiled code (CSupport/ValueClasses/nsdecimalnumber.c,
 * nsdecimal_struct.c): a base-10 number of up to 38 significant digits and an exponent, or
 * NaN. Immutable; no arithmetic (MiniObjC reads, writes and compares decimals). Imported by
 * Foundation.h. */
#ifndef MINIOBJC_FOUNDATION_NSDECIMALNUMBER_H
#define MINIOBJC_FOUNDATION_NSDECIMALNUMBER_H

/* Foundation's NSDecimal, field for field: value = (-1)^_isNegative × mantissa × 10^_exponent,
 * the mantissa in _length 16-bit words, least significant first. NaN is _length 0 with
 * _isNegative 1. */
typedef struct {
    signed int _exponent : 8;
    unsigned int _length : 4;
    unsigned int _isNegative : 1;
    unsigned int _isCompact : 1;
    unsigned int _reserved : 18;
    unsigned short _mantissa[8];
} NSDecimal;

@interface NSDecimalNumber : NSNumber
+ (NSDecimalNumber *)decimalNumberWithString:(NSString *)numberValue;
+ (NSDecimalNumber *)decimalNumberWithDecimal:(NSDecimal)dcm;
+ (NSDecimalNumber *)notANumber;
- (instancetype)initWithString:(NSString *)numberValue;
- (instancetype)initWithDecimal:(NSDecimal)dcm;
@end

@interface NSNumber (NSDecimalNumberExtensions)
/* The number as a decimal (a double through its shortest decimal text). */
@property (readonly) NSDecimal decimalValue;
@end

#endif
