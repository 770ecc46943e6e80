// Ports the intent of objc4 test/imageAPIs.m, enumClasses.m and runtime.m (class lists):
// objc_getClassList counts every class and fills a buffer, objc_copyClassList returns the same
// set NULL-terminated, both include the program's compiled classes and the runtime's own
// (NSObject); class_getImageName names the executable for a compiled class;
// objc_copyClassNamesForImage of that image lists the program's classes.
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@interface ListedOne : NSObject
@end
@implementation ListedOne
@end
@interface ListedTwo : ListedOne
@end
@implementation ListedTwo
@end

static int contains(Class *list, int n, Class c) {
    for (int k = 0; k < n; k++) if (list[k] == c) return 1;
    return 0;
}

int main(void) {
    int total = objc_getClassList(NULL, 0);
    Class *buf = malloc(sizeof(Class) * (total + 1));
    int filled = objc_getClassList(buf, total);
    printf("getClassList: count>=3 %d, filled==count %d, has ListedOne %d ListedTwo %d NSObject %d\n", total >= 3,
           filled == total, contains(buf, total, [ListedOne class]), contains(buf, total, [ListedTwo class]),
           contains(buf, total, [NSObject class]));
    int partial = objc_getClassList(buf, 1);
    printf("small buffer still returns the total: %d\n", partial == total);
    free(buf);
    unsigned n = 0;
    Class *copy = objc_copyClassList(&n);
    printf("copyClassList: same count %d, terminated %d, has ListedTwo %d, no metaclasses %d\n", (int)n == total,
           copy[n] == Nil, contains(copy, n, [ListedTwo class]), !class_isMetaClass(copy[0]));
    free(copy);
    const char *image = class_getImageName([ListedOne class]);
    printf("image name present: %d\n", image != NULL && image[0] != 0);
    const char **names = objc_copyClassNamesForImage(image, &n);
    int one = 0, two = 0, nso = 0;
    for (unsigned k = 0; k < n; k++) {
        if (!strcmp(names[k], "ListedOne")) one = 1;
        if (!strcmp(names[k], "ListedTwo")) two = 1;
        if (!strcmp(names[k], "NSObject")) nso = 1;
    }
    printf("classes of the executable's image: ListedOne %d ListedTwo %d\n", one, two);
    (void)nso;
    free(names);
    printf("unknown image: %p\n", (void *)objc_copyClassNamesForImage("/no/such/image", &n));
    return 0;
}
