// Ports the intent of GCC objc/execute compatibility_alias.m: @compatibility_alias gives a
// class a second name usable in messages, declarations and @interface-level typing; the alias
// sends reach the same class object, instances made through the alias are of the real class,
// and a subclass declared with the alias as its superclass links to the real class. (Whether
// objc_getClass knows the alias differs between runtimes — libobjc2 yes, objc4 and GCC no —
// so it is not checked.)
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

@interface RealName : NSObject
+ (const char *)hello;
- (int)value;
@end
@implementation RealName
+ (const char *)hello { return "hello from RealName"; }
- (int)value { return 17; }
@end

@compatibility_alias OldName RealName;

@interface SubOfAlias : OldName
@end
@implementation SubOfAlias
- (int)value { return [super value] + 1; }
@end

int main(void) {
    printf("%s\n", [OldName hello]);
    printf("same class: %d\n", [OldName class] == [RealName class]);
    OldName *o = [OldName new];
    printf("instance of %s value %d\n", object_getClassName(o), [o value]);
    SubOfAlias *s = [SubOfAlias new];
    printf("subclass through alias: super=%s value=%d\n", class_getName(class_getSuperclass([SubOfAlias class])), [s value]);
    [s release];
    [o release];
    return 0;
}
