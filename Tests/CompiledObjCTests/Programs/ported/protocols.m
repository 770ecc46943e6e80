// Ports the intent of GCC objc/execute formal_protocol-1.m … formal_protocol-7.m,
// protocol-isEqual-1.m … protocol-isEqual-4.m, np-1.m, np-2.m and objc4 test/protocol.m:
// classes adopt protocols (directly, through a superclass, through a category, through an
// inherited protocol); @protocol(P) gives the same object in every use and matches
// objc_getProtocol; protocols compare equal by identity and protocol_isEqual; a protocol
// used only in @protocol() (never adopted) still exists.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@protocol Named
- (const char *)name;
@end
@protocol Aged <Named>
- (int)age;
@end
@protocol Unrelated
- (void)nothing;
@end
@protocol OnlyReferenced
- (void)neverAdopted;
@end
@protocol ViaCategory
- (int)extra;
@end

@interface Person : NSObject <Aged>
@end
@implementation Person
- (const char *)name { return "ada"; }
- (int)age { return 36; }
@end

@interface Student : Person
@end
@implementation Student
@end

@interface Student (Extra) <ViaCategory>
@end
@implementation Student (Extra)
- (int)extra { return 1; }
@end

static Protocol *namedAgain(void) { return @protocol(Named); }

int main(void) {
    Student *s = [Student new];
    printf("Person conforms Aged=%d Named=%d Unrelated=%d\n",
           [Person conformsToProtocol:@protocol(Aged)], [Person conformsToProtocol:@protocol(Named)],
           [Person conformsToProtocol:@protocol(Unrelated)]);
    printf("Student (instance) conforms Aged=%d Named=%d ViaCategory=%d\n",
           [s conformsToProtocol:@protocol(Aged)], [s conformsToProtocol:@protocol(Named)],
           [s conformsToProtocol:@protocol(ViaCategory)]);
    printf("Person conforms ViaCategory=%d\n", [Person conformsToProtocol:@protocol(ViaCategory)]);
    printf("class_conformsToProtocol Student Aged (own list only)=%d Person Aged=%d\n",
           class_conformsToProtocol([Student class], @protocol(Aged)),
           class_conformsToProtocol([Person class], @protocol(Aged)));
    printf("same object: %d\n", @protocol(Named) == namedAgain());
    printf("objc_getProtocol: %d %d\n", objc_getProtocol("Named") == @protocol(Named), objc_getProtocol("Nope") == NULL);
    printf("protocol_isEqual: %d %d\n", protocol_isEqual(@protocol(Named), namedAgain()),
           protocol_isEqual(@protocol(Named), @protocol(Aged)));
    printf("Aged conforms to Named: %d Named to Aged: %d\n",
           protocol_conformsToProtocol(@protocol(Aged), @protocol(Named)),
           protocol_conformsToProtocol(@protocol(Named), @protocol(Aged)));
    printf("names: %s %s\n", protocol_getName(@protocol(Aged)), protocol_getName(@protocol(OnlyReferenced)));
    printf("OnlyReferenced registered: %d\n", objc_getProtocol("OnlyReferenced") == @protocol(OnlyReferenced));
    id<Named> n = s;
    printf("through id<Named>: %s\n", [n name]);
    [s release];
    return 0;
}
