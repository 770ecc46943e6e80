// `swift run objcrt run Docs/Examples/hello.m`: a class, a category, a protocol and a few
// properties, compiled by clang for the GNUstep 2.0 ABI and run on MiniObjC. Run it again
// with OBJC_PRINT_CLASS_SETUP=YES or NSObjCMessageLoggingEnabled=YES to watch the runtime.
#import <Foundation/Foundation.h>
#include <stdio.h>

@protocol Greeting
- (void)greet;
@end

@interface Person : NSObject <Greeting>
@property (nonatomic, copy) NSString *name;
@property (nonatomic) int age;
@end

@implementation Person
@synthesize name = _name, age = _age;
+ (void)load { printf("+load: Person is loaded, before main()\n"); }
+ (void)initialize { printf("+initialize: the first message to Person is on its way\n"); }
- (void)greet { printf("Hello, I am %s, %d years old.\n", [self.name UTF8String], self.age); }
- (void)dealloc {
    [_name release];
    [super dealloc];
}
@end

@interface Person (Birthday)
- (void)haveBirthday;
@end

@implementation Person (Birthday)
- (void)haveBirthday { self.age = self.age + 1; }
@end

int main(void) {
    Person *p = [[Person alloc] init];
    p.name = @"Ada";
    p.age = 36;
    [p haveBirthday];
    [p greet];
    printf("conforms to Greeting: %s\n", [p conformsToProtocol:@protocol(Greeting)] ? "yes" : "no");
    [p release];
    return 0;
}
