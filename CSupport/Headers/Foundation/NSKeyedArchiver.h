/* NSCoder, NSKeyedArchiver and NSKeyedUnarchiver for compiled Objective-C: ModelMapping's keyed
 * archives (Sources/ModelMapping/Compiled/KeyedArchiverClass.swift). The archive is what
 * Foundation's NSKeyedArchiver writes — a binary property list with "$archiver" =
 * "NSKeyedArchiver", "$version" = 100000, "$top" and "$objects", references as UID objects —
 * so plutil and Python's plistlib read it, and the value classes use Foundation's field names
 * (NS.string, NS.objects, NS.keys, NS.time …). Any other object is archived by its own
 * -encodeWithCoder: and made again by +alloc and its -initWithCoder:; an object encoded twice
 * is one object, and a cycle between such objects comes back as the same cycle.
 *
 * The classes are built by a Swift layer in a Swift process that hosts compiled code
 * (`objcrt test`, `objcrt run --host`); a standalone `objcrt cc` program has no such classes,
 * and a message to NSKeyedArchiver there is a message to nil.
 *
 * Errors: bytes that are not a keyed archive, a class the archive names that is not loaded or
 * has no -initWithCoder:, an object with no -encodeWithCoder: raise NSInvalidArgumentException,
 * as Foundation does, and the call answers nil. In the host a raise by the runtime is recorded
 * for the caller rather than thrown (Docs/FromClangOutputToARunningProgram.md, "Runtime-raised
 * exceptions"), so there the nil is what the program sees. */
#ifndef MINIOBJC_FOUNDATION_NSKEYEDARCHIVER_H
#define MINIOBJC_FOUNDATION_NSKEYEDARCHIVER_H

#import <Foundation/NSCoding.h>

@class NSString, NSData, NSMutableData, NSCoder;

/* The abstract coder. The keyed methods are answered by the two subclasses: the -encode…
 * ones by NSKeyedArchiver, the -decode… ones and -containsValueForKey: by NSKeyedUnarchiver. */
@interface NSCoder : NSObject
- (BOOL)allowsKeyedCoding;
- (void)encodeObject:(id)object forKey:(NSString *)key;
- (void)encodeConditionalObject:(id)object forKey:(NSString *)key;
- (void)encodeRootObject:(id)rootObject;
- (void)encodeBool:(BOOL)value forKey:(NSString *)key;
- (void)encodeInt:(int)value forKey:(NSString *)key;
- (void)encodeInt32:(int32_t)value forKey:(NSString *)key;
- (void)encodeInt64:(int64_t)value forKey:(NSString *)key;
- (void)encodeInteger:(NSInteger)value forKey:(NSString *)key;
- (void)encodeFloat:(float)value forKey:(NSString *)key;
- (void)encodeDouble:(double)value forKey:(NSString *)key;
- (void)encodeBytes:(const uint8_t *)bytes length:(NSUInteger)length forKey:(NSString *)key;

- (BOOL)containsValueForKey:(NSString *)key;
- (id)decodeObjectForKey:(NSString *)key;
/* An object that is not a `cls` raises and answers nil. */
- (id)decodeObjectOfClass:(Class)cls forKey:(NSString *)key;
/* A missing key, or one that holds no number, answers 0 (NO); a number too wide for the type
 * is truncated (Foundation raises NSRangeException). */
- (BOOL)decodeBoolForKey:(NSString *)key;
- (int)decodeIntForKey:(NSString *)key;
- (int32_t)decodeInt32ForKey:(NSString *)key;
- (int64_t)decodeInt64ForKey:(NSString *)key;
- (NSInteger)decodeIntegerForKey:(NSString *)key;
- (float)decodeFloatForKey:(NSString *)key;
- (double)decodeDoubleForKey:(NSString *)key;
/* The bytes live until the current autorelease pool is popped. */
- (const uint8_t *)decodeBytesForKey:(NSString *)key returnedLength:(NSUInteger *)length;
@end

@interface NSKeyedArchiver : NSCoder
/* The archive of `rootObject` (under "$top"'s "root"). */
+ (NSData *)archivedDataWithRootObject:(id)rootObject;
/* An archiver whose -encodedData answers the archive. */
- (instancetype)init;
- (instancetype)initRequiringSecureCoding:(BOOL)requiresSecureCoding;
/* -finishEncoding appends the archive to `data`. */
- (instancetype)initForWritingWithMutableData:(NSMutableData *)data;
/* Writes the archive; nothing can be encoded after it. */
- (void)finishEncoding;
/* Finishes encoding and answers the archive. */
@property (readonly, strong) NSData *encodedData;
@end

@interface NSKeyedUnarchiver : NSCoder
/* The root object of an archive; raises NSInvalidArgumentException for bytes that are not
 * one (and answers nil). */
+ (id)unarchiveObjectWithData:(NSData *)data;
/* Raises NSInvalidArgumentException for bytes that are not a keyed archive (and answers nil). */
- (instancetype)initForReadingWithData:(NSData *)data;
- (void)finishDecoding;
@end

/* The value classes archive themselves (subclasses inherit it: NSMutableArray, NSNumber …):
 * their -encodeWithCoder: writes Foundation's fields into the coder's current object. They
 * have no -initWithCoder: of their own (the unarchiver makes them from those fields), and
 * -conformsToProtocol: does not know of NSCoding for them. */
@interface NSString (NSKeyedArchiving) <NSCoding>
@end
@interface NSNumber (NSKeyedArchiving) <NSCoding>
@end
@interface NSValue (NSKeyedArchiving) <NSCoding>
@end
@interface NSArray (NSKeyedArchiving) <NSCoding>
@end
@interface NSDictionary (NSKeyedArchiving) <NSCoding>
@end
@interface NSSet (NSKeyedArchiving) <NSCoding>
@end
@interface NSData (NSKeyedArchiving) <NSCoding>
@end
@interface NSDate (NSKeyedArchiving) <NSCoding>
@end
@interface NSNull (NSKeyedArchiving) <NSCoding>
@end

#endif
