// The stand-ins PendingFoundation.h declares: classes with no methods, defined only while
// MiniObjC lacks the real class (see the header). A message to one is an unrecognized
// selector, so a test that needs the real class fails and says which.
#import "PendingFoundation.h"

// The declared methods are deliberately missing.
#pragma clang diagnostic ignored "-Wincomplete-implementation"

#if MINIOBJC_PENDING_DATEFORMATTER
@implementation NSLocale
@end
@implementation NSTimeZone
@end
@implementation NSDateFormatter
@dynamic dateFormat, locale, timeZone;
@end
#endif

#if MINIOBJC_PENDING_JSONSERIALIZATION
@implementation NSJSONSerialization
@end
#endif

#if MINIOBJC_PENDING_KEYEDARCHIVER
@implementation NSCoder
@end
@implementation NSKeyedArchiver
@end
@implementation NSKeyedUnarchiver
@end
#endif
