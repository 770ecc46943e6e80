/* Key-value observing for compiled code. The methods are MiniObjC's Swift KVO
 * (Sources/KeyValueObserving): NSObject has them once a Swift process has started that layer
 * (KeyValueObserving.install — `objcrt test`, or a Swift program hosting compiled code); a
 * standalone `objcrt run` program has only the C layers and so no KVO. The change keys are
 * data symbols of the value layer (CSupport/ValueClasses/kvo_change_keys.c) holding the
 * strings the Swift layer puts in a change dictionary. */
#ifndef MINIOBJC_NSKEYVALUEOBSERVING_H
#define MINIOBJC_NSKEYVALUEOBSERVING_H

@class NSIndexSet;

typedef NSUInteger NSKeyValueObservingOptions;
enum {
    NSKeyValueObservingOptionNew = 0x01,
    NSKeyValueObservingOptionOld = 0x02,
    NSKeyValueObservingOptionInitial = 0x04,
    NSKeyValueObservingOptionPrior = 0x08,
};

typedef NSUInteger NSKeyValueChange;
enum {
    NSKeyValueChangeSetting = 1,
    NSKeyValueChangeInsertion = 2,
    NSKeyValueChangeRemoval = 3,
    NSKeyValueChangeReplacement = 4,
};

typedef NSUInteger NSKeyValueSetMutationKind;
enum {
    NSKeyValueUnionSetMutation = 1,
    NSKeyValueMinusSetMutation = 2,
    NSKeyValueIntersectSetMutation = 3,
    NSKeyValueSetSetMutation = 4,
};

typedef NSString *NSKeyValueChangeKey;
extern NSKeyValueChangeKey const NSKeyValueChangeKindKey;
extern NSKeyValueChangeKey const NSKeyValueChangeNewKey;
extern NSKeyValueChangeKey const NSKeyValueChangeOldKey;
extern NSKeyValueChangeKey const NSKeyValueChangeIndexesKey;
extern NSKeyValueChangeKey const NSKeyValueChangeNotificationIsPriorKey;

@interface NSObject (NSKeyValueObserving)
/* NSObject's own raises NSInternalInconsistencyException: a notification reached a class
 * that did not handle it (an override calls super for contexts it does not own). */
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context;
@end

@interface NSObject (NSKeyValueObserverRegistration)
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
@end

@interface NSObject (NSKeyValueObserverNotification)
- (void)willChangeValueForKey:(NSString *)key;
- (void)didChangeValueForKey:(NSString *)key;
- (void)willChange:(NSKeyValueChange)changeKind valuesAtIndexes:(NSIndexSet *)indexes forKey:(NSString *)key;
- (void)didChange:(NSKeyValueChange)changeKind valuesAtIndexes:(NSIndexSet *)indexes forKey:(NSString *)key;
- (void)willChangeValueForKey:(NSString *)key withSetMutation:(NSKeyValueSetMutationKind)mutationKind usingObjects:(NSSet *)objects;
- (void)didChangeValueForKey:(NSString *)key withSetMutation:(NSKeyValueSetMutationKind)mutationKind usingObjects:(NSSet *)objects;
@end

@interface NSObject (NSKeyValueObservingCustomization)
+ (NSSet *)keyPathsForValuesAffectingValueForKey:(NSString *)key;
+ (BOOL)automaticallyNotifiesObserversForKey:(NSString *)key;
@end

/* To-many properties through KVC proxies whose mutations notify (the Swift layer's). */
@interface NSObject (NSKeyValueCodingCollections)
- (NSMutableArray *)mutableArrayValueForKey:(NSString *)key;
- (NSMutableSet *)mutableSetValueForKey:(NSString *)key;
@end

#endif
