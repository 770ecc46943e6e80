// A suite with passing and failing tests: objcrt test's log, order and exit status
// (XCTestRunnerTests). Classes are declared out of alphabetical order on purpose.
#import <XCTest/XCTest.h>
#include <stdio.h>

static void say(const char *what) {
    printf("%s\n", what);
    fflush(stdout);
}

@interface Zebra : XCTestCase
@end
@implementation Zebra
- (void)testLast { XCTAssertTrue(YES); }
@end

// setUp and tearDown around each test, the class's around all; only "test…" methods that take
// no argument and return void are tests.
@interface Order : XCTestCase
@end
@implementation Order
+ (void)setUp { say("+[Order setUp]"); }
+ (void)tearDown { say("+[Order tearDown]"); }
- (void)setUp { [super setUp]; say("-[Order setUp]"); }
- (void)tearDown { say("-[Order tearDown]"); [super tearDown]; }
- (void)testB { say("testB"); }
- (void)testA { say("testA"); }
- (void)testWithArgument:(int)x { (void)x; say("never: takes an argument"); }
- (int)testReturningInt { say("never: returns int"); return 1; }
- (void)helper { say("never: not a test"); }
@end

@interface Assertions : XCTestCase
@end
@implementation Assertions
- (void)throwString { @throw @"a string"; }
- (void)throwException { @throw [NSException exceptionWithName:@"MyError" reason:@"it broke" userInfo:nil]; }
- (void)raiseException {
    [[NSException exceptionWithName:NSInvalidArgumentException reason:@"raised" userInfo:nil] raise];
}
- (int)throwingInt { [self throwException]; return 0; }

- (void)testEveryAssertionPasses {
    XCTAssert(1 + 1 == 2);
    XCTAssertTrue(YES);
    XCTAssertFalse(NO, @"a message is not printed when the assertion holds");
    XCTAssertEqual(2, 2);
    XCTAssertEqual(1.5, 1.5);
    XCTAssertEqual((long)7, 7);
    XCTAssertNotEqual(1, 2);
    XCTAssertEqualObjects(@"a", @"a");
    XCTAssertEqualObjects(nil, nil);
    XCTAssertNotEqualObjects(@"a", @"b");
    XCTAssertNil(nil);
    XCTAssertNotNil(@"x");
    XCTAssertEqualWithAccuracy(0.1 + 0.2, 0.3, 0.0001);
    XCTAssertGreaterThan(3, 2);
    XCTAssertLessThanOrEqual(2, 2);
    XCTAssertNoThrow([self description]);
}

- (void)testFailuresAreRecordedAndTheTestGoesOn {
    XCTAssertEqual(1, 2);
    XCTAssertEqual(1, 2, @"with a message %d and %@ and %s %5.2f%%", 42, @"an object", "text", 2.5);
    XCTAssertTrue(NO);
    XCTAssert(0 > 1, @"plain message");
    XCTAssertFalse(YES);
    XCTAssertNil(@"not nil");
    XCTAssertNotNil(nil);
    XCTAssertEqualObjects(@"left", @"right");
    XCTAssertNotEqualObjects(@"same", @"same");
    XCTAssertNotEqual(3, 3);
    XCTAssertEqual('a', 'b');
    XCTAssertEqual(0.25f, 0.5f);
    XCTAssertEqualWithAccuracy(1.0, 2.0, 0.5);
    XCTAssertEqual([self throwingInt], 1);
    XCTFail(@"failed on purpose");
    XCTFail();
    say("the test went on after its failures");
}

- (void)testThrowsTakesEveryThrow {
    XCTAssertThrows([self throwString]);
    XCTAssertThrows([self throwException]);
    XCTAssertThrows([self raiseException]);
    XCTAssertThrowsSpecificNamed([self throwException], NSException, @"MyError");
    XCTAssertThrowsSpecificNamed([self raiseException], NSException, NSInvalidArgumentException);
    XCTAssertThrowsSpecific([self throwException], NSException);
}

- (void)testThrowsFailures {
    XCTAssertThrows([self description]);
    XCTAssertThrows([self description], @"expected %@", @"a throw");
    XCTAssertThrowsSpecificNamed([self throwException], NSException, @"OtherName");
    XCTAssertThrowsSpecificNamed([self description], NSException, @"MyError");
    XCTAssertThrowsSpecific([self throwString], NSException);
    XCTAssertNoThrow([self throwException]);
    XCTAssertNoThrow([self throwString], @"no throw wanted");
}
@end

// An exception that escapes a test fails that test; the next test runs.
@interface Escapes : XCTestCase
@end
@implementation Escapes
- (void)tearDown { say("-[Escapes tearDown] runs after the escape"); }
- (void)testEscapingException {
    say("before the throw");
    @throw [NSException exceptionWithName:NSRangeException reason:@"out of range" userInfo:nil];
}
- (void)testEscapingString { @throw @"loose string"; }
- (void)testStillRuns { XCTAssertTrue(YES); }
@end

// continueAfterFailure = NO: the first failure ends the test, tearDown still runs.
@interface StopsEarly : XCTestCase
@end
@implementation StopsEarly
- (void)setUp { self.continueAfterFailure = NO; }
- (void)tearDown { say("-[StopsEarly tearDown]"); }
- (void)testStopsAtTheFirstFailure {
    XCTAssertEqual(1, 2);
    say("never: the test stopped");
}
@end

// A setUp that throws: the test body is skipped, tearDown runs.
@interface SetUpThrows : XCTestCase
@end
@implementation SetUpThrows
- (void)setUp { @throw [NSException exceptionWithName:@"SetUpError" reason:@"no fixture" userInfo:nil]; }
- (void)tearDown { say("-[SetUpThrows tearDown]"); }
- (void)testSkipped { say("never: setUp threw"); }
@end

// An inherited test runs in the subclass too, as in XCTest.
@interface Base : XCTestCase
@end
@implementation Base
- (void)testInherited { printf("testInherited in %s\n", object_getClassName(self)); fflush(stdout); }
@end
@interface Derived : Base
@end
@implementation Derived
- (void)testOwn { say("testOwn"); }
@end
