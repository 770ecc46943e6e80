// Written for MiniObjC's corpus in the style of reachability and certificate-pinning
// helpers: Security and SystemConfiguration references (`SecTrustRef` encodes as
// `^{__SecTrust=}`), socket addresses, dispatch objects, and URL-session delegates.
#import <Foundation/Foundation.h>
#import <Security/Security.h>
#import <SystemConfiguration/SystemConfiguration.h>
#import <netinet/in.h>
#import <arpa/inet.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, ReachabilityStatus) { ReachabilityStatusUnknown = -1, ReachabilityStatusNone, ReachabilityStatusWWAN, ReachabilityStatusWiFi };
typedef void (^ReachabilityBlock)(ReachabilityStatus status, SCNetworkReachabilityFlags flags);

@interface Reachability : NSObject
@property (nonatomic, assign, readonly) SCNetworkReachabilityRef reachabilityRef;
@property (nonatomic, assign, readonly) SCNetworkReachabilityFlags flags;
@property (nonatomic, assign, readonly) ReachabilityStatus status;
@property (nonatomic, assign) struct sockaddr_in address;
@property (nonatomic, assign) struct sockaddr_in6 address6;
@property (nonatomic, strong, nullable) dispatch_queue_t callbackQueue;
@property (nonatomic, strong) dispatch_group_t group;
@property (nonatomic, strong) dispatch_semaphore_t semaphore;
@property (nonatomic, copy, nullable) ReachabilityBlock statusBlock;
@property (nonatomic, copy, nullable) dispatch_block_t changedBlock;
+ (instancetype)reachabilityWithHostName:(NSString *)hostName;
+ (instancetype)reachabilityWithAddress:(const struct sockaddr *)hostAddress;
- (instancetype)initWithReachabilityRef:(SCNetworkReachabilityRef)ref NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
- (BOOL)startNotifierOnQueue:(nullable dispatch_queue_t)queue;
@end

@interface PinningPolicy : NSObject <NSURLSessionDelegate, NSURLSessionTaskDelegate>
@property (nonatomic, strong, nullable) NSSet<NSData *> *pinnedCertificates;
@property (nonatomic, assign) BOOL allowInvalidCertificates;
@property (nonatomic, assign, nullable) SecTrustRef lastTrust;
@property (nonatomic, assign, nullable) SecCertificateRef leafCertificate;
@property (nonatomic, assign, nullable) SecKeyRef publicKey;
@property (nonatomic, assign) SecTrustResultType lastResult;
@property (nonatomic, assign) OSStatus lastStatus;
- (BOOL)evaluateServerTrust:(SecTrustRef)serverTrust forDomain:(nullable NSString *)domain;
- (nullable NSURLCredential *)credentialForChallenge:(NSURLAuthenticationChallenge *)challenge disposition:(NSURLSessionAuthChallengeDisposition *)disposition;
- (void)handleChallenge:(NSURLAuthenticationChallenge *)challenge completion:(void (^)(NSURLSessionAuthChallengeDisposition disposition, NSURLCredential * _Nullable credential))completion;
@end

NS_ASSUME_NONNULL_END
