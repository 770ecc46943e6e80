/* MiniObjC's stand-in for the part of OCMockito (github.com/jonreid/OCMockito) that
 * FBKVOControllerTests.m uses: mockProtocol, verify, verifyCount, times. Not OCMockito's
 * code: a small recorder written for MiniObjC (MiniMockito.m). A mock records every message
 * of its protocol it receives (through -forwardInvocation:, with signatures from the
 * protocol's method descriptions); verify(mock) returns a checker that, sent the same message,
 * counts the recorded invocations whose arguments match — objects by -isEqual: or by an
 * OCHamcrest-style matcher (anything()), other arguments by value — and reports a mismatch to
 * the running test case (-recordFailureWithDescription:inFile:atLine:expected:, the XCTest
 * call OCMockito makes) or, when it has none, by throwing an NSException. */
#ifndef MINIMOCKITO_H
#define MINIMOCKITO_H

#import <Foundation/Foundation.h>

/* A mock of `protocol`'s instance methods (required and optional). */
id MKTMockProtocol(Protocol *protocol);
/* How many matching invocations a verification expects. */
id MKTTimes(NSUInteger count);
/* A checker for `mock`: send it a message of the mock's protocol to verify that the mock
 * received that message `mode` times. `testCase` receives the failure. */
id MKTVerifyCountWithLocation(id mock, id mode, id testCase, const char *file, int line);

#ifdef MOCKITO_SHORTHAND
static inline id mockProtocol(Protocol *protocol) { return MKTMockProtocol(protocol); }
static inline id times(NSUInteger count) { return MKTTimes(count); }
#define verify(mock) MKTVerifyCountWithLocation((mock), MKTTimes(1), self, __FILE__, __LINE__)
#define verifyCount(mock, mode) MKTVerifyCountWithLocation((mock), (mode), self, __FILE__, __LINE__)
#endif

#endif
