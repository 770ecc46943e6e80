#import <Foundation/Foundation.h>
#include <stdio.h>
int sub_value(void);
const char *sub_literal(void);
@interface Base : NSObject
- (int)value;
@end
@implementation Base
+ (void)load { printf("load Base\n"); }
- (int)value { return 4; }
@end
int main(void) {
    printf("Sub's value: %d\n", sub_value());
    printf("the library's literal: %s\n", sub_literal());
    return 0;
}
