// Manual retain/release code (no -fobjc-arc) beside the ARC entry points: -retain / -release
// / -autorelease and objc_retain / objc_release / objc_autorelease / objc_storeStrong agree on
// one count; a class that releases its ivars in its own -dealloc has them released once (the
// runtime does not release an MRC class's ivars again); retain and atomic properties
// synthesized without ARC (objc_setProperty_*, objc_getProperty) own their values; and a
// method that returns through objc_retainAutoreleaseReturnValue, as ARC code does, called by
// a manual caller that does not claim the result, puts the object in the pool — alive until
// the pool is popped, as that caller expects — whereas a caller that claims it explicitly
// takes ownership. Ports the intent of objc4 test/MRCBase.m / MRCARC.m (manual code next to
// the ARC functions) and rr-autorelease.m.
#import <Foundation/Foundation.h>
#include <objc/objc-arc.h>
#include <stdio.h>

static int deallocs;

@interface Item : NSObject
@end
@implementation Item
- (void)dealloc {
    deallocs++;
    [super dealloc];
}
@end

@interface Owner : NSObject {
@public
    Item *ivar;
}
@property (retain) Item *atomicItem;
@property (nonatomic, retain) Item *plainItem;
- (Item *)returned;
@end
@implementation Owner
@synthesize atomicItem, plainItem;
- (Item *)returned { return objc_retainAutoreleaseReturnValue(ivar); }
- (void)dealloc {
    [ivar release];
    [atomicItem release];
    [plainItem release];
    [super dealloc];
}
@end

int main(void) {
    void *pool = objc_autoreleasePoolPush();

    printf("one count:\n");
    Item *i = [Item new];
    [i retain];
    objc_retain(i);
    printf("  retainCount %lu\n", (unsigned long)[i retainCount]);
    objc_release(i);
    [i release];
    printf("  retainCount %lu\n", (unsigned long)[i retainCount]);
    id slot = nil;
    objc_storeStrong(&slot, i);
    printf("  after objc_storeStrong: %lu\n", (unsigned long)[i retainCount]);
    objc_storeStrong(&slot, nil);
    [[i retain] autorelease];
    objc_autorelease(objc_retain(i));
    printf("  two autoreleased: %lu, pooled %lu\n", (unsigned long)[i retainCount], objc_arc_autorelease_count_np());
    objc_autoreleasePoolPop(pool);
    printf("  after the pool: %lu, deallocs %d\n", (unsigned long)[i retainCount], deallocs);
    [i release];
    printf("  released: deallocs %d\n", deallocs);

    printf("ivars released by the class's own -dealloc, once:\n");
    deallocs = 0;
    Owner *o = [Owner new];
    o->ivar = [Item new];
    Item *a = [Item new], *p = [Item new];
    o.atomicItem = a;
    o.plainItem = p;
    printf("  properties hold them: %lu %lu\n", (unsigned long)[a retainCount], (unsigned long)[p retainCount]);
    pool = objc_autoreleasePoolPush();
    printf("  the atomic getter gives it: %s\n", o.atomicItem == a ? "yes" : "no");
    objc_autoreleasePoolPop(pool);
    [a release];
    [p release];
    printf("  deallocs before the owner goes: %d\n", deallocs);

    printf("a returned object and a manual caller:\n");
    pool = objc_autoreleasePoolPush();
    unsigned long before = objc_arc_autorelease_count_np();
    Item *r = [o returned];
    printf("  went to the pool: %s; retainCount %lu\n", objc_arc_autorelease_count_np() == before + 1 ? "yes" : "no",
           (unsigned long)[r retainCount]);
    objc_autoreleasePoolPop(pool);
    printf("  after the pool: retainCount %lu\n", (unsigned long)[r retainCount]);

    [o release];
    printf("  owner gone: deallocs %d\n", deallocs);
    return 0;
}
