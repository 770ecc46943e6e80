import ObjCRuntime
import PropertyLists

/// The stores `NSUserDefaults` instances use, one per domain for the life of the process
/// (Foundation also keeps one source per domain however many objects read it), and the
/// instance ↔ store link kept in each instance's `_store` ivar.
enum UserDefaultsStores {
    /// Domain name → store; the key `nil` stands for the program's own domain.
    private static let stores = LockedValue<[String: DefaultsStore]>([:])
    private static let standardKey = "\u{0}standard"

    /// The store of `suite` (nil: the program's domain), opened on first use in the
    /// configured directory. Nil for a suite name the store refuses (`NSGlobalDomain`, a name
    /// that is not a file name), as `-initWithSuiteName:` answers nil for it.
    static func store(suite: String?) -> DefaultsStore? {
        // A suite named after the program's domain is that domain: one store for it.
        let suite = suite == DefaultsStore.processDomainName() ? nil : suite
        let key = suite ?? standardKey
        return stores.withLock { s in
            if let existing = s[key] { return existing }
            let directory = UserDefaultsClass.configuredDirectory.withLock { $0 }
            guard let made = try? DefaultsStore(suiteName: suite, directory: directory) else { return nil }
            s[key] = made
            return made
        }
    }

    /// The open store whose persistent domain is `name`, if any: persistent-domain calls
    /// go through it so its memory and pending writes follow the file.
    static func openStore(forDomain name: String) -> DefaultsStore? {
        stores.withLock { s in s.values.first { $0.domainName == name } }
    }

    // MARK: the ivar

    /// Puts `store` into an instance's ivar (retained), releasing what was there.
    static func attach(_ store: DefaultsStore, to instance: UnsafeMutableRawPointer, offset: Int) {
        let slot = (instance + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        let old = slot.pointee
        slot.pointee = Unmanaged.passRetained(store).toOpaque()
        if let old { Unmanaged<DefaultsStore>.fromOpaque(old).release() }
    }

    /// Empties an instance's ivar (at `-dealloc`).
    static func detach(_ instance: UnsafeMutableRawPointer, offset: Int) {
        let slot = (instance + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        if let old = slot.pointee {
            slot.pointee = nil
            Unmanaged<DefaultsStore>.fromOpaque(old).release()
        }
    }

    /// Runs `body` with the receiver's store, without retaining it (the instance holds it
    /// for the duration of the message); `miss` for nil, an instance never initialised, or
    /// before the class exists.
    @inline(__always)
    static func with<R>(_ receiver: UnsafeMutableRawPointer?, miss: R, _ body: (DefaultsStore) -> R) -> R {
        guard let receiver, let built = UserDefaultsClass.current else { return miss }
        guard let raw = (receiver + built.storeOffset).load(as: UnsafeMutableRawPointer?.self) else { return miss }
        return Unmanaged<DefaultsStore>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }
}
