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

/* Typed id, as OCHamcrest's: a matcher stands in for an argument of any object type. */
id HC_equalTo(id object);
id HC_containsSubstring(NSString *substring);
id HC_anything(void);
void HC_assertThatWithLocation(id testCase, id actual, id<HCMatcher> matcher, const char *file, int line);

#ifdef HC_SHORTHAND
/* Functions, not macros, as OCHamcrest's: an argument such as @[@1, @10] has a comma. */
static inline id equalTo(id object) { return HC_equalTo(object); }
static inline id containsSubstring(NSString *substring) { return HC_containsSubstring(substring); }
static inline id anything(void) { return HC_anything(); }
#define assertThat(actual, matcher) HC_assertThatWithLocation(self, (actual), (matcher), __FILE__, __LINE__)
#endif

#endif
