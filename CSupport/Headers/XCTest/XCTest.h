/* MiniObjC's <XCTest/XCTest.h>: the part of Apple's XCTest that Objective-C test files use —
 * XCTestCase and the XCTAssert… macros — for `objcrt test A.m B.m …`, which compiles the files
 * with the runner (CSupport/XCTest/XCTest.m) into one shared object and runs it inside the
 * objcrt process. Docs/SeedLibrariesCompiled.md, "Running XCTest suites".
 *
 * Every assertion takes an optional message: a format string literal and its arguments
 * (`XCTAssertEqual(a, 2, @"after %d rounds", n)`; `%@` prints an object's -description). A
 * failed assertion records a failure and the test goes on (continueAfterFailure is YES by
 * default, as in XCTest). Each assertion evaluates its expressions once; an exception thrown
 * while evaluating them is recorded as an unexpected failure of that assertion. */
#ifndef MINIOBJC_XCTEST_H
#define MINIOBJC_XCTEST_H

#import <Foundation/Foundation.h>

@class _XCTestStop;

/* A test class: every instance method whose name starts with "test", takes no argument and
 * returns void is a test. The runner makes one instance per test method; +setUp and +tearDown
 * run once around a class's tests, -setUp and -tearDown around each test. */
@interface XCTestCase : NSObject
/* NO: the first failure ends the test (its -tearDown still runs). YES by default. */
@property BOOL continueAfterFailure;
- (instancetype)initWithSelector:(SEL)selector;
/* The test method this instance runs. */
- (SEL)selector;
/* "-[Class testMethod]", as the runner prints it. */
- (NSString *)name;
+ (void)setUp;
+ (void)tearDown;
- (void)setUp;
- (void)tearDown;
@end

/* The runner's failure records (XCTest.m). `description` is the assertion's own text, the
 * format string and what follows it the user's message. */
void _XCTRecordFailure(BOOL expected, const char *file, int line, const char *description, NSString *format, ...);
/* '<assertion> failed: ("a") <relation> ("b")' — or with `accuracy` '… +/- ("c")' — the
 * values described from their type encodings (`@encode`), objects by -description. */
void _XCTRecordValues(const char *file, int line, const char *assertion, const char *relation,
                      const char *typeA, const void *a, const char *typeB, const void *b,
                      const char *typeAccuracy, const void *accuracy, NSString *format, ...);
/* An exception reached an assertion: '<assertion> failed: throwing "<reason>"' — expected
 * where the assertion is about exceptions (XCTAssertNoThrow), else unexpected. */
void _XCTRecordThrow(BOOL expected, const char *file, int line, const char *assertion, id exception, NSString *format, ...);
/* The text of an exception: its reason for an NSException, else its -description. */
const char *_XCTExceptionReason(id exception, char *buffer, size_t size);
/* Whether `exception` is an NSException named `name` (a C string; NULL matches any). */
BOOL _XCTExceptionIsNamed(id exception, const char *name);

/* The wrapper every assertion shares: a throw while evaluating is an unexpected failure; the
 * runner's own stop (continueAfterFailure = NO) passes through. */
#define _XCT_EVALUATE(assertion, body, ...) _XCT_EVALUATE_EXPECTING(NO, assertion, body, __VA_ARGS__)
#define _XCT_EVALUATE_EXPECTING(expected, assertion, body, ...) \
    do { \
        @try { body } \
        @catch (_XCTestStop *_xct_stop) { @throw; } \
        @catch (id _xct_thrown) { _XCTRecordThrow(expected, __FILE__, __LINE__, assertion, _xct_thrown, @"" __VA_ARGS__); } \
    } while (0)

#define XCTFail(...) _XCTRecordFailure(YES, __FILE__, __LINE__, "failed", @"" __VA_ARGS__)

#define XCTAssertTrue(expression, ...) \
    _XCT_EVALUATE("XCTAssertTrue", \
        if (!(expression)) _XCTRecordFailure(YES, __FILE__, __LINE__, "XCTAssertTrue failed", @"" __VA_ARGS__); \
    , __VA_ARGS__)
#define XCTAssert(expression, ...) XCTAssertTrue(expression, __VA_ARGS__)
#define XCTAssertFalse(expression, ...) \
    _XCT_EVALUATE("XCTAssertFalse", \
        if ((expression)) _XCTRecordFailure(YES, __FILE__, __LINE__, "XCTAssertFalse failed", @"" __VA_ARGS__); \
    , __VA_ARGS__)

#define XCTAssertNil(expression, ...) \
    _XCT_EVALUATE("XCTAssertNil", \
        id _xct_value = (expression); \
        if (_xct_value != nil) \
            _XCTRecordValues(__FILE__, __LINE__, "XCTAssertNil", NULL, @encode(id), &_xct_value, NULL, NULL, NULL, NULL, \
                             @"" __VA_ARGS__); \
    , __VA_ARGS__)
#define XCTAssertNotNil(expression, ...) \
    _XCT_EVALUATE("XCTAssertNotNil", \
        if ((expression) == nil) _XCTRecordFailure(YES, __FILE__, __LINE__, "XCTAssertNotNil failed", @"" __VA_ARGS__); \
    , __VA_ARGS__)

/* Scalars (and pointers) compared with ==, each kept in a variable of its own type so its
 * value can be printed afterwards. */
#define _XCT_COMPARE(assertion, relation, fails, a, b, ...) \
    _XCT_EVALUATE(assertion, \
        __typeof__(a) _xct_a = (a); \
        __typeof__(b) _xct_b = (b); \
        if (fails) \
            _XCTRecordValues(__FILE__, __LINE__, assertion, relation, @encode(__typeof__(a)), &_xct_a, \
                             @encode(__typeof__(b)), &_xct_b, NULL, NULL, @"" __VA_ARGS__); \
    , __VA_ARGS__)
#define XCTAssertEqual(a, b, ...) _XCT_COMPARE("XCTAssertEqual", "is not equal to", !(_xct_a == _xct_b), a, b, __VA_ARGS__)
#define XCTAssertNotEqual(a, b, ...) _XCT_COMPARE("XCTAssertNotEqual", "is equal to", (_xct_a == _xct_b), a, b, __VA_ARGS__)
#define XCTAssertGreaterThan(a, b, ...) \
    _XCT_COMPARE("XCTAssertGreaterThan", "is not greater than", !(_xct_a > _xct_b), a, b, __VA_ARGS__)
#define XCTAssertGreaterThanOrEqual(a, b, ...) \
    _XCT_COMPARE("XCTAssertGreaterThanOrEqual", "is less than", !(_xct_a >= _xct_b), a, b, __VA_ARGS__)
#define XCTAssertLessThan(a, b, ...) \
    _XCT_COMPARE("XCTAssertLessThan", "is not less than", !(_xct_a < _xct_b), a, b, __VA_ARGS__)
#define XCTAssertLessThanOrEqual(a, b, ...) \
    _XCT_COMPARE("XCTAssertLessThanOrEqual", "is greater than", !(_xct_a <= _xct_b), a, b, __VA_ARGS__)

/* Floating-point values within `accuracy` of each other (a NaN is never within). */
#define _XCT_ACCURACY(assertion, relation, within, a, b, accuracy, ...) \
    _XCT_EVALUATE(assertion, \
        __typeof__(a) _xct_a = (a); \
        __typeof__(b) _xct_b = (b); \
        __typeof__(accuracy) _xct_accuracy = (accuracy); \
        double _xct_difference = (double)_xct_a - (double)_xct_b; \
        if (_xct_difference < 0) _xct_difference = -_xct_difference; \
        if (within) \
            _XCTRecordValues(__FILE__, __LINE__, assertion, relation, @encode(__typeof__(a)), &_xct_a, \
                             @encode(__typeof__(b)), &_xct_b, @encode(__typeof__(accuracy)), &_xct_accuracy, \
                             @"" __VA_ARGS__); \
    , __VA_ARGS__)
#define XCTAssertEqualWithAccuracy(a, b, accuracy, ...) \
    _XCT_ACCURACY("XCTAssertEqualWithAccuracy", "is not equal to", !(_xct_difference <= (double)_xct_accuracy), \
                  a, b, accuracy, __VA_ARGS__)
#define XCTAssertNotEqualWithAccuracy(a, b, accuracy, ...) \
    _XCT_ACCURACY("XCTAssertNotEqualWithAccuracy", "is equal to", (_xct_difference <= (double)_xct_accuracy), \
                  a, b, accuracy, __VA_ARGS__)

/* Objects compared with -isEqual: (two nils are equal). */
#define XCTAssertEqualObjects(a, b, ...) \
    _XCT_EVALUATE("XCTAssertEqualObjects", \
        id _xct_a = (a); \
        id _xct_b = (b); \
        if (_xct_a != _xct_b && !(_xct_a != nil && [_xct_a isEqual:_xct_b])) \
            _XCTRecordValues(__FILE__, __LINE__, "XCTAssertEqualObjects", "is not equal to", @encode(id), &_xct_a, \
                             @encode(id), &_xct_b, NULL, NULL, @"" __VA_ARGS__); \
    , __VA_ARGS__)
#define XCTAssertNotEqualObjects(a, b, ...) \
    _XCT_EVALUATE("XCTAssertNotEqualObjects", \
        id _xct_a = (a); \
        id _xct_b = (b); \
        if (_xct_a == _xct_b || (_xct_a != nil && [_xct_a isEqual:_xct_b])) \
            _XCTRecordValues(__FILE__, __LINE__, "XCTAssertNotEqualObjects", "is equal to", @encode(id), &_xct_a, \
                             @encode(id), &_xct_b, NULL, NULL, @"" __VA_ARGS__); \
    , __VA_ARGS__)

/* Exceptions. Any object thrown counts (`@throw`, -raise, a failed NSAssert). */
#define XCTAssertThrows(expression, ...) \
    do { \
        BOOL _xct_threw = NO; \
        @try { (void)(expression); } \
        @catch (_XCTestStop *_xct_stop) { @throw; } \
        @catch (id _xct_thrown) { _xct_threw = YES; } \
        if (!_xct_threw) \
            _XCTRecordFailure(YES, __FILE__, __LINE__, "XCTAssertThrows failed: no exception was thrown", @"" __VA_ARGS__); \
    } while (0)
/* An exception of class `exceptionClass` (or a subclass) named `exceptionName`. */
#define XCTAssertThrowsSpecificNamed(expression, exceptionClass, exceptionName, ...) \
    do { \
        BOOL _xct_threw = NO; \
        @try { (void)(expression); } \
        @catch (_XCTestStop *_xct_stop) { @throw; } \
        @catch (id _xct_thrown) { \
            _xct_threw = YES; \
            if (![_xct_thrown isKindOfClass:[exceptionClass class]] || \
                !_XCTExceptionIsNamed(_xct_thrown, [(exceptionName) UTF8String])) \
                _XCTRecordThrow(YES, __FILE__, __LINE__, "XCTAssertThrowsSpecificNamed", _xct_thrown, @"" __VA_ARGS__); \
        } \
        if (!_xct_threw) \
            _XCTRecordFailure(YES, __FILE__, __LINE__, "XCTAssertThrowsSpecificNamed failed: no exception was thrown", \
                              @"" __VA_ARGS__); \
    } while (0)
#define XCTAssertThrowsSpecific(expression, exceptionClass, ...) \
    XCTAssertThrowsSpecificNamed(expression, exceptionClass, (NSString *)nil, __VA_ARGS__)
#define XCTAssertNoThrow(expression, ...) \
    _XCT_EVALUATE_EXPECTING(YES, "XCTAssertNoThrow", (void)(expression);, __VA_ARGS__)

#endif
