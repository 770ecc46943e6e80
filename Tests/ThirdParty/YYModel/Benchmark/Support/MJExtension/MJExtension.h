/* Stand-in (MiniObjC's own) for MJExtension: only the names GitHubUser.{h,m} use. MJGHUser is
 * compiled but never run by the benchmark; its coding macro gives it NSCoding's two methods
 * doing nothing. */
#import <Foundation/Foundation.h>

#define MJExtensionCodingImplementation \
    - (void)encodeWithCoder:(NSCoder *)coder { (void)coder; } \
    - (id)initWithCoder:(NSCoder *)decoder { (void)decoder; return [self init]; }
