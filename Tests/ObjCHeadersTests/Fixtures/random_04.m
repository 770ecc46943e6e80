#import <Foundation/Foundation.h>

@class GClass4_9, GClass4_10, GClass4_11;
@protocol GProto4_8;

typedef union { long long f0 : 58; CGRect *f1; NSInteger f2; } GU4_1;
typedef union GU4_2 { long double f0; long f1; void *f2; __unsafe_unretained id f3; } GU4_2;
struct GS4_3 { _Complex float f0; const char *f1; void *f2; struct GS4_3 *next; };
union GU4_4 { _Complex float f0; float f1; short f2; };
typedef NS_OPTIONS(NSUInteger, GE4_5) { GE4_5O0 = 1 << 0, GE4_5O1 = 1 << 1, GE4_5O2 = 1 << 2 };
typedef NS_ENUM(NSInteger, GE4_6) { GE4_6V0, GE4_6V1 };
enum GE4_7 { GE4_7V0, GE4_7V1, GE4_7V2, GE4_7V3 };

@protocol GProto4_8 <NSObject>
@property (nonatomic, readwrite) struct GS4_3 pp4_12;
@property (nonatomic, weak) CGRect (^pp4_13)(CGRect);
+ (void (^)(void))pm4_14;
+ (oneway void)pm4_15;
- (id<GProto4_8>)pm4_16:(struct CGRect)a0;
@optional
@property int (*pp4_17)(int, double);
@property (retain, readwrite) void (^pp4_18)(NSInteger, ...);
- (signed char)pm4_19:(GClass4_9 *)a0 ofarg1:(GClass4_9 *)a1 atarg2:(NSData **)a2;
- (NSNull *)pm4_20:(struct CGRect)a0;
+ (float)pm4_21;
@required
@property (readonly, getter=getPp4_22) uintptr_t pp4_22;
+ (uint32_t)pm4_23:(GE4_6)a0 andarg1:(union GU4_4 *)a1 fromarg2:(GU4_1 **)a2 usingarg3:(uint_least8_t)a3;
@end

@interface GClass4_9 : NSObject <GProto4_8>
@property (nonatomic) CGSize p4_24;
@property (unsafe_unretained) NSArray<NSString *> *p4_25;
@property NSArray<NSString *> *p4_26;
@property (getter=getP4_27) CGRect (*p4_27)(CGRect, id);
@property (readwrite) long int p4_28;
@property (nullable, getter=getP4_29) long *p4_29;
@property id<GProto4_8> p4_30;
@property void (*p4_31)(int, ...);
- (unsigned long long *)m4_32:(NSArray *)a0 atarg1:(GE4_6)a1;
- (_Bool)m4_33:(void(int))a0;
- (_Complex double)m4_34;
- (instancetype)m4_35:(uint64_t)a0 fromarg1:(long long)a1;
+ (NSSet<NSDate *> *)m4_36:(long *)a0 witharg1:(_Complex float)a1 usingarg2:(void (**)(int))a2 witharg3:(signed)a3;
+ (instancetype)m4_37:(GU4_2 **)a0;
+ (NSNull *)m4_38:(char * const)a0 usingarg1:(NSArray<NSString *> *)a1;
+ (__kindof NSArray<NSString *> *)m4_39:(long *)a0 andarg1:(bycopy NSArray *)a1 atarg2:(int_fast16_t)a2;
- (unsigned short int)m4_40:(CGPoint[4])a0 usingarg1:(CGRect)a1;
- (void)m4_41;
@end

@interface GClass4_10 : NSObject <GProto4_8>
{
    unsigned int iv4_43 : 23;
}
@property (atomic, assign) GE4_5 p4_44;
@property (copy, nonatomic, nonnull) NSMutableString *p4_45;
@property (strong, readonly) GClass4_9 *p4_46;
@property (setter=putP4_47:, class, nonatomic) unsigned short int p4_47;
@property (nonatomic) CGPoint *p4_48;
@property (copy, nonnull, class, readwrite) NSValue *p4_49;
- (void (*)(int, ...))m4_50:(Class)a0;
- (union GU4_4 *)m4_51:(CGRect)a0 forarg1:(long)a1 arg2:(double *)a2;
+ (id (^)(void))m4_52:(id _Nonnull)a0 ofarg1:(id *)a1;
+ (void (*)(int, ...))m4_53;
+ (void)m4_54:(CGSize)a0 atarg1:(NSURL *)a1;
- (CGRect (*)(CGRect, id))m4_55;
@end

@interface GClass4_10 ()
{
    unsigned char iv4_56 : 6;
}
@property (nonatomic) const char *(*p4_57)(void);
- (oneway void)m4_58:(int[6])a0 fromarg1:(NSMutableDictionary *)a1 usingarg2:(void(int))a2 arg3:(BOOL[6])a3;
@end

@interface GClass4_11 : NSObject
{
    unsigned int iv4_60 : 6;
    unsigned short iv4_61 : 14;
    uint16_t iv4_62;
    __unsafe_unretained NSArray<NSNumber *> *iv4_63;
}
@property (setter=putP4_64:, nonatomic, assign) void (**p4_64)(int);
@property (readonly, assign) struct GS4_3 p4_65;
@property (nonnull, nonatomic) NSNumber *p4_66;
@property (getter=getP4_67, readonly) const char *(*p4_67)(void);
@property (nonatomic) void (*p4_68)(int, ...);
@property (assign) const int p4_69;
- (GClass4_11 *)m4_70:(id<NSCopying>)a0;
+ (const CGRect *)m4_71;
- (id<NSCopying>)m4_72:(out const char * const)a0 witharg1:(CGRect (^)(CGRect))a1 witharg2:(char[2])a2;
- (unsigned long long *)m4_73;
- (NSArray<NSString *> *)m4_74;
- (unsigned short int)m4_75:(id<NSCopying, NSCoding>)a0;
@end

@interface GClass4_11 ()
{
    int iv4_76 : 15;
}
@property (class, assign) char **p4_77;
@property (nonnull) double *p4_78;
@property (readonly, strong) id p4_79;
- (struct GS4_3)m4_80:(id)a0;
@end

@interface GClass4_11 (Cat4_81)
@property (readonly) const char **cp4_82;
@property (assign) CGPoint *cp4_83;
@property (copy, readonly, null_unspecified) GClass4_11 *cp4_84;
@property (assign, nonatomic) size_t cp4_85;
@property (unsafe_unretained, class, nonatomic) NSURL *cp4_86;
- (NSURL *)cm4_87:(unsigned int)a0 andarg1:(unsigned int)a1 atarg2:(void(int))a2 fromarg3:(double[4])a3;
- (void (^)(NSInteger, ...))cm4_88:(struct CGRect)a0 forarg1:(float)a1, ...;
+ (instancetype)cm4_89;
@end

@implementation GClass4_9
{
    unsigned char iv4_42 : 3;
}
@dynamic p4_27;
@dynamic p4_29;
@synthesize p4_31 = _p4_31_ivar;
@synthesize pp4_12;
- (unsigned long long *)m4_32:(NSArray *)a0 atarg1:(GE4_6)a1 { }
- (_Bool)m4_33:(void(int))a0 { }
- (_Complex double)m4_34 { }
- (instancetype)m4_35:(uint64_t)a0 fromarg1:(long long)a1 { }
+ (NSSet<NSDate *> *)m4_36:(long *)a0 witharg1:(_Complex float)a1 usingarg2:(void (**)(int))a2 witharg3:(signed)a3 { }
+ (instancetype)m4_37:(GU4_2 **)a0 { }
+ (NSNull *)m4_38:(char * const)a0 usingarg1:(NSArray<NSString *> *)a1 { }
+ (__kindof NSArray<NSString *> *)m4_39:(long *)a0 andarg1:(bycopy NSArray *)a1 atarg2:(int_fast16_t)a2 { }
- (unsigned short int)m4_40:(CGPoint[4])a0 usingarg1:(CGRect)a1 { }
- (void)m4_41 { }
@end

@implementation GClass4_10
{
    BOOL iv4_59 : 1;
}
+ (unsigned short int)p4_47 { }
+ (void)putP4_47:(unsigned short int)v { }
+ (NSValue *)p4_49 { }
+ (void)setP4_49:(NSValue *)v { }
@dynamic p4_57;
- (void (*)(int, ...))m4_50:(Class)a0 { }
- (union GU4_4 *)m4_51:(CGRect)a0 forarg1:(long)a1 arg2:(double *)a2 { }
+ (id (^)(void))m4_52:(id _Nonnull)a0 ofarg1:(id *)a1 { }
+ (void (*)(int, ...))m4_53 { }
+ (void)m4_54:(CGSize)a0 atarg1:(NSURL *)a1 { }
- (CGRect (*)(CGRect, id))m4_55 { }
- (oneway void)m4_58:(int[6])a0 fromarg1:(NSMutableDictionary *)a1 usingarg2:(void(int))a2 arg3:(BOOL[6])a3 { }
@end

@implementation GClass4_11
@synthesize p4_66;
+ (char **)p4_77 { }
+ (void)setP4_77:(char **)v { }
@dynamic p4_78;
@synthesize p4_79 = my_p4_79_ivar;
- (GClass4_11 *)m4_70:(id<NSCopying>)a0 { }
+ (const CGRect *)m4_71 { }
- (id<NSCopying>)m4_72:(out const char * const)a0 witharg1:(CGRect (^)(CGRect))a1 witharg2:(char[2])a2 { }
- (unsigned long long *)m4_73 { }
- (NSArray<NSString *> *)m4_74 { }
- (unsigned short int)m4_75:(id<NSCopying, NSCoding>)a0 { }
- (struct GS4_3)m4_80:(id)a0 { }
@end

@implementation GClass4_11 (Cat4_81)
@dynamic cp4_82;
@dynamic cp4_83;
@dynamic cp4_84;
@dynamic cp4_85;
@dynamic cp4_86;
- (NSURL *)cm4_87:(unsigned int)a0 andarg1:(unsigned int)a1 atarg2:(void(int))a2 fromarg3:(double[4])a3 { }
- (void (^)(NSInteger, ...))cm4_88:(struct CGRect)a0 forarg1:(float)a1, ... { }
+ (instancetype)cm4_89 { }
@end

