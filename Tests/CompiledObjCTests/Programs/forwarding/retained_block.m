// An invocation keeps a block argument with -retainArguments: a stack block is copied to the
// heap (Foundation's rule), so the invocation can be replayed after the block's frame is
// gone; a heap block is retained, a global one kept as it is. Also: a method taking a block
// has clang's extended encoding (`@?<i@?i>`), which NSMethodSignature reads. Manual
// retain/release (ForwardingProgramsTests runs every program of this folder).
#import <Foundation/Foundation.h>
#include <stdio.h>

@interface Runner : NSObject
- (int)run:(int (^)(int))block with:(int)value;
@end
@implementation Runner
- (int)run:(int (^)(int))block with:(int)value { return block(value); }
@end

static int (^global_block)(int) = ^int(int v) { return v * 2; };

/* Returns an invocation that keeps a stack block capturing `offset`; the block's frame ends
 * when this function returns. */
__attribute__((noinline)) static NSInvocation *keep(Runner *runner, int offset) {
    int (^stack)(int) = ^int(int v) { return v + offset; };
    SEL sel = @selector(run:with:);
    NSInvocation *inv = [NSInvocation invocationWithMethodSignature:[runner methodSignatureForSelector:sel]];
    [inv setTarget:runner];
    [inv setSelector:sel];
    [inv setArgument:&stack atIndex:2];
    int value = 5;
    [inv setArgument:&value atIndex:3];
    [inv retainArguments];
    id kept = nil;
    [inv getArgument:&kept atIndex:2];
    printf("kept a %s copy of a %s block\n", kept == (id)stack ? "same" : "new",
           object_getClassName((id)stack));
    printf("the copy is a %s\n", object_getClassName(kept));
    return inv;
}

/* Writes over the stack where keep's block lived. */
__attribute__((noinline)) static int scribble(void) {
    volatile char junk[512];
    for (int i = 0; i < 512; i++) junk[i] = (char)0xa5;
    return junk[17];
}

int main(void) {
    Runner *runner = [[Runner alloc] init];
    NSInvocation *inv = [keep(runner, 100) retain];
    scribble();
    [inv invoke];
    int result = 0;
    [inv getReturnValue:&result];
    printf("replayed: %d\n", result);

    SEL sel = @selector(run:with:);
    NSInvocation *g = [NSInvocation invocationWithMethodSignature:[runner methodSignatureForSelector:sel]];
    [g setSelector:sel];
    [g setArgument:&global_block atIndex:2];
    [g retainArguments];
    id kept = nil;
    [g getArgument:&kept atIndex:2];
    printf("a global block is kept as it is: %s\n", kept == (id)global_block ? "yes" : "no");
    int value = 21;
    [g setArgument:&value atIndex:3];
    [g invokeWithTarget:runner];
    [g getReturnValue:&result];
    printf("global: %d\n", result);
    [inv release];
    [runner release];
    return 0;
}
