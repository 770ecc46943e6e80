// Exceptions the runtime itself raises reach compiled @catch blocks as NSException objects
// with Foundation's names and reasons: an unrecognized selector (to an instance and to a
// class), an index out of range, an undefined key (objc4's test/exc.m's runtime exceptions).
#import <Foundation/Foundation.h>
#include <stdio.h>

/* MRC and ARC alike: a thrown object is autoreleased, as Foundation's are (the runtime retains
 * it while it is in flight), so nothing leaks under LeakSanitizer. */
#if __has_feature(objc_arc)
#define AUTORELEASED(x) (x)
#else
#define AUTORELEASED(x) [(x) autorelease]
#endif

#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
#include <string.h>

@interface Plain : NSObject
@end
@implementation Plain
@end

static void report(NSException *e) {
    const char *reason = [[e reason] UTF8String];
    // The address after "sent to instance" differs per run: cut it.
    const char *at = strstr(reason, " 0x");
    printf("%s: %.*s\n", [[e name] UTF8String], at ? (int)(at - reason) : (int)strlen(reason), reason);
}

int main(void) {
  @autoreleasepool {
    @try {
        [AUTORELEASED([Plain new]) performSelector:@selector(nothingHere)];
    } @catch (NSException *e) {
        report(e);
    }
    @try {
        [Plain performSelector:@selector(nothingHere)];
    } @catch (NSException *e) {
        report(e);
    }
    NSArray *three = @[ @1, @2, @3 ];
    @try {
        [three objectAtIndex:5];
    } @catch (NSException *e) {
        report(e);
    }
    @try {
        [[NSArray array] objectAtIndex:0];
    } @catch (NSException *e) {
        report(e);
    }
    NSMutableArray *m = [NSMutableArray array];
    @try {
        [m removeObjectAtIndex:2];
    } @catch (NSException *e) {
        report(e);
    }
    @try {
        [m addObject:@"x"];
        [m insertObject:@"y" atIndex:9];
    } @catch (NSException *e) {
        report(e);
    }
    printf("still %lu element\n", (unsigned long)[m count]);
    @try {
        [AUTORELEASED([Plain new]) valueForKey:@"missing"];
    } @catch (NSException *e) {
        report(e);
    }
    // Caught by a superclass @catch and by @catch (id) too.
    @try {
        [three objectAtIndex:3];
    } @catch (NSObject *o) {
        printf("as NSObject: %s\n", [[(NSException *)o name] UTF8String]);
    }
    @try {
        [three objectAtIndex:3];
    } @catch (id o) {
        printf("as id: %s\n", [[o name] UTF8String]);
    }
  }
    return 0;
}
