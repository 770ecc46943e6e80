// The second file of the passing bundle (passing.m).
#import <XCTest/XCTest.h>

@interface ArithmeticTests : XCTestCase
@end
@implementation ArithmeticTests {
    int _base;
}
- (void)setUp { [super setUp]; _base = 40; }
- (void)testAddition { XCTAssertEqual(_base + 2, 42, @"base %d", _base); }
- (void)testObjects { XCTAssertEqualObjects(@"forty-two", @"forty-two"); }
@end
