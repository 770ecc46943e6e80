// Written for MiniObjC's corpus in the style of KVOController: observation blocks that
// receive an `NSDictionary<NSKeyValueChangeKey, id> *`, the option and change enums, weak
// and strong tables, secure coding with its class property, fast enumeration.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^ObservationBlock)(id _Nullable observer, id object, NSDictionary<NSKeyValueChangeKey, id> *change);

@interface ObservationInfo : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, copy, readonly) NSString *keyPath;
@property (nonatomic, assign, readonly) NSKeyValueObservingOptions options;
@property (nonatomic, assign, readonly) NSKeyValueChange lastChangeKind;
@property (nonatomic, copy, nullable) ObservationBlock block;
@property (nonatomic, assign, nullable) SEL action;
@property (nonatomic, assign, nullable) void *context;
@property (nonatomic, copy) NSDictionary<NSKeyValueChangeKey, id> *lastChange;
@end

@interface ObservationController : NSObject <NSFastEnumeration>
@property (nullable, nonatomic, weak, readonly) id observer;
@property (nonatomic, strong) NSMapTable<id, NSMutableSet<ObservationInfo *> *> *objectInfos;
@property (nonatomic, strong) NSHashTable<ObservationInfo *> *weakInfos;
@property (nonatomic, strong) NSPointerArray *pointers;
@property (nonatomic, assign) NSPointerFunctionsOptions keyOptions;
@property (nonatomic, strong) NSLock *lock;
@property (nonatomic, strong) NSRecursiveLock *recursiveLock;
+ (instancetype)controllerWithObserver:(nullable id)observer;
- (instancetype)initWithObserver:(nullable id)observer retainObserved:(BOOL)retainObserved NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (void)observe:(nullable id)object keyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options block:(ObservationBlock)block;
- (void)observe:(nullable id)object keyPaths:(NSArray<NSString *> *)keyPaths options:(NSKeyValueObservingOptions)options action:(SEL)action;
- (void)unobserve:(nullable id)object keyPath:(NSString *)keyPath;
- (void)unobserveAll;
@end

@interface NSObject (Observation)
@property (nonatomic, strong) ObservationController *observationController;
@property (nonatomic, strong, readonly) ObservationController *nonRetainingObservationController;
@end

NS_ASSUME_NONNULL_END
