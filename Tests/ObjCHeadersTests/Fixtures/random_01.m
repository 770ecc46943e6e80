#import <Foundation/Foundation.h>

@class GClass1_8, GClass1_9, GClass1_10, GClass1_11;
@protocol GProto1_6, GProto1_7;

typedef struct GS1_1 { CGSize f0; int f1; unsigned char f2 : 5; int f3[4]; struct GS1_1 *next; } GS1_1;
typedef struct { unsigned char f0; } GS1_2;
typedef NS_ENUM(uint8_t, GE1_3) { GE1_3V0 };
typedef enum : unsigned char { GE1_4V0, GE1_4V1 = 10, GE1_4V2, GE1_4V3 = 7 } GE1_4;
enum GE1_5 { GE1_5V0, GE1_5V1, GE1_5V2, GE1_5V3 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto1_6 <NSObject>
@property (retain, getter=getPp1_12, readonly) void (^pp1_12)(void);
@property (readwrite) CGPoint pp1_13;
@property GS1_2 *pp1_14;
+ (unsigned long long *)pm1_15;
@optional
@property (weak, nonatomic, getter=getPp1_16, readonly) NSNumber *pp1_16;
@property (atomic) NSRange *pp1_17;
- (id)pm1_18:(void (^)(void))a0 fromarg1:(const char *(*)(void))a1;
- (uint_least8_t)pm1_19:(id (*)(id, SEL))a0;
@required
@property (nonatomic, assign) const char **pp1_20;
@property (null_unspecified, nonatomic, weak) NSDictionary<NSString *, id> *pp1_21;
@property (atomic, readonly) CGSize pp1_22;
+ (void)pm1_23;
- (void (*)(void))pm1_24:(unsigned long long *)a0 atarg1:(GE1_3)a1;
- (CGPoint)pm1_25:(long double)a0 forarg1:(int **)a1;
@end

@protocol GProto1_7 <NSObject>
@property (nonatomic) double *pp1_26;
@property (setter=putPp1_27:, atomic, strong) Class pp1_27;
@property (nonatomic, assign, readonly) short pp1_28;
- (void (*)(void))pm1_29:(NSString * _Nullable)a0 andarg1:(GS1_2)a1;
@optional
@property (readwrite) NSRange *pp1_30;
- (enum GE1_5)pm1_31;
@required
@property (nonatomic, assign) int (*pp1_32)(int, double);
@property (readonly) long double pp1_33;
- (NSObject<NSCoding> *)pm1_34;
+ (NSArray<NSString *> *)pm1_35:(double[3])a0 atarg1:(in char * const)a1 forarg2:(GClass1_11 *)a2;
+ (enum GE1_5)pm1_36:(void (*)(int, ...))a0 witharg1:(id (^)(void))a1 ofarg2:(bycopy GClass1_10 *)a2;
@end

@interface GClass1_8 : NSObject <GProto1_7>
{
@protected
    BOOL *iv1_37;
    BOOL iv1_38 : 4;
@private
    id<NSCopying> iv1_39;
}
@property (assign, readonly) void (*p1_40)(void);
@property (getter=getP1_41, atomic) const char *(*p1_41)(void);
@property void (*p1_42)(void);
@property (nonatomic, getter=getP1_43, readonly) GClass1_10 *p1_43;
@property (class, weak) NSArray<NSString *> *p1_44;
@property (getter=getP1_45, readonly, atomic) CGRect (*p1_45)(CGRect, id);
- (NSArray *)m1_46:(NSMutableDictionary *)a0 intoarg1:(enum GE1_5)a1 usingarg2:(struct _NSRange)a2;
- (uint8_t)m1_47:(const char *)a0;
- (void (*)(int, ...))m1_48;
- (Class)m1_49:(unsigned __int128)a0 atarg1:(CGRect *)a1;
- (__kindof NSArray<NSString *> *)m1_50:(BOOL *)a0 ofarg1:(CGPoint[5])a1;
+ (void)m1_51:(GE1_3)a0 intoarg1:(byref GClass1_8 *)a1;
- (id<NSCopying>)m1_52:(void(int))a0;
@end

@interface GClass1_8 ()
{
    long long iv1_53 : 6;
}
@property (readonly, assign) size_t p1_54;
@property (assign, readonly) GE1_3 p1_55;
- (unsigned char)m1_56:(byref NSDate *)a0 fromarg1:(enum GE1_5)a1;
@end

@interface GClass1_8 (Cat1_57)
@property (readonly, null_unspecified, getter=getCp1_58, assign) void (^cp1_58)(void);
@property (nonatomic, setter=putCp1_59:) signed char cp1_59;
@property (null_unspecified, nonatomic) CGPoint *cp1_60;
- (int **)cm1_61:(BOOL[4])a0 ofarg1:(GS1_1 *)a1 intoarg2:(byref NSDate *)a2 fromarg3:(int[])a3;
@end

@interface GClass1_9 : NSObject
@property (class, nonatomic, copy) NSMutableArray<NSNumber *> *p1_62;
@property (assign, class, readonly) enum GE1_5 p1_63;
@property (retain, atomic) __kindof NSArray<NSString *> *p1_64;
@property (setter=putP1_65:) GE1_4 p1_65;
@property id (*p1_66)(id, SEL);
@property (readwrite, nonatomic) GE1_4 p1_67;
@property (readonly, nonatomic) char **p1_68;
@property (readonly, atomic, assign) int *p1_69;
@property (nonatomic) CGRect p1_70;
@property (class, getter=getP1_71, nonatomic) NSRange p1_71;
@property (assign) NSDictionary<NSString *, id> *p1_72;
@property (getter=getP1_73, assign, nonatomic) NSURL *p1_73;
+ (NSObject *)m1_74:(NSDictionary<NSString *, id> *)a0;
- (enum GE1_5)m1_75:(const char *(*)(void))a0 forarg1:(GClass1_8 *)a1 ofarg2:(GClass1_11 *)a2 arg3:(NSValue *)a3;
- (CGRect *)m1_76:(void (^)(NSInteger, ...))a0;
- (long long)m1_77;
- (float)m1_78:(short int)a0;
- (NSRangePointer)m1_79:(NSObject<NSCoding> *)a0;
+ (id<NSCopying, NSCoding>)m1_80:(enum GE1_5)a0 ofarg1:(id (^)(void))a1 intoarg2:(char *)a2 usingarg3:(Class)a3;
- (GS1_1)m1_81:(int[])a0, ...;
- (unsigned long)m1_82:(NSArray *)a0 arg1:(id)a1;
- (void (^)(NSInteger, ...))m1_83:(void (*)(void))a0;
@end

@interface GClass1_9 ()
{
    int (^iv1_84)(int, NSString *);
}
@property (nullable) long *p1_85;
+ (NSDictionary<NSString *, id> *)m1_86:(id (*)(id, SEL))a0 forarg1:(byref GClass1_10 *)a1;
@end

@interface GClass1_9 (Cat1_87)
@property (readonly, nullable, atomic, copy) NSObject<NSCoding> *cp1_88;
@property void (**cp1_89)(int);
@property (nonnull, retain) Class cp1_90;
@property (nonatomic) void (**cp1_91)(int);
+ (NSString * _Nullable)cm1_92:(void (^)(void))a0 fromarg1:(NSData **)a1;
+ (const char *(*)(void))cm1_93:(GClass1_11 *)a0 atarg1:(id<NSCopying, NSCoding>)a1;
- (void)cm1_94:(inout const char **)a0 ofarg1:(NSArray<NSString *> *)a1;
@end

@interface GClass1_10 : GClass1_9 <GProto1_6, GProto1_7>
{
    intptr_t iv1_95;
    double iv1_96;
    NSURL *iv1_97;
}
@property const char *(*p1_98)(void);
@property (nonatomic) short int p1_99;
@property (class, copy, readonly) NSString * _Nullable p1_100;
@property (strong, nullable, class, readonly) NSArray *p1_101;
@property (setter=putP1_102:, nonatomic) short int p1_102;
@property (getter=getP1_103, strong) void (^p1_103)(void);
@property (nonatomic) NSValue *p1_104;
@property (nonnull, unsafe_unretained, class) CGRect (^p1_105)(CGRect);
@property (getter=getP1_106) long int p1_106;
@property (readwrite) signed p1_107;
+ (instancetype)m1_108:(SEL)a0 forarg1:(id (*)(id, SEL))a1 atarg2:(byref id)a2;
+ (NSArray<NSString *> *)m1_109:(NSString *(^)(id))a0;
- (uint32_t)m1_110:(bycopy NSDictionary<NSString *, id> *)a0 witharg1:(void (*)(int, ...))a1 forarg2:(NSArray<NSString *> *)a2 forarg3:(char[1])a3;
+ (void (^)(NSInteger, ...))m1_111:(CGRect (*)(CGRect, id))a0 andarg1:(void (*)(int, ...))a1 usingarg2:(unsigned long)a2;
- (NSArray *)m1_112;
+ (GS1_2)m1_113:(signed)a0;
- (id<NSCopying, NSCoding>)m1_114:(Class)a0 atarg1:(int (^)(int, NSString *))a1 witharg2:(NSMutableArray<NSNumber *> *)a2 intoarg3:(CGRect (^)(CGRect))a3;
- (struct _NSRange)m1_115:(int **)a0 ofarg1:(__kindof NSArray<NSString *> *)a1 witharg2:(unsigned long)a2 forarg3:(unsigned)a3;
- (NSURL *)m1_116;
- (long unsigned int)m1_117:(CGRect (*)(CGRect, id))a0;
+ (CGPoint)m1_118:(NSDictionary<NSString *, id> *)a0 forarg1:(NSArray<NSArray<NSString *> *> *)a1;
+ (unsigned long long *)m1_119:(byref GClass1_11 *)a0;
@end

@interface GClass1_10 (Cat1_120)
@property (nullable) int (^cp1_121)(int, NSString *);
@property (nonatomic, setter=putCp1_122:) NSDate *cp1_122;
- (struct CGRect)cm1_123:(ssize_t)a0 intoarg1:(GS1_1 *)a1;
@end

@interface GClass1_11 : NSObject <GProto1_7>
{
    int iv1_124[5];
    __strong id<NSCopying> iv1_125;
    unsigned int iv1_126 : 21;
@public
    double iv1_127[3];
    BOOL iv1_128 : 3;
@protected
    id iv1_129;
}
@property (assign, nonatomic) const char *(*p1_130)(void);
@property (class, getter=getP1_131, nonatomic, assign) struct CGRect p1_131;
@property (assign, readonly) NSDictionary<NSString *, NSArray<id> *> *p1_132;
@property (atomic) int (*p1_133)(int, double);
@property (nonatomic, readonly) int16_t p1_134;
@property (setter=putP1_135:) uintptr_t p1_135;
@property (atomic) unsigned long long *p1_136;
- (uintptr_t)m1_137;
- (oneway void)m1_138:(NSInteger)a0, ...;
- (instancetype)m1_139:(struct _NSRange)a0 intoarg1:(__kindof NSArray<NSString *> *)a1 fromarg2:(char * const)a2;
+ (NSURL *)m1_140;
+ (NSValue *)m1_141:(id (*)(id, SEL))a0;
- (void (*)(int, ...))m1_142:(unsigned int)a0 intoarg1:(Class)a1;
- (NSMutableString *)m1_143:(CGRect (*)(CGRect, id))a0;
+ (NSRange)m1_144:(NSRangePointer)a0 atarg1:(double *)a1 intoarg2:(int (^)(int, NSString *))a2 ofarg3:(CGFloat)a3;
- (void (*)(int, ...))m1_145;
- (NSArray<NSString *> *)m1_146;
@end

@interface GClass1_11 ()
@property (assign, nonatomic) GS1_2 p1_147;
@property (nonatomic, nullable, weak) void (^p1_148)(BOOL, id);
@property (assign) GE1_3 p1_149;
- (uint_least8_t)m1_150:(void (**)(int))a0;
@end

NS_ASSUME_NONNULL_END

@implementation GClass1_8
@dynamic p1_40;
@synthesize p1_41;
+ (NSArray<NSString *> *)p1_44 { }
+ (void)setP1_44:(NSArray<NSString *> *)v { }
@dynamic p1_45;
@synthesize pp1_26;
- (NSArray *)m1_46:(NSMutableDictionary *)a0 intoarg1:(enum GE1_5)a1 usingarg2:(struct _NSRange)a2 { }
- (uint8_t)m1_47:(const char *)a0 { }
- (void (*)(int, ...))m1_48 { }
- (Class)m1_49:(unsigned __int128)a0 atarg1:(CGRect *)a1 { }
- (__kindof NSArray<NSString *> *)m1_50:(BOOL *)a0 ofarg1:(CGPoint[5])a1 { }
+ (void)m1_51:(GE1_3)a0 intoarg1:(byref GClass1_8 *)a1 { }
- (id<NSCopying>)m1_52:(void(int))a0 { }
- (unsigned char)m1_56:(byref NSDate *)a0 fromarg1:(enum GE1_5)a1 { }
@end

@implementation GClass1_8 (Cat1_57)
- (void (^)(void))getCp1_58 { }
@dynamic cp1_59;
- (CGPoint *)cp1_60 { }
- (void)setCp1_60:(CGPoint *)v { }
- (int **)cm1_61:(BOOL[4])a0 ofarg1:(GS1_1 *)a1 intoarg2:(byref NSDate *)a2 fromarg3:(int[])a3 { }
@end

@implementation GClass1_9
@dynamic p1_62;
@dynamic p1_63;
@synthesize p1_64 = my_p1_64_ivar;
@dynamic p1_65;
@dynamic p1_71;
@dynamic p1_72;
@synthesize p1_73;
+ (NSObject *)m1_74:(NSDictionary<NSString *, id> *)a0 { }
- (enum GE1_5)m1_75:(const char *(*)(void))a0 forarg1:(GClass1_8 *)a1 ofarg2:(GClass1_11 *)a2 arg3:(NSValue *)a3 { }
- (CGRect *)m1_76:(void (^)(NSInteger, ...))a0 { }
- (long long)m1_77 { }
- (float)m1_78:(short int)a0 { }
- (NSRangePointer)m1_79:(NSObject<NSCoding> *)a0 { }
+ (id<NSCopying, NSCoding>)m1_80:(enum GE1_5)a0 ofarg1:(id (^)(void))a1 intoarg2:(char *)a2 usingarg3:(Class)a3 { }
- (GS1_1)m1_81:(int[])a0, ... { }
- (unsigned long)m1_82:(NSArray *)a0 arg1:(id)a1 { }
- (void (^)(NSInteger, ...))m1_83:(void (*)(void))a0 { }
+ (NSDictionary<NSString *, id> *)m1_86:(id (*)(id, SEL))a0 forarg1:(byref GClass1_10 *)a1 { }
@end

@implementation GClass1_9 (Cat1_87)
@dynamic cp1_88;
@dynamic cp1_89;
- (Class)cp1_90 { }
- (void)setCp1_90:(Class)v { }
@dynamic cp1_91;
+ (NSString * _Nullable)cm1_92:(void (^)(void))a0 fromarg1:(NSData **)a1 { }
+ (const char *(*)(void))cm1_93:(GClass1_11 *)a0 atarg1:(id<NSCopying, NSCoding>)a1 { }
- (void)cm1_94:(inout const char **)a0 ofarg1:(NSArray<NSString *> *)a1 { }
@end

@implementation GClass1_10
@dynamic p1_100;
@dynamic p1_101;
@synthesize p1_102 = _p1_102_ivar;
@dynamic p1_105;
@dynamic p1_106;
@synthesize p1_107 = xp1_107_ivar;
+ (instancetype)m1_108:(SEL)a0 forarg1:(id (*)(id, SEL))a1 atarg2:(byref id)a2 { }
+ (NSArray<NSString *> *)m1_109:(NSString *(^)(id))a0 { }
- (uint32_t)m1_110:(bycopy NSDictionary<NSString *, id> *)a0 witharg1:(void (*)(int, ...))a1 forarg2:(NSArray<NSString *> *)a2 forarg3:(char[1])a3 { }
+ (void (^)(NSInteger, ...))m1_111:(CGRect (*)(CGRect, id))a0 andarg1:(void (*)(int, ...))a1 usingarg2:(unsigned long)a2 { }
- (NSArray *)m1_112 { }
+ (GS1_2)m1_113:(signed)a0 { }
- (id<NSCopying, NSCoding>)m1_114:(Class)a0 atarg1:(int (^)(int, NSString *))a1 witharg2:(NSMutableArray<NSNumber *> *)a2 intoarg3:(CGRect (^)(CGRect))a3 { }
- (struct _NSRange)m1_115:(int **)a0 ofarg1:(__kindof NSArray<NSString *> *)a1 witharg2:(unsigned long)a2 forarg3:(unsigned)a3 { }
- (NSURL *)m1_116 { }
- (long unsigned int)m1_117:(CGRect (*)(CGRect, id))a0 { }
+ (CGPoint)m1_118:(NSDictionary<NSString *, id> *)a0 forarg1:(NSArray<NSArray<NSString *> *> *)a1 { }
+ (unsigned long long *)m1_119:(byref GClass1_11 *)a0 { }
@end

@implementation GClass1_10 (Cat1_120)
@dynamic cp1_121;
@dynamic cp1_122;
- (struct CGRect)cm1_123:(ssize_t)a0 intoarg1:(GS1_1 *)a1 { }
@end

@implementation GClass1_11
@synthesize p1_130;
+ (struct CGRect)getP1_131 { }
+ (void)setP1_131:(struct CGRect)v { }
@synthesize p1_134;
@synthesize p1_135;
@synthesize p1_136 = my_p1_136_ivar;
@synthesize p1_148 = my_p1_148_ivar;
- (uintptr_t)m1_137 { }
- (oneway void)m1_138:(NSInteger)a0, ... { }
- (instancetype)m1_139:(struct _NSRange)a0 intoarg1:(__kindof NSArray<NSString *> *)a1 fromarg2:(char * const)a2 { }
+ (NSURL *)m1_140 { }
+ (NSValue *)m1_141:(id (*)(id, SEL))a0 { }
- (void (*)(int, ...))m1_142:(unsigned int)a0 intoarg1:(Class)a1 { }
- (NSMutableString *)m1_143:(CGRect (*)(CGRect, id))a0 { }
+ (NSRange)m1_144:(NSRangePointer)a0 atarg1:(double *)a1 intoarg2:(int (^)(int, NSString *))a2 ofarg3:(CGFloat)a3 { }
- (void (*)(int, ...))m1_145 { }
- (NSArray<NSString *> *)m1_146 { }
- (uint_least8_t)m1_150:(void (**)(int))a0 { }
@end

