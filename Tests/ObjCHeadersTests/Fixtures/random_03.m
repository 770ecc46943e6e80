#import <Foundation/Foundation.h>

@class GClass3_8, GClass3_9, GClass3_10, GClass3_11;
@protocol GProto3_6, GProto3_7;

typedef struct GS3_1 { CGPoint f0[3]; char f1 : 3; SEL f2; struct GS3_1 *next; } GS3_1;
struct GS3_2 { long f0; };
enum GE3_3 { GE3_3V0, GE3_3V1, GE3_3V2 };
typedef NS_ENUM(int, GE3_4) { GE3_4V0 };
typedef enum : unsigned char { GE3_5V0 = 1 } GE3_5;

NS_ASSUME_NONNULL_BEGIN
@protocol GProto3_6 <NSObject>
@property (readonly) CGRect pp3_12;
- (int64_t)pm3_13;
@optional
@property (nonatomic, assign) int *pp3_14;
- (instancetype)pm3_15:(unsigned short int)a0 arg1:(GE3_5)a1;
- (void)pm3_16:(id _Nonnull)a0 intoarg1:(CGSize)a1;
@required
@property (class, getter=getPp3_17) NSRange pp3_17;
- (NSArray *)pm3_18;
+ (void (^)(NSInteger, ...))pm3_19;
@end

@protocol GProto3_7 <NSObject>
@property (assign, readonly) id<NSCopying> pp3_20;
- (oneway void)pm3_21:(id<NSCopying>)a0;
- (enum GE3_3)pm3_22:(void (**)(int))a0 andarg1:(void (^)(void))a1;
- (id (*)(id, SEL))pm3_23:(CGPoint)a0 fromarg1:(NSSet<NSDate *> *)a1;
@optional
@property (getter=getPp3_24, nonatomic, readwrite) unsigned short pp3_24;
@property (setter=putPp3_25:, getter=getPp3_25, copy) NSMutableDictionary *pp3_25;
- (NSNull *)pm3_26:(CGPoint)a0 usingarg1:(NSString * _Nullable)a1 andarg2:(int[1])a2;
+ (NSString * _Nullable)pm3_27:(id (*)(id, SEL))a0 arg1:(NSRange)a1 usingarg2:(GE3_5)a2 usingarg3:(bycopy NSDictionary<NSString *, NSArray<id> *> *)a3;
@required
@property (nonatomic) long double pp3_28;
@property (nonatomic, readonly) GS3_1 *pp3_29;
@property (nonatomic) long double pp3_30;
- (uint8_t *)pm3_31:(byref NSArray *)a0 ofarg1:(out char * const)a1 atarg2:(NSObject *)a2;
@end

@interface GClass3_8 : NSObject <GProto3_6, GProto3_7>
{
    GE3_5 iv3_32;
    long long iv3_33 : 45;
}
@property CGRect p3_34;
@property (setter=putP3_35:, nullable) CGPoint *p3_35;
@property (readonly) NSTimeInterval p3_36;
@property (assign, readonly, atomic) void *p3_37;
@property (readonly) id (^p3_38)(void);
@property (readonly, assign) const char *(*p3_39)(void);
@property (readonly) Class p3_40;
@property (null_unspecified, class, nonatomic) NSArray *p3_41;
@property (atomic) void (*p3_42)(int, ...);
@property (null_unspecified, nonatomic, getter=getP3_43) const CGRect *p3_43;
@property (nonatomic, readwrite, class) NSMutableArray<NSNumber *> *p3_44;
- (NSTimeInterval)m3_45:(NSDictionary<NSString *, id> *)a0;
- (void (**)(int))m3_46:(unsigned short)a0;
- (oneway void)m3_47:(int (*)(int, double))a0 atarg1:(int (*)(int, double))a1;
+ (CGRect (^)(CGRect))m3_48:(void (^)(NSInteger, ...))a0 usingarg1:(void (^)(void))a1;
- (void)m3_49;
- (void)m3_50:(CGRect (*)(CGRect, id))a0 usingarg1:(double[3])a1 arg2:(NSRange)a2;
- (GClass3_9 *)m3_51:(void (*)(int, ...))a0 ofarg1:(id<NSCopying>)a1 arg2:(Class)a2;
- (double *)m3_52:(BOOL[1])a0 forarg1:(GClass3_8 *)a1;
- (void (^)(void))m3_53:(NSDate *)a0 usingarg1:(int64_t)a1;
- (NSDictionary<NSString *, NSArray<id> *> *)m3_54:(double[1])a0 usingarg1:(int32_t)a1 atarg2:(SEL)a2 fromarg3:(GClass3_10 *)a3;
+ (NSRange *)m3_55:(void (^)(BOOL, id))a0;
@end

@interface GClass3_8 ()
@property const int *p3_56;
@property (readonly, nonnull, nonatomic, assign) NSData *p3_57;
@property (nonnull) char * const p3_58;
- (NSDate *)m3_59;
@end

@interface GClass3_8 (Cat3_60)
@property (nonatomic, strong) GClass3_9 *cp3_61;
@property (nonatomic, getter=getCp3_62, strong, readonly) id<NSCopying, NSCoding> cp3_62;
@property (assign) GE3_5 cp3_63;
+ (instancetype)cm3_64:(NSDate *)a0;
- (const char *(*)(void))cm3_65:(long int)a0 usingarg1:(GE3_5)a1;
@end

@interface GClass3_9 : NSObject <GProto3_7>
{
    long long iv3_66 : 54;
}
@property (class, setter=putP3_67:) GE3_4 p3_67;
@property (atomic, setter=putP3_68:, assign) GS3_1 **p3_68;
@property enum GE3_3 p3_69;
@property (readonly, nonatomic, nonnull) GClass3_8 *p3_70;
@property (nonatomic, readonly) int (*p3_71)(int, double);
@property GS3_1 p3_72;
@property (nonatomic) GS3_1 p3_73;
@property (assign, getter=getP3_74, nonatomic) int **p3_74;
@property (readwrite, nonatomic, assign, setter=putP3_75:) char **p3_75;
@property (nonatomic, nonnull, strong) id<GProto3_6> p3_76;
- (NSValue *)m3_77:(NSValue *)a0 fromarg1:(NSObject<NSCoding> *)a1 arg2:(GS3_1 **)a2 andarg3:(unsigned long long *)a3;
- (CGPoint *)m3_78;
- (CGRect (^)(CGRect))m3_79:(unsigned __int128)a0;
- (void (^)(void))m3_80:(GE3_5)a0 forarg1:(NSUInteger)a1;
+ (struct GS3_2)m3_81;
+ (NSDictionary<NSString *, id> *)m3_82:(struct _NSRange)a0;
- (NSMutableArray<NSNumber *> *)m3_83:(void (**)(int))a0 fromarg1:(CGRect *)a1 witharg2:(id _Nonnull)a2;
- (NSDictionary<NSString *, id> *)m3_84:(unsigned short)a0;
- (uint32_t)m3_85;
- (struct CGRect)m3_86;
@end

@interface GClass3_9 ()
@property (nonatomic, null_unspecified, assign) const CGRect *p3_87;
- (enum GE3_3)m3_88:(_Bool)a0 atarg1:(NSString **)a1;
@end

@interface GClass3_9 (Cat3_90)
@property (nonatomic, readwrite, getter=getCp3_91) SEL *cp3_91;
@property (nonatomic, class, readwrite, nullable) NSRangePointer cp3_92;
@property (weak, nonatomic) NSString *cp3_93;
@property (unsafe_unretained) Class cp3_94;
@property (getter=getCp3_95, assign) struct GS3_2 *cp3_95;
- (GClass3_11 *)cm3_96:(uintptr_t)a0 intoarg1:(void (^)(void))a1;
- (NSString * _Nullable)cm3_97:(CGRect (^)(CGRect))a0 atarg1:(int[5])a1;
+ (oneway void)cm3_98;
- (GClass3_11 *)cm3_99:(struct CGRect)a0;
@end

@interface GClass3_10 : GClass3_9 <GProto3_6>
{
    void (*iv3_100)(int, ...);
    __weak id<NSCopying> iv3_101;
    char iv3_102[1];
}
@property (readonly, getter=getP3_103) GS3_1 *p3_103;
@property (null_unspecified, atomic, getter=getP3_104) char * const p3_104;
@property (getter=getP3_105, assign, class) intptr_t p3_105;
@property (readwrite, nonatomic, setter=putP3_106:) void (*p3_106)(void);
@property (unsafe_unretained) NSString *(^p3_107)(id);
@property (nonatomic) NSValue *p3_108;
- (id<GProto3_7>)m3_109:(id)a0 fromarg1:(const char *(*)(void))a1 usingarg2:(void(int))a2 forarg3:(const int)a3;
- (CGPoint *)m3_110:(void (*)(void))a0 witharg1:(bycopy NSArray<NSArray<NSString *> *> *)a1;
- (char **)m3_111:(out long *)a0 intoarg1:(NSRange)a1 arg2:(int[3])a2 ofarg3:(id<GProto3_6>)a3;
- (int (*)(int, double))m3_112;
- (int (^)(int, NSString *))m3_113:(struct GS3_2)a0 witharg1:(byref NSString *)a1 usingarg2:(uint8_t *)a2 fromarg3:(struct GS3_2)a3;
- (int64_t)m3_114;
+ (int *)m3_115:(Class)a0 atarg1:(long long)a1;
+ (NSSet<NSDate *> *)m3_116:(long *)a0 witharg1:(_Complex float)a1 usingarg2:(void (**)(int))a2 witharg3:(signed)a3;
+ (instancetype)m3_117:(void *)a0;
+ (int (^)(int, NSString *))m3_118:(CGRect (*)(CGRect, id))a0 atarg1:(NSMutableDictionary *)a1 fromarg2:(int8_t)a2;
- (const char *(*)(void))m3_119:(id *)a0 usingarg1:(struct GS3_2)a1 forarg2:(bycopy NSMutableString *)a2;
- (void)m3_120:(CGRect)a0 andarg1:(void (*)(void))a1;
@end

@interface GClass3_11 : NSObject <GProto3_6, GProto3_7>
{
    __weak id iv3_122;
    struct _NSRange iv3_123;
@protected
    NSObject<NSCoding> *iv3_124;
    unsigned short iv3_125 : 14;
}
@property (null_unspecified, setter=putP3_126:, copy, nonatomic) NSDictionary<NSString *, NSArray<id> *> *p3_126;
@property (class, setter=putP3_127:) unsigned short int p3_127;
@property (nonatomic, readwrite, strong, getter=getP3_128) GClass3_10 *p3_128;
@property (atomic, readonly) int_fast16_t p3_129;
@property (nonatomic, setter=putP3_130:) uint8_t p3_130;
@property (getter=getP3_131, strong) int (^p3_131)(int, NSString *);
- (struct GS3_2 **)m3_132:(CGRect)a0 forarg1:(long)a1 arg2:(double *)a2;
+ (id (^)(void))m3_133:(id<GProto3_7>)a0 ofarg1:(long int)a1, ...;
+ (GE3_4)m3_134:(char[3])a0 intoarg1:(id (*)(id, SEL))a1;
- (instancetype)m3_135:(struct _NSRange)a0 usingarg1:(NSArray *)a1 arg2:(void (**)(int))a2 fromarg3:(uint8_t)a3;
+ (id<NSCopying>)m3_136;
- (id _Nonnull)m3_137;
+ (void (*)(void))m3_138:(unsigned long long *)a0 usingarg1:(void (*)(int, ...))a1;
+ (int16_t)m3_139:(in char *)a0;
- (instancetype)m3_140:(struct _NSRange)a0;
@end

@interface GClass3_11 (Cat3_141)
@property struct _NSRange cp3_142;
@property (readonly) id<GProto3_7> cp3_143;
@property (nonatomic, strong) NSNull *cp3_144;
- (oneway void)cm3_145;
+ (GS3_1)cm3_146:(BOOL[6])a0 witharg1:(NSArray<NSArray<NSString *> *> *)a1 usingarg2:(in struct GS3_2 **)a2 atarg3:(double[4])a3;
@end

NS_ASSUME_NONNULL_END

@implementation GClass3_8
@dynamic p3_34;
@dynamic p3_35;
@synthesize p3_36 = my_p3_36_ivar;
@synthesize p3_39;
@synthesize p3_40;
+ (NSArray *)p3_41 { }
+ (void)setP3_41:(NSArray *)v { }
@dynamic p3_44;
@dynamic p3_57;
@synthesize pp3_12;
@synthesize pp3_20;
- (NSTimeInterval)m3_45:(NSDictionary<NSString *, id> *)a0 { }
- (void (**)(int))m3_46:(unsigned short)a0 { }
- (oneway void)m3_47:(int (*)(int, double))a0 atarg1:(int (*)(int, double))a1 { }
+ (CGRect (^)(CGRect))m3_48:(void (^)(NSInteger, ...))a0 usingarg1:(void (^)(void))a1 { }
- (void)m3_49 { }
- (void)m3_50:(CGRect (*)(CGRect, id))a0 usingarg1:(double[3])a1 arg2:(NSRange)a2 { }
- (GClass3_9 *)m3_51:(void (*)(int, ...))a0 ofarg1:(id<NSCopying>)a1 arg2:(Class)a2 { }
- (double *)m3_52:(BOOL[1])a0 forarg1:(GClass3_8 *)a1 { }
- (void (^)(void))m3_53:(NSDate *)a0 usingarg1:(int64_t)a1 { }
- (NSDictionary<NSString *, NSArray<id> *> *)m3_54:(double[1])a0 usingarg1:(int32_t)a1 atarg2:(SEL)a2 fromarg3:(GClass3_10 *)a3 { }
+ (NSRange *)m3_55:(void (^)(BOOL, id))a0 { }
- (NSDate *)m3_59 { }
@end

@implementation GClass3_8 (Cat3_60)
- (GClass3_9 *)cp3_61 { }
- (void)setCp3_61:(GClass3_9 *)v { }
@dynamic cp3_62;
- (GE3_5)cp3_63 { }
- (void)setCp3_63:(GE3_5)v { }
+ (instancetype)cm3_64:(NSDate *)a0 { }
- (const char *(*)(void))cm3_65:(long int)a0 usingarg1:(GE3_5)a1 { }
@end

@implementation GClass3_9
{
    CGSize iv3_89;
}
@dynamic p3_67;
@dynamic p3_68;
@synthesize p3_70 = xp3_70_ivar;
@synthesize p3_73;
@dynamic p3_76;
- (NSValue *)m3_77:(NSValue *)a0 fromarg1:(NSObject<NSCoding> *)a1 arg2:(GS3_1 **)a2 andarg3:(unsigned long long *)a3 { }
- (CGPoint *)m3_78 { }
- (CGRect (^)(CGRect))m3_79:(unsigned __int128)a0 { }
- (void (^)(void))m3_80:(GE3_5)a0 forarg1:(NSUInteger)a1 { }
+ (struct GS3_2)m3_81 { }
+ (NSDictionary<NSString *, id> *)m3_82:(struct _NSRange)a0 { }
- (NSMutableArray<NSNumber *> *)m3_83:(void (**)(int))a0 fromarg1:(CGRect *)a1 witharg2:(id _Nonnull)a2 { }
- (NSDictionary<NSString *, id> *)m3_84:(unsigned short)a0 { }
- (uint32_t)m3_85 { }
- (struct CGRect)m3_86 { }
- (enum GE3_3)m3_88:(_Bool)a0 atarg1:(NSString **)a1 { }
@end

@implementation GClass3_9 (Cat3_90)
- (SEL *)getCp3_91 { }
- (void)setCp3_91:(SEL *)v { }
@dynamic cp3_92;
- (NSString *)cp3_93 { }
- (void)setCp3_93:(NSString *)v { }
@dynamic cp3_94;
@dynamic cp3_95;
- (GClass3_11 *)cm3_96:(uintptr_t)a0 intoarg1:(void (^)(void))a1 { }
- (NSString * _Nullable)cm3_97:(CGRect (^)(CGRect))a0 atarg1:(int[5])a1 { }
+ (oneway void)cm3_98 { }
- (GClass3_11 *)cm3_99:(struct CGRect)a0 { }
@end

@implementation GClass3_10
{
    unsigned char iv3_121 : 3;
}
@dynamic p3_105;
@dynamic p3_106;
@dynamic p3_108;
- (id<GProto3_7>)m3_109:(id)a0 fromarg1:(const char *(*)(void))a1 usingarg2:(void(int))a2 forarg3:(const int)a3 { }
- (CGPoint *)m3_110:(void (*)(void))a0 witharg1:(bycopy NSArray<NSArray<NSString *> *> *)a1 { }
- (char **)m3_111:(out long *)a0 intoarg1:(NSRange)a1 arg2:(int[3])a2 ofarg3:(id<GProto3_6>)a3 { }
- (int (*)(int, double))m3_112 { }
- (int (^)(int, NSString *))m3_113:(struct GS3_2)a0 witharg1:(byref NSString *)a1 usingarg2:(uint8_t *)a2 fromarg3:(struct GS3_2)a3 { }
- (int64_t)m3_114 { }
+ (int *)m3_115:(Class)a0 atarg1:(long long)a1 { }
+ (NSSet<NSDate *> *)m3_116:(long *)a0 witharg1:(_Complex float)a1 usingarg2:(void (**)(int))a2 witharg3:(signed)a3 { }
+ (instancetype)m3_117:(void *)a0 { }
+ (int (^)(int, NSString *))m3_118:(CGRect (*)(CGRect, id))a0 atarg1:(NSMutableDictionary *)a1 fromarg2:(int8_t)a2 { }
- (const char *(*)(void))m3_119:(id *)a0 usingarg1:(struct GS3_2)a1 forarg2:(bycopy NSMutableString *)a2 { }
- (void)m3_120:(CGRect)a0 andarg1:(void (*)(void))a1 { }
@end

@implementation GClass3_11
+ (unsigned short int)p3_127 { }
+ (void)putP3_127:(unsigned short int)v { }
@dynamic p3_130;
- (struct GS3_2 **)m3_132:(CGRect)a0 forarg1:(long)a1 arg2:(double *)a2 { }
+ (id (^)(void))m3_133:(id<GProto3_7>)a0 ofarg1:(long int)a1, ... { }
+ (GE3_4)m3_134:(char[3])a0 intoarg1:(id (*)(id, SEL))a1 { }
- (instancetype)m3_135:(struct _NSRange)a0 usingarg1:(NSArray *)a1 arg2:(void (**)(int))a2 fromarg3:(uint8_t)a3 { }
+ (id<NSCopying>)m3_136 { }
- (id _Nonnull)m3_137 { }
+ (void (*)(void))m3_138:(unsigned long long *)a0 usingarg1:(void (*)(int, ...))a1 { }
+ (int16_t)m3_139:(in char *)a0 { }
- (instancetype)m3_140:(struct _NSRange)a0 { }
@end

@implementation GClass3_11 (Cat3_141)
- (struct _NSRange)cp3_142 { }
- (void)setCp3_142:(struct _NSRange)v { }
@dynamic cp3_143;
@dynamic cp3_144;
- (oneway void)cm3_145 { }
+ (GS3_1)cm3_146:(BOOL[6])a0 witharg1:(NSArray<NSArray<NSString *> *> *)a1 usingarg2:(in struct GS3_2 **)a2 atarg3:(double[4])a3 { }
@end

