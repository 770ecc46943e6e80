// A shared library the Swift tests dlopen (see FoundationStringsTests): the explicit throws of
// the string layer — +[NSException raise:format:], -raise, a failed NSAssert — inside a Swift
// process, whose threads keep the runtime's own raises pending. Their caller is compiled
// code, so they are real throws there too: a compiled @catch catches them, and one that
// nobody in compiled code catches reaches Swift through the catch barrier.
#import <Foundation/Foundation.h>

@interface HostedStrings : NSObject
+ (NSString *)caughtRaise;
+ (NSString *)caughtAssertion;
+ (NSString *)caughtRaiseMethod;
+ (NSString *)uncaughtRaise:(int)code;
+ (NSString *)format:(double)value;
+ (NSString *)rangeInCompiledCode;
- (void)check:(int)value;
@end

@implementation HostedStrings
+ (NSString *)caughtRaise {
    @try {
        [NSException raise:NSInvalidArgumentException format:@"bad value %d", 7];
    } @catch (NSException *e) {
        return [NSString stringWithFormat:@"%@: %@", e.name, e.reason];
    }
    return @"not thrown";
}
+ (NSString *)caughtAssertion {
    @try {
        [[self new] check:-1];
    } @catch (NSException *e) {
        return [NSString stringWithFormat:@"%@: %@", e.name, e.reason];
    }
    return @"not thrown";
}
+ (NSString *)caughtRaiseMethod {
    @try {
        [[NSException exceptionWithName:@"Mine" reason:@"raised" userInfo:nil] raise];
    } @catch (NSException *e) {
        return [NSString stringWithFormat:@"%@: %@", e.name, e.reason];
    }
    return @"not thrown";
}
+ (NSString *)uncaughtRaise:(int)code {
    [NSException raise:NSGenericException format:@"code %d", code];
    return @"not thrown";
}
+ (NSString *)format:(double)value {
    return [NSString stringWithFormat:@"%.3f|%@|%5s|%lld", value, @[ @1 ], "ab", -1LL];
}
/* A range error the string layer raises (not an explicit throw): pending in this process, so
 * the method returns nil, the @catch does not run, and the Swift send throws the record. */
+ (NSString *)rangeInCompiledCode {
    @try {
        return [@"abc" substringFromIndex:9];
    } @catch (NSException *e) {
        return @"caught";
    }
}
- (void)check:(int)value {
    NSParameterAssert(value >= 0);
}
@end
