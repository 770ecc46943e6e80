// objcrt demo seeds: YYModel's own NSObject+YYModel.m and YYClassInfo.m (Tests/ThirdParty/YYModel,
// unmodified), compiled by clang and run inside objcrt, where NSJSONSerialization and
// NSKeyedArchiver are ModelMapping's layers and CoreFoundation's functions work on the same
// objects as Foundation's. Build it yourself:
//   Y=Tests/ThirdParty/YYModel
//   objcrt run --host --dispatch -fobjc-arc -I$Y/YYModel $Y/YYModel/*.m Docs/Examples/yymodel_demo.m
#import <Foundation/Foundation.h>
#import "YYModel.h"

@interface Repo : NSObject <NSCoding>
@property (nonatomic, copy) NSString *name;
@property (nonatomic) NSUInteger stars;
@property (nonatomic, strong) NSDate *created;
@property (nonatomic, copy) NSArray<NSString *> *topics;
@end

@implementation Repo
+ (NSDictionary *)modelCustomPropertyMapper {
    return @{@"stars" : @"stargazers_count", @"created" : @"created_at"};
}
// YYModel's README: equality, hashing and coding come from the model's properties.
- (BOOL)isEqual:(id)other { return [self yy_modelIsEqual:other]; }
- (NSUInteger)hash { return [self yy_modelHash]; }
- (void)encodeWithCoder:(NSCoder *)coder { [self yy_modelEncodeWithCoder:coder]; }
- (instancetype)initWithCoder:(NSCoder *)coder {
    self = [super init];
    return [self yy_modelInitWithCoder:coder];
}
@end

int main(void) {
    @autoreleasepool {
        const char *text = "{\"name\":\"YYModel\",\"stargazers_count\":4300,"
                           "\"created_at\":\"2015-10-22T13:44:49Z\",\"topics\":[\"json\",\"model\"]}";
        Repo *repo = [Repo yy_modelWithJSON:[NSData dataWithBytes:text length:strlen(text)]];
        printf("a. +yy_modelWithJSON: (NSJSONSerialization, then YYModel's own mapping loop):\n"
               "   name %s, stars %lu, topics %s\n",
               repo.name.UTF8String, (unsigned long)repo.stars, [repo.topics componentsJoinedByString:@", "].UTF8String);

        NSDateFormatter *day = [NSDateFormatter new];
        day.locale = [[NSLocale alloc] initWithLocaleIdentifier:@"en_US_POSIX"];
        day.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:0];
        day.dateFormat = @"EEEE d MMMM yyyy, HH:mm";
        printf("b. created_at, parsed by YYModel's NSDateFormatter: %s\n", [day stringFromDate:repo.created].UTF8String);

        NSDictionary *json = [repo yy_modelToJSONObject];
        printf("c. -yy_modelToJSONObject: %lu keys; CFDictionaryGetCount on the same object: %ld\n",
               (unsigned long)json.count, (long)CFDictionaryGetCount((__bridge CFDictionaryRef)json));

        NSData *archive = [NSKeyedArchiver archivedDataWithRootObject:repo];
        Repo *back = [NSKeyedUnarchiver unarchiveObjectWithData:archive];
        printf("d. NSKeyedArchiver: %lu bytes, a binary property list (\"%.8s\"); unarchived equal: %s\n",
               (unsigned long)archive.length, (const char *)archive.bytes, [back isEqual:repo] ? "YES" : "NO");
    }
    return 0;
}
