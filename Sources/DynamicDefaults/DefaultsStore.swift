import Dispatch
import ObjCRuntime
import PropertyLists

/// A handle for a key's fast path: reads through it skip hashing the key while nothing changed.
/// Made by ``DefaultsStore/key(_:)``; valid only with the store that made it.
public struct DefaultsKey: Sendable, Hashable {
    let index: Int
    /// The key name.
    public let name: String
}

/// A defaults store with `NSUserDefaults` semantics, persisted as one property-list file per
/// domain.
///
/// Reads go through the search list — argument domain, this store's persistent domain, the
/// global domain (`NSGlobalDomain`), the registration domain — held in memory, so a read takes
/// the store's lock and does no file I/O. A write changes memory, marks the key pending and
/// returns; a background flush (``flushDelayMilliseconds`` after the first pending write)
/// merges the pending keys into the file under a cross-process lock and replaces the file
/// atomically. ``synchronize()`` flushes at once, and pending writes are flushed at exit.
/// The chapter Docs/DefaultsStore.md walks through the design.
public final class DefaultsStore: Sendable {
    /// The domain every application reads after its own.
    public static let globalDomainName = "NSGlobalDomain"
    /// The volatile domain made from the `-key value` arguments.
    public static let argumentDomainName = "NSArgumentDomain"
    /// The volatile domain filled by ``register(defaults:)``.
    public static let registrationDomainName = "NSRegistrationDomain"

    /// This store's persistent domain: the suite name, or the program's name.
    public let domainName: String
    /// Where the domain files live.
    public let directory: String
    /// Delay between the first unflushed write and the background flush that lands it.
    public let flushDelayMilliseconds: Int
    /// How often the files are checked for changes made elsewhere, while observers exist.
    public let pollIntervalMilliseconds: Int

    let appFile: DomainFile
    let globalFile: DomainFile
    let state: LockedValue<StoreState>
    /// Serialises flushes, reloads and domain replacement (held around file work, never
    /// while calling user code).
    let fileLock = LockedValue<Void>(())
    let queue: DispatchQueue

    /// The default directory: `$XDG_CONFIG_HOME`, else `$HOME/.config`.
    public static func defaultDirectory() -> String {
        if let xdg = environment("XDG_CONFIG_HOME") { return xdg }
        return (environment("HOME") ?? ".") + "/.config"
    }

    /// The program's name, the domain of a store made without a suite name.
    public static func processDomainName() -> String {
        let path = CommandLine.arguments.first ?? "objcrt"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.isEmpty ? "objcrt" : name
    }

    /// Opens a store.
    /// - Parameters:
    ///   - suiteName: the persistent domain to use; `nil` means the program's name.
    ///     `NSGlobalDomain` (and the volatile domains' names) are refused, as Foundation does.
    ///   - directory: where the domain files are; default ``defaultDirectory()``.
    ///   - arguments: the process arguments the argument domain is built from; default
    ///     `CommandLine.arguments`.
    ///   - flushDelayMilliseconds: how long writes are coalesced before the background flush.
    ///   - pollIntervalMilliseconds: the file poll period while observers exist.
    /// - Throws: ``DefaultsError/invalidSuiteName(_:reason:)``. A corrupt domain file does not
    ///   fail the store: it reads as empty and the error is in ``lastError``.
    public init(suiteName: String? = nil, directory: String? = nil, arguments: [String]? = nil,
                flushDelayMilliseconds: Int = 25, pollIntervalMilliseconds: Int = 100) throws {
        let name = suiteName ?? Self.processDomainName()
        if let suiteName {
            if [Self.globalDomainName, Self.argumentDomainName, Self.registrationDomainName].contains(suiteName) {
                throw DefaultsError.invalidSuiteName(suiteName, reason: "it names a domain every store already reads; use a suite name of your own")
            }
            do { try DomainFile.validate(domain: suiteName) } catch DefaultsError.invalidDomainName(_, let reason) {
                throw DefaultsError.invalidSuiteName(suiteName, reason: reason)
            }
        }
        domainName = name
        self.directory = directory ?? Self.defaultDirectory()
        self.flushDelayMilliseconds = max(0, flushDelayMilliseconds)
        self.pollIntervalMilliseconds = max(1, pollIntervalMilliseconds)
        appFile = DomainFile(directory: self.directory, domain: name)
        globalFile = DomainFile(directory: self.directory, domain: Self.globalDomainName)
        state = LockedValue(StoreState(argument: ArgumentDomain.parse(arguments ?? CommandLine.arguments)))
        queue = DispatchQueue(label: "DynamicDefaults.\(name)")
        loadFromDisk()
        ExitFlusher.register(self)
    }

    deinit {
        ExitFlusher.unregister(ObjectIdentifier(self))
        try? flush()
    }

    /// Reads both files at start; a corrupt file leaves its domain empty and is reported.
    private func loadFromDisk() {
        var app: [String: PlistValue] = [:], global: [String: PlistValue] = [:]
        var error: DefaultsError?
        var appSig = appFile.signature(), globalSig = globalFile.signature()
        var appBad: FileSignature?, globalBad: FileSignature?
        do { app = try appFile.read() } catch let e as DefaultsError { error = e; appBad = appSig; appSig = nil } catch {}
        do { global = try globalFile.read() } catch let e as DefaultsError {
            error = error ?? e
            globalBad = globalSig
            globalSig = nil
        } catch {}
        state.withLock { s in
            s.app = app
            s.global = global
            s.appSignature = appSig
            s.globalSignature = globalSig
            s.appBadSignature = appBad
            s.globalBadSignature = globalBad
            s.lastError = error
            s.generation &+= 1
        }
    }

    /// The most recent load, flush or reload error, if any (a corrupt file, a failed write).
    public var lastError: DefaultsError? { state.withLock { $0.lastError } }

    // MARK: Reads

    /// The value the search list gives for `key`, or `nil`.
    public func object(forKey key: String) -> PlistValue? {
        state.withLock { $0.lookup(key) }
    }

    /// `integerForKey:` with Apple's coercions (see ``DefaultsCoercion/integer(_:)``).
    public func integer(forKey key: String) -> Int { DefaultsCoercion.integer(object(forKey: key)) }
    /// The value as an unsigned 64-bit integer (see ``DefaultsCoercion/unsignedInteger(_:)``).
    public func unsignedInteger(forKey key: String) -> UInt64 { DefaultsCoercion.unsignedInteger(object(forKey: key)) }
    /// `boolForKey:` (see ``DefaultsCoercion/bool(_:)``).
    public func bool(forKey key: String) -> Bool { DefaultsCoercion.bool(object(forKey: key)) }
    /// `doubleForKey:` (see ``DefaultsCoercion/double(_:)``).
    public func double(forKey key: String) -> Double { DefaultsCoercion.double(object(forKey: key)) }
    /// `floatForKey:`.
    public func float(forKey key: String) -> Float { Float(DefaultsCoercion.double(object(forKey: key))) }
    /// `stringForKey:`: strings, and numbers as text (see ``DefaultsCoercion/string(_:)``).
    public func string(forKey key: String) -> String? { DefaultsCoercion.string(object(forKey: key)) }
    /// `arrayForKey:`: the array, or `nil` for any other kind.
    public func array(forKey key: String) -> [PlistValue]? {
        if case .array(let a)? = object(forKey: key) { return a }
        return nil
    }
    /// `stringArrayForKey:`: an array of strings only, else `nil`.
    public func stringArray(forKey key: String) -> [String]? { DefaultsCoercion.stringArray(object(forKey: key)) }
    /// `dictionaryForKey:`.
    public func dictionary(forKey key: String) -> [String: PlistValue]? {
        if case .dictionary(let d)? = object(forKey: key) { return d }
        return nil
    }
    /// `dataForKey:`.
    public func data(forKey key: String) -> [UInt8]? {
        if case .data(let d)? = object(forKey: key) { return d }
        return nil
    }
    /// The date, or `nil` for any other kind.
    public func date(forKey key: String) -> PlistDate? {
        if case .date(let d)? = object(forKey: key) { return d }
        return nil
    }
    /// `URLForKey:` as a URL string (see ``DefaultsCoercion/url(_:home:workingDirectory:)``).
    public func url(forKey key: String) -> String? {
        DefaultsCoercion.url(object(forKey: key), home: environment("HOME"), workingDirectory: currentDirectory())
    }

    /// Every key the search list can see, with the value it gives (`dictionaryRepresentation`).
    public func dictionaryRepresentation() -> [String: PlistValue] {
        state.withLock { s in
            var d = s.registration
            d.merge(s.global) { $1 }
            d.merge(s.app) { $1 }
            d.merge(s.argument) { $1 }
            return d
        }
    }

    // MARK: Fast path (generated accessors)

    /// The fast-path handle for `key`. Make it once (accessor generation does, per property)
    /// and use it with ``integer(_:)``, ``object(_:)`` and ``set(_:for:)-(Int,_)``.
    public func key(_ name: String) -> DefaultsKey {
        state.withLock { s in
            if let i = s.slotIndex[name] { return DefaultsKey(index: i, name: name) }
            s.slots.append(KeySlot(name: name))
            s.slotIndex[name] = s.slots.count - 1
            return DefaultsKey(index: s.slots.count - 1, name: name)
        }
    }

    /// The value for a fast-path key: one lock and one array read while nothing changed.
    public func object(_ key: DefaultsKey) -> PlistValue? {
        withSlot(key) { $0 }
    }

    /// `integer(forKey:)` through a fast-path key.
    public func integer(_ key: DefaultsKey) -> Int {
        withSlot(key) { DefaultsCoercion.integer($0) }
    }

    /// `bool(forKey:)` through a fast-path key.
    public func bool(_ key: DefaultsKey) -> Bool {
        withSlot(key) { DefaultsCoercion.bool($0) }
    }

    /// `double(forKey:)` through a fast-path key.
    public func double(_ key: DefaultsKey) -> Double {
        withSlot(key) { DefaultsCoercion.double($0) }
    }

    func withSlot<T>(_ key: DefaultsKey, _ body: (PlistValue?) -> T) -> T {
        state.withLock { s in
            guard key.index < s.slots.count, s.slots[key.index].name == key.name else {
                // A key from another store: fall back to the name.
                return body(s.lookup(key.name))
            }
            return body(s.resolve(key.index))
        }
    }
}
