/* Stand-in (MiniObjC's own) for FastEasyMapping: only the names GitHubUser.{h,m} use. FEGHUser
 * is compiled but never run by the benchmark. */
#import <Foundation/Foundation.h>

@interface FEMMapping : NSObject
- (instancetype)initWithEntityName:(NSString *)name;
- (void)addAttributesFromDictionary:(NSDictionary *)attributes;
@end
