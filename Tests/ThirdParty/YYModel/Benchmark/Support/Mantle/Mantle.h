/* Stand-in (MiniObjC's own) for Mantle: only the names GitHubUser.{h,m} use. MTGHUser is
 * compiled but never run by the benchmark. */
#import <Foundation/Foundation.h>

@protocol MTLJSONSerializing <NSObject>
@end

@interface MTLModel : NSObject
@end
