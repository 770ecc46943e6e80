// Ports the intent of GCC objc/execute accessing_ivars.m, private.m and objc4 test/ivar.m:
// ivars of many C types (char, short, int, long, long long, float, double, long double,
// pointers, id, Class, SEL, a struct, an array, _Bool) read and written from methods, from
// outside through ->/@public, and through object_getIvar / ivar_getOffset, with their type
// encodings; @private/@protected ivars are reached from the class and its subclass.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>

typedef struct { short x; double y; } Mixed;

@interface Bag : NSObject {
@public
    char c;
    short s;
    int i;
    long l;
    long long ll;
    float f;
    double d;
    long double ld;
    const char *str;
    id obj;
    Class cls;
    SEL sel;
    Mixed m;
    int arr[3];
    _Bool flag;
    unsigned char uc;
@protected
    int prot;
@private
    int priv;
}
- (void)fill;
- (int)priv;
@end
@implementation Bag
- (void)fill {
    c = 'x'; s = -12; i = 123456; l = -9876543210L; ll = 1LL << 40; f = 1.5f; d = 2.25;
    ld = 3.125L; str = "text"; obj = self; cls = [Bag class]; sel = @selector(fill);
    m.x = 7; m.y = 8.5; arr[0] = 1; arr[1] = 2; arr[2] = 3; flag = 1; uc = 250; prot = 5; priv = 6;
}
- (int)priv { return priv; }
@end

@interface SubBag : Bag { @public int own; }
- (int)protPlusOwn;
@end
@implementation SubBag
- (int)protPlusOwn { own = 30; return prot + own; }
@end

static void enc(const char *name) {
    Ivar v = class_getInstanceVariable([Bag class], name);
    printf("%s: %s\n", name, v ? ivar_getTypeEncoding(v) : "(missing)");
}

int main(void) {
    SubBag *b = [SubBag new];
    [b fill];
    printf("%c %d %d %ld %lld %.2f %.2f %.3Lf %s\n", b->c, b->s, b->i, b->l, b->ll, b->f, b->d, b->ld, b->str);
    printf("obj==self %d cls %s sel %s\n", b->obj == b, class_getName(b->cls), sel_getName(b->sel));
    printf("m %d %.1f arr %d %d %d flag %d uc %u\n", b->m.x, b->m.y, b->arr[0], b->arr[1], b->arr[2], b->flag, b->uc);
    printf("priv %d protPlusOwn %d own %d\n", [b priv], [b protPlusOwn], b->own);
    const char *names[] = {"c", "s", "i", "l", "ll", "f", "d", "ld", "str", "obj", "cls", "sel", "m", "arr", "flag", "uc"};
    for (unsigned k = 0; k < sizeof names / sizeof *names; k++) enc(names[k]);
    Ivar iv = class_getInstanceVariable([Bag class], "i");
    printf("via offset: %d\n", *(int *)((char *)b + ivar_getOffset(iv)));
    Ivar ov = class_getInstanceVariable([Bag class], "obj");
    printf("object_getIvar is self: %d\n", object_getIvar(b, ov) == b);
    object_setIvar(b, ov, nil);
    printf("after object_setIvar: %d\n", b->obj == nil);
    Ivar dv = class_getInstanceVariable([Bag class], "d");
    Ivar ldv = class_getInstanceVariable([Bag class], "ld");
    Ivar mv = class_getInstanceVariable([Bag class], "m");
    printf("alignment: d%%8=%d ld%%16=%d m%%8=%d\n", (int)(ivar_getOffset(dv) % 8), (int)(ivar_getOffset(ldv) % 16),
           (int)(ivar_getOffset(mv) % 8));
    printf("subclass ivar after superclass's: %d\n",
           ivar_getOffset(class_getInstanceVariable([SubBag class], "own")) >=
           ivar_getOffset(class_getInstanceVariable([Bag class], "priv")) + (ptrdiff_t)sizeof(int));
    printf("SubBag finds Bag's ivar by name: %d\n", class_getInstanceVariable([SubBag class], "prot") != NULL);
    [b release];
    return 0;
}
