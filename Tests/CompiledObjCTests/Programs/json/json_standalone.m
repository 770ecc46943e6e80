// Outside a host NSJSONSerialization is absent (its header says so): the class is nil.
#import <Foundation/Foundation.h>

int main(void) {
    @autoreleasepool {
        Class cls = [NSJSONSerialization class];
        printf("class: %s\n", cls ? "present" : "nil");
        id object = [NSJSONSerialization JSONObjectWithData:[NSData data] options:0 error:NULL];
        printf("read: %s\n", object ? "object" : "nil");
    }
    return 0;
}
