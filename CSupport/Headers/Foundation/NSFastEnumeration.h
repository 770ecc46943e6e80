/* Fast enumeration (`for (id x in collection)`): the state clang's loop passes to
 * -countByEnumeratingWithState:objects:count:. Its own header so every collection header of
 * MiniObjC's Foundation can import it once. */
#ifndef MINIOBJC_NSFASTENUMERATION_H
#define MINIOBJC_NSFASTENUMERATION_H

typedef struct {
    unsigned long state;
    id __unsafe_unretained *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id __unsafe_unretained[])buffer
                                    count:(NSUInteger)len;
@end

#endif
