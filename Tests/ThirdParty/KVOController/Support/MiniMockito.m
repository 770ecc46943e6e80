// The protocol mocks and verifications of OCMockito/OCMockito.h (MiniObjC's stand-in; see
// that header). A mock is an NSObject subclass: the protocol's methods NSObject does not
// implement reach it through forwarding (-methodSignatureForSelector: answers from the
// protocol's method descriptions, -forwardInvocation: records); the one NSObject method an
// observer protocol declares, -observeValueForKeyPath:ofObject:change:context:, is overridden
// to record too. Thread-safe: the record is guarded by @synchronized.
#import "OCMockito/OCMockito.h"
#import "OCHamcrest/OCHamcrest.h"
#import <objc/runtime.h>
#include <stdio.h>
#include <string.h>

void MHCReportFailure(id testCase, const char *message, const char *file, int line);

/* The signature of `sel` in `protocol` or the protocols it adopts, or nil. */
static NSMethodSignature *signatureIn(Protocol *protocol, SEL sel) {
    for (int required = 1; required >= 0; required--) {
        struct objc_method_description d = protocol_getMethodDescription(protocol, sel, (BOOL)required, YES);
        if (d.types) return [NSMethodSignature signatureWithObjCTypes:d.types];
    }
    return nil;
}

@interface MKTProtocolMock : NSObject {
@public
    Protocol *_protocol;
    NSMutableArray *_invocations;
}
@end

@implementation MKTProtocolMock
- (BOOL)respondsToSelector:(SEL)sel {
    return signatureIn(_protocol, sel) != nil || [super respondsToSelector:sel];
}
- (BOOL)conformsToProtocol:(Protocol *)protocol {
    return protocol_conformsToProtocol(_protocol, protocol) || protocol == _protocol || [super conformsToProtocol:protocol];
}
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    NSMethodSignature *s = signatureIn(_protocol, sel);
    return s ? s : [super methodSignatureForSelector:sel];
}
- (void)forwardInvocation:(NSInvocation *)invocation {
    if (!signatureIn(_protocol, invocation.selector)) {
        [super forwardInvocation:invocation];
        return;
    }
    /* Not the target: an invocation retaining its mock would keep the mock alive. */
    [invocation setTarget:nil];
    [invocation retainArguments];
    @synchronized(self) {
        [_invocations addObject:invocation];
    }
}
/* NSObject implements this one (it raises): record it as a forwarded message. */
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    SEL sel = _cmd;
    NSMethodSignature *s = signatureIn(_protocol, sel);
    if (!s) {
        [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
        return;
    }
    NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:s];
    [invocation setSelector:sel];
    [invocation setArgument:&keyPath atIndex:2];
    [invocation setArgument:&object atIndex:3];
    [invocation setArgument:&change atIndex:4];
    [invocation setArgument:&context atIndex:5];
    [self forwardInvocation:invocation];
}
/* A snapshot of what was recorded. */
- (NSArray *)recorded {
    @synchronized(self) {
        return [NSArray arrayWithArray:_invocations];
    }
}
@end

id MKTMockProtocol(Protocol *protocol) {
    MKTProtocolMock *mock = [MKTProtocolMock new];
    mock->_protocol = protocol;
    mock->_invocations = [NSMutableArray array];
    return mock;
}

@interface MKTTimesMode : NSObject {
@public
    NSUInteger _count;
}
@end
@implementation MKTTimesMode
@end

id MKTTimes(NSUInteger count) {
    MKTTimesMode *mode = [MKTTimesMode new];
    mode->_count = count;
    return mode;
}

/* The size of an argument of type `type` (the scalars and pointers a protocol method takes). */
static size_t argumentSize(const char *type) {
    while (*type && strchr("rnNoORV", *type)) type++; /* qualifiers */
    switch (*type) {
    case 'c': case 'C': case 'B': return 1;
    case 's': case 'S': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': case 'q': case 'Q': case 'd': case '@': case '#': case ':': case '*': case '^': return 8;
    default: return 16;
    }
}

/* Whether a recorded invocation matches the expected one: same selector, and each argument
 * equal — objects by a matcher's -matches: or -isEqual:, the rest by value. */
static BOOL matches(NSInvocation *expected, NSInvocation *actual) {
    if (expected.selector != actual.selector) return NO;
    NSMethodSignature *s = expected.methodSignature;
    for (NSUInteger i = 2; i < s.numberOfArguments; i++) {
        const char *type = [s getArgumentTypeAtIndex:i];
        while (*type && strchr("rnNoORV", *type)) type++;
        if (*type == '@') {
            __unsafe_unretained id want = nil, got = nil;
            [expected getArgument:&want atIndex:(NSInteger)i];
            [actual getArgument:&got atIndex:(NSInteger)i];
            if ([want conformsToProtocol:@protocol(HCMatcher)]) {
                if (![(id<HCMatcher>)want matches:got]) return NO;
            } else if (want != got && !(want && got && [want isEqual:got])) {
                return NO;
            }
        } else {
            unsigned char a[16] = {0}, b[16] = {0};
            size_t size = argumentSize(type);
            if (size > sizeof a) return NO;
            [expected getArgument:a atIndex:(NSInteger)i];
            [actual getArgument:b atIndex:(NSInteger)i];
            if (memcmp(a, b, size) != 0) return NO;
        }
    }
    return YES;
}

@interface MKTVerifier : NSObject {
@public
    MKTProtocolMock *_mock;
    NSUInteger _expected;
    __weak id _testCase;
    const char *_file;
    int _line;
}
@end

@implementation MKTVerifier
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    NSMethodSignature *s = signatureIn(_mock->_protocol, sel);
    return s ? s : [super methodSignatureForSelector:sel];
}
- (void)forwardInvocation:(NSInvocation *)invocation {
    NSUInteger found = 0;
    NSArray *recorded = [_mock recorded];
    for (NSUInteger i = 0; i < recorded.count; i++) {
        if (matches(invocation, [recorded objectAtIndex:i])) found++;
    }
    if (found == _expected) return;
    char message[512];
    snprintf(message, sizeof message, "-%s: expected %lu matching invocation(s), but received %lu",
             sel_getName(invocation.selector), (unsigned long)_expected, (unsigned long)found);
    MHCReportFailure(_testCase, message, _file, _line);
}
/* NSObject implements this one: verify it like a forwarded message. */
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    NSMethodSignature *s = signatureIn(_mock->_protocol, _cmd);
    if (!s) {
        [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
        return;
    }
    NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:s];
    [invocation setSelector:_cmd];
    [invocation setArgument:&keyPath atIndex:2];
    [invocation setArgument:&object atIndex:3];
    [invocation setArgument:&change atIndex:4];
    [invocation setArgument:&context atIndex:5];
    [invocation retainArguments];
    [self forwardInvocation:invocation];
}
@end

id MKTVerifyCountWithLocation(id mock, id mode, id testCase, const char *file, int line) {
    MKTVerifier *verifier = [MKTVerifier new];
    if (![mock isKindOfClass:[MKTProtocolMock class]]) {
        MHCReportFailure(testCase, "verify: the argument is not a mock", file, line);
        return nil;
    }
    verifier->_mock = mock;
    verifier->_expected = [mode isKindOfClass:[MKTTimesMode class]] ? ((MKTTimesMode *)mode)->_count : 1;
    verifier->_testCase = testCase;
    verifier->_file = file;
    verifier->_line = line;
    return verifier;
}
