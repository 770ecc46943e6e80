// -fobjc-arc on MiniObjC: strong and weak properties, a copy property, @autoreleasepool and a
// __weak variable zeroed when its object goes — the entry points of <objc/objc-arc.h>
// (CSupport/ObjCABI/arc.c). Strong ivars are released by the .cxx_destruct clang emits, which
// the runtime calls after -dealloc, so -dealloc under ARC needs no code.
#import <Foundation/Foundation.h>
#include <objc/objc-arc.h>
#include <stdio.h>
static int deallocs;
@interface Node : NSObject
@property (strong) Node *next;
@property (weak) Node *parent;
@property (copy) NSString *name;
@end
@implementation Node
- (void)dealloc { deallocs++; }
@end
static Node *make(NSString *n) { Node *x = [Node new]; x.name = n; return x; }
int main(void) {
    __weak Node *watch;
    @autoreleasepool {
        Node *a = make(@"a"), *b = make(@"bee, a longer name");
        a.next = b;
        b.parent = a;
        watch = b;
        printf("b.parent=%s watch=%s\n", [b.parent.name UTF8String], [watch.name UTF8String]);
    }
    printf("after the pool: watch=%p deallocs=%d\n", (__bridge void *)watch, deallocs);
    return 0;
}
