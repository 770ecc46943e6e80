// Security and SystemConfiguration in the stand-in SDK: the opaque trust, certificate, key,
// identity and policy references (`SecTrustRef` is `struct __SecTrust *`, encoded
// `^{__SecTrust=}`), the keychain item constants, and network reachability.
extension SDK {
    static let security = #"""
#import <CoreFoundation/CoreFoundation.h>

typedef struct CF_BRIDGED_TYPE(id) __SecTrust *SecTrustRef;
typedef struct CF_BRIDGED_TYPE(id) __SecCertificate *SecCertificateRef;
typedef struct CF_BRIDGED_TYPE(id) __SecIdentity *SecIdentityRef;
typedef struct CF_BRIDGED_TYPE(id) __SecKey *SecKeyRef;
typedef struct CF_BRIDGED_TYPE(id) __SecPolicy *SecPolicyRef;
typedef struct CF_BRIDGED_TYPE(id) __SecAccessControl *SecAccessControlRef;
typedef struct CF_BRIDGED_TYPE(id) __SecKeychain *SecKeychainRef;
typedef struct CF_BRIDGED_TYPE(id) __SecKeychainItem *SecKeychainItemRef;
typedef struct __SecRandom *SecRandomRef;
typedef uint32_t SecTrustResultType;
enum {
    kSecTrustResultInvalid = 0, kSecTrustResultProceed = 1, kSecTrustResultDeny = 3, kSecTrustResultUnspecified = 4,
    kSecTrustResultRecoverableTrustFailure = 5, kSecTrustResultFatalTrustFailure = 6, kSecTrustResultOtherError = 7
};
enum { errSecSuccess = 0, errSecParam = -50, errSecAllocate = -108, errSecDuplicateItem = -25299, errSecItemNotFound = -25300 };
typedef CF_OPTIONS(CFOptionFlags, SecAccessControlCreateFlags) {
    kSecAccessControlUserPresence = 1u << 0, kSecAccessControlBiometryAny = 1u << 1, kSecAccessControlDevicePasscode = 1u << 4
};
extern const CFStringRef kSecClass;
extern const CFStringRef kSecClassGenericPassword;
extern const CFStringRef kSecClassInternetPassword;
extern const CFStringRef kSecClassCertificate;
extern const CFStringRef kSecClassKey;
extern const CFStringRef kSecAttrAccount;
extern const CFStringRef kSecAttrService;
extern const CFStringRef kSecAttrAccessible;
extern const CFStringRef kSecAttrAccessibleAfterFirstUnlock;
extern const CFStringRef kSecAttrAccessibleWhenUnlocked;
extern const CFStringRef kSecAttrAccessGroup;
extern const CFStringRef kSecAttrSynchronizable;
extern const CFStringRef kSecValueData;
extern const CFStringRef kSecValueRef;
extern const CFStringRef kSecReturnData;
extern const CFStringRef kSecReturnAttributes;
extern const CFStringRef kSecMatchLimit;
extern const CFStringRef kSecMatchLimitOne;
extern const CFStringRef kSecMatchLimitAll;
extern const CFStringRef kSecImportExportPassphrase;
extern const CFStringRef kSecImportItemIdentity;
extern const SecRandomRef kSecRandomDefault;
extern OSStatus SecItemAdd(CFDictionaryRef attributes, CFTypeRef *result);
extern OSStatus SecItemCopyMatching(CFDictionaryRef query, CFTypeRef *result);
extern OSStatus SecItemUpdate(CFDictionaryRef query, CFDictionaryRef attributesToUpdate);
extern OSStatus SecItemDelete(CFDictionaryRef query);
extern OSStatus SecTrustEvaluate(SecTrustRef trust, SecTrustResultType *result);
extern bool SecTrustEvaluateWithError(SecTrustRef trust, CFErrorRef *error);
extern CFIndex SecTrustGetCertificateCount(SecTrustRef trust);
extern SecCertificateRef SecTrustGetCertificateAtIndex(SecTrustRef trust, CFIndex ix);
extern OSStatus SecTrustSetPolicies(SecTrustRef trust, CFTypeRef policies);
extern OSStatus SecTrustSetAnchorCertificates(SecTrustRef trust, CFArrayRef anchorCertificates);
extern OSStatus SecTrustCreateWithCertificates(CFTypeRef certificates, CFTypeRef policies, SecTrustRef *trust);
extern SecKeyRef SecTrustCopyPublicKey(SecTrustRef trust);
extern SecKeyRef SecTrustCopyKey(SecTrustRef trust);
extern SecPolicyRef SecPolicyCreateSSL(Boolean server, CFStringRef hostname);
extern SecPolicyRef SecPolicyCreateBasicX509(void);
extern SecCertificateRef SecCertificateCreateWithData(CFAllocatorRef allocator, CFDataRef data);
extern CFDataRef SecCertificateCopyData(SecCertificateRef certificate);
extern OSStatus SecIdentityCopyCertificate(SecIdentityRef identityRef, SecCertificateRef *certificateRef);
extern OSStatus SecPKCS12Import(CFDataRef pkcs12_data, CFDictionaryRef options, CFArrayRef *items);
extern CFDataRef SecKeyCopyExternalRepresentation(SecKeyRef key, CFErrorRef *error);
extern int SecRandomCopyBytes(SecRandomRef rnd, size_t count, void *bytes);
"""#

    static let systemConfiguration = #"""
#import <CoreFoundation/CoreFoundation.h>
#import <Darwin/Darwin.h>
#import <dispatch/dispatch.h>

typedef const struct CF_BRIDGED_TYPE(id) __SCNetworkReachability *SCNetworkReachabilityRef;
typedef CF_OPTIONS(uint32_t, SCNetworkReachabilityFlags) {
    kSCNetworkReachabilityFlagsTransientConnection = 1 << 0,
    kSCNetworkReachabilityFlagsReachable = 1 << 1,
    kSCNetworkReachabilityFlagsConnectionRequired = 1 << 2,
    kSCNetworkReachabilityFlagsConnectionOnTraffic = 1 << 3,
    kSCNetworkReachabilityFlagsInterventionRequired = 1 << 4,
    kSCNetworkReachabilityFlagsConnectionOnDemand = 1 << 5,
    kSCNetworkReachabilityFlagsIsLocalAddress = 1 << 16,
    kSCNetworkReachabilityFlagsIsDirect = 1 << 17,
    kSCNetworkReachabilityFlagsIsWWAN = 1 << 18,
    kSCNetworkReachabilityFlagsConnectionAutomatic = kSCNetworkReachabilityFlagsConnectionOnTraffic
};
// The flags' older name (SCNetwork.h), still in reachability libraries' signatures.
typedef uint32_t SCNetworkConnectionFlags;
enum {
    kSCNetworkFlagsTransientConnection = 1 << 0, kSCNetworkFlagsReachable = 1 << 1,
    kSCNetworkFlagsConnectionRequired = 1 << 2, kSCNetworkFlagsConnectionAutomatic = 1 << 3,
    kSCNetworkFlagsInterventionRequired = 1 << 4, kSCNetworkFlagsIsLocalAddress = 1 << 16,
    kSCNetworkFlagsIsDirect = 1 << 17
};
extern Boolean SCNetworkCheckReachabilityByName(const char *nodename, SCNetworkConnectionFlags *flags);
typedef struct {
    CFIndex version;
    void *info;
    const void *(*retain)(const void *info);
    void (*release)(const void *info);
    CFStringRef (*copyDescription)(const void *info);
} SCNetworkReachabilityContext;
typedef void (*SCNetworkReachabilityCallBack)(SCNetworkReachabilityRef target, SCNetworkReachabilityFlags flags, void *info);
extern SCNetworkReachabilityRef SCNetworkReachabilityCreateWithAddress(CFAllocatorRef allocator, const struct sockaddr *address);
extern SCNetworkReachabilityRef SCNetworkReachabilityCreateWithName(CFAllocatorRef allocator, const char *nodename);
extern Boolean SCNetworkReachabilityGetFlags(SCNetworkReachabilityRef target, SCNetworkReachabilityFlags *flags);
extern Boolean SCNetworkReachabilitySetCallback(SCNetworkReachabilityRef target, SCNetworkReachabilityCallBack callout, SCNetworkReachabilityContext *context);
extern Boolean SCNetworkReachabilityScheduleWithRunLoop(SCNetworkReachabilityRef target, CFRunLoopRef runLoop, CFStringRef runLoopMode);
extern Boolean SCNetworkReachabilityUnscheduleFromRunLoop(SCNetworkReachabilityRef target, CFRunLoopRef runLoop, CFStringRef runLoopMode);
extern Boolean SCNetworkReachabilitySetDispatchQueue(SCNetworkReachabilityRef target, dispatch_queue_t queue);
"""#
}
