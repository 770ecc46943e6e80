// Ports the intent of GCC objc/execute cascading-1.m, nested-1.m, nested-2.m, nested-3.m,
// function-message-1.m, fdecl.m, paste.m and no_clash.m: messages nested as receivers and as
// arguments, cascaded returns of self, messages inside C function calls and C function
// pointers to code that sends, methods whose names collide with C identifiers or keywords
// (in, out, id-like names), selectors with empty keyword parts (a::b:), messages built with
// the preprocessor's token pasting, and a forward-declared class used before its interface.
#import <Foundation/Foundation.h>
#include <stdio.h>

@class Later;

@interface Chain : NSObject { @public int total; }
- (Chain *)add:(int)x;
- (int)total;
- (int):(int)a :(int)b;
- (int)in:(int)x out:(int)y;
- (int)self_:(int)x;
- (Chain *)me;
- (int)with:(int)a :(int)b and:(int)c;
@end
@implementation Chain
- (Chain *)add:(int)x { total += x; return self; }
- (int)total { return total; }
- (int):(int)a :(int)b { return a * b; }
- (int)in:(int)x out:(int)y { return x - y; }
- (int)self_:(int)x { return x + 1; }
- (Chain *)me { return self; }
- (int)with:(int)a :(int)b and:(int)c { return a + b + c; }
@end

@interface Later : NSObject
- (int)answer;
@end
@implementation Later
- (int)answer { return 42; }
@end

static Later *makeLater(void) { return [Later new]; }
static int apply(int (*f)(Chain *, int), Chain *c, int v) { return f(c, v); }
static int addThroughMessage(Chain *c, int v) { return [[c add:v] total]; }

#define SEND(obj, sel) [obj sel]
#define PASTE(a, b) a##b

int main(void) {
    Chain *c = [Chain new];
    printf("cascade %d\n", [[[[c add:1] add:2] add:3] total]);
    printf("nested args %d\n", [c :[c :2 :3] :[c in:10 out:[c :1 :4]]]);
    printf("nested receivers %d\n", [[[[c me] me] me] total]);
    printf("keyword-like names %d %d\n", [c in:5 out:2], [c self_:9]);
    printf("empty keyword parts %d\n", [c with:1 :2 and:3]);
    printf("through a function pointer %d\n", apply(addThroughMessage, c, 4));
    Later *l = makeLater();
    printf("forward-declared class %d\n", [l answer]);
    printf("macro send %d\n", SEND(c, total));
    printf("pasted selector %d\n", [c PASTE(to, tal)]);
    printf("message in a C argument %d\n", printf("%d ", [c total]) > 0);
    [l release];
    [c release];
    return 0;
}
