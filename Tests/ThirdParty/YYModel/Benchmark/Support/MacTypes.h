/* Stand-in (MiniObjC's own): what GitHubUser.{h,m} get implicitly on iOS through Foundation
 * -> CoreFoundation -> MacTypes.h: the sized integer types and CFSTR. Forced in with
 * `-include` (the upstream files import neither). */
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>

typedef unsigned long long UInt64;
typedef unsigned int UInt32;

/* A constant string as a CFStringRef: MiniObjC's constant NSString is its CFString. */
#ifndef CFSTR
#define CFSTR(cStr) ((__bridge CFStringRef)@"" cStr)
#endif
