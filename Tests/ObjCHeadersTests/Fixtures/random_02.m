#import <Foundation/Foundation.h>

@class GClass2_7, GClass2_8, GClass2_9, GClass2_10;
@protocol GProto2_6;

union GU2_1 { int f0[3]; union { int f0; long long f1 : 48; double f2[5]; unsigned long long f3 : 50; } f1; double f2; BOOL f3; char *f4; };
typedef struct { BOOL f0; _Bool f1 : 1; char f2[1]; } GS2_2;
typedef enum : unsigned char { GE2_3V0, GE2_3V1 = 37, GE2_3V2 } GE2_3;
typedef NS_OPTIONS(NSUInteger, GE2_4) { GE2_4O0 = 1 << 0, GE2_4O1 = 1 << 1, GE2_4O2 = 1 << 2 };
typedef NS_OPTIONS(NSUInteger, GE2_5) { GE2_5O0 = 1 << 0, GE2_5O1 = 1 << 1, GE2_5O2 = 1 << 2 };

@protocol GProto2_6 <NSObject>
@property (class) void (*pp2_11)(int, ...);
@property (getter=getPp2_12) NSSet<NSDate *> *pp2_12;
- (__kindof NSArray<NSString *> *)pm2_13:(NSDictionary<NSString *, id> *)a0;
+ (void)pm2_14:(Class)a0 atarg1:(void (^)(BOOL, id))a1;
+ (uintptr_t)pm2_15:(uint_least8_t)a0;
@optional
@property (class, null_unspecified, readonly, getter=getPp2_16) unsigned long long *pp2_16;
- (instancetype)pm2_17:(char[5])a0;
- (int (*)(int, double))pm2_18:(int (^)(int, NSString *))a0 arg1:(double[2])a1;
@required
@property (null_unspecified, readwrite, unsafe_unretained) Class pp2_19;
@property (readonly) id (*pp2_20)(id, SEL);
@property (assign, nonatomic) CGPoint *pp2_21;
- (_Bool)pm2_22;
@end

@interface GClass2_7 : NSObject
{
    long long iv2_23 : 42;
@public
    unsigned char iv2_24 : 6;
    NSString *iv2_25;
    CGRect (*iv2_26)(CGRect, id);
    CGSize iv2_27;
}
@property (nullable) NSDate *p2_28;
@property (assign) signed char p2_29;
@property (strong) void (^p2_30)(BOOL, id);
@property (getter=getP2_31, assign) NSRange p2_31;
@property (nonatomic, copy) NSString *(^p2_32)(id);
@property (null_unspecified, readonly, class) GS2_2 *p2_33;
@property (readonly, retain, nonnull) NSSet<NSDate *> *p2_34;
@property (nonatomic) const char *(*p2_35)(void);
@property (setter=putP2_36:) NSRange p2_36;
@property (copy, nonatomic) Class p2_37;
@property (nonnull, assign) const char * const p2_38;
+ (void (^)(BOOL, id))m2_39;
- (void)m2_40;
- (NSNull *)m2_41:(const char *[])a0;
- (union GU2_1)m2_42;
- (unsigned char)m2_43:(void (^)(NSInteger, ...))a0 ofarg1:(NSDictionary<NSString *, NSArray<id> *> *)a1 usingarg2:(BOOL *)a2 witharg3:(NSRange *)a3;
- (Class)m2_44:(int[2])a0 intoarg1:(GS2_2)a1 intoarg2:(id<NSCopying, NSCoding>)a2 usingarg3:(CGSize)a3;
- (NSUInteger)m2_45:(char[5])a0 intoarg1:(char[1])a1;
- (void)m2_46:(NSNumber *)a0 intoarg1:(GS2_2 *)a1;
+ (GE2_4)m2_47:(GE2_4)a0 ofarg1:(NSString * _Nullable)a1 intoarg2:(GClass2_10 *)a2;
- (void)m2_48:(CGRect (^)(CGRect))a0;
@end

@interface GClass2_7 (Cat2_49)
@property (assign) const char *(*cp2_50)(void);
@property NSUInteger cp2_51;
@property void *cp2_52;
@property (getter=getCp2_53, nonatomic, readwrite) long cp2_53;
+ (void *)cm2_54:(NSString **)a0;
@end

@interface GClass2_8 : GClass2_7 <GProto2_6>
{
    int iv2_55;
    __weak NSArray<NSNumber *> *iv2_56;
    __unsafe_unretained id<NSCopying> iv2_57;
}
@property (getter=getP2_58, nonatomic) union GU2_1 *p2_58;
@property (readonly, nonatomic, assign) const int *p2_59;
@property (strong, nonatomic, readonly) NSNumber *p2_60;
@property (getter=getP2_61, setter=putP2_61:, nonatomic) CGRect (*p2_61)(CGRect, id);
@property (nonatomic) const int *p2_62;
@property const CGRect *p2_63;
@property (unsafe_unretained) id p2_64;
@property (getter=getP2_65, nonatomic, setter=putP2_65:) unsigned long p2_65;
@property (readwrite, nullable, strong) NSString *p2_66;
@property (readonly, assign) Class p2_67;
@property (nonatomic, assign, getter=getP2_68) NSMutableString *p2_68;
+ (char)m2_69:(void (*)(void))a0;
- (id<NSCopying>)m2_70:(_Complex float)a0;
- (int (^)(int, NSString *))m2_71:(struct CGRect)a0 ofarg1:(void (*)(int, ...))a1 usingarg2:(uint16_t)a2;
- (id<GProto2_6>)m2_72:(CGRect (^)(CGRect))a0 ofarg1:(NSSet<NSDate *> *)a1, ...;
+ (GE2_5)m2_73:(NSDictionary<NSString *, id> *)a0 arg1:(void (**)(int))a1 witharg2:(int64_t)a2 forarg3:(int[1])a3;
- (instancetype)m2_74:(ssize_t)a0 witharg1:(NSObject *)a1;
@end

@interface GClass2_8 ()
@property (nonatomic, readonly) union GU2_1 p2_75;
@property (nonatomic) signed char p2_76;
@property (assign, readonly) unsigned short p2_77;
+ (struct CGRect)m2_78:(NSString *(^)(id))a0;
@end

@interface GClass2_8 (Cat2_79)
@property (unsafe_unretained, nonatomic) Class cp2_80;
@property (nonnull, readonly) Class cp2_81;
@property struct CGRect cp2_82;
@property (nonatomic, readonly) CGRect cp2_83;
+ (void)cm2_84:(CGRect)a0;
@end

@interface GClass2_9 : NSObject
{
    const int *iv2_85;
}
@property (null_resettable, retain) NSValue *p2_86;
@property (assign, nonnull) CGPoint *p2_87;
@property (nonatomic) int **p2_88;
@property (unsafe_unretained, readonly) void (^p2_89)(BOOL, id);
@property (readonly) const char *(*p2_90)(void);
@property (nonatomic, strong) NSString * _Nullable p2_91;
@property (readwrite, nonatomic, assign) const char * const p2_92;
@property (null_unspecified, strong) void (^p2_93)(BOOL, id);
- (union GU2_1 *)m2_94:(byref __kindof NSString *)a0;
- (CGSize)m2_95;
- (Class)m2_96:(char * const)a0;
+ (GE2_3)m2_97;
+ (CGPoint)m2_98:(NSArray<NSString *> *)a0 ofarg1:(NSUInteger)a1;
+ (struct _NSRange)m2_99;
- (NSInteger)m2_100:(int16_t)a0;
- (void)m2_101:(void (*)(void))a0 usingarg1:(uint16_t)a1;
+ (void (**)(int))m2_102:(long double)a0 ofarg1:(bycopy NSNull *)a1;
@end

@interface GClass2_9 ()
{
    __unsafe_unretained id iv2_103;
}
@property uint8_t *p2_104;
@property (nonatomic) int (*p2_105)(int, double);
- (_Complex double)m2_106:(NSArray *)a0 forarg1:(NSDictionary<NSString *, NSArray<id> *> *)a1;
@end

@interface GClass2_9 (Cat2_107)
@property (nonatomic, null_unspecified, getter=getCp2_108, setter=putCp2_108:) const int *cp2_108;
@property (nonatomic, getter=getCp2_109, null_unspecified, readonly) id<NSCopying, NSCoding> cp2_109;
- (Class)cm2_110:(GS2_2)a0;
- (void)cm2_111:(unsigned long long *)a0;
- (Class)cm2_112:(int[2])a0 usingarg1:(NSValue *)a1 andarg2:(signed char)a2 atarg3:(void(int))a3;
@end

@interface GClass2_10 : NSObject <GProto2_6>
@property (readwrite, setter=putP2_113:, assign, atomic) const char *(*p2_113)(void);
@property (getter=getP2_114) long double p2_114;
@property (assign, readwrite, getter=getP2_115) const char *p2_115;
@property (getter=getP2_116, readwrite) signed p2_116;
@property (readonly, getter=getP2_117) double p2_117;
@property (assign) CGRect *p2_118;
@property (assign) size_t p2_119;
@property (retain, nonnull, strong, class) GClass2_10 *p2_120;
@property (readonly, getter=getP2_121) BOOL p2_121;
- (GClass2_8 *)m2_122:(CGRect (*)(CGRect, id))a0 arg1:(id<NSCopying, NSCoding>)a1 fromarg2:(NSSet<NSDate *> *)a2;
- (int **)m2_123:(NSDictionary<NSString *, id> *)a0;
+ (void)m2_124:(NSDate *)a0 atarg1:(uint8_t)a1 intoarg2:(GClass2_7 *)a2, ...;
- (void)m2_125:(__kindof NSArray<NSString *> *)a0 arg1:(NSArray<NSString *> *)a1 ofarg2:(NSArray *)a2;
+ (NSDictionary<NSString *, NSArray<id> *> *)m2_126;
- (void (*)(void))m2_127:(GE2_4)a0 andarg1:(NSString *(^)(id))a1;
- (CGRect (*)(CGRect, id))m2_128:(CGRect (^)(CGRect))a0 andarg1:(float)a1 intoarg2:(NSData **)a2;
- (unsigned long)m2_129:(bycopy NSArray<NSArray<NSString *> *> *)a0 fromarg1:(Class)a1 usingarg2:(long unsigned int)a2;
- (unsigned)m2_130;
- (instancetype)m2_131:(double *)a0 andarg1:(int[])a1 ofarg2:(const char *(*)(void))a2 arg3:(CGPoint[3])a3;
- (NSString *)m2_132:(BOOL)a0 witharg1:(int_fast16_t)a1 usingarg2:(Class)a2;
- (void)m2_133:(NSSet<NSDate *> *)a0 atarg1:(id<GProto2_6>)a1;
@end

@interface GClass2_10 ()
{
    NSString *iv2_134;
}
@property (atomic, assign, class) id (*p2_135)(id, SEL);
@property (nonatomic) CGPoint p2_136;
+ (uint32_t)m2_137;
@end

@interface GClass2_10 (Cat2_138)
@property (getter=getCp2_139, nonnull) NSURL *cp2_139;
@property (nonatomic, readonly) CGPoint cp2_140;
@property NSUInteger cp2_141;
@property (readonly, nonatomic, nullable) const void *cp2_142;
- (int32_t)cm2_143:(NSObject<NSCoding> *)a0 witharg1:(GE2_5)a1, ...;
- (const char *(*)(void))cm2_144:(uint32_t)a0 ofarg1:(CGPoint[5])a1;
- (int8_t)cm2_145:(BOOL[5])a0 intoarg1:(out int *)a1 ofarg2:(Class)a2 usingarg3:(NSNull *)a3, ...;
- (const char *)cm2_146:(NSArray<NSArray<NSString *> *> *)a0 intoarg1:(id _Nonnull)a1;
@end

@implementation GClass2_7
@dynamic p2_28;
+ (GS2_2 *)p2_33 { }
@synthesize p2_35;
@dynamic p2_37;
@synthesize p2_38 = _p2_38_ivar;
+ (void (^)(BOOL, id))m2_39 { }
- (void)m2_40 { }
- (NSNull *)m2_41:(const char *[])a0 { }
- (union GU2_1)m2_42 { }
- (unsigned char)m2_43:(void (^)(NSInteger, ...))a0 ofarg1:(NSDictionary<NSString *, NSArray<id> *> *)a1 usingarg2:(BOOL *)a2 witharg3:(NSRange *)a3 { }
- (Class)m2_44:(int[2])a0 intoarg1:(GS2_2)a1 intoarg2:(id<NSCopying, NSCoding>)a2 usingarg3:(CGSize)a3 { }
- (NSUInteger)m2_45:(char[5])a0 intoarg1:(char[1])a1 { }
- (void)m2_46:(NSNumber *)a0 intoarg1:(GS2_2 *)a1 { }
+ (GE2_4)m2_47:(GE2_4)a0 ofarg1:(NSString * _Nullable)a1 intoarg2:(GClass2_10 *)a2 { }
- (void)m2_48:(CGRect (^)(CGRect))a0 { }
@end

@implementation GClass2_7 (Cat2_49)
@dynamic cp2_50;
@dynamic cp2_51;
- (void *)cp2_52 { }
- (void)setCp2_52:(void *)v { }
@dynamic cp2_53;
+ (void *)cm2_54:(NSString **)a0 { }
@end

@implementation GClass2_8
@dynamic p2_58;
@dynamic p2_66;
@synthesize p2_67;
@dynamic p2_68;
@dynamic p2_75;
@synthesize p2_76 = xp2_76_ivar;
+ (char)m2_69:(void (*)(void))a0 { }
- (id<NSCopying>)m2_70:(_Complex float)a0 { }
- (int (^)(int, NSString *))m2_71:(struct CGRect)a0 ofarg1:(void (*)(int, ...))a1 usingarg2:(uint16_t)a2 { }
- (id<GProto2_6>)m2_72:(CGRect (^)(CGRect))a0 ofarg1:(NSSet<NSDate *> *)a1, ... { }
+ (GE2_5)m2_73:(NSDictionary<NSString *, id> *)a0 arg1:(void (**)(int))a1 witharg2:(int64_t)a2 forarg3:(int[1])a3 { }
- (instancetype)m2_74:(ssize_t)a0 witharg1:(NSObject *)a1 { }
+ (struct CGRect)m2_78:(NSString *(^)(id))a0 { }
@end

@implementation GClass2_8 (Cat2_79)
@dynamic cp2_80;
@dynamic cp2_81;
@dynamic cp2_82;
@dynamic cp2_83;
+ (void)cm2_84:(CGRect)a0 { }
@end

@implementation GClass2_9
@dynamic p2_87;
@synthesize p2_92 = xp2_92_ivar;
@synthesize p2_93;
@synthesize p2_104;
- (union GU2_1 *)m2_94:(byref __kindof NSString *)a0 { }
- (CGSize)m2_95 { }
- (Class)m2_96:(char * const)a0 { }
+ (GE2_3)m2_97 { }
+ (CGPoint)m2_98:(NSArray<NSString *> *)a0 ofarg1:(NSUInteger)a1 { }
+ (struct _NSRange)m2_99 { }
- (NSInteger)m2_100:(int16_t)a0 { }
- (void)m2_101:(void (*)(void))a0 usingarg1:(uint16_t)a1 { }
+ (void (**)(int))m2_102:(long double)a0 ofarg1:(bycopy NSNull *)a1 { }
- (_Complex double)m2_106:(NSArray *)a0 forarg1:(NSDictionary<NSString *, NSArray<id> *> *)a1 { }
@end

@implementation GClass2_9 (Cat2_107)
@dynamic cp2_108;
@dynamic cp2_109;
- (Class)cm2_110:(GS2_2)a0 { }
- (void)cm2_111:(unsigned long long *)a0 { }
- (Class)cm2_112:(int[2])a0 usingarg1:(NSValue *)a1 andarg2:(signed char)a2 atarg3:(void(int))a3 { }
@end

@implementation GClass2_10
@synthesize p2_115;
@synthesize p2_119;
@dynamic p2_120;
@synthesize p2_121;
+ (id (*)(id, SEL))p2_135 { }
+ (void)setP2_135:(id (*)(id, SEL))v { }
@synthesize pp2_12;
- (GClass2_8 *)m2_122:(CGRect (*)(CGRect, id))a0 arg1:(id<NSCopying, NSCoding>)a1 fromarg2:(NSSet<NSDate *> *)a2 { }
- (int **)m2_123:(NSDictionary<NSString *, id> *)a0 { }
+ (void)m2_124:(NSDate *)a0 atarg1:(uint8_t)a1 intoarg2:(GClass2_7 *)a2, ... { }
- (void)m2_125:(__kindof NSArray<NSString *> *)a0 arg1:(NSArray<NSString *> *)a1 ofarg2:(NSArray *)a2 { }
+ (NSDictionary<NSString *, NSArray<id> *> *)m2_126 { }
- (void (*)(void))m2_127:(GE2_4)a0 andarg1:(NSString *(^)(id))a1 { }
- (CGRect (*)(CGRect, id))m2_128:(CGRect (^)(CGRect))a0 andarg1:(float)a1 intoarg2:(NSData **)a2 { }
- (unsigned long)m2_129:(bycopy NSArray<NSArray<NSString *> *> *)a0 fromarg1:(Class)a1 usingarg2:(long unsigned int)a2 { }
- (unsigned)m2_130 { }
- (instancetype)m2_131:(double *)a0 andarg1:(int[])a1 ofarg2:(const char *(*)(void))a2 arg3:(CGPoint[3])a3 { }
- (NSString *)m2_132:(BOOL)a0 witharg1:(int_fast16_t)a1 usingarg2:(Class)a2 { }
- (void)m2_133:(NSSet<NSDate *> *)a0 atarg1:(id<GProto2_6>)a1 { }
+ (uint32_t)m2_137 { }
@end

@implementation GClass2_10 (Cat2_138)
@dynamic cp2_139;
- (CGPoint)cp2_140 { }
- (NSUInteger)cp2_141 { }
- (void)setCp2_141:(NSUInteger)v { }
- (const void *)cp2_142 { }
- (int32_t)cm2_143:(NSObject<NSCoding> *)a0 witharg1:(GE2_5)a1, ... { }
- (const char *(*)(void))cm2_144:(uint32_t)a0 ofarg1:(CGPoint[5])a1 { }
- (int8_t)cm2_145:(BOOL[5])a0 intoarg1:(out int *)a1 ofarg2:(Class)a2 usingarg3:(NSNull *)a3, ... { }
- (const char *)cm2_146:(NSArray<NSArray<NSString *> *> *)a0 intoarg1:(id _Nonnull)a1 { }
@end

