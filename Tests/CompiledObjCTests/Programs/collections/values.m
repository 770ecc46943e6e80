// NSValue, NSData and NSDate from compiled code: pointers and non-retained objects boxed and
// back, a struct through +valueWithBytes:objCType: / -getValue: / -getValue:size:, NSRange
// through +valueWithRange: and `@(range)`, values in a set (equal bytes and type are equal);
// NSData's bytes, length, equality and -copy; NSDate from the epoch and the reference date,
// intervals, ordering, dates in the past and the future; NSNull in collections.
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <string.h>

/* A copy the current pool releases, in both memory modes. */
#if __has_feature(objc_arc)
#define COPY(x) [(x) copy]
#else
#define COPY(x) [[(x) copy] autorelease]
#endif

typedef struct {
    int x;
    double y;
    char tag[4];
} Sample;

int main(void) {
    @autoreleasepool {
        int target = 42;
        NSValue *p = [NSValue valueWithPointer:&target];
        printf("valueWithPointer: %s, points back %d\n", [p objCType], *(int *)[p pointerValue] == 42);
        NSObject *obj = [NSObject new];
        NSValue *weakBox = [NSValue valueWithNonretainedObject:obj];
        printf("valueWithNonretainedObject: %s, same object %d\n", [weakBox objCType],
               [weakBox nonretainedObjectValue] == obj);

        Sample in = {7, 2.5, "abc"}, out;
        memset(&out, 0, sizeof out);
        NSValue *boxed = [NSValue valueWithBytes:&in objCType:@encode(Sample)];
        [boxed getValue:&out];
        printf("struct: %s -> x %d y %.1f tag %s\n", [boxed objCType], out.x, out.y, out.tag);
        memset(&out, 0, sizeof out);
        [boxed getValue:&out size:sizeof out];
        printf("getValue:size: x %d\n", out.x);
        NSValue *again = [NSValue value:&in withObjCType:@encode(Sample)];
        NSSet *values = [NSSet setWithObjects:boxed, again, [NSValue valueWithRange:NSMakeRange(1, 2)], nil];
        printf("equal boxes: isEqualToValue %d, %lu distinct in a set\n", [boxed isEqualToValue:again],
               (unsigned long)[values count]);
        NSValue *range = [NSValue valueWithRange:NSMakeRange(5, 10)];
        printf("valueWithRange: {%lu, %lu}, max %lu, equals @(range) %d\n", (unsigned long)[range rangeValue].location,
               (unsigned long)[range rangeValue].length, (unsigned long)NSMaxRange([range rangeValue]),
               [range isEqual:@(NSMakeRange(5, 10))]);
        printf("rangeValue of a pointer box: {%lu, %lu}\n", (unsigned long)[p rangeValue].location,
               (unsigned long)[p rangeValue].length);

        const char bytes[] = {'h', 'i', 0, 1, 2};
        NSData *data = [NSData dataWithBytes:bytes length:sizeof bytes];
        const unsigned char *back = [data bytes];
        printf("NSData: length %lu, bytes %c%c %d %d %d\n", (unsigned long)[data length], back[0], back[1], back[2],
               back[3], back[4]);
        NSData *same = [NSData dataWithBytes:bytes length:sizeof bytes];
        NSData *shorter = [NSData dataWithBytes:bytes length:2];
        printf("isEqualToData same %d shorter %d, empty data length %lu, copy equal %d\n", [data isEqualToData:same],
               [data isEqualToData:shorter], (unsigned long)[[NSData data] length], [COPY(data) isEqual:data]);
        char first[2];
        [data getBytes:first length:2];
        printf("getBytes:length: %c%c\n", first[0], first[1]);

        NSDate *epoch = [NSDate dateWithTimeIntervalSince1970:0];
        NSDate *reference = [NSDate dateWithTimeIntervalSinceReferenceDate:0];
        printf("epoch since 1970 %.0f, reference date since 1970 %.0f, between them %.0f s\n",
               [epoch timeIntervalSince1970], [reference timeIntervalSince1970],
               [reference timeIntervalSinceDate:epoch]);
        NSDate *now = [NSDate date];
        printf("now is after 2020 %d, before 2100 %d, timeIntervalSinceNow near 0 %d\n",
               [now timeIntervalSince1970] > 1577836800.0, [now timeIntervalSince1970] < 4102444800.0,
               [now timeIntervalSinceNow] <= 0 && [now timeIntervalSinceNow] > -60);
        NSDate *later = [now dateByAddingTimeInterval:90];
        NSDate *soon = [NSDate dateWithTimeIntervalSinceNow:3600];
        printf("compare: earlier %ld later %ld same %ld; +90 s differs by %.0f; in an hour is in the future %d\n",
               (long)[now compare:later], (long)[later compare:now], (long)[now compare:COPY(now)],
               [later timeIntervalSinceDate:now], [soon timeIntervalSinceNow] > 3500);
        printf("isEqualToDate %d, distantPast < epoch %d, distantFuture > later %d\n",
               [epoch isEqualToDate:[NSDate dateWithTimeIntervalSince1970:0]],
               [[NSDate distantPast] compare:epoch] == NSOrderedAscending,
               [[NSDate distantFuture] compare:later] == NSOrderedDescending);

        NSArray *holes = @[ [NSNull null], @1, [NSNull null] ];
        int nulls = 0;
        for (id x in holes)
            if (x == [NSNull null]) nulls++;
        NSDictionary *withNull = @{ @"k" : [NSNull null] };
        printf("NSNull: %d in an array, dictionary value is NSNull %d, copy is itself %d\n", nulls,
               withNull[@"k"] == [NSNull null], COPY([NSNull null]) == [NSNull null]);
#if !__has_feature(objc_arc)
        [obj release];
#endif
    }
    return 0;
}
