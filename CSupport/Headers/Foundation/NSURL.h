/* NSURL for compiled code (CSupport/ValueClasses/nsurl.c): the text, checked once when made,
 * and the parts cut from it (RFC 3986). Immutable. Imported by Foundation.h. */
#ifndef MINIOBJC_FOUNDATION_NSURL_H
#define MINIOBJC_FOUNDATION_NSURL_H

@interface NSURL : NSObject <NSCopying>
/* nil for text that is not a URL. */
+ (instancetype)URLWithString:(NSString *)URLString;
- (instancetype)initWithString:(NSString *)URLString;
@property (readonly, copy) NSString *absoluteString;
@property (readonly, copy) NSString *scheme;
@property (readonly, copy) NSString *host;
@property (readonly, copy) NSString *path;
@end

#endif
