// Which @catch takes an exception: the first whose class is the thrown object's class or a
// superclass of it; @catch (id) takes any object, nil included; a class @catch never takes
// nil (libobjc2's Test/NilException.m, GCC's exceptions/catch-1.m ... catch-4.m, objc4's
// test/exc.m's class matching).
#import <Foundation/Foundation.h>
#include <stdio.h>

/* MRC and ARC alike: a thrown object is autoreleased, as Foundation's are (the runtime retains
 * it while it is in flight), so nothing leaks under LeakSanitizer. */
#if __has_feature(objc_arc)
#define AUTORELEASED(x) (x)
#else
#define AUTORELEASED(x) [(x) autorelease]
#endif

@interface Animal : NSObject
@end
@implementation Animal
@end
@interface Dog : Animal
@end
@implementation Dog
@end
@interface Puppy : Dog
@end
@implementation Puppy
@end
@interface Rock : NSObject
@end
@implementation Rock
@end

static const char *which(id thrown) {
    @try {
        @throw thrown;
    } @catch (Dog *d) {
        return "Dog";
    } @catch (Animal *a) {
        return "Animal";
    } @catch (NSException *e) {
        return "NSException";
    } @catch (id other) {
        return other ? "id" : "id (nil)";
    }
    return "none";
}

int main(void) {
  @autoreleasepool {
    printf("Puppy -> %s\n", which(AUTORELEASED([Puppy new])));
    printf("Dog -> %s\n", which(AUTORELEASED([Dog new])));
    printf("Animal -> %s\n", which(AUTORELEASED([Animal new])));
    printf("Rock -> %s\n", which(AUTORELEASED([Rock new])));
    printf("NSException -> %s\n", which([NSException exceptionWithName:NSRangeException reason:@"r" userInfo:nil]));
    printf("nil -> %s\n", which(nil));
    // The caught object is the thrown one.
    Dog *dog = AUTORELEASED([Dog new]);
    @try {
        @throw dog;
    } @catch (Animal *a) {
        printf("same object: %d\n", a == dog);
    }
    // A @catch of an unrelated class lets the exception go on to the outer one.
    @try {
        @try {
            @throw AUTORELEASED([Rock new]);
        } @catch (Animal *a) {
            printf("not here\n");
        }
    } @catch (Rock *r) {
        printf("outer Rock\n");
    }
    // NSException's accessors.
    NSException *e = AUTORELEASED([[NSException alloc] initWithName:NSInvalidArgumentException reason:@"why" userInfo:nil]);
    printf("%s / %s / %s / userInfo %s\n", [[e name] UTF8String], [[e reason] UTF8String],
           [[e description] UTF8String], [e userInfo] ? "set" : "nil");
    @try {
        [e raise];
    } @catch (NSException *caught) {
        printf("raise threw it: %d\n", caught == e);
    }
    printf("undefined key name: %s\n", [NSUndefinedKeyException UTF8String]);
  }
    return 0;
}
