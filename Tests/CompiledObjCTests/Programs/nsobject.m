// The runtime's NSObject from compiled code: +alloc/-init/+new/-dealloc, retain counts and
// autorelease, -class/-superclass, -isKindOfClass:/-isMemberOfClass:, -respondsToSelector:,
// -conformsToProtocol:, -performSelector: (0, 1 and 2 arguments), -description, -isEqual:,
// -hash, -copy of a class, and a dealloc counter proving objects really die.
#import <Foundation/Foundation.h>
#include <stdio.h>

static int deallocs;

@protocol Walker
- (void)walk;
@end

@interface Animal : NSObject <Walker>
- (id)name;
- (id)echo:(id)a;
- (id)join:(id)a with:(id)b;
@end

@implementation Animal
- (void)walk {}
- (id)name { return @"animal"; }
- (id)echo:(id)a { return a; }
- (id)join:(id)a with:(id)b { return [NSArray arrayWithObjects:(id[]){a, b} count:2]; }
- (void)dealloc {
    deallocs++;
    [super dealloc];
}
@end

@interface Dog : Animal
@end
@implementation Dog
@end

int main(void) {
    Dog *d = [[Dog alloc] init];
    Animal *a = [Animal new];
    printf("class=%s superclass=%s meta-super=%s\n", [[[d class] description] UTF8String],
           [[[d superclass] description] UTF8String], [[[Dog superclass] description] UTF8String]);
    printf("kind(Animal)=%d member(Animal)=%d member(Dog)=%d kind(NSString)=%d\n", [d isKindOfClass:[Animal class]],
           [d isMemberOfClass:[Animal class]], [d isMemberOfClass:[Dog class]], [d isKindOfClass:[NSString class]]);
    printf("responds walk=%d fly=%d instancesRespond=%d\n", [d respondsToSelector:@selector(walk)],
           [d respondsToSelector:@selector(fly)], [Dog instancesRespondToSelector:@selector(name)]);
    printf("conforms Walker=%d (class: %d)\n", [d conformsToProtocol:@protocol(Walker)], [Dog conformsToProtocol:@protocol(Walker)]);
    printf("perform: %s %s %lu\n", [[d performSelector:@selector(name)] UTF8String],
           [[d performSelector:@selector(echo:) withObject:@"echoed"] UTF8String],
           [[d performSelector:@selector(join:with:) withObject:@1 withObject:@2] count]);
    printf("isEqual self=%d other=%d hash-stable=%d\n", [d isEqual:d], [d isEqual:a], [d hash] == [d hash]);
    printf("description has the class name: %d\n", [[d description] UTF8String] != NULL &&
           [[[d description] description] length] > 3);
    printf("retainCount %lu", [d retainCount]);
    [d retain];
    printf(" → %lu", [d retainCount]);
    [d release];
    printf(" → %lu\n", [d retainCount]);
    printf("class copy is the class: %d\n", [[Dog class] copy] == [Dog class]);
    [d release];
    [a release];
    printf("deallocs=%d\n", deallocs);
    return 0;
}
