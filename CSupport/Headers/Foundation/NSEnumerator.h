/* NSEnumerator for compiled code (CSupport/ValueClasses/nsenumerator.c): what
 * -objectEnumerator, -reverseObjectEnumerator and -keyEnumerator answer. It walks a snapshot
 * taken when it was made, so changing the collection meanwhile does not affect it. Imported
 * by <Foundation/Foundation.h>. */
#ifndef MINIOBJC_FOUNDATION_NSENUMERATOR_H
#define MINIOBJC_FOUNDATION_NSENUMERATOR_H

@interface NSEnumerator<ObjectType> : NSObject <NSFastEnumeration>
- (ObjectType)nextObject;
/* The elements not yet returned; the enumerator is then at its end. */
- (NSArray<ObjectType> *)allObjects;
@end

#endif
