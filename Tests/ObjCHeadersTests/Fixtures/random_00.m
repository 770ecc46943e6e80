#import <Foundation/Foundation.h>

@class GClass0_8, GClass0_9, GClass0_10, GClass0_11;
@protocol GProto0_6, GProto0_7;

typedef union GU0_1 { int f0[2]; CGFloat f1; SEL f2; CGPoint f3; unsigned long long f4 : 29; } GU0_1;
typedef struct GS0_2 { CGSize f0[2]; long long f1 : 48; _Complex float f2; int *f3; union { char *f0; __unsafe_unretained Class f1; GU0_1 f2; NSInteger f3; } f4; struct GS0_2 *next; } GS0_2;
struct GS0_3 { long double f0; unsigned int f1 : 9; GU0_1 f2; };
typedef struct GS0_4 { unsigned long long f0 : 38; void *f1; } GS0_4;
typedef NS_OPTIONS(NSUInteger, GE0_5) { GE0_5O0 = 1 << 0, GE0_5O1 = 1 << 1, GE0_5O2 = 1 << 2 };

@protocol GProto0_6 <NSObject>
@property (nonatomic, class, getter=getPp0_12) GE0_5 pp0_12;
@property (strong, readonly, nullable) GClass0_8 *pp0_13;
@property (null_unspecified) void *pp0_14;
+ (void (*)(int, ...))pm0_15:(in NSData **)a0, ...;
- (NSDate *)pm0_16:(CGRect (^)(CGRect))a0;
- (unsigned long long *)pm0_17:(NSRange *)a0 usingarg1:(NSMutableString *)a1 intoarg2:(int64_t)a2;
@optional
@property (atomic) void (^pp0_18)(void);
@property (nonatomic) void (*pp0_19)(int, ...);
@property (assign) unsigned long long pp0_20;
- (GClass0_11 *)pm0_21:(char)a0 usingarg1:(bycopy NSObject<NSCoding> *)a1 usingarg2:(GClass0_11 *)a2 atarg3:(CGFloat)a3;
- (GS0_4 *)pm0_22:(GS0_2 *)a0 arg1:(int (*)(int, double))a1;
@required
@property (class, assign) uint8_t pp0_23;
@property (assign, nonatomic) void (*pp0_24)(void);
- (struct CGRect)pm0_25:(int[3])a0 arg1:(Class)a1 forarg2:(CGRect)a2 forarg3:(int[3])a3;
@end

@protocol GProto0_7 <NSObject>
@property (class, assign, getter=getPp0_26, setter=putPp0_26:) int (*pp0_26)(int, double);
@property (assign, getter=getPp0_27) uintptr_t pp0_27;
@property (assign) NSRange *pp0_28;
- (void)pm0_29:(short)a0 atarg1:(byref NSValue *)a1;
+ (GE0_5)pm0_30:(void (^)(NSInteger, ...))a0 witharg1:(GU0_1)a1;
- (unsigned long long *)pm0_31:(NSString **)a0 witharg1:(Class)a1 usingarg2:(NSString **)a2;
@optional
@property (atomic, null_resettable) GClass0_8 *pp0_32;
@property (readwrite) struct GS0_3 pp0_33;
- (oneway void)pm0_34:(GE0_5)a0 intoarg1:(NSData **)a1 forarg2:(NSString * _Nullable)a2;
+ (char *)pm0_35:(unsigned long)a0 atarg1:(GU0_1 *)a1 atarg2:(inout char **)a2 witharg3:(BOOL)a3;
- (Class)pm0_36:(uint64_t)a0 usingarg1:(inout NSString **)a1 atarg2:(struct CGRect)a2 fromarg3:(_Complex double)a3;
@required
@property (nonnull, readwrite) void *pp0_37;
@property (setter=putPp0_38:, nonatomic) __int128 pp0_38;
- (__kindof NSString *)pm0_39:(unsigned int)a0 witharg1:(uint16_t)a1;
- (NSMutableString *)pm0_40:(void (^)(BOOL, id))a0;
@end

@interface GClass0_8 : NSObject <GProto0_7>
{
    CGRect (^iv0_41)(CGRect);
@public
    long long iv0_42 : 34;
    signed iv0_43;
    unsigned int iv0_44 : 30;
}
@property (readwrite, assign, setter=putP0_45:, nonatomic) size_t p0_45;
@property (atomic, assign) CGPoint *p0_46;
@property (nullable, weak, atomic) NSURL *p0_47;
@property const char *(*p0_48)(void);
@property (readwrite, nonatomic, class, strong) NSMutableDictionary *p0_49;
@property (atomic, setter=putP0_50:, copy) id<GProto0_6> p0_50;
@property (copy) NSNull *p0_51;
@property (setter=putP0_52:, atomic) uint8_t p0_52;
- (char * const)m0_53:(Class)a0 forarg1:(NSMutableArray<NSNumber *> *)a1;
- (uint16_t)m0_54:(int (*)(int, double))a0;
- (GE0_5)m0_55:(int *)a0 andarg1:(BOOL[5])a1;
+ (const char *(*)(void))m0_56;
+ (instancetype)m0_57:(inout CGPoint *)a0 usingarg1:(GClass0_9 *)a1 fromarg2:(GE0_5)a2;
+ (instancetype)m0_58:(NSMutableString *)a0 arg1:(void (**)(int))a1 usingarg2:(NSSet<NSDate *> *)a2;
@end

@interface GClass0_8 (Cat0_59)
@property (weak) id (^cp0_60)(void);
@property (readonly, nonatomic) int (*cp0_61)(int, double);
@property (nonatomic, nullable, readonly) char * const cp0_62;
- (void (*)(void))cm0_63:(uint64_t)a0 atarg1:(NSRange)a1;
- (instancetype)cm0_64:(int32_t)a0 usingarg1:(void (**)(int))a1 ofarg2:(Class)a2 ofarg3:(unsigned int)a3;
@end

@interface GClass0_9 : GClass0_8 <GProto0_6, GProto0_7>
@property GE0_5 p0_65;
@property (assign) uint64_t p0_66;
@property (class, setter=putP0_67:) Class p0_67;
@property (null_unspecified, readonly) NSString *p0_68;
@property id _Nonnull p0_69;
@property (nonatomic, class, null_resettable, strong) __kindof NSString *p0_70;
- (GE0_5)m0_71:(struct _NSRange)a0;
+ (long double)m0_72;
- (GE0_5)m0_73;
- (id<GProto0_7>)m0_74:(id (^)(void))a0, ...;
+ (unsigned int)m0_75:(NSString * _Nullable)a0;
- (GU0_1)m0_76;
+ (void)m0_77:(void (^)(BOOL, id))a0;
@end

@interface GClass0_9 ()
@property (assign, setter=putP0_78:) CGFloat p0_78;
@property (readwrite, class) float p0_79;
- (NSNumber *)m0_80:(NSArray *)a0 arg1:(struct GS0_3)a1;
@end

@interface GClass0_10 : NSObject <GProto0_6, GProto0_7>
{
    int iv0_81 : 25;
    int (*iv0_82)(int, double);
    void *iv0_83;
}
@property (retain, nonatomic) id _Nonnull p0_84;
@property (nonatomic, assign) CGRect (*p0_85)(CGRect, id);
@property (atomic, setter=putP0_86:) unsigned char p0_86;
@property (class) GS0_2 **p0_87;
@property (getter=getP0_88) _Complex float p0_88;
@property (nonatomic, getter=getP0_89) id p0_89;
@property (readwrite) float p0_90;
@property (nonatomic) unsigned short int p0_91;
+ (void)m0_92:(_Complex float)a0 forarg1:(unsigned short int)a1;
- (Class)m0_93:(void (^)(void))a0 witharg1:(const void *)a1;
- (unsigned long long *)m0_94;
- (id (*)(id, SEL))m0_95:(int8_t)a0 andarg1:(Class)a1;
- (int (*)(int, double))m0_96:(struct _NSRange)a0;
- (GClass0_10 *)m0_97:(void (^)(BOOL, id))a0 andarg1:(CGRect (*)(CGRect, id))a1 usingarg2:(NSMutableString *)a2 ofarg3:(struct GS0_3)a3;
- (_Complex double)m0_98;
- (oneway void)m0_99:(NSString *(^)(id))a0 forarg1:(GS0_4)a1, ...;
- (__kindof NSArray<NSString *> *)m0_100:(Class)a0;
@end

@interface GClass0_10 ()
@property (nonatomic, unsafe_unretained) id _Nonnull p0_101;
+ (instancetype)m0_102:(NSRange)a0 witharg1:(GS0_4)a1 atarg2:(SEL *)a2 intoarg3:(NSInteger)a3;
@end

@interface GClass0_11 : NSObject <GProto0_6>
@property (getter=getP0_104) _Bool p0_104;
@property (assign) const char * const p0_105;
@property (readonly, null_unspecified, copy) NSNull *p0_106;
@property (readwrite, nonatomic) NSDate *p0_107;
@property (readonly, retain, nonnull, getter=getP0_108) CGRect (^p0_108)(CGRect);
@property (nonatomic) struct GS0_3 p0_109;
@property GS0_2 p0_110;
@property (setter=putP0_111:, weak) id (^p0_111)(void);
@property (readwrite, assign, nonatomic) _Bool p0_112;
@property (getter=getP0_113, atomic, readwrite) unsigned __int128 p0_113;
@property (nonatomic, assign) const CGRect *p0_114;
- (void)m0_115;
+ (NSDictionary<NSString *, id> *)m0_116;
+ (instancetype)m0_117;
+ (NSString *(^)(id))m0_118:(const void *)a0 forarg1:(GClass0_10 *)a1;
- (void)m0_119:(NSURL *)a0;
- (oneway void)m0_120:(BOOL[5])a0 usingarg1:(CGRect (^)(CGRect))a1;
@end

@interface GClass0_11 ()
{
    char iv0_121[4];
}
@property (readonly, weak, getter=getP0_122) NSDictionary<NSString *, id> *p0_122;
- (void (^)(NSInteger, ...))m0_123:(const char *(*)(void))a0 forarg1:(GClass0_11 *)a1;
@end

@implementation GClass0_8
@synthesize p0_46 = _p0_46_ivar;
@dynamic p0_48;
+ (NSMutableDictionary *)p0_49 { }
+ (void)setP0_49:(NSMutableDictionary *)v { }
@synthesize p0_51 = _p0_51_ivar;
@synthesize p0_52 = my_p0_52_ivar;
@synthesize pp0_27;
- (char * const)m0_53:(Class)a0 forarg1:(NSMutableArray<NSNumber *> *)a1 { }
- (uint16_t)m0_54:(int (*)(int, double))a0 { }
- (GE0_5)m0_55:(int *)a0 andarg1:(BOOL[5])a1 { }
+ (const char *(*)(void))m0_56 { }
+ (instancetype)m0_57:(inout CGPoint *)a0 usingarg1:(GClass0_9 *)a1 fromarg2:(GE0_5)a2 { }
+ (instancetype)m0_58:(NSMutableString *)a0 arg1:(void (**)(int))a1 usingarg2:(NSSet<NSDate *> *)a2 { }
@end

@implementation GClass0_8 (Cat0_59)
- (id (^)(void))cp0_60 { }
- (void)setCp0_60:(id (^)(void))v { }
@dynamic cp0_61;
- (char * const)cp0_62 { }
- (void (*)(void))cm0_63:(uint64_t)a0 atarg1:(NSRange)a1 { }
- (instancetype)cm0_64:(int32_t)a0 usingarg1:(void (**)(int))a1 ofarg2:(Class)a2 ofarg3:(unsigned int)a3 { }
@end

@implementation GClass0_9
@synthesize p0_65 = xp0_65_ivar;
+ (Class)p0_67 { }
+ (void)putP0_67:(Class)v { }
@synthesize p0_68;
@dynamic p0_69;
+ (__kindof NSString *)p0_70 { }
+ (void)setP0_70:(__kindof NSString *)v { }
@dynamic p0_79;
@synthesize pp0_13;
- (GE0_5)m0_71:(struct _NSRange)a0 { }
+ (long double)m0_72 { }
- (GE0_5)m0_73 { }
- (id<GProto0_7>)m0_74:(id (^)(void))a0, ... { }
+ (unsigned int)m0_75:(NSString * _Nullable)a0 { }
- (GU0_1)m0_76 { }
+ (void)m0_77:(void (^)(BOOL, id))a0 { }
- (NSNumber *)m0_80:(NSArray *)a0 arg1:(struct GS0_3)a1 { }
@end

@implementation GClass0_10
{
    const char * const iv0_103;
}
@synthesize p0_86 = _p0_86_ivar;
@dynamic p0_87;
@synthesize p0_90;
+ (void)m0_92:(_Complex float)a0 forarg1:(unsigned short int)a1 { }
- (Class)m0_93:(void (^)(void))a0 witharg1:(const void *)a1 { }
- (unsigned long long *)m0_94 { }
- (id (*)(id, SEL))m0_95:(int8_t)a0 andarg1:(Class)a1 { }
- (int (*)(int, double))m0_96:(struct _NSRange)a0 { }
- (GClass0_10 *)m0_97:(void (^)(BOOL, id))a0 andarg1:(CGRect (*)(CGRect, id))a1 usingarg2:(NSMutableString *)a2 ofarg3:(struct GS0_3)a3 { }
- (_Complex double)m0_98 { }
- (oneway void)m0_99:(NSString *(^)(id))a0 forarg1:(GS0_4)a1, ... { }
- (__kindof NSArray<NSString *> *)m0_100:(Class)a0 { }
+ (instancetype)m0_102:(NSRange)a0 witharg1:(GS0_4)a1 atarg2:(SEL *)a2 intoarg3:(NSInteger)a3 { }
@end

@implementation GClass0_11
@synthesize p0_105;
@synthesize p0_106;
@dynamic p0_107;
@synthesize p0_109 = xp0_109_ivar;
@synthesize p0_111 = my_p0_111_ivar;
@synthesize p0_114 = _p0_114_ivar;
@dynamic p0_122;
- (void)m0_115 { }
+ (NSDictionary<NSString *, id> *)m0_116 { }
+ (instancetype)m0_117 { }
+ (NSString *(^)(id))m0_118:(const void *)a0 forarg1:(GClass0_10 *)a1 { }
- (void)m0_119:(NSURL *)a0 { }
- (oneway void)m0_120:(BOOL[5])a0 usingarg1:(CGRect (^)(CGRect))a1 { }
- (void (^)(NSInteger, ...))m0_123:(const char *(*)(void))a0 forarg1:(GClass0_11 *)a1 { }
@end

