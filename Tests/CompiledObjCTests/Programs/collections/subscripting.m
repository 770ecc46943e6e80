// Subscripts: `a[i]` is -objectAtIndexedSubscript:, `m[i] = x` -setObject:atIndexedSubscript:
// (i == count appends, as Foundation), `d[k]` -objectForKeyedSubscript:, `md[k] = v`
// -setObject:forKeyedSubscript: (nil removes the key, as Apple's since macOS 10.15; the key
// is copied, as -setObject:forKey: does). Out-of-range indexes raise NSRangeException with
// Foundation's reason, caught by @catch; so do -objectAtIndex:, -removeObjectAtIndex:,
// -insertObject:atIndex: and -replaceObjectAtIndex:withObject:. A compiled class with its own
// subscript methods gets the same syntax.
#import <Foundation/Foundation.h>
#include <stdio.h>

static void attempt(const char *what, void (^body)(void)) {
    @try {
        body();
        printf("%s: no exception\n", what);
    } @catch (NSException *e) {
        printf("%s: %s: %s\n", what, [[e name] UTF8String], [[e reason] UTF8String]);
    }
}

@interface Grid : NSObject {
    id _cells[4];
}
- (id)objectAtIndexedSubscript:(NSUInteger)i;
- (void)setObject:(id)obj atIndexedSubscript:(NSUInteger)i;
- (id)objectForKeyedSubscript:(NSString *)key;
@end
@implementation Grid
- (id)objectAtIndexedSubscript:(NSUInteger)i { return i < 4 ? _cells[i] : nil; }
- (void)setObject:(id)obj atIndexedSubscript:(NSUInteger)i {
    if (i < 4) {
#if __has_feature(objc_arc)
        _cells[i] = obj;
#else
        [obj retain];
        [_cells[i] release];
        _cells[i] = obj;
#endif
    }
}
- (id)objectForKeyedSubscript:(NSString *)key { return [key isEqualToString:@"size"] ? @4 : nil; }
#if !__has_feature(objc_arc)
- (void)dealloc {
    for (int i = 0; i < 4; i++) [_cells[i] release];
    [super dealloc];
}
#endif
@end

int main(void) {
    @autoreleasepool {
        NSArray *a = @[ @"zero", @"one", @"two" ];
        printf("a[0] %s a[2] %s\n", [a[0] UTF8String], [a[2] UTF8String]);

        NSMutableArray *m = [NSMutableArray arrayWithArray:a];
        m[1] = @"ONE";
        m[3] = @"three (appended)";
        printf("m: %s %s, count %lu\n", [m[1] UTF8String], [m[3] UTF8String], (unsigned long)[m count]);

        NSMutableDictionary *d = [NSMutableDictionary dictionary];
        NSMutableString *key = [NSMutableString stringWithString:@"key"];
        d[key] = @"value";
        [key appendString:@"-changed"];
        printf("d[@\"key\"] %s after the key object changed (the dictionary copied it); d[key] %s\n",
               [d[@"key"] UTF8String], d[key] ? "found" : "nil");
        d[@"other"] = @2;
        d[@"key"] = nil;
        printf("after d[@\"key\"] = nil: %lu pair(s), key %s, other %d\n", (unsigned long)[d count],
               d[@"key"] ? "present" : "gone", [d[@"other"] intValue]);
        d[@"missing"] = nil;
        printf("removing a missing key: %lu pair(s)\n", (unsigned long)[d count]);
        NSDictionary *frozen = @{ @1 : @"one" };
        printf("frozen[@1] %s frozen[@2] %s\n", [frozen[@1] UTF8String], frozen[@2] ? "?" : "nil");

        Grid *g = [Grid new];
        g[2] = @"cell";
        printf("grid[2] %s grid[5] %s grid[@\"size\"] %d\n", [g[2] UTF8String], g[5] ? "?" : "nil", [g[@"size"] intValue]);
#if !__has_feature(objc_arc)
        [g release];
#endif

        attempt("a[3]", ^{ (void)a[3]; });
        attempt("a[NSUIntegerMax]", ^{ (void)a[(NSUInteger)-1]; });
        attempt("@[][0]", ^{ (void)@[][0]; });
        attempt("objectAtIndex: 7", ^{ (void)[a objectAtIndex:7]; });
        attempt("m[9] = x", ^{ m[9] = @"far"; });
        attempt("removeObjectAtIndex: 4", ^{ [m removeObjectAtIndex:4]; });
        attempt("insertObject:atIndex: 6", ^{ [m insertObject:@"x" atIndex:6]; });
        attempt("replaceObjectAtIndex: 4", ^{ [m replaceObjectAtIndex:4 withObject:@"x"]; });
        attempt("removeLastObject on empty", ^{ [[NSMutableArray array] removeLastObject]; });
        attempt("m[0] = nil", ^{
            id nothing = nil;
            m[0] = nothing;
        });
        // The value is made outside the block that throws: under ARC without
        // -fobjc-arc-exceptions, a temporary the caller owns (here a literal claimed from
        // +numberWithInt:'s hand-off) is not released when the message it is passed to
        // throws — clang's documented leak, which LeakSanitizer would report.
        id one = @1;
        attempt("d[nil] = x", ^{
            id nothing = nil;
            d[nothing] = one;
        });
        attempt("a[1] still readable", ^{ (void)a[1]; });
        printf("m unchanged by the failures: %lu elements\n", (unsigned long)[m count]);
    }
    return 0;
}
