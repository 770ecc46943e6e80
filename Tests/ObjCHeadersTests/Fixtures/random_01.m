#import <Foundation/Foundation.h>

@class GClass1_9, GClass1_10, GClass1_11, GClass1_12;
@protocol GProto1_7, GProto1_8;

typedef union GU1_1 { NSInteger f0; } GU1_1;
typedef struct GS1_2 { CGFloat f0; } GS1_2;
struct GS1_3 { CGRect f0; int f1; };
typedef enum : unsigned char { GE1_4V0, GE1_4V1, GE1_4V2 } GE1_4;
enum GE1_5 { GE1_5V0 };
typedef NS_OPTIONS(NSUInteger, GE1_6) { GE1_6O0 = 1 << 0, GE1_6O1 = 1 << 1, GE1_6O2 = 1 << 2 };

NS_ASSUME_NONNULL_BEGIN
@protocol GProto1_7 <NSObject>
@property ssize_t pp1_13;
@property (setter=putPp1_14:, strong) id (^pp1_14)(void);
@property (readonly) Class pp1_15;
+ (void (*)(int, ...))pm1_16:(NSSet<NSDate *> *)a0 andarg1:(char * const)a1, ...;
- (const char **)pm1_17;
@optional
@property (setter=putPp1_18:) long long pp1_18;
@property (nonatomic, readonly) struct _NSRange pp1_19;
@property (atomic) GU1_1 *pp1_20;
- (struct GS1_3)pm1_21:(char **)a0;
- (char * const)pm1_22:(void (^)(BOOL, id))a0 usingarg1:(void (*)(int, ...))a1 witharg2:(GS1_2)a2;
+ (NSRange)pm1_23;
@required
@property (getter=getPp1_24, setter=putPp1_24:) GE1_4 pp1_24;
@property (nonatomic) int (*pp1_25)(int, double);
@property (atomic) GS1_2 **pp1_26;
- (NSString * _Nullable)pm1_27;
- (NSString * _Nullable)pm1_28:(byref NSArray<NSArray<NSString *> *> *)a0;
- (const char *(*)(void))pm1_29:(GS1_2)a0;
@end

@protocol GProto1_8 <NSObject>
@property (readonly) GS1_2 pp1_30;
@property (nonatomic, getter=getPp1_31) GU1_1 pp1_31;
@property (null_unspecified) void (^pp1_32)(void);
- (int)pm1_33:(CGSize)a0 ofarg1:(__int128)a1;
@optional
@property (getter=getPp1_34, nonatomic, nonnull) NSObject *pp1_34;
@property (strong, nullable) Class pp1_35;
+ (unsigned short)pm1_36;
@required
@property (class, getter=getPp1_37) unsigned char pp1_37;
- (Class)pm1_38:(id<NSCopying, NSCoding>)a0;
@end

@interface GClass1_9 : NSObject
@property NSRange p1_39;
@property (nonnull, strong) Class p1_40;
@property uintptr_t p1_41;
@property id p1_42;
@property (nonnull, readwrite, unsafe_unretained) id p1_43;
@property (nonatomic, assign, readonly) short p1_44;
- (void (*)(void))m1_45:(NSString * _Nullable)a0 andarg1:(GS1_2)a1;
+ (id (^)(void))m1_46:(unsigned int)a0;
+ (int (*)(int, double))m1_47:(int (^)(int, NSString *))a0 witharg1:(long double)a1 andarg2:(struct GS1_3 *)a2;
+ (void)m1_48;
- (NSArray<NSString *> *)m1_49:(double[3])a0 atarg1:(in char * const)a1 forarg2:(GClass1_12 *)a2;
+ (GE1_6)m1_50:(void (*)(int, ...))a0 witharg1:(id (^)(void))a1 ofarg2:(bycopy GClass1_11 *)a2;
- (NSNumber *)m1_51:(GU1_1)a0;
@end

@interface GClass1_9 ()
{
    int iv1_52[2];
}
@property (nonatomic) unsigned short int p1_53;
- (GClass1_12 *)m1_54:(const char *)a0 arg1:(id<NSCopying>)a1 intoarg2:(NSSet<NSDate *> *)a2 atarg3:(GClass1_9 *)a3;
@end

@interface GClass1_10 : GClass1_9 <GProto1_7>
{
    id<NSCopying> iv1_55;
    NSMutableArray<NSNumber *> *iv1_56;
    __weak id iv1_57;
    const char **iv1_58;
}
@property (null_unspecified, assign, class) NSObject *p1_59;
@property (atomic, strong) NSObject *p1_60;
@property (nonatomic, strong) NSObject<NSCoding> *p1_61;
@property (nonatomic, strong) NSArray<NSString *> *p1_62;
@property (nonnull, unsafe_unretained) NSMutableArray<NSNumber *> *p1_63;
@property (setter=putP1_64:) _Bool p1_64;
+ (id _Nonnull)m1_65:(int (^)(int, NSString *))a0 usingarg1:(void (*)(void))a1;
- (NSMutableArray<NSNumber *> *)m1_66:(struct GS1_3)a0;
- (void)m1_67:(Class)a0;
- (NSInteger)m1_68:(double)a0 atarg1:(GU1_1)a1 witharg2:(NSString *(^)(id))a2 fromarg3:(byref NSMutableString *)a3;
+ (void (^)(void))m1_69:(BOOL[3])a0;
- (signed char)m1_70:(id (^)(void))a0 atarg1:(in BOOL *)a1 atarg2:(NSArray<NSArray<NSString *> *> *)a2 fromarg3:(Class)a3;
- (NSObject *)m1_71:(void (*)(void))a0 usingarg1:(id (*)(id, SEL))a1 witharg2:(double[2])a2 fromarg3:(NSArray<NSArray<NSString *> *> *)a3;
- (instancetype)m1_72:(__int128)a0 witharg1:(GE1_6)a1 arg2:(int[])a2;
+ (void)m1_73:(NSDictionary<NSString *, NSArray<id> *> *)a0;
+ (NSInteger)m1_74:(struct _NSRange)a0 ofarg1:(Class)a1 witharg2:(id (^)(void))a2 atarg3:(void(int))a3;
- (void)m1_75:(NSRangePointer)a0 atarg1:(int *)a1;
@end

@interface GClass1_10 ()
@property (nonatomic, weak, getter=getP1_76) id (^p1_76)(void);
@property NSString *p1_77;
@property (readonly, assign) NSNull *p1_78;
- (const char *(*)(void))m1_79;
@end

@interface GClass1_11 : GClass1_10 <GProto1_7, GProto1_8>
{
    CGPoint iv1_80[4];
@public
    uint16_t iv1_81;
    long long iv1_82 : 34;
    NSString *iv1_83;
    NSValue *iv1_84;
@private
    int iv1_85 : 13;
}
@property (unsafe_unretained, readwrite) NSDictionary<NSString *, NSArray<id> *> *p1_86;
@property (assign) long long p1_87;
@property (nonatomic) const char *p1_88;
@property (getter=getP1_89, retain, nonatomic) id p1_89;
@property (readonly) void (*p1_90)(int, ...);
@property (readwrite, assign) enum GE1_5 p1_91;
@property long unsigned int p1_92;
@property (readwrite, nonatomic, assign) uint_least8_t p1_93;
- (const char *(*)(void))m1_94:(in const char **)a0;
- (void)m1_95:(const CGRect *)a0 atarg1:(void (*)(void))a1, ...;
+ (instancetype)m1_96:(void (*)(int, ...))a0 atarg1:(signed char)a1;
- (NSObject *)m1_97:(id (*)(id, SEL))a0;
+ (SEL *)m1_98:(NSString *)a0 atarg1:(enum GE1_5)a1;
- (__kindof NSString *)m1_99:(id)a0 witharg1:(Class)a1;
- (void (**)(int))m1_100:(void (*)(int, ...))a0 arg1:(GE1_4)a1 usingarg2:(long double)a2;
@end

@interface GClass1_11 (Cat1_101)
@property (readonly, assign) id (*cp1_102)(id, SEL);
@property (weak, nullable) NSDictionary<NSString *, id> *cp1_103;
@property (strong) Class cp1_104;
+ (unsigned int)cm1_105:(void (**)(int))a0 fromarg1:(__kindof NSString *)a1 usingarg2:(Class)a2 witharg3:(NSObject<NSCoding> *)a3;
@end

@interface GClass1_12 : GClass1_10 <GProto1_7>
@property int **p1_106;
@property (null_unspecified, nonatomic, readonly, getter=getP1_107, strong) void (^p1_107)(NSInteger, ...);
@property (class, nonatomic) id<GProto1_8> p1_108;
@property (readonly, nonatomic) NSString *(^p1_109)(id);
@property (nonatomic, strong, retain, readwrite) NSArray<NSString *> *p1_110;
@property (nonatomic, assign, readwrite) int (*p1_111)(int, double);
@property (nonatomic, setter=putP1_112:, readwrite) CGRect (*p1_112)(CGRect, id);
@property (setter=putP1_113:) struct GS1_3 *p1_113;
@property (nonatomic, readonly, copy) Class p1_114;
@property (atomic, null_unspecified, copy) id (^p1_115)(void);
- (long long)m1_116:(byref __kindof NSString *)a0 intoarg1:(__kindof NSArray<NSString *> *)a1;
+ (void (*)(int, ...))m1_117:(NSData *)a0 witharg1:(GS1_2 *)a1 witharg2:(void (*)(int, ...))a2;
+ (enum GE1_5)m1_118:(NSMutableArray<NSNumber *> *)a0 arg1:(long int)a1 arg2:(void (*)(int, ...))a2;
+ (NSMutableString *)m1_119;
- (void)m1_120:(const CGRect *)a0 intoarg1:(NSNull *)a1 atarg2:(unsigned long)a2 andarg3:(NSObject *)a3;
+ (void (^)(NSInteger, ...))m1_121;
- (__kindof NSString *)m1_122:(BOOL[6])a0;
- (NSValue *)m1_123:(CGRect)a0;
- (void)m1_124:(void (^)(NSInteger, ...))a0 witharg1:(Class)a1;
+ (id<GProto1_8>)m1_125:(__kindof NSArray<NSString *> *)a0 arg1:(unsigned long)a1 intoarg2:(unsigned)a2 arg3:(long)a3;
- (long)m1_126;
@end

@interface GClass1_12 ()
@property (atomic, class) Class p1_127;
@property (nonatomic, nullable, readonly, strong) __kindof NSString *p1_128;
+ (int (*)(int, double))m1_129:(int[1])a0;
@end

NS_ASSUME_NONNULL_END

@implementation GClass1_9
@synthesize p1_39;
@synthesize p1_42;
@synthesize p1_53;
- (void (*)(void))m1_45:(NSString * _Nullable)a0 andarg1:(GS1_2)a1 { }
+ (id (^)(void))m1_46:(unsigned int)a0 { }
+ (int (*)(int, double))m1_47:(int (^)(int, NSString *))a0 witharg1:(long double)a1 andarg2:(struct GS1_3 *)a2 { }
+ (void)m1_48 { }
- (NSArray<NSString *> *)m1_49:(double[3])a0 atarg1:(in char * const)a1 forarg2:(GClass1_12 *)a2 { }
+ (GE1_6)m1_50:(void (*)(int, ...))a0 witharg1:(id (^)(void))a1 ofarg2:(bycopy GClass1_11 *)a2 { }
- (NSNumber *)m1_51:(GU1_1)a0 { }
- (GClass1_12 *)m1_54:(const char *)a0 arg1:(id<NSCopying>)a1 intoarg2:(NSSet<NSDate *> *)a2 atarg3:(GClass1_9 *)a3 { }
@end

@implementation GClass1_10
+ (NSObject *)p1_59 { }
+ (void)setP1_59:(NSObject *)v { }
@dynamic p1_61;
@dynamic p1_76;
@dynamic p1_77;
@synthesize p1_78 = my_p1_78_ivar;
@synthesize pp1_13;
+ (id _Nonnull)m1_65:(int (^)(int, NSString *))a0 usingarg1:(void (*)(void))a1 { }
- (NSMutableArray<NSNumber *> *)m1_66:(struct GS1_3)a0 { }
- (void)m1_67:(Class)a0 { }
- (NSInteger)m1_68:(double)a0 atarg1:(GU1_1)a1 witharg2:(NSString *(^)(id))a2 fromarg3:(byref NSMutableString *)a3 { }
+ (void (^)(void))m1_69:(BOOL[3])a0 { }
- (signed char)m1_70:(id (^)(void))a0 atarg1:(in BOOL *)a1 atarg2:(NSArray<NSArray<NSString *> *> *)a2 fromarg3:(Class)a3 { }
- (NSObject *)m1_71:(void (*)(void))a0 usingarg1:(id (*)(id, SEL))a1 witharg2:(double[2])a2 fromarg3:(NSArray<NSArray<NSString *> *> *)a3 { }
- (instancetype)m1_72:(__int128)a0 witharg1:(GE1_6)a1 arg2:(int[])a2 { }
+ (void)m1_73:(NSDictionary<NSString *, NSArray<id> *> *)a0 { }
+ (NSInteger)m1_74:(struct _NSRange)a0 ofarg1:(Class)a1 witharg2:(id (^)(void))a2 atarg3:(void(int))a3 { }
- (void)m1_75:(NSRangePointer)a0 atarg1:(int *)a1 { }
- (const char *(*)(void))m1_79 { }
@end

@implementation GClass1_11
@synthesize p1_90;
@synthesize p1_91;
@dynamic p1_93;
@synthesize pp1_30;
- (const char *(*)(void))m1_94:(in const char **)a0 { }
- (void)m1_95:(const CGRect *)a0 atarg1:(void (*)(void))a1, ... { }
+ (instancetype)m1_96:(void (*)(int, ...))a0 atarg1:(signed char)a1 { }
- (NSObject *)m1_97:(id (*)(id, SEL))a0 { }
+ (SEL *)m1_98:(NSString *)a0 atarg1:(enum GE1_5)a1 { }
- (__kindof NSString *)m1_99:(id)a0 witharg1:(Class)a1 { }
- (void (**)(int))m1_100:(void (*)(int, ...))a0 arg1:(GE1_4)a1 usingarg2:(long double)a2 { }
@end

@implementation GClass1_11 (Cat1_101)
@dynamic cp1_102;
@dynamic cp1_103;
@dynamic cp1_104;
+ (unsigned int)cm1_105:(void (**)(int))a0 fromarg1:(__kindof NSString *)a1 usingarg2:(Class)a2 witharg3:(NSObject<NSCoding> *)a3 { }
@end

@implementation GClass1_12
@dynamic p1_106;
@dynamic p1_108;
@synthesize p1_109 = _p1_109_ivar;
@synthesize p1_110 = _p1_110_ivar;
@synthesize p1_111 = _p1_111_ivar;
@dynamic p1_114;
@dynamic p1_115;
@dynamic p1_127;
- (long long)m1_116:(byref __kindof NSString *)a0 intoarg1:(__kindof NSArray<NSString *> *)a1 { }
+ (void (*)(int, ...))m1_117:(NSData *)a0 witharg1:(GS1_2 *)a1 witharg2:(void (*)(int, ...))a2 { }
+ (enum GE1_5)m1_118:(NSMutableArray<NSNumber *> *)a0 arg1:(long int)a1 arg2:(void (*)(int, ...))a2 { }
+ (NSMutableString *)m1_119 { }
- (void)m1_120:(const CGRect *)a0 intoarg1:(NSNull *)a1 atarg2:(unsigned long)a2 andarg3:(NSObject *)a3 { }
+ (void (^)(NSInteger, ...))m1_121 { }
- (__kindof NSString *)m1_122:(BOOL[6])a0 { }
- (NSValue *)m1_123:(CGRect)a0 { }
- (void)m1_124:(void (^)(NSInteger, ...))a0 witharg1:(Class)a1 { }
+ (id<GProto1_8>)m1_125:(__kindof NSArray<NSString *> *)a0 arg1:(unsigned long)a1 intoarg2:(unsigned)a2 arg3:(long)a3 { }
- (long)m1_126 { }
+ (int (*)(int, double))m1_129:(int[1])a0 { }
@end

