// An XCTestCase subclass without a test method: nothing to run, exit status 2.
#import <XCTest/XCTest.h>

@interface NoTests : XCTestCase
@end
@implementation NoTests
- (void)helper {}
@end
