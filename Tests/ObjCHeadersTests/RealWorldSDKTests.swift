import Foundation
import Testing
@testable import ObjCHeaders

/// The SDK surface the second ring of real-world libraries needs (logging's `<os/log.h>`,
/// UIKit's visual effects and bars, Secure Transport, CFNetwork, CoreText), and what a user
/// sees when a header's only problem is an SDK type the stand-in SDK still lacks: the type,
/// its framework when the name says it, and the line to add to that framework's text.
@Suite struct RealWorldSDKTests {
    func failure(_ text: String, options: HeaderOptions = .standard) throws -> HeaderError {
        do {
            _ = try HeaderCompiler.compile(text, fileName: "lib.h", target: .x86_64, options: options)
        } catch let e as HeaderError {
            return e
        }
        throw FixtureError.missing("an error for \(text.debugDescription)")
    }

    // MARK: the SDK the libraries needed

    @Test func logTypesEncodeAsClangEncodesThem() throws {
        let header = try HeaderCompiler.compile("""
            #import <os/log.h>
            #import <Foundation/Foundation.h>
            @interface Logger : NSObject
            @property (nonatomic, strong) os_log_t log;
            @property (nonatomic) os_log_type_t type;
            - (os_log_type_t)typeForFlag:(NSUInteger)flag;
            @end
            """, fileName: "DDOSLogger.h", target: .x86_64)
        let logger = try #require(header.class("Logger"))
        #expect(logger.properties.map(\.attributes) == ["T@\"NSObject<OS_os_log>\",&,N,V_log", "TC,N,V_type"])
        #expect(logger.methods.first { $0.selector == "typeForFlag:" }?.types == "C24@0:8Q16")
    }

    @Test func hudTypesLoadOnIOS() throws {
        let header = try HeaderCompiler.compile("""
            #import <UIKit/UIKit.h>
            @interface HUDBackground : UIView
            @property (nonatomic) UIBlurEffectStyle blurEffectStyle;
            @property (nonatomic, strong) UIVisualEffectView *effectView;
            @property (nonatomic, copy) UIBlurEffect *customEffect;
            @property (nonatomic, strong) UIToolbar *toolbar;
            @end
            """, fileName: "MBProgressHUD.h", target: .arm64, options: HeaderOptions(platform: .iOS))
        let background = try #require(header.class("HUDBackground"))
        #expect(background.properties.map(\.attributes) == [
            "Tq,N,V_blurEffectStyle", "T@\"UIVisualEffectView\",&,N,V_effectView",
            "T@\"UIBlurEffect\",C,N,V_customEffect", "T@\"UIToolbar\",&,N,V_toolbar",
        ])
    }

    /// What clang cannot check, because it reads the same stand-in text: the new enums'
    /// underlying types are Apple's (each decides the encoding of every property of its type).
    @Test func theNewEnumsHaveApplesUnderlyingTypes() throws {
        let iOS = try HeaderParser.parse("#import <UIKit/UIKit.h>\n#import <os/log.h>\n#import <CoreText/CoreText.h>\n"
            + "#import <CoreData/CoreData.h>\n", fileName: "e.h", target: .arm64, options: HeaderOptions(platform: .iOS))
        let enums: [(String, CBuiltin)] = [
            ("UIBlurEffectStyle", .long), ("UIVibrancyEffectStyle", .long), ("UIBarStyle", .long), ("UIBarMetrics", .long),
            ("UIBarPosition", .long), ("UIBarButtonItemStyle", .long), ("UIBarButtonSystemItem", .long),
            ("UIInterpolatingMotionEffectType", .long), ("UIImpactFeedbackStyle", .long),
            ("UINotificationFeedbackType", .long), ("UITableViewCellSeparatorStyle", .long),
            ("os_log_type_t", .unsignedChar), ("os_signpost_type_t", .unsignedChar), ("SSLProtocol", .int),
            ("SSLSessionOption", .int), ("SSLSessionState", .int), ("CFNetworkErrors", .int),
            ("CTTextAlignment", .unsignedChar), ("CTLineBreakMode", .unsignedChar), ("CTWritingDirection", .signedChar),
            ("CTUnderlineStyle", .int), ("CTParagraphStyleSpecifier", .unsignedInt),
            ("NSFetchedResultsChangeType", .unsignedLong), ("NSTextCheckingType", .unsignedLongLong),
        ]
        for (name, underlying) in enums {
            let type = try #require(iOS.types.typedefs[name], "typedef \(name)")
            guard case .enumeration(let i) = type.kind else {
                Issue.record(Comment(rawValue: "\(name) is not an enum"))
                continue
            }
            #expect(iOS.types.enums[i].isFixed && iOS.types.enums[i].underlying == underlying, "\(name)")
        }
        let opaque = try TypeQuery.describe("SSLContextRef", declarations: "#import <Security/SecureTransport.h>\n", target: .x86_64)
        #expect(opaque.encoding == "^{SSLContext=}")
        let message = try TypeQuery.describe("CFHTTPMessageRef", declarations: "#import <Foundation/Foundation.h>\n", target: .x86_64)
        #expect(message.encoding == "^{__CFHTTPMessage=}")
    }

    /// A property a subclass redeclares from its SDK superclass is the superclass's: no ivar, no `V`.
    @Test func redeclaringAnSDKPropertyDoesNotSynthesizeIt() throws {
        let header = try HeaderCompiler.compile("""
            #import <UIKit/UIKit.h>
            @interface Table : UITableView
            @property (nonatomic) UITableViewCellSeparatorStyle separatorStyle;
            @property (nonatomic, copy) NSString *emptyTitle;
            @end
            """, fileName: "Table.h", target: .arm64, options: HeaderOptions(platform: .iOS))
        let table = try #require(header.class("Table"))
        #expect(table.properties.map(\.attributes) == ["Tq,N", "T@\"NSString\",C,N,V_emptyTitle"])
        #expect(table.ivars.map(\.name) == ["_emptyTitle"])
    }

    /// CocoaLumberjack's `DDFileLogger.h` (kept out of the corpus for this): a readonly
    /// property in ARC's `new` family cannot be synthesized, and MiniObjC, which synthesizes
    /// what the header does not say is implemented, reports it as clang does at the
    /// `@implementation` — at the property, with the getter's family.
    @Test func aNewFamilyPropertyIsRefusedAsClangRefusesItsSynthesis() throws {
        let e = try failure("""
            #import <Foundation/Foundation.h>
            @interface DDLogFileManagerDefault : NSObject
            @property (readonly, copy) NSString *newLogFileName;
            @end
            """)
        #expect(e.line == 3)
        #expect(e.message.hasPrefix("property follows Cocoa naming convention for returning 'owned' objects"))
    }

    // MARK: unknown SDK types

    @Test func anUnknownUIKitEnumNamesUIKitItsFileAndTheLine() throws {
        let e = try failure("""
            #import <UIKit/UIKit.h>
            @interface HUD : UIView
            @property (nonatomic) UIGlassXEffectStyle style;
            @end
            """, options: HeaderOptions(platform: .iOS))
        #expect(e.line == 3 && e.column == 23)
        #expect(e.message.hasPrefix("unknown type name 'UIGlassXEffectStyle'"))
        #expect(e.message.contains("'UIGlassXEffectStyle' is UIKit's (<UIKit/UIKit.h>)"))
        #expect(e.message.contains("add the line 'typedef NS_ENUM(<its base type>, UIGlassXEffectStyle) { … };'"))
        #expect(e.message.contains("to the UIKit text in Sources/ObjCHeaders/SDK/SDK+UIKit*.swift"))
    }

    @Test func anUnknownClassGetsAnAtClassLineAndASuperclassAnInterface() throws {
        let type = try failure("#import <UIKit/UIKit.h>\n@interface A : NSObject\n@property UIGlassEffectX *effect;\n@end\n")
        #expect(type.message.contains("add the line '@class UIGlassEffectX;'"))
        let superclass = try failure("#import <UIKit/UIKit.h>\n@interface A : UIGlassEffectViewX\n@end\n")
        #expect(superclass.message.hasPrefix("cannot find interface declaration for 'UIGlassEffectViewX', superclass of 'A'"))
        #expect(superclass.message.contains("add the line '@interface UIGlassEffectViewX : <its superclass> … @end'"))
        let proto = try failure("#import <UIKit/UIKit.h>\n@interface A : NSObject <UIGlassDelegateX>\n@end\n")
        #expect(proto.message.contains("add the line '@protocol UIGlassDelegateX <NSObject> … @end'"))
    }

    /// In a method's types clang says only "expected a type"; MiniObjC adds the same hint.
    @Test func anUnknownTypeInAMethodIsNamedToo() throws {
        let result = try failure("#import <UIKit/UIKit.h>\n@interface A : NSObject\n- (UIGlassEffect *)effect;\n@end\n",
                                 options: HeaderOptions(platform: .iOS))
        #expect(result.line == 3 && result.column == 4)
        #expect(result.message.hasPrefix("expected a type (no header read here declares 'UIGlassEffect'; by its prefix, "
            + "'UIGlassEffect' is UIKit's"))
        #expect(result.message.contains("add the line '@class UIGlassEffect;'"))
        let parameter = try failure("#import <os/log.h>\n@interface A\n- (void)logTo:(os_log_pack_t)pack;\n@end\n")
        #expect(parameter.line == 3 && parameter.column == 16)
        #expect(parameter.message.contains("'typedef <its C type> os_log_pack_t;'"))
        let project = try failure("@interface A\n- (void)take:(MyThing *)thing;\n@end\n")
        #expect(project.message.hasPrefix("expected a type (no header read here declares 'MyThing'"))
    }

    @Test func cTypesGetTheirShapeAndTheirFramework() throws {
        let log = try failure("#import <os/log.h>\n@interface A\n@property os_log_pack_t pack;\n@end\n")
        #expect(log.message.contains("'os_log_pack_t' is os's (<os/log.h>)"))
        #expect(log.message.contains("'typedef <its C type> os_log_pack_t;'"))
        #expect(log.message.contains("Sources/ObjCHeaders/SDK/SDK+OSLog.swift"))
        let ref = try failure("#import <Foundation/Foundation.h>\n@interface A : NSObject\n@property CFHTTPStreamXRef stream;\n@end\n")
        #expect(ref.message.contains("'CFHTTPStreamXRef' is CFNetwork's (<CFNetwork/CFNetwork.h>)"))
        #expect(ref.message.contains("'typedef struct __CFHTTPStreamX *CFHTTPStreamXRef;'"))
        let key = try failure("#import <UIKit/UIKit.h>\n@interface A : NSObject\n@property UIGlassXOptionKey key;\n@end\n")
        #expect(key.message.contains("'typedef NSString *UIGlassXOptionKey NS_TYPED_ENUM;'"))
    }

    @Test func aFrameworkTheSDKDoesNotHaveSaysWhichModuleToAdd() throws {
        let e = try failure("#import <Foundation/Foundation.h>\n@interface A : NSObject\n@property CLLocation *location;\n@end\n")
        #expect(e.message.contains("'CLLocation' is CoreLocation's (<CoreLocation/CoreLocation.h>), a framework MiniObjC's "
            + "stand-in SDK does not have: add Module(\"CoreLocation\", \"CoreLocation/CoreLocation.h\", …) to SDK.modules"))
        #expect(e.message.contains("the line '@class CLLocation;'"))
        // Imported, the framework is skipped; the hint names the skipped include and the module to add.
        let skipped = try failure("#import <Foundation/Foundation.h>\n#import <CoreLocation/CoreLocation.h>\n"
            + "@interface A : NSObject\n@property CLLocation *location;\n@end\n")
        #expect(skipped.message.contains("'<CoreLocation/CoreLocation.h>'"))
        #expect(skipped.message.contains("add Module(\"CoreLocation\""))
    }

    /// A prefix shared by frameworks (`NS`: Foundation and AppKit) names none, but still gives the line.
    @Test func anAmbiguousPrefixGivesTheLineWithoutAFramework() throws {
        let e = try failure("#import <AppKit/AppKit.h>\n@interface A : NSObject\n@property NSGlassViewX *view;\n@end\n")
        #expect(!e.message.contains("'NSGlassViewX' is"))
        #expect(e.message.contains("add it to Sources/ObjCHeaders/SDK, in its framework's text: '@class NSGlassViewX;'"))
        #expect(SDKFrameworks.framework(of: "NSManagedObjectX")?.name == "CoreData")
        #expect(SDKFrameworks.framework(of: "Uint8Thing") == nil)
    }

    /// Every module of the stand-in SDK names the file its text is in, and that file exists.
    @Test func everyModuleNamesAnExistingFile() throws {
        let sdk = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/ObjCHeaders/SDK").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: sdk.path)
        for module in SDK.modules {
            let pattern = try #require(SDKFrameworks.files[module.name], "no file for \(module.name)")
            let matches = pattern.hasSuffix("*.swift")
                ? files.contains { $0.hasPrefix(String(pattern.dropLast(7))) && $0.hasSuffix(".swift") }
                : files.contains(pattern)
            #expect(matches, "\(module.name): \(pattern)")
        }
    }
}
