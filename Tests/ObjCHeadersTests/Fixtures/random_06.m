#import <Foundation/Foundation.h>

@class GClass6_9, GClass6_10, GClass6_11;
@protocol GProto6_7, GProto6_8;

typedef union GU6_1 { char f0 : 4; } GU6_1;
typedef struct { unsigned long long f0 : 45; } GS6_2;
typedef union GU6_3 { int f0; BOOL f1[3]; long f2; double f3; CGRect *f4; } GU6_3;
typedef struct { uint16_t f0[1]; char f1; } GS6_4;
typedef NS_OPTIONS(NSUInteger, GE6_5) { GE6_5O0 = 1 << 0, GE6_5O1 = 1 << 1, GE6_5O2 = 1 << 2 };
typedef enum : unsigned char { GE6_6V0, GE6_6V1 = 14 } GE6_6;

NS_ASSUME_NONNULL_BEGIN
@protocol GProto6_7 <NSObject>
@property (getter=getPp6_12, weak, readonly) NSNull *pp6_12;
@property (assign, nonatomic) void (**pp6_13)(int);
@property (getter=getPp6_14, assign) unsigned long long *pp6_14;
+ (instancetype)pm6_15:(CGRect (*)(CGRect, id))a0 forarg1:(NSArray<NSString *> *)a1;
- (NSNumber *)pm6_16:(GE6_5)a0 fromarg1:(byref NSValue *)a1 andarg2:(uintptr_t)a2 intoarg3:(Class)a3;
@optional
@property (nonatomic, assign) uint64_t pp6_17;
@property (atomic, readonly, retain) void (^pp6_18)(void);
@property (nonatomic, readonly) SEL *pp6_19;
+ (const char * const)pm6_20:(int)a0;
@required
@property (assign, readwrite) int **pp6_21;
@property (nonatomic, readwrite) CGFloat pp6_22;
- (void (*)(int, ...))pm6_23:(char[1])a0;
@end

@protocol GProto6_8 <NSObject>
@property (setter=putPp6_24:, readwrite, getter=getPp6_24) char **pp6_24;
- (NSInteger)pm6_25:(signed)a0;
- (id (*)(id, SEL))pm6_26:(NSDictionary<NSString *, id> *)a0 forarg1:(Class)a1 arg2:(long long)a2 witharg3:(id (*)(id, SEL))a3;
- (GU6_1 *)pm6_27:(__kindof NSString *)a0 forarg1:(char *)a1 forarg2:(struct _NSRange)a2;
@optional
@property SEL *pp6_28;
@property (getter=getPp6_29, setter=putPp6_29:, nonatomic) GS6_4 pp6_29;
@property (assign) NSArray<NSArray<NSString *> *> *pp6_30;
+ (void)pm6_31:(bycopy GClass6_10 *)a0;
+ (CGRect (*)(CGRect, id))pm6_32:(bycopy NSObject *)a0 witharg1:(unsigned __int128)a1;
- (id _Nonnull)pm6_33:(uint8_t)a0 andarg1:(bycopy NSData *)a1;
@required
@property (setter=putPp6_34:) void (**pp6_34)(int);
@property (setter=putPp6_35:, strong, getter=getPp6_35, null_unspecified) NSObject<NSCoding> *pp6_35;
- (CGRect (*)(CGRect, id))pm6_36:(id)a0 usingarg1:(GS6_4 *)a1 ofarg2:(CGPoint[1])a2;
- (short int)pm6_37;
@end

@interface GClass6_9 : NSObject <GProto6_7>
{
@protected
    NSMutableDictionary *iv6_38;
    NSRange iv6_39;
    unsigned short iv6_40 : 5;
    int iv6_41 : 13;
@protected
    NSNumber *iv6_42;
}
@property (readonly, nonatomic) void (**p6_43)(int);
@property (getter=getP6_44, null_unspecified, nonatomic) const char *p6_44;
@property (atomic, readonly) GU6_1 p6_45;
@property (nonatomic, unsafe_unretained, setter=putP6_46:) NSArray<NSString *> *p6_46;
@property (assign, readonly) GS6_4 p6_47;
@property (assign, nonatomic) unsigned short p6_48;
@property (getter=getP6_49, assign, nonatomic) void (^p6_49)(NSInteger, ...);
@property (atomic) char *p6_50;
@property (nonatomic, nonnull, assign, getter=getP6_51, class) NSObject *p6_51;
- (BOOL *)m6_52:(Class)a0 ofarg1:(CGRect)a1;
+ (void)m6_53:(int[5])a0 ofarg1:(int (^)(int, NSString *))a1;
- (size_t)m6_54:(const void *)a0 andarg1:(unsigned long long *)a1;
- (NSArray *)m6_55:(bycopy NSDictionary<NSString *, NSArray<id> *> *)a0 ofarg1:(BOOL)a1 fromarg2:(GClass6_10 *)a2 andarg3:(id<GProto6_8>)a3;
- (instancetype)m6_56;
- (NSValue *)m6_57;
+ (long *)m6_58;
@end

@interface GClass6_10 : GClass6_9 <GProto6_7, GProto6_8>
@property (assign, setter=putP6_59:, nonatomic, nonnull) void (^p6_59)(NSInteger, ...);
@property (setter=putP6_60:, assign) GS6_2 **p6_60;
@property (atomic, readonly) GS6_4 p6_61;
@property (nonnull, readonly, nonatomic) int (^p6_62)(int, NSString *);
@property (atomic) struct CGRect p6_63;
@property (nonatomic, retain) id<GProto6_8> p6_64;
@property (nonatomic, class, readwrite, getter=getP6_65) NSArray<NSString *> *p6_65;
@property (strong, nonatomic, getter=getP6_66) NSURL *p6_66;
@property (readonly, null_unspecified, nonatomic) void (^p6_67)(void);
@property (setter=putP6_68:) NSRangePointer p6_68;
@property (getter=getP6_69) SEL p6_69;
@property (setter=putP6_70:, retain, nonatomic) CGRect (^p6_70)(CGRect);
- (NSNull *)m6_71:(struct _NSRange)a0;
+ (GE6_5)m6_72:(char[6])a0 andarg1:(char[6])a1 andarg2:(char *)a2 fromarg3:(NSSet<NSDate *> *)a3;
- (unsigned short int)m6_73;
- (void)m6_74:(struct CGRect)a0 ofarg1:(struct CGRect)a1 intoarg2:(id (^)(void))a2 intoarg3:(CGRect (*)(CGRect, id))a3;
- (id _Nonnull)m6_75;
- (long *)m6_76:(void (^)(void))a0 usingarg1:(struct CGRect)a1;
@end

@interface GClass6_10 ()
@property (getter=getP6_77, readonly, assign, atomic) struct _NSRange p6_77;
@property (atomic, null_resettable, strong, readwrite) id p6_78;
@property (nonatomic, readonly) long unsigned int p6_79;
- (instancetype)m6_80:(__int128)a0 fromarg1:(int[6])a1;
@end

@interface GClass6_10 (Cat6_81)
@property (readwrite, nonnull, nonatomic, assign, getter=getCp6_82) NSArray<NSArray<NSString *> *> *cp6_82;
@property (nonatomic, readwrite) GS6_4 cp6_83;
@property (readwrite, setter=putCp6_84:) int (*cp6_84)(int, double);
@property (nonnull, getter=getCp6_85) NSArray<NSArray<NSString *> *> *cp6_85;
@property (nonatomic, assign) GU6_1 **cp6_86;
- (int_fast16_t)cm6_87:(Class)a0 fromarg1:(NSString *(^)(id))a1 arg2:(GClass6_11 *)a2;
@end

@interface GClass6_11 : NSObject <GProto6_8>
{
    CGPoint iv6_88[4];
    char iv6_89[5];
}
@property (copy) NSNull *p6_90;
@property (atomic) GS6_4 p6_91;
@property (strong) id<GProto6_7> p6_92;
@property GS6_2 p6_93;
@property (retain, nonatomic, readonly) GClass6_10 *p6_94;
@property (strong, getter=getP6_95) CGRect (^p6_95)(CGRect);
- (_Complex double)m6_96:(CGRect (*)(CGRect, id))a0 atarg1:(char **)a1 ofarg2:(_Complex double)a2;
- (int (*)(int, double))m6_97:(int **)a0;
- (instancetype)m6_98:(NSInteger)a0 usingarg1:(long long)a1;
- (_Bool)m6_99:(__kindof NSString *)a0 forarg1:(id)a1;
- (instancetype)m6_100;
- (unsigned long long)m6_101:(in GS6_2 **)a0 forarg1:(int (*)(int, double))a1;
- (NSArray *)m6_102;
- (instancetype)m6_103;
- (void)m6_104:(NSTimeInterval)a0;
- (CGRect (*)(CGRect, id))m6_105:(CGPoint *)a0 ofarg1:(void(int))a1;
@end

@interface GClass6_11 ()
{
    unsigned int iv6_106 : 18;
}
@property (getter=getP6_107, nonatomic, assign) CGRect p6_107;
@property (nonatomic) int (*p6_108)(int, double);
- (uint16_t)m6_109:(id *)a0;
@end

NS_ASSUME_NONNULL_END

@implementation GClass6_9
@synthesize p6_46 = xp6_46_ivar;
@synthesize p6_49 = xp6_49_ivar;
@dynamic p6_50;
@dynamic p6_51;
@synthesize pp6_12;
- (BOOL *)m6_52:(Class)a0 ofarg1:(CGRect)a1 { }
+ (void)m6_53:(int[5])a0 ofarg1:(int (^)(int, NSString *))a1 { }
- (size_t)m6_54:(const void *)a0 andarg1:(unsigned long long *)a1 { }
- (NSArray *)m6_55:(bycopy NSDictionary<NSString *, NSArray<id> *> *)a0 ofarg1:(BOOL)a1 fromarg2:(GClass6_10 *)a2 andarg3:(id<GProto6_8>)a3 { }
- (instancetype)m6_56 { }
- (NSValue *)m6_57 { }
+ (long *)m6_58 { }
@end

@implementation GClass6_10
@synthesize p6_59 = _p6_59_ivar;
@dynamic p6_60;
@dynamic p6_65;
@dynamic p6_67;
@synthesize p6_69 = xp6_69_ivar;
@dynamic p6_70;
@dynamic p6_77;
@dynamic p6_79;
@synthesize pp6_24;
- (NSNull *)m6_71:(struct _NSRange)a0 { }
+ (GE6_5)m6_72:(char[6])a0 andarg1:(char[6])a1 andarg2:(char *)a2 fromarg3:(NSSet<NSDate *> *)a3 { }
- (unsigned short int)m6_73 { }
- (void)m6_74:(struct CGRect)a0 ofarg1:(struct CGRect)a1 intoarg2:(id (^)(void))a2 intoarg3:(CGRect (*)(CGRect, id))a3 { }
- (id _Nonnull)m6_75 { }
- (long *)m6_76:(void (^)(void))a0 usingarg1:(struct CGRect)a1 { }
- (instancetype)m6_80:(__int128)a0 fromarg1:(int[6])a1 { }
@end

@implementation GClass6_10 (Cat6_81)
@dynamic cp6_82;
@dynamic cp6_83;
@dynamic cp6_84;
@dynamic cp6_85;
@dynamic cp6_86;
- (int_fast16_t)cm6_87:(Class)a0 fromarg1:(NSString *(^)(id))a1 arg2:(GClass6_11 *)a2 { }
@end

@implementation GClass6_11
@synthesize p6_90;
@synthesize p6_93 = my_p6_93_ivar;
@dynamic p6_94;
- (_Complex double)m6_96:(CGRect (*)(CGRect, id))a0 atarg1:(char **)a1 ofarg2:(_Complex double)a2 { }
- (int (*)(int, double))m6_97:(int **)a0 { }
- (instancetype)m6_98:(NSInteger)a0 usingarg1:(long long)a1 { }
- (_Bool)m6_99:(__kindof NSString *)a0 forarg1:(id)a1 { }
- (instancetype)m6_100 { }
- (unsigned long long)m6_101:(in GS6_2 **)a0 forarg1:(int (*)(int, double))a1 { }
- (NSArray *)m6_102 { }
- (instancetype)m6_103 { }
- (void)m6_104:(NSTimeInterval)a0 { }
- (CGRect (*)(CGRect, id))m6_105:(CGPoint *)a0 ofarg1:(void(int))a1 { }
- (uint16_t)m6_109:(id *)a0 { }
@end

