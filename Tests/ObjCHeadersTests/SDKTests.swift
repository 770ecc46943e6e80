import Foundation
import Testing
@testable import ObjCHeaders

/// The stand-in SDK: every import form loads it, it declares what real headers use (with
/// the encodings clang gives those types), its cache changes nothing but the cost, and a
/// name it lacks is an error that says where the name would come from.
@Suite struct SDKTests {
    func parse(_ text: String, target: TargetABI = .x86_64, platform: TargetPlatform = .macOS) throws -> HeaderFile {
        try HeaderParser.parse(text, fileName: "sdk.h", target: target, options: HeaderOptions(platform: platform))
    }

    @Test(arguments: [
        "#import <Foundation/Foundation.h>", "@import Foundation;", "#import <UIKit/UIKit.h>", "#import <AppKit/AppKit.h>",
        "#import <Cocoa/Cocoa.h>", "#import <CoreGraphics/CoreGraphics.h>", "#import <objc/runtime.h>",
        "#import <Security/Security.h>", "#import <SystemConfiguration/SystemConfiguration.h>",
        "#import <CoreFoundation/CoreFoundation.h>", "@import UIKit.UIView;", "#import <Foundation/NSString.h>",
        "#include <stdint.h>", "#import <QuartzCore/QuartzCore.h>", "#import <CoreData/CoreData.h>",
        "#import <WebKit/WebKit.h>", "#import <MobileCoreServices/MobileCoreServices.h>", "#import <ImageIO/ImageIO.h>",
    ])
    func everySDKImportLoads(_ line: String) throws {
        for platform in TargetPlatform.allCases {
            let file = try parse(line + "\n@class Later;\n", platform: platform)
            #expect(file.warnings.isEmpty, "\(line): \(file.warnings)")
            #expect(file.types.classNames.contains("Later"))
        }
    }

    @Test func anUnknownFrameworkIsAWarningNotAnError() throws {
        let file = try parse("#import <Foundation/Foundation.h>\n#import <ARKit/ARKit.h>\n@interface A : NSObject\n@end\n")
        #expect(file.warnings.count == 1)
        #expect(file.warnings[0].message.contains("'<ARKit/ARKit.h>' is not part of MiniObjC's SDK"))
        #expect(file.warnings[0].location.line == 2)
    }

    /// Classes, protocols and typedefs that real-world headers import from the SDK, each declared
    /// with the kind of declaration those headers expect.
    @Test func theSDKDeclaresTheSurfaceRealHeadersUse() throws {
        let file = try parse("#import <Foundation/Foundation.h>\n#import <UIKit/UIKit.h>\n#import <AppKit/AppKit.h>\n"
                             + "#import <objc/runtime.h>\n#import <Security/Security.h>\n"
                             + "#import <SystemConfiguration/SystemConfiguration.h>\n")
        let classes = ["NSError", "NSUUID", "NSDecimalNumber", "NSMutableSet", "NSSet", "NSOrderedSet", "NSURL", "NSURLRequest",
                       "NSMutableURLRequest", "NSURLResponse", "NSHTTPURLResponse", "NSURLSession", "NSURLSessionConfiguration",
                       "NSURLSessionTask", "NSURLSessionDataTask", "NSURLSessionDownloadTask", "NSURLSessionUploadTask",
                       "NSURLSessionTaskMetrics", "NSURLCredential", "NSURLAuthenticationChallenge", "NSProgress",
                       "NSOperationQueue", "UIColor", "UIImage", "UIView", "UILabel", "UIViewController", "NSColor", "NSImage",
                       "NSView", "CALayer", "NSLayoutConstraint", "NSProxy", "NSValueTransformer"]
        for c in classes { #expect(file.types.classNames.contains(c), "class \(c)") }
        let protocols = ["NSObject", "NSCopying", "NSMutableCopying", "NSCoding", "NSSecureCoding", "NSFastEnumeration",
                         "NSURLSessionDelegate", "NSURLSessionTaskDelegate", "NSURLSessionDataDelegate",
                         "NSURLSessionDownloadDelegate", "UIApplicationDelegate", "UITableViewDataSource", "CALayerDelegate"]
        for p in protocols { #expect(file.types.protocolNames.contains(p), "protocol \(p)") }
        let typedefs = ["NSErrorDomain", "NSKeyValueChangeKey", "NSKeyValueObservingOptions", "NSDataReadingOptions",
                        "NSTimeInterval", "NSRange", "UInt8", "UInt16", "UInt32", "UInt64", "SInt8", "SInt16", "SInt32", "SInt64",
                        "Ivar", "Method", "objc_property_t", "CFArrayRef", "CFArrayCallBacks", "SecTrustRef",
                        "SCNetworkReachabilityRef", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "UIEdgeInsets",
                        "NSURLSessionAuthChallengeDisposition", "dispatch_queue_t", "va_list"]
        for t in typedefs { #expect(file.types.typedefs[t] != nil, "typedef \(t)") }
        // NSObject's protocol properties and NSSecureCoding's class property.
        let nsObject = try #require(file.protocols.first { $0.name == "NSObject" })
        #expect(nsObject.properties.map(\.name) == ["hash", "superclass", "description", "debugDescription"])
        let secure = try #require(file.protocols.first { $0.name == "NSSecureCoding" })
        #expect(secure.properties.first?.name == "supportsSecureCoding")
        #expect(secure.properties.first?.isClassProperty == true)
        #expect(secure.protocols == ["NSCoding"])
    }

    /// Collection and table views, their data sources and delegates, the orientation types,
    /// AppKit's stack views, menus, pasteboard and text views, and Foundation's ports,
    /// Bonjour services and item providers — with the underlying types Apple's SDK gives
    /// their enums (which clang, compiling against this same stand-in text, cannot check).
    @Test func theSDKDeclaresViewsMenusAndServices() throws {
        let iOS = try parse("#import <UIKit/UIKit.h>\n", target: .arm64, platform: .iOS)
        for c in ["UICollectionView", "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewLayout",
                  "UICollectionViewFlowLayout", "UICollectionViewLayoutAttributes", "UICollectionViewController"] {
            #expect(iOS.types.classNames.contains(c), "class \(c)")
        }
        for p in ["UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
                  "UICollectionViewDataSourcePrefetching"] {
            #expect(iOS.types.protocolNames.contains(p), "protocol \(p)")
        }
        let mac = try parse("#import <Cocoa/Cocoa.h>\n")
        for c in ["NSTableView", "NSTableColumn", "NSTableCellView", "NSTableRowView", "NSCollectionView", "NSCollectionViewItem",
                  "NSCollectionViewFlowLayout", "NSStackView", "NSMenu", "NSMenuItem", "NSPasteboard", "NSPasteboardItem", "NSText",
                  "NSTextView", "NSPort", "NSMachPort", "NSNetService", "NSNetServiceBrowser", "NSItemProvider"] {
            #expect(mac.types.classNames.contains(c), "class \(c)")
        }
        for p in ["NSTableViewDataSource", "NSTableViewDelegate", "NSCollectionViewDataSource", "NSCollectionViewDelegate",
                  "NSCollectionViewDelegateFlowLayout", "NSStackViewDelegate", "NSMenuDelegate", "NSPasteboardWriting",
                  "NSPasteboardReading", "NSTextDelegate", "NSTextViewDelegate", "NSControlTextEditingDelegate",
                  "NSTextFieldDelegate", "NSPortDelegate", "NSNetServiceDelegate", "NSNetServiceBrowserDelegate",
                  "NSItemProviderReading", "NSItemProviderWriting"] {
            #expect(mac.types.protocolNames.contains(p), "protocol \(p)")
        }
        // NSTextField's delegate is typed with its protocol, as in AppKit.
        let textField = try #require(mac.interfaces.first { $0.name == "NSTextField" && $0.category == nil })
        let delegate = try #require(textField.properties.first { $0.name == "delegate" })
        guard case .object(let object) = delegate.type.kind else { throw FixtureError.missing("an object delegate") }
        #expect(object.protocols == ["NSTextFieldDelegate"])

        let enums: [(TargetPlatform, String, CBuiltin)] = [
            (.iOS, "UIInterfaceOrientation", .long), (.iOS, "UIInterfaceOrientationMask", .unsignedLong),
            (.iOS, "UICollectionViewScrollPosition", .unsignedLong), (.iOS, "UICollectionViewScrollDirection", .long),
            (.iOS, "UICollectionElementCategory", .unsignedLong),
            (.macOS, "NSTableViewAnimationOptions", .unsignedLong), (.macOS, "NSTableViewSelectionHighlightStyle", .long),
            (.macOS, "NSTableViewGridLineStyle", .unsignedLong), (.macOS, "NSTableViewColumnAutoresizingStyle", .unsignedLong),
            (.macOS, "NSTableViewRowSizeStyle", .long), (.macOS, "NSTableViewStyle", .long),
            (.macOS, "NSTableColumnResizingOptions", .unsignedLong), (.macOS, "NSCollectionViewScrollPosition", .unsignedLong),
            (.macOS, "NSCollectionViewItemHighlightState", .long), (.macOS, "NSCollectionViewScrollDirection", .long),
            (.macOS, "NSUserInterfaceLayoutOrientation", .long), (.macOS, "NSStackViewGravity", .long),
            (.macOS, "NSStackViewDistribution", .long), (.macOS, "NSPasteboardWritingOptions", .unsignedLong),
            (.macOS, "NSPasteboardReadingOptions", .unsignedLong), (.macOS, "NSSelectionAffinity", .unsignedLong),
            (.macOS, "NSNetServicesError", .long), (.macOS, "NSNetServiceOptions", .unsignedLong),
            (.macOS, "NSMachPortOptions", .unsignedLong), (.macOS, "NSItemProviderRepresentationVisibility", .long),
            (.macOS, "NSItemProviderFileOptions", .long), (.macOS, "NSItemProviderErrorCode", .long),
        ]
        for (platform, name, underlying) in enums {
            let file = platform == .iOS ? iOS : mac
            let type = try #require(file.types.typedefs[name], "typedef \(name)")
            guard case .enumeration(let i) = type.kind else {
                Issue.record(Comment(rawValue: "\(name) is not an enum"))
                continue
            }
            #expect(file.types.enums[i].isFixed && file.types.enums[i].underlying == underlying, "\(name)")
        }
        let mask = try TypeQuery.describe("UIInterfaceOrientationMask", declarations: "#import <UIKit/UIKit.h>\n", target: .arm64)
        #expect(mask.encoding == "Q" && mask.size == 8)
    }

    /// `NS_NONATOMIC_IOSONLY` is `nonatomic` on iOS and `atomic` on macOS, as in Apple's SDK:
    /// the item-provider protocols' class properties differ by platform.
    @Test func nonatomicOnlyOnIOS() throws {
        let text = "#import <Foundation/Foundation.h>\n@interface Note : NSObject <NSItemProviderReading>\n@end\n"
        let mac = try HeaderCompiler.compile(text, fileName: "n.h", target: .x86_64, options: HeaderOptions(platform: .macOS))
        let iOS = try HeaderCompiler.compile(text, fileName: "n.h", target: .arm64, options: HeaderOptions(platform: .iOS))
        func attributes(_ h: CompiledHeader) -> String? {
            h.class("Note")?.properties.first { $0.name == "readableTypeIdentifiersForItemProvider" }?.attributes
        }
        #expect(attributes(mac) == "T@\"NSArray\",R,C")
        #expect(attributes(iOS) == "T@\"NSArray\",R,C,N")
    }

    /// The SDK's types encode as clang encodes the real SDK's.
    @Test(arguments: [
        ("Ivar", "^{objc_ivar=}"), ("Method", "^{objc_method=}"), ("objc_property_t", "^{objc_property=}"),
        ("SecTrustRef", "^{__SecTrust=}"), ("SCNetworkReachabilityRef", "^{__SCNetworkReachability=}"),
        ("CFStringRef", "^{__CFString=}"), ("CFArrayCallBacks", "{?=q^?^?^?^?}"), ("CGImageRef", "^{CGImage=}"),
        ("UIEdgeInsets", "{UIEdgeInsets=dddd}"), ("CGAffineTransform", "{CGAffineTransform=dddddd}"),
        ("NSRange", "{_NSRange=QQ}"), ("UInt64", "Q"), ("SInt8", "c"), ("Boolean", "C"), ("NSTimeInterval", "d"),
        ("NSKeyValueObservingOptions", "Q"), ("NSDataReadingOptions", "Q"), ("NSComparisonResult", "q"),
        ("CGBitmapInfo", "I"), ("dispatch_queue_t", "@"), ("FILE *", "^{__sFILE=}"), ("va_list", "[1{__va_list_tag=II^v^v}]"),
        ("NSDecimal", "{?=b8b4b1b1b18[8S]}"), ("struct sockaddr_in", "{sockaddr_in=CCS{in_addr=I}[8c]}"),
    ])
    func sdkTypesEncodeAsClangDoes(_ type: String, _ encoding: String) throws {
        let declarations = "#import <Foundation/Foundation.h>\n#import <UIKit/UIKit.h>\n#import <SystemConfiguration/SystemConfiguration.h>\n#import <netinet/in.h>\n"
        #expect(try TypeQuery.describe(type, declarations: declarations, target: .x86_64).encoding == encoding)
    }

    @Test func vaListFollowsTheTarget() throws {
        #expect(try TypeQuery.describe("va_list", target: .arm64).encoding == "*")
        let h = try HeaderCompiler.compile("#import <Foundation/Foundation.h>\n@interface L : NSObject\n- (void)log:(NSString *)f args:(va_list)a;\n@end\n",
                                           target: .x86_64)
        #expect(h.class("L")?.methods.first?.types == "v32@0:8@16[1{__va_list_tag=II^v^v}]24")
    }

    /// Whether the SDK comes from the cache (the header starts with it) or is parsed in place
    /// (the header declares something first), the result is the same.
    @Test func theCachedSDKAndTheSDKParsedInPlaceAgree() throws {
        let body = "@interface Tile : UIView\n@property (nonatomic) UIEdgeInsets insets;\n@property (nonatomic, copy) NSString *name;\n"
            + "@property (nonatomic) dispatch_queue_t queue;\n@property (nonatomic) NSKeyValueObservingOptions options;\n@end\n"
        let cached = try HeaderCompiler.compile("#import <UIKit/UIKit.h>\n" + body, fileName: "a.h", target: .x86_64)
        let inPlace = try HeaderCompiler.compile("@class Tile;\n#import <UIKit/UIKit.h>\n" + body, fileName: "a.h", target: .x86_64)
        let again = try HeaderCompiler.compile("#import <UIKit/UIKit.h>\n" + body, fileName: "a.h", target: .x86_64)
        for other in [inPlace, again] {
            #expect(other.class("Tile")?.properties == cached.class("Tile")?.properties)
            #expect(other.class("Tile")?.ivars == cached.class("Tile")?.ivars)
            #expect(other.file.types.typedefs.count == cached.file.types.typedefs.count)
            #expect(other.file.interfaces.count == cached.file.interfaces.count)
        }
        #expect(cached.class("Tile")?.properties.map(\.attributes) == [
            "T{UIEdgeInsets=dddd},N,V_insets", "T@\"NSString\",C,N,V_name", "T@\"NSObject<OS_dispatch_queue>\",&,N,V_queue",
            "TQ,N,V_options",
        ])
    }

    @Test func manyThreadsCompilingAtOnceAgree() async throws {
        let text = "#import <AppKit/AppKit.h>\n@interface Panel : NSView\n@property (nonatomic) NSEdgeInsets padding;\n@end\n"
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for i in 0..<8 {
                group.addTask {
                    let target: TargetABI = i % 2 == 0 ? .x86_64 : .arm64
                    let h = try HeaderCompiler.compile(text, fileName: "p.h", target: target)
                    return h.class("Panel")?.properties.map(\.attributes) ?? []
                }
            }
            var all: [[String]] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        #expect(Set(results) == [["T{NSEdgeInsets=dddd},N,V_padding"]])
    }

    @Test func anUnknownNameSaysWhichImportDeclaresIt() throws {
        #expect {
            _ = try HeaderCompiler.compile("#import <Foundation/Foundation.h>\n@interface Tile : UIView\n@end\n", fileName: "t.h")
        } throws: { e in
            let message = (e as? HeaderError)?.message ?? ""
            return message.hasPrefix("cannot find interface declaration for 'UIView', superclass of 'Tile'")
                && message.contains("<UIKit/UIKit.h>")
        }
        #expect {
            _ = try HeaderCompiler.compile("@interface A\n@property CGRect frame;\n@end\n", fileName: "t.h")
        } throws: { e in
            let message = (e as? HeaderError)?.message ?? ""
            return message.hasPrefix("unknown type name 'CGRect'") && message.contains("<CoreGraphics/CoreGraphics.h>")
        }
        // A name no SDK module declares, after an include that was skipped: the hint names it.
        #expect {
            _ = try HeaderCompiler.compile("#import <Foundation/Foundation.h>\n#import \"AFHTTPSessionManager.h\"\n"
                                           + "@interface Client : AFHTTPSessionManager\n@end\n", fileName: "t.h")
        } throws: { e in
            let error = e as? HeaderError
            return error?.line == 3 && error?.message.contains("'\"AFHTTPSessionManager.h\"'") == true
                && error?.message.contains("-I") == true
        }
    }
}
