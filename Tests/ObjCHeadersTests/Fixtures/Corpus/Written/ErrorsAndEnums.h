// Written for MiniObjC's corpus: the enum and error-code declarations of Foundation-era
// APIs — NS_ERROR_ENUM with and without a name, NS_CLOSED_ENUM, string-typed enums,
// NS_OPTIONS with shifts, `~0UL` and casts, CF_ENUM without a name, four-character codes,
// Swift names and availability on enumerators — and properties of those types. Enums
// without a fixed type take their size from their values, which C computes in the types of
// the literals, casts and enumerators involved (`1 << 40` is an `int`, `1L << 40` is not);
// `static const` integers count as constants, as clang folds them.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

FOUNDATION_EXPORT NSErrorDomain const PaymentErrorDomain;
typedef NS_ERROR_ENUM(PaymentErrorDomain, PaymentError) {
    PaymentErrorDeclined = 1000,
    PaymentErrorExpired API_AVAILABLE(ios(13.0), macos(10.15)) = 1001,
    PaymentErrorNetwork NS_SWIFT_NAME(network) = 1002,
};

FOUNDATION_EXPORT NSErrorDomain const SyncErrorDomain;
NS_ERROR_ENUM(SyncErrorDomain) {
    SyncErrorConflict = -1,
    SyncErrorOffline = -2,
};

typedef NS_CLOSED_ENUM(NSInteger, CardBrand) { CardBrandVisa, CardBrandMastercard, CardBrandAmex } NS_SWIFT_NAME(Card.Brand);
typedef NS_ENUM(uint8_t, SmallState) { SmallStateIdle = 'i', SmallStateBusy = 'b' };
typedef NS_ENUM(short, Direction) { DirectionUp = -1, DirectionNone, DirectionDown };
typedef NS_OPTIONS(NSUInteger, SyncOptions) {
    SyncOptionNone = 0,
    SyncOptionWiFiOnly = 1 << 0,
    SyncOptionBackground = 1UL << 1,
    SyncOptionAll = ~0UL,
    SyncOptionLegacy = (NSUInteger)1 << 5,
};
typedef NS_ENUM(NSInteger) { TimeoutShort = 5, TimeoutLong = 60 };
typedef CF_ENUM(uint32_t) { kWidgetMagic = 'WDGT' };
typedef NSString *ReceiptKey NS_TYPED_ENUM;
typedef NSString *CurrencyCode NS_TYPED_EXTENSIBLE_ENUM;
typedef NSInteger Cents NS_TYPED_EXTENSIBLE_ENUM;
FOUNDATION_EXPORT ReceiptKey const ReceiptKeyTotal;
static const Cents CentsPerDollar = 100;
enum { WidgetLimit = 64 };
typedef enum : unsigned char { LegacyA, LegacyB } LegacyKind;
typedef enum { PlainRed = 0xFFFFFFFF } PlainColor;
typedef enum { WideValue = 0x100000000, WideNegative = -1 } WideEnum;
enum NegativeSteps { StepBack = -1, StepHere = StepBack + 1, StepTwoBack = StepBack * 2 };
enum IntShift { IntShiftValue = 1 << 40 };
enum LongShift { LongShiftValue = 1L << 40 };
enum CastShift { CastShiftValue = (NSUInteger)1 << 40 };
enum DecimalPastInt { DecimalPastIntValue = 4294967295 };
enum NarrowedByCast { NarrowedValue = (unsigned char)300 };
enum UnsignedWraps { UnsignedWrapsValue = 0xFFFFFFFFu + 1 };
enum OptionShift { OptionShiftValue = SyncOptionWiFiOnly << 40 };

@interface PaymentResult : NSObject <NSSecureCoding>
@property (nonatomic, readonly) PaymentError error;
@property (nonatomic, readonly) CardBrand brand;
@property (nonatomic, assign) SmallState state;
@property (nonatomic, assign) Direction direction;
@property (nonatomic, assign) SyncOptions options;
@property (nonatomic, copy) CurrencyCode currency;
@property (nonatomic, assign) Cents amount;
@property (nonatomic, assign) LegacyKind legacy;
@property (nonatomic, assign) PlainColor color;
@property (nonatomic, assign) WideEnum wide;
@property (nonatomic, copy) NSDictionary<ReceiptKey, id> *receipt;
- (BOOL)retryWithOptions:(SyncOptions)options error:(NSError **)error;
- (void)recordState:(SmallState)state direction:(Direction)direction;
- (WideEnum)widen:(WideEnum)value color:(PlainColor)color;
@end

@interface EnumSizes : NSObject {
    char _tag0; enum NegativeSteps _steps;
    char _tag1; enum IntShift _intShift;
    char _tag2; enum LongShift _longShift;
    char _tag3; enum CastShift _castShift;
    char _tag4; enum DecimalPastInt _decimal;
    char _tag5; enum NarrowedByCast _narrowed;
    char _tag6; enum UnsignedWraps _wraps;
    char _tag7; enum OptionShift _optionShift;
    int _buffer[NarrowedValue];
    int _bytes[(unsigned char)-1];
    char _perDollar[CentsPerDollar];
    char _found[WidgetLimit + (NSNotFound > 0)];
}
- (void)take:(enum LongShift)a and:(enum IntShift)b and:(enum OptionShift)c;
@end

NS_ASSUME_NONNULL_END
