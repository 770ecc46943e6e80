import Testing
import ObjCRuntime
@testable import ObjCHeaders

/// Installing headers written against the SDK: model classes whose superclass is in the
/// runtime install as before; a class whose superclass the SDK only declares (UIView) is
/// refused before anything is created, with the reason and what to do.
@Suite(.serialized) struct RuntimeInstallerSDKTests {
    @Test func aModelHeaderWithUIKitAndURLSessionTypesInstalls() throws {
        let report = try RuntimeInstaller.install("""
            #import <UIKit/UIKit.h>
            @interface SDKInstallFeed : NSObject <NSURLSessionDataDelegate, NSSecureCoding>
            @property (nonatomic, copy) NSArray<NSURL *> *items;
            @property (nonatomic) UIEdgeInsets insets;
            @property (nonatomic, strong) dispatch_queue_t queue;
            @property (nonatomic) NSKeyValueObservingOptions options;
            @property (nonatomic, strong) NSString *description;
            @end
            """, fileName: "feed.h", options: HeaderOptions(platform: .iOS))
        let cls = try ObjCClass.named("SDKInstallFeed")
        #expect(report.classes.map(\.name) == ["SDKInstallFeed"])
        // The adopted protocols come from the SDK's declarations, with their inherited ones.
        #expect(report.protocols.map(\.name).contains("NSURLSessionDataDelegate"))
        #expect(cls.property(named: "insets")?.attributes == "T{UIEdgeInsets=dddd},N,V_insets")
        // NSObject declares `description`: no ivar, no V, no accessor of the header's own.
        #expect(cls.property(named: "description")?.attributes == "T@\"NSString\",&,N")
        #expect(cls.ivar(named: "_description") == nil)
        #expect(cls.ivar(named: "_queue") != nil)
        let feed = try cls.new()
        #expect(feed.responds(to: "setInsets:"))
    }

    @Test func aSuperclassTheSDKOnlyDeclaresIsRefusedBeforeAnythingIsCreated() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface SDKInstallModel : NSObject
            @property (nonatomic, copy) NSString *title;
            @end
            @interface SDKInstallBadge : UIView
            @property (nonatomic, strong) SDKInstallModel *model;
            @end
            """
        #expect(throws: RuntimeInstaller.InstallError.missingSuperclass(className: "SDKInstallBadge", superclass: "UIView", sdkModule: "UIKit")) {
            try RuntimeInstaller.install(header, fileName: "badge.h")
        }
        // The model class before it in the header was not created either.
        #expect(ObjCClass.lookUp("SDKInstallModel") == nil)
        let message = RuntimeInstaller.InstallError.missingSuperclass(className: "SDKInstallBadge", superclass: "UIView", sdkModule: "UIKit").description
        #expect(message.contains("UIKit module only declares 'UIView'"))
        #expect(message.contains("register a class named 'UIView' first"))
        #expect(message.contains("Nothing was installed."))
    }

    @Test func aCategoryOnASDKOnlyClassIsRefused() throws {
        #expect(throws: RuntimeInstaller.InstallError.missingClass(category: "Frame", className: "UIView", sdkModule: "UIKit")) {
            try RuntimeInstaller.install("#import <UIKit/UIKit.h>\n@interface UIView (Frame)\n@property (nonatomic) CGFloat left;\n@end\n",
                                         fileName: "frame.h")
        }
        #expect(throws: RuntimeInstaller.InstallError.rootClass(className: "SDKInstallRoot")) {
            try RuntimeInstaller.install("__attribute__((objc_root_class))\n@interface SDKInstallRoot\n@end\n", fileName: "root.h")
        }
    }

    @Test func aSuperclassRegisteredByTheProgramIsUsed() throws {
        // Register a stand-in UIResponder the way a program would; then its subclass installs.
        if ObjCClass.lookUp("UIResponder") == nil {
            let builder = try ClassBuilder(name: "UIResponder", superclass: try ObjCClass.named("NSObject"))
            _ = try builder.register()
        }
        let report = try RuntimeInstaller.install("""
            #import <UIKit/UIKit.h>
            @interface SDKInstallCoordinator : UIResponder
            @property (nonatomic) CGFloat progress;
            @end
            """, fileName: "coordinator.h")
        #expect(report.classes.map(\.name) == ["SDKInstallCoordinator"])
        #expect(try ObjCClass.named("SDKInstallCoordinator").superclass?.name == "UIResponder")
    }
}
