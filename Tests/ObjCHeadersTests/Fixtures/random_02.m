#import <Foundation/Foundation.h>

@class GClass2_9, GClass2_10, GClass2_11;
@protocol GProto2_7, GProto2_8;

typedef struct { unsigned char f0; CGRect f1; } GS2_1;
typedef struct GS2_2 { int f0 : 6; char *f1; BOOL f2; } GS2_2;
typedef struct { double f0[4]; } GS2_3;
struct GS2_4 { SEL f0; double f1[2]; __unsafe_unretained id f2; };
enum GE2_5 { GE2_5V0 = 25, GE2_5V1, GE2_5V2, GE2_5V3 = 30 };
typedef NS_OPTIONS(NSUInteger, GE2_6) { GE2_6O0 = 1 << 0, GE2_6O1 = 1 << 1, GE2_6O2 = 1 << 2 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto2_7 <NSObject>
@property (readonly, assign) id (*pp2_12)(id, SEL);
@property (atomic) GClass2_9 *pp2_13;
+ (id)pm2_14:(out GS2_1 **)a0 atarg1:(enum GE2_5)a1;
@optional
@property (nonatomic, nonnull) struct GS2_4 *pp2_15;
@property (copy, readwrite) NSNumber *pp2_16;
@property (assign) void (*pp2_17)(int, ...);
+ (GE2_6)pm2_18;
+ (__kindof NSString *)pm2_19:(intptr_t)a0 andarg1:(int64_t)a1, ...;
- (id<GProto2_7>)pm2_20:(int[4])a0 intoarg1:(_Bool)a1;
@required
@property (setter=putPp2_21:, nonatomic) void (**pp2_21)(int);
@property (readonly, null_unspecified, strong) NSURL *pp2_22;
@property (copy) id<GProto2_7> pp2_23;
+ (id)pm2_24:(GS2_2 **)a0 arg1:(inout NSRange *)a1 usingarg2:(NSObject<NSCoding> *)a2;
- (id (*)(id, SEL))pm2_25:(double)a0 witharg1:(id _Nonnull)a1;
- (NSMutableString *)pm2_26;
@end

@protocol GProto2_8 <NSObject>
@property (atomic) void (^pp2_27)(BOOL, id);
@property (readwrite, retain, atomic) NSURL *pp2_28;
- (GClass2_11 *)pm2_29:(NSArray<NSArray<NSString *> *> *)a0 intoarg1:(long unsigned int)a1;
+ (ssize_t)pm2_30:(__int128)a0;
@optional
@property (setter=putPp2_31:, readwrite) int (*pp2_31)(int, double);
@property (strong) NSNumber *pp2_32;
+ (const char *)pm2_33:(void (^)(BOOL, id))a0;
@required
@property (getter=getPp2_34, retain) GClass2_9 *pp2_34;
- (enum GE2_5)pm2_35:(id<NSCopying>)a0 fromarg1:(NSRangePointer)a1 usingarg2:(NSArray *)a2;
- (void)pm2_36;
@end

@interface GClass2_9 : NSObject <GProto2_8>
{
    unsigned char iv2_37 : 4;
    NSDate *iv2_38;
}
@property (copy, nullable, readonly) __kindof NSArray<NSString *> *p2_39;
@property NSDictionary<NSString *, NSArray<id> *> *p2_40;
@property (getter=getP2_41, nonatomic, class) id<NSCopying, NSCoding> p2_41;
@property (nonatomic, class, readwrite) void *p2_42;
@property (nonatomic, getter=getP2_43, setter=putP2_43:) int8_t p2_43;
@property (readonly) id (*p2_44)(id, SEL);
@property (nonatomic, readonly, assign) NSMutableArray<NSNumber *> *p2_45;
+ (GS2_3 *)m2_46:(struct _NSRange)a0 arg1:(int **)a1 ofarg2:(int (^)(int, NSString *))a2 atarg3:(double[2])a3;
- (CGPoint)m2_47:(byref id<NSCopying>)a0 atarg1:(id<GProto2_8>)a1;
- (instancetype)m2_48:(id (*)(id, SEL))a0 fromarg1:(NSValue *)a1;
+ (instancetype)m2_49:(CGPoint[3])a0 witharg1:(char)a1;
- (int (^)(int, NSString *))m2_50:(NSArray *)a0;
- (NSArray *)m2_51;
- (__kindof NSString *)m2_52:(NSTimeInterval)a0 witharg1:(GS2_1 *)a1 atarg2:(NSRange *)a2 fromarg3:(NSRange)a3;
- (NSString *(^)(id))m2_53;
- (Class)m2_54;
- (GS2_1 **)m2_55:(const char *[])a0 witharg1:(enum GE2_5)a1;
- (const char *(*)(void))m2_56:(byref NSObject<NSCoding> *)a0;
@end

@interface GClass2_9 (Cat2_57)
@property (setter=putCp2_58:) const char *(*cp2_58)(void);
@property void (**cp2_59)(int);
@property (assign, nonatomic) NSArray<NSString *> *cp2_60;
@property (null_unspecified, getter=getCp2_61) NSDictionary<NSString *, NSArray<id> *> *cp2_61;
@property (readwrite) unsigned short cp2_62;
- (int **)cm2_63:(char **)a0 witharg1:(void (^)(BOOL, id))a1 usingarg2:(bycopy id _Nonnull)a2;
@end

@interface GClass2_10 : GClass2_9 <GProto2_7>
{
    id<NSCopying> iv2_64;
    unsigned int iv2_65 : 15;
    long long iv2_66 : 62;
@public
    unsigned short iv2_67 : 12;
}
@property (atomic, assign) CGSize p2_68;
@property NSUInteger p2_69;
@property (strong) NSArray *p2_70;
@property (readwrite, nonatomic, assign) BOOL p2_71;
@property (weak, nonatomic) NSString *p2_72;
@property (getter=getP2_73, assign) size_t p2_73;
@property (weak, readonly) int (^p2_74)(int, NSString *);
@property (nonatomic) float p2_75;
@property (readonly, nonnull, getter=getP2_76) NSRange *p2_76;
@property (class, atomic, assign) unsigned int p2_77;
@property unsigned __int128 p2_78;
+ (ssize_t)m2_79;
- (NSURL *)m2_80:(GE2_6)a0 witharg1:(GE2_6)a1;
+ (void)m2_81;
- (char **)m2_82;
+ (CGSize)m2_83:(const char * const)a0 andarg1:(const char *[])a1;
- (SEL)m2_84:(id<NSCopying, NSCoding>)a0 fromarg1:(out uint8_t *)a1 atarg2:(int (*)(int, double))a2;
- (oneway void)m2_85:(int (^)(int, NSString *))a0;
- (unsigned long long *)m2_86;
+ (long long)m2_87:(NSMutableDictionary *)a0 andarg1:(const CGRect *)a1;
- (NSMutableArray<NSNumber *> *)m2_88;
- (enum GE2_5)m2_89:(uint32_t)a0 ofarg1:(ssize_t)a1 intoarg2:(in CGRect *)a2;
- (GS2_2 *)m2_90:(GClass2_11 *)a0 fromarg1:(NSUInteger)a1, ...;
@end

@interface GClass2_10 (Cat2_91)
@property (setter=putCp2_92:) SEL *cp2_92;
@property (unsafe_unretained, setter=putCp2_93:) id<NSCopying> cp2_93;
- (int64_t)cm2_94:(byref NSSet<NSDate *> *)a0 intoarg1:(_Bool)a1;
- (void *)cm2_95;
+ (__kindof NSArray<NSString *> *)cm2_96:(NSObject *)a0 atarg1:(GS2_2)a1 fromarg2:(id *)a2 fromarg3:(const int)a3;
+ (void (^)(NSInteger, ...))cm2_97:(intptr_t)a0;
@end

@interface GClass2_11 : GClass2_9 <GProto2_8>
{
    CGRect iv2_98;
    size_t iv2_99;
}
@property int64_t p2_100;
@property (nonnull, readwrite) void (^p2_101)(NSInteger, ...);
@property (assign, readonly, atomic) struct GS2_4 *p2_102;
@property (readwrite, nonatomic, getter=getP2_103, assign, nonnull) NSValue *p2_103;
@property (nonatomic, readonly) char **p2_104;
@property (retain, nonatomic) GClass2_9 *p2_105;
@property (nonnull, readonly) Class p2_106;
- (int **)m2_107:(CGPoint)a0 usingarg1:(int[2])a1;
+ (NSString *)m2_108:(id _Nonnull)a0;
- (instancetype)m2_109:(CGRect)a0 forarg1:(void (*)(int, ...))a1;
- (uintptr_t)m2_110:(bycopy GClass2_10 *)a0 atarg1:(byref GClass2_11 *)a1 atarg2:(out char *)a2;
- (char * const)m2_111:(void (^)(BOOL, id))a0 ofarg1:(GS2_1)a1;
- (int (*)(int, double))m2_112:(NSString * _Nullable)a0 ofarg1:(NSMutableArray<NSNumber *> *)a1;
- (NSArray<NSString *> *)m2_113:(void (*)(int, ...))a0 atarg1:(CGRect (^)(CGRect))a1 fromarg2:(CGRect)a2;
+ (id<GProto2_7>)m2_114:(byref NSData *)a0;
+ (NSRange *)m2_115:(NSURL *)a0;
- (void)m2_116:(void (^)(void))a0;
- (void (*)(int, ...))m2_117;
- (const int)m2_118;
@end

NS_ASSUME_NONNULL_END

@implementation GClass2_9
@dynamic p2_41;
@dynamic p2_42;
@synthesize pp2_27;
+ (GS2_3 *)m2_46:(struct _NSRange)a0 arg1:(int **)a1 ofarg2:(int (^)(int, NSString *))a2 atarg3:(double[2])a3 { }
- (CGPoint)m2_47:(byref id<NSCopying>)a0 atarg1:(id<GProto2_8>)a1 { }
- (instancetype)m2_48:(id (*)(id, SEL))a0 fromarg1:(NSValue *)a1 { }
+ (instancetype)m2_49:(CGPoint[3])a0 witharg1:(char)a1 { }
- (int (^)(int, NSString *))m2_50:(NSArray *)a0 { }
- (NSArray *)m2_51 { }
- (__kindof NSString *)m2_52:(NSTimeInterval)a0 witharg1:(GS2_1 *)a1 atarg2:(NSRange *)a2 fromarg3:(NSRange)a3 { }
- (NSString *(^)(id))m2_53 { }
- (Class)m2_54 { }
- (GS2_1 **)m2_55:(const char *[])a0 witharg1:(enum GE2_5)a1 { }
- (const char *(*)(void))m2_56:(byref NSObject<NSCoding> *)a0 { }
@end

@implementation GClass2_9 (Cat2_57)
@dynamic cp2_58;
@dynamic cp2_59;
@dynamic cp2_60;
- (NSDictionary<NSString *, NSArray<id> *> *)getCp2_61 { }
- (void)setCp2_61:(NSDictionary<NSString *, NSArray<id> *> *)v { }
@dynamic cp2_62;
- (int **)cm2_63:(char **)a0 witharg1:(void (^)(BOOL, id))a1 usingarg2:(bycopy id _Nonnull)a2 { }
@end

@implementation GClass2_10
@synthesize p2_69 = xp2_69_ivar;
@synthesize p2_70;
@synthesize p2_71;
@synthesize p2_74;
+ (unsigned int)p2_77 { }
+ (void)setP2_77:(unsigned int)v { }
@synthesize pp2_12;
+ (ssize_t)m2_79 { }
- (NSURL *)m2_80:(GE2_6)a0 witharg1:(GE2_6)a1 { }
+ (void)m2_81 { }
- (char **)m2_82 { }
+ (CGSize)m2_83:(const char * const)a0 andarg1:(const char *[])a1 { }
- (SEL)m2_84:(id<NSCopying, NSCoding>)a0 fromarg1:(out uint8_t *)a1 atarg2:(int (*)(int, double))a2 { }
- (oneway void)m2_85:(int (^)(int, NSString *))a0 { }
- (unsigned long long *)m2_86 { }
+ (long long)m2_87:(NSMutableDictionary *)a0 andarg1:(const CGRect *)a1 { }
- (NSMutableArray<NSNumber *> *)m2_88 { }
- (enum GE2_5)m2_89:(uint32_t)a0 ofarg1:(ssize_t)a1 intoarg2:(in CGRect *)a2 { }
- (GS2_2 *)m2_90:(GClass2_11 *)a0 fromarg1:(NSUInteger)a1, ... { }
@end

@implementation GClass2_10 (Cat2_91)
@dynamic cp2_92;
@dynamic cp2_93;
- (int64_t)cm2_94:(byref NSSet<NSDate *> *)a0 intoarg1:(_Bool)a1 { }
- (void *)cm2_95 { }
+ (__kindof NSArray<NSString *> *)cm2_96:(NSObject *)a0 atarg1:(GS2_2)a1 fromarg2:(id *)a2 fromarg3:(const int)a3 { }
+ (void (^)(NSInteger, ...))cm2_97:(intptr_t)a0 { }
@end

@implementation GClass2_11
@synthesize p2_102 = _p2_102_ivar;
@dynamic p2_105;
@dynamic p2_106;
- (int **)m2_107:(CGPoint)a0 usingarg1:(int[2])a1 { }
+ (NSString *)m2_108:(id _Nonnull)a0 { }
- (instancetype)m2_109:(CGRect)a0 forarg1:(void (*)(int, ...))a1 { }
- (uintptr_t)m2_110:(bycopy GClass2_10 *)a0 atarg1:(byref GClass2_11 *)a1 atarg2:(out char *)a2 { }
- (char * const)m2_111:(void (^)(BOOL, id))a0 ofarg1:(GS2_1)a1 { }
- (int (*)(int, double))m2_112:(NSString * _Nullable)a0 ofarg1:(NSMutableArray<NSNumber *> *)a1 { }
- (NSArray<NSString *> *)m2_113:(void (*)(int, ...))a0 atarg1:(CGRect (^)(CGRect))a1 fromarg2:(CGRect)a2 { }
+ (id<GProto2_7>)m2_114:(byref NSData *)a0 { }
+ (NSRange *)m2_115:(NSURL *)a0 { }
- (void)m2_116:(void (^)(void))a0 { }
- (void (*)(int, ...))m2_117 { }
- (const int)m2_118 { }
@end

