// Dynamic resolution and a forwarding target from compiled code, with the runtime talking:
// +resolveInstanceMethod: adds a C function as a method the first time it is asked
// (OBJC_PRINT_RESOLVED_METHODS), the method cache fills (OBJC_PRINT_CACHE_SETUP), and a
// message the class does not answer goes to another object through
// -forwardingTargetForSelector:.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

static int resolutions;

static long dynamicAnswer(id self, SEL _cmd) {
    (void)self;
    (void)_cmd;
    return 42;
}

@interface Helper : NSObject
- (long)helped;
@end
@implementation Helper
- (long)helped { return 7; }
@end

@interface Dynamic : NSObject {
    Helper *_helper;
}
@end

/* Declared, never implemented: one is resolved, the other forwarded. */
@interface Dynamic (Unimplemented)
- (long)answer;
- (long)helped;
@end

@implementation Dynamic
+ (BOOL)resolveInstanceMethod:(SEL)sel {
    if (sel_isEqual(sel, @selector(answer))) {
        resolutions++;
        class_addMethod(self, sel, (IMP)dynamicAnswer, "q16@0:8");
        return YES;
    }
    return [super resolveInstanceMethod:sel];
}
- (id)forwardingTargetForSelector:(SEL)sel {
    if (sel_isEqual(sel, @selector(helped))) {
        if (!_helper) _helper = [Helper new];
        return _helper;
    }
    return [super forwardingTargetForSelector:sel];
}
- (void)dealloc {
    [_helper release];
    [super dealloc];
}
@end

int main(void) {
    Dynamic *d = [Dynamic new];
    long a = [d answer], b = [d answer], c = [d answer];
    printf("answers %ld %ld %ld after %d resolution(s)\n", a, b, c, resolutions);
    printf("forwarded: %ld\n", [d helped]);
    [d release];
    return 0;
}
