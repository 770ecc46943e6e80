import ObjCRuntime
import PropertyLists

/// `NSUserDefaults` for compiled Objective-C: a runtime class whose methods are Swift IMPs
/// over ``DefaultsStore``, so what a compiled program (GVUserDefaults.m, say) writes through
/// `[[NSUserDefaults standardUserDefaults] setObject:… forKey:…]` lands in the same plist
/// files, with the same atomic cross-process writes, that the Swift API and
/// `objcrt defaults read` use. It lives in a Swift process (a test host, `objcrt test`):
/// plain `objcrt cc` programs have the C layers only, and there the class is absent.
///
/// Each instance holds its store in one ivar. Instances of one domain share one store —
/// `+standardUserDefaults`, `-init` and `-initWithSuiteName:nil` the program's domain,
/// `-initWithSuiteName:` a suite's — so two objects never disagree about a key.
package enum UserDefaultsClass {
    /// The class, built once by ``install(directory:)``.
    struct Built: @unchecked Sendable {
        let cls: ObjCClass
        /// The byte offset of the `_store` ivar (an `Unmanaged<DefaultsStore>`, retained).
        let storeOffset: Int
    }

    /// Where the domain files live; fixed by the first ``install(directory:)``.
    static let configuredDirectory = LockedValue<String?>(nil)

    /// Built on first use, which ``install(directory:)`` makes; the IMPs read it without a lock.
    private static let made = Result<Built, any Error> { try build() }

    /// Builds and registers `NSUserDefaults` (once; later calls return the same class) and
    /// points compiled code's `NSUserDefaults` symbols at it. The DynamicDefaults start-up
    /// function: a host of compiled code calls it before loading that code.
    /// - Parameter directory: the folder of the domain files for every store this class
    ///   opens (default ``DefaultsStore/defaultDirectory()``: `$XDG_CONFIG_HOME`, else
    ///   `~/.config`). Only the first call's directory counts.
    /// - Throws: what building the class throws (`ObjCError`), e.g. when another class named
    ///   `NSUserDefaults` already exists.
    @discardableResult
    package static func install(directory: String? = nil) throws -> ObjCClass {
        configuredDirectory.withLock { if $0 == nil { $0 = directory ?? DefaultsStore.defaultDirectory() } }
        let b = try made.get()
        b.cls.publishForCompiledCode()
        return b.cls
    }

    /// The store `+standardUserDefaults` uses (opened on first use).
    package static var standardStore: DefaultsStore? { UserDefaultsStores.store(suite: nil) }

    /// The class and its ivar offset (only ever read once installed: the IMPs run after).
    @inline(__always)
    static var current: Built? {
        if case .success(let b) = made { return b }
        return nil
    }

    private static func build() throws -> Built {
        let b = try ClassBuilder(name: "NSUserDefaults", superclass: .nsObject)
        try b.addIvar("_store", size: 8, log2Alignment: 3, types: "^v")
        try UserDefaultsDomainIMPs.addMethods(to: b)
        let cls = try b.register()
        guard let offset = cls.ivar(named: "_store")?.offset else {
            throw DefaultsError.invalidSuiteName("NSUserDefaults", reason: "the class has no _store ivar")
        }
        return Built(cls: cls, storeOffset: offset)
    }
}
