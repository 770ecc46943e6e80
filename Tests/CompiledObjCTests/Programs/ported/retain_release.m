// Ports the intent of objc4 test/customrr.m, customrr2.m, rr-autorelease*.m (the parts without
// ARC or pools' internals) and nsobject.m: manual retain counting — retainCount goes up with
// -retain and down with -release, -dealloc runs exactly when the last reference goes, runs
// the subclass's -dealloc before its superclass's (through [super dealloc]); a class that
// overrides -retain / -release sees every call made to it, and [super retain] keeps the
// count; -copy calls -copyWithZone:; +new is alloc + init.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface Parent : NSObject
@end
@implementation Parent
- (void)dealloc { printf("  -[Parent dealloc]\n"); [super dealloc]; }
@end

@interface Child : Parent { @public int retains, releases; }
@end
@implementation Child
- (id)init { self = [super init]; printf("  -[Child init]\n"); return self; }
- (id)retain { retains++; return [super retain]; }
- (oneway void)release { releases++; [super release]; }
- (id)copyWithZone:(NSZone *)zone { printf("  copyWithZone\n"); return [self retain]; }
- (void)dealloc { printf("  -[Child dealloc] after %d retains, %d releases\n", retains, releases); [super dealloc]; }
@end

int main(void) {
    printf("new:\n");
    Child *c = [Child new];
    printf("retainCount %lu\n", (unsigned long)[c retainCount]);
    [c retain];
    [c retain];
    printf("after 2 retains %lu\n", (unsigned long)[c retainCount]);
    id copy = [c copy];
    printf("copy is same object %d, count %lu\n", copy == c, (unsigned long)[c retainCount]);
    [c release];
    [c release];
    printf("after 2 releases %lu\n", (unsigned long)[c retainCount]);
    printf("last releases:\n");
    [copy release];
    [c release];
    printf("done\n");
    return 0;
}
