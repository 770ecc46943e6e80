// NSKeyedArchiver / NSKeyedUnarchiver from compiled code, run by `objcrt test` (the Swift layer
// exists in the host only): every value class and a compiled NSCoding class round trip,
// shared objects stay shared, a cycle comes back as a cycle, and bad bytes answer nil after a
// raise. With KEYED_ARCHIVE_OUT set, testArchivesForTheReaders writes archives there for
// KeyedArchiverHostedTests to read with PropertyLists and Python's plistlib.
#import <Foundation/Foundation.h>
#import <XCTest/XCTest.h>
#import <objc/runtime.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The runtime's per-thread pending record (rt_exception.h): in the host a raise stays pending
// instead of unwinding, so a test that provokes one checks it happened and clears it (the
// runner reports a raise left pending as a failure).
extern _Bool rt_exception_isPending(void) __attribute__((weak));
extern void rt_exception_clear(void) __attribute__((weak));

static BOOL takeRaise(void) {
    if (!rt_exception_isPending || !rt_exception_isPending()) return NO;
    rt_exception_clear();
    return YES;
}

@interface ArchPerson : NSObject <NSCoding>
@property (nonatomic, copy) NSString *name;
@property (nonatomic) NSInteger age;
@property (nonatomic) double height;
@property (nonatomic) float weight;
@property (nonatomic) BOOL member;
@property (nonatomic) int32_t shoe;
@property (nonatomic) int64_t big;
@property (nonatomic) int small;
@property (nonatomic, strong) NSData *blob;
@property (nonatomic, strong) ArchPerson *friend;
@property (nonatomic, strong) NSArray *tags;
@end

@implementation ArchPerson
- (void)encodeWithCoder:(NSCoder *)coder {
    [coder encodeObject:self.name forKey:@"name"];
    [coder encodeInteger:self.age forKey:@"age"];
    [coder encodeDouble:self.height forKey:@"height"];
    [coder encodeFloat:self.weight forKey:@"weight"];
    [coder encodeBool:self.member forKey:@"member"];
    [coder encodeInt32:self.shoe forKey:@"shoe"];
    [coder encodeInt64:self.big forKey:@"big"];
    [coder encodeInt:self.small forKey:@"small"];
    [coder encodeBytes:self.blob.bytes length:self.blob.length forKey:@"blob"];
    [coder encodeObject:self.friend forKey:@"friend"];
    [coder encodeObject:self.tags forKey:@"tags"];
}

- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super init])) {
        _name = [coder decodeObjectForKey:@"name"];
        _age = [coder decodeIntegerForKey:@"age"];
        _height = [coder decodeDoubleForKey:@"height"];
        _weight = [coder decodeFloatForKey:@"weight"];
        _member = [coder decodeBoolForKey:@"member"];
        _shoe = [coder decodeInt32ForKey:@"shoe"];
        _big = [coder decodeInt64ForKey:@"big"];
        _small = [coder decodeIntForKey:@"small"];
        NSUInteger length = 0;
        const uint8_t *bytes = [coder decodeBytesForKey:@"blob" returnedLength:&length];
        _blob = bytes ? [NSData dataWithBytes:bytes length:length] : nil;
        _friend = [coder decodeObjectForKey:@"friend"];
        _tags = [coder decodeObjectForKey:@"tags"];
    }
    return self;
}
@end

// A struct property archived as YYModel archives one, in an NSValue under the property's name
// (YYModel boxes it with -valueForKey:; boxed by hand here, as MiniObjC's key-value coding
// boxes only the structs it knows).
typedef struct ArchSize {
    double width, height;
} ArchSize;

@interface ArchBox : NSObject <NSCoding>
@property (nonatomic) ArchSize size;
@end

@implementation ArchBox
- (void)encodeWithCoder:(NSCoder *)coder {
    ArchSize size = self.size;
    [coder encodeObject:[NSValue valueWithBytes:&size objCType:@encode(ArchSize)] forKey:@"size"];
}
- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super init])) {
        NSValue *value = [coder decodeObjectForKey:@"size"];
        if (value && strcmp(value.objCType, @encode(ArchSize)) == 0) {
            ArchSize size;
            [value getValue:&size size:sizeof size];
            _size = size;
        }
    }
    return self;
}
@end

// Coding methods that throw: the exception stops the archive (it reaches the caller as the
// pending raise here) and the objects made so far are let go.
@interface ArchThrower : NSObject <NSCoding>
@property (nonatomic) BOOL throwOnDecode;
@end

@implementation ArchThrower
- (void)encodeWithCoder:(NSCoder *)coder {
    [coder encodeBool:self.throwOnDecode forKey:@"throwOnDecode"];
    if (!self.throwOnDecode) @throw [NSException exceptionWithName:@"ArchBoom" reason:@"encode" userInfo:nil];
}
- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super init])) {
        if ([coder decodeBoolForKey:@"throwOnDecode"]) @throw [NSException exceptionWithName:@"ArchBoom" reason:@"decode" userInfo:nil];
    }
    return self;
}
@end

@interface ArchObserver : NSObject
@end
@implementation ArchObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
}
@end

// A class with no -encodeWithCoder:.
@interface ArchPlain : NSObject
@end
@implementation ArchPlain
@end

static NSData *archive(id root) { return [NSKeyedArchiver archivedDataWithRootObject:root]; }
static id unarchive(NSData *data) { return [NSKeyedUnarchiver unarchiveObjectWithData:data]; }

// Writes `data` to $KEYED_ARCHIVE_OUT/<name>.plist when the variable is set.
static void writeOut(NSData *data, const char *name) {
    const char *dir = getenv("KEYED_ARCHIVE_OUT");
    if (!dir) return;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.plist", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) return;
    fwrite(data.bytes, 1, data.length, f);
    fclose(f);
}

static ArchPerson *person(NSString *name, NSInteger age) {
    ArchPerson *p = [ArchPerson new];
    p.name = name;
    p.age = age;
    return p;
}

// One thread's round trips: each archiver and unarchiver is its own; the classes are shared.
static void *roundTrips(void *arg) {
    long failures = 0;
    for (int i = 0; i < 200; i++) {
        @autoreleasepool {
            ArchPerson *a = person([NSString stringWithFormat:@"t%ld-%d", (long)arg, i], i);
            a.friend = person(@"friend", -i);
            a.tags = @[ @(i), @{@"k" : @"v"} ];
            ArchPerson *b = [NSKeyedUnarchiver unarchiveObjectWithData:[NSKeyedArchiver archivedDataWithRootObject:a]];
            if (![b.name isEqualToString:a.name] || b.age != i || b.friend.age != -i || ![b.tags isEqual:a.tags]) failures++;
        }
    }
    return (void *)failures;
}

@interface KeyedArchiverTests : XCTestCase
@end

@implementation KeyedArchiverTests

- (void)testEveryValueClassRoundTrips {
    NSValue *range = [NSValue valueWithRange:NSMakeRange(3, 4)];
    NSDate *date = [NSDate dateWithTimeIntervalSinceReferenceDate:123456.5];
    uint8_t raw[] = {0, 1, 2, 250};
    NSData *data = [NSData dataWithBytes:raw length:sizeof raw];
    NSMutableString *mutableString = [NSMutableString stringWithString:@"grow"];
    NSArray *values = @[
        @"text", @"ünïcødé ☃", @"", mutableString,
        @42, @(-7), @3.25, @YES, @NO, @(18446744073709551615ULL), @(2.5f),
        @[ @1, @"two" ], [NSMutableArray arrayWithObjects:@"m", nil],
        @{@"k" : @"v", @"n" : @1}, [NSMutableDictionary dictionaryWithObject:@"mv" forKey:@"mk"],
        [NSSet setWithObjects:@"a", @"b", nil], [NSMutableSet setWithObject:@"ms"],
        data, date, [NSNull null], range,
    ];
    NSArray *back = unarchive(archive(values));
    XCTAssertNotNil(back);
    XCTAssertEqual(back.count, values.count);
    XCTAssertEqualObjects(back, values);
    XCTAssertTrue([back[3] isKindOfClass:[NSMutableString class]]);
    XCTAssertTrue([back[12] isKindOfClass:[NSMutableArray class]]);
    XCTAssertTrue([back[14] isKindOfClass:[NSMutableDictionary class]]);
    XCTAssertTrue([back[16] isKindOfClass:[NSMutableSet class]]);
    XCTAssertTrue([back[15] isKindOfClass:[NSSet class]]);
    XCTAssertEqual([back[18] timeIntervalSinceReferenceDate], 123456.5);
    XCTAssertEqual([back[20] rangeValue].location, 3u);
    XCTAssertEqual([back[20] rangeValue].length, 4u);
    XCTAssertEqualObjects(back[19], [NSNull null]);
    XCTAssertEqual([back[10] doubleValue], 2.5);
    XCTAssertEqual([back[9] unsignedLongLongValue], 18446744073709551615ULL);
    XCTAssertEqualObjects(unarchive(archive(@"alone")), @"alone");
    XCTAssertEqualObjects(unarchive(archive(@7)), @7);
}

// NSDecimalNumber, NSURL and NSAttributedString are declared by headers of their own; made by
// name here so this file needs only Foundation.h.
- (void)testDecimalNumberURLAndAttributedStringRoundTrip {
    id decimal = [NSClassFromString(@"NSDecimalNumber") performSelector:@selector(decimalNumberWithString:)
                                                              withObject:@"-12.345"];
    id url = [NSClassFromString(@"NSURL") performSelector:@selector(URLWithString:) withObject:@"https://example.com/a?b=c"];
    id attributed = [[NSClassFromString(@"NSAttributedString") alloc] initWithString:@"styled"];
    XCTAssertNotNil(decimal);
    XCTAssertNotNil(url);
    XCTAssertNotNil(attributed);
    NSArray *back = unarchive(archive(@[ decimal, url, attributed ]));
    XCTAssertEqual(back.count, 3u);
    XCTAssertEqualObjects(back[0], decimal);
    XCTAssertTrue([back[0] isKindOfClass:NSClassFromString(@"NSDecimalNumber")]);
    XCTAssertEqualObjects([back[0] description], @"-12.345");
    XCTAssertEqualObjects([back[1] performSelector:@selector(absoluteString)], @"https://example.com/a?b=c");
    XCTAssertEqualObjects([back[2] performSelector:@selector(string)], @"styled");
}

- (void)testACompiledClassRoundTripsThroughItsCodingMethods {
    ArchPerson *p = person(@"Ada", 36);
    p.height = 1.65;
    p.weight = 58.5f;
    p.member = YES;
    p.shoe = -38;
    p.big = 9000000000000000000LL;
    p.small = 2000000000;
    uint8_t raw[] = {9, 8, 7};
    p.blob = [NSData dataWithBytes:raw length:3];
    p.tags = @[ @"math", @"engines" ];
    NSData *data = archive(p);
    XCTAssertTrue(data.length > 8 && memcmp(data.bytes, "bplist00", 8) == 0);
    ArchPerson *q = unarchive(data);
    XCTAssertTrue([q isKindOfClass:[ArchPerson class]]);
    XCTAssertFalse(q == p);
    XCTAssertEqualObjects(q.name, @"Ada");
    XCTAssertEqual(q.age, 36);
    XCTAssertEqual(q.height, 1.65);
    XCTAssertEqual(q.weight, 58.5f);
    XCTAssertTrue(q.member);
    XCTAssertEqual(q.shoe, -38);
    XCTAssertEqual(q.big, 9000000000000000000LL);
    XCTAssertEqual(q.small, 2000000000);
    XCTAssertEqualObjects(q.blob, p.blob);
    XCTAssertEqualObjects(q.tags, p.tags);
    XCTAssertNil(q.friend);
}

- (void)testAStructInAnNSValueRoundTrips {
    ArchBox *box = [ArchBox new];
    box.size = (ArchSize){12, 34};
    ArchBox *back = unarchive(archive(box));
    XCTAssertEqual(back.size.width, 12.0);
    XCTAssertEqual(back.size.height, 34.0);
}

// KVO gives an observed object a notifying subclass; the archive names the object's own class.
- (void)testAnObservedObjectIsArchivedUnderItsOwnClass {
    ArchPerson *observed = person(@"watched", 7);
    ArchObserver *observer = [ArchObserver new];
    [observed addObserver:observer forKeyPath:@"name" options:0 context:NULL];
    XCTAssertFalse(object_getClass(observed) == [ArchPerson class], "KVO swapped the class");
    NSData *data = archive(observed);
    [observed removeObserver:observer forKeyPath:@"name"];
    ArchPerson *back = unarchive(data);
    XCTAssertTrue(object_getClass(back) == [ArchPerson class]);
    XCTAssertEqualObjects(back.name, @"watched");
}

- (void)testThreadsArchiveAtTheSameTime {
    pthread_t threads[4];
    for (long t = 0; t < 4; t++) XCTAssertEqual(pthread_create(&threads[t], NULL, roundTrips, (void *)t), 0);
    for (int t = 0; t < 4; t++) {
        void *failures = (void *)1;
        pthread_join(threads[t], &failures);
        XCTAssertEqual((long)failures, 0L);
    }
}

- (void)testSharedObjectsStayShared {
    ArchPerson *teacher = person(@"Grace", 50);
    ArchPerson *a = person(@"a", 1), *b = person(@"b", 2);
    a.friend = teacher;
    b.friend = teacher;
    NSString *label = [NSString stringWithFormat:@"shared %d", 1];
    NSArray *back = unarchive(archive(@[ a, b, teacher, label, label ]));
    XCTAssertEqual(back.count, 5u);
    ArchPerson *a2 = back[0], *b2 = back[1];
    XCTAssertTrue(a2.friend == b2.friend, "one teacher, not two copies");
    XCTAssertTrue(a2.friend == back[2]);
    XCTAssertEqualObjects(a2.friend.name, @"Grace");
    XCTAssertTrue(back[3] == back[4], "the same string object twice is one object");
}

- (void)testACycleComesBackAsACycle {
    ArchPerson *a = person(@"a", 1), *b = person(@"b", 2);
    a.friend = b;
    b.friend = a;
    ArchPerson *a2 = unarchive(archive(a));
    a.friend = nil; // the originals' cycle, broken so they can go
    XCTAssertEqualObjects(a2.name, @"a");
    XCTAssertEqualObjects(a2.friend.name, @"b");
    XCTAssertTrue(a2.friend.friend == a2);
    ArchPerson *self2 = person(@"me", 3);
    self2.friend = self2;
    ArchPerson *back = unarchive(archive(self2));
    self2.friend = nil;
    XCTAssertTrue(back.friend == back);
    back.friend = nil;
    a2.friend.friend = nil;
}

- (void)testTheArchiverInstanceAPI {
    // -initForWritingWithMutableData: and -finishEncoding, with top-level keys and scalars.
    // (NSMutableData has a header of its own; by name here, typed as the NSData it is.)
    NSData *buffer = [NSClassFromString(@"NSMutableData") new];
    NSKeyedArchiver *archiver = [[NSKeyedArchiver alloc] initForWritingWithMutableData:(id)buffer];
    XCTAssertTrue([archiver allowsKeyedCoding]);
    [archiver encodeObject:@"v" forKey:@"object"];
    [archiver encodeInteger:-5 forKey:@"integer"];
    [archiver encodeBool:YES forKey:@"bool"];
    [archiver finishEncoding];
    XCTAssertTrue(buffer.length > 0);
    NSKeyedUnarchiver *unarchiver = [[NSKeyedUnarchiver alloc] initForReadingWithData:buffer];
    XCTAssertEqualObjects([unarchiver decodeObjectForKey:@"object"], @"v");
    XCTAssertEqual([unarchiver decodeIntegerForKey:@"integer"], -5);
    XCTAssertTrue([unarchiver decodeBoolForKey:@"bool"]);
    XCTAssertTrue([unarchiver containsValueForKey:@"integer"]);
    XCTAssertFalse([unarchiver containsValueForKey:@"missing"]);
    XCTAssertNil([unarchiver decodeObjectForKey:@"missing"]);
    XCTAssertEqual([unarchiver decodeIntForKey:@"missing"], 0);
    XCTAssertEqualObjects([unarchiver decodeObjectOfClass:[NSString class] forKey:@"object"], @"v");
    [unarchiver finishDecoding];

    // -init and -encodedData; -encodeRootObject: is +archivedDataWithRootObject:'s "root".
    NSKeyedArchiver *second = [[NSKeyedArchiver alloc] initRequiringSecureCoding:NO];
    [second encodeRootObject:@[ @1 ]];
    XCTAssertEqualObjects(unarchive(second.encodedData), @[ @1 ]);

    // YYModel's coverage path: a collection and NSNull encode themselves into a coder.
    NSKeyedArchiver *third = [[NSKeyedArchiver alloc] init];
    [@[ @"x", @"y" ] encodeWithCoder:third];
    [[NSNull null] encodeWithCoder:third];
    XCTAssertTrue(third.encodedData.length > 0);
    writeOut(third.encodedData, "fields");
    NSKeyedUnarchiver *reread = [[NSKeyedUnarchiver alloc] initForReadingWithData:third.encodedData];
    XCTAssertTrue([reread containsValueForKey:@"NS.objects"]);
    XCTAssertTrue([@[] respondsToSelector:@selector(encodeWithCoder:)]);
    XCTAssertTrue([@{} respondsToSelector:@selector(encodeWithCoder:)]);
    XCTAssertTrue([@1 respondsToSelector:@selector(encodeWithCoder:)]);
}

- (void)testBadInputAnswersNilAfterARaise {
    XCTAssertFalse(takeRaise());
    // Not a property list at all.
    XCTAssertNil(unarchive([@"garbage that is not a plist" dataUsingEncoding:NSUTF8StringEncoding]));
    XCTAssertTrue(takeRaise());
    // A good archive cut short.
    NSData *good = archive(person(@"cut", 1));
    XCTAssertNil(unarchive([NSData dataWithBytes:good.bytes length:good.length / 2]));
    XCTAssertTrue(takeRaise());
    // Every truncation of a good archive: nil or an object, never a crash.
    for (NSUInteger n = 0; n < good.length; n += 7) {
        (void)unarchive([NSData dataWithBytes:good.bytes length:n]);
        takeRaise();
    }
    // An empty archive and nil.
    XCTAssertNil(unarchive([NSData data]));
    XCTAssertTrue(takeRaise());
    XCTAssertNil([[NSKeyedUnarchiver alloc] initForReadingWithData:[NSData data]]);
    XCTAssertTrue(takeRaise());
    // An object with no -encodeWithCoder: cannot be archived.
    XCTAssertNil(archive([ArchPlain new]));
    XCTAssertTrue(takeRaise());
    // A class the archive names that is not loaded: found by name in the bytes and renamed.
    uint8_t *bytes = malloc(good.length);
    memcpy(bytes, good.bytes, good.length);
    BOOL found = NO;
    for (NSUInteger i = 0; i + 10 <= good.length; i++) {
        if (memcmp(bytes + i, "ArchPerson", 10) == 0) {
            memcpy(bytes + i, "NoSuchCls!", 10);
            found = YES;
        }
    }
    NSData *renamed = [NSData dataWithBytes:bytes length:good.length];
    free(bytes);
    XCTAssertTrue(found);
    XCTAssertNil(unarchive(renamed));
    XCTAssertTrue(takeRaise());
    // Coding methods that throw.
    XCTAssertNil(archive(@[ @"before", [ArchThrower new] ]));
    XCTAssertTrue(takeRaise());
    ArchThrower *later = [ArchThrower new];
    later.throwOnDecode = YES;
    NSData *throwing = archive(@[ person(@"kept", 1), later ]);
    XCTAssertNotNil(throwing);
    XCTAssertNil(unarchive(throwing));
    XCTAssertTrue(takeRaise());
    // Nothing is left pending for the runner.
    XCTAssertFalse(takeRaise());
}

- (void)testArchivesForTheReaders {
    ArchPerson *a = person(@"Ada", 36), *b = person(@"Charles", 45);
    a.friend = b;
    b.friend = a;
    a.tags = @[ @"x", @{@"k" : @1.5} ];
    writeOut(archive(a), "cycle");
    a.friend = nil;
    writeOut(archive(@{@"list" : @[ @1, @"two", [NSNull null] ], @"when" : [NSDate dateWithTimeIntervalSinceReferenceDate:0]}),
             "values");
}

@end
