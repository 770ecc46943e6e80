// Every printf conversion through +[NSString stringWithFormat:], checked against the C
// library's snprintf with the same format and arguments: flags, widths, precisions (literal,
// `*`, negative `*`), every length modifier, positional arguments, and more arguments than
// the registers hold (objc_msgSend must pass %al and the stack through untouched).
#import <Foundation/Foundation.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Some checks pass an int where the length modifier names a narrower type, on purpose (the
 * conversion truncates it as printf does); clang's format check would flag them. */
#pragma clang diagnostic ignored "-Wformat"

static int failures;

static void check(const char *format, NSString *ours, const char *theirs) {
    if (strcmp(ours.UTF8String, theirs) != 0) {
        failures++;
        printf("MISMATCH %s: ours [%s] printf [%s]\n", format, ours.UTF8String, theirs);
    } else {
        printf("%-16s [%s]\n", format, theirs);
    }
}

#define CHECK(fmt, ...)                                                   \
    do {                                                                  \
        char theirs[512];                                                 \
        snprintf(theirs, sizeof theirs, fmt, __VA_ARGS__);                \
        check(fmt, [NSString stringWithFormat:@fmt, __VA_ARGS__], theirs); \
    } while (0)

int main(void) {
    @autoreleasepool {
        // d and i with every flag, width and precision form.
        CHECK("%d", 0);
        CHECK("%d", -1);
        CHECK("%i", INT_MAX);
        CHECK("%d", INT_MIN);
        CHECK("%+d", 5);
        CHECK("% d", 5);
        CHECK("%-6d|", 42);
        CHECK("%06d", -42);
        CHECK("%.3d", 7);
        CHECK("%8.3d", -7);
        CHECK("%-+8.3d|", 7);
        CHECK("%.0d|", 0);
        CHECK("%*d", 5, 42);
        CHECK("%-*d|", 5, 42);
        CHECK("%*d|", -5, 42);
        CHECK("%.*d", 4, 42);
        CHECK("%.*d", -1, 42);
        CHECK("%*.*d|", 7, 4, -42);
        CHECK("%'d", 1234567);
        // Length modifiers.
        CHECK("%hhd", 300);
        CHECK("%hhu", 257);
        CHECK("%hd", 70000);
        CHECK("%hu", 70000);
        CHECK("%ld", LONG_MIN);
        CHECK("%lu", ULONG_MAX);
        CHECK("%lld", LLONG_MAX);
        CHECK("%llu", ULLONG_MAX);
        CHECK("%qd", (long long)-9);
        CHECK("%zd", (ssize_t)-5);
        CHECK("%zu", SIZE_MAX);
        CHECK("%td", (ptrdiff_t)-77);
        CHECK("%jd", INTMAX_MIN);
        CHECK("%ju", UINTMAX_MAX);
        // u o x X.
        CHECK("%u", UINT_MAX);
        CHECK("%o", 0);
        CHECK("%#o", 8);
        CHECK("%x", 255);
        CHECK("%#x", 255);
        CHECK("%#X", 255);
        CHECK("%#x", 0);
        CHECK("%08.3x|", 0xab);
        CHECK("%hx", 0x12345);
        CHECK("%llx", 0xfedcba9876543210ULL);
        CHECK("%lX", 0xdeadbeefUL);
        CHECK("%-#10o|", 64);
        // c and s.
        CHECK("%c", 'A');
        CHECK("%5c|", 'b');
        CHECK("%-5c|", 'c');
        CHECK("%s", "text");
        CHECK("%10s|", "right");
        CHECK("%-10s|", "left");
        CHECK("%.2s", "truncated");
        CHECK("%*.*s|", 6, 3, "abcdef");
        CHECK("%s", "caf\xc3\xa9");
        // p (not NULL: glibc prints "(nil)" where Foundation prints "0x0").
        CHECK("%p", (void *)0x1234abcd);
        CHECK("%20p|", (void *)0x7fff12345678);
        CHECK("%-20p|", (void *)0xfeed);
        // The floating-point conversions.
        CHECK("%f", 0.0);
        CHECK("%f", -0.0);
        CHECK("%f", 1.5);
        CHECK("%F", 1e300);
        CHECK("%f", 123456789.125);
        CHECK("%.0f", 2.5);
        CHECK("%#.0f", 3.0);
        CHECK("%10.4f|", M_PI);
        CHECK("%-10.2f|", -M_PI);
        CHECK("%+.3e", 12345.678);
        CHECK("%E", 1e-300);
        CHECK("%e", DBL_MAX);
        CHECK("%e", DBL_TRUE_MIN);
        CHECK("%g", 0.0001);
        CHECK("%g", 0.00001);
        CHECK("%G", 1e20);
        CHECK("%#g", 1.0);
        CHECK("%.10g", 1.0 / 3);
        CHECK("%a", 1.0);
        CHECK("%A", -0.5);
        CHECK("%.3a", M_PI);
        CHECK("%f %F", INFINITY, -INFINITY);
        CHECK("%e %E", NAN, -NAN);
        CHECK("%5.1f|%-8g|", (double)1.25f, (double)2.5f);
        CHECK("%f", 1.5f);
        CHECK("%Lf", 1.0L / 3);
        CHECK("%.20Le", 2.0L / 3);
        CHECK("%La", 1.0L);
        CHECK("%LG", LDBL_MAX);
        CHECK("%lf", 0.25);
        // %% and literal text around it.
        CHECK("100%% of %d", 3);
        // More arguments than the registers: 10 integers, 10 doubles, interleaved, then a
        // long double (always on the stack).
        CHECK("%d %f %d %f %d %f %d %f %d %f %d %f %d %f %d %f %d %f %d %f %Lf",
              1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11.25L);
        CHECK("%s %lld %c %hd %zu %p %g %s %ld %u %e", "a", 1LL << 40, 'z', (short)-3, (size_t)9, (void *)0x10, 0.125,
              "b", -8L, 7u, 6.0);
        // Positional arguments, a reused one, and positional `*`.
        CHECK("%2$s %1$s", "world", "hello");
        CHECK("%1$d %1$x %1$o", 64);
        CHECK("%2$*1$d|", 6, 42);
        CHECK("%3$.*2$f|%1$s", "x", 2, M_E);
    }
    printf("failures: %d\n", failures);
    return failures ? 1 : 0;
}
