// objc4's associated objects from compiled code: the five OBJC_ASSOCIATION_* policies
// (assign, retain, copy), replacing and removing values, objc_removeAssociatedObjects, the
// host's dealloc releasing its values, and small objects (which cannot carry any).
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

@interface NSObject { Class isa; }
+ (id)new;
+ (id)alloc;
- (id)init;
- (void)release;
- (id)retain;
- (void)dealloc;
@end

@interface Tracker : NSObject { const char *name; }
+ (id)named:(const char *)name;
- (const char *)name;
- (id)copyWithZone:(void *)zone;
@end
@implementation Tracker
+ (id)named:(const char *)n {
    Tracker *t = [self new];
    t->name = n;
    return t;
}
- (const char *)name { return name; }
- (id)copyWithZone:(void *)zone {
    printf("copying %s\n", name);
    return [Tracker named:"a copy"];
}
- (void)dealloc {
    printf("dealloc %s\n", name);
    [super dealloc];
}
@end

static char assignKey, retainKey, retainAtomicKey, copyKey, copyAtomicKey;

static unsigned long rc(id obj) { return (unsigned long)object_getRetainCount_np(obj); }

int main(void) {
    Tracker *host = [Tracker named:"host"];
    Tracker *a = [Tracker named:"a"], *b = [Tracker named:"b"], *c = [Tracker named:"c"];

    objc_setAssociatedObject(host, &assignKey, a, OBJC_ASSOCIATION_ASSIGN);
    printf("assign: %s, retain count %lu\n", [objc_getAssociatedObject(host, &assignKey) name], rc(a));
    objc_setAssociatedObject(host, &retainKey, b, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    printf("retain nonatomic: %s, retain count %lu\n", [objc_getAssociatedObject(host, &retainKey) name], rc(b));
    objc_setAssociatedObject(host, &retainAtomicKey, b, OBJC_ASSOCIATION_RETAIN);
    printf("retain atomic: %s, retain count %lu\n", [objc_getAssociatedObject(host, &retainAtomicKey) name], rc(b));
    objc_setAssociatedObject(host, &copyKey, c, OBJC_ASSOCIATION_COPY_NONATOMIC);
    id copied = objc_getAssociatedObject(host, &copyKey);
    printf("copy nonatomic: %s (not the original %d), original's retain count %lu\n", [copied name], copied != c, rc(c));
    objc_setAssociatedObject(host, &copyAtomicKey, c, OBJC_ASSOCIATION_COPY);
    printf("copy atomic: %s\n", [objc_getAssociatedObject(host, &copyAtomicKey) name]);
    printf("missing key: %p\n", (void *)objc_getAssociatedObject(host, &c));

    objc_setAssociatedObject(host, &retainKey, a, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    printf("replaced: %s, a %lu, b %lu\n", [objc_getAssociatedObject(host, &retainKey) name], rc(a), rc(b));
    objc_setAssociatedObject(host, &retainAtomicKey, nil, OBJC_ASSOCIATION_RETAIN);
    printf("removed by nil: %p, b %lu\n", (void *)objc_getAssociatedObject(host, &retainAtomicKey), rc(b));
    objc_setAssociatedObject(host, &assignKey, b, 12345);
    printf("unknown policy ignored: still %s\n", [objc_getAssociatedObject(host, &assignKey) name]);

    printf("removeAssociatedObjects:\n");
    objc_removeAssociatedObjects(host);
    printf("after remove: %p %p, a %lu\n", (void *)objc_getAssociatedObject(host, &retainKey),
           (void *)objc_getAssociatedObject(host, &copyKey), rc(a));

    objc_setAssociatedObject(host, &retainKey, a, OBJC_ASSOCIATION_RETAIN);
    objc_setAssociatedObject(host, &copyKey, b, OBJC_ASSOCIATION_COPY);
    printf("host dealloc releases its values:\n");
    [host release];
    printf("a %lu\n", rc(a));

    id small = @"tiny";
    objc_setAssociatedObject(small, &retainKey, a, OBJC_ASSOCIATION_RETAIN);
    printf("small object: %p, a %lu\n", (void *)objc_getAssociatedObject(small, &retainKey), rc(a));
    objc_removeAssociatedObjects(small);
    objc_setAssociatedObject(nil, &retainKey, a, OBJC_ASSOCIATION_RETAIN);
    printf("nil host: %p\n", (void *)objc_getAssociatedObject(nil, &retainKey));

    [a release];
    [b release];
    [c release];
    return 0;
}
