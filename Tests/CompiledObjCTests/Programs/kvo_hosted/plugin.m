// Compiled Objective-C (ARC) that observes with MiniObjC's KVO: a shared library the Swift
// test KVOFromCompiledCodeTests dlopens into its process, where the Swift KVO layer gives
// NSObject -addObserver:forKeyPath:options:context: and the rest. Each scenario writes what
// its observer saw into a log the test compares with the notifications Foundation sends.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static char logText[8192];

static void say(const char *format, ...) {
    size_t used = strlen(logText);
    va_list args;
    va_start(args, format);
    vsnprintf(logText + used, sizeof logText - used, format, args);
    va_end(args);
}

/* A value as one short word: strings as they are, arrays as [a,b], the rest by -description.
 * Valid until the next call. */
static const char *text(id object) {
    static char buffer[256];
    if (!object) return "nil";
    if ([object isKindOfClass:[NSSet class]]) object = [(NSSet *)object allObjects];
    if ([object isKindOfClass:[NSString class]]) return [(NSString *)object UTF8String];
    if ([object isKindOfClass:[NSArray class]]) {
        NSArray *array = object;
        strcpy(buffer, "[");
        for (NSUInteger i = 0; i < array.count; i++) {
            if (i) strncat(buffer, ",", sizeof buffer - strlen(buffer) - 1);
            strncat(buffer, [[[array objectAtIndex:i] description] UTF8String], sizeof buffer - strlen(buffer) - 1);
        }
        strncat(buffer, "]", sizeof buffer - strlen(buffer) - 1);
        return buffer;
    }
    return [[object description] UTF8String];
}

@interface Shape : NSObject
@property (nonatomic) float radius;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, readonly) NSString *label;
@property (nonatomic) long manual;
@property (nonatomic, strong) NSMutableArray *items;
@property (nonatomic) int area;
@property (nonatomic, strong) NSMutableSet *tags;
@end

@implementation Shape {
    long _manualValue;
}
@dynamic manual;

- (instancetype)init {
    if ((self = [super init])) {
        _items = [NSMutableArray array];
        _tags = [NSMutableSet set];
    }
    return self;
}

// A dependent key through the per-key class method.
+ (NSSet *)keyPathsForValuesAffectingLabel {
    return [NSSet setWithArray:@[@"name", @"radius"]];
}

// A dependent key through the general class method, which calls super for the others.
+ (NSSet *)keyPathsForValuesAffectingValueForKey:(NSString *)key {
    if ([key isEqualToString:@"area"]) return [NSSet setWithObject:@"radius"];
    return [super keyPathsForValuesAffectingValueForKey:key];
}

- (NSString *)label { return self.name; }

// A key whose notifications the class sends itself.
+ (BOOL)automaticallyNotifiesObserversForKey:(NSString *)key {
    if ([key isEqualToString:@"manual"]) return NO;
    return [super automaticallyNotifiesObserversForKey:key];
}
- (long)manual { return _manualValue; }
- (void)setManual:(long)value {
    if (value == _manualValue) return;
    [self willChangeValueForKey:@"manual"];
    _manualValue = value;
    [self didChangeValueForKey:@"manual"];
}

// Indexed accessors: mutableArrayValueForKey:'s proxy uses them, and they notify with indexes.
- (NSUInteger)countOfItems { return _items.count; }
- (id)objectInItemsAtIndex:(NSUInteger)index { return [_items objectAtIndex:index]; }
- (void)insertObject:(id)object inItemsAtIndex:(NSUInteger)index { [_items insertObject:object atIndex:index]; }
- (void)removeObjectFromItemsAtIndex:(NSUInteger)index { [_items removeObjectAtIndex:index]; }

// Unordered to-many accessors: mutableSetValueForKey:'s proxy uses them, and they notify with
// the objects added or removed.
- (void)addTagsObject:(id)object { [_tags addObject:object]; }
- (void)removeTagsObject:(id)object { [_tags removeObject:object]; }
@end

/* NSIndexSet is a runtime class Foundation.h does not declare yet. */
@interface NSObject (IndexSetReading)
- (NSUInteger)firstIndex;
@end

static int baseContext, subContext, strayContext;

@interface BaseObserver : NSObject
@end
@implementation BaseObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    if (context != &baseContext) {
        [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
        return;
    }
    say("base %s kind=%s", [keyPath UTF8String], text(change[NSKeyValueChangeKindKey]));
    if (change[NSKeyValueChangeOldKey]) say(" old=%s", text(change[NSKeyValueChangeOldKey]));
    /* (text's buffer is reused: one value per say) */
    if (change[NSKeyValueChangeNewKey]) say(" new=%s", text(change[NSKeyValueChangeNewKey]));
    if (change[NSKeyValueChangeIndexesKey]) {
        NSIndexSet *indexes = change[NSKeyValueChangeIndexesKey];
        say(" indexes=%lu@%lu", (unsigned long)[(id)indexes count], (unsigned long)[(id)indexes firstIndex]);
    }
    if (change[NSKeyValueChangeNotificationIsPriorKey]) say(" prior");
    say("\n");
}
@end

// Owns subContext and passes every other notification up, as Apple's documentation asks.
@interface SubObserver : BaseObserver
@end
@implementation SubObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    if (context == &subContext) {
        say("sub %s new=%s\n", [keyPath UTF8String], text(change[NSKeyValueChangeNewKey]));
        return;
    }
    [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
}
@end

const char *kvo_hosted_setter_and_options(void) {
    logText[0] = 0;
    @autoreleasepool {
        Shape *shape = [Shape new];
        SubObserver *observer = [SubObserver new];
        Class before = object_getClass(shape);
        NSKeyValueObservingOptions all = NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld |
                                         NSKeyValueObservingOptionInitial | NSKeyValueObservingOptionPrior;
        [shape addObserver:observer forKeyPath:@"radius" options:all context:&baseContext];
        say("class %s -> %s (class says %s)\n", class_getName(before), class_getName(object_getClass(shape)),
            class_getName([shape class]));
        shape.radius = 2.5f;
        [shape addObserver:observer forKeyPath:@"name" options:NSKeyValueObservingOptionNew context:&subContext];
        shape.name = @"disc";
        [shape removeObserver:observer forKeyPath:@"radius" context:&baseContext];
        [shape removeObserver:observer forKeyPath:@"name"];
        shape.radius = 3.0f;
        shape.name = @"ring";
        say("removed\n");
    }
    return logText;
}

const char *kvo_hosted_dependent_keys(void) {
    logText[0] = 0;
    @autoreleasepool {
        Shape *shape = [Shape new];
        BaseObserver *observer = [BaseObserver new];
        [shape addObserver:observer forKeyPath:@"label" options:NSKeyValueObservingOptionNew context:&baseContext];
        [shape addObserver:observer forKeyPath:@"area" options:0 context:&baseContext];
        shape.name = @"disc";
        shape.radius = 1.0f;
        [shape removeObserver:observer forKeyPath:@"label"];
        [shape removeObserver:observer forKeyPath:@"area"];
    }
    return logText;
}

const char *kvo_hosted_manual_and_to_many(void) {
    logText[0] = 0;
    @autoreleasepool {
        Shape *shape = [Shape new];
        BaseObserver *observer = [BaseObserver new];
        NSKeyValueObservingOptions oldNew = NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld;
        [shape addObserver:observer forKeyPath:@"manual" options:oldNew context:&baseContext];
        shape.manual = 7;
        shape.manual = 7; /* no change: the setter sends nothing */
        [shape addObserver:observer forKeyPath:@"items" options:oldNew context:&baseContext];
        NSMutableArray *items = [shape mutableArrayValueForKey:@"items"];
        [items addObject:@"a"];
        [items insertObject:@"b" atIndex:0];
        [items removeObjectAtIndex:1];
        say("items %lu first %s\n", (unsigned long)shape.items.count, text(shape.items.firstObject));
        [shape addObserver:observer forKeyPath:@"tags" options:oldNew context:&baseContext];
        NSMutableSet *tags = [shape mutableSetValueForKey:@"tags"];
        [tags addObject:@"red"];
        [tags addObject:@"red"]; /* already there: a union mutation that adds nothing, still sent */
        [tags removeObject:@"red"];
        say("tags %lu\n", (unsigned long)shape.tags.count);
        [shape removeObserver:observer forKeyPath:@"tags"];
        [shape removeObserver:observer forKeyPath:@"manual"];
        [shape removeObserver:observer forKeyPath:@"items"];
    }
    return logText;
}

/* A notification for a context nobody owns reaches NSObject's method: it raises. */
const char *kvo_hosted_unowned_context(void) {
    logText[0] = 0;
    @autoreleasepool {
        Shape *shape = [Shape new];
        SubObserver *observer = [SubObserver new];
        [shape addObserver:observer forKeyPath:@"radius" options:NSKeyValueObservingOptionNew context:&strayContext];
        shape.radius = 4.0f;
        say("radius %g\n", shape.radius);
        [shape removeObserver:observer forKeyPath:@"radius"];
    }
    return logText;
}

/* The change keys' values, for the test to compare with the Swift layer's. */
const char *kvo_hosted_change_keys(void) {
    logText[0] = 0;
    say("%s %s %s %s %s", [NSKeyValueChangeKindKey UTF8String], [NSKeyValueChangeNewKey UTF8String],
        [NSKeyValueChangeOldKey UTF8String], [NSKeyValueChangeIndexesKey UTF8String],
        [NSKeyValueChangeNotificationIsPriorKey UTF8String]);
    return logText;
}
