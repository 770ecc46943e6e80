// Ports the intent of objc4 test/exchangeImp.m: method_exchangeImplementations swaps two
// methods' IMPs (class methods and instance methods), sends that were cached before see the
// swap, exchanging back restores them, NULL arguments do nothing, and the classic swizzle —
// the replacement calls "itself" to reach the original — works, also when the original is
// inherited (class_addMethod first, then exchange, the usual pattern).
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>

static int state;

@interface Super : NSObject
+ (void)one;
+ (void)two;
- (const char *)greet;
- (const char *)swizzled_greet;
@end
@implementation Super
+ (void)one { state = 1; }
+ (void)two { state = 2; }
- (const char *)greet { return "hello"; }
- (const char *)swizzled_greet { printf("[before %s] ", [self swizzled_greet]); return "hello, swizzled"; }
@end

@interface Sub : Super
- (const char *)sub_greet;
@end
@implementation Sub
- (const char *)sub_greet { printf("[sub wraps %s] ", [self sub_greet]); return "sub"; }
@end

int main(void) {
    state = 0; [Super one]; printf("one -> %d\n", state);
    state = 0; [Super two]; printf("two -> %d\n", state);
    Method m1 = class_getClassMethod([Super class], @selector(one));
    Method m2 = class_getClassMethod([Super class], @selector(two));
    method_exchangeImplementations(m1, m2);
    state = 0; [Super one]; printf("exchanged: one -> %d\n", state);
    state = 0; [Super two]; printf("exchanged: two -> %d\n", state);
    method_exchangeImplementations(m1, NULL);
    method_exchangeImplementations(NULL, m2);
    method_exchangeImplementations(NULL, NULL);
    state = 0; [Super one]; printf("after NULLs: one -> %d\n", state);
    method_exchangeImplementations(m1, m2);
    state = 0; [Super one]; printf("exchanged back: one -> %d\n", state);

    Super *s = [Super new];
    printf("%s\n", [s greet]);
    method_exchangeImplementations(class_getInstanceMethod([Super class], @selector(greet)),
                                   class_getInstanceMethod([Super class], @selector(swizzled_greet)));
    printf("%s\n", [s greet]);

    // Swizzle an inherited method on the subclass only.
    Sub *sub = [Sub new];
    Method inherited = class_getInstanceMethod([Sub class], @selector(greet));
    BOOL added = class_addMethod([Sub class], @selector(greet), method_getImplementation(inherited), method_getTypeEncoding(inherited));
    printf("added to Sub: %d\n", added);
    method_exchangeImplementations(class_getInstanceMethod([Sub class], @selector(greet)),
                                   class_getInstanceMethod([Sub class], @selector(sub_greet)));
    printf("%s\n", [sub greet]);
    printf("Super unaffected: %s\n", [s greet]);
    [sub release];
    [s release];
    return 0;
}
