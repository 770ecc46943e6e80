// CFNetwork (module CFNetwork), which Foundation imports as Apple's Foundation.h does, so a
// header that imports only Foundation can name `CFHTTPMessageRef` (WebSocket libraries keep
// the handshake's response as one); and the Secure Transport part of Security
// (`<Security/SecureTransport.h>`, the `SSLContextRef` socket libraries expose), written
// after the rest of Security.
extension SDK {
    static let cfNetwork = #"""
#import <CoreFoundation/CoreFoundation.h>

#define CFN_EXPORT extern
typedef struct __CFHTTPMessage *CFHTTPMessageRef;
typedef struct _CFHTTPAuthentication *CFHTTPAuthenticationRef;
typedef struct __CFHost *CFHostRef;
typedef struct __CFNetService *CFNetServiceRef;
typedef struct __CFNetServiceBrowser *CFNetServiceBrowserRef;
typedef CF_ENUM(int, CFNetworkErrors) {
    kCFHostErrorHostNotFound = 1, kCFHostErrorUnknown = 2,
    kCFSOCKSErrorUnknownClientVersion = 100, kCFSOCKSErrorUnsupportedServerVersion = 101,
    kCFErrorHTTPAuthenticationTypeUnsupported = 300, kCFErrorHTTPBadCredentials = 301,
    kCFErrorHTTPConnectionLost = 302, kCFErrorHTTPParseFailure = 303, kCFErrorHTTPRedirectionLoopDetected = 304,
    kCFErrorHTTPBadURL = 305, kCFErrorHTTPProxyConnectionFailure = 306, kCFErrorHTTPBadProxyCredentials = 307,
    kCFURLErrorUnknown = -998, kCFURLErrorCancelled = -999, kCFURLErrorBadURL = -1000, kCFURLErrorTimedOut = -1001,
    kCFURLErrorNotConnectedToInternet = -1009
};
CFN_EXPORT const CFStringRef kCFErrorDomainCFNetwork;
CFN_EXPORT const CFStringRef kCFHTTPVersion1_0;
CFN_EXPORT const CFStringRef kCFHTTPVersion1_1;
CFN_EXPORT const CFStringRef kCFHTTPVersion2_0;
CFN_EXPORT const CFStringRef kCFHTTPAuthenticationSchemeBasic;
CFN_EXPORT const CFStringRef kCFHTTPAuthenticationSchemeDigest;
CFN_EXPORT CFTypeID CFHTTPMessageGetTypeID(void);
CFN_EXPORT CFHTTPMessageRef CFHTTPMessageCreateRequest(CFAllocatorRef alloc, CFStringRef requestMethod, CFURLRef url, CFStringRef httpVersion);
CFN_EXPORT CFHTTPMessageRef CFHTTPMessageCreateResponse(CFAllocatorRef alloc, CFIndex statusCode, CFStringRef statusDescription, CFStringRef httpVersion);
CFN_EXPORT CFHTTPMessageRef CFHTTPMessageCreateEmpty(CFAllocatorRef alloc, Boolean isRequest);
CFN_EXPORT Boolean CFHTTPMessageIsRequest(CFHTTPMessageRef message);
CFN_EXPORT CFDataRef CFHTTPMessageCopyBody(CFHTTPMessageRef message);
CFN_EXPORT void CFHTTPMessageSetBody(CFHTTPMessageRef message, CFDataRef bodyData);
CFN_EXPORT CFStringRef CFHTTPMessageCopyHeaderFieldValue(CFHTTPMessageRef message, CFStringRef headerField);
CFN_EXPORT CFDictionaryRef CFHTTPMessageCopyAllHeaderFields(CFHTTPMessageRef message);
CFN_EXPORT void CFHTTPMessageSetHeaderFieldValue(CFHTTPMessageRef message, CFStringRef headerField, CFStringRef value);
CFN_EXPORT Boolean CFHTTPMessageAppendBytes(CFHTTPMessageRef message, const UInt8 *newBytes, CFIndex numBytes);
CFN_EXPORT Boolean CFHTTPMessageIsHeaderComplete(CFHTTPMessageRef message);
CFN_EXPORT CFDataRef CFHTTPMessageCopySerializedMessage(CFHTTPMessageRef message);
CFN_EXPORT CFURLRef CFHTTPMessageCopyRequestURL(CFHTTPMessageRef request);
CFN_EXPORT CFStringRef CFHTTPMessageCopyRequestMethod(CFHTTPMessageRef request);
CFN_EXPORT CFIndex CFHTTPMessageGetResponseStatusCode(CFHTTPMessageRef response);
CFN_EXPORT CFStringRef CFHTTPMessageCopyResponseStatusLine(CFHTTPMessageRef response);
CFN_EXPORT const CFStringRef kCFStreamPropertySSLSettings;
CFN_EXPORT const CFStringRef kCFStreamSSLLevel;
CFN_EXPORT const CFStringRef kCFStreamSSLPeerName;
CFN_EXPORT const CFStringRef kCFStreamSSLCertificates;
CFN_EXPORT const CFStringRef kCFStreamSSLIsServer;
CFN_EXPORT const CFStringRef kCFStreamSSLValidatesCertificateChain;
CFN_EXPORT const CFStringRef kCFStreamSocketSecurityLevelNone;
CFN_EXPORT const CFStringRef kCFStreamSocketSecurityLevelNegotiatedSSL;
CFN_EXPORT const CFStringRef kCFStreamNetworkServiceType;
CFN_EXPORT const CFStringRef kCFStreamNetworkServiceTypeVoIP;
CFN_EXPORT void CFStreamCreatePairWithSocketToHost(CFAllocatorRef alloc, CFStringRef host, UInt32 port, CFReadStreamRef *readStream, CFWriteStreamRef *writeStream);
CFN_EXPORT void CFStreamCreatePairWithSocket(CFAllocatorRef alloc, int sock, CFReadStreamRef *readStream, CFWriteStreamRef *writeStream);
CFN_EXPORT CFDictionaryRef CFNetworkCopySystemProxySettings(void);
"""#

    static let secureTransport = #"""
typedef struct CF_BRIDGED_TYPE(id) SSLContext *SSLContextRef;
typedef const void *SSLConnectionRef;
typedef uint16_t SSLCipherSuite;
typedef CF_ENUM(int, SSLProtocol) {
    kSSLProtocolUnknown = 0, kTLSProtocol1 = 4, kTLSProtocol11 = 7, kTLSProtocol12 = 8, kDTLSProtocol1 = 9,
    kTLSProtocol13 = 10, kDTLSProtocol12 = 11, kTLSProtocolMaxSupported = 999,
    kSSLProtocol2 = 1, kSSLProtocol3 = 2, kSSLProtocol3Only = 3, kTLSProtocol1Only = 5, kSSLProtocolAll = 6
};
typedef CF_ENUM(int, SSLSessionOption) {
    kSSLSessionOptionBreakOnServerAuth = 0, kSSLSessionOptionBreakOnCertRequested = 1,
    kSSLSessionOptionBreakOnClientAuth = 2, kSSLSessionOptionFalseStart = 3, kSSLSessionOptionSendOneByteRecord = 4,
    kSSLSessionOptionAllowServerIdentityChange = 5, kSSLSessionOptionFallback = 6,
    kSSLSessionOptionBreakOnClientHello = 7, kSSLSessionOptionAllowRenegotiation = 8,
    kSSLSessionOptionEnableSessionTickets = 9
};
typedef CF_ENUM(int, SSLSessionState) { kSSLIdle, kSSLHandshake, kSSLConnected, kSSLClosed, kSSLAborted };
typedef CF_ENUM(int, SSLProtocolSide) { kSSLServerSide, kSSLClientSide };
typedef CF_ENUM(int, SSLConnectionType) { kSSLStreamType, kSSLDatagramType };
typedef CF_ENUM(int, SSLAuthenticate) { kNeverAuthenticate, kAlwaysAuthenticate, kTryAuthenticate };
enum {
    errSSLProtocol = -9800, errSSLNegotiation = -9801, errSSLFatalAlert = -9802, errSSLWouldBlock = -9803,
    errSSLSessionNotFound = -9804, errSSLClosedGraceful = -9805, errSSLClosedAbort = -9806,
    errSSLXCertChainInvalid = -9807, errSSLBadCert = -9808, errSSLCrypto = -9809, errSSLInternal = -9810,
    errSSLClosedNoNotify = -9816, errSSLPeerAuthCompleted = -9841, errSSLClientCertRequested = -9842
};
typedef OSStatus (*SSLReadFunc)(SSLConnectionRef connection, void *data, size_t *dataLength);
typedef OSStatus (*SSLWriteFunc)(SSLConnectionRef connection, const void *data, size_t *dataLength);
extern CFTypeID SSLContextGetTypeID(void);
extern SSLContextRef SSLCreateContext(CFAllocatorRef alloc, SSLProtocolSide protocolSide, SSLConnectionType connectionType);
extern OSStatus SSLGetSessionState(SSLContextRef context, SSLSessionState *state);
extern OSStatus SSLSetSessionOption(SSLContextRef context, SSLSessionOption option, Boolean value);
extern OSStatus SSLSetIOFuncs(SSLContextRef context, SSLReadFunc readFunc, SSLWriteFunc writeFunc);
extern OSStatus SSLSetProtocolVersionMin(SSLContextRef context, SSLProtocol minVersion);
extern OSStatus SSLSetProtocolVersionMax(SSLContextRef context, SSLProtocol maxVersion);
extern OSStatus SSLSetCertificate(SSLContextRef context, CFArrayRef certRefs);
extern OSStatus SSLSetConnection(SSLContextRef context, SSLConnectionRef connection);
extern OSStatus SSLSetPeerDomainName(SSLContextRef context, const char *peerName, size_t peerNameLen);
extern OSStatus SSLSetPeerID(SSLContextRef context, const void *peerID, size_t peerIDLen);
extern OSStatus SSLSetEnabledCiphers(SSLContextRef context, const SSLCipherSuite *ciphers, size_t numCiphers);
extern OSStatus SSLCopyPeerTrust(SSLContextRef context, SecTrustRef *trust);
extern OSStatus SSLHandshake(SSLContextRef context);
extern OSStatus SSLWrite(SSLContextRef context, const void *data, size_t dataLength, size_t *processed);
extern OSStatus SSLRead(SSLContextRef context, void *data, size_t dataLength, size_t *processed);
extern OSStatus SSLGetBufferedReadSize(SSLContextRef context, size_t *bufferSize);
extern OSStatus SSLClose(SSLContextRef context);
"""#
}
