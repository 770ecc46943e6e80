// Every test passes (exit status 0); with passing_more.m, two files in one bundle. Built
// with -DANSWER=42. The host started KVO: NSObject observes, from compiled code.
#import <XCTest/XCTest.h>

// KVO's methods, which the host adds to NSObject (KeyValueObserving), declared here for
// this test until Foundation.h declares them.
@interface NSObject (HostKVO)
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSUInteger)options context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
@end

@interface Thermometer : NSObject
@property (nonatomic) int degrees;
@end
@implementation Thermometer
@end

@interface Watcher : NSObject
@property (nonatomic) int heard;
@end
@implementation Watcher
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    (void)keyPath; (void)object; (void)change; (void)context;
    self.heard++;
}
@end

@interface HostTests : XCTestCase
@end
@implementation HostTests
- (void)testDefinesReachClang { XCTAssertEqual(ANSWER, 42); }

- (void)testKVOIsStartedByTheHost {
    XCTAssertTrue([NSObject instancesRespondToSelector:@selector(addObserver:forKeyPath:options:context:)]);
    Thermometer *thermometer = [Thermometer new];
    Watcher *watcher = [Watcher new];
    [thermometer addObserver:watcher forKeyPath:@"degrees" options:0 context:NULL];
    thermometer.degrees = 20;
    thermometer.degrees = 21;
    [thermometer removeObserver:watcher forKeyPath:@"degrees"];
    thermometer.degrees = 22;
    XCTAssertEqual(watcher.heard, 2);
    XCTAssertEqual(thermometer.degrees, 22);
}
@end
