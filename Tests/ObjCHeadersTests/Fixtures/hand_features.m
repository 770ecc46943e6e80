// Hand-written: the header constructs the random generator does not produce (macros, #if,
// NS_ENUM / NS_OPTIONS, bitfields, unions…), compiled by clang like the random fixtures.
#import <Foundation/Foundation.h>

#define COUNT 4
#if defined(__x86_64__) && !defined(NOT_DEFINED)
typedef long HostWord;
#elif __arm64__
typedef long long HostWord;
#else
#error unknown architecture
#endif

@class Forward;
@protocol Drawing;

typedef NS_ENUM(NSInteger, Shape) { ShapeCircle, ShapeSquare = 5 };
typedef NS_OPTIONS(NSUInteger, Edges) { EdgeTop = 1 << 0, EdgeLeft = 1 << 1 };
typedef enum : uint16_t { SmallA, SmallB } Small;
enum Plain { PlainA = -1, PlainB };

typedef struct Flags {
    unsigned int visible : 1;
    unsigned int : 0;
    unsigned char level : 3;
    signed char delta : 4;
    long long wide : 40;
} Flags;

typedef union Value {
    int i;
    double d;
    struct { short lo, hi; } parts;
    char bytes[COUNT * 2];
} Value;

struct Node {
    struct Node *next;
    Value value;
    void (*visit)(struct Node *, void *context);
};

typedef int (^Comparator)(id a, id b);
typedef const char *CString;
typedef char *const ConstPointer;

@protocol Drawing <NSObject, NSCopying>
@required
- (void)drawInRect:(CGRect)rect;
@optional
+ (instancetype)drawingWithShape:(Shape)shape;
@property (nonatomic, readonly) Edges edges;
@end

NS_ASSUME_NONNULL_BEGIN
@interface Canvas : NSObject <Drawing> {
@protected
    Flags _flags;
    __weak id _delegate;
@private
    Value _values[2];
    HostWord _word;
}
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, strong) NSArray<NSString *> *tags;
@property (nonatomic, strong) NSDictionary<NSString *, NSArray<NSNumber *> *> *index;
@property (nonatomic, weak) __kindof NSObject *owner;
@property (nonatomic, strong) id<Drawing, NSCoding> drawing;
@property (nonatomic, strong) NSObject<Drawing> *drawingObject;
@property (nonatomic) Class kind;
@property (nonatomic) SEL action;
@property (nonatomic, copy) Comparator comparator;
@property (nonatomic) int (*callback)(const char *, ...);
@property (nonatomic) _Complex double z;
@property (nonatomic) __int128 big;
@property (nonatomic) unsigned __int128 ubig;
@property (nonatomic) long double extended;
@property (nonatomic) signed short ss;
@property (nonatomic) unsigned ui;
@property (nonatomic) long unsigned int lui;
@property (nonatomic) Shape shape;
@property (nonatomic) Edges edges;
@property (nonatomic) Small small;
@property (nonatomic) enum Plain plain;
@property (nonatomic) struct Node node;
@property (nonatomic) struct Node *nodePointer;
@property (nonatomic) Flags flags;
@property (nonatomic) Value value;
@property (nonatomic) CString cstring;
@property (nonatomic) ConstPointer constPointer;
@property (nonatomic) NSString * __nullable oldStyle;
@property (nonatomic, null_resettable) NSString *resettable;
@property (nonatomic, readonly) NSUInteger count;
@property (nonatomic) __weak id _Nullable implicitWeak;
@property (nonatomic) __unsafe_unretained id implicitUnretained;
@property (nonatomic, strong, readonly) NSString *redeclared;
@property (nonatomic) int64_t sixtyFour;
@property (nonatomic) uintptr_t address;
@property (nonatomic) NSRange range;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGPoint point;
@property (nonatomic) CGSize size;
@property (nonatomic) NSTimeInterval interval;
@property (nonatomic) CGFloat scale;
@property (nonatomic) BOOL enabled;
@property (nonatomic, strong) Forward *forward;
@property (nonatomic) HostWord word;
@property (nonatomic) CString cstringTwo;
- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
- (void)sortUsing:(Comparator)cmp context:(void * _Nullable)context;
- (oneway void)ping;
- (BOOL)getValues:(out Value *)values count:(inout NSUInteger *)count;
- (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (void)fill:(int[COUNT])buffer matrix:(double[2][3])matrix rest:(const char *[])rest;
- (Flags)flagsFrom:(bycopy NSData *)data ref:(byref id)ref in:(in const void *)bytes;
- (void (^)(NSInteger))handlerFor:(SEL)sel fn:(void (*)(void))fn;
+ (NSArray<__kindof Canvas *> *)allCanvases;
- (ConstPointer)constResult:(ConstPointer)p other:(const CString)q;
- (id)untyped:x with:(int)y;
@end

@interface Canvas ()
@property (nonatomic, strong, readwrite) NSString *redeclared;
@property (nonatomic) unsigned int hidden;
@end

@interface Canvas (Persistence)
@property (nonatomic, copy) NSString *path;
@property (class, nonatomic, readonly) NSInteger version;
- (BOOL)save;
@end
NS_ASSUME_NONNULL_END

@implementation Canvas {
    char _tail[3];
    unsigned _bits : 5;
}
@synthesize title = _title, tags;
@synthesize count = _countIvar;
@synthesize drawingObject = _drawing2;
@synthesize word = _word;
@dynamic comparator, callback;
- (instancetype)initWithTitle:(NSString *)title { return nil; }
- (void)sortUsing:(Comparator)cmp context:(void *)context { }
- (oneway void)ping { }
- (BOOL)getValues:(out Value *)values count:(inout NSUInteger *)count { return 0; }
- (void)log:(NSString *)format, ... { }
- (void)fill:(int[COUNT])buffer matrix:(double[2][3])matrix rest:(const char *[])rest { }
- (Flags)flagsFrom:(bycopy NSData *)data ref:(byref id)ref in:(in const void *)bytes { Flags f = {0}; return f; }
- (void (^)(NSInteger))handlerFor:(SEL)sel fn:(void (*)(void))fn { return 0; }
+ (NSArray<__kindof Canvas *> *)allCanvases { return 0; }
- (ConstPointer)constResult:(ConstPointer)p other:(const CString)q { return p; }
- (id)untyped:x with:(int)y { return x; }
- (void)drawInRect:(CGRect)rect { }
- (id)copyWithZone:(void *)zone { return self; }
- (void)onlyInImplementation:(float)f { }
@end

@implementation Canvas (Persistence)
@dynamic path;
+ (NSInteger)version { return 1; }
- (BOOL)save { return 1; }
@end
