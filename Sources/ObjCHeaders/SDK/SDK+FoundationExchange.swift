// Foundation, part 8: what passes data between processes and devices — ports (NSPort,
// NSMachPort), Bonjour services (NSNetService, NSNetServiceBrowser and their delegates),
// and item providers (NSItemProvider with the reading and writing protocols).
extension SDK {
    static let foundationExchange = #"""
@class NSPortMessage, NSNetService, NSNetServiceBrowser;

@protocol NSPortDelegate <NSObject>
@optional
- (void)handlePortMessage:(NSPortMessage *)message;
@end
@interface NSPort : NSObject <NSCopying, NSCoding>
+ (NSPort *)port;
- (void)invalidate;
@property (readonly, getter=isValid) BOOL valid;
- (void)setDelegate:(nullable id<NSPortDelegate>)anObject;
- (nullable id<NSPortDelegate>)delegate;
- (void)scheduleInRunLoop:(NSRunLoop *)runLoop forMode:(NSRunLoopMode)mode;
- (void)removeFromRunLoop:(NSRunLoop *)runLoop forMode:(NSRunLoopMode)mode;
@property (readonly) NSUInteger reservedSpaceLength;
@end
FOUNDATION_EXPORT NSNotificationName const NSPortDidBecomeInvalidNotification;
typedef NS_OPTIONS(NSUInteger, NSMachPortOptions) {
    NSMachPortDeallocateNone = 0, NSMachPortDeallocateSendRight = (1UL << 0), NSMachPortDeallocateReceiveRight = (1UL << 1)
};
@interface NSMachPort : NSPort
+ (NSPort *)portWithMachPort:(uint32_t)machPort;
+ (NSPort *)portWithMachPort:(uint32_t)machPort options:(NSMachPortOptions)f;
@property (readonly) uint32_t machPort;
@end

FOUNDATION_EXPORT NSString *const NSNetServicesErrorCode;
FOUNDATION_EXPORT NSErrorDomain const NSNetServicesErrorDomain;
typedef NS_ENUM(NSInteger, NSNetServicesError) {
    NSNetServicesUnknownError = -72000L, NSNetServicesCollisionError = -72001L, NSNetServicesNotFoundError = -72002L,
    NSNetServicesActivityInProgress = -72003L, NSNetServicesBadArgumentError = -72004L, NSNetServicesCancelledError = -72005L,
    NSNetServicesInvalidError = -72006L, NSNetServicesTimeoutError = -72007L,
    NSNetServicesMissingRequiredConfigurationError = -72008L
};
typedef NS_OPTIONS(NSUInteger, NSNetServiceOptions) {
    NSNetServiceNoAutoRename = 1UL << 0, NSNetServiceListenForConnections = 1UL << 1
};
@protocol NSNetServiceDelegate <NSObject>
@optional
- (void)netServiceWillPublish:(NSNetService *)sender;
- (void)netServiceDidPublish:(NSNetService *)sender;
- (void)netService:(NSNetService *)sender didNotPublish:(NSDictionary<NSString *, NSNumber *> *)errorDict;
- (void)netServiceWillResolve:(NSNetService *)sender;
- (void)netServiceDidResolveAddress:(NSNetService *)sender;
- (void)netService:(NSNetService *)sender didNotResolve:(NSDictionary<NSString *, NSNumber *> *)errorDict;
- (void)netServiceDidStop:(NSNetService *)sender;
- (void)netService:(NSNetService *)sender didUpdateTXTRecordData:(NSData *)data;
- (void)netService:(NSNetService *)sender didAcceptConnectionWithInputStream:(NSInputStream *)inputStream outputStream:(NSOutputStream *)outputStream;
@end
@interface NSNetService : NSObject
- (instancetype)initWithDomain:(NSString *)domain type:(NSString *)type name:(NSString *)name port:(int)port NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDomain:(NSString *)domain type:(NSString *)type name:(NSString *)name;
@property (nullable, assign) id<NSNetServiceDelegate> delegate;
@property BOOL includesPeerToPeer;
@property (readonly, copy) NSString *name;
@property (readonly, copy) NSString *type;
@property (readonly, copy) NSString *domain;
@property (nullable, readonly, copy) NSString *hostName;
@property (nullable, readonly, copy) NSArray<NSData *> *addresses;
@property (readonly) NSInteger port;
- (void)publish;
- (void)publishWithOptions:(NSNetServiceOptions)options;
- (void)resolveWithTimeout:(NSTimeInterval)timeout;
- (void)stop;
- (void)startMonitoring;
- (void)stopMonitoring;
- (nullable NSData *)TXTRecordData;
- (BOOL)setTXTRecordData:(nullable NSData *)recordData;
+ (NSDictionary<NSString *, NSData *> *)dictionaryFromTXTRecordData:(NSData *)txtData;
+ (NSData *)dataFromTXTRecordDictionary:(NSDictionary<NSString *, NSData *> *)txtDictionary;
- (BOOL)getInputStream:(out __strong NSInputStream * _Nullable * _Nullable)inputStream outputStream:(out __strong NSOutputStream * _Nullable * _Nullable)outputStream;
@end
@protocol NSNetServiceBrowserDelegate <NSObject>
@optional
- (void)netServiceBrowserWillSearch:(NSNetServiceBrowser *)browser;
- (void)netServiceBrowserDidStopSearch:(NSNetServiceBrowser *)browser;
- (void)netServiceBrowser:(NSNetServiceBrowser *)browser didNotSearch:(NSDictionary<NSString *, NSNumber *> *)errorDict;
- (void)netServiceBrowser:(NSNetServiceBrowser *)browser didFindDomain:(NSString *)domainString moreComing:(BOOL)moreComing;
- (void)netServiceBrowser:(NSNetServiceBrowser *)browser didFindService:(NSNetService *)service moreComing:(BOOL)moreComing;
- (void)netServiceBrowser:(NSNetServiceBrowser *)browser didRemoveDomain:(NSString *)domainString moreComing:(BOOL)moreComing;
- (void)netServiceBrowser:(NSNetServiceBrowser *)browser didRemoveService:(NSNetService *)service moreComing:(BOOL)moreComing;
@end
@interface NSNetServiceBrowser : NSObject
@property (nullable, assign) id<NSNetServiceBrowserDelegate> delegate;
@property BOOL includesPeerToPeer;
- (void)searchForBrowsableDomains;
- (void)searchForRegistrationDomains;
- (void)searchForServicesOfType:(NSString *)type inDomain:(NSString *)domainString;
- (void)stop;
@end

typedef NS_ENUM(NSInteger, NSItemProviderRepresentationVisibility) {
    NSItemProviderRepresentationVisibilityAll = 0, NSItemProviderRepresentationVisibilityTeam = 1,
    NSItemProviderRepresentationVisibilityGroup = 2, NSItemProviderRepresentationVisibilityOwnProcess = 3
};
typedef NS_OPTIONS(NSInteger, NSItemProviderFileOptions) { NSItemProviderFileOptionOpenInPlace = 1 };
typedef NS_ENUM(NSInteger, NSItemProviderErrorCode) {
    NSItemProviderUnknownError = -1, NSItemProviderItemUnavailableError = -1000,
    NSItemProviderUnexpectedValueClassError = -1100, NSItemProviderUnavailableCoercionError = -1200
};
FOUNDATION_EXPORT NSString *const NSItemProviderErrorDomain;
typedef void (^NSItemProviderCompletionHandler)(__nullable __kindof id<NSSecureCoding> item, NSError * __null_unspecified error);
typedef void (^NSItemProviderLoadHandler)(__null_unspecified NSItemProviderCompletionHandler completionHandler, __null_unspecified Class expectedValueClass, NSDictionary * __null_unspecified options);

@protocol NSItemProviderWriting <NSObject>
@property (class, NS_NONATOMIC_IOSONLY, readonly, copy) NSArray<NSString *> *writableTypeIdentifiersForItemProvider;
@optional
@property (NS_NONATOMIC_IOSONLY, readonly, copy) NSArray<NSString *> *writableTypeIdentifiersForItemProvider;
+ (NSItemProviderRepresentationVisibility)itemProviderVisibilityForRepresentationWithTypeIdentifier:(NSString *)typeIdentifier;
- (NSItemProviderRepresentationVisibility)itemProviderVisibilityForRepresentationWithTypeIdentifier:(NSString *)typeIdentifier;
@required
- (nullable NSProgress *)loadDataWithTypeIdentifier:(NSString *)typeIdentifier forItemProviderCompletionHandler:(void (^)(NSData * _Nullable data, NSError * _Nullable error))completionHandler;
@end
@protocol NSItemProviderReading <NSObject>
@property (class, NS_NONATOMIC_IOSONLY, readonly, copy) NSArray<NSString *> *readableTypeIdentifiersForItemProvider;
+ (nullable instancetype)objectWithItemProviderData:(NSData *)data typeIdentifier:(NSString *)typeIdentifier error:(NSError **)outError;
@end

@interface NSItemProvider : NSObject <NSCopying>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithObject:(id<NSItemProviderWriting>)object;
- (nullable instancetype)initWithItem:(nullable id<NSSecureCoding>)item typeIdentifier:(nullable NSString *)typeIdentifier;
- (nullable instancetype)initWithContentsOfURL:(null_unspecified NSURL *)fileURL;
- (void)registerObject:(id<NSItemProviderWriting>)object visibility:(NSItemProviderRepresentationVisibility)visibility;
- (void)registerDataRepresentationForTypeIdentifier:(NSString *)typeIdentifier visibility:(NSItemProviderRepresentationVisibility)visibility loadHandler:(NSProgress * _Nullable (^)(void (^completionHandler)(NSData * _Nullable data, NSError * _Nullable error)))loadHandler;
@property (copy, readonly, atomic) NSArray<NSString *> *registeredTypeIdentifiers;
@property (copy, atomic, nullable) NSString *suggestedName;
- (BOOL)hasItemConformingToTypeIdentifier:(NSString *)typeIdentifier;
- (BOOL)canLoadObjectOfClass:(Class<NSItemProviderReading>)aClass;
- (NSProgress *)loadObjectOfClass:(Class<NSItemProviderReading>)aClass completionHandler:(void (^)(__kindof id<NSItemProviderReading> _Nullable object, NSError * _Nullable error))completionHandler;
- (NSProgress *)loadDataRepresentationForTypeIdentifier:(NSString *)typeIdentifier completionHandler:(void (^)(NSData * _Nullable data, NSError * _Nullable error))completionHandler;
- (NSProgress *)loadFileRepresentationForTypeIdentifier:(NSString *)typeIdentifier completionHandler:(void (^)(NSURL * _Nullable url, NSError * _Nullable error))completionHandler;
- (void)loadItemForTypeIdentifier:(NSString *)typeIdentifier options:(nullable NSDictionary *)options completionHandler:(nullable NSItemProviderCompletionHandler)completionHandler;
@end

@interface NSString (NSItemProvider) <NSItemProviderReading, NSItemProviderWriting>
@end
@interface NSURL (NSItemProvider) <NSItemProviderReading, NSItemProviderWriting>
@end
"""#
}
