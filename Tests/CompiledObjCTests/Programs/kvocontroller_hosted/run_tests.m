// The runner of the minimal XCTest (XCTest/XCTest.h): every -test… method of every
// XCTestCase subclass, alphabetically, each on a fresh instance in its own autorelease pool.
#import "XCTest/XCTest.h"
#import <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char logText[16384];

@implementation XCTestCase
- (void)setUp {}
- (void)tearDown {}
- (void)recordFailureWithDescription:(NSString *)description inFile:(NSString *)file atLine:(NSUInteger)line
                            expected:(BOOL)expected {
    (void)expected;
    const char *name = strrchr([file UTF8String], '/');
    size_t used = strlen(logText);
    snprintf(logText + used, sizeof logText - used, "  %s:%lu: %s\n", name ? name + 1 : [file UTF8String],
             (unsigned long)line, [description UTF8String]);
    self.failureCount++;
}
@end

void XCTMiniFail(id testCase, const char *what, const char *file, int line) {
    [testCase recordFailureWithDescription:[NSString stringWithUTF8String:what]
                                    inFile:[NSString stringWithUTF8String:file]
                                    atLine:(NSUInteger)line
                                  expected:YES];
}

static int byName(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* Runs the tests of `className`; returns the log: one line per test, then its failures. */
const char *kvoc_run_tests(const char *className) {
    logText[0] = 0;
    Class cls = objc_getClass(className);
    unsigned int count = 0;
    Method *methods = class_copyMethodList(cls, &count);
    const char **names = calloc(count ? count : 1, sizeof *names);
    unsigned int tests = 0;
    for (unsigned int i = 0; i < count; i++) {
        const char *name = sel_getName(method_getName(methods[i]));
        if (strncmp(name, "test", 4) == 0 && !strchr(name, ':')) names[tests++] = name;
    }
    free(methods);
    qsort(names, tests, sizeof *names, byName);
    for (unsigned int i = 0; i < tests; i++) {
        @autoreleasepool {
            XCTestCase *test = [cls new];
            size_t mark = strlen(logText);
            snprintf(logText + mark, sizeof logText - mark, "%s\n", names[i]);
            [test setUp];
            @try {
                typedef void (*Test)(id, SEL);
                SEL sel = sel_registerName(names[i]);
                ((Test)class_getMethodImplementation(cls, sel))(test, sel);
            } @catch (id e) {
                size_t used = strlen(logText);
                snprintf(logText + used, sizeof logText - used, "  threw %s\n", [[e description] UTF8String]);
                test.failureCount++;
            }
            [test tearDown];
            size_t used = strlen(logText);
            snprintf(logText + used, sizeof logText - used, "  %s\n", test.failureCount ? "FAILED" : "passed");
        }
    }
    free(names);
    return logText;
}
