#import <Foundation/Foundation.h>

@class GClass5_10, GClass5_11, GClass5_12;
@protocol GProto5_8, GProto5_9;

typedef struct { char f0[2]; unsigned char f1; __int128 f2; CGPoint f3[1]; char f4 : 2; void *f5; } GS5_1;
typedef union GU5_2 { char f0[4]; GS5_1 f1; SEL f2; } GU5_2;
typedef struct { _Bool f0; NSInteger f1; _Complex float f2; __unsafe_unretained id f3; CGSize f4[2]; } GS5_3;
typedef struct { __int128 f0; _Complex float f1; union { unsigned long long f0 : 55; long f1; unsigned char f2 : 7; double *f3; void *f4; unsigned char f5; } f2; long f3; } GS5_4;
typedef NS_ENUM(NSInteger, GE5_5) { GE5_5V0, GE5_5V1, GE5_5V2 = 32, GE5_5V3 = 36 };
typedef enum : unsigned char { GE5_6V0 = 16 } GE5_6;
typedef NS_ENUM(short, GE5_7) { GE5_7V0, GE5_7V1, GE5_7V2, GE5_7V3 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto5_8 <NSObject>
@property (null_unspecified, setter=putPp5_13:) id<GProto5_9> pp5_13;
@property int64_t pp5_14;
@property (atomic) GE5_6 pp5_15;
- (instancetype)pm5_16:(BOOL)a0 fromarg1:(unsigned int)a1, ...;
@optional
@property (class, nonatomic) NSInteger pp5_17;
- (GU5_2 *)pm5_18:(GClass5_10 *)a0 andarg1:(CGRect)a1 andarg2:(GE5_5)a2, ...;
- (__kindof NSArray<NSString *> *)pm5_19:(struct _NSRange)a0;
+ (instancetype)pm5_20;
@required
@property (nonatomic, strong, retain, setter=putPp5_21:) id pp5_21;
+ (GU5_2 **)pm5_22:(GS5_1 *)a0 usingarg1:(NSString *)a1;
- (void)pm5_23:(NSArray<NSString *> *)a0 ofarg1:(short int)a1 atarg2:(GS5_1 **)a2;
- (uint8_t)pm5_24;
@end

@protocol GProto5_9 <NSObject>
@property (retain, nonatomic) NSArray<NSString *> *pp5_25;
@property (readonly, assign) GU5_2 **pp5_26;
@property (readonly, null_unspecified) uint8_t *pp5_27;
- (NSArray<NSArray<NSString *> *> *)pm5_28:(NSArray<NSArray<NSString *> *> *)a0;
+ (const char *)pm5_29:(void(int))a0 andarg1:(long double)a1 atarg2:(GE5_7)a2 andarg3:(NSNumber *)a3;
@optional
@property (readonly, null_unspecified, assign, nonatomic) NSMutableString *pp5_30;
+ (GE5_5)pm5_31:(out int **)a0 intoarg1:(GE5_6)a1;
@required
@property (nonnull) const char * const pp5_32;
@property (atomic, setter=putPp5_33:, getter=getPp5_33) unsigned pp5_33;
- (GS5_1 **)pm5_34:(void (**)(int))a0;
- (void (*)(int, ...))pm5_35:(NSArray<NSArray<NSString *> *> *)a0 witharg1:(NSObject *)a1 intoarg2:(GS5_1)a2 ofarg3:(int[])a3;
@end

@interface GClass5_10 : NSObject
{
    int64_t iv5_36;
    double iv5_37[1];
    Class iv5_38;
    unsigned char iv5_39;
    long *iv5_40;
@package
    NSDictionary<NSString *, NSArray<id> *> *iv5_41;
}
@property (assign, class, getter=getP5_42) GE5_6 p5_42;
@property (getter=getP5_43, assign, atomic) const char *(*p5_43)(void);
@property (nonatomic, assign) __kindof NSString *p5_44;
@property ssize_t p5_45;
@property GU5_2 p5_46;
@property (readwrite, null_unspecified, getter=getP5_47) id<NSCopying, NSCoding> p5_47;
@property (getter=getP5_48, atomic, class, retain) id<GProto5_9> p5_48;
@property (readonly) unsigned p5_49;
@property (readonly, class, getter=getP5_50, nonatomic) void (*p5_50)(void);
@property (setter=putP5_51:, atomic, null_unspecified) const void *p5_51;
@property (retain, getter=getP5_52) int (^p5_52)(int, NSString *);
@property (nonnull, assign) Class p5_53;
- (NSURL *)m5_54;
- (NSObject *)m5_55:(NSData **)a0;
- (NSString *(^)(id))m5_56;
- (id<GProto5_8>)m5_57:(struct CGRect)a0 forarg1:(GE5_7)a1 witharg2:(GE5_6)a2 arg3:(NSRange)a3;
+ (_Complex double)m5_58:(byref NSSet<NSDate *> *)a0 arg1:(NSMutableArray<NSNumber *> *)a1, ...;
- (Class)m5_59:(GE5_6)a0 ofarg1:(byref NSValue *)a1;
@end

@interface GClass5_11 : GClass5_10 <GProto5_9>
{
@private
    long long iv5_60 : 12;
    unsigned char iv5_61 : 5;
    long long iv5_62 : 59;
    const char **iv5_63;
}
@property (null_unspecified, assign) char * const p5_64;
@property (assign, setter=putP5_65:, getter=getP5_65) CGPoint p5_65;
@property (readonly, getter=getP5_66) unsigned p5_66;
@property (readwrite, strong) Class p5_67;
@property (readonly, assign, atomic) CGRect (*p5_68)(CGRect, id);
@property (getter=getP5_69, nonatomic, readwrite, class) BOOL *p5_69;
@property (assign) void (**p5_70)(int);
@property (atomic, assign, readonly) CGPoint p5_71;
@property (nonatomic, getter=getP5_72) NSInteger p5_72;
@property (setter=putP5_73:, getter=getP5_73) int_fast16_t p5_73;
@property (nonatomic, setter=putP5_74:) GClass5_12 *p5_74;
- (NSInteger)m5_75;
+ (size_t)m5_76;
- (void (^)(NSInteger, ...))m5_77:(CGPoint)a0 fromarg1:(__kindof NSString *)a1;
- (unsigned long long)m5_78;
- (oneway void)m5_79:(long double)a0;
- (void)m5_80:(unsigned short)a0 witharg1:(void (*)(void))a1 andarg2:(void (**)(int))a2 usingarg3:(NSMutableString *)a3;
+ (ssize_t)m5_81:(id (^)(void))a0 arg1:(id<GProto5_8>)a1 ofarg2:(int)a2 usingarg3:(NSData **)a3;
- (unsigned)m5_82:(Class)a0 arg1:(void(int))a1;
+ (BOOL *)m5_83:(in GS5_1 *)a0 witharg1:(GClass5_12 *)a1;
+ (instancetype)m5_84:(void(int))a0 intoarg1:(int[])a1;
+ (void (**)(int))m5_85:(id)a0, ...;
@end

@interface GClass5_11 ()
{
    __strong id<NSCopying> iv5_86;
}
@property (nonatomic) long p5_87;
@property (strong, atomic, retain) id<GProto5_9> p5_88;
+ (unsigned long)m5_89:(unsigned long)a0 intoarg1:(void (*)(void))a1;
@end

@interface GClass5_12 : NSObject <GProto5_8, GProto5_9>
{
    unsigned char iv5_90 : 7;
    void (^iv5_91)(BOOL, id);
}
@property id<GProto5_9> p5_92;
@property (nullable, nonatomic, assign, readonly) Class p5_93;
@property (getter=getP5_94) uint8_t p5_94;
@property unsigned short int p5_95;
@property (assign) _Bool p5_96;
@property (retain, nonatomic, nonnull) id p5_97;
@property (copy, null_resettable) GClass5_12 *p5_98;
@property (assign) unsigned int p5_99;
@property (nonatomic) NSString *p5_100;
@property (atomic) id (*p5_101)(id, SEL);
@property (copy, readonly, nonatomic) NSMutableString *p5_102;
@property (null_unspecified, setter=putP5_103:) CGRect *p5_103;
- (Class)m5_104:(in NSString **)a0 andarg1:(void(int))a1 usingarg2:(__kindof NSArray<NSString *> *)a2 andarg3:(id)a3;
+ (void)m5_105:(NSRangePointer)a0;
+ (const void *)m5_106:(struct CGRect)a0;
- (__int128)m5_107;
- (ssize_t)m5_108;
- (int (^)(int, NSString *))m5_109;
@end

NS_ASSUME_NONNULL_END

@implementation GClass5_10
@dynamic p5_42;
@synthesize p5_43;
@synthesize p5_44 = xp5_44_ivar;
@dynamic p5_46;
@dynamic p5_48;
+ (void (*)(void))getP5_50 { }
@dynamic p5_52;
@synthesize p5_53 = _p5_53_ivar;
- (NSURL *)m5_54 { }
- (NSObject *)m5_55:(NSData **)a0 { }
- (NSString *(^)(id))m5_56 { }
- (id<GProto5_8>)m5_57:(struct CGRect)a0 forarg1:(GE5_7)a1 witharg2:(GE5_6)a2 arg3:(NSRange)a3 { }
+ (_Complex double)m5_58:(byref NSSet<NSDate *> *)a0 arg1:(NSMutableArray<NSNumber *> *)a1, ... { }
- (Class)m5_59:(GE5_6)a0 ofarg1:(byref NSValue *)a1 { }
@end

@implementation GClass5_11
@dynamic p5_64;
@synthesize p5_66;
@synthesize p5_68 = my_p5_68_ivar;
+ (BOOL *)getP5_69 { }
+ (void)setP5_69:(BOOL *)v { }
@synthesize p5_70;
@synthesize p5_71 = xp5_71_ivar;
@synthesize p5_87 = _p5_87_ivar;
@synthesize pp5_25;
- (NSInteger)m5_75 { }
+ (size_t)m5_76 { }
- (void (^)(NSInteger, ...))m5_77:(CGPoint)a0 fromarg1:(__kindof NSString *)a1 { }
- (unsigned long long)m5_78 { }
- (oneway void)m5_79:(long double)a0 { }
- (void)m5_80:(unsigned short)a0 witharg1:(void (*)(void))a1 andarg2:(void (**)(int))a2 usingarg3:(NSMutableString *)a3 { }
+ (ssize_t)m5_81:(id (^)(void))a0 arg1:(id<GProto5_8>)a1 ofarg2:(int)a2 usingarg3:(NSData **)a3 { }
- (unsigned)m5_82:(Class)a0 arg1:(void(int))a1 { }
+ (BOOL *)m5_83:(in GS5_1 *)a0 witharg1:(GClass5_12 *)a1 { }
+ (instancetype)m5_84:(void(int))a0 intoarg1:(int[])a1 { }
+ (void (**)(int))m5_85:(id)a0, ... { }
+ (unsigned long)m5_89:(unsigned long)a0 intoarg1:(void (*)(void))a1 { }
@end

@implementation GClass5_12
@synthesize p5_98;
@synthesize p5_100;
@dynamic p5_103;
- (Class)m5_104:(in NSString **)a0 andarg1:(void(int))a1 usingarg2:(__kindof NSArray<NSString *> *)a2 andarg3:(id)a3 { }
+ (void)m5_105:(NSRangePointer)a0 { }
+ (const void *)m5_106:(struct CGRect)a0 { }
- (__int128)m5_107 { }
- (ssize_t)m5_108 { }
- (int (^)(int, NSString *))m5_109 { }
@end

