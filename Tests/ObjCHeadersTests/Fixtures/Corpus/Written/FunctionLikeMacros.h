// Written for MiniObjC's corpus: function-like macros as real headers use them — ones that
// declare protocols and classes, produce types and properties, paste and stringize
// tokens, take variable arguments (with `, ## __VA_ARGS__` and `__VA_OPT__`), count their
// arguments the way extobjc's metamacros do, object-like macros that expand to
// function-like ones, and `typeof` / `__typeof__` of type names (clang encodes the type).
#import <Foundation/Foundation.h>

#define MODEL_PROTOCOL(name, ...) @protocol name <NSObject __VA_OPT__(,) __VA_ARGS__> @end
#define TYPED_LIST(T) NSArray<T *>
#define TYPED_MAP(K, V) NSDictionary<K *, V *>
#define COPY_PROPERTY(type, name) @property (nonatomic, copy) type *name
#define ASSIGN_PROPERTY(type, name) @property (nonatomic, assign) type name
#define LAZY_OBJECT(type, name) \
    @property (nonatomic, strong, readonly) type *name; \
    - (nullable type *)name##IfLoaded; \
    - (void)reset##name
#define SWIFT_RENAMED(name) __attribute__((swift_name(#name)))
#define LOG_FORMAT(fmt, ...) NSLog(fmt, ## __VA_ARGS__)
#define COUNT_ARGS(...) COUNT_ARGS_(__VA_ARGS__, 5, 4, 3, 2, 1)
#define COUNT_ARGS_(_1, _2, _3, _4, _5, N, ...) N
#define CONCAT(a, b) CONCAT_(a, b)
#define CONCAT_(a, b) a ## b
#define TUPLE_CLASS(n) CONCAT(Tuple, n)
#define DECLARE_TUPLE(...) @interface TUPLE_CLASS(COUNT_ARGS(__VA_ARGS__)) : NSObject @end
#define OWNER_TYPE NSString
#define PROPERTY_MACRO ASSIGN_PROPERTY
#define BUFFER_SIZE (16 * 4)
#define TYPE_OF(T) __typeof__(T)
typedef typeof(NSInteger) Counter;
typedef __typeof__(void (^)(NSError *)) ErrorHandler;

MODEL_PROTOCOL(Identifiable)
MODEL_PROTOCOL(Timestamped, NSCopying, NSCoding)

DECLARE_TUPLE(a, b, c)

@interface MacroModel : NSObject <Identifiable, Timestamped>
COPY_PROPERTY(NSString, title);
COPY_PROPERTY(TYPED_LIST(NSString), tags);
@property (nonatomic, strong) TYPED_MAP(NSString, NSNumber) *counts;
ASSIGN_PROPERTY(NSInteger, rank);
PROPERTY_MACRO(double, score);
@property (nonatomic, strong) OWNER_TYPE *owner;
LAZY_OBJECT(NSDate, created);
- (void)recordValue:(int)value SWIFT_RENAMED(record(value:));
- (BOOL)fill:(char[BUFFER_SIZE])buffer;
@property (nonatomic, copy) TYPE_OF(NSString *) alias;
@property (nonatomic) __typeof(CGRect) frame;
@property (nonatomic) Counter counter;
@property (nonatomic, copy) ErrorHandler onError;
@property (nonatomic) __typeof_unqual__(const char *const) label;
- (typeof(double))ratio:(typeof(unsigned short))part of:(TYPE_OF(NSRange))range;
@end

@interface Tuple3 (Access)
@property (nonatomic, strong) id first;
@end
