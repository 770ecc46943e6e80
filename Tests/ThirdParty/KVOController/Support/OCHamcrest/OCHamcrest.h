/* MiniObjC's stand-in for the part of OCHamcrest (github.com/hamcrest/OCHamcrest) that
 * FBKVOControllerTests.m uses: assertThat, equalTo, containsSubstring, anything. Not
 * OCHamcrest's code: small matchers written for MiniObjC (MiniMockito.m). A matcher is an
 * object answering -matches:; a failed assertThat is reported to the running test case as
 * OCHamcrest does (-recordFailureWithDescription:inFile:atLine:expected:) or, when it has no
 * such method, thrown as an NSException. */
#ifndef MINIHAMCREST_H
#define MINIHAMCREST_H

#import <Foundation/Foundation.h>

@protocol HCMatcher <NSObject>
- (BOOL)matches:(id)item;
/* What the matcher expects, for a failure message (UTF-8, valid while the matcher lives). */
- (const char *)expectation;
@end

id<HCMatcher> HC_equalTo(id object);
id<HCMatcher> HC_containsSubstring(NSString *substring);
id<HCMatcher> HC_anything(void);
void HC_assertThatWithLocation(id testCase, id actual, id<HCMatcher> matcher, const char *file, int line);

#ifdef HC_SHORTHAND
#define equalTo(object) HC_equalTo(object)
#define containsSubstring(substring) HC_containsSubstring(substring)
#define anything() HC_anything()
#define assertThat(actual, matcher) HC_assertThatWithLocation(self, (actual), (matcher), __FILE__, __LINE__)
#endif

#endif
