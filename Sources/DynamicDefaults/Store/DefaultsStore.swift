import Dispatch
import ObjCRuntime
import PropertyLists

/// A defaults store with `NSUserDefaults` semantics, persisted as one property-list file per
/// domain.
///
/// Reads go through the search list — argument domain, this store's persistent domain, the
/// global domain (`NSGlobalDomain`), the registration domain — held in memory, so a read takes
/// the store's lock and does no file I/O. A write changes memory, marks the key pending and
/// returns; a background flush (``flushDelayMilliseconds`` after the first pending write)
/// merges the pending keys into the file under a cross-process lock and replaces the file
/// atomically. ``synchronize()`` flushes at once, and pending writes are flushed at exit.
///
/// Errors: ``synchronize()`` and ``flush()`` throw; what went wrong where no caller could be
/// told — a background flush, a file re-read after another process changed it, the flush at
/// exit, a value a generated setter refused, a corrupt file moved aside — goes to the
/// ``onError(_:)`` handlers; the files the store could not read when it opened are in
/// ``unreadableAtOpen``. The chapter Docs/DefaultsStore.md walks through the design.
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
    /// The domain files (this store's, the global domain's) that could not be read when the
    /// store opened: ``DefaultsError/corruptFile(path:_:)`` or ``DefaultsError/io(path:operation:errno:)``.
    /// The store opens anyway, as an application must start with a damaged file: such a
    /// domain reads as empty and its file is left as it is. The first flush of this store's
    /// own domain moves a corrupt file aside as `<domain>.plist.corrupt-<unix time>` before
    /// writing the new one (reported to ``onError(_:)``), so no stored byte is lost.
    public let unreadableAtOpen: [DefaultsError]

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
    /// - Throws: ``DefaultsError/invalidSuiteName(_:reason:)``. A domain file that cannot be
    ///   read does not fail the store: it reads as empty and is listed in ``unreadableAtOpen``.
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
        var initial = StoreState(argument: ArgumentDomain.parse(arguments ?? CommandLine.arguments))
        unreadableAtOpen = Self.load(appFile, globalFile, into: &initial)
        state = LockedValue(initial)
        queue = DispatchQueue(label: "DynamicDefaults.\(name)")
        ExitFlusher.register(self)
    }

    deinit {
        ExitFlusher.unregister(ObjectIdentifier(self))
        try? flush()
        releaseCompiledReads()
    }

    /// Reads both files into the initial state and returns what could not be read. An
    /// unreadable file leaves its domain empty; its signature is kept as "bad", so the file poll
    /// does not report the same version again, and none as good, so a flush reads the file
    /// (and moves it aside) before writing.
    private static func load(_ appFile: DomainFile, _ globalFile: DomainFile, into s: inout StoreState) -> [DefaultsError] {
        var errors: [DefaultsError] = []
        let appSig = appFile.signature(), globalSig = globalFile.signature()
        do {
            s.app = try appFile.read()
            s.appSignature = appSig
        } catch {
            errors.append(error)
            s.appBadSignature = appSig
        }
        do {
            s.global = try globalFile.read()
            s.globalSignature = globalSig
        } catch {
            errors.append(error)
            s.globalBadSignature = globalSig
        }
        s.generation &+= 1
        return errors
    }

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
