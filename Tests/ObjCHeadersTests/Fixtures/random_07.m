#import <Foundation/Foundation.h>

@class GClass7_6, GClass7_7, GClass7_8;
@protocol GProto7_5;

struct GS7_1 { struct { long f0; long long : 42; } f0; long f1; double f2; CGSize f3; CGSize f4; struct GS7_1 *next; };
union GU7_2 { int *f0; int f1 : 7; NSInteger f2; };
typedef NS_OPTIONS(NSUInteger, GE7_3) { GE7_3O0 = 1 << 0, GE7_3O1 = 1 << 1, GE7_3O2 = 1 << 2 };
enum GE7_4 { GE7_4V0, GE7_4V1, GE7_4V2 };

@protocol GProto7_5 <NSObject>
@property (setter=putPp7_9:) uint16_t pp7_9;
- (int (^)(int, NSString *))pm7_10:(CGPoint *)a0;
@optional
@property (atomic) CGPoint pp7_11;
@property (nullable, getter=getPp7_12) double *pp7_12;
@property (nonatomic) id (*pp7_13)(id, SEL);
+ (unsigned long)pm7_14:(bycopy __kindof NSString *)a0 ofarg1:(const char **)a1 atarg2:(NSString **)a2 atarg3:(enum GE7_4)a3;
@required
@property (nonatomic, assign, readonly) NSArray *pp7_15;
@property (nonatomic, getter=getPp7_16) NSURL *pp7_16;
@property NSData *pp7_17;
- (id _Nonnull)pm7_18:(uint8_t)a0 andarg1:(bycopy NSData *)a1;
+ (char * const)pm7_19;
- (NSMutableString *)pm7_20:(void (**)(int))a0;
@end

@interface GClass7_6 : NSObject <GProto7_5>
{
    void (^iv7_21)(BOOL, id);
    uint_least8_t iv7_22;
}
@property (class, retain) NSObject *p7_23;
@property (readonly) NSString *p7_24;
@property (nonatomic, strong, readwrite) __kindof NSString *p7_25;
@property (null_unspecified, nonatomic, strong, setter=putP7_26:) __kindof NSString *p7_26;
@property (assign, getter=getP7_27) uintptr_t p7_27;
@property (getter=getP7_28, null_unspecified, nonatomic) const char *p7_28;
@property (atomic, readonly) struct GS7_1 p7_29;
@property (nonatomic, unsafe_unretained, setter=putP7_30:) NSArray<NSString *> *p7_30;
@property (getter=getP7_31, nonatomic) CGSize p7_31;
@property (readonly, assign, getter=getP7_32) Class p7_32;
- (instancetype)m7_33;
+ (instancetype)m7_34:(CGFloat)a0;
- (oneway void)m7_35:(id (^)(void))a0;
- (SEL)m7_36;
+ (BOOL *)m7_37:(Class)a0 ofarg1:(CGRect)a1;
+ (void)m7_38:(int[5])a0 ofarg1:(int (^)(int, NSString *))a1;
- (size_t)m7_39:(const void *)a0 andarg1:(unsigned long long *)a1;
- (NSArray *)m7_40:(NSDictionary<NSString *, NSArray<id> *> *)a0 ofarg1:(BOOL)a1 fromarg2:(GClass7_7 *)a2 andarg3:(GClass7_6 *)a3;
+ (CGPoint)m7_41:(int16_t)a0 arg1:(byref NSDate *)a1;
+ (NSNull *)m7_42:(int[])a0 usingarg1:(NSNumber *)a1 witharg2:(_Bool)a2 fromarg3:(enum GE7_4)a3;
- (SEL *)m7_43:(const CGRect *)a0;
@end

@interface GClass7_7 : NSObject <GProto7_5>
{
@private
    float iv7_44;
    BOOL iv7_45;
    void *iv7_46;
    unsigned long long *iv7_47;
@protected
    unsigned int iv7_48 : 10;
@protected
    unsigned char iv7_49 : 1;
}
@property (readonly, assign, nonatomic) int64_t p7_50;
@property (class) CGSize p7_51;
@property (readonly, null_unspecified, nonatomic) void (^p7_52)(void);
@property (setter=putP7_53:) NSRangePointer p7_53;
@property (getter=getP7_54) SEL p7_54;
@property (setter=putP7_55:, retain, nonatomic) CGRect (^p7_55)(CGRect);
@property (atomic, readonly) signed p7_56;
- (NSNumber *)m7_57:(CGRect *)a0 arg1:(int (^)(int, NSString *))a1;
- (NSData *)m7_58:(int (*)(int, double))a0 forarg1:(NSString * _Nullable)a1;
+ (void)m7_59:(size_t)a0;
- (NSData *)m7_60;
- (void (*)(int, ...))m7_61:(NSMutableArray<NSNumber *> *)a0 arg1:(long double)a1;
- (instancetype)m7_62;
+ (void)m7_63:(struct CGRect)a0 fromarg1:(id)a1 fromarg2:(_Complex double)a2 andarg3:(id (^)(void))a3;
+ (CGSize)m7_64:(__kindof NSString *)a0 intoarg1:(NSDate *)a1 usingarg2:(const char *)a2 ofarg3:(char * const)a3;
- (GE7_3)m7_65;
- (Class)m7_66:(void (*)(int, ...))a0, ...;
- (enum GE7_4)m7_67:(CGRect (^)(CGRect))a0;
+ (instancetype)m7_68:(CGRect (*)(CGRect, id))a0 usingarg1:(SEL *)a1;
@end

@interface GClass7_7 ()
{
    void (**iv7_69)(int);
}
@property (readwrite, setter=putP7_70:) int (*p7_70)(int, double);
- (void)m7_71:(const char *[])a0 witharg1:(void (**)(int))a1;
@end

@interface GClass7_7 (Cat7_72)
@property (readonly, assign) enum GE7_4 cp7_73;
@property (null_unspecified) Class cp7_74;
@property (unsafe_unretained) NSMutableArray<NSNumber *> *cp7_75;
@property (setter=putCp7_76:, getter=getCp7_76, nonatomic) struct GS7_1 cp7_76;
@property (readwrite) union GU7_2 *cp7_77;
- (CGRect)cm7_78:(unsigned long long *)a0 ofarg1:(NSNull *)a1 andarg2:(id (*)(id, SEL))a2 witharg3:(struct GS7_1 *)a3;
+ (CGFloat)cm7_79:(byref id)a0 intoarg1:(NSObject *)a1 usingarg2:(NSObject *)a2 forarg3:(int8_t)a3;
- (Class)cm7_80;
- (BOOL)cm7_81:(void (^)(NSInteger, ...))a0 forarg1:(CGRect (*)(CGRect, id))a1;
@end

@interface GClass7_8 : NSObject
{
    intptr_t iv7_82;
}
@property (readonly) NSURL *p7_83;
@property (strong, nonnull) NSArray *p7_84;
@property (nonatomic, setter=putP7_85:) long int p7_85;
@property (assign, readonly, atomic) unsigned long long p7_86;
@property (getter=getP7_87, assign) int (*p7_87)(int, double);
@property (weak, nonatomic) NSArray *p7_88;
@property (unsafe_unretained) GClass7_6 *p7_89;
@property (strong, atomic) NSString * _Nullable p7_90;
@property (nonatomic, assign, readwrite, getter=getP7_91) const char **p7_91;
@property (assign, readonly, nullable, nonatomic) CGRect *p7_92;
- (unsigned long)m7_93:(union GU7_2)a0 ofarg1:(BOOL[1])a1 arg2:(int[4])a2;
- (GClass7_6 *)m7_94:(BOOL[4])a0 witharg1:(Class)a1;
- (void *)m7_95:(NSObject *)a0 ofarg1:(NSRangePointer)a1 witharg2:(NSRangePointer)a2 witharg3:(char[6])a3;
- (int (*)(int, double))m7_96:(Class)a0 forarg1:(NSArray<NSString *> *)a1 ofarg2:(Class)a2 atarg3:(NSArray<NSArray<NSString *> *> *)a3;
- (void)m7_97:(long int)a0 atarg1:(const int *)a1 ofarg2:(enum GE7_4)a2 forarg3:(NSTimeInterval)a3;
- (id (^)(void))m7_98;
- (CGRect)m7_99;
@end

@interface GClass7_8 (Cat7_101)
@property (nonatomic, getter=getCp7_102, weak, readwrite) NSString * _Nullable cp7_102;
@property (nonatomic) int (*cp7_103)(int, double);
@property (null_resettable, assign) Class cp7_104;
@property (readonly, nonatomic) CGSize cp7_105;
- (struct _NSRange)cm7_106:(CGRect)a0;
@end

@implementation GClass7_6
+ (NSObject *)p7_23 { }
+ (void)setP7_23:(NSObject *)v { }
@dynamic p7_28;
@dynamic p7_29;
@dynamic p7_30;
@synthesize p7_31 = _p7_31_ivar;
@synthesize p7_32 = _p7_32_ivar;
@synthesize pp7_9;
- (instancetype)m7_33 { }
+ (instancetype)m7_34:(CGFloat)a0 { }
- (oneway void)m7_35:(id (^)(void))a0 { }
- (SEL)m7_36 { }
+ (BOOL *)m7_37:(Class)a0 ofarg1:(CGRect)a1 { }
+ (void)m7_38:(int[5])a0 ofarg1:(int (^)(int, NSString *))a1 { }
- (size_t)m7_39:(const void *)a0 andarg1:(unsigned long long *)a1 { }
- (NSArray *)m7_40:(NSDictionary<NSString *, NSArray<id> *> *)a0 ofarg1:(BOOL)a1 fromarg2:(GClass7_7 *)a2 andarg3:(GClass7_6 *)a3 { }
+ (CGPoint)m7_41:(int16_t)a0 arg1:(byref NSDate *)a1 { }
+ (NSNull *)m7_42:(int[])a0 usingarg1:(NSNumber *)a1 witharg2:(_Bool)a2 fromarg3:(enum GE7_4)a3 { }
- (SEL *)m7_43:(const CGRect *)a0 { }
@end

@implementation GClass7_7
@dynamic p7_50;
@dynamic p7_51;
@synthesize p7_52;
@dynamic p7_53;
@dynamic p7_54;
- (NSNumber *)m7_57:(CGRect *)a0 arg1:(int (^)(int, NSString *))a1 { }
- (NSData *)m7_58:(int (*)(int, double))a0 forarg1:(NSString * _Nullable)a1 { }
+ (void)m7_59:(size_t)a0 { }
- (NSData *)m7_60 { }
- (void (*)(int, ...))m7_61:(NSMutableArray<NSNumber *> *)a0 arg1:(long double)a1 { }
- (instancetype)m7_62 { }
+ (void)m7_63:(struct CGRect)a0 fromarg1:(id)a1 fromarg2:(_Complex double)a2 andarg3:(id (^)(void))a3 { }
+ (CGSize)m7_64:(__kindof NSString *)a0 intoarg1:(NSDate *)a1 usingarg2:(const char *)a2 ofarg3:(char * const)a3 { }
- (GE7_3)m7_65 { }
- (Class)m7_66:(void (*)(int, ...))a0, ... { }
- (enum GE7_4)m7_67:(CGRect (^)(CGRect))a0 { }
+ (instancetype)m7_68:(CGRect (*)(CGRect, id))a0 usingarg1:(SEL *)a1 { }
- (void)m7_71:(const char *[])a0 witharg1:(void (**)(int))a1 { }
@end

@implementation GClass7_7 (Cat7_72)
- (enum GE7_4)cp7_73 { }
@dynamic cp7_74;
@dynamic cp7_75;
- (struct GS7_1)getCp7_76 { }
- (void)putCp7_76:(struct GS7_1)v { }
@dynamic cp7_77;
- (CGRect)cm7_78:(unsigned long long *)a0 ofarg1:(NSNull *)a1 andarg2:(id (*)(id, SEL))a2 witharg3:(struct GS7_1 *)a3 { }
+ (CGFloat)cm7_79:(byref id)a0 intoarg1:(NSObject *)a1 usingarg2:(NSObject *)a2 forarg3:(int8_t)a3 { }
- (Class)cm7_80 { }
- (BOOL)cm7_81:(void (^)(NSInteger, ...))a0 forarg1:(CGRect (*)(CGRect, id))a1 { }
@end

@implementation GClass7_8
{
    NSString * _Nullable iv7_100;
}
@synthesize p7_86;
@dynamic p7_90;
@dynamic p7_92;
- (unsigned long)m7_93:(union GU7_2)a0 ofarg1:(BOOL[1])a1 arg2:(int[4])a2 { }
- (GClass7_6 *)m7_94:(BOOL[4])a0 witharg1:(Class)a1 { }
- (void *)m7_95:(NSObject *)a0 ofarg1:(NSRangePointer)a1 witharg2:(NSRangePointer)a2 witharg3:(char[6])a3 { }
- (int (*)(int, double))m7_96:(Class)a0 forarg1:(NSArray<NSString *> *)a1 ofarg2:(Class)a2 atarg3:(NSArray<NSArray<NSString *> *> *)a3 { }
- (void)m7_97:(long int)a0 atarg1:(const int *)a1 ofarg2:(enum GE7_4)a2 forarg3:(NSTimeInterval)a3 { }
- (id (^)(void))m7_98 { }
- (CGRect)m7_99 { }
@end

@implementation GClass7_8 (Cat7_101)
- (NSString * _Nullable)getCp7_102 { }
- (void)setCp7_102:(NSString * _Nullable)v { }
@dynamic cp7_103;
- (Class)cp7_104 { }
- (void)setCp7_104:(Class)v { }
@dynamic cp7_105;
- (struct _NSRange)cm7_106:(CGRect)a0 { }
@end

