// CoreFoundation's toll-free bridged functions on MiniObjC's collections (CoreFoundation.h,
// CSupport/ValueClasses/cf_*.c): one object, two APIs. Runs with and without ARC.
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>
#include <stdio.h>

#if __has_feature(objc_arc)
#define RELEASE(x) (void)(x)
#else
#define RELEASE(x) [(x) release]
#endif

// A dictionary class with storage of its own: the CF functions must message it.
@interface TwoKeys : NSDictionary
@end
@implementation TwoKeys
- (NSUInteger)count { return 2; }
- (id)objectForKey:(id)key {
    if ([key isEqual:@"x"]) return @"ex";
    if ([key isEqual:@"y"]) return @"why";
    return nil;
}
- (NSArray *)allKeys { return @[ @"x", @"y" ]; }
@end

static void collectPair(const void *key, const void *value, void *context) {
    NSMutableString *out = (__bridge NSMutableString *)context;
    [out appendFormat:@"%@=%@;", (__bridge id)key, (__bridge id)value];
}

static void sumNumbers(const void *value, void *context) {
    *(long *)context += [(__bridge NSNumber *)value longValue];
}

static void collectElement(const void *value, void *context) {
    [(__bridge NSMutableString *)context appendFormat:@"%@,", (__bridge id)value];
}

// Removes every key while the walk runs: the walk goes on over what the dictionary held.
static void removeAll(const void *key, const void *value, void *context) {
    (void)value;
    CFMutableDictionaryRef dict = context;
    CFDictionaryRemoveValue(dict, key);
    printf("visited %s, %ld left\n", [(__bridge NSString *)key UTF8String], (long)CFDictionaryGetCount(dict));
}

static void keyIdentity(const void *key, const void *value, void *context) {
    (void)value;
    const void *const *expected = context;
    printf("stored key is the one passed: %s\n", key == *expected ? "yes" : "no");
}

int main(void) {
    @autoreleasepool {
        // An NSDictionary is a CFDictionaryRef, and back.
        NSDictionary *dict = @{ @"a" : @1, @"b" : @2, @"c" : @3 };
        CFDictionaryRef cf = (__bridge CFDictionaryRef)dict;
        printf("count %ld, b -> %s, z -> %s\n", (long)CFDictionaryGetCount(cf),
               [[(__bridge id)CFDictionaryGetValue(cf, @"b") description] UTF8String],
               CFDictionaryGetValue(cf, @"z") ? "found" : "NULL");
        printf("contains a %d, contains z %d\n", CFDictionaryContainsKey(cf, @"a"), CFDictionaryContainsKey(cf, @"z"));
        printf("same object back: %s\n", (__bridge NSDictionary *)cf == dict ? "yes" : "no");

        // The applier sees every pair, with the context it was given (insertion order here).
        NSMutableString *pairs = [NSMutableString string];
        CFDictionaryApplyFunction(cf, collectPair, (__bridge void *)pairs);
        printf("pairs %s\n", pairs.UTF8String);

        // Arrays: count, element, a range of the applier, the context.
        NSArray *numbers = @[ @10, @20, @30, @40 ];
        CFArrayRef array = (__bridge CFArrayRef)numbers;
        long sum = 0;
        CFArrayApplyFunction(array, CFRangeMake(1, 2), sumNumbers, &sum);
        printf("array count %ld, [3] %s, sum of [1..2] %ld\n", (long)CFArrayGetCount(array),
               [[(__bridge id)CFArrayGetValueAtIndex(array, 3) description] UTF8String], sum);
        NSMutableArray *mutable = [NSMutableArray arrayWithArray:@[ @"p", @"q", @"r" ]];
        NSMutableString *elements = [NSMutableString string];
        CFArrayApplyFunction((__bridge CFArrayRef)mutable, CFRangeMake(0, CFArrayGetCount((__bridge CFArrayRef)mutable)),
                             collectElement, (__bridge void *)elements);
        printf("mutable array %s\n", elements.UTF8String);
        sum = 0;
        CFArrayApplyFunction(array, CFRangeMake(4, 0), sumNumbers, &sum);
        printf("empty range at the end: sum %ld\n", sum);

        // A range past the end raises NSRangeException.
        @try {
            CFArrayApplyFunction(array, CFRangeMake(3, 2), sumNumbers, &sum);
            printf("no raise\n");
        } @catch (NSException *e) {
            printf("%s: %s\n", e.name.UTF8String, e.reason.UTF8String);
        }

        // CFArrayCreate with the kCFType callbacks is an NSArray.
        const void *values[] = {@"x", @"y"};
        CFArrayRef made = CFArrayCreate(kCFAllocatorDefault, values, 2, &kCFTypeArrayCallBacks);
        NSArray *madeArray = (__bridge NSArray *)made;
        printf("created %s count %lu first %s\n", [madeArray isKindOfClass:[NSArray class]] ? "NSArray" : "?",
               (unsigned long)madeArray.count, [madeArray[0] UTF8String]);
        CFRelease(made);
        printf("NULL callbacks: %s\n", CFArrayCreate(NULL, values, 2, NULL) ? "made" : "NULL");

        // A CF mutable dictionary is an NSMutableDictionary; keys are retained, not copied.
        CFMutableDictionaryRef cache =
            CFDictionaryCreateMutable(CFAllocatorGetDefault(), 0, &kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks);
        NSMutableDictionary *cacheObject = (__bridge NSMutableDictionary *)cache;
        printf("created %s\n", [cacheObject isKindOfClass:[NSMutableDictionary class]] ? "NSMutableDictionary" : "?");
        CFDictionarySetValue(cache, (__bridge const void *)[NSString class], @"string class");
        CFDictionarySetValue(cache, (__bridge const void *)[NSArray class], @"array class");
        printf("class keys: %s, %s, count %ld\n", [(__bridge NSString *)CFDictionaryGetValue(cache, (__bridge const void *)[NSString class]) UTF8String],
               [cacheObject[(id)[NSArray class]] UTF8String], (long)CFDictionaryGetCount(cache));
        CFDictionarySetValue(cache, (__bridge const void *)[NSString class], @"replaced");
        printf("replaced: %s, count %lu\n", [cacheObject[(id)[NSString class]] UTF8String], (unsigned long)cacheObject.count);
        NSMutableString *mutableKey = [NSMutableString stringWithString:@"key"];
        CFMutableDictionaryRef byCF =
            CFDictionaryCreateMutable(NULL, 0, &kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks);
        CFDictionarySetValue(byCF, (__bridge const void *)mutableKey, @"v");
        const void *expected = (__bridge const void *)mutableKey;
        CFDictionaryApplyFunction(byCF, keyIdentity, &expected);
        NSMutableDictionary *byMessage = [NSMutableDictionary dictionary];
        [byMessage setObject:@"v" forKey:mutableKey];
        CFDictionaryApplyFunction((__bridge CFDictionaryRef)byMessage, keyIdentity, &expected);
        CFRelease(byCF);
        [cacheObject setObject:@"by message" forKey:@"m"];
        printf("message then CF: %s\n", [(__bridge NSString *)CFDictionaryGetValue(cache, @"m") UTF8String]);
        CFDictionaryRemoveValue(cache, @"m");
        printf("after remove: %ld\n", (long)CFDictionaryGetCount(cache));

        // Other callbacks are refused with a message.
        printf("NULL key callbacks: %s\n",
               CFDictionaryCreateMutable(NULL, 0, NULL, &kCFTypeDictionaryValueCallBacks) ? "made" : "NULL");

        // Mutating a mutable dictionary inside its own walk is safe: a snapshot is walked.
        CFMutableDictionaryRef shrinking =
            CFDictionaryCreateMutable(NULL, 0, &kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks);
        CFDictionarySetValue(shrinking, @"one", (__bridge const void *)@1);
        CFDictionarySetValue(shrinking, @"two", (__bridge const void *)@2);
        CFDictionaryApplyFunction(shrinking, removeAll, shrinking);
        CFRelease(shrinking);

        // CFDictionarySetValue on an immutable dictionary raises as -setObject:forKey: would.
        @try {
            CFDictionarySetValue((CFMutableDictionaryRef)cf, @"d", (__bridge const void *)@4);
            printf("no raise\n");
        } @catch (NSException *e) {
            printf("%s\n", e.name.UTF8String);
        }

        // A subclass with storage of its own is read through its methods.
        TwoKeys *two = [[TwoKeys alloc] init];
        NSMutableString *twoPairs = [NSMutableString string];
        CFDictionaryApplyFunction((__bridge CFDictionaryRef)two, collectPair, (__bridge void *)twoPairs);
        printf("own storage: count %ld, y -> %s, pairs %s\n", (long)CFDictionaryGetCount((__bridge CFDictionaryRef)two),
               [(__bridge NSString *)CFDictionaryGetValue((__bridge CFDictionaryRef)two, @"y") UTF8String],
               twoPairs.UTF8String);
        RELEASE(two);

        // NULL reads as empty.
        printf("NULL: count %ld %ld, value %p\n", (long)CFDictionaryGetCount(NULL), (long)CFArrayGetCount(NULL),
               CFDictionaryGetValue(NULL, @"a"));

        // kCFNull is [NSNull null]; CFEqual and CFHash are -isEqual: and -hash.
        printf("kCFNull is NSNull's singleton: %s\n", (id)kCFNull == [NSNull null] ? "yes" : "no");
        NSString *copy = [NSMutableString stringWithString:@"a"];
        printf("CFEqual %d %d, CFHash equal %d\n", CFEqual(@"a", (__bridge CFTypeRef)copy), CFEqual(@"a", @"b"),
               CFHash(@"a") == (CFHashCode)[copy hash]);
        id object = [[NSObject alloc] init];
        CFTypeRef retained = CFRetain((__bridge CFTypeRef)object);
        printf("CFRetain answers its argument: %s\n", retained == (__bridge CFTypeRef)object ? "yes" : "no");
        CFRelease(retained);
        RELEASE(object);
        CFRelease(cache);
    }
    return 0;
}
