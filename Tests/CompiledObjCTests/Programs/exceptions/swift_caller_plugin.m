// A shared library the Swift tests dlopen (like two_doors/plugin.m): compiled methods that a
// Swift send calls. In the Swift package's runtime a thread does not throw unless asked, so
// what the runtime raises inside them stays pending and the Swift send throws it as an
// ObjCException; @throw and @catch inside compiled code still work there.
#import <Foundation/Foundation.h>

@interface ExceptionsFromCompiledCode : NSObject
- (id)outOfRange;
- (int)catchesItsOwn;
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
@end
