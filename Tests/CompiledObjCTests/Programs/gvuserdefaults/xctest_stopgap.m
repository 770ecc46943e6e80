/* STOPGAP, test-only (see XCTest/XCTest.h): runs every -test… method of the given
 * XCTestCase subclasses in alphabetical order, each on a new instance between -setUp and
 * -tearDown, and reports in XCTest's words. Built without ARC. */
#import <XCTest/XCTest.h>
#import <objc/message.h>
#import <objc/runtime.h>
#include <stdarg.h>

@implementation XCTestCase
- (void)setUp {
}
- (void)tearDown {
}
@end

static int failures_in_test;
static char *report;
static size_t report_cap;

static void append(const char *format, ...) {
    size_t used = strlen(report);
    if (used + 1 >= report_cap) return;
    va_list ap;
    va_start(ap, format);
    vsnprintf(report + used, report_cap - used, format, ap);
    va_end(ap);
}

void xct_stopgap_fail(const char *file, int line, const char *assertion) {
    const char *base = strrchr(file, '/');
    append("%s:%d: error: %s failed\n", base ? base + 1 : file, line, assertion);
    failures_in_test++;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Runs the test classes named (in this order) and writes one line per test; answers the
 * number of failed tests. */
int xct_stopgap_run(const char *const *class_names, int class_count, char *out, size_t cap) {
    report = out;
    report_cap = cap;
    out[0] = 0;
    int failed = 0;
    for (int c = 0; c < class_count; c++) {
        Class cls = objc_getClass(class_names[c]);
        if (!cls) {
            append("no class %s\n", class_names[c]);
            failed++;
            continue;
        }
        unsigned int count = 0;
        Method *methods = class_copyMethodList(cls, &count);
        const char **names = calloc(count ? count : 1, sizeof *names);
        unsigned int tests = 0;
        for (unsigned int i = 0; i < count; i++) {
            const char *name = sel_getName(method_getName(methods[i]));
            if (strncmp(name, "test", 4) == 0 && !strchr(name, ':')) names[tests++] = name;
        }
        qsort(names, tests, sizeof *names, by_name);
        for (unsigned int t = 0; t < tests; t++) {
            @autoreleasepool {
                failures_in_test = 0;
                id test = [[cls alloc] init];
                [test setUp];
                ((void (*)(id, SEL))objc_msgSend)(test, sel_registerName(names[t]));
                [test tearDown];
                [test release];
                append("Test Case '-[%s %s]' %s.\n", class_names[c], names[t], failures_in_test ? "failed" : "passed");
                if (failures_in_test) failed++;
            }
        }
        free(names);
        free(methods);
    }
    return failed;
}
