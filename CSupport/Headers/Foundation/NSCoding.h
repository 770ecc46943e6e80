/* The NSCoding and NSSecureCoding protocols for compiled code, imported by Foundation.h.
 * Only the protocols: NSCoder is a forward declaration here, its class (and
 * NSKeyedArchiver / NSKeyedUnarchiver) comes with the archiving layer's own header, so a
 * class can declare <NSCoding> and implement -encodeWithCoder: without it. */
#ifndef MINIOBJC_FOUNDATION_NSCODING_H
#define MINIOBJC_FOUNDATION_NSCODING_H

@class NSCoder;

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)aCoder;
- (instancetype)initWithCoder:(NSCoder *)aDecoder;
@end

@protocol NSSecureCoding <NSCoding>
@required
@property (class, readonly) BOOL supportsSecureCoding;
@end

#endif
