#import <Foundation/Foundation.h>

@class GClass7_7, GClass7_8, GClass7_9, GClass7_10;
@protocol GProto7_5, GProto7_6;

struct GS7_1 { unsigned int f0 : 30; uint16_t f1; uint16_t f2; short f3; union { CGPoint f0; } f4; struct GS7_1 *next; };
typedef struct { struct { NSInteger f0; char f1; char f2; } f0; NSInteger f1; char f2 : 4; } GS7_2;
union GU7_3 { float f0; SEL f1; GS7_2 f2; };
enum GE7_4 { GE7_4V0, GE7_4V1, GE7_4V2 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto7_5 <NSObject>
@property (nonatomic, getter=getPp7_11, setter=putPp7_11:, nullable, weak) NSNumber *pp7_11;
@property (unsafe_unretained) NSSet<NSDate *> *pp7_12;
@property (setter=putPp7_13:, class) long unsigned int pp7_13;
- (void)pm7_14:(id (*)(id, SEL))a0 usingarg1:(_Complex double)a1;
@optional
@property (readwrite, strong, setter=putPp7_15:) Class pp7_15;
@property (getter=getPp7_16) unsigned long long *pp7_16;
- (const char **)pm7_17:(enum GE7_4)a0 witharg1:(__kindof NSArray<NSString *> *)a1;
+ (id<GProto7_6>)pm7_18:(bycopy NSMutableArray<NSNumber *> *)a0;
@required
@property (nonatomic) long int pp7_19;
- (NSSet<NSDate *> *)pm7_20:(void (^)(NSInteger, ...))a0;
+ (int_fast16_t)pm7_21:(bycopy GClass7_10 *)a0;
+ (const void *)pm7_22:(inout struct GS7_1 **)a0;
@end

@protocol GProto7_6 <NSObject>
@property (class, readonly) enum GE7_4 pp7_23;
- (_Complex float)pm7_24:(enum GE7_4)a0 intoarg1:(int[4])a1 atarg2:(NSString *(^)(id))a2 intoarg3:(union GU7_3)a3;
- (NSArray *)pm7_25:(long int)a0 arg1:(CGSize)a1 arg2:(struct _NSRange)a2 witharg3:(const void *)a3;
- (enum GE7_4)pm7_26:(NSObject *)a0;
@optional
@property (class, nonatomic, setter=putPp7_27:) enum GE7_4 pp7_27;
@property (atomic, strong) id (^pp7_28)(void);
- (NSDictionary<NSString *, NSArray<id> *> *)pm7_29:(NSString *(^)(id))a0 intoarg1:(NSRangePointer)a1 witharg2:(int (*)(int, double))a2;
@required
@property (readonly, class, assign) const CGRect *pp7_30;
@property (nonatomic, readonly) int *pp7_31;
@property (unsafe_unretained) NSNull *pp7_32;
+ (NSRange *)pm7_33;
- (GS7_2 **)pm7_34;
+ (instancetype)pm7_35:(Class)a0 intoarg1:(enum GE7_4)a1;
@end

@interface GClass7_7 : NSObject <GProto7_5, GProto7_6>
{
    __weak id iv7_36;
    NSMutableArray<NSNumber *> *iv7_37;
    int iv7_38 : 22;
    struct GS7_1 **iv7_39;
    int8_t iv7_40;
@public
    __strong NSArray<NSNumber *> *iv7_41;
}
@property (nonatomic, setter=putP7_42:) SEL p7_42;
@property (class, nonatomic) void (*p7_43)(void);
@property (nonnull, assign) __kindof NSString *p7_44;
@property (nonatomic) int_fast16_t p7_45;
@property (strong, retain) NSData *p7_46;
@property (atomic, assign) long *p7_47;
@property (retain, nonatomic, null_resettable) GClass7_10 *p7_48;
@property char **p7_49;
@property (nonatomic, nonnull) id<GProto7_6> p7_50;
@property (setter=putP7_51:, nonatomic, getter=getP7_51) enum GE7_4 p7_51;
@property (nonatomic, unsafe_unretained) CGRect (^p7_52)(CGRect);
@property (copy, readonly) NSString * _Nullable p7_53;
- (long long)m7_54;
- (struct CGRect)m7_55:(void (^)(NSInteger, ...))a0;
- (Class)m7_56:(CGRect)a0;
- (enum GE7_4)m7_57;
- (const char **)m7_58:(GClass7_9 *)a0;
- (CGRect)m7_59:(uint_least8_t)a0 usingarg1:(GS7_2 *)a1;
- (__kindof NSArray<NSString *> *)m7_60:(NSString **)a0;
- (NSRange)m7_61:(NSData *)a0 andarg1:(NSMutableArray<NSNumber *> *)a1 andarg2:(int[])a2;
- (int16_t)m7_62:(intptr_t)a0 atarg1:(NSMutableString *)a1 forarg2:(long int)a2;
@end

@interface GClass7_7 (Cat7_64)
@property (readonly) id<NSCopying, NSCoding> cp7_65;
@property (class, readwrite) SEL *cp7_66;
@property CGRect cp7_67;
@property (readwrite) id _Nonnull cp7_68;
@property (assign, readonly) CGFloat cp7_69;
+ (instancetype)cm7_70:(Class)a0 intoarg1:(id (^)(void))a1 fromarg2:(NSMutableString *)a2 witharg3:(short int)a3;
- (GClass7_8 *)cm7_71:(out NSRangePointer)a0 atarg1:(CGRect (*)(CGRect, id))a1 forarg2:(NSUInteger)a2 forarg3:(NSMutableString *)a3;
- (void)cm7_72:(NSRange)a0 arg1:(unsigned int)a1;
- (NSObject *)cm7_73:(BOOL[4])a0 witharg1:(int16_t)a1 andarg2:(char **)a2 arg3:(const char *(*)(void))a3;
@end

@interface GClass7_8 : GClass7_7 <GProto7_6>
@property (nonatomic, readonly, retain) __kindof NSArray<NSString *> *p7_74;
@property (atomic, null_unspecified) union GU7_3 *p7_75;
@property (atomic) CGFloat p7_76;
@property (nonatomic, setter=putP7_77:) signed p7_77;
@property (getter=getP7_78, nonatomic, readonly) CGPoint p7_78;
@property (unsafe_unretained, class) NSMutableDictionary *p7_79;
@property (atomic, unsafe_unretained, null_resettable, getter=getP7_80) NSSet<NSDate *> *p7_80;
@property (weak, class, atomic) NSMutableDictionary *p7_81;
@property (class, getter=getP7_82, nonatomic) id (*p7_82)(id, SEL);
@property (nonatomic, assign, getter=getP7_83) CGRect *p7_83;
@property (nonatomic, nonnull, assign) NSString *p7_84;
@property (null_unspecified, readonly, assign) NSMutableArray<NSNumber *> *p7_85;
- (instancetype)m7_86;
- (id<GProto7_5>)m7_87:(short)a0 fromarg1:(void (^)(NSInteger, ...))a1 witharg2:(union GU7_3 *)a2 andarg3:(CGPoint[4])a3;
- (void)m7_88:(enum GE7_4)a0;
+ (instancetype)m7_89:(int32_t)a0;
- (int (^)(int, NSString *))m7_90;
+ (CGRect (*)(CGRect, id))m7_91:(bycopy id<GProto7_6>)a0 intoarg1:(const void *)a1;
- (instancetype)m7_92;
- (CGRect (^)(CGRect))m7_93;
- (struct CGRect)m7_94:(short int)a0 intoarg1:(NSObject *)a1 ofarg2:(uint8_t)a2 andarg3:(void(int))a3;
+ (void (^)(void))m7_95:(int (*)(int, double))a0 ofarg1:(double[1])a1;
- (void)m7_96;
@end

@interface GClass7_8 ()
@property (getter=getP7_97, readwrite) enum GE7_4 p7_97;
- (instancetype)m7_98;
@end

@interface GClass7_8 (Cat7_99)
@property (setter=putCp7_100:, getter=getCp7_100, atomic) id<GProto7_6> cp7_100;
@property (assign) int *cp7_101;
@property (nonatomic, getter=getCp7_102, class) const int cp7_102;
@property (assign, nonatomic) NSRange cp7_103;
@property (nonatomic) Class cp7_104;
- (CGSize)cm7_105:(NSData **)a0;
+ (void (^)(void))cm7_106:(NSURL *)a0;
- (__int128)cm7_107:(id *)a0;
@end

@interface GClass7_9 : NSObject <GProto7_5, GProto7_6>
{
    NSString * _Nullable iv7_108;
}
@property (nonatomic) size_t p7_109;
@property (atomic) signed char p7_110;
@property (nonatomic, retain) __kindof NSString *p7_111;
@property (getter=getP7_112, readonly, nonatomic, strong) NSMutableString *p7_112;
@property uintptr_t p7_113;
@property (getter=getP7_114, nonatomic) const char *(*p7_114)(void);
@property (getter=getP7_115, nonatomic, readonly) struct CGRect p7_115;
@property NSURL *p7_116;
@property (assign, nonnull, getter=getP7_117, nonatomic, setter=putP7_117:) const char *p7_117;
@property (copy, nonatomic, nonnull) void (^p7_118)(void);
+ (oneway void)m7_119:(NSString *)a0;
+ (void (*)(int, ...))m7_120:(char * const)a0;
- (void)m7_121:(unsigned __int128)a0 fromarg1:(CGRect)a1;
+ (NSObject *)m7_122:(signed char)a0 ofarg1:(NSSet<NSDate *> *)a1;
- (__kindof NSArray<NSString *> *)m7_123:(const void *)a0 ofarg1:(Class)a1;
- (instancetype)m7_124:(const char **)a0 intoarg1:(__kindof NSString *)a1 intoarg2:(byref NSString *)a2;
+ (void (*)(int, ...))m7_125;
+ (void)m7_126:(NSObject<NSCoding> *)a0 ofarg1:(int[])a1 fromarg2:(NSData *)a2 atarg3:(struct GS7_1 **)a3;
- (_Complex float)m7_127:(inout NSRangePointer)a0;
+ (void)m7_128:(double[5])a0;
- (long double)m7_129:(void (^)(NSInteger, ...))a0;
@end

@interface GClass7_9 ()
@property long double p7_130;
@property (nonatomic) enum GE7_4 p7_131;
@property (nonatomic) intptr_t p7_132;
- (id _Nonnull)m7_133:(char[4])a0 forarg1:(int8_t)a1 witharg2:(void (^)(BOOL, id))a2 fromarg3:(CGRect (^)(CGRect))a3;
@end

@interface GClass7_9 (Cat7_134)
@property (nonatomic, readonly, assign) long *cp7_135;
@property (weak) NSDate *cp7_136;
- (instancetype)cm7_137:(id<NSCopying>)a0 intoarg1:(NSData **)a1 arg2:(double[2])a2;
- (enum GE7_4)cm7_138:(void(int))a0 andarg1:(GClass7_8 *)a1;
@end

@interface GClass7_10 : NSObject <GProto7_6>
{
@protected
    __weak NSArray<NSNumber *> *iv7_139;
    BOOL iv7_140 : 1;
}
@property (assign, nonatomic) long unsigned int p7_141;
@property (nonatomic, nonnull, readonly, getter=getP7_142) NSDictionary<NSString *, id> *p7_142;
@property (atomic, getter=getP7_143, setter=putP7_143:, strong) NSObject<NSCoding> *p7_143;
@property (class, nonatomic, readonly) void (**p7_144)(int);
@property (nonatomic, nullable) uint8_t *p7_145;
@property (unsafe_unretained, readwrite, nonnull) NSArray<NSArray<NSString *> *> *p7_146;
@property void (*p7_147)(void);
@property (getter=getP7_148) enum GE7_4 p7_148;
- (void)m7_149;
- (size_t)m7_150:(void (^)(void))a0 intoarg1:(CGSize)a1, ...;
- (NSString *(^)(id))m7_151;
- (void (*)(void))m7_152:(NSMutableString *)a0, ...;
- (const char *)m7_153:(CGPoint[4])a0 forarg1:(int_fast16_t)a1;
- (uint32_t)m7_154;
- (GClass7_9 *)m7_155:(byref NSDictionary<NSString *, NSArray<id> *> *)a0 arg1:(NSNumber *)a1;
- (void)m7_156:(NSMutableDictionary *)a0 ofarg1:(unsigned long long)a1 andarg2:(NSString *)a2 arg3:(NSValue *)a3;
- (id (*)(id, SEL))m7_157:(BOOL)a0 fromarg1:(CGSize)a1;
- (int (*)(int, double))m7_158:(struct _NSRange)a0 usingarg1:(void(int))a1;
@end

NS_ASSUME_NONNULL_END

@implementation GClass7_7
{
    unsigned int iv7_63 : 28;
}
+ (void (*)(void))p7_43 { }
+ (void)setP7_43:(void (*)(void))v { }
@synthesize p7_44 = xp7_44_ivar;
@synthesize p7_45;
@synthesize p7_48;
@dynamic p7_49;
@synthesize p7_51;
- (long long)m7_54 { }
- (struct CGRect)m7_55:(void (^)(NSInteger, ...))a0 { }
- (Class)m7_56:(CGRect)a0 { }
- (enum GE7_4)m7_57 { }
- (const char **)m7_58:(GClass7_9 *)a0 { }
- (CGRect)m7_59:(uint_least8_t)a0 usingarg1:(GS7_2 *)a1 { }
- (__kindof NSArray<NSString *> *)m7_60:(NSString **)a0 { }
- (NSRange)m7_61:(NSData *)a0 andarg1:(NSMutableArray<NSNumber *> *)a1 andarg2:(int[])a2 { }
- (int16_t)m7_62:(intptr_t)a0 atarg1:(NSMutableString *)a1 forarg2:(long int)a2 { }
@end

@implementation GClass7_7 (Cat7_64)
- (id<NSCopying, NSCoding>)cp7_65 { }
@dynamic cp7_66;
- (CGRect)cp7_67 { }
- (void)setCp7_67:(CGRect)v { }
@dynamic cp7_68;
@dynamic cp7_69;
+ (instancetype)cm7_70:(Class)a0 intoarg1:(id (^)(void))a1 fromarg2:(NSMutableString *)a2 witharg3:(short int)a3 { }
- (GClass7_8 *)cm7_71:(out NSRangePointer)a0 atarg1:(CGRect (*)(CGRect, id))a1 forarg2:(NSUInteger)a2 forarg3:(NSMutableString *)a3 { }
- (void)cm7_72:(NSRange)a0 arg1:(unsigned int)a1 { }
- (NSObject *)cm7_73:(BOOL[4])a0 witharg1:(int16_t)a1 andarg2:(char **)a2 arg3:(const char *(*)(void))a3 { }
@end

@implementation GClass7_8
@synthesize p7_74;
@dynamic p7_79;
+ (NSMutableDictionary *)p7_81 { }
+ (void)setP7_81:(NSMutableDictionary *)v { }
+ (id (*)(id, SEL))getP7_82 { }
+ (void)setP7_82:(id (*)(id, SEL))v { }
@synthesize p7_83 = xp7_83_ivar;
@dynamic p7_84;
@synthesize pp7_31;
- (instancetype)m7_86 { }
- (id<GProto7_5>)m7_87:(short)a0 fromarg1:(void (^)(NSInteger, ...))a1 witharg2:(union GU7_3 *)a2 andarg3:(CGPoint[4])a3 { }
- (void)m7_88:(enum GE7_4)a0 { }
+ (instancetype)m7_89:(int32_t)a0 { }
- (int (^)(int, NSString *))m7_90 { }
+ (CGRect (*)(CGRect, id))m7_91:(bycopy id<GProto7_6>)a0 intoarg1:(const void *)a1 { }
- (instancetype)m7_92 { }
- (CGRect (^)(CGRect))m7_93 { }
- (struct CGRect)m7_94:(short int)a0 intoarg1:(NSObject *)a1 ofarg2:(uint8_t)a2 andarg3:(void(int))a3 { }
+ (void (^)(void))m7_95:(int (*)(int, double))a0 ofarg1:(double[1])a1 { }
- (void)m7_96 { }
- (instancetype)m7_98 { }
@end

@implementation GClass7_8 (Cat7_99)
- (id<GProto7_6>)getCp7_100 { }
- (void)putCp7_100:(id<GProto7_6>)v { }
@dynamic cp7_101;
@dynamic cp7_102;
@dynamic cp7_103;
- (Class)cp7_104 { }
- (void)setCp7_104:(Class)v { }
- (CGSize)cm7_105:(NSData **)a0 { }
+ (void (^)(void))cm7_106:(NSURL *)a0 { }
- (__int128)cm7_107:(id *)a0 { }
@end

@implementation GClass7_9
@dynamic p7_112;
@dynamic p7_113;
@synthesize p7_115 = _p7_115_ivar;
@synthesize p7_117 = xp7_117_ivar;
@synthesize p7_118;
@dynamic p7_132;
@synthesize pp7_11;
+ (oneway void)m7_119:(NSString *)a0 { }
+ (void (*)(int, ...))m7_120:(char * const)a0 { }
- (void)m7_121:(unsigned __int128)a0 fromarg1:(CGRect)a1 { }
+ (NSObject *)m7_122:(signed char)a0 ofarg1:(NSSet<NSDate *> *)a1 { }
- (__kindof NSArray<NSString *> *)m7_123:(const void *)a0 ofarg1:(Class)a1 { }
- (instancetype)m7_124:(const char **)a0 intoarg1:(__kindof NSString *)a1 intoarg2:(byref NSString *)a2 { }
+ (void (*)(int, ...))m7_125 { }
+ (void)m7_126:(NSObject<NSCoding> *)a0 ofarg1:(int[])a1 fromarg2:(NSData *)a2 atarg3:(struct GS7_1 **)a3 { }
- (_Complex float)m7_127:(inout NSRangePointer)a0 { }
+ (void)m7_128:(double[5])a0 { }
- (long double)m7_129:(void (^)(NSInteger, ...))a0 { }
- (id _Nonnull)m7_133:(char[4])a0 forarg1:(int8_t)a1 witharg2:(void (^)(BOOL, id))a2 fromarg3:(CGRect (^)(CGRect))a3 { }
@end

@implementation GClass7_9 (Cat7_134)
@dynamic cp7_135;
@dynamic cp7_136;
- (instancetype)cm7_137:(id<NSCopying>)a0 intoarg1:(NSData **)a1 arg2:(double[2])a2 { }
- (enum GE7_4)cm7_138:(void(int))a0 andarg1:(GClass7_8 *)a1 { }
@end

@implementation GClass7_10
@dynamic p7_141;
@synthesize p7_143;
@dynamic p7_144;
- (void)m7_149 { }
- (size_t)m7_150:(void (^)(void))a0 intoarg1:(CGSize)a1, ... { }
- (NSString *(^)(id))m7_151 { }
- (void (*)(void))m7_152:(NSMutableString *)a0, ... { }
- (const char *)m7_153:(CGPoint[4])a0 forarg1:(int_fast16_t)a1 { }
- (uint32_t)m7_154 { }
- (GClass7_9 *)m7_155:(byref NSDictionary<NSString *, NSArray<id> *> *)a0 arg1:(NSNumber *)a1 { }
- (void)m7_156:(NSMutableDictionary *)a0 ofarg1:(unsigned long long)a1 andarg2:(NSString *)a2 arg3:(NSValue *)a3 { }
- (id (*)(id, SEL))m7_157:(BOOL)a0 fromarg1:(CGSize)a1 { }
- (int (*)(int, double))m7_158:(struct _NSRange)a0 usingarg1:(void(int))a1 { }
@end

