/* A minimal XCTest for KVOControllerHostedTests only: the XCTestCase and assertion macros
 * FBKVOControllerTests.m uses, so the hosted test can run the original test file before
 * MiniObjC's own XCTest (`objcrt test`, another branch of issue 20) is merged. A failure is
 * recorded with -recordFailureWithDescription:inFile:atLine:expected: (as XCTest's), and the
 * runner (kvoc_run_tests in run_tests.m) prints each test's result. */
#ifndef KVOCONTROLLER_MINI_XCTEST_H
#define KVOCONTROLLER_MINI_XCTEST_H

#import <Foundation/Foundation.h>

@interface XCTestCase : NSObject
@property (nonatomic) NSUInteger failureCount;
- (void)setUp;
- (void)tearDown;
- (void)recordFailureWithDescription:(NSString *)description inFile:(NSString *)file atLine:(NSUInteger)line
                            expected:(BOOL)expected;
@end

void XCTMiniFail(id testCase, const char *what, const char *file, int line);

#define XCTAssert(expression, ...)                                                           \
    do {                                                                                     \
        if (!(expression)) XCTMiniFail(self, "XCTAssert(" #expression ")", __FILE__, __LINE__); \
    } while (0)
#define XCTAssertTrue(expression, ...) XCTAssert(expression)
#define XCTAssertEqual(a, b, ...)                                                            \
    do {                                                                                     \
        if (!((a) == (b))) XCTMiniFail(self, "XCTAssertEqual(" #a ", " #b ")", __FILE__, __LINE__); \
    } while (0)
#define XCTAssertEqualObjects(a, b, ...)                                                     \
    do {                                                                                     \
        id xct_a = (a), xct_b = (b);                                                         \
        if (!(xct_a == xct_b || [xct_a isEqual:xct_b]))                                      \
            XCTMiniFail(self, "XCTAssertEqualObjects(" #a ", " #b ")", __FILE__, __LINE__);  \
    } while (0)
#define XCTAssertThrows(expression, ...)                                                     \
    do {                                                                                     \
        BOOL xct_threw = NO;                                                                 \
        @try { (void)(expression); } @catch (id xct_e) { xct_threw = YES; }                  \
        if (!xct_threw) XCTMiniFail(self, "XCTAssertThrows(" #expression ")", __FILE__, __LINE__); \
    } while (0)
#define XCTAssertNoThrow(expression, ...)                                                    \
    do {                                                                                     \
        @try { (void)(expression); } @catch (id xct_e) {                                     \
            XCTMiniFail(self, "XCTAssertNoThrow(" #expression ")", __FILE__, __LINE__);      \
        }                                                                                    \
    } while (0)

#endif
