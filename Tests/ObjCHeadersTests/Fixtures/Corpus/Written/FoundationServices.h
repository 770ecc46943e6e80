// Written for MiniObjC's corpus in the style of local-network and sharing code: a Bonjour
// publisher and browser (NSNetService, NSNetServiceBrowser and their delegates, the error
// and option enums), a port delegate (NSPort, NSMachPort), and a model that item providers
// read and write (NSItemProviderReading / NSItemProviderWriting, whose class properties are
// nonatomic on iOS and atomic on macOS).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface PeerPublisher : NSObject <NSNetServiceDelegate, NSNetServiceBrowserDelegate, NSPortDelegate>
@property (nonatomic, strong, nullable) NSNetService *service;
@property (nonatomic, strong) NSNetServiceBrowser *browser;
@property (nonatomic, copy) NSArray<NSNetService *> *discovered;
@property (nonatomic, assign) NSNetServiceOptions publishOptions;
@property (nonatomic, assign) NSNetServicesError lastError;
@property (nonatomic, strong, nullable) NSPort *wakeUpPort;
@property (nonatomic, strong, nullable) NSMachPort *machPort;
@property (nonatomic, assign) NSMachPortOptions portOptions;
- (instancetype)initWithName:(NSString *)name type:(NSString *)type port:(int)port;
- (void)publish;
@end

@interface SharedNote : NSObject <NSItemProviderReading, NSItemProviderWriting, NSSecureCoding>
@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong, nullable) NSItemProvider *sourceProvider;
@property (nonatomic, assign) NSItemProviderRepresentationVisibility visibility;
@property (nonatomic, assign) NSItemProviderFileOptions fileOptions;
@property (nonatomic, assign) NSItemProviderErrorCode lastErrorCode;
@property (nonatomic, copy, nullable) NSItemProviderCompletionHandler pendingHandler;
- (NSItemProvider *)makeItemProvider;
@end

NS_ASSUME_NONNULL_END
