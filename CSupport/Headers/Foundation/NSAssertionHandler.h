/* NSAssert and its family, and the NSAssertionHandler they report to
 * (CSupport/ValueClasses/nsassertion.c), imported by Foundation.h. A failed assertion logs
 * "*** Assertion failure in …" and throws NSInternalInconsistencyException with the
 * description as its reason. Defining NS_BLOCK_ASSERTIONS before the import compiles every
 * assertion away (its condition is not evaluated). */
#ifndef MINIOBJC_FOUNDATION_NSASSERTIONHANDLER_H
#define MINIOBJC_FOUNDATION_NSASSERTIONHANDLER_H

@interface NSAssertionHandler : NSObject
+ (NSAssertionHandler *)currentHandler;
- (void)handleFailureInMethod:(SEL)selector object:(id)object file:(NSString *)fileName
                   lineNumber:(NSInteger)line description:(NSString *)format, ... NS_FORMAT_FUNCTION(5, 6);
- (void)handleFailureInFunction:(NSString *)functionName file:(NSString *)fileName
                     lineNumber:(NSInteger)line description:(NSString *)format, ... NS_FORMAT_FUNCTION(4, 5);
@end

#if !defined(NS_BLOCK_ASSERTIONS)

/* In a method: reports `_cmd` and `self`. */
#define NSAssert(condition, desc, ...)                                                              \
    do {                                                                                            \
        if (__builtin_expect(!(condition), 0)) {                                                    \
            NSString *__miniobjc_file = [NSString stringWithUTF8String:__FILE__];                   \
            [[NSAssertionHandler currentHandler] handleFailureInMethod:_cmd                         \
                                                                object:self                         \
                                                                  file:__miniobjc_file              \
                                                            lineNumber:__LINE__                     \
                                                           description:(desc), ##__VA_ARGS__];      \
        }                                                                                           \
    } while (0)

/* In a C function: reports the function's name. */
#define NSCAssert(condition, desc, ...)                                                             \
    do {                                                                                            \
        if (__builtin_expect(!(condition), 0)) {                                                    \
            NSString *__miniobjc_file = [NSString stringWithUTF8String:__FILE__];                   \
            NSString *__miniobjc_function = [NSString stringWithUTF8String:__PRETTY_FUNCTION__];    \
            [[NSAssertionHandler currentHandler] handleFailureInFunction:__miniobjc_function        \
                                                                    file:__miniobjc_file            \
                                                              lineNumber:__LINE__                   \
                                                             description:(desc), ##__VA_ARGS__];    \
        }                                                                                           \
    } while (0)

#else

#define NSAssert(condition, desc, ...) do { } while (0)
#define NSCAssert(condition, desc, ...) do { } while (0)

#endif

#define NSAssert1(condition, desc, arg1) NSAssert((condition), (desc), (arg1))
#define NSAssert2(condition, desc, arg1, arg2) NSAssert((condition), (desc), (arg1), (arg2))
#define NSAssert3(condition, desc, arg1, arg2, arg3) NSAssert((condition), (desc), (arg1), (arg2), (arg3))
#define NSAssert4(condition, desc, arg1, arg2, arg3, arg4)                                          \
    NSAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4))
#define NSAssert5(condition, desc, arg1, arg2, arg3, arg4, arg5)                                    \
    NSAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4), (arg5))
#define NSCAssert1(condition, desc, arg1) NSCAssert((condition), (desc), (arg1))
#define NSCAssert2(condition, desc, arg1, arg2) NSCAssert((condition), (desc), (arg1), (arg2))
#define NSCAssert3(condition, desc, arg1, arg2, arg3) NSCAssert((condition), (desc), (arg1), (arg2), (arg3))
#define NSCAssert4(condition, desc, arg1, arg2, arg3, arg4)                                         \
    NSCAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4))
#define NSCAssert5(condition, desc, arg1, arg2, arg3, arg4, arg5)                                   \
    NSCAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4), (arg5))

/* The condition's own text in Apple's words: "Invalid parameter not satisfying: …". */
#define NSParameterAssert(condition) NSAssert((condition), @"Invalid parameter not satisfying: %@", @#condition)
#define NSCParameterAssert(condition) NSCAssert((condition), @"Invalid parameter not satisfying: %@", @#condition)

#endif
