// objc_msgSend called through typed function-pointer casts, as YYModel's NSObject+YYModel.m
// sends every getter and setter: `((void (*)(id, SEL, double))(void *)objc_msgSend)(…)`. One
// property of each type YYModel maps, set and read back through such casts; structs that
// come back in memory through objc_msgSend_stret, as on x86-64 Apple; a message to nil of
// each kind; an unrecognized selector of each return kind. Runs with and without ARC.
#import <Foundation/Foundation.h>
#import <objc/message.h>
#import <objc/runtime.h>
#include <stdio.h>

typedef struct Box {
    double x, y, width, height;
} Box; // 32 bytes: returned in memory
typedef struct Pair {
    float a, b;
} Pair; // 8 bytes: returned in one SSE register
typedef struct Mixed {
    long a;
    double b;
} Mixed; // 16 bytes: one integer and one SSE register

@interface Model : NSObject
@property bool boolValue;
@property BOOL BOOLValue;
@property char charValue;
@property unsigned char unsignedCharValue;
@property short shortValue;
@property unsigned short unsignedShortValue;
@property int intValue;
@property unsigned int unsignedIntValue;
@property long longValue;
@property unsigned long unsignedLongValue;
@property long long longLongValue;
@property unsigned long long unsignedLongLongValue;
@property float floatValue;
@property double doubleValue;
@property long double longDoubleValue;
@property SEL selectorValue;
@property (strong) Class classValue;
@property (strong) id objectValue;
@property (copy) NSString *stringValue;
@property void *pointerValue;
@property char *cStringValue;
@property Box boxValue;
@property Pair pairValue;
@property Mixed mixedValue;
@end

@implementation Model
@end

#define SEND_SET(type, object, name, value) \
    ((void (*)(id, SEL, type))(void *)objc_msgSend)((id)(object), @selector(name), (value))
#define SEND_GET(type, object, name) ((type(*)(id, SEL))(void *)objc_msgSend)((id)(object), @selector(name))

// The reason up to the receiver's address, which changes from run to run.
static const char *receiverless(NSString *reason) {
    NSRange at = [reason rangeOfString:@" 0x"];
    return (at.location == NSNotFound ? reason : [reason substringToIndex:at.location]).UTF8String;
}

int main(void) {
    @autoreleasepool {
        Model *m = [Model new];
        SEND_SET(bool, m, setBoolValue:, true);
        SEND_SET(BOOL, m, setBOOLValue:, YES);
        SEND_SET(int8_t, m, setCharValue:, -100);
        SEND_SET(uint8_t, m, setUnsignedCharValue:, 200);
        SEND_SET(int16_t, m, setShortValue:, -30000);
        SEND_SET(uint16_t, m, setUnsignedShortValue:, 60000);
        SEND_SET(int32_t, m, setIntValue:, -2000000000);
        SEND_SET(uint32_t, m, setUnsignedIntValue:, 4000000000u);
        SEND_SET(long, m, setLongValue:, -9000000000L);
        SEND_SET(unsigned long, m, setUnsignedLongValue:, 18000000000000000000UL);
        SEND_SET(int64_t, m, setLongLongValue:, INT64_MIN);
        SEND_SET(uint64_t, m, setUnsignedLongLongValue:, UINT64_MAX);
        SEND_SET(float, m, setFloatValue:, 1.25f);
        SEND_SET(double, m, setDoubleValue:, -2.5e100);
        SEND_SET(long double, m, setLongDoubleValue:, 1.0L / 3.0L);
        SEND_SET(SEL, m, setSelectorValue:, @selector(stringWithFormat:));
        SEND_SET(Class, m, setClassValue:, [NSString class]);
        SEND_SET(id, m, setObjectValue:, @[ @1 ]);
        SEND_SET(id, m, setStringValue:, [NSMutableString stringWithString:@"copied"]);
        static int target = 7;
        SEND_SET(void *, m, setPointerValue:, &target);
        SEND_SET(char *, m, setCStringValue:, "c string");
        SEND_SET(Box, m, setBoxValue:, ((Box){1, 2, 3, 4}));
        SEND_SET(Pair, m, setPairValue:, ((Pair){0.5f, -0.75f}));
        SEND_SET(Mixed, m, setMixedValue:, ((Mixed){-12, 6.5}));

        printf("bool %d BOOL %d\n", SEND_GET(bool, m, boolValue), SEND_GET(BOOL, m, BOOLValue));
        printf("char %d uchar %u\n", SEND_GET(int8_t, m, charValue), SEND_GET(uint8_t, m, unsignedCharValue));
        printf("short %d ushort %u\n", SEND_GET(int16_t, m, shortValue), SEND_GET(uint16_t, m, unsignedShortValue));
        printf("int %d uint %u\n", SEND_GET(int32_t, m, intValue), SEND_GET(uint32_t, m, unsignedIntValue));
        printf("long %ld ulong %lu\n", SEND_GET(long, m, longValue), SEND_GET(unsigned long, m, unsignedLongValue));
        printf("long long %lld ull %llu\n", (long long)SEND_GET(int64_t, m, longLongValue),
               (unsigned long long)SEND_GET(uint64_t, m, unsignedLongLongValue));
        printf("float %g double %g\n", SEND_GET(float, m, floatValue), SEND_GET(double, m, doubleValue));
        long double third = SEND_GET(long double, m, longDoubleValue);
        printf("long double %.18Lf (exact: %d)\n", third, third == 1.0L / 3.0L);
        printf("SEL %s Class %s\n", sel_getName(SEND_GET(SEL, m, selectorValue)),
               class_getName(SEND_GET(Class, m, classValue)));
        id object = SEND_GET(id, m, objectValue);
        NSString *string = SEND_GET(id, m, stringValue);
        printf("object %s string %s (a copy: %d)\n", [[object description] UTF8String], string.UTF8String,
               [string isKindOfClass:[NSMutableString class]] ? 0 : 1);
        printf("pointer %d c string %s\n", *(int *)SEND_GET(void *, m, pointerValue), SEND_GET(char *, m, cStringValue));
        Box box = ((Box(*)(id, SEL))(void *)objc_msgSend_stret)(m, @selector(boxValue));
        printf("box %g %g %g %g\n", box.x, box.y, box.width, box.height);
        Pair pair = SEND_GET(Pair, m, pairValue);
        Mixed mixed = SEND_GET(Mixed, m, mixedValue);
        printf("pair %g %g mixed %ld %g\n", pair.a, pair.b, mixed.a, mixed.b);

        // The same values through KVC (boxed: NSNumber, NSValue), which YYModel uses for structs.
        printf("KVC: int %s, box %s, pair %s\n", [[[m valueForKey:@"intValue"] description] UTF8String],
               [[m valueForKey:@"boxValue"] objCType], [[m valueForKey:@"pairValue"] objCType]);
        Box other = {5, 6, 7, 8};
        [m setValue:[NSValue valueWithBytes:&other objCType:@encode(Box)] forKey:@"boxValue"];
        printf("KVC set box: %g %g\n", m.boxValue.x, m.boxValue.height);
        @try {
            [m setValue:[NSValue valueWithBytes:&pair objCType:@encode(Pair)] forKey:@"boxValue"];
            printf("no raise\n");
        } @catch (NSException *e) {
            printf("wrong struct type: %s\n", e.name.UTF8String);
        }

        // A message to nil answers zero of every kind in registers (x87's included, through
        // objc_msgSend_fpret).
        Model *none = nil;
        printf("nil: int %d double %g long double %Lg id %p pair %g\n", SEND_GET(int, none, intValue),
               SEND_GET(double, none, doubleValue),
               ((long double (*)(id, SEL))(void *)objc_msgSend_fpret)(none, @selector(longDoubleValue)),
               (__bridge void *)SEND_GET(id, none, objectValue), SEND_GET(Pair, none, pairValue).a);

        // An unrecognized selector raises whatever the return kind, naming the real receiver.
        @try {
            SEND_GET(double, m, noSuchDouble);
        } @catch (NSException *e) {
            printf("%s\n", receiverless(e.reason));
        }
        @try {
            ((Box(*)(id, SEL))(void *)objc_msgSend_stret)(m, @selector(noSuchBox));
        } @catch (NSException *e) {
            printf("%s\n", receiverless(e.reason));
        }
#if !__has_feature(objc_arc)
        [m release];
#endif
    }
    return 0;
}
