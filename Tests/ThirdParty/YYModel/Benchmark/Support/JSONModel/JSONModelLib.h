/* Stand-in (MiniObjC's own) for JSONModel: only the names GitHubUser.{h,m} use. JSGHUser is
 * compiled but never run by the benchmark. */
#import <Foundation/Foundation.h>

@interface JSONModel : NSObject
@end

@interface JSONKeyMapper : NSObject
- (instancetype)initWithModelToJSONDictionary:(NSDictionary *)map;
@end
