/* NSError: a domain, a code and a userInfo dictionary (CSupport/ValueClasses/nserror.c), the
 * object Foundation's methods hand back through an `NSError **` out-parameter. A C class: it
 * exists in every program, standalone `objcrt cc` ones too. */
#ifndef MINIOBJC_FOUNDATION_NSERROR_H
#define MINIOBJC_FOUNDATION_NSERROR_H

@class NSString, NSDictionary;

typedef NSString *NSErrorDomain;
typedef NSString *NSErrorUserInfoKey;

extern NSErrorDomain const NSCocoaErrorDomain;
extern NSErrorDomain const NSPOSIXErrorDomain;
extern NSErrorUserInfoKey const NSLocalizedDescriptionKey;
extern NSErrorUserInfoKey const NSLocalizedFailureReasonErrorKey;
extern NSErrorUserInfoKey const NSDebugDescriptionErrorKey;
extern NSErrorUserInfoKey const NSUnderlyingErrorKey;

@interface NSError : NSObject <NSCopying>
+ (instancetype)errorWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(NSDictionary *)dict;
/* A nil userInfo reads back as an empty dictionary. */
- (instancetype)initWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(NSDictionary *)dict;
- (NSErrorDomain)domain;
- (NSInteger)code;
- (NSDictionary *)userInfo;
/* The userInfo's NSLocalizedDescriptionKey; else "The operation couldn’t be completed." with
 * the failure reason, or with "(<domain> error <code>.)". */
- (NSString *)localizedDescription;
@end

#endif
