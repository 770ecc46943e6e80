#import <Foundation/Foundation.h>

@class GClass4_6, GClass4_7, GClass4_8;
@protocol GProto4_5;

typedef union GU4_1 { CGPoint f0[2]; long f1; } GU4_1;
typedef struct { unsigned short f0 : 13; unsigned long long f1 : 30; GU4_1 f2; char f3[3]; } GS4_2;
typedef NS_OPTIONS(NSUInteger, GE4_3) { GE4_3O0 = 1 << 0, GE4_3O1 = 1 << 1, GE4_3O2 = 1 << 2 };
enum GE4_4 { GE4_4V0 };

@protocol GProto4_5 <NSObject>
@property (nonatomic, strong) NSNull *pp4_9;
- (id<NSCopying>)pm4_10:(id (^)(void))a0 fromarg1:(unsigned long long *)a1;
@optional
@property (class) unsigned short int pp4_11;
- (GU4_1)pm4_12:(NSString *)a0;
- (void)pm4_13:(uint16_t)a0 usingarg1:(CGPoint[1])a1 usingarg2:(BOOL *)a2;
@required
@property (readonly) struct _NSRange pp4_14;
@property (assign, readwrite) struct CGRect pp4_15;
@property (retain) NSArray<NSArray<NSString *> *> *pp4_16;
+ (unsigned __int128)pm4_17:(NSDate *)a0 forarg1:(bycopy GClass4_7 *)a1 fromarg2:(__kindof NSString *)a2;
- (instancetype)pm4_18:(__int128)a0;
@end

@interface GClass4_6 : NSObject
@property (setter=putP4_19:, nonatomic) size_t p4_19;
@property (strong, nullable, readwrite) Class p4_20;
@property (assign, nonatomic) id (*p4_21)(id, SEL);
@property (class, nonatomic, assign, setter=putP4_22:) NSValue *p4_22;
@property (nonatomic, assign) BOOL p4_23;
@property (nonatomic, weak) NSDate *p4_24;
@property (null_unspecified, unsafe_unretained) NSValue *p4_25;
@property (copy) void (^p4_26)(void);
- (oneway void)m4_27:(char[4])a0 ofarg1:(BOOL)a1 witharg2:(NSData **)a2 fromarg3:(NSMutableArray<NSNumber *> *)a3;
+ (void)m4_28:(struct _NSRange)a0;
- (Class)m4_29:(void (*)(int, ...))a0 arg1:(NSMutableDictionary *)a1 fromarg2:(unsigned short)a2 fromarg3:(id (*)(id, SEL))a3;
+ (const char *(*)(void))m4_30;
+ (int *)m4_31:(NSArray<NSString *> *)a0 ofarg1:(NSData **)a1;
- (void)m4_32:(GU4_1 **)a0;
- (oneway void)m4_33:(SEL)a0;
+ (CGRect)m4_34:(CGSize)a0 andarg1:(void (^)(NSInteger, ...))a1;
+ (BOOL *)m4_35;
+ (id)m4_36:(void(int))a0 ofarg1:(void (*)(int, ...))a1 forarg2:(CGPoint[1])a2;
@end

@interface GClass4_6 ()
@property (getter=getP4_37, readonly, strong) NSMutableDictionary *p4_37;
- (void)m4_38:(void (*)(void))a0 ofarg1:(CGPoint[3])a1 intoarg2:(CGRect)a2;
@end

@interface GClass4_7 : GClass4_6
{
    unsigned short iv4_40 : 1;
    NSArray<NSArray<NSString *> *> *iv4_41;
@public
    BOOL iv4_42 : 7;
    __unsafe_unretained id<NSCopying> iv4_43;
    GU4_1 **iv4_44;
    unsigned int iv4_45 : 17;
}
@property GS4_2 **p4_46;
@property (readwrite) id _Nonnull p4_47;
@property (assign, getter=getP4_48, null_resettable, nonatomic) Class p4_48;
@property (nonatomic) unsigned long long p4_49;
@property (nonnull, getter=getP4_50) NSString *(^p4_50)(id);
@property (atomic, retain) NSString *p4_51;
@property (nullable, setter=putP4_52:) const CGRect *p4_52;
@property (readonly, strong, atomic) id<NSCopying, NSCoding> p4_53;
@property CGFloat p4_54;
- (NSURL *)m4_55:(int)a0;
- (void)m4_56:(GClass4_7 *)a0;
- (GClass4_8 *)m4_57:(NSRangePointer)a0;
+ (unsigned int)m4_58:(id (^)(void))a0 intoarg1:(int[])a1;
- (ssize_t)m4_59:(const CGRect *)a0;
+ (int **)m4_60;
@end

@interface GClass4_7 ()
@property (retain) NSDate *p4_61;
- (void)m4_62:(out const int *)a0 andarg1:(unsigned long)a1 atarg2:(NSArray<NSString *> *)a2 ofarg3:(void (**)(int))a3;
@end

@interface GClass4_8 : NSObject <GProto4_5>
{
    char iv4_63[5];
    unsigned short iv4_64 : 9;
    GClass4_6 *iv4_65;
@private
    __weak id<NSCopying> iv4_66;
@package
    char * const iv4_67;
    double iv4_68[1];
}
@property (readonly) GS4_2 p4_69;
@property (nonatomic) long long p4_70;
@property (assign, getter=getP4_71, nonatomic) void (**p4_71)(int);
@property (setter=putP4_72:, getter=getP4_72) int p4_72;
@property (nonatomic, assign, setter=putP4_73:) struct _NSRange p4_73;
@property (readonly, getter=getP4_74, strong, null_unspecified) NSData *p4_74;
@property (nonatomic) NSObject<NSCoding> *p4_75;
@property (setter=putP4_76:, getter=getP4_76) id _Nonnull p4_76;
+ (NSArray *)m4_77:(int (^)(int, NSString *))a0;
+ (Class)m4_78:(NSDictionary<NSString *, NSArray<id> *> *)a0 arg1:(long *)a1 forarg2:(NSDictionary<NSString *, NSArray<id> *> *)a2 intoarg3:(NSDate *)a3;
- (CGRect *)m4_79:(unsigned)a0 fromarg1:(NSArray<NSArray<NSString *> *> *)a1;
- (instancetype)m4_80;
- (id (^)(void))m4_81;
- (instancetype)m4_82:(NSMutableDictionary *)a0 ofarg1:(CGFloat)a1;
- (__kindof NSString *)m4_83:(int *)a0 fromarg1:(id _Nonnull)a1 arg2:(NSDictionary<NSString *, NSArray<id> *> *)a2;
+ (void)m4_84:(NSURL *)a0;
- (id (*)(id, SEL))m4_85:(void (*)(int, ...))a0 ofarg1:(double[5])a1 arg2:(NSObject<NSCoding> *)a2 arg3:(NSDictionary<NSString *, NSArray<id> *> *)a3;
- (GClass4_6 *)m4_86:(signed char)a0 forarg1:(void(int))a1 forarg2:(int (*)(int, double))a2 ofarg3:(Class)a3;
- (instancetype)m4_87;
@end

@interface GClass4_8 ()
@property (getter=getP4_88, setter=putP4_88:, atomic) short int p4_88;
+ (instancetype)m4_89:(NSArray *)a0 intoarg1:(NSData *)a1 arg2:(int_fast16_t)a2 fromarg3:(unsigned)a3;
@end

@interface GClass4_8 (Cat4_90)
@property (unsafe_unretained, nonatomic) Class cp4_91;
@property (nonatomic, setter=putCp4_92:) NSRange *cp4_92;
@property int (*cp4_93)(int, double);
- (NSString *)cm4_94:(CGPoint)a0;
@end

@implementation GClass4_6
{
    double iv4_39;
}
@dynamic p4_21;
+ (NSValue *)p4_22 { }
+ (void)putP4_22:(NSValue *)v { }
- (oneway void)m4_27:(char[4])a0 ofarg1:(BOOL)a1 witharg2:(NSData **)a2 fromarg3:(NSMutableArray<NSNumber *> *)a3 { }
+ (void)m4_28:(struct _NSRange)a0 { }
- (Class)m4_29:(void (*)(int, ...))a0 arg1:(NSMutableDictionary *)a1 fromarg2:(unsigned short)a2 fromarg3:(id (*)(id, SEL))a3 { }
+ (const char *(*)(void))m4_30 { }
+ (int *)m4_31:(NSArray<NSString *> *)a0 ofarg1:(NSData **)a1 { }
- (void)m4_32:(GU4_1 **)a0 { }
- (oneway void)m4_33:(SEL)a0 { }
+ (CGRect)m4_34:(CGSize)a0 andarg1:(void (^)(NSInteger, ...))a1 { }
+ (BOOL *)m4_35 { }
+ (id)m4_36:(void(int))a0 ofarg1:(void (*)(int, ...))a1 forarg2:(CGPoint[1])a2 { }
- (void)m4_38:(void (*)(void))a0 ofarg1:(CGPoint[3])a1 intoarg2:(CGRect)a2 { }
@end

@implementation GClass4_7
@synthesize p4_50 = my_p4_50_ivar;
@synthesize p4_52;
@synthesize p4_54 = my_p4_54_ivar;
- (NSURL *)m4_55:(int)a0 { }
- (void)m4_56:(GClass4_7 *)a0 { }
- (GClass4_8 *)m4_57:(NSRangePointer)a0 { }
+ (unsigned int)m4_58:(id (^)(void))a0 intoarg1:(int[])a1 { }
- (ssize_t)m4_59:(const CGRect *)a0 { }
+ (int **)m4_60 { }
- (void)m4_62:(out const int *)a0 andarg1:(unsigned long)a1 atarg2:(NSArray<NSString *> *)a2 ofarg3:(void (**)(int))a3 { }
@end

@implementation GClass4_8
@synthesize p4_70 = my_p4_70_ivar;
@dynamic p4_72;
@synthesize p4_73 = my_p4_73_ivar;
@dynamic p4_75;
@dynamic p4_88;
@synthesize pp4_9;
+ (NSArray *)m4_77:(int (^)(int, NSString *))a0 { }
+ (Class)m4_78:(NSDictionary<NSString *, NSArray<id> *> *)a0 arg1:(long *)a1 forarg2:(NSDictionary<NSString *, NSArray<id> *> *)a2 intoarg3:(NSDate *)a3 { }
- (CGRect *)m4_79:(unsigned)a0 fromarg1:(NSArray<NSArray<NSString *> *> *)a1 { }
- (instancetype)m4_80 { }
- (id (^)(void))m4_81 { }
- (instancetype)m4_82:(NSMutableDictionary *)a0 ofarg1:(CGFloat)a1 { }
- (__kindof NSString *)m4_83:(int *)a0 fromarg1:(id _Nonnull)a1 arg2:(NSDictionary<NSString *, NSArray<id> *> *)a2 { }
+ (void)m4_84:(NSURL *)a0 { }
- (id (*)(id, SEL))m4_85:(void (*)(int, ...))a0 ofarg1:(double[5])a1 arg2:(NSObject<NSCoding> *)a2 arg3:(NSDictionary<NSString *, NSArray<id> *> *)a3 { }
- (GClass4_6 *)m4_86:(signed char)a0 forarg1:(void(int))a1 forarg2:(int (*)(int, double))a2 ofarg3:(Class)a3 { }
- (instancetype)m4_87 { }
+ (instancetype)m4_89:(NSArray *)a0 intoarg1:(NSData *)a1 arg2:(int_fast16_t)a2 fromarg3:(unsigned)a3 { }
@end

@implementation GClass4_8 (Cat4_90)
@dynamic cp4_91;
- (NSRange *)cp4_92 { }
- (void)putCp4_92:(NSRange *)v { }
@dynamic cp4_93;
- (NSString *)cm4_94:(CGPoint)a0 { }
@end

