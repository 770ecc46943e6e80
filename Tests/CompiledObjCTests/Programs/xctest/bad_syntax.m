// Does not compile: objcrt test shows clang's error and exits 1.
#import <XCTest/XCTest.h>

@interface Broken : XCTestCase
@end
@implementation Broken
- (void)testBroken { XCTAssertTrue(this is not Objective-C); }
@end
