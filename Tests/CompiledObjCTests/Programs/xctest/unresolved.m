// Compiles, but calls a function nothing defines: the bundle does not load (dlopen with
// RTLD_NOW), and objcrt test says so and exits 1.
#import <XCTest/XCTest.h>

extern int miniobjc_no_such_function(void);

@interface Unresolved : XCTestCase
@end
@implementation Unresolved
- (void)testCallsNothing { XCTAssertEqual(miniobjc_no_such_function(), 1); }
@end
