// Classes, categories, protocols, properties, ivars of many types, super sends, class
// messages, +load and +initialize order, @"…" literals, nil sends: compiled by `objcrt cc`.
#import <Foundation/Foundation.h>
#include <stdio.h>

typedef struct { double x, y; } Point2;
typedef struct { double a, b, c; } Triple;

@protocol Named <NSObject>
- (const char *)name;
@optional
- (int)optionalThing;
@end

@interface Shape : NSObject <Named> {
    char c; short s; int i; long l; long long ll; float f; double d; long double ld;
    unsigned char uc; BOOL b; const char *str; id obj; Class cls; SEL sel; Point2 p;
}
@property (nonatomic) int sides;
@property (nonatomic, assign) double area;
+ (void)load;
+ (void)initialize;
- (void)fill;
- (void)dump;
- (Point2)point;
- (Triple)triple;
- (long double)longDouble;
- (float)floatValue;
@end

@implementation Shape
@synthesize sides, area;
+ (void)load { printf("load Shape\n"); }
+ (void)initialize { printf("initialize %s\n", [self class] == [Shape class] ? "Shape" : "a subclass of Shape"); }
- (const char *)name { return "shape"; }
- (void)fill {
    c = 'x'; s = -2; i = 3; l = 4000000000L; ll = -5; f = 1.5f; d = 2.25; ld = 3.5L;
    uc = 200; b = YES; str = "text"; obj = @"object"; cls = [Shape class]; sel = @selector(fill);
    p.x = 1; p.y = 2;
}
- (void)dump {
    printf("c=%c s=%d i=%d l=%ld ll=%lld f=%.2f d=%.2f ld=%.2Lf uc=%u b=%d str=%s obj=%s cls=%s sel-eq=%d p=(%.0f,%.0f)\n",
           c, s, i, l, ll, f, d, ld, uc, b, str, [obj UTF8String], cls == [Shape class] ? "Shape" : "?",
           sel == @selector(fill), p.x, p.y);
}
- (Point2)point { return p; }
- (Triple)triple { Triple t = {1, 2, 3}; return t; }
- (long double)longDouble { return ld; }
- (float)floatValue { return f; }
@end

@interface Square : Shape
@end
@implementation Square
- (const char *)name { return "square"; }
- (int)sides { return 4; }
- (void)dump { printf("square says: "); [super dump]; }
@end

@interface Shape (Describing)
- (const char *)describe;
@end
@implementation Shape (Describing)
+ (void)load { printf("load Shape(Describing)\n"); }
- (const char *)describe { return [self name]; }
@end

int main(void) {
    printf("main starts\n");
    Square *sq = [[Square alloc] init];
    [sq fill];
    [sq dump];
    printf("name=%s describe=%s sides=%d\n", [sq name], [sq describe], [sq sides]);
    sq.area = 12.5;
    printf("area=%.1f\n", sq.area);
    Point2 p = [sq point];
    Triple t = [sq triple];
    printf("point=(%.0f,%.0f) triple=(%.0f,%.0f,%.0f) ld=%.2Lf f=%.2f\n", p.x, p.y, t.a, t.b, t.c, [sq longDouble], [sq floatValue]);
    printf("kind=%d member=%d conforms=%d responds=%d/%d\n", [sq isKindOfClass:[Shape class]], [sq isMemberOfClass:[Shape class]],
           [sq conformsToProtocol:@protocol(Named)], [sq respondsToSelector:@selector(describe)],
           [sq respondsToSelector:@selector(optionalThing)]);
    Shape *none = nil;
    Point2 zp = [none point];
    printf("nil: int=%d double=%.1f float=%.1f ld=%.1Lf ptr=%p point=(%.0f,%.0f)\n", [none sides], [none area], [none floatValue],
           [none longDouble], (void *)[none name], zp.x, zp.y);
    NSString *small = @"hi", *big = @"a longer literal", *utf = @"héllo wörld";
    printf("strings: %s/%lu %s/%lu %s/%lu equal=%d hash-equal=%d\n", [small UTF8String], [small length], [big UTF8String], [big length],
           [utf UTF8String], [utf length], [small isEqual:[NSString stringWithUTF8String:"hi"]],
           [big hash] == [[NSString stringWithUTF8String:"a longer literal"] hash]);
    printf("copy is same: %d %d\n", [big copy] == big, [small copy] == small);
    NSMutableDictionary *dict = [NSMutableDictionary dictionary];
    dict[@"key"] = @"value";
    dict[@"a longer key literal"] = @42;
    printf("dict: %s %d count=%lu\n", [dict[@"key"] UTF8String], [dict[@"a longer key literal"] intValue], [dict count]);
    NSArray *array = @[ @1, @"two", @3.5 ];
    printf("array: %lu %d %s %.1f\n", [array count], [array[0] intValue], [array[1] UTF8String], [array[2] doubleValue]);
    [sq release];
    return 0;
}
