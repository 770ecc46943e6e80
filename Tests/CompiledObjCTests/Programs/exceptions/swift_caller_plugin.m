// A shared library the Swift tests dlopen (like two_doors/plugin.m): compiled methods that a
// Swift send calls. In the Swift package's runtime a thread does not throw, so what the
// runtime raises inside them stays pending and the Swift send throws it as an ObjCException;
// an object they throw stops at the send's catch barrier and arrives as an ObjCException too;
// @throw and @catch inside compiled code work as anywhere.
#import <Foundation/Foundation.h>

@interface ExceptionsFromCompiledCode : NSObject
- (id)outOfRange;
- (int)catchesItsOwn;
- (long)throwsRange:(long)x;
- (double)throwsPlainObject:(double)x;
- (id)sendsToItself;
@end

@implementation ExceptionsFromCompiledCode
- (id)outOfRange {
    NSArray *empty = [NSArray array];
    return [empty objectAtIndex:3];
}
- (int)catchesItsOwn {
    @try {
        @throw [NSException exceptionWithName:NSGenericException reason:@"inside" userInfo:nil];
    } @catch (NSException *e) {
        return 7;
    }
    return 0;
}
- (long)throwsRange:(long)x {
    if (x > 0) @throw [NSException exceptionWithName:NSRangeException reason:@"thrown by compiled code" userInfo:nil];
    return x;
}
- (double)throwsPlainObject:(double)x {
    @throw [[[ExceptionsFromCompiledCode alloc] init] autorelease];
    return x;
}
/* Three compiled frames under the Swift send: the exception passes them, stops at the barrier. */
- (id)sendsToItself {
    [self throwsRange:[self throwsRange:0] + 1];
    return nil;
}
@end
