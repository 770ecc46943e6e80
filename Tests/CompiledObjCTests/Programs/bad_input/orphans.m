// Bad input: a category on a class no image defines. It waits (a later image could bring the
// class); when the program ends it is reported, naming the image; nothing crashes.
#import <Foundation/Foundation.h>
#include <stdio.h>
@interface Missing : NSObject
- (int)missing;
@end
@interface Missing (Orphan)
- (int)orphan;
@end
@implementation Missing (Orphan)
- (int)orphan { return 1; }
@end
int main(void) {
    printf("still running\n");
    return 0;
}
