// Bad input: a class the runtime already has (NSNull, one of MiniObjC's value classes) defined
// again in compiled code. The loader names the class and both images, keeps the runtime's, and
// goes on; the program's references to NSNull reach the runtime's class.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface NSNull (Which)
- (int)which;
@end
@implementation NSNull
+ (NSNull *)null { return nil; }
- (id)copyWithZone:(NSZone *)zone { return self; }
- (int)which { return 2; }
@end
int main(void) {
    printf("same class as the runtime's: %d\n", [[NSNull null] class] == [NSNull class]);
    printf("the program's -which is not there: %d\n", [[NSNull null] respondsToSelector:@selector(which)]);
    return 0;
}
