// A program with main run by `objcrt run --host`: inside objcrt, so NSObject has KVO's
// methods (the Swift layer); its arguments arrive, its return value is the exit status.
#import <Foundation/Foundation.h>
#include <stdio.h>

@interface NSObject (HostKVO)
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSUInteger)options context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
@end

@interface Gauge : NSObject
@property (nonatomic) int level;
@end
@implementation Gauge
@end

@interface Listener : NSObject
@end
@implementation Listener
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    (void)change; (void)context;
    printf("heard %s = %d\n", [keyPath UTF8String], [(Gauge *)object level]);
}
@end

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) printf("argument %s\n", argv[i]);
    Gauge *gauge = [Gauge new];
    Listener *listener = [Listener new];
    [gauge addObserver:listener forKeyPath:@"level" options:0 context:NULL];
    gauge.level = 7;
    [gauge removeObserver:listener forKeyPath:@"level"];
    gauge.level = 8;
    printf("level %d\n", gauge.level);
    return 3;
}
