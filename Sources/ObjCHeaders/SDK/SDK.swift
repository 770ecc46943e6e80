/// MiniObjC's stand-in for the Apple SDK: the public types, typedefs, enums, protocols and
/// classes real headers use, written as ordinary Objective-C, one module per framework
/// (`Darwin`, `ObjectiveC`, `CoreFoundation`, `Foundation`, `UIKit`, …).
///
/// The texts are Swift string constants in the files beside this one (one file per framework
/// or part of one, each under 600 lines), so the `objcrt` binary needs no resource files and
/// there is no generation step that could drift. The same texts are clang's stand-in SDK:
/// `Tests/ObjCHeadersTests/Fixtures/sdk_standin.py` reads the `Module(…)` table below and the
/// `static let … = #"""…"""#` constants it names, writes each module to its umbrella path
/// with a `module.modulemap`, and the fixture generators compile against that directory.
/// So keep this table one `Module(…)` per line, and the texts raw string literals.
///
/// An include selects a module when its path is the umbrella, is listed, or falls under a
/// listed `Prefix/*`; `@import Name` selects the module `Name`. To add to the SDK, extend a
/// text (or add a part to a module, or a module here), regenerate the fixtures, and run the
/// tests: clang and MiniObjC must agree on the new declarations.
enum SDK {
    /// One framework (or library) of the stand-in SDK.
    struct Module: Sendable {
        /// The module name, as `@import` spells it.
        let name: String
        /// The header clang's stand-in SDK holds the text in; locations in the text use it.
        let umbrella: String
        /// Other include paths that select this module: exact paths and `Prefix/*` patterns.
        let paths: [String]
        /// The module's source, its parts joined.
        let text: String

        init(_ name: String, _ umbrella: String, _ paths: [String], _ parts: [String]) {
            self.name = name
            self.umbrella = umbrella
            self.paths = paths
            self.text = parts.joined(separator: "\n")
        }

        /// The file name tokens of this module carry (`<Foundation/Foundation.h>`).
        var fileName: String { "<" + umbrella + ">" }

        func selects(_ path: String) -> Bool {
            if path == umbrella { return true }
            for p in paths {
                if p.hasSuffix("/*") ? path.hasPrefix(p.dropLast()) : path == p { return true }
            }
            return false
        }
    }

    /// The modules, each after the modules it imports.
    static let modules: [Module] = [
        Module("Darwin", "Darwin/Darwin.h", ["Darwin/*", "TargetConditionals.h", "Availability.h", "AvailabilityMacros.h", "AvailabilityInternal.h", "AvailabilityVersions.h", "stdint.h", "stddef.h", "stdbool.h", "stdarg.h", "inttypes.h", "limits.h", "float.h", "string.h", "strings.h", "stdlib.h", "stdio.h", "math.h", "time.h", "errno.h", "assert.h", "ctype.h", "wchar.h", "unistd.h", "fcntl.h", "dlfcn.h", "pthread.h", "pthread/*", "sched.h", "sys/*", "mach/*", "libkern/*", "os/lock.h", "Block.h", "netinet/*", "netinet6/*", "arpa/*", "netdb.h", "ifaddrs.h", "CommonCrypto/*", "sqlite3.h"], [darwinBase, darwinLibrary]),
        Module("ObjectiveC", "objc/objc.h", ["objc/*"], [objectiveC]),
        Module("Dispatch", "dispatch/dispatch.h", ["dispatch/*"], [dispatch]),
        Module("os", "os/log.h", ["os/*"], [osLog]),
        Module("CoreFoundation", "CoreFoundation/CoreFoundation.h", ["CoreFoundation/*"], [coreFoundation]),
        Module("CFNetwork", "CFNetwork/CFNetwork.h", ["CFNetwork/*"], [cfNetwork]),
        Module("CoreGraphics", "CoreGraphics/CoreGraphics.h", ["CoreGraphics/*"], [coreGraphics]),
        Module("Security", "Security/Security.h", ["Security/*"], [security, secureTransport]),
        Module("SystemConfiguration", "SystemConfiguration/SystemConfiguration.h", ["SystemConfiguration/*"], [systemConfiguration]),
        Module("Foundation", "Foundation/Foundation.h", ["Foundation/*"], [foundationBase, foundationValues, foundationCollections, foundationSystem, foundationFormatting, foundationURL, foundationURLSession, foundationExchange]),
        Module("CoreServices", "CoreServices/CoreServices.h", ["CoreServices/*"], [coreServices]),
        Module("MobileCoreServices", "MobileCoreServices/MobileCoreServices.h", ["MobileCoreServices/*"], [mobileCoreServices]),
        Module("UniformTypeIdentifiers", "UniformTypeIdentifiers/UniformTypeIdentifiers.h", ["UniformTypeIdentifiers/*"], [uniformTypeIdentifiers]),
        Module("ImageIO", "ImageIO/ImageIO.h", ["ImageIO/*"], [imageIO]),
        Module("CoreImage", "CoreImage/CoreImage.h", ["CoreImage/*"], [coreImage]),
        Module("QuartzCore", "QuartzCore/QuartzCore.h", ["QuartzCore/*"], [quartzCore]),
        Module("CoreText", "CoreText/CoreText.h", ["CoreText/*"], [coreText]),
        Module("CoreData", "CoreData/CoreData.h", ["CoreData/*"], [coreData]),
        Module("UIFoundation", "UIFoundation/UIFoundation.h", ["UIFoundation/*"], [uiFoundation]),
        Module("UIKit", "UIKit/UIKit.h", ["UIKit/*"], [uiKitBase, uiKitViews, uiKitControls, uiKitCollections, uiKitBars]),
        Module("AppKit", "AppKit/AppKit.h", ["AppKit/*"], [appKit, appKitContent]),
        Module("Cocoa", "Cocoa/Cocoa.h", ["Cocoa/*"], [cocoa]),
        Module("WebKit", "WebKit/WebKit.h", ["WebKit/*"], [webKit]),
    ]

    static let byName: [String: Module] = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0) })
    private static let fileNames: Set<String> = Set(modules.map(\.fileName))

    /// `ObjectiveC, Darwin, Foundation, …` for messages.
    static var moduleList: String { modules.map(\.name).joined(separator: ", ") }

    /// The module `@import name` loads.
    static func module(named name: String) -> Module? { byName[name] }

    /// The module an `#import <path>` (or `"path"` found nowhere else) loads.
    static func module(forInclude path: String) -> Module? {
        modules.first { $0.selects(path) }
    }

    /// True for the file names SDK tokens carry.
    static func isSDKFile(_ file: String) -> Bool { fileNames.contains(file) }
}
