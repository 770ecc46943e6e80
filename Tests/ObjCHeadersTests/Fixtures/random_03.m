#import <Foundation/Foundation.h>

@class GClass3_7, GClass3_8, GClass3_9, GClass3_10;
@protocol GProto3_5, GProto3_6;

typedef struct GS3_1 { __int128 f0; __int128 f1; BOOL f2[3]; struct GS3_1 *next; } GS3_1;
struct GS3_2 { CGPoint f0; };
typedef struct GS3_3 { _Bool f0 : 1; union { CGRect *f0; char f1; char *f2; long f3; } f1; CGPoint f2; short f3; char f4 : 6; GS3_1 f5[1]; struct GS3_3 *next; } GS3_3;
typedef NS_ENUM(int, GE3_4) { GE3_4V0 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto3_5 <NSObject>
@property (readonly, nonatomic) id (*pp3_11)(id, SEL);
@property (readonly) size_t pp3_12;
@property (getter=getPp3_13, setter=putPp3_13:, retain) NSMutableDictionary *pp3_13;
- (const void *)pm3_14:(id *)a0 arg1:(int (^)(int, NSString *))a1 andarg2:(bycopy NSMutableString *)a2 atarg3:(int[2])a3;
@optional
@property (readwrite, assign, getter=getPp3_15) Class pp3_15;
+ (const CGRect *)pm3_16;
@required
@property (nonatomic, readwrite) long double pp3_17;
@property (nonnull, retain) NSURL *pp3_18;
@property (assign, nonatomic, class) GE3_4 pp3_19;
+ (void)pm3_20:(char[6])a0 ofarg1:(void (^)(NSInteger, ...))a1;
- (instancetype)pm3_21:(int32_t)a0 usingarg1:(unsigned short)a1;
+ (void (^)(void))pm3_22:(id _Nonnull)a0 andarg1:(byref id<NSCopying, NSCoding>)a1 intoarg2:(int (*)(int, double))a2 ofarg3:(void (*)(void))a3;
@end

@protocol GProto3_6 <NSObject>
@property (nonatomic) GS3_3 pp3_23;
@property (atomic, null_unspecified, strong, readonly) NSObject<NSCoding> *pp3_24;
@property (readonly, getter=getPp3_25) BOOL pp3_25;
- (SEL)pm3_26:(id<GProto3_5>)a0 fromarg1:(CGRect (^)(CGRect))a1;
- (unsigned int)pm3_27:(int16_t)a0 forarg1:(NSArray<NSString *> *)a1;
@optional
@property (readonly, assign, nonatomic) NSNull *pp3_28;
@property (assign, setter=putPp3_29:) id<GProto3_6> pp3_29;
@property (strong, retain) NSNull *pp3_30;
+ (oneway void)pm3_31:(NSNumber *)a0 ofarg1:(GS3_3)a1;
@required
@property (nonatomic, retain, null_unspecified) NSNumber *pp3_32;
+ (NSArray *)pm3_33:(CGRect (*)(CGRect, id))a0 forarg1:(NSArray<NSArray<NSString *> *> *)a1 arg2:(Class)a2;
- (id<GProto3_5>)pm3_34:(byref id<GProto3_6>)a0;
- (__kindof NSString *)pm3_35:(NSString *)a0;
@end

@interface GClass3_7 : NSObject <GProto3_5, GProto3_6>
@property (strong) NSArray *p3_36;
@property (assign, nonnull) GS3_1 *p3_37;
@property (getter=getP3_38, assign) CGRect (*p3_38)(CGRect, id);
@property (nonnull, readwrite, retain, nonatomic) NSValue *p3_39;
@property (null_unspecified, retain, readonly) id<NSCopying> p3_40;
@property (unsafe_unretained, nonatomic, readonly) NSURL *p3_41;
@property (atomic, assign, class) id (*p3_42)(id, SEL);
@property (readwrite, nonatomic) GS3_3 p3_43;
@property (getter=getP3_44, nonatomic) __kindof NSString *p3_44;
+ (id (*)(id, SEL))m3_45;
+ (NSURL *)m3_46:(id<GProto3_6>)a0 intoarg1:(void (^)(NSInteger, ...))a1;
- (NSNumber *)m3_47;
+ (const char *(*)(void))m3_48:(id (^)(void))a0 arg1:(int[])a1;
- (CGRect (*)(CGRect, id))m3_49:(NSNumber *)a0 arg1:(GS3_3)a1;
- (instancetype)m3_50:(NSString *(^)(id))a0;
- (CGRect)m3_51;
@end

@interface GClass3_7 (Cat3_52)
@property (readonly, null_unspecified, nonatomic) int *cp3_53;
@property (readonly) void (^cp3_54)(void);
- (void)cm3_55;
+ (oneway void)cm3_56;
- (id (^)(void))cm3_57:(void(int))a0;
@end

@interface GClass3_8 : NSObject <GProto3_6>
{
    NSMutableArray<NSNumber *> *iv3_58;
    unsigned char iv3_59 : 8;
    unsigned short iv3_60 : 11;
    GS3_1 *iv3_61;
    __strong id<NSCopying> iv3_62;
}
@property (setter=putP3_63:, nullable, nonatomic) NSDictionary<NSString *, id> *p3_63;
@property (assign, readonly, atomic) int64_t p3_64;
@property double p3_65;
@property (class, getter=getP3_66) void (*p3_66)(int, ...);
@property (getter=getP3_67) CGRect (*p3_67)(CGRect, id);
@property (readonly) void (*p3_68)(int, ...);
- (void (^)(NSInteger, ...))m3_69:(NSRange)a0;
- (GClass3_10 *)m3_70:(GE3_4)a0;
+ (void (^)(NSInteger, ...))m3_71;
+ (int32_t)m3_72:(uint_least8_t)a0 arg1:(double[3])a1;
- (oneway void)m3_73:(const char *[])a0;
+ (NSString * _Nullable)m3_74:(const int)a0, ...;
+ (id (^)(void))m3_75:(unsigned __int128)a0;
+ (id<GProto3_6>)m3_76:(GE3_4)a0 fromarg1:(const int)a1 ofarg2:(NSSet<NSDate *> *)a2 arg3:(uintptr_t)a3;
- (SEL *)m3_77:(id (*)(id, SEL))a0 usingarg1:(NSMutableString *)a1 andarg2:(id (*)(id, SEL))a2 arg3:(int64_t)a3;
+ (instancetype)m3_78:(_Complex double)a0 andarg1:(short int)a1 intoarg2:(CGRect (^)(CGRect))a2 fromarg3:(long unsigned int)a3;
- (NSInteger)m3_79:(CGPoint)a0, ...;
- (void)m3_80:(NSRange)a0;
@end

@interface GClass3_8 ()
@property (nonatomic, null_unspecified, assign) Class p3_81;
+ (CGRect (*)(CGRect, id))m3_82;
@end

@interface GClass3_9 : GClass3_8 <GProto3_6>
{
    GE3_4 iv3_84;
}
@property (setter=putP3_85:, nullable) CGPoint *p3_85;
@property (readonly) NSTimeInterval p3_86;
@property (assign, readonly, atomic) void *p3_87;
@property (readonly) id (^p3_88)(void);
@property (readonly, assign) const char *(*p3_89)(void);
@property (readonly) Class p3_90;
@property (null_unspecified, class, nonatomic) NSArray *p3_91;
@property (atomic) void (*p3_92)(int, ...);
- (__int128)m3_93:(double)a0 intoarg1:(NSMutableArray<NSNumber *> *)a1 forarg2:(const char *[])a2;
- (GS3_3)m3_94:(int (^)(int, NSString *))a0;
+ (GE3_4)m3_95:(GE3_4)a0;
+ (NSArray<NSString *> *)m3_96:(unsigned short)a0;
- (void)m3_97:(CGPoint[4])a0;
- (NSUInteger)m3_98:(id<NSCopying>)a0 arg1:(GE3_4)a1;
- (void)m3_99:(CGRect (*)(CGRect, id))a0 usingarg1:(double[3])a1 arg2:(NSRange)a2;
- (GClass3_8 *)m3_100:(void (*)(int, ...))a0 ofarg1:(id<NSCopying>)a1 arg2:(Class)a2;
- (double *)m3_101:(BOOL[1])a0 forarg1:(GClass3_7 *)a1;
- (void (^)(void))m3_102:(NSDate *)a0 usingarg1:(int64_t)a1;
- (NSDictionary<NSString *, NSArray<id> *> *)m3_103:(double[1])a0 usingarg1:(int32_t)a1 atarg2:(SEL)a2 fromarg3:(GClass3_9 *)a3;
@end

@interface GClass3_9 ()
@property (nonatomic, nullable) NSRange *p3_104;
+ (NSArray<NSArray<NSString *> *> *)m3_105;
@end

@interface GClass3_10 : GClass3_8 <GProto3_5>
@property (weak, getter=getP3_106, atomic) NSNull *p3_106;
@property (atomic, weak, readonly) NSValue *p3_107;
@property (nullable, atomic, copy) void (^p3_108)(BOOL, id);
@property (nonatomic, strong) GClass3_8 *p3_109;
@property (nonatomic, getter=getP3_110, strong, readonly) id<NSCopying, NSCoding> p3_110;
@property (getter=getP3_111, readonly) GE3_4 p3_111;
@property (readonly, nonatomic) long unsigned int p3_112;
@property (nonatomic, null_unspecified) int (^p3_113)(int, NSString *);
@property (readwrite) long int p3_114;
@property (readwrite) CGRect *p3_115;
@property (getter=getP3_116) unsigned long long *p3_116;
@property (assign) CGRect *p3_117;
- (void (^)(BOOL, id))m3_118:(const CGRect *)a0;
- (CGRect (^)(CGRect))m3_119:(GS3_1 *)a0 forarg1:(id *)a1 andarg2:(in NSData **)a2;
+ (BOOL *)m3_120:(bycopy NSObject *)a0 forarg1:(intptr_t)a1;
- (char *)m3_121:(uintptr_t)a0;
+ (instancetype)m3_122;
- (struct CGRect)m3_123:(CGRect (*)(CGRect, id))a0 atarg1:(const char *(*)(void))a1 usingarg2:(__kindof NSArray<NSString *> *)a2 arg3:(CGRect (*)(CGRect, id))a3;
- (CGPoint)m3_124:(__kindof NSString *)a0 atarg1:(NSData **)a1 witharg2:(GS3_3 *)a2;
@end

@interface GClass3_10 ()
@property (nonatomic, readonly) _Complex double p3_125;
@property (nonatomic, copy) NSObject *p3_126;
- (void (^)(void))m3_127:(GE3_4)a0 forarg1:(id (^)(void))a1;
@end

@interface GClass3_10 (Cat3_128)
@property (nonatomic) int (*cp3_129)(int, double);
@property (readonly, copy, nonatomic) id<NSCopying, NSCoding> cp3_130;
@property (assign, readonly, nonatomic) int_fast16_t cp3_131;
@property (assign) unsigned short cp3_132;
- (struct CGRect)cm3_133;
+ (void)cm3_134:(CGPoint[1])a0;
- (id<NSCopying>)cm3_135:(NSObject<NSCoding> *)a0 fromarg1:(uint32_t)a1;
@end

NS_ASSUME_NONNULL_END

@implementation GClass3_7
@synthesize p3_36;
@dynamic p3_42;
@synthesize pp3_23;
+ (id (*)(id, SEL))m3_45 { }
+ (NSURL *)m3_46:(id<GProto3_6>)a0 intoarg1:(void (^)(NSInteger, ...))a1 { }
- (NSNumber *)m3_47 { }
+ (const char *(*)(void))m3_48:(id (^)(void))a0 arg1:(int[])a1 { }
- (CGRect (*)(CGRect, id))m3_49:(NSNumber *)a0 arg1:(GS3_3)a1 { }
- (instancetype)m3_50:(NSString *(^)(id))a0 { }
- (CGRect)m3_51 { }
@end

@implementation GClass3_7 (Cat3_52)
@dynamic cp3_53;
@dynamic cp3_54;
- (void)cm3_55 { }
+ (oneway void)cm3_56 { }
- (id (^)(void))cm3_57:(void(int))a0 { }
@end

@implementation GClass3_8
{
    GS3_1 iv3_83;
}
@synthesize p3_63;
@synthesize p3_64 = my_p3_64_ivar;
@dynamic p3_66;
- (void (^)(NSInteger, ...))m3_69:(NSRange)a0 { }
- (GClass3_10 *)m3_70:(GE3_4)a0 { }
+ (void (^)(NSInteger, ...))m3_71 { }
+ (int32_t)m3_72:(uint_least8_t)a0 arg1:(double[3])a1 { }
- (oneway void)m3_73:(const char *[])a0 { }
+ (NSString * _Nullable)m3_74:(const int)a0, ... { }
+ (id (^)(void))m3_75:(unsigned __int128)a0 { }
+ (id<GProto3_6>)m3_76:(GE3_4)a0 fromarg1:(const int)a1 ofarg2:(NSSet<NSDate *> *)a2 arg3:(uintptr_t)a3 { }
- (SEL *)m3_77:(id (*)(id, SEL))a0 usingarg1:(NSMutableString *)a1 andarg2:(id (*)(id, SEL))a2 arg3:(int64_t)a3 { }
+ (instancetype)m3_78:(_Complex double)a0 andarg1:(short int)a1 intoarg2:(CGRect (^)(CGRect))a2 fromarg3:(long unsigned int)a3 { }
- (NSInteger)m3_79:(CGPoint)a0, ... { }
- (void)m3_80:(NSRange)a0 { }
+ (CGRect (*)(CGRect, id))m3_82 { }
@end

@implementation GClass3_9
@synthesize p3_88;
@synthesize p3_89 = xp3_89_ivar;
@dynamic p3_91;
@synthesize p3_92;
- (__int128)m3_93:(double)a0 intoarg1:(NSMutableArray<NSNumber *> *)a1 forarg2:(const char *[])a2 { }
- (GS3_3)m3_94:(int (^)(int, NSString *))a0 { }
+ (GE3_4)m3_95:(GE3_4)a0 { }
+ (NSArray<NSString *> *)m3_96:(unsigned short)a0 { }
- (void)m3_97:(CGPoint[4])a0 { }
- (NSUInteger)m3_98:(id<NSCopying>)a0 arg1:(GE3_4)a1 { }
- (void)m3_99:(CGRect (*)(CGRect, id))a0 usingarg1:(double[3])a1 arg2:(NSRange)a2 { }
- (GClass3_8 *)m3_100:(void (*)(int, ...))a0 ofarg1:(id<NSCopying>)a1 arg2:(Class)a2 { }
- (double *)m3_101:(BOOL[1])a0 forarg1:(GClass3_7 *)a1 { }
- (void (^)(void))m3_102:(NSDate *)a0 usingarg1:(int64_t)a1 { }
- (NSDictionary<NSString *, NSArray<id> *> *)m3_103:(double[1])a0 usingarg1:(int32_t)a1 atarg2:(SEL)a2 fromarg3:(GClass3_9 *)a3 { }
+ (NSArray<NSArray<NSString *> *> *)m3_105 { }
@end

@implementation GClass3_10
@synthesize p3_106;
@dynamic p3_110;
@dynamic p3_113;
@dynamic p3_116;
@synthesize p3_117;
@dynamic p3_126;
@synthesize pp3_11;
- (void (^)(BOOL, id))m3_118:(const CGRect *)a0 { }
- (CGRect (^)(CGRect))m3_119:(GS3_1 *)a0 forarg1:(id *)a1 andarg2:(in NSData **)a2 { }
+ (BOOL *)m3_120:(bycopy NSObject *)a0 forarg1:(intptr_t)a1 { }
- (char *)m3_121:(uintptr_t)a0 { }
+ (instancetype)m3_122 { }
- (struct CGRect)m3_123:(CGRect (*)(CGRect, id))a0 atarg1:(const char *(*)(void))a1 usingarg2:(__kindof NSArray<NSString *> *)a2 arg3:(CGRect (*)(CGRect, id))a3 { }
- (CGPoint)m3_124:(__kindof NSString *)a0 atarg1:(NSData **)a1 witharg2:(GS3_3 *)a2 { }
- (void (^)(void))m3_127:(GE3_4)a0 forarg1:(id (^)(void))a1 { }
@end

@implementation GClass3_10 (Cat3_128)
@dynamic cp3_129;
@dynamic cp3_130;
@dynamic cp3_131;
@dynamic cp3_132;
- (struct CGRect)cm3_133 { }
+ (void)cm3_134:(CGPoint[1])a0 { }
- (id<NSCopying>)cm3_135:(NSObject<NSCoding> *)a0 fromarg1:(uint32_t)a1 { }
@end

