// Ports the intent of objc4 test/sel.m and GCC objc/execute _cmd.m, selector tests in
// class-tests and no_clash.m: @selector(x) equals sel_registerName("x") — by `==` too, since
// sel_registerName returns the image's @selector record (libobjc2 answers 0 there); but `_cmd`
// is the canonical selector, so `_cmd == @selector(x)` is 0 and needs sel_isEqual (README.md,
// "Differences") — sel_getName round-trips, sel_getUid is sel_registerName, a selector registered
// at run time equals a later @selector of the same name, sel_isEqual, the zero selector's name,
// _cmd inside a method is the selector it was called with (also for a method reached through
// an IMP shared by two selectors), and a selector named like a C function does not clash.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

@interface Probe : NSObject
- (const char *)whoAmI;
- (const char *)with:(int)a and:(int)b;
- (int)printf;
- (int)cmdIsTheRecord;
@end
@implementation Probe
- (const char *)whoAmI { return sel_getName(_cmd); }
- (const char *)with:(int)a and:(int)b { return sel_isEqual(_cmd, @selector(with:and:)) ? sel_getName(_cmd) : "wrong _cmd"; }
- (int)cmdIsTheRecord { return _cmd == @selector(cmdIsTheRecord); }
- (int)printf { return 5; } // named like a C function
@end

static SEL elsewhere(void) { return @selector(whoAmI); }

int main(void) {
    printf("@selector == sel_registerName: %d (sel_isEqual: %d)\n", @selector(whoAmI) == sel_registerName("whoAmI"),
           sel_isEqual(@selector(whoAmI), sel_registerName("whoAmI")));
    printf("same in another function: %d\n", @selector(whoAmI) == elsewhere());
    printf("sel_getUid: %d (sel_isEqual: %d)\n", sel_getUid("with:and:") == @selector(with:and:),
           sel_isEqual(sel_getUid("with:and:"), @selector(with:and:)));
    printf("sel_getName: %s %s\n", sel_getName(@selector(with:and:)), sel_getName(sel_registerName("brand:new:")));
    SEL runtime = sel_registerName("registeredAtRunTime");
    printf("runtime then @selector: %d (sel_isEqual: %d)\n", runtime == @selector(registeredAtRunTime),
           sel_isEqual(runtime, @selector(registeredAtRunTime)));
    printf("sel_isEqual: %d %d\n", sel_isEqual(@selector(whoAmI), elsewhere()), sel_isEqual(@selector(whoAmI), @selector(printf)));
    printf("distinct names distinct selectors: %d\n", sel_registerName("a") != sel_registerName("b"));
    printf("name pointer stable: %d\n", strcmp(sel_getName(sel_registerName("whoAmI")), "whoAmI") == 0);
    printf("zero selector: %s\n", sel_getName((SEL)0));
    Probe *p = [Probe new];
    printf("_cmd: %s %s; _cmd == @selector: %d\n", [p whoAmI], [p with:1 and:2], [p cmdIsTheRecord]);
    class_addMethod([Probe class], sel_registerName("alias"), class_getMethodImplementation([Probe class], @selector(whoAmI)), "r*@:");
    printf("_cmd through an aliased IMP: %s\n", [p performSelector:sel_registerName("alias")] ? (const char *)[p performSelector:sel_registerName("alias")] : "(null)");
    printf("no clash with printf: %d\n", [p printf]);
    printf("sel_isMapped: %d\n", sel_isMapped(@selector(whoAmI)));
    [p release];
    return 0;
}
