// The matchers of OCHamcrest/OCHamcrest.h (MiniObjC's stand-in; see that header).
#import "OCHamcrest/OCHamcrest.h"
#import <objc/runtime.h>
#include <stdio.h>
#include <string.h>

/* The text of an object for a failure message. */
static const char *describe(id object) {
    return object ? [[object description] UTF8String] : "nil";
}

@interface MHCEqualTo : NSObject <HCMatcher>
@property (nonatomic, strong) id expected;
@end
@implementation MHCEqualTo
- (BOOL)matches:(id)item {
    if (!item || !self.expected) return item == self.expected;
    return [self.expected isEqual:item];
}
- (const char *)expectation { return describe(self.expected); }
@end

@interface MHCContainsSubstring : NSObject <HCMatcher>
@property (nonatomic, copy) NSString *substring;
@end
@implementation MHCContainsSubstring
- (BOOL)matches:(id)item {
    if (![item isKindOfClass:[NSString class]]) return NO;
    return strstr([(NSString *)item UTF8String], [self.substring UTF8String]) != NULL;
}
- (const char *)expectation { return [self.substring UTF8String]; }
@end

@interface MHCAnything : NSObject <HCMatcher>
@end
@implementation MHCAnything
- (BOOL)matches:(id)item { (void)item; return YES; }
- (const char *)expectation { return "ANYTHING"; }
@end

id HC_equalTo(id object) {
    MHCEqualTo *m = [MHCEqualTo new];
    m.expected = object;
    return m;
}

id HC_containsSubstring(NSString *substring) {
    MHCContainsSubstring *m = [MHCContainsSubstring new];
    m.substring = substring;
    return m;
}

id HC_anything(void) { return [MHCAnything new]; }

/* Reports a failure the way OCHamcrest does: to the test case when it records failures,
 * else as a thrown exception (a test runner counts an exception as a failure). */
void MHCReportFailure(id testCase, const char *message, const char *file, int line);
void MHCReportFailure(id testCase, const char *message, const char *file, int line) {
    NSString *text = [NSString stringWithUTF8String:message];
    SEL record = sel_registerName("recordFailureWithDescription:inFile:atLine:expected:");
    if (testCase && [testCase respondsToSelector:record]) {
        typedef void (*Record)(id, SEL, NSString *, NSString *, NSUInteger, BOOL);
        Record send = (Record)class_getMethodImplementation(object_getClass(testCase), record);
        send(testCase, record, text, [NSString stringWithUTF8String:file], (NSUInteger)line, YES);
        return;
    }
    fprintf(stderr, "%s:%d: error: %s\n", file, line, message);
    @throw [NSException exceptionWithName:@"HCAssertionFailure" reason:text userInfo:nil];
}

void HC_assertThatWithLocation(id testCase, id actual, id<HCMatcher> matcher, const char *file, int line) {
    if ([matcher matches:actual]) return;
    char message[1024];
    snprintf(message, sizeof message, "Expected %s, but was %s", [matcher expectation], describe(actual));
    MHCReportFailure(testCase, message, file, line);
}
