// Bad input: a category on a class no image defines, and a class whose superclass is never
// loaded (declared here, defined nowhere: the link allows it because the superclass's
// record is a weak reference in this test). The loader reports both and keeps running;
// the orphan class reads as nil.
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
