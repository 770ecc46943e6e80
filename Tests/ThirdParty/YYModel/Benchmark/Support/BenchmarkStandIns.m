// The classes of the benchmark's stand-in headers (Support/*/): GitHubUser.m subclasses and
// calls them, so they must exist to link; the benchmark maps YYGHUser only, and these do no work.
#import "JSONModel/JSONModelLib.h"
#import "Mantle/Mantle.h"
#import "FastEasyMapping/FastEasyMapping.h"

@implementation JSONModel
@end

@implementation JSONKeyMapper
- (instancetype)initWithModelToJSONDictionary:(NSDictionary *)map {
    (void)map;
    return [super init];
}
@end

@implementation MTLModel
@end

@implementation FEMMapping
- (instancetype)initWithEntityName:(NSString *)name {
    (void)name;
    return [super init];
}
- (void)addAttributesFromDictionary:(NSDictionary *)attributes {
    (void)attributes;
}
@end
