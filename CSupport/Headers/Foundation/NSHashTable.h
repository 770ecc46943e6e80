/* NSHashTable (CSupport/ValueClasses/nshashtable.c): a mutable set whose members may be weak
 * (zeroing) and may compare by address. Thread-safe. A member that died is gone from
 * -count, -member:, enumeration and copies. No -objectEnumerator (no NSEnumerator) and no
 * set algebra. */
#ifndef MINIOBJC_NSHASHTABLE_H
#define MINIOBJC_NSHASHTABLE_H

#import <Foundation/NSFastEnumeration.h>
#import <Foundation/NSPointerFunctions.h>

@interface NSHashTable<ObjectType> : NSObject <NSCopying, NSFastEnumeration>
- (instancetype)initWithOptions:(NSPointerFunctionsOptions)options capacity:(NSUInteger)initialCapacity;
+ (NSHashTable<ObjectType> *)hashTableWithOptions:(NSPointerFunctionsOptions)options;
+ (NSHashTable<ObjectType> *)weakObjectsHashTable;
/* nil is ignored. */
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
- (void)removeAllObjects;
- (ObjectType)member:(ObjectType)object;
- (BOOL)containsObject:(ObjectType)anObject;
- (NSUInteger)count;
- (NSArray *)allObjects;
- (ObjectType)anyObject;
- (NSSet *)setRepresentation;
@end

#endif
