// A shared library of compiled Objective-C that the Swift tests dlopen into their own process
// (built with `objcrt cc --no-link-runtime`, so it uses the runtime the process already has):
// its class is an ObjCClass to the Swift API, and the Swift API's classes are classes to it.
#import <Foundation/Foundation.h>

Class objc_getClass(const char *name);

@interface CompiledCounter : NSObject {
    int _count;
    NSString *_name;
}
@property (nonatomic) int count;
@property (nonatomic, copy) NSString *name;
- (void)increment;
- (int)twice:(int)value;
@end

@implementation CompiledCounter
@synthesize count = _count, name = _name;
/* Through the setter, so an observer (KVO swizzles this object's class) hears of it. */
- (void)increment { self.count = self.count + 1; }
- (int)twice:(int)value { return value * 2; }
- (void)dealloc {
    [_name release];
    [super dealloc];
}
@end

/* A message from compiled code to a class made from Swift, found by name. */
@interface NSObject (MadeInSwift)
- (long)value;
@end

long two_doors_send_value(const char *className) {
    Class cls = objc_getClass(className);
    id object = [cls new];
    long value = [object value];
    [object release];
    return value;
}

/* Forwarding from compiled code: a proxy that hands every message it does not implement to
 * its target through -forwardInvocation:. NSInvocation is the value layer's (C), the one the
 * Swift layer's ObjCForwarding wraps, so Swift and compiled code forward through one class. */

@interface CompiledProxy : NSObject {
    id _target;
}
- (instancetype)initWithTarget:(id)target;
@end

@implementation CompiledProxy
- (instancetype)initWithTarget:(id)target {
    self = [super init];
    if (self) _target = [target retain];
    return self;
}
- (void)dealloc {
    [_target release];
    [super dealloc];
}
- (id)methodSignatureForSelector:(SEL)selector { return [_target methodSignatureForSelector:selector]; }
- (void)forwardInvocation:(NSInvocation *)invocation { [invocation invokeWithTarget:_target]; }
@end

/* A message objc_msgSend cannot find goes the whole way: cache miss, lookup, resolution,
 * forwarding target, the forwarding hook's libffi closure, -forwardInvocation:. */
int two_doors_forwarded_twice(int value) {
    CompiledCounter *counter = [CompiledCounter new];
    id proxy = [[CompiledProxy alloc] initWithTarget:counter];
    int result = [proxy twice:value];
    [proxy release];
    [counter release];
    return result;
}

/* A class installed from header text by the Swift API (ObjCHeaders): compiled code reaches its
 * synthesized accessors by an ordinary send and by a super send — the one path where the
 * accessor receives the image's selector record instead of the canonical selector. */
@interface NSObject (HeaderMade)
- (long)level;
- (void)setLevel:(long)level;
@end

struct two_doors_super {
    id receiver;
    Class superclass;
};
IMP objc_msg_lookup_super(struct two_doors_super *super, SEL sel);

long two_doors_level_through_super(id object, Class from) {
    [object setLevel:7];
    struct two_doors_super sup = {object, from};
    IMP getter = objc_msg_lookup_super(&sup, @selector(level));
    return ((long (*)(id, SEL))getter)(object, @selector(level)) * 10 + [object level];
}

/* Every argument register through forwarding: eight integers and eight doubles fill %rdi…%r9
 * and %xmm0–7 (two more of each go on the stack), sent by objc_msgSend to a proxy that does
 * not implement the method — slow path, the forwarding hook's libffi closure, NSInvocation,
 * -invokeWithTarget: — and back. */
@interface Summer : NSObject
- (double)sumA:(long)a b:(long)b c:(long)c d:(long)d e:(long)e f:(long)f g:(long)g h:(long)h
             x:(double)x y:(double)y z:(double)z u:(double)u v:(double)v w:(double)w p:(double)p q:(double)q
             r:(double)r s:(double)s;
@end

@implementation Summer
- (double)sumA:(long)a b:(long)b c:(long)c d:(long)d e:(long)e f:(long)f g:(long)g h:(long)h
             x:(double)x y:(double)y z:(double)z u:(double)u v:(double)v w:(double)w p:(double)p q:(double)q
             r:(double)r s:(double)s {
    return (double)(a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h) +
           x + 2 * y + 3 * z + 4 * u + 5 * v + 6 * w + 7 * p + 8 * q + 9 * r + 10 * s;
}
@end

double two_doors_forwarded_sum(void) {
    Summer *summer = [Summer new];
    id proxy = [[CompiledProxy alloc] initWithTarget:summer];
    double result = [proxy sumA:1 b:2 c:3 d:4 e:5 f:6 g:7 h:8
                              x:0.5 y:0.25 z:0.125 u:1.5 v:2.5 w:3.5 p:4.5 q:5.5 r:6.5 s:7.5];
    [proxy release];
    [summer release];
    return result;
}
