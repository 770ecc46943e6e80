// NSException from compiled code: the standard names (exported NSString constants), the
// initialisers and accessors, +raise:format: (a real throw, the reason formatted) and -raise,
// a subclass raising an instance of itself; and the name functions NSStringFromSelector /
// NSSelectorFromString / NSStringFromClass / NSClassFromString / NSStringFromProtocol /
// NSProtocolFromString, nil in giving nil out.
#import <Foundation/Foundation.h>
#include <stdio.h>

#pragma clang diagnostic ignored "-Wnonnull"

@protocol Greeting
- (void)greet;
@end
@interface Greeter : NSObject <Greeting>
@end
@implementation Greeter
- (void)greet {}
@end

@interface AppException : NSException
@end
@implementation AppException
@end

static const char *text(NSString *s) { return s ? s.UTF8String : "nil"; }

int main(void) {
    @autoreleasepool {
        NSString *names[] = {NSGenericException, NSRangeException, NSInvalidArgumentException,
                             NSInternalInconsistencyException, NSMallocException, NSUndefinedKeyException,
                             NSParseErrorException, NSCharacterConversionException, NSDestinationInvalidException,
                             NSObjectInaccessibleException, NSObjectNotAvailableException};
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) printf("%s\n", names[i].UTF8String);
        printf("equal to the literal: %d\n", [NSRangeException isEqualToString:@"NSRangeException"]);

        NSException *e = [NSException exceptionWithName:@"Custom" reason:@"because" userInfo:@{@"k" : @1}];
        printf("name %s reason %s userInfo %lu description %s\n", text(e.name), text(e.reason),
               (unsigned long)[(NSDictionary *)e.userInfo count], text(e.description));
        NSException *bare = [[NSException alloc] initWithName:@"Bare" reason:nil userInfo:nil];
        printf("bare: reason %s description %s userInfo %s\n", text(bare.reason), text(bare.description),
               bare.userInfo ? "set" : "nil");

        @try {
            [NSException raise:NSInvalidArgumentException format:@"%@ is not %d (%.1f%%)", @"x", 3, 99.5];
            printf("not reached\n");
        } @catch (NSException *caught) {
            printf("raise:format: %s: %s (class %s)\n", text(caught.name), text(caught.reason),
                   NSStringFromClass([caught class]).UTF8String);
        }
        @try {
            [e raise];
        } @catch (NSException *caught) {
            printf("-raise: the same object %d\n", caught == e);
        }
        @try {
            [AppException raise:@"AppError" format:@"code %d", 17];
        } @catch (AppException *caught) {
            printf("subclass: %s %s %s\n", NSStringFromClass([caught class]).UTF8String, text(caught.name),
                   text(caught.reason));
        }
        @try {
            [NSException raise:@"NoFormat" format:nil];
        } @catch (NSException *caught) {
            printf("nil format: %s\n", text(caught.name));
        }

        printf("selector: %s %s %d\n", text(NSStringFromSelector(@selector(observe:keyPath:options:block:))),
               text(NSStringFromSelector(NULL)),
               sel_isEqual(NSSelectorFromString(@"setupDefaults"), @selector(setupDefaults)));
        printf("new selector: %s, nil: %p\n", sel_getName(NSSelectorFromString(@"neverSeenBefore:")),
               (void *)NSSelectorFromString(nil));
        printf("class: %s %s %d, unknown %d, nil %d\n", text(NSStringFromClass([Greeter class])),
               text(NSStringFromClass(Nil)), NSClassFromString(@"Greeter") == [Greeter class],
               NSClassFromString(@"NoSuchClass") == Nil, NSClassFromString(nil) == Nil);
        printf("value class: %d\n", NSClassFromString(@"NSMutableString") == [NSMutableString class]);
        printf("protocol: %s %d, unknown %d, nil %s\n", text(NSStringFromProtocol(@protocol(Greeting))),
               NSProtocolFromString(@"Greeting") == @protocol(Greeting), NSProtocolFromString(@"Nope") == nil,
               text(NSStringFromProtocol(nil)));
    }
    return 0;
}
