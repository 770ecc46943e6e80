// libdispatch from a test bundle (objcrt test -ldispatch): dispatch_once, and a block run on a
// global queue whose result the test waits for.
#import <XCTest/XCTest.h>
#include <dispatch/dispatch.h>
@interface DispatchTests : XCTestCase
@end
@implementation DispatchTests
- (void)testOnceAndAsync {
    static dispatch_once_t once;
    __block int calls = 0;
    for (int i = 0; i < 3; i++) dispatch_once(&once, ^{ calls++; });
    XCTAssertEqual(calls, 1);
    dispatch_semaphore_t done = dispatch_semaphore_create(0);
    __block int value = 0;
    dispatch_async(dispatch_get_global_queue(0, 0), ^{ value = 42; dispatch_semaphore_signal(done); });
    dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);
    XCTAssertEqual(value, 42);
    dispatch_release(done); /* not an Objective-C object here: ARC does not release it */
}
@end
