/* GVUserDefaults, compiled from its own source (Tests/ThirdParty/GVUserDefaults, ARC), on
 * MiniObjC's NSUserDefaults — loaded into a Swift test (GVUserDefaultsCompiledTests), which
 * checks that the values the generated accessors write land in DynamicDefaults' store and its
 * plist file. One property of every type code GVUserDefaults handles, beside the example's. */
#import "GVUserDefaults+Properties.h"
#import <objc/message.h>
#import <objc/runtime.h>
#include <stdarg.h>

@interface GVUserDefaults (AllTypes)
@property (nonatomic) char charValue;
@property (nonatomic) bool cBoolValue;
@property (nonatomic) short shortValue;
@property (nonatomic) int intValue;
@property (nonatomic) long longValue;
@property (nonatomic) long long longLongValue;
@property (nonatomic) unsigned char unsignedCharValue;
@property (nonatomic) unsigned short unsignedShortValue;
@property (nonatomic) unsigned int unsignedIntValue;
@property (nonatomic) unsigned long unsignedLongValue;
@property (nonatomic) unsigned long long unsignedLongLongValue;
@property (nonatomic) double doubleValue;
@property (nonatomic, strong) NSArray *arrayValue;
@property (nonatomic, strong) NSDictionary *dictionaryValue;
@property (nonatomic, strong) NSData *dataValue;
@end

@implementation GVUserDefaults (AllTypes)
@dynamic charValue, cBoolValue, shortValue, intValue, longValue, longLongValue, unsignedCharValue, unsignedShortValue,
    unsignedIntValue, unsignedLongValue, unsignedLongLongValue, doubleValue, arrayValue, dictionaryValue, dataValue;
@end

/* Appends one formatted line to the caller's buffer. */
static void line(char *out, size_t cap, const char *format, ...) {
    size_t used = strlen(out);
    if (used + 1 >= cap) return;
    va_list ap;
    va_start(ap, format);
    vsnprintf(out + used, cap - used, format, ap);
    va_end(ap);
}

static const char *text(id object) {
    return object ? [[object description] UTF8String] : "nil";
}

/* The registered defaults (the example's -setupDefaults), read through the accessors. */
void gv_read_defaults(char *out, size_t cap) {
    @autoreleasepool {
        GVUserDefaults *d = [GVUserDefaults standardUserDefaults];
        out[0] = 0;
        line(out, cap, "userName=%s\n", text(d.userName));
        line(out, cap, "userId=%s\n", text(d.userId));
        line(out, cap, "integerValue=%ld\n", (long)d.integerValue);
        line(out, cap, "boolValue=%d\n", (int)d.boolValue);
        line(out, cap, "floatValue=%.1f\n", (double)d.floatValue);
    }
}

/* Every accessor's setter, then its getter. */
void gv_set_and_read_all(char *out, size_t cap) {
    @autoreleasepool {
        GVUserDefaults *d = [GVUserDefaults standardUserDefaults];
        d.userName = @"changed";
        NSNumber *two = @2; /* a weak property: keep the number alive */
        d.userId = two;
        d.integerValue = 456;
        d.boolValue = NO;
        d.floatValue = 2.5f;
        d.charValue = 1;
        d.cBoolValue = true;
        d.shortValue = 12345;
        d.intValue = -2000000000;
        d.longValue = -9000000000L;
        d.longLongValue = -9000000000000000000LL;
        d.unsignedCharValue = 200;
        d.unsignedShortValue = 60000;
        d.unsignedIntValue = 4000000000U;
        d.unsignedLongValue = 9000000000UL;
        d.unsignedLongLongValue = 9000000000000000000ULL;
        d.doubleValue = 3.25;
        d.arrayValue = @[@"a", @1];
        d.dictionaryValue = @{@"k": @"v"};
        d.dataValue = [NSData dataWithBytes:"\x01\x02" length:2];
        out[0] = 0;
        line(out, cap, "userName=%s\n", text(d.userName));
        line(out, cap, "userId=%s\n", text(d.userId));
        line(out, cap, "integerValue=%ld\n", (long)d.integerValue);
        line(out, cap, "boolValue=%d\n", (int)d.boolValue);
        line(out, cap, "floatValue=%.2f\n", (double)d.floatValue);
        line(out, cap, "charValue=%d\n", (int)d.charValue);
        line(out, cap, "cBoolValue=%d\n", (int)d.cBoolValue);
        line(out, cap, "shortValue=%d\n", (int)d.shortValue);
        line(out, cap, "intValue=%d\n", d.intValue);
        line(out, cap, "longValue=%ld\n", d.longValue);
        line(out, cap, "longLongValue=%lld\n", d.longLongValue);
        line(out, cap, "unsignedCharValue=%u\n", (unsigned)d.unsignedCharValue);
        line(out, cap, "unsignedShortValue=%u\n", (unsigned)d.unsignedShortValue);
        line(out, cap, "unsignedIntValue=%u\n", d.unsignedIntValue);
        line(out, cap, "unsignedLongValue=%lu\n", d.unsignedLongValue);
        line(out, cap, "unsignedLongLongValue=%llu\n", d.unsignedLongLongValue);
        line(out, cap, "doubleValue=%.2f\n", d.doubleValue);
        line(out, cap, "arrayValue=%lu %s\n", (unsigned long)d.arrayValue.count, text(d.arrayValue[0]));
        line(out, cap, "dictionaryValue=%s\n", text(d.dictionaryValue[@"k"]));
        line(out, cap, "dataValue=%lu\n", (unsigned long)d.dataValue.length);
        /* nil through an object setter removes the key: the registered default shows again. */
        d.userName = nil;
        line(out, cap, "userName after nil=%s\n", text(d.userName));
        line(out, cap, "synchronize=%d\n", (int)[[NSUserDefaults standardUserDefaults] synchronize]);
    }
}

/* NSUserDefaults itself, as compiled code sends it: Apple's conversions, suites, domains. */
void gv_nsuserdefaults(char *out, size_t cap) {
    @autoreleasepool {
        NSUserDefaults *u = [NSUserDefaults standardUserDefaults];
        out[0] = 0;
        [u setObject:@"12" forKey:@"str12"];
        [u setObject:@"YES" forKey:@"strYES"];
        [u setObject:@"  -34abc" forKey:@"strNeg"];
        [u setObject:@2.67 forKey:@"real"];
        line(out, cap, "integer(\"12\")=%ld\n", (long)[u integerForKey:@"str12"]);
        line(out, cap, "integer(missing)=%ld\n", (long)[u integerForKey:@"missing"]);
        line(out, cap, "integer(\"  -34abc\")=%ld\n", (long)[u integerForKey:@"strNeg"]);
        line(out, cap, "integer(2.67)=%ld\n", (long)[u integerForKey:@"real"]);
        line(out, cap, "bool(\"YES\")=%d\n", (int)[u boolForKey:@"strYES"]);
        line(out, cap, "bool(missing)=%d\n", (int)[u boolForKey:@"missing"]);
        line(out, cap, "double(\"12\")=%.1f\n", [u doubleForKey:@"str12"]);
        line(out, cap, "string(2.67)=%s\n", text([u stringForKey:@"real"]));
        line(out, cap, "object(missing)=%s\n", text([u objectForKey:@"missing"]));
        [u setInteger:7 forKey:@"i"];
        [u setFloat:1.5f forKey:@"f"];
        [u setDouble:0.125 forKey:@"d"];
        [u setBool:YES forKey:@"b"];
        line(out, cap, "typed=%ld %.1f %.3f %d\n", (long)[u integerForKey:@"i"], (double)[u floatForKey:@"f"],
             [u doubleForKey:@"d"], (int)[u boolForKey:@"b"]);
        line(out, cap, "string(i)=%s\n", text([u stringForKey:@"i"]));
        [u setObject:@[@"x", @"y"] forKey:@"strings"];
        [u setObject:@[@"x", @1] forKey:@"mixed"];
        line(out, cap, "stringArray=%lu mixed=%s array(mixed)=%lu\n", (unsigned long)[u stringArrayForKey:@"strings"].count,
             text([u stringArrayForKey:@"mixed"]), (unsigned long)[u arrayForKey:@"mixed"].count);
        line(out, cap, "dictionary(i)=%s data(i)=%s\n", text([u dictionaryForKey:@"i"]), text([u dataForKey:@"i"]));
        [u registerDefaults:@{@"registered": @"r", @"i": @99}];
        line(out, cap, "registered=%s i=%ld\n", text([u objectForKey:@"registered"]), (long)[u integerForKey:@"i"]);
        [u removeObjectForKey:@"i"];
        line(out, cap, "i after remove=%ld\n", (long)[u integerForKey:@"i"]);
        NSDictionary *all = [u dictionaryRepresentation];
        line(out, cap, "representation has registered=%d str12=%s\n", [all objectForKey:@"registered"] != nil,
             text([all objectForKey:@"str12"]));
        NSUserDefaults *suite = [[NSUserDefaults alloc] initWithSuiteName:@"gv.compiled.suite"];
        [suite setObject:@"in suite" forKey:@"s"];
        NSUserDefaults *again = [[NSUserDefaults alloc] initWithSuiteName:@"gv.compiled.suite"];
        line(out, cap, "suite=%s standard=%s second object=%s\n", text([suite objectForKey:@"s"]), text([u objectForKey:@"s"]),
             text([again objectForKey:@"s"]));
        line(out, cap, "suite synchronize=%d\n", (int)[suite synchronize]);
        line(out, cap, "global suite=%s\n", [[NSUserDefaults alloc] initWithSuiteName:NSGlobalDomain] ? "object" : "nil");
        line(out, cap, "persistent(suite)=%s\n", text([[u persistentDomainForName:@"gv.compiled.suite"] objectForKey:@"s"]));
        [u removePersistentDomainForName:@"gv.compiled.suite"];
        line(out, cap, "suite after remove=%s\n", text([suite objectForKey:@"s"]));
        line(out, cap, "instance responds to initWithSuiteName:=%d\n",
             (int)[NSUserDefaults instancesRespondToSelector:@selector(initWithSuiteName:)]);
        NSUserDefaults *plain = [[NSUserDefaults alloc] init];
        line(out, cap, "init reads the standard domain=%s\n", text([plain objectForKey:@"str12"]));
        /* NSURL is not in the header (it has no +URLWithString: declaration there): sent by hand. */
        id (*make)(id, SEL, id) = (id (*)(id, SEL, id))objc_msgSend;
        id url = make(objc_getClass("NSURL"), sel_registerName("URLWithString:"), @"https://example.com/a?b=1");
        [u setURL:url forKey:@"url"];
        [u setObject:@"/tmp/x" forKey:@"path"];
        line(out, cap, "URL=%s stored=%s path as URL=%s\n", text([u URLForKey:@"url"]), text([u objectForKey:@"url"]),
             text([u URLForKey:@"path"]));
    }
}

/* A value with no property-list form: Foundation raises NSInvalidArgumentException. In a
 * Swift process the raise stays pending for the Swift caller. */
void gv_set_non_plist(void) {
    @autoreleasepool {
        [[NSUserDefaults standardUserDefaults] setObject:[NSObject new] forKey:@"bad"];
    }
}

/* Where the original's one-IMP-per-group design shows (Docs/DefaultsStore.md, "NSUserDefaults
 * for compiled code"): a short goes through the long long setter, a char through the bool
 * one, an unsigned long long through -numberWithLongLong:. */
void gv_differences(char *out, size_t cap) {
    @autoreleasepool {
        GVUserDefaults *d = [GVUserDefaults standardUserDefaults];
        NSUserDefaults *u = [NSUserDefaults standardUserDefaults];
        out[0] = 0;
        d.shortValue = -12345;
        line(out, cap, "shortValue=%d stored=%ld\n", (int)d.shortValue, (long)[u integerForKey:@"NSUserDefaultShortValue"]);
        d.charValue = 5;
        line(out, cap, "charValue=%d stored=%s\n", (int)d.charValue, text([u objectForKey:@"NSUserDefaultCharValue"]));
        d.unsignedLongLongValue = 18446744073709551615ULL;
        line(out, cap, "unsignedLongLongValue=%llu stored=%s\n", d.unsignedLongLongValue,
             text([u objectForKey:@"NSUserDefaultUnsignedLongLongValue"]));
    }
}

/* A nil key: NSInvalidArgumentException too (pending in a Swift process). */
void gv_set_nil_key(void) {
    @autoreleasepool {
        NSString *key = nil;
        [[NSUserDefaults standardUserDefaults] setInteger:1 forKey:key];
    }
}

/* -objectForKey: remembers key objects by address and hands out one object per value while
 * nothing changes (DynamicDefaults' Compiled/CompiledReads.swift): what it must still do. */
void gv_read_cache(char *out, size_t cap) {
    out[0] = 0;
    @autoreleasepool {
        NSUserDefaults *d = [NSUserDefaults standardUserDefaults];
        [d setInteger:5 forKey:@"cacheKey"];
        id a = [d objectForKey:@"cacheKey"], b = [d objectForKey:@"cacheKey"];
        line(out, cap, "same object while unchanged=%d value=%lld\n", a == b, [b longLongValue]);
        [d setInteger:6 forKey:@"cacheKey"];
        id c = [d objectForKey:@"cacheKey"];
        line(out, cap, "after set=%lld new object=%d the first still=%lld\n", [c longLongValue], c != a, [a longLongValue]);
        NSMutableString *key = [NSMutableString stringWithString:@"cacheKey"];
        line(out, cap, "mutable key=%lld\n", [[d objectForKey:key] longLongValue]);
        [d setInteger:7 forKey:@"otherKey"];
        [key setString:@"otherKey"];
        line(out, cap, "the same mutable key with new text=%lld\n", [[d objectForKey:key] longLongValue]);
        NSString *equal = [NSString stringWithFormat:@"%@%@", @"cache", @"Key"];
        line(out, cap, "an equal key at another address=%lld\n", [[d objectForKey:equal] longLongValue]);
        line(out, cap, "a number as key=%s\n", text([d objectForKey:(id)@42]));
        /* Keys made and freed one after another may reuse addresses: each must read its own value. */
        int wrong = 0;
        for (int i = 0; i < 300; i++) {
            @autoreleasepool {
                [d setInteger:i forKey:[NSString stringWithFormat:@"k%d", i]];
                if ([[d objectForKey:[NSString stringWithFormat:@"k%d", i]] intValue] != i) wrong++;
                if ([d integerForKey:[NSString stringWithFormat:@"k%d", i]] != i) wrong++;
            }
        }
        for (int i = 0; i < 300; i++) [d removeObjectForKey:[NSString stringWithFormat:@"k%d", i]];
        line(out, cap, "fresh keys read wrong=%d\n", wrong);
        [d removeObjectForKey:@"cacheKey"];
        [d removeObjectForKey:@"otherKey"];
        line(out, cap, "after remove=%s\n", text([d objectForKey:@"cacheKey"]));
    }
}
