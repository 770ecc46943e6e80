// NSError, a C class: present in a standalone program (no host). Domain, code, userInfo,
// -localizedDescription in Foundation's order of sources, -description, copying, a subclass.
#import <Foundation/Foundation.h>

@interface MyError : NSError
@end
@implementation MyError
@end

static void show(NSError *e) {
    printf("%s | %ld | %lu entries | %s\n", e.domain.UTF8String, (long)e.code, (unsigned long)e.userInfo.count,
           e.localizedDescription.UTF8String);
}

static BOOL fails(NSError **error) {
    if (error) *error = [NSError errorWithDomain:@"com.example" code:7 userInfo:@{NSLocalizedDescriptionKey : @"It broke."}];
    return NO;
}

int main(void) {
    @autoreleasepool {
        show([NSError errorWithDomain:@"com.example" code:42 userInfo:nil]);
        show([NSError errorWithDomain:NSCocoaErrorDomain code:3840 userInfo:nil]);
        show([NSError errorWithDomain:NSPOSIXErrorDomain code:2 userInfo:@{NSLocalizedFailureReasonErrorKey : @"No such file."}]);
        NSError *made = [[NSError alloc] initWithDomain:@"d" code:-1 userInfo:@{NSLocalizedDescriptionKey : @"Custom text.",
                                                                                NSLocalizedFailureReasonErrorKey : @"ignored"}];
        show(made);
#if !__has_feature(objc_arc)
        [made release];
#endif
        NSError *withInfo = [NSError errorWithDomain:@"d" code:1 userInfo:@{NSDebugDescriptionErrorKey : @"why"}];
        printf("%s\n", withInfo.description.UTF8String);
        printf("%s\n", [NSError errorWithDomain:@"d" code:2 userInfo:nil].description.UTF8String);
        NSError *copy = [withInfo copy];
        printf("copy is itself: %d\n", copy == withInfo);
#if !__has_feature(objc_arc)
        [copy release];
#endif
        printf("key names: %s %s %s\n", NSLocalizedDescriptionKey.UTF8String, NSDebugDescriptionErrorKey.UTF8String,
               NSUnderlyingErrorKey.UTF8String);
        NSError *mine = [MyError errorWithDomain:@"mine" code:3 userInfo:nil];
        printf("subclass: %s %d %s\n", object_getClassName(mine), [mine isKindOfClass:[NSError class]], mine.domain.UTF8String);
        NSError *out = nil;
        printf("out-parameter: %d %s\n", fails(&out), out.localizedDescription.UTF8String);
        printf("no out-parameter: %d\n", fails(NULL));
        NSMutableString *domain = [NSMutableString stringWithString:@"mutable"];
        NSError *copied = [NSError errorWithDomain:domain code:0 userInfo:nil];
        [domain appendString:@" changed"];
        printf("domain copied: %s\n", copied.domain.UTF8String);
    }
    return 0;
}
