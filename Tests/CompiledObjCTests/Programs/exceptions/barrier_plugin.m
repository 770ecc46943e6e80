// A shared library the Swift tests dlopen (like swift_caller_plugin.m): compiled code Swift
// reaches by paths other than its typed sends — a block called with callBlock, a setter KVO's
// notifying setter calls, a setter ModelMapping calls — each of which throws. Every path calls
// through the catch barrier, so the object thrown arrives in Swift as an ObjCException.
#import <Foundation/Foundation.h>

@interface BarrierGuarded : NSObject {
    int _level;
    double _ratio;
    NSString *_name;
}
@property (nonatomic) int level;
@property (nonatomic) double ratio;
@property (nonatomic, copy) NSString *name;
+ (id)throwingBlock;
+ (id)rangeBlock;
- (int)catchesARuntimeRaise;
@end

@implementation BarrierGuarded
@synthesize name = _name;
- (int)level { return _level; }
- (void)setLevel:(int)level {
    if (level < 0) @throw [NSException exceptionWithName:NSInvalidArgumentException reason:@"negative level" userInfo:nil];
    _level = level;
}
- (double)ratio { return _ratio; }
- (void)setRatio:(double)ratio {
    if (ratio > 1) @throw [NSException exceptionWithName:NSRangeException reason:@"ratio above 1" userInfo:nil];
    _ratio = ratio;
}
- (void)dealloc {
    [_name release];
    [super dealloc];
}
/* A global block (it captures nothing): twice its argument, or a throw for a positive one. */
+ (id)throwingBlock {
    return ^int(int x) {
        if (x > 0) @throw [NSException exceptionWithName:NSGenericException reason:@"thrown by a block" userInfo:nil];
        return 2 * x;
    };
}
/* A block in which the runtime raises: an index beyond an empty array. */
+ (id)rangeBlock {
    return ^id(void) { return [[NSArray array] objectAtIndex:4]; };
}
/* In the Swift package's runtime a thread is pending, not throwing: the raise below is
 * recorded and returns nil, so this @catch does not run (the Swift send throws the record). */
- (int)catchesARuntimeRaise {
    @try {
        [[NSArray array] objectAtIndex:99];
    } @catch (NSException *e) {
        return 1;
    }
    return 0;
}
@end

/* Methods the runtime's C code sends when Swift calls it directly, not as a message: the last
 * release runs -dealloc, a dictionary copies and hashes its keys, +initialize runs at the first
 * message, NSObject's -copy sends -copyWithZone:. Each throws; the runtime sends them through
 * the barrier (rt_compiled_calls.h), so the throw is pending, never an unwind into Swift. */
@interface RuntimeCallThrower : NSObject <NSCopying>
@property (nonatomic) BOOL throwsFromHash;
@property (nonatomic) BOOL throwsFromDealloc;
@end

@implementation RuntimeCallThrower
- (id)copyWithZone:(void *)zone {
    if (!self.throwsFromHash)
        @throw [NSException exceptionWithName:NSGenericException reason:@"copy refused" userInfo:nil];
    return [self retain];
}
- (NSUInteger)hash {
    if (self.throwsFromHash)
        @throw [NSException exceptionWithName:NSInvalidArgumentException reason:@"no hash" userInfo:nil];
    return 7;
}
- (void)dealloc {
    BOOL throws = self.throwsFromDealloc;
    [super dealloc];
    if (throws) @throw [NSException exceptionWithName:NSGenericException reason:@"dealloc threw" userInfo:nil];
}
@end

@interface InitializeThrower : NSObject
+ (int)answer;
@end

@implementation InitializeThrower
static int initializeCount;
+ (void)initialize {
    if (self == [InitializeThrower class] && initializeCount++ == 0)
        @throw [NSException exceptionWithName:NSInternalInconsistencyException reason:@"initialize threw" userInfo:nil];
}
+ (int)answer { return 42; }
@end
