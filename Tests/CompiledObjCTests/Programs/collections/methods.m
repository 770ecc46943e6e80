// The collection methods compiled code sends most (and the seed libraries use): NSArray's
// queries and derived arrays, NSMutableArray's edits, NSDictionary / NSMutableDictionary
// (the key copied on insert, as Foundation), NSSet / NSMutableSet; the nil-terminated
// variadic factories (+arrayWithObjects:, +dictionaryWithObjectsAndKeys:, +setWithObjects:),
// the capacity factories, -copy / -mutableCopy, the NSRangeException of
// -subarrayWithRange:, and NSEnumerator (-objectEnumerator, -reverseObjectEnumerator,
// -keyEnumerator: a snapshot, so a key added later is not seen).
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#include <stdio.h>

static void print(const char *label, id collection) {
    printf("%s:", label);
    for (id x in collection) printf(" %s", [[x description] UTF8String]);
    printf("\n");
}

static const char *cls(id obj) { return class_getName(object_getClass(obj)); }

int main(void) {
    @autoreleasepool {
        /* NSArray */
        NSArray *a = [NSArray arrayWithObjects:@"a", @"b", @"c", @"b", nil];
        printf("count %lu first %s last %s\n", (unsigned long)[a count], [[a firstObject] UTF8String],
               [[a lastObject] UTF8String]);
        printf("empty first %s last %s\n", [[NSArray array] firstObject] ? "?" : "nil",
               [[NSArray array] lastObject] ? "?" : "nil");
        printf("containsObject b %d z %d, indexOfObject b %lu z-is-NSNotFound %d\n", [a containsObject:@"b"],
               [a containsObject:@"z"], (unsigned long)[a indexOfObject:@"b"], [a indexOfObject:@"z"] == NSNotFound);
        print("arrayByAddingObject", [a arrayByAddingObject:@"d"]);
        print("arrayByAddingObjectsFromArray", [a arrayByAddingObjectsFromArray:@[ @1, @2 ]]);
        print("subarrayWithRange {1, 2}", [a subarrayWithRange:NSMakeRange(1, 2)]);
        print("subarrayWithRange {4, 0}", [a subarrayWithRange:NSMakeRange(4, 0)]);
        @try {
            [a subarrayWithRange:NSMakeRange(3, 2)];
        } @catch (NSException *e) {
            printf("%s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }
        @try {
            [@[] subarrayWithRange:NSMakeRange(0, 1)];
        } @catch (NSException *e) {
            printf("%s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }
        printf("componentsJoinedByString: %s\n", [[a componentsJoinedByString:@"-"] UTF8String]);
        printf("isEqualToArray same %d reordered %d literal %d\n", [a isEqualToArray:[NSArray arrayWithArray:a]],
               [a isEqualToArray:@[ @"b", @"a", @"c", @"b" ]], [a isEqual:@[ @"a", @"b", @"c", @"b" ]]);
        NSArray *init = [[NSArray alloc] initWithArray:a];
        NSArray *initVariadic = [[NSArray alloc] initWithObjects:@1, @2, nil];
        printf("initWithArray %lu, initWithObjects: %lu, +array %lu, arrayWithObjects:nil %lu\n",
               (unsigned long)[init count], (unsigned long)[initVariadic count], (unsigned long)[[NSArray array] count],
               (unsigned long)[[NSArray arrayWithObjects:nil] count]);

        /* copies */
        NSMutableArray *m = [a mutableCopy];
        NSArray *c = [m copy];
        [m addObject:@"e"];
        printf("mutableCopy %s, copy %s (%lu, unaffected by the later add), copy of immutable is itself %d\n", cls(m),
               cls(c), (unsigned long)[c count], [a copy] == a);

        /* NSMutableArray */
        NSMutableArray *list = [NSMutableArray arrayWithCapacity:100];
        NSMutableArray *list2 = [[NSMutableArray alloc] initWithCapacity:3];
        printf("arrayWithCapacity %s %lu, initWithCapacity %s\n", cls(list), (unsigned long)[list count], cls(list2));
        [list addObject:@1];
        [list addObject:@2];
        [list insertObject:@0 atIndex:0];
        [list insertObject:@3 atIndex:3];
        [list addObjectsFromArray:@[ @2, @4, @2 ]];
        print("built", list);
        [list removeObject:@2];
        print("removeObject 2 (every equal one)", list);
        [list removeObjectAtIndex:0];
        [list removeLastObject];
        [list replaceObjectAtIndex:0 withObject:@"one"];
        print("edited", list);
        [list removeObject:@"absent"];
        [list removeAllObjects];
        printf("removeAllObjects: %lu\n", (unsigned long)[list count]);
        NSMutableArray *fromClass = [NSMutableArray arrayWithObjects:@1, nil];
        [fromClass addObject:@2];
        printf("+[NSMutableArray arrayWithObjects:] is %s with %lu\n", cls(fromClass), (unsigned long)[fromClass count]);

        /* NSDictionary */
        NSDictionary *d = [NSDictionary dictionaryWithObjectsAndKeys:@1, @"one", @2, @"two", @3, @"three", nil];
        printf("dictionaryWithObjectsAndKeys: %lu pairs, two = %d\n", (unsigned long)[d count],
               [[d objectForKey:@"two"] intValue]);
        print("allKeys", [d allKeys]);
        print("allValues", [d allValues]);
        printf("objectForKey missing %s, +dictionary %lu\n", [d objectForKey:@"four"] ? "?" : "nil",
               (unsigned long)[[NSDictionary dictionary] count]);
        NSDictionary *same = [NSDictionary dictionaryWithDictionary:d];
        NSDictionary *other = @{ @"one" : @1, @"two" : @2, @"three" : @4 };
        printf("isEqualToDictionary copy %d different value %d\n", [d isEqualToDictionary:same],
               [d isEqualToDictionary:other]);
        NSDictionary *initPairs = [[NSDictionary alloc] initWithObjectsAndKeys:@"v", @"k", nil];
        printf("initWithObjectsAndKeys: %s\n", [[initPairs objectForKey:@"k"] UTF8String]);
        @try {
            [NSDictionary dictionaryWithObjectsAndKeys:@1, @"one", @2, nil];
            printf("not reached\n");
        } @catch (NSException *e) {
            printf("%s: %s\n", [[e name] UTF8String], [[e reason] UTF8String]);
        }

        /* NSMutableDictionary */
        NSMutableDictionary *md = [NSMutableDictionary dictionaryWithCapacity:8];
        NSMutableDictionary *md2 = [[NSMutableDictionary alloc] initWithCapacity:8];
        printf("dictionaryWithCapacity %s, initWithCapacity %s\n", cls(md), cls(md2));
        NSMutableString *key = [NSMutableString stringWithString:@"k"];
        [md setObject:@"v1" forKey:key];
        [key appendString:@"2"];
        [md setObject:@"v2" forKey:key];
        printf("setObject:forKey: copies the key: %lu pairs, k = %s, k2 = %s\n", (unsigned long)[md count],
               [[md objectForKey:@"k"] UTF8String], [[md objectForKey:@"k2"] UTF8String]);
        [md setObject:@"replaced" forKey:@"k"];
        [md addEntriesFromDictionary:@{ @"x" : @1, @"k2" : @"over" }];
        printf("replace and addEntriesFromDictionary: %lu pairs, k = %s, k2 = %s\n", (unsigned long)[md count],
               [[md objectForKey:@"k"] UTF8String], [[md objectForKey:@"k2"] UTF8String]);
        [md removeObjectForKey:@"k"];
        [md removeObjectForKey:@"never there"];
        printf("removeObjectForKey: %lu pairs\n", (unsigned long)[md count]);
        NSMutableDictionary *mdCopy = [md mutableCopy];
        [md removeAllObjects];
        printf("removeAllObjects: %lu, its earlier mutableCopy %lu (%s)\n", (unsigned long)[md count],
               (unsigned long)[mdCopy count], cls(mdCopy));

        /* NSSet */
        NSSet *s = [NSSet setWithObjects:@1, @2, @3, @2, nil];
        NSSet *fromArray = [NSSet setWithArray:@[ @3, @3, @4 ]];
        printf("setWithObjects: %lu members, setWithArray: %lu\n", (unsigned long)[s count],
               (unsigned long)[fromArray count]);
        NSNumber *probe = [NSNumber numberWithLongLong:2];
        printf("member: %d, containsObject 3 %d 9 %d, anyObject in set %d\n", [[s member:probe] intValue],
               [s containsObject:@3], [s containsObject:@9], [s containsObject:[s anyObject]]);
        printf("allObjects count %lu, empty anyObject %s\n", (unsigned long)[[s allObjects] count],
               [[NSSet set] anyObject] ? "?" : "nil");
        NSSet *initSet = [[NSSet alloc] initWithObjects:@"x", @"y", nil];
        NSSet *initArray = [[NSSet alloc] initWithArray:@[ @"x", @"y", @"x" ]];
        printf("initWithObjects: equals initWithArray: %d, setWithSet: %lu\n", [initSet isEqualToSet:initArray],
               (unsigned long)[[NSSet setWithSet:s] count]);

        NSMutableSet *ms = [NSMutableSet setWithCapacity:4];
        [ms addObject:@"p"];
        [ms addObject:@"q"];
        [ms addObject:@"p"];
        [ms removeObject:@"q"];
        [ms removeObject:@"absent"];
        NSMutableSet *fromVariadic = [NSMutableSet setWithObjects:@1, nil];
        [fromVariadic addObject:@2];
        printf("NSMutableSet: %lu member(s), p %d q %d; +[NSMutableSet setWithObjects:] is %s with %lu\n",
               (unsigned long)[ms count], [ms containsObject:@"p"], [ms containsObject:@"q"], cls(fromVariadic),
               (unsigned long)[fromVariadic count]);

        /* NSEnumerator: a snapshot, walked by -nextObject, -allObjects or `for … in`. */
        NSEnumerator *e = [a objectEnumerator];
        printf("objectEnumerator:");
        for (id x = [e nextObject]; x; x = [e nextObject]) printf(" %s", [[x description] UTF8String]);
        printf(", then %s\n", [e nextObject] ? "?" : "nil");
        print("reverseObjectEnumerator", [a reverseObjectEnumerator]);
        NSEnumerator *partial = [a objectEnumerator];
        [partial nextObject];
        print("allObjects after one nextObject", [partial allObjects]);
        printf("then nextObject %s\n", [partial nextObject] ? "?" : "nil");
        NSMutableDictionary *ed = [NSMutableDictionary dictionaryWithObjectsAndKeys:@1, @"x", @2, @"y", nil];
        NSEnumerator *keys = [ed keyEnumerator];
        [ed setObject:@3 forKey:@"z"];
        print("keyEnumerator (made before z was added)", keys);
        print("dictionary objectEnumerator", [ed objectEnumerator]);
        print("set objectEnumerator", [[NSSet setWithObject:@"only"] objectEnumerator]);

#if !__has_feature(objc_arc)
        [init release];
        [initVariadic release];
        [m release];
        [c release];
        [list2 release];
        [initPairs release];
        [md2 release];
        [mdCopy release];
        [initSet release];
        [initArray release];
#endif
    }
    return 0;
}
