/* NSMapTable (CSupport/ValueClasses/nsmaptable.c): a mutable dictionary whose keys and
 * values may be weak (zeroing) and whose keys may compare by address. Thread-safe. An entry
 * whose weak key or value died is gone from -count, -objectForKey:, enumeration and copies.
 * for-in enumerates the keys. No -keyEnumerator / -objectEnumerator (no NSEnumerator). */
#ifndef MINIOBJC_NSMAPTABLE_H
#define MINIOBJC_NSMAPTABLE_H

#import <Foundation/NSFastEnumeration.h>
#import <Foundation/NSPointerFunctions.h>

@interface NSMapTable<KeyType, ObjectType> : NSObject <NSCopying, NSFastEnumeration>
- (instancetype)initWithKeyOptions:(NSPointerFunctionsOptions)keyOptions
                      valueOptions:(NSPointerFunctionsOptions)valueOptions
                          capacity:(NSUInteger)initialCapacity;
+ (NSMapTable<KeyType, ObjectType> *)mapTableWithKeyOptions:(NSPointerFunctionsOptions)keyOptions
                                               valueOptions:(NSPointerFunctionsOptions)valueOptions;
+ (NSMapTable<KeyType, ObjectType> *)strongToStrongObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)weakToStrongObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)strongToWeakObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)weakToWeakObjectsMapTable;
- (ObjectType)objectForKey:(KeyType)aKey;
/* A nil object removes the key; a nil key raises NSInvalidArgumentException. */
- (void)setObject:(ObjectType)anObject forKey:(KeyType)aKey;
- (void)removeObjectForKey:(KeyType)aKey;
- (void)removeAllObjects;
- (NSUInteger)count;
- (NSDictionary *)dictionaryRepresentation;
@end

#endif
