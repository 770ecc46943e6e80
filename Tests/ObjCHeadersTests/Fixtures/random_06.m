#import <Foundation/Foundation.h>

@class GClass6_5, GClass6_6, GClass6_7;
@protocol GProto6_4;

typedef struct GS6_1 { CGPoint f0; long long f1 : 5; struct { CGPoint f0; __int128 f1; CGSize f2[1]; CGRect *f3; NSRange f4; } f2; CGRect *f3; __unsafe_unretained id f4[2]; union { _Complex float f0; unsigned long long : 9; SEL f2; long double f3; int f4; } f5; } GS6_1;
union GU6_2 { double f0; };
typedef enum : unsigned char { GE6_3V0 = 1, GE6_3V1, GE6_3V2 = 27 } GE6_3;

@protocol GProto6_4 <NSObject>
@property CGFloat pp6_8;
+ (union GU6_2)pm6_9:(NSRange *)a0 witharg1:(NSSet<NSDate *> *)a1 forarg2:(NSNull *)a2;
- (NSObject<NSCoding> *)pm6_10;
@optional
@property id<NSCopying, NSCoding> pp6_11;
+ (id _Nonnull)pm6_12:(NSData *)a0 atarg1:(const void *)a1 forarg2:(NSInteger)a2;
- (int (^)(int, NSString *))pm6_13:(id _Nonnull)a0;
@required
@property CGRect (*pp6_14)(CGRect, id);
@property (setter=putPp6_15:) NSString *(^pp6_15)(id);
- (NSObject *)pm6_16:(NSData **)a0;
- (NSString *(^)(id))pm6_17;
@end

@interface GClass6_5 : NSObject
{
    char * const iv6_18;
}
@property (nullable, weak) NSArray<NSArray<NSString *> *> *p6_19;
@property (readonly, class) struct _NSRange p6_20;
@property (retain, nullable, readwrite, nonatomic) NSURL *p6_21;
@property (unsafe_unretained) Class p6_22;
@property (nullable, nonatomic, retain, readonly) NSObject<NSCoding> *p6_23;
@property (assign) int64_t p6_24;
@property (assign) GS6_1 p6_25;
@property (nonatomic, assign) id (*p6_26)(id, SEL);
@property (assign) NSString * _Nullable p6_27;
@property (nonatomic) void (**p6_28)(int);
+ (void (*)(void))m6_29:(NSArray<NSString *> *)a0 usingarg1:(int_fast16_t)a1;
+ (id<NSCopying>)m6_30:(NSDictionary<NSString *, NSArray<id> *> *)a0;
- (void (^)(BOOL, id))m6_31:(NSString * _Nullable)a0 usingarg1:(GClass6_5 *)a1 usingarg2:(void(int))a2 ofarg3:(int **)a3;
- (void (**)(int))m6_32:(const int *)a0 andarg1:(GE6_3)a1, ...;
- (NSInteger)m6_33:(int (*)(int, double))a0;
+ (NSRange)m6_34:(id (*)(id, SEL))a0 fromarg1:(inout const int *)a1 witharg2:(int[4])a2 andarg3:(SEL *)a3;
@end

@interface GClass6_5 ()
{
    int iv6_35[4];
}
@property (unsafe_unretained, readwrite) __kindof NSArray<NSString *> *p6_36;
@property (readonly, getter=getP6_37, weak, nullable) NSArray<NSString *> *p6_37;
@property (nonatomic) CGSize p6_38;
- (instancetype)m6_39:(NSString * _Nullable)a0 fromarg1:(float)a1;
@end

@interface GClass6_6 : NSObject <GProto6_4>
{
    CGPoint iv6_40[5];
    id (^iv6_41)(void);
    unsigned int iv6_42 : 10;
    CGPoint iv6_43[1];
@private
    id (*iv6_44)(id, SEL);
}
@property (readonly) GE6_3 p6_45;
@property (atomic) NSRange p6_46;
@property (class) NSDictionary<NSString *, NSArray<id> *> *p6_47;
@property (nonatomic, assign, class, setter=putP6_48:) void (**p6_48)(int);
@property (nonatomic, readwrite, strong) NSDate *p6_49;
@property (readonly, nonatomic) signed char p6_50;
@property (nonatomic) long p6_51;
@property (strong, nonatomic, retain) id<NSCopying, NSCoding> p6_52;
@property (assign) const char **p6_53;
@property (assign, setter=putP6_54:) unsigned long p6_54;
@property (readonly) int p6_55;
- (NSNull *)m6_56:(CGRect)a0;
+ (GE6_3)m6_57:(CGRect (^)(CGRect))a0 andarg1:(void (^)(BOOL, id))a1;
- (CGPoint)m6_58:(const char **)a0;
- (NSString *)m6_59;
- (Class)m6_60;
+ (id (*)(id, SEL))m6_61:(void (^)(BOOL, id))a0 andarg1:(NSString **)a1;
@end

@interface GClass6_6 ()
{
    Class iv6_62;
}
@property (assign, nonatomic, readonly, getter=getP6_63) GE6_3 p6_63;
+ (const void *)m6_64:(GE6_3)a0;
@end

@interface GClass6_7 : GClass6_6
{
    __weak NSString *iv6_65;
    id (*iv6_66)(id, SEL);
    id<NSCopying> iv6_67;
}
@property int (^p6_68)(int, NSString *);
@property (strong, atomic, readonly) NSMutableArray<NSNumber *> *p6_69;
@property (nonatomic) NSObject *p6_70;
@property (readonly, assign) unsigned short p6_71;
@property (atomic, assign, getter=getP6_72, readonly) NSRange p6_72;
@property (readonly, weak) NSDictionary<NSString *, id> *p6_73;
@property (nonatomic, assign) id<NSCopying, NSCoding> p6_74;
- (NSMutableString *)m6_75:(ssize_t)a0 usingarg1:(NSArray *)a1;
- (int32_t)m6_76:(NSRangePointer)a0 intoarg1:(NSRange)a1 witharg2:(char)a2;
- (NSDate *)m6_77:(long int)a0;
- (id<GProto6_4>)m6_78:(in int *)a0;
+ (uint16_t)m6_79:(NSDate *)a0;
+ (NSMutableDictionary *)m6_80:(void (*)(int, ...))a0 fromarg1:(NSArray *)a1 forarg2:(void (*)(int, ...))a2;
- (void)m6_81:(id *)a0;
- (GClass6_6 *)m6_82:(void (^)(NSInteger, ...))a0 atarg1:(char[3])a1 atarg2:(signed char)a2;
@end

@interface GClass6_7 (Cat6_84)
@property (unsafe_unretained, nonatomic, setter=putCp6_85:) NSNumber *cp6_85;
@property struct CGRect cp6_86;
@property void *cp6_87;
@property (readonly, assign) int64_t cp6_88;
@property (nonatomic, class, assign) int32_t cp6_89;
- (void)cm6_90;
@end

@implementation GClass6_5
+ (struct _NSRange)p6_20 { }
@synthesize p6_21 = _p6_21_ivar;
@synthesize p6_23;
@synthesize p6_24;
@dynamic p6_25;
@dynamic p6_27;
@dynamic p6_36;
@synthesize p6_37;
@synthesize p6_38;
+ (void (*)(void))m6_29:(NSArray<NSString *> *)a0 usingarg1:(int_fast16_t)a1 { }
+ (id<NSCopying>)m6_30:(NSDictionary<NSString *, NSArray<id> *> *)a0 { }
- (void (^)(BOOL, id))m6_31:(NSString * _Nullable)a0 usingarg1:(GClass6_5 *)a1 usingarg2:(void(int))a2 ofarg3:(int **)a3 { }
- (void (**)(int))m6_32:(const int *)a0 andarg1:(GE6_3)a1, ... { }
- (NSInteger)m6_33:(int (*)(int, double))a0 { }
+ (NSRange)m6_34:(id (*)(id, SEL))a0 fromarg1:(inout const int *)a1 witharg2:(int[4])a2 andarg3:(SEL *)a3 { }
- (instancetype)m6_39:(NSString * _Nullable)a0 fromarg1:(float)a1 { }
@end

@implementation GClass6_6
@dynamic p6_46;
@dynamic p6_47;
+ (void (**)(int))p6_48 { }
+ (void)putP6_48:(void (**)(int))v { }
@synthesize pp6_8;
- (NSNull *)m6_56:(CGRect)a0 { }
+ (GE6_3)m6_57:(CGRect (^)(CGRect))a0 andarg1:(void (^)(BOOL, id))a1 { }
- (CGPoint)m6_58:(const char **)a0 { }
- (NSString *)m6_59 { }
- (Class)m6_60 { }
+ (id (*)(id, SEL))m6_61:(void (^)(BOOL, id))a0 andarg1:(NSString **)a1 { }
+ (const void *)m6_64:(GE6_3)a0 { }
@end

@implementation GClass6_7
{
    unsigned short iv6_83 : 11;
}
@synthesize p6_68;
@synthesize p6_72 = _p6_72_ivar;
- (NSMutableString *)m6_75:(ssize_t)a0 usingarg1:(NSArray *)a1 { }
- (int32_t)m6_76:(NSRangePointer)a0 intoarg1:(NSRange)a1 witharg2:(char)a2 { }
- (NSDate *)m6_77:(long int)a0 { }
- (id<GProto6_4>)m6_78:(in int *)a0 { }
+ (uint16_t)m6_79:(NSDate *)a0 { }
+ (NSMutableDictionary *)m6_80:(void (*)(int, ...))a0 fromarg1:(NSArray *)a1 forarg2:(void (*)(int, ...))a2 { }
- (void)m6_81:(id *)a0 { }
- (GClass6_6 *)m6_82:(void (^)(NSInteger, ...))a0 atarg1:(char[3])a1 atarg2:(signed char)a2 { }
@end

@implementation GClass6_7 (Cat6_84)
@dynamic cp6_85;
- (struct CGRect)cp6_86 { }
- (void)setCp6_86:(struct CGRect)v { }
- (void *)cp6_87 { }
- (void)setCp6_87:(void *)v { }
@dynamic cp6_88;
@dynamic cp6_89;
- (void)cm6_90 { }
@end

