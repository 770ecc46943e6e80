// Ports the intent of objc4 test/property.m, propertyDesc.m, copyPropertyList.m and
// accessors.m: class_copyPropertyList / class_getProperty / property_getAttributes give
// exactly the attribute strings clang emitted (type, R, C, &, W, N, D, G/S custom accessors,
// V backing ivar); property_copyAttributeList / property_copyAttributeValue split them;
// properties of a superclass are not in a subclass's list but class_getProperty finds them;
// synthesized accessors work, also with custom getter/setter names; class properties live on
// the metaclass.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int x, y; } Point2;

@interface Props : NSObject {
    int explicitIvar;
}
@property int plain;
@property (readonly) long readOnly;
@property (nonatomic, copy) NSString *name;
@property (retain) id retained;
@property (assign, nonatomic) double ratio;
@property (getter=isOn, setter=turnOn:) BOOL on;
@property Point2 point;
@property (nonatomic) char *cstring;
@property (nonatomic) SEL action;
@property (nonatomic) Class kind;
@property (nonatomic, readonly) int dynamicOne;
@property int renamed;
@property (class, nonatomic, readonly) int classCount;
@property (nonatomic, unsafe_unretained) id weakish;
@end
@implementation Props
@dynamic dynamicOne;
@synthesize renamed = explicitIvar;
+ (int)classCount { return 3; }
@end

@interface SubProps : Props
@property (nonatomic) short subOnly;
@end
@implementation SubProps
@end

static int byName(const void *a, const void *b) {
    return strcmp(property_getName(*(objc_property_t const *)a), property_getName(*(objc_property_t const *)b));
}

int main(void) {
    unsigned n = 0;
    objc_property_t *ps = class_copyPropertyList([Props class], &n);
    qsort(ps, n, sizeof *ps, byName);
    printf("Props properties %u\n", n);
    for (unsigned k = 0; k < n; k++) printf("  %s = %s\n", property_getName(ps[k]), property_getAttributes(ps[k]));
    free(ps);
    ps = class_copyPropertyList([SubProps class], &n);
    printf("SubProps own properties %u: %s\n", n, n ? property_getName(ps[0]) : "");
    free(ps);
    printf("class_getProperty inherited: %s\n", class_getProperty([SubProps class], "name") ? "found" : "missing");
    printf("class_getProperty missing: %p\n", (void *)class_getProperty([Props class], "nope"));
    objc_property_t cp = class_getProperty(object_getClass([Props class]), "classCount");
    printf("class property on metaclass: %s\n", cp ? property_getAttributes(cp) : "(none)");

    objc_property_t on = class_getProperty([Props class], "on");
    unsigned count = 0;
    objc_property_attribute_t *attrs = property_copyAttributeList(on, &count);
    printf("attributes of on (%u):", count);
    for (unsigned k = 0; k < count; k++) printf(" %s='%s'", attrs[k].name, attrs[k].value);
    printf("\n");
    free(attrs);
    char *getter = property_copyAttributeValue(on, "G");
    char *ivar = property_copyAttributeValue(on, "V");
    char *absent = property_copyAttributeValue(on, "C");
    printf("G=%s V=%s C=%s\n", getter, ivar, absent ? absent : "(null)");
    free(getter);
    free(ivar);

    Props *p = [Props new];
    p.plain = 4;
    p.name = @"widget";
    p.ratio = 0.75;
    p.on = YES;
    Point2 pt = {3, 4};
    p.point = pt;
    p.renamed = 12;
    p.action = @selector(description);
    printf("accessors: plain=%d name=%s ratio=%.2f on=%d point=%d,%d renamed=%d action=%s\n", p.plain,
           [p.name UTF8String], p.ratio, [p isOn], p.point.x, p.point.y, p.renamed, sel_getName(p.action));
    printf("custom names: isOn=%d turnOn:=%d on=%d\n", [p respondsToSelector:@selector(isOn)],
           [p respondsToSelector:@selector(turnOn:)], [p respondsToSelector:sel_registerName("on")]);
    printf("dynamic has no accessor: %d\n", [p respondsToSelector:@selector(dynamicOne)]);
    printf("class property value: %d\n", Props.classCount);
    p.name = nil;
    [p release];
    return 0;
}
