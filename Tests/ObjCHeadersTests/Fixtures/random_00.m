#import <Foundation/Foundation.h>

@class GClass0_8, GClass0_9, GClass0_10, GClass0_11;
@protocol GProto0_6, GProto0_7;

typedef union GU0_1 { int f0[2]; CGFloat f1; SEL f2; CGPoint f3; unsigned long long f4 : 29; } GU0_1;
typedef struct GS0_2 { CGSize f0[2]; long long f1 : 48; _Complex float f2; int *f3; union { char *f0; __unsafe_unretained Class f1; GU0_1 f2; NSInteger f3; } f4; struct GS0_2 *next; } GS0_2;
struct GS0_3 { long double f0; unsigned int f1 : 9; GU0_1 f2; };
typedef struct GS0_4 { unsigned long long f0 : 38; void *f1; } GS0_4;
typedef NS_OPTIONS(NSUInteger, GE0_5) { GE0_5O0 = 1 << 0, GE0_5O1 = 1 << 1, GE0_5O2 = 1 << 2 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto0_6 <NSObject>
@property (assign, nonatomic) void (*pp0_12)(void);
@property (nonnull) const CGRect *pp0_13;
+ (uint8_t)pm0_14;
- (long unsigned int)pm0_15:(GE0_5)a0 usingarg1:(char[2])a1;
+ (NSString *)pm0_16:(struct CGRect)a0 atarg1:(BOOL *)a1 intoarg2:(Class)a2;
@optional
@property (nonatomic, assign) __int128 pp0_17;
@property (null_unspecified) int *pp0_18;
- (void (*)(void))pm0_19:(long int)a0 witharg1:(out const char * const)a1 usingarg2:(long unsigned int)a2;
@required
@property (readonly, nonatomic, nullable, copy) Class pp0_20;
@property (assign, readonly, nonatomic) GS0_2 **pp0_21;
- (NSNumber *)pm0_22:(NSString *)a0 usingarg1:(uint32_t)a1, ...;
- (char * const)pm0_23;
@end

@protocol GProto0_7 <NSObject>
@property (getter=getPp0_24, nonatomic) void (*pp0_24)(int, ...);
- (struct CGRect)pm0_25:(int[3])a0 arg1:(Class)a1 forarg2:(CGRect)a2 forarg3:(int[3])a3;
- (id<GProto0_7>)pm0_26;
@optional
@property (null_resettable, nonatomic) NSSet<NSDate *> *pp0_27;
+ (NSUInteger)pm0_28:(CGRect (*)(CGRect, id))a0 atarg1:(signed char)a1;
@required
@property (atomic, assign) long long pp0_29;
@property (nonatomic, assign, readonly) const char **pp0_30;
@property (nonatomic, assign) GE0_5 pp0_31;
- (signed char)pm0_32:(unsigned)a0 witharg1:(int[2])a1 atarg2:(long)a2;
- (instancetype)pm0_33;
@end

@interface GClass0_8 : NSObject <GProto0_6>
{
    NSString *iv0_34;
    __weak id<NSCopying> iv0_35;
@protected
    BOOL iv0_36 : 3;
    int iv0_37[2];
@protected
    unsigned char iv0_38 : 6;
}
@property (weak, nonatomic, readwrite) void (^p0_39)(NSInteger, ...);
@property (readonly) long *p0_40;
@property GU0_1 *p0_41;
@property (null_unspecified, readonly, weak) GClass0_10 *p0_42;
@property const char *(*p0_43)(void);
@property (nonatomic) SEL *p0_44;
@property (nonatomic) struct _NSRange p0_45;
@property (null_unspecified) __kindof NSArray<NSString *> *p0_46;
@property (atomic, nonnull) GS0_4 *p0_47;
@property (class, nonatomic, strong) NSData *p0_48;
@property (readonly, strong, nonatomic) NSMutableDictionary *p0_49;
- (GS0_2 *)m0_50;
- (short int)m0_51;
- (GE0_5)m0_52:(byref id)a0 forarg1:(size_t)a1;
+ (void)m0_53;
- (GS0_4)m0_54:(NSRange *)a0 intoarg1:(CGRect (*)(CGRect, id))a1 andarg2:(GS0_2)a2, ...;
- (intptr_t)m0_55:(struct CGRect)a0;
@end

@interface GClass0_8 ()
{
    BOOL iv0_56 : 6;
}
@property (nullable, getter=getP0_57, weak) GClass0_8 *p0_57;
@property (setter=putP0_58:) GU0_1 p0_58;
@property (weak, readwrite, nonatomic) NSArray<NSString *> *p0_59;
- (instancetype)m0_60;
@end

@interface GClass0_8 (Cat0_61)
@property (assign, getter=getCp0_62, null_resettable) __kindof NSString *cp0_62;
@property (readonly, nonatomic) SEL *cp0_63;
@property (readonly, nonatomic) int32_t cp0_64;
@property (getter=getCp0_65) const char *(*cp0_65)(void);
@property (getter=getCp0_66, setter=putCp0_66:) CGRect (*cp0_66)(CGRect, id);
+ (_Bool)cm0_67;
@end

@interface GClass0_9 : NSObject <GProto0_6>
{
@public
    int iv0_68[5];
@private
    NSNull *iv0_69;
    __unsafe_unretained NSString *iv0_70;
}
@property (assign) void (*p0_71)(int, ...);
@property (readwrite, atomic) NSRange *p0_72;
@property (assign, readwrite) int64_t p0_73;
@property (null_unspecified, setter=putP0_74:) NSArray *p0_74;
@property (null_unspecified) NSString *p0_75;
@property const char *(*p0_76)(void);
@property __kindof NSArray<NSString *> *p0_77;
@property (null_unspecified) void *p0_78;
- (void)m0_79:(GS0_4 *)a0;
- (void)m0_80;
+ (struct _NSRange)m0_81;
- (instancetype)m0_82:(GU0_1)a0 ofarg1:(double[2])a1;
+ (id _Nonnull)m0_83:(signed char)a0;
- (NSNull *)m0_84;
+ (NSMutableDictionary *)m0_85;
+ (id (^)(void))m0_86:(byref GClass0_10 *)a0 ofarg1:(CGSize)a1 atarg2:(_Complex float)a2 forarg3:(int)a3;
- (uint8_t *)m0_87:(long long)a0 andarg1:(const char *(*)(void))a1 ofarg2:(id (^)(void))a2 forarg3:(NSMutableArray<NSNumber *> *)a3;
@end

@interface GClass0_9 ()
{
    size_t iv0_88;
}
@property (assign, readonly) GU0_1 p0_89;
- (unsigned char)m0_90:(NSString *)a0;
@end

@interface GClass0_10 : GClass0_9 <GProto0_6>
{
    unsigned short iv0_91 : 7;
    unsigned short iv0_92 : 15;
}
@property (readwrite) int (*p0_93)(int, double);
@property (strong, retain) NSData *p0_94;
@property (readonly, nonatomic, getter=getP0_95) char **p0_95;
@property id p0_96;
@property (setter=putP0_97:) int (*p0_97)(int, double);
@property (getter=getP0_98) int (*p0_98)(int, double);
@property (nonatomic, readonly) const char *(*p0_99)(void);
@property (nonatomic, getter=getP0_100, class) GS0_2 **p0_100;
@property (getter=getP0_101) _Complex float p0_101;
@property (nonatomic, getter=getP0_102) id p0_102;
@property (readwrite) float p0_103;
- (long long)m0_104;
- (void (^)(NSInteger, ...))m0_105:(GU0_1 **)a0;
- (GS0_4)m0_106:(NSRange *)a0 usingarg1:(__kindof NSArray<NSString *> *)a1;
- (instancetype)m0_107:(CGPoint[2])a0;
+ (id (*)(id, SEL))m0_108:(int8_t)a0 andarg1:(Class)a1;
- (int (*)(int, double))m0_109:(struct _NSRange)a0;
- (GClass0_10 *)m0_110:(void (^)(BOOL, id))a0 andarg1:(CGRect (*)(CGRect, id))a1 usingarg2:(NSMutableString *)a2 ofarg3:(struct GS0_3)a3;
- (_Complex double)m0_111;
@end

@interface GClass0_10 (Cat0_112)
@property (nonatomic, readonly) id<NSCopying> cp0_113;
@property (readonly, nonatomic, unsafe_unretained) NSMutableDictionary *cp0_114;
@property (setter=putCp0_115:) double *cp0_115;
@property (nonatomic, class, weak, readonly) GClass0_11 *cp0_116;
- (int8_t)cm0_117:(void (^)(NSInteger, ...))a0 intoarg1:(void (*)(int, ...))a1;
- (long)cm0_118;
- (__kindof NSArray<NSString *> *)cm0_119:(SEL)a0 ofarg1:(void(int))a1 andarg2:(CGRect)a2 atarg3:(void (*)(void))a3;
- (GE0_5)cm0_120:(id<NSCopying>)a0 forarg1:(NSDate *)a1 intoarg2:(void(int))a2;
@end

@interface GClass0_11 : GClass0_10 <GProto0_6, GProto0_7>
{
    unsigned long long iv0_121;
    void (**iv0_122)(int);
    NSObject *iv0_123;
    double iv0_124[4];
}
@property (setter=putP0_125:, readwrite, copy, null_unspecified) id (^p0_125)(void);
@property SEL *p0_126;
@property (weak, atomic, null_unspecified) GClass0_10 *p0_127;
@property (atomic) id (*p0_128)(id, SEL);
@property (getter=getP0_129) GS0_4 p0_129;
@property (copy, atomic, class) NSObject *p0_130;
@property (class, nonatomic, assign, readwrite) GU0_1 p0_131;
@property (unsafe_unretained, nonnull, readonly) NSArray<NSString *> *p0_132;
@property (nonatomic, assign, setter=putP0_133:) NSArray *p0_133;
@property (copy, getter=getP0_134, nonatomic) int (^p0_134)(int, NSString *);
@property (nonatomic, getter=getP0_135, class, weak) NSString *p0_135;
+ (GClass0_10 *)m0_136:(void (**)(int))a0 forarg1:(id<GProto0_6>)a1 forarg2:(CGRect)a2 usingarg3:(Class)a3;
- (int (*)(int, double))m0_137:(void (*)(void))a0;
- (double *)m0_138:(GS0_2 **)a0;
- (instancetype)m0_139:(double)a0 intoarg1:(byref id<NSCopying>)a1 atarg2:(void (*)(int, ...))a2;
- (long unsigned int)m0_140:(struct GS0_3)a0 witharg1:(id<NSCopying, NSCoding>)a1;
+ (id<NSCopying, NSCoding>)m0_141:(uint32_t)a0;
+ (Class)m0_142:(NSDictionary<NSString *, NSArray<id> *> *)a0 andarg1:(BOOL)a1;
+ (id (^)(void))m0_143:(const void *)a0 atarg1:(NSString * _Nullable)a1;
- (_Bool)m0_144:(NSObject *)a0 arg1:(CGRect)a1;
@end

NS_ASSUME_NONNULL_END

@implementation GClass0_8
@dynamic p0_39;
@synthesize p0_43 = my_p0_43_ivar;
@synthesize p0_44;
@dynamic p0_45;
@dynamic p0_48;
@synthesize p0_49 = my_p0_49_ivar;
@synthesize p0_57 = xp0_57_ivar;
@synthesize p0_58 = my_p0_58_ivar;
@synthesize pp0_12;
- (GS0_2 *)m0_50 { }
- (short int)m0_51 { }
- (GE0_5)m0_52:(byref id)a0 forarg1:(size_t)a1 { }
+ (void)m0_53 { }
- (GS0_4)m0_54:(NSRange *)a0 intoarg1:(CGRect (*)(CGRect, id))a1 andarg2:(GS0_2)a2, ... { }
- (intptr_t)m0_55:(struct CGRect)a0 { }
- (instancetype)m0_60 { }
@end

@implementation GClass0_8 (Cat0_61)
- (__kindof NSString *)getCp0_62 { }
- (void)setCp0_62:(__kindof NSString *)v { }
@dynamic cp0_63;
- (int32_t)cp0_64 { }
- (const char *(*)(void))getCp0_65 { }
- (void)setCp0_65:(const char *(*)(void))v { }
- (CGRect (*)(CGRect, id))getCp0_66 { }
- (void)putCp0_66:(CGRect (*)(CGRect, id))v { }
+ (_Bool)cm0_67 { }
@end

@implementation GClass0_9
@synthesize p0_73 = _p0_73_ivar;
@synthesize p0_74;
@dynamic p0_75;
@synthesize p0_78;
@dynamic p0_89;
- (void)m0_79:(GS0_4 *)a0 { }
- (void)m0_80 { }
+ (struct _NSRange)m0_81 { }
- (instancetype)m0_82:(GU0_1)a0 ofarg1:(double[2])a1 { }
+ (id _Nonnull)m0_83:(signed char)a0 { }
- (NSNull *)m0_84 { }
+ (NSMutableDictionary *)m0_85 { }
+ (id (^)(void))m0_86:(byref GClass0_10 *)a0 ofarg1:(CGSize)a1 atarg2:(_Complex float)a2 forarg3:(int)a3 { }
- (uint8_t *)m0_87:(long long)a0 andarg1:(const char *(*)(void))a1 ofarg2:(id (^)(void))a2 forarg3:(NSMutableArray<NSNumber *> *)a3 { }
- (unsigned char)m0_90:(NSString *)a0 { }
@end

@implementation GClass0_10
@dynamic p0_93;
@dynamic p0_94;
@synthesize p0_97 = _p0_97_ivar;
@dynamic p0_99;
@dynamic p0_100;
@synthesize p0_101;
- (long long)m0_104 { }
- (void (^)(NSInteger, ...))m0_105:(GU0_1 **)a0 { }
- (GS0_4)m0_106:(NSRange *)a0 usingarg1:(__kindof NSArray<NSString *> *)a1 { }
- (instancetype)m0_107:(CGPoint[2])a0 { }
+ (id (*)(id, SEL))m0_108:(int8_t)a0 andarg1:(Class)a1 { }
- (int (*)(int, double))m0_109:(struct _NSRange)a0 { }
- (GClass0_10 *)m0_110:(void (^)(BOOL, id))a0 andarg1:(CGRect (*)(CGRect, id))a1 usingarg2:(NSMutableString *)a2 ofarg3:(struct GS0_3)a3 { }
- (_Complex double)m0_111 { }
@end

@implementation GClass0_10 (Cat0_112)
- (id<NSCopying>)cp0_113 { }
@dynamic cp0_114;
@dynamic cp0_115;
@dynamic cp0_116;
- (int8_t)cm0_117:(void (^)(NSInteger, ...))a0 intoarg1:(void (*)(int, ...))a1 { }
- (long)cm0_118 { }
- (__kindof NSArray<NSString *> *)cm0_119:(SEL)a0 ofarg1:(void(int))a1 andarg2:(CGRect)a2 atarg3:(void (*)(void))a3 { }
- (GE0_5)cm0_120:(id<NSCopying>)a0 forarg1:(NSDate *)a1 intoarg2:(void(int))a2 { }
@end

@implementation GClass0_11
@dynamic p0_128;
@dynamic p0_129;
@dynamic p0_130;
+ (GU0_1)p0_131 { }
+ (void)setP0_131:(GU0_1)v { }
@dynamic p0_135;
@synthesize pp0_24;
+ (GClass0_10 *)m0_136:(void (**)(int))a0 forarg1:(id<GProto0_6>)a1 forarg2:(CGRect)a2 usingarg3:(Class)a3 { }
- (int (*)(int, double))m0_137:(void (*)(void))a0 { }
- (double *)m0_138:(GS0_2 **)a0 { }
- (instancetype)m0_139:(double)a0 intoarg1:(byref id<NSCopying>)a1 atarg2:(void (*)(int, ...))a2 { }
- (long unsigned int)m0_140:(struct GS0_3)a0 witharg1:(id<NSCopying, NSCoding>)a1 { }
+ (id<NSCopying, NSCoding>)m0_141:(uint32_t)a0 { }
+ (Class)m0_142:(NSDictionary<NSString *, NSArray<id> *> *)a0 andarg1:(BOOL)a1 { }
+ (id (^)(void))m0_143:(const void *)a0 atarg1:(NSString * _Nullable)a1 { }
- (_Bool)m0_144:(NSObject *)a0 arg1:(CGRect)a1 { }
@end

