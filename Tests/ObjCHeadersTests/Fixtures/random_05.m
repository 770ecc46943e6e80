#import <Foundation/Foundation.h>

@class GClass5_7, GClass5_8, GClass5_9;
@protocol GProto5_5, GProto5_6;

struct GS5_1 { NSRange f0; float f1; };
struct GS5_2 { union { unsigned char f0; NSInteger f1; float f2; union { uint16_t f0; __unsafe_unretained id f1[4]; NSRange f2; } f3; double f4[4]; } f0; __int128 f1; __unsafe_unretained id f2; int f3; CGFloat f4; struct GS5_2 *next; };
typedef enum : unsigned char { GE5_3V0, GE5_3V1, GE5_3V2 } GE5_3;
typedef enum : unsigned char { GE5_4V0, GE5_4V1 } GE5_4;

NS_ASSUME_NONNULL_BEGIN
@protocol GProto5_5 <NSObject>
@property (assign, readwrite) const char *(*pp5_10)(void);
@property (setter=putPp5_11:) GE5_3 pp5_11;
@property (null_unspecified, atomic, assign) int (^pp5_12)(int, NSString *);
- (struct _NSRange)pm5_13:(id<GProto5_6>)a0 intoarg1:(id<NSCopying, NSCoding>)a1 intoarg2:(struct _NSRange)a2 usingarg3:(NSMutableArray<NSNumber *> *)a3;
+ (int *)pm5_14:(NSArray<NSString *> *)a0 ofarg1:(NSData **)a1;
@optional
@property (assign, readwrite, nonnull) unsigned long long *pp5_15;
@property NSArray<NSString *> *pp5_16;
@property (setter=putPp5_17:, strong) NSNumber *pp5_17;
- (NSURL *)pm5_18:(void(int))a0 fromarg1:(GE5_4)a1 arg2:(void (*)(void))a2;
+ (void)pm5_19:(CGSize)a0 arg1:(bycopy __kindof NSString *)a1;
@required
@property id (*pp5_20)(id, SEL);
@property short pp5_21;
- (char **)pm5_22;
- (int64_t)pm5_23:(SEL *)a0 usingarg1:(NSMutableDictionary *)a1;
- (NSArray<NSArray<NSString *> *> *)pm5_24;
@end

@protocol GProto5_6 <NSObject>
@property (setter=putPp5_25:, assign) void (*pp5_25)(void);
@property (null_unspecified) double *pp5_26;
- (void)pm5_27;
@optional
@property (readonly) NSRangePointer pp5_28;
@property (nonatomic, strong, readonly, getter=getPp5_29) id<GProto5_5> pp5_29;
@property (atomic, strong, readonly, getter=getPp5_30) NSDate *pp5_30;
+ (void)pm5_31:(id<GProto5_5>)a0 atarg1:(char *)a1 atarg2:(NSDate *)a2 intoarg3:(NSString * _Nullable)a3;
@required
@property (unsafe_unretained, atomic) Class pp5_32;
@property (nonatomic, readwrite, setter=putPp5_33:) Class pp5_33;
- (CGRect (*)(CGRect, id))pm5_34:(NSString *(^)(id))a0;
- (short)pm5_35:(void (^)(BOOL, id))a0 atarg1:(id _Nonnull)a1 atarg2:(NSURL *)a2 witharg3:(void (^)(BOOL, id))a3;
@end

@interface GClass5_7 : NSObject
@property (nonatomic, setter=putP5_36:) id (*p5_36)(id, SEL);
@property (unsafe_unretained, setter=putP5_37:, null_unspecified) int (^p5_37)(int, NSString *);
@property const CGRect *p5_38;
@property unsigned short p5_39;
@property (readwrite, retain, nonatomic) NSSet<NSDate *> *p5_40;
@property (readonly, assign, nonatomic) long *p5_41;
@property (nonatomic, class, readonly) NSRange *p5_42;
+ (CGRect (*)(CGRect, id))m5_43;
- (const int *)m5_44:(void (^)(BOOL, id))a0;
- (void (^)(NSInteger, ...))m5_45:(NSMutableString *)a0 forarg1:(out NSData **)a1;
+ (const char *(*)(void))m5_46;
- (void (^)(BOOL, id))m5_47;
- (uint_least8_t)m5_48:(struct GS5_2)a0 andarg1:(struct GS5_2 **)a1;
- (id)m5_49:(short int)a0 arg1:(NSArray<NSString *> *)a1 ofarg2:(int[])a2;
@end

@interface GClass5_7 ()
@property (getter=getP5_50, nonnull, assign) id<GProto5_6> p5_50;
@property (nullable, nonatomic) long *p5_51;
@property (readonly, nullable) uint8_t *p5_52;
- (void)m5_53;
@end

@interface GClass5_8 : NSObject <GProto5_5, GProto5_6>
{
    double iv5_54[2];
    SEL *iv5_55;
    __strong NSString *iv5_56;
    int iv5_57 : 15;
    unsigned short int iv5_58;
}
@property (nonatomic) Class p5_59;
@property (nonatomic, nonnull, assign, readwrite) NSDictionary<NSString *, NSArray<id> *> *p5_60;
@property (getter=getP5_61, nonatomic) struct GS5_2 p5_61;
@property (setter=putP5_62:, assign, getter=getP5_62) id (^p5_62)(void);
@property (nonatomic, assign) _Complex double p5_63;
@property (assign, null_resettable) __kindof NSString *p5_64;
@property (assign, getter=getP5_65, nonatomic) struct _NSRange p5_65;
@property (strong) id<GProto5_5> p5_66;
@property void (**p5_67)(int);
@property (setter=putP5_68:, nonatomic) unsigned char p5_68;
@property (nonatomic, unsafe_unretained) NSDate *p5_69;
- (id (*)(id, SEL))m5_70:(char * const)a0;
+ (NSDate *)m5_71:(GE5_4)a0 fromarg1:(NSArray *)a1 witharg2:(float)a2;
+ (void (*)(int, ...))m5_72;
- (NSMutableArray<NSNumber *> *)m5_73;
- (CGRect (^)(CGRect))m5_74;
- (unsigned long long *)m5_75:(int_fast16_t)a0 witharg1:(unsigned)a1 usingarg2:(NSTimeInterval)a2 usingarg3:(char)a3;
- (const char **)m5_76:(char[3])a0 fromarg1:(GClass5_7 *)a1;
+ (void)m5_77;
- (void)m5_78:(double[4])a0;
- (struct GS5_2)m5_79:(int (^)(int, NSString *))a0, ...;
+ (CGPoint)m5_80:(char[4])a0 forarg1:(struct GS5_2)a1 fromarg2:(bycopy NSNull *)a2;
@end

@interface GClass5_8 ()
@property (nonatomic, assign, getter=getP5_81, class, readonly) uint_least8_t p5_81;
@property (readwrite, nonatomic, retain, strong) NSDictionary<NSString *, NSArray<id> *> *p5_82;
@property (nullable) const char * const p5_83;
- (unsigned long long)m5_84:(uint64_t)a0 ofarg1:(void (*)(int, ...))a1 ofarg2:(uintptr_t)a2 andarg3:(void (^)(NSInteger, ...))a3;
@end

@interface GClass5_8 (Cat5_85)
@property (getter=getCp5_86, nonatomic) NSRange *cp5_86;
@property (getter=getCp5_87) CGPoint cp5_87;
@property (readwrite) struct GS5_1 cp5_88;
@property (assign, atomic) NSNumber *cp5_89;
- (int64_t)cm5_90;
@end

@interface GClass5_9 : GClass5_7
@property (setter=putP5_91:, nonatomic) CGRect (*p5_91)(CGRect, id);
@property (nonatomic) CGRect (*p5_92)(CGRect, id);
@property (nonnull, assign, atomic, getter=getP5_93) NSMutableString *p5_93;
@property (getter=getP5_94) intptr_t p5_94;
@property (nonatomic) int p5_95;
@property (setter=putP5_96:, nonatomic, assign) int p5_96;
@property (readonly) __kindof NSArray<NSString *> *p5_97;
@property (readonly, getter=getP5_98, nonatomic) unsigned short p5_98;
@property (nonnull, class, retain, nonatomic) NSMutableDictionary *p5_99;
@property struct GS5_1 p5_100;
- (int64_t)m5_101:(byref NSArray<NSString *> *)a0;
- (struct GS5_2 **)m5_102:(NSDictionary<NSString *, id> *)a0 fromarg1:(uint32_t)a1 arg2:(SEL *)a2;
- (id _Nonnull)m5_103:(byref NSObject<NSCoding> *)a0;
+ (unsigned char)m5_104:(_Bool)a0 arg1:(const CGRect *)a1 usingarg2:(const char * const)a2;
+ (const char *)m5_105:(void(int))a0 andarg1:(long double)a1 atarg2:(GE5_4)a2 andarg3:(NSSet<NSDate *> *)a3;
- (instancetype)m5_106;
@end

@interface GClass5_9 ()
@property (getter=getP5_107, nonatomic, setter=putP5_107:) BOOL p5_107;
@property (weak) id (^p5_108)(void);
+ (const char * const)m5_109:(const void *)a0 atarg1:(unsigned)a1;
@end

NS_ASSUME_NONNULL_END

@implementation GClass5_7
@synthesize p5_38;
@synthesize p5_39;
@synthesize p5_40 = _p5_40_ivar;
@dynamic p5_42;
@synthesize p5_51;
@dynamic p5_52;
+ (CGRect (*)(CGRect, id))m5_43 { }
- (const int *)m5_44:(void (^)(BOOL, id))a0 { }
- (void (^)(NSInteger, ...))m5_45:(NSMutableString *)a0 forarg1:(out NSData **)a1 { }
+ (const char *(*)(void))m5_46 { }
- (void (^)(BOOL, id))m5_47 { }
- (uint_least8_t)m5_48:(struct GS5_2)a0 andarg1:(struct GS5_2 **)a1 { }
- (id)m5_49:(short int)a0 arg1:(NSArray<NSString *> *)a1 ofarg2:(int[])a2 { }
- (void)m5_53 { }
@end

@implementation GClass5_8
@dynamic p5_60;
@synthesize p5_62;
@dynamic p5_63;
@synthesize p5_66 = my_p5_66_ivar;
+ (uint_least8_t)getP5_81 { }
@synthesize pp5_25;
- (id (*)(id, SEL))m5_70:(char * const)a0 { }
+ (NSDate *)m5_71:(GE5_4)a0 fromarg1:(NSArray *)a1 witharg2:(float)a2 { }
+ (void (*)(int, ...))m5_72 { }
- (NSMutableArray<NSNumber *> *)m5_73 { }
- (CGRect (^)(CGRect))m5_74 { }
- (unsigned long long *)m5_75:(int_fast16_t)a0 witharg1:(unsigned)a1 usingarg2:(NSTimeInterval)a2 usingarg3:(char)a3 { }
- (const char **)m5_76:(char[3])a0 fromarg1:(GClass5_7 *)a1 { }
+ (void)m5_77 { }
- (void)m5_78:(double[4])a0 { }
- (struct GS5_2)m5_79:(int (^)(int, NSString *))a0, ... { }
+ (CGPoint)m5_80:(char[4])a0 forarg1:(struct GS5_2)a1 fromarg2:(bycopy NSNull *)a2 { }
- (unsigned long long)m5_84:(uint64_t)a0 ofarg1:(void (*)(int, ...))a1 ofarg2:(uintptr_t)a2 andarg3:(void (^)(NSInteger, ...))a3 { }
@end

@implementation GClass5_8 (Cat5_85)
@dynamic cp5_86;
@dynamic cp5_87;
@dynamic cp5_88;
- (NSNumber *)cp5_89 { }
- (void)setCp5_89:(NSNumber *)v { }
- (int64_t)cm5_90 { }
@end

@implementation GClass5_9
@synthesize p5_91;
@synthesize p5_92 = my_p5_92_ivar;
@dynamic p5_95;
+ (NSMutableDictionary *)p5_99 { }
+ (void)setP5_99:(NSMutableDictionary *)v { }
- (int64_t)m5_101:(byref NSArray<NSString *> *)a0 { }
- (struct GS5_2 **)m5_102:(NSDictionary<NSString *, id> *)a0 fromarg1:(uint32_t)a1 arg2:(SEL *)a2 { }
- (id _Nonnull)m5_103:(byref NSObject<NSCoding> *)a0 { }
+ (unsigned char)m5_104:(_Bool)a0 arg1:(const CGRect *)a1 usingarg2:(const char * const)a2 { }
+ (const char *)m5_105:(void(int))a0 andarg1:(long double)a1 atarg2:(GE5_4)a2 andarg3:(NSSet<NSDate *> *)a3 { }
- (instancetype)m5_106 { }
+ (const char * const)m5_109:(const void *)a0 atarg1:(unsigned)a1 { }
@end

