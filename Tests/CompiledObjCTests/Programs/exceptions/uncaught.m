// An exception nobody catches: the uncaught-exception handler runs first, then objc4's
// message (name, reason, class) on standard error, then abort() — after every @finally on
// the way has run. The argument picks the exception: "range" (raised by the runtime),
// "object" (a plain object), "nil" (@throw nil), "unrecognized" (raised by the runtime).
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

@interface Plain : NSObject
@end
@implementation Plain
@end

static void handler(NSException *e) {
    printf("handler: %s\n", e ? object_getClassName(e) : "nil");
    fflush(stdout);
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IONBF, 0);
    NSSetUncaughtExceptionHandler(handler);
    const char *what = argc > 1 ? argv[1] : "range";
    @try {
        printf("throwing %s\n", what);
        if (strcmp(what, "range") == 0) [[NSArray array] objectAtIndex:1];
        if (strcmp(what, "object") == 0) @throw [Plain new];
        if (strcmp(what, "nil") == 0) @throw nil;
        if (strcmp(what, "unrecognized") == 0) [[Plain new] performSelector:@selector(nothingHere)];
    } @finally {
        printf("finally ran\n");
    }
    printf("not reached\n");
    return 0;
}
