// NSLog and NSLogv from compiled code: one line each on stderr, prefixed
// "yyyy-mm-dd hh:mm:ss.mmm program[pid:tid] ", a newline added only when the message has
// none, `%@` and printf conversions formatted, a nil format logged as "(null)"; lines from
// several threads never interleave. The Swift test reads stderr.
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

#pragma clang diagnostic ignored "-Wformat-security"
#pragma clang diagnostic ignored "-Wnonnull"

static void logVia(NSString *format, ...) {
    va_list ap;
    va_start(ap, format);
    NSLogv(format, ap);
    va_end(ap);
}

static void *logger(void *arg) {
    @autoreleasepool {
        for (int i = 0; i < 50; i++) NSLog(@"thread %ld line %d %@", (long)arg, i, @"padding-padding-padding");
    }
    return NULL;
}

int main(void) {
    @autoreleasepool {
        NSLog(@"plain");
        NSLog(@"object %@ number %d float %.2f", @[ @1, @"two" ], 42, 2.5);
        NSLog(@"ends with a newline\n");
        logVia(@"via NSLogv %s %@", "c-string", nil);
        NSLog(nil);
        pthread_t threads[3];
        for (long i = 0; i < 3; i++) pthread_create(&threads[i], NULL, logger, (void *)i);
        for (int i = 0; i < 3; i++) pthread_join(threads[i], NULL);
        printf("logged\n");
    }
    return 0;
}
