// Selector identity for code written for Apple's runtime, which compares SELs with `==`:
// every SEL the runtime hands compiled code as a value (sel_registerName, sel_getUid,
// NSSelectorFromString, method_getName, method_getDescription, protocol_getMethodDescription,
// protocol_copyMethodDescriptionList) is this image's `@selector` record for the name, so it
// is `==` to `@selector(x)` here; a name no image uses stays the canonical selector. Messages,
// -respondsToSelector: and class_addMethod take any of them, and sel_isEqual holds across all.
// Run with and without ARC. The last lines show the SELs the runtime passes itself:
// +resolveInstanceMethod: and -forwardingTargetForSelector: get the image's record too (so
// `sel == @selector(x)` holds there), but _cmd is the canonical selector: only sel_isEqual.
// libobjc2 answers `==` false for all of these but the _cmd of a send with the same record.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <stdio.h>
#include <stdlib.h>

@protocol Greeter
- (int)greet:(int)times;
@end

@interface Probe : NSObject <Greeter>
- (SEL)whoAmI;
@end

@interface Helper : NSObject
- (int)forwardedAway;
@end

@implementation Helper
- (int)forwardedAway { return 7; }
@end

static Helper *helper;

static SEL seenByResolver;

static int added(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return 42;
}

@implementation Probe
- (SEL)whoAmI { return _cmd; }
- (int)greet:(int)times { return times * 2; }
+ (BOOL)resolveInstanceMethod:(SEL)sel {
    if (sel_isEqual(sel, @selector(resolvedLater))) {
        seenByResolver = sel;
        class_addMethod(self, sel, (IMP)added, "i16@0:8");
        return YES;
    }
    return [super resolveInstanceMethod:sel];
}
- (id)forwardingTargetForSelector:(SEL)aSelector {
    if (aSelector == @selector(forwardedAway)) return helper;
    return [super forwardingTargetForSelector:aSelector];
}
@end

@interface Probe (Declared)
- (int)addedLater;
- (int)resolvedLater;
@end

static void yes_no(const char *what, int value) { printf("%s: %d\n", what, value); }

int main(void) {
    @autoreleasepool {
        SEL compiled = @selector(whoAmI);
        yes_no("@selector == sel_registerName", compiled == sel_registerName("whoAmI"));
        yes_no("@selector == sel_getUid", compiled == sel_getUid("whoAmI"));
        yes_no("@selector == NSSelectorFromString", compiled == NSSelectorFromString(@"whoAmI"));
        yes_no("@selector(stringWithFormat:) == NSSelectorFromString",
               @selector(stringWithFormat:) == NSSelectorFromString(@"stringWithFormat:"));
        NSString *name = NSStringFromSelector(@selector(greet:));
        yes_no("round trip through NSStringFromSelector", NSSelectorFromString(name) == @selector(greet:));

        Method m = class_getInstanceMethod([Probe class], @selector(greet:));
        yes_no("method_getName == @selector", method_getName(m) == @selector(greet:));
        yes_no("method_getDescription name == @selector", method_getDescription(m)->name == @selector(greet:));
        unsigned int count = 0;
        Method *methods = class_copyMethodList([Probe class], &count);
        int found = 0;
        for (unsigned int i = 0; i < count; i++)
            if (method_getName(methods[i]) == @selector(whoAmI)) found++;
        free(methods);
        yes_no("class_copyMethodList finds whoAmI by ==", found);

        struct objc_method_description d = protocol_getMethodDescription(@protocol(Greeter), @selector(greet:), YES, YES);
        yes_no("protocol_getMethodDescription name == @selector", d.name == @selector(greet:));
        struct objc_method_description *list = protocol_copyMethodDescriptionList(@protocol(Greeter), YES, YES, &count);
        yes_no("protocol_copyMethodDescriptionList name == @selector", count == 1 && list[0].name == @selector(greet:));
        free(list);

        // A name no image has a @selector for: the canonical selector, one pointer for all.
        SEL fresh = sel_registerName("neverInAnyImage:with:");
        yes_no("fresh: registerName twice is one pointer", fresh == sel_registerName("neverInAnyImage:with:"));
        yes_no("fresh: NSSelectorFromString is the same", fresh == NSSelectorFromString(@"neverInAnyImage:with:"));
        printf("fresh: %s mapped=%d\n", sel_getName(fresh), sel_isMapped(fresh));

        // Every form works as a message, in -respondsToSelector: and in class_addMethod.
        Probe *p = [Probe new];
        SEL forms[] = {@selector(greet:), sel_registerName("greet:"), NSSelectorFromString(@"greet:"), method_getName(m)};
        for (int i = 0; i < 4; i++)
            printf("form %d: send %d responds %d\n", i, ((int (*)(id, SEL, int))objc_msgSend)(p, forms[i], 21),
                   [p respondsToSelector:forms[i]]);
        yes_no("responds to fresh", [p respondsToSelector:fresh]);
        yes_no("class_addMethod with sel_registerName", class_addMethod([Probe class], sel_registerName("addedLater"), (IMP)added, "i16@0:8"));
        yes_no("again with @selector (already there)", class_addMethod([Probe class], @selector(addedLater), (IMP)added, "i16@0:8"));
        printf("addedLater: %d\n", [p addedLater]);
        yes_no("class_addMethod with a fresh name", class_addMethod([Probe class], fresh, (IMP)added, "i16@0:8"));
        yes_no("responds to it by NSSelectorFromString", [p respondsToSelector:NSSelectorFromString(@"neverInAnyImage:with:")]);

        // sel_isEqual across all forms, and against a different name.
        SEL all[] = {@selector(greet:), sel_registerName("greet:"), sel_getUid("greet:"), NSSelectorFromString(@"greet:"),
                     method_getName(m), d.name};
        int equal = 1;
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 6; j++) equal &= sel_isEqual(all[i], all[j]);
        yes_no("sel_isEqual holds across all forms", equal);
        yes_no("sel_isEqual(greet:, whoAmI)", sel_isEqual(@selector(greet:), @selector(whoAmI)));

        // What the runtime passes itself is canonical: compare those with sel_isEqual.
        SEL cmd = [p whoAmI];
        yes_no("_cmd isEqual @selector", sel_isEqual(cmd, @selector(whoAmI)));
        yes_no("_cmd == @selector", cmd == @selector(whoAmI));
        printf("resolvedLater: %d\n", [p resolvedLater]);
        yes_no("resolver's sel isEqual @selector", sel_isEqual(seenByResolver, @selector(resolvedLater)));
        yes_no("resolver's sel == @selector", seenByResolver == @selector(resolvedLater));
        helper = [Helper new];
        printf("forwardedAway (chosen by == in -forwardingTargetForSelector:): %d\n", [(id)p forwardedAway]);
#if !__has_feature(objc_arc)
        [helper release];
#endif
        helper = nil;
#if !__has_feature(objc_arc)
        [p release];
#endif
    }
    return 0;
}
