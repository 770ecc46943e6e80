/// Which Apple framework an unknown name belongs to, and the line that would declare it,
/// for the error a header gets when its only problem is a type the stand-in SDK lacks: the
/// user (or the next contributor) learns which text under `Sources/ObjCHeaders/SDK` to
/// extend and what to write there, instead of only that something is missing.
///
/// The framework comes from the name's prefix, Apple's naming convention; a prefix shared by
/// several frameworks (`NS` is Foundation's and AppKit's) names none, unless a longer prefix
/// settles it (`NSManagedObject…` is Core Data's).
enum SDKFrameworks {
    /// A framework an unknown name belongs to.
    struct Framework: Equatable {
        /// The framework's module name (`UIKit`, `os`).
        let name: String
        /// The header that imports it (`UIKit/UIKit.h`, `os/log.h`).
        let umbrella: String
        /// Where its stand-in lives, relative to the package, or nil when MiniObjC's SDK has
        /// no module for it yet.
        let file: String?
    }

    /// Longest prefixes first, so that `CFHTTP` wins over `CF` and `NSManaged` over `NS`.
    private static let prefixes: [(prefix: String, module: String, umbrella: String)] = [
        ("NSManagedObject", "CoreData", "CoreData/CoreData.h"), ("NSPersistent", "CoreData", "CoreData/CoreData.h"),
        ("NSFetchRequest", "CoreData", "CoreData/CoreData.h"), ("NSFetchedResults", "CoreData", "CoreData/CoreData.h"),
        ("NSEntityDescription", "CoreData", "CoreData/CoreData.h"),
        ("CFHTTP", "CFNetwork", "CFNetwork/CFNetwork.h"), ("CFNetService", "CFNetwork", "CFNetwork/CFNetwork.h"),
        ("CFHost", "CFNetwork", "CFNetwork/CFNetwork.h"), ("SCNetwork", "SystemConfiguration", "SystemConfiguration/SystemConfiguration.h"),
        ("dispatch_", "Dispatch", "dispatch/dispatch.h"), ("os_", "os", "os/log.h"),
        ("UI", "UIKit", "UIKit/UIKit.h"), ("CA", "QuartzCore", "QuartzCore/QuartzCore.h"),
        ("CG", "CoreGraphics", "CoreGraphics/CoreGraphics.h"), ("CF", "CoreFoundation", "CoreFoundation/CoreFoundation.h"),
        ("CT", "CoreText", "CoreText/CoreText.h"), ("CI", "CoreImage", "CoreImage/CoreImage.h"),
        ("Sec", "Security", "Security/Security.h"), ("SSL", "Security", "Security/Security.h"),
        ("SC", "SystemConfiguration", "SystemConfiguration/SystemConfiguration.h"), ("WK", "WebKit", "WebKit/WebKit.h"),
        ("CL", "CoreLocation", "CoreLocation/CoreLocation.h"), ("MK", "MapKit", "MapKit/MapKit.h"),
        ("AV", "AVFoundation", "AVFoundation/AVFoundation.h"), ("PH", "Photos", "Photos/Photos.h"),
        ("UN", "UserNotifications", "UserNotifications/UserNotifications.h"), ("CK", "CloudKit", "CloudKit/CloudKit.h"),
        ("CN", "Contacts", "Contacts/Contacts.h"), ("HK", "HealthKit", "HealthKit/HealthKit.h"),
        ("GK", "GameKit", "GameKit/GameKit.h"), ("CV", "CoreVideo", "CoreVideo/CoreVideo.h"),
        ("CM", "CoreMedia", "CoreMedia/CoreMedia.h"), ("LA", "LocalAuthentication", "LocalAuthentication/LocalAuthentication.h"),
        ("MTL", "Metal", "Metal/Metal.h"), ("EK", "EventKit", "EventKit/EventKit.h"),
        ("MP", "MediaPlayer", "MediaPlayer/MediaPlayer.h"), ("AR", "ARKit", "ARKit/ARKit.h"),
        ("VN", "Vision", "Vision/Vision.h"), ("ML", "CoreML", "CoreML/CoreML.h"),
    ].sorted { $0.prefix.count > $1.prefix.count }

    /// The file that holds each module's text, for the modules the stand-in SDK has.
    static let files: [String: String] = [
        "Darwin": "SDK+Darwin.swift", "ObjectiveC": "SDK+ObjectiveC.swift", "Dispatch": "SDK+Dispatch.swift",
        "os": "SDK+OSLog.swift", "CoreFoundation": "SDK+CoreFoundation.swift", "CFNetwork": "SDK+CFNetwork.swift",
        "CoreGraphics": "SDK+CoreGraphics.swift", "Security": "SDK+Security.swift",
        "SystemConfiguration": "SDK+Security.swift", "Foundation": "SDK+Foundation*.swift",
        "CoreServices": "SDK+Frameworks.swift", "MobileCoreServices": "SDK+Frameworks.swift",
        "UniformTypeIdentifiers": "SDK+Frameworks.swift", "ImageIO": "SDK+Frameworks.swift",
        "CoreImage": "SDK+Frameworks.swift", "QuartzCore": "SDK+QuartzCore.swift", "CoreText": "SDK+CoreText.swift",
        "CoreData": "SDK+Frameworks.swift", "UIFoundation": "SDK+UIFoundation.swift", "UIKit": "SDK+UIKit*.swift",
        "AppKit": "SDK+AppKit*.swift", "Cocoa": "SDK+Frameworks.swift", "WebKit": "SDK+Frameworks.swift",
    ]

    /// The framework `name` belongs to, when its prefix says.
    static func framework(of name: String) -> Framework? {
        for entry in prefixes where name.hasPrefix(entry.prefix) && name.count > entry.prefix.count {
            let next = name[name.index(name.startIndex, offsetBy: entry.prefix.count)]
            // `UIKit`'s `UI` must start a word: `UIBlurEffect`, not `Uint`; `os_` and `dispatch_` end in one.
            guard next.isUppercase || entry.prefix.hasSuffix("_") || entry.prefix.count > 3 else { continue }
            let file = SDK.module(named: entry.module) != nil ? files[entry.module].map { "Sources/ObjCHeaders/SDK/" + $0 } : nil
            return Framework(name: entry.module, umbrella: entry.umbrella, file: file)
        }
        return nil
    }

    /// The declaration that would make `name` known, in the shape Apple's headers give such a
    /// name — a forward `@class` for a class used as a type, an `@interface` for a superclass,
    /// a `@protocol`, a typed string enum for keys and names, an `NS_ENUM` / `CF_ENUM` for
    /// styles, modes and options, a pointer to an opaque struct for `…Ref` — with `…` where
    /// Apple's header has the details (an enum's base type decides its encoding, so it must
    /// be copied, not guessed).
    static func declaration(of name: String, as use: HeaderParser.NameUse) -> String {
        switch use {
        case .interface:
            return "@interface \(name) : <its superclass> … @end"
        case .protocolName:
            return "@protocol \(name) <NSObject> … @end"
        case .type:
            break
        }
        if name.hasSuffix("_t") {
            return "typedef <its C type> \(name);"
        }
        if name.hasSuffix("Ref"), name.count > 3 {
            return "typedef struct __\(name.dropLast(3)) *\(name);"
        }
        let stringSuffixes = ["Key", "Name", "Identifier", "Category"]
        if stringSuffixes.contains(where: name.hasSuffix) {
            return "typedef NSString *\(name) NS_TYPED_ENUM;"
        }
        let enumSuffixes = ["Style", "Type", "Types", "Mode", "Options", "Mask", "Flags", "State", "Kind", "Position",
                            "Alignment", "Direction", "Behavior", "Policy", "Level", "Priority", "Status", "Orientation",
                            "Metrics", "Code", "Edge", "Axis", "Format", "Weight", "Traits"]
        if enumSuffixes.contains(where: name.hasSuffix) {
            let cFramework = ["CF", "CG", "CT", "Sec", "SSL", "SC"].contains { name.hasPrefix($0) }
            return "typedef \(cFramework ? "CF_ENUM" : "NS_ENUM")(<its base type>, \(name)) { … };"
        }
        return "@class \(name);"
    }
}
