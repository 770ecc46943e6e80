/* STOPGAP, test-only: the few XCTest pieces GVUserDefaults' ExampleTests.m and NoPrefixTests.m
 * use, so this branch can run them in its hosted test before `objcrt test` (helper "xctest")
 * is merged: XCTestCase with -setUp / -tearDown, XCTAssertEqualObjects, XCTAssertEqual. The
 * runner is xctest_stopgap.m. Replace with the real XCTest once merged. */
#import <Foundation/Foundation.h>

@interface XCTestCase : NSObject
- (void)setUp;
- (void)tearDown;
@end

/* Records a failed assertion of the running test. */
void xct_stopgap_fail(const char *file, int line, const char *assertion);

#define XCTAssertEqualObjects(a, b, ...)                                                        \
    do {                                                                                        \
        id xct_a = (a), xct_b = (b);                                                            \
        if (!(xct_a == xct_b || [xct_a isEqual:xct_b]))                                         \
            xct_stopgap_fail(__FILE__, __LINE__, "XCTAssertEqualObjects(" #a ", " #b ")");      \
    } while (0)

#define XCTAssertEqual(a, b, ...)                                                               \
    do {                                                                                        \
        __typeof__(a) xct_a = (a);                                                              \
        __typeof__(b) xct_b = (b);                                                              \
        if (xct_a != xct_b) xct_stopgap_fail(__FILE__, __LINE__, "XCTAssertEqual(" #a ", " #b ")"); \
    } while (0)
