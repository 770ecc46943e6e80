// Image 1, third object file: main. Loads the plugin with dlopen (the executable is linked with
// -rdynamic, so the plugin's references to Middle resolve against it).
#import <Foundation/Foundation.h>
#include <dlfcn.h>
#include <stdio.h>
@interface Middle : NSObject
- (int)value;
- (int)extra;
- (int)fromPlugin;
@end
int main(int argc, char **argv) {
    printf("main starts\n");
    Middle *m = [[Middle alloc] init];
    printf("Middle value=%d extra=%d\n", [m value], [m extra]);
    void *plugin = argc > 1 ? dlopen(argv[1], RTLD_NOW) : NULL;
    if (!plugin) { printf("dlopen failed: %s\n", dlerror()); return 1; }
    Class (*leafClassOf)(void) = (Class(*)(void))dlsym(plugin, "plugin_leaf_class");
    Class leafClass = leafClassOf();
    id leaf = [[leafClass alloc] init];
    printf("Leaf value=%d fromPlugin=%d extra=%d\n", [leaf value], [leaf fromPlugin], [leaf extra]);
    [leaf release];
    [m release];
    return 0;
}
