/* MiniObjC's XCTest runner: finds the XCTestCase subclasses of the loaded test files through
 * the runtime, runs their test methods in XCTest's order and prints XCTest's log. `objcrt test
 * A.m B.m …` compiles this file (always with ARC) with the test files into one shared object,
 * loads it into the objcrt process and calls MiniObjCXCTestMain through the catch barrier.
 * Docs/SeedLibrariesCompiled.md, "Running XCTest suites".
 *
 * One thread runs every test, one after the other; an assertion made on another thread is
 * recorded against whatever test runs at that moment (real XCTest has the same race). No
 * function here takes a lock: the runner's state is that one thread's. */
#import <XCTest/XCTest.h>
#import <objc/runtime.h>
#import <objc/message.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* What the runner throws to end a test at its first failure (continueAfterFailure = NO):
 * the assertions' @catch clauses let it pass, the runner's own catch takes it silently. */
@interface _XCTestStop : NSObject
@end
@implementation _XCTestStop
@end

#pragma mark - Text

/* Appends `text` to a NUL-terminated buffer, cutting what does not fit. */
static void append(char *buffer, size_t size, const char *text) {
    size_t used = strlen(buffer);
    if (used + 1 < size) snprintf(buffer + used, size - used, "%s", text ? text : "(null)");
}

/* An object as %@ prints it: its -description, or "(null)" for nil (NSString's choice). */
static const char *describeObject(id object) {
    if (object == nil) return "(null)";
    const char *text = [[object description] UTF8String];
    return text ? text : object_getClassName(object);
}

/* printf's conversions plus %@, over a va_list: each conversion is handed to snprintf alone
 * (with the C type its length modifier names), %@ takes an object. Enough for test messages;
 * NSString's own formatting can replace it once the value layer has it. */
static void formatMessage(char *out, size_t size, const char *format, va_list ap) {
    out[0] = '\0';
    for (const char *p = format; *p;) {
        if (*p != '%') {
            char one[2] = {*p++, '\0'};
            append(out, size, one);
            continue;
        }
        char spec[32] = "%", piece[512] = "";
        int stars[2] = {0, 0}, starCount = 0, longs = 0;
        BOOL longDouble = NO;
        p++;
        while (*p && strchr("-+ #0'", *p)) { size_t n = strlen(spec); if (n < 20) { spec[n] = *p; spec[n + 1] = '\0'; } p++; }
        for (; *p && strchr("0123456789.*hlqLzjt", *p); p++) {
            if (*p == '*') { if (starCount < 2) stars[starCount++] = va_arg(ap, int); }
            else if (*p == 'l' || *p == 'q' || *p == 'j') longs += (*p == 'l') ? 1 : 2;
            else if (*p == 'z' || *p == 't') longs = longs ? longs : 1;
            else if (*p == 'L') longDouble = YES;
            else if (*p == 'h') continue; /* promoted to int anyway */
            size_t n = strlen(spec);
            if (n < 20 && strchr("0123456789.*", *p)) { spec[n] = *p; spec[n + 1] = '\0'; }
        }
        char conversion = *p;
        if (conversion == '\0') break;
        p++;
        size_t n = strlen(spec);
        if (strchr("diouxXc", conversion)) {
            strcat(spec, longs >= 2 ? "ll" : longs == 1 ? "l" : "");
        } else if (strchr("eEfFgGaA", conversion) && longDouble) {
            strcat(spec, "L");
        }
        n = strlen(spec);
        spec[n] = conversion;
        spec[n + 1] = '\0';
#define EMIT(value) \
        (starCount == 0 ? snprintf(piece, sizeof piece, spec, value) \
         : starCount == 1 ? snprintf(piece, sizeof piece, spec, stars[0], value) \
         : snprintf(piece, sizeof piece, spec, stars[0], stars[1], value))
        switch (conversion) {
        case '%': strcpy(piece, "%"); break;
        case '@': snprintf(piece, sizeof piece, "%s", describeObject(va_arg(ap, __unsafe_unretained id))); break;
        case 's': EMIT(va_arg(ap, const char *)); break;
        case 'p': EMIT(va_arg(ap, void *)); break;
        case 'n': (void)va_arg(ap, void *); break;
        case 'c': EMIT(va_arg(ap, int)); break;
        case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
            if (longs >= 2) EMIT(va_arg(ap, long long));
            else if (longs == 1) EMIT(va_arg(ap, long));
            else EMIT(va_arg(ap, int));
            break;
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
            if (longDouble) EMIT(va_arg(ap, long double));
            else EMIT(va_arg(ap, double));
            break;
        default: snprintf(piece, sizeof piece, "%%%c", conversion); break;
        }
#undef EMIT
        append(out, size, piece);
    }
}

/* A value as XCTAssertEqual prints it, read through its type encoding (`@encode`). */
static void describeValue(const char *type, const void *value, char *out, size_t size) {
    while (*type && strchr("rnNoORVA", *type)) type++; /* qualifiers: const, in, out, atomic … */
    switch (*type) {
    case 'c': snprintf(out, size, "%d", *(const signed char *)value); break;
    case 'C': snprintf(out, size, "%u", *(const unsigned char *)value); break;
    case 's': snprintf(out, size, "%d", *(const short *)value); break;
    case 'S': snprintf(out, size, "%u", *(const unsigned short *)value); break;
    case 'i': snprintf(out, size, "%d", *(const int *)value); break;
    case 'I': snprintf(out, size, "%u", *(const unsigned int *)value); break;
    case 'l': snprintf(out, size, "%ld", *(const long *)value); break;
    case 'L': snprintf(out, size, "%lu", *(const unsigned long *)value); break;
    case 'q': snprintf(out, size, "%lld", *(const long long *)value); break;
    case 'Q': snprintf(out, size, "%llu", *(const unsigned long long *)value); break;
    case 'B': snprintf(out, size, "%d", *(const _Bool *)value ? 1 : 0); break;
    case 'f': snprintf(out, size, "%g", *(const float *)value); break;
    case 'd': snprintf(out, size, "%g", *(const double *)value); break;
    case 'D': snprintf(out, size, "%Lg", *(const long double *)value); break;
    case '*': snprintf(out, size, "%s", *(const char *const *)value ?: "(null)"); break;
    case '@': snprintf(out, size, "%s", describeObject(*(__unsafe_unretained const id *)value)); break;
    case '#': snprintf(out, size, "%s", *(const Class *)value ? class_getName(*(const Class *)value) : "nil"); break;
    case ':': snprintf(out, size, "%s", *(const SEL *)value ? sel_getName(*(const SEL *)value) : "(null)"); break;
    case '^': snprintf(out, size, "%p", *(void *const *)value); break;
    default: snprintf(out, size, "<%s>", type); break;
    }
}

#pragma mark - Failures

/* The test that runs now: its name for the log and what has gone wrong so far. */
static struct {
    XCTestCase *__unsafe_unretained test;
    char name[512];
    int failures;
    int unexpected;
} current;

/* Prints one failure line in XCTest's form and counts it on the running test; throws the
 * runner's stop when that test does not continue after a failure. */
static void recordFailure(BOOL expected, const char *file, int line, const char *description,
                          NSString *format, va_list ap) {
    char message[2048];
    formatMessage(message, sizeof message, format ? [format UTF8String] : "", ap);
    printf("%s:%d: error: %s : %s%s%s\n", file ? file : "<unknown>", line, current.name, description,
           message[0] ? " - " : "", message);
    fflush(stdout);
    current.failures++;
    if (!expected) current.unexpected++;
    if (current.test != nil && !current.test.continueAfterFailure) @throw [_XCTestStop new];
}

void _XCTRecordFailure(BOOL expected, const char *file, int line, const char *description, NSString *format, ...) {
    va_list ap;
    va_start(ap, format);
    recordFailure(expected, file, line, description, format, ap);
    va_end(ap);
}

void _XCTRecordValues(const char *file, int line, const char *assertion, const char *relation,
                      const char *typeA, const void *a, const char *typeB, const void *b,
                      const char *typeAccuracy, const void *accuracy, NSString *format, ...) {
    char description[1536], text[480];
    describeValue(typeA, a, text, sizeof text);
    if (relation == NULL) { /* XCTAssertNil: the one value that should have been nil */
        snprintf(description, sizeof description, "%s failed: \"%s\"", assertion, text);
    } else {
        snprintf(description, sizeof description, "%s failed: (\"%s\") %s ", assertion, text, relation);
        describeValue(typeB, b, text, sizeof text);
        append(description, sizeof description, "(\"");
        append(description, sizeof description, text);
        append(description, sizeof description, "\")");
        if (typeAccuracy != NULL) {
            describeValue(typeAccuracy, accuracy, text, sizeof text);
            append(description, sizeof description, " +/- (\"");
            append(description, sizeof description, text);
            append(description, sizeof description, "\")");
        }
    }
    va_list ap;
    va_start(ap, format);
    recordFailure(YES, file, line, description, format, ap);
    va_end(ap);
}

const char *_XCTExceptionReason(id exception, char *buffer, size_t size) {
    id text = [exception isKindOfClass:[NSException class]] ? [(NSException *)exception reason] : exception;
    snprintf(buffer, size, "%s", describeObject(text));
    return buffer;
}

BOOL _XCTExceptionIsNamed(id exception, const char *name) {
    if (name == NULL) return YES;
    if (![exception isKindOfClass:[NSException class]]) return NO;
    const char *actual = [[(NSException *)exception name] UTF8String];
    return actual != NULL && strcmp(actual, name) == 0;
}

void _XCTRecordThrow(BOOL expected, const char *file, int line, const char *assertion, id exception, NSString *format, ...) {
    char reason[1024], description[1536];
    snprintf(description, sizeof description, "%s failed: throwing \"%s\"", assertion,
             _XCTExceptionReason(exception, reason, sizeof reason));
    va_list ap;
    va_start(ap, format);
    recordFailure(expected, file, line, description, format, ap);
    va_end(ap);
}

/* An exception no assertion caught reached the runner: 'failed: caught "<name>", "<reason>"'. */
static void recordCaught(id exception) {
    char reason[1024], description[1536];
    const char *name = [exception isKindOfClass:[NSException class]] ? describeObject([(NSException *)exception name])
                       : exception ? object_getClassName(exception) : "nil";
    snprintf(description, sizeof description, "failed: caught \"%s\", \"%s\"", name,
             _XCTExceptionReason(exception, reason, sizeof reason));
    current.test = nil; /* never stop again from inside the runner */
    _XCTRecordFailure(NO, NULL, 0, description, nil);
}

/* The runtime's per-thread pending record (CSupport/RuntimeCore/include/rt_exception.h; keep
 * the two in step). In a Swift process — objcrt test's host — a raise by the runtime itself
 * (an index out of range, an unrecognized selector) is recorded there, not thrown: the runner
 * reports one that nobody took as an unexpected failure of the test. Weak: a standalone
 * program has the runtime but may not export it. */
struct pendingRaise {
    int kind;
    char className[128], key[256], detail[256];
    unsigned long long index, count;
    unsigned long receiver;
};
extern _Bool rt_exception_take(struct pendingRaise *out) __attribute__((weak));

static BOOL recordPendingRaise(void) {
    struct pendingRaise raise;
    if (rt_exception_take == NULL || !rt_exception_take(&raise)) return NO;
    char description[1024], detail[300];
    if (raise.kind == 1) snprintf(detail, sizeof detail, ": index %llu beyond count %llu", raise.index, raise.count);
    else snprintf(detail, sizeof detail, "%s%s", raise.detail[0] ? ": " : "", raise.detail);
    snprintf(description, sizeof description,
             "failed: the runtime raised for %s '%s'%s, and nothing took it (raises stay pending in this host)",
             raise.className, raise.key, detail);
    current.test = nil;
    _XCTRecordFailure(NO, NULL, 0, description, nil);
    return YES;
}

#pragma mark - XCTestCase

@implementation XCTestCase {
    SEL _selector;
}
@synthesize continueAfterFailure = _continueAfterFailure;

- (instancetype)initWithSelector:(SEL)selector {
    if ((self = [super init])) {
        _selector = selector;
        _continueAfterFailure = YES;
    }
    return self;
}
- (instancetype)init { return [self initWithSelector:NULL]; }
- (SEL)selector { return _selector; }
- (NSString *)name {
    char text[512];
    snprintf(text, sizeof text, "-[%s %s]", object_getClassName(self), _selector ? sel_getName(_selector) : "(none)");
    return [NSString stringWithUTF8String:text];
}
+ (void)setUp {}
+ (void)tearDown {}
- (void)setUp {}
- (void)tearDown {}
@end

#pragma mark - Finding the tests

/* qsort's order for C strings: strcmp's, XCTest's alphabetical order. */
static int compareNames(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* A test method: "test…", no argument besides self and _cmd, returns void. */
static BOOL isTestMethod(Method m) {
    const char *name = sel_getName(method_getName(m));
    char returns[8];
    method_getReturnType(m, returns, sizeof returns);
    return strncmp(name, "test", 4) == 0 && method_getNumberOfArguments(m) == 2 && returns[0] == 'v';
}

/* The test method names of `cls` and of its superclasses up to XCTestCase (XCTest runs an
 * inherited test in each subclass), sorted, each once; `*count` of them, malloc'd. */
static const char **testNames(Class cls, unsigned *count) {
    const char **names = NULL;
    unsigned n = 0;
    for (Class c = cls; c != Nil && c != [XCTestCase class]; c = class_getSuperclass(c)) {
        unsigned methodCount = 0;
        Method *methods = class_copyMethodList(c, &methodCount);
        for (unsigned i = 0; i < methodCount; i++) {
            if (!isTestMethod(methods[i])) continue;
            const char *name = sel_getName(method_getName(methods[i]));
            BOOL seen = NO;
            for (unsigned j = 0; j < n && !seen; j++) seen = strcmp(names[j], name) == 0;
            if (seen) continue;
            const char **grown = realloc(names, (n + 1) * sizeof *names);
            if (grown == NULL) break; /* out of memory: the tests found so far */
            names = grown;
            names[n++] = name;
        }
        free(methods);
    }
    if (n > 1) qsort(names, n, sizeof *names, compareNames);
    *count = n;
    return names;
}

/* Whether `filter` ("Class", "Class/testMethod", comma-separated; NULL: everything) selects a test. */
static BOOL selected(const char *filter, const char *className, const char *testName) {
    if (filter == NULL) return YES;
    size_t classLength = strlen(className);
    for (const char *entry = filter; *entry;) {
        size_t length = strcspn(entry, ",");
        if (length == classLength && strncmp(entry, className, classLength) == 0) return YES;
        if (testName && length == classLength + 1 + strlen(testName) && strncmp(entry, className, classLength) == 0 &&
            entry[classLength] == '/' && strncmp(entry + classLength + 1, testName, strlen(testName)) == 0) return YES;
        entry += length;
        if (*entry == ',') entry++;
    }
    return NO;
}

#pragma mark - Running

/* Seconds on the monotonic clock, for durations. */
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* "2026-11-29 08:10:00.123", local time, as XCTest stamps suites. */
static const char *timestamp(char *out, size_t size) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    struct tm local;
    localtime_r(&t.tv_sec, &local);
    size_t n = strftime(out, size, "%Y-%m-%d %H:%M:%S", &local);
    snprintf(out + n, size - n, ".%03ld", t.tv_nsec / 1000000);
    return out;
}

/* What a suite counts: tests run, failures (unexpected among them), time in tests, wall time. */
typedef struct { int tests, failures, unexpected; double testTime, started; } Tally;

/* "Test Suite '<name>' started at <date>"; the suite's wall clock starts. */
static void suiteStarted(const char *name, Tally *tally) {
    char stamp[40];
    printf("Test Suite '%s' started at %s\n", name, timestamp(stamp, sizeof stamp));
    fflush(stdout);
    tally->started = now();
}

/* "Test Suite '<name>' passed|failed at <date>" and its "Executed …" line. */
static void suiteFinished(const char *name, const Tally *tally) {
    char stamp[40];
    printf("Test Suite '%s' %s at %s\n", name, tally->failures ? "failed" : "passed", timestamp(stamp, sizeof stamp));
    printf("\t Executed %d test%s, with %d failure%s (%d unexpected) in %.3f (%.3f) seconds\n", tally->tests,
           tally->tests == 1 ? "" : "s", tally->failures, tally->failures == 1 ? "" : "s", tally->unexpected,
           tally->testTime, now() - tally->started);
    fflush(stdout);
}

/* Sends `sel` (a method of no argument returning void) to `receiver`; an exception that
 * escapes is recorded against the running test. NO when one did, or a raise stayed pending. */
static BOOL runPart(id receiver, SEL sel) {
    @try {
        ((void (*)(id, SEL))objc_msgSend)(receiver, sel);
    } @catch (_XCTestStop *stop) {
        return NO;
    } @catch (id exception) {
        recordCaught(exception);
        return NO;
    }
    return !recordPendingRaise();
}

/* One test: a fresh instance, -setUp, the test (skipped when -setUp failed by an exception),
 * -tearDown; its log lines; its counts into `suite`. */
static void runTest(Class cls, const char *testName, Tally *suite) {
    @autoreleasepool {
        XCTestCase *test = [[cls alloc] initWithSelector:sel_registerName(testName)];
        current.test = test;
        current.failures = current.unexpected = 0;
        snprintf(current.name, sizeof current.name, "-[%s %s]", class_getName(cls), testName);
        printf("Test Case '%s' started.\n", current.name);
        fflush(stdout);
        double started = now();
        if (runPart(test, @selector(setUp))) {
            current.test = test;
            runPart(test, [test selector]);
        }
        current.test = nil; /* tearDown runs whatever happened; a failure there does not stop it */
        runPart(test, @selector(tearDown));
        double elapsed = now() - started;
        printf("Test Case '%s' %s (%.3f seconds).\n", current.name, current.failures ? "failed" : "passed", elapsed);
        fflush(stdout);
        suite->tests++;
        suite->failures += current.failures;
        suite->unexpected += current.unexpected;
        suite->testTime += elapsed;
    }
}

/* A class method (+setUp / +tearDown) run once for a class: a failure there counts on the suite. */
static void runClassPart(Class cls, SEL sel, Tally *suite) {
    current.test = nil;
    current.failures = current.unexpected = 0;
    snprintf(current.name, sizeof current.name, "+[%s %s]", class_getName(cls), sel_getName(sel));
    runPart(cls, sel);
    suite->failures += current.failures;
    suite->unexpected += current.unexpected;
}

/* A finished suite's counts into the suite around it (its own wall time stays its own). */
static void addTally(Tally *into, const Tally *from) {
    into->tests += from->tests;
    into->failures += from->failures;
    into->unexpected += from->unexpected;
    into->testTime += from->testTime;
}

/* Whether `cls` is a strict subclass of XCTestCase (KVO's generated subclasses left out). */
static BOOL isTestClass(Class cls) {
    if (strncmp(class_getName(cls), "NSKVONotifying_", 15) == 0) return NO;
    for (Class c = class_getSuperclass(cls); c != Nil; c = class_getSuperclass(c)) {
        if (c == [XCTestCase class]) return YES;
    }
    return NO;
}

/* The entry objcrt test calls: runs every selected test of every XCTestCase subclass loaded,
 * classes and methods in alphabetical order, under the suites 'All tests' (or 'Selected tests'
 * with a filter) and `bundleName`. Returns 0 when every test passed, 1 when one failed, 2 when
 * the filter selects nothing. */
int MiniObjCXCTestMain(const char *bundleName, const char *filter);
int MiniObjCXCTestMain(const char *bundleName, const char *filter) {
    unsigned classCount = 0;
    Class *all = objc_copyClassList(&classCount);
    const char **classNames = malloc((classCount ? classCount : 1) * sizeof *classNames);
    if (classNames == NULL) {
        free(all);
        fprintf(stderr, "objcrt test: out of memory listing the classes\n");
        return 1;
    }
    unsigned testClassCount = 0;
    for (unsigned i = 0; i < classCount; i++) {
        if (isTestClass(all[i])) classNames[testClassCount++] = class_getName(all[i]);
    }
    free(all);
    qsort(classNames, testClassCount, sizeof *classNames, compareNames);

    BOOL any = NO;
    for (unsigned i = 0; i < testClassCount && !any; i++) {
        unsigned count = 0;
        const char **tests = testNames(objc_getClass(classNames[i]), &count);
        for (unsigned j = 0; j < count && !any; j++) any = selected(filter, classNames[i], tests[j]);
        free(tests);
    }
    if (!any) {
        fprintf(stderr, "objcrt test: no test %s (a test is a method named test… of an XCTestCase subclass, "
                        "taking no argument and returning void)\n", filter ? "matches the filter" : "found");
        free(classNames);
        return 2;
    }

    const char *topName = filter ? "Selected tests" : "All tests";
    Tally top = {0}, bundle = {0};
    suiteStarted(topName, &top);
    suiteStarted(bundleName, &bundle);
    for (unsigned i = 0; i < testClassCount; i++) {
        Class cls = objc_getClass(classNames[i]);
        unsigned count = 0;
        const char **tests = testNames(cls, &count);
        BOOL classSelected = NO;
        for (unsigned j = 0; j < count; j++) classSelected = classSelected || selected(filter, classNames[i], tests[j]);
        if (classSelected) {
            Tally suite = {0};
            suiteStarted(classNames[i], &suite);
            runClassPart(cls, @selector(setUp), &suite);
            for (unsigned j = 0; j < count; j++) {
                if (selected(filter, classNames[i], tests[j])) runTest(cls, tests[j], &suite);
            }
            runClassPart(cls, @selector(tearDown), &suite);
            suiteFinished(classNames[i], &suite);
            addTally(&bundle, &suite);
        }
        free(tests);
    }
    suiteFinished(bundleName, &bundle);
    addTally(&top, &bundle);
    suiteFinished(topName, &top);
    free(classNames);
    return top.failures ? 1 : 0;
}
