import ObjCRuntime
import PropertyLists

/// The IMPs of `NSUserDefaults`' life cycle and domains: `+standardUserDefaults`, the two
/// initialisers, `-dealloc`, `-registerDefaults:`, `-synchronize`,
/// `-dictionaryRepresentation` and the persistent-domain calls.
enum UserDefaultsDomainIMPs {
    typealias Receiver = UnsafeMutableRawPointer?
    typealias Cmd = UnsafeRawPointer?
    typealias Object = UnsafeMutableRawPointer?

    /// The one `+standardUserDefaults` object, made on first use and kept for the process.
    private static let standardInstance = LockedValue<ObjCObject?>(nil)

    /// `+standardUserDefaults`: +0, alive for the life of the process.
    static let standardUserDefaults: @convention(c) (Receiver, Cmd) -> Object = { _, _ in
        standardInstance.withLock { instance in
            if let instance { return instance.pointer }
            guard let made = try? UserDefaultsClass.current?.cls.new() else { return nil }
            instance = made
            return made.pointer
        }
    }

    /// `+resetStandardUserDefaults`: writes what is pending. The shared object and its
    /// store stay, so objects that kept it (GVUserDefaults caches it) keep seeing the same
    /// values — Foundation, too, has made this call all but a no-op.
    static let resetStandardUserDefaults: @convention(c) (Receiver, Cmd) -> Void = { _, _ in
        try? UserDefaultsStores.store(suite: nil)?.synchronize()
    }

    /// Gives `instance` (+1, consumed) the store of `suite`; releases it and answers nil when
    /// the suite name is refused.
    private static func initialise(_ instance: UnsafeMutableRawPointer, suite: String?) -> Object {
        guard let built = UserDefaultsClass.current, let store = UserDefaultsStores.store(suite: suite) else {
            ObjCObject.release(instance)
            return nil
        }
        UserDefaultsStores.attach(store, to: instance, offset: built.storeOffset)
        return instance
    }

    /// `-init`: the program's domain, as `+standardUserDefaults`.
    static let initIMP: @convention(c) (Receiver, Cmd) -> Object = { obj, _ in
        guard let obj else { return nil }
        return initialise(obj, suite: nil)
    }

    /// `-initWithSuiteName:`: nil is the program's domain; `NSGlobalDomain`, a volatile
    /// domain's name or a name that cannot be a file name answer nil, as Foundation does.
    static let initWithSuiteName: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, name in
        guard let obj else { return nil }
        if let name, UserDefaultsIMPs.text(name) == nil {
            ObjCObject.release(obj)
            return nil
        }
        return initialise(obj, suite: UserDefaultsIMPs.text(name))
    }

    /// `-dealloc`: lets go of the store, then NSObject's `-dealloc` (through the catch barrier,
    /// as every Swift call of an IMP that could be compiled code).
    static let dealloc: @convention(c) (Receiver, Cmd) -> Void = { obj, cmd in
        guard let obj, let cmd else { return }
        if let built = UserDefaultsClass.current { UserDefaultsStores.detach(obj, offset: built.storeOffset) }
        let imp = MessageSend.lookupSuper(obj, from: .nsObject, Selector(rawValue: cmd))
        typealias Barrier = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64, UInt64, UInt64, IMP) -> Void
        unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(obj, cmd, 0, 0, 0, imp)
    }

    /// `-registerDefaults:`: merges into the registration domain; a dictionary holding a value
    /// with no property-list form raises and registers nothing.
    static let registerDefaults: @convention(c) (Receiver, Cmd, Object) -> Void = { obj, cmd, dictionary in
        guard let dictionary else { return }
        guard case .dictionary(let entries)? = try? BridgedValue(object: ObjCObject(retaining: dictionary)) else {
            UserDefaultsIMPs.raiseInvalid(cmd, "the argument <\(ObjCClass(ofObject: dictionary).name)> is not a dictionary of property-list values")
            return
        }
        var converted: [String: PlistValue] = [:]
        for (key, value) in entries {
            guard let p = PlistValue(bridged: value) else {
                UserDefaultsIMPs.raiseInvalid(cmd, "Attempt to insert non-property list object for key \(key)")
                return
            }
            converted[key] = p
        }
        UserDefaultsStores.with(obj, miss: ()) { $0.register(defaults: converted) }
    }

    /// `-synchronize`: YES when the pending writes reached the file (a failure is also
    /// reported to the store's `onError` handlers).
    static let synchronize: @convention(c) (Receiver, Cmd) -> Int8 = { obj, _ in
        UserDefaultsStores.with(obj, miss: 0) { store in (try? store.synchronize()) != nil ? 1 : 0 }
    }

    static let dictionaryRepresentation: @convention(c) (Receiver, Cmd) -> Object = { obj, _ in
        UserDefaultsStores.with(obj, miss: nil) { UserDefaultsIMPs.autoreleased(.dictionary($0.dictionaryRepresentation())) }
    }

    /// The store that answers for the persistent domain `name`: the open store of that
    /// domain if there is one (so its memory follows), else the receiver's, which reads and
    /// writes the file.
    private static func domainStore(_ obj: Receiver, _ name: String, _ body: (DefaultsStore) throws -> Void) {
        if let open = UserDefaultsStores.openStore(forDomain: name) {
            report(open) { try body(open) }
        } else {
            UserDefaultsStores.with(obj, miss: ()) { store in report(store) { try body(store) } }
        }
    }

    private static func report(_ store: DefaultsStore, _ body: () throws -> Void) {
        do { try body() } catch let e as DefaultsError { store.report(e) } catch {}
    }

    /// `-persistentDomainForName:`: the domain's dictionary, or nil when it has no file (or
    /// the name is not a domain's).
    static let persistentDomainForName: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, name in
        guard let n = UserDefaultsIMPs.text(name) else { return nil }
        var result: Object = nil
        domainStore(obj, n) { store in
            if let d = try store.persistentDomain(forName: n) { result = UserDefaultsIMPs.autoreleased(.dictionary(d)) }
        }
        return result
    }

    /// `-setPersistentDomain:forName:`: replaces the domain and writes its file now.
    static let setPersistentDomain: @convention(c) (Receiver, Cmd, Object, Object) -> Void = { obj, cmd, dictionary, name in
        guard let n = UserDefaultsIMPs.nameArgument(name, cmd) else { return }
        guard let dictionary, case .dictionary(let entries)? = try? BridgedValue(object: ObjCObject(retaining: dictionary)),
              case .dictionary(let d)? = PlistValue(bridged: .dictionary(entries)) else {
            UserDefaultsIMPs.raiseInvalid(cmd, "the domain is not a dictionary of property-list values")
            return
        }
        domainStore(obj, n) { try $0.setPersistentDomain(d, forName: n) }
    }

    /// `-removePersistentDomainForName:`: deletes the domain's file (and, for an open
    /// store's domain, its values in memory and its pending writes).
    static let removePersistentDomainForName: @convention(c) (Receiver, Cmd, Object) -> Void = { obj, _, name in
        guard let n = UserDefaultsIMPs.text(name) else { return }
        domainStore(obj, n) { try $0.removePersistentDomain(forName: n) }
    }

    static func addMethods(to b: ClassBuilder) throws {
        try b.addClassMethod("standardUserDefaults", types: "@16@0:8", function: standardUserDefaults)
        try b.addClassMethod("resetStandardUserDefaults", types: "v16@0:8", function: resetStandardUserDefaults)
        try b.addMethod("init", types: "@16@0:8", function: initIMP)
        try b.addMethod("initWithSuiteName:", types: "@24@0:8@16", function: initWithSuiteName)
        try b.addMethod("dealloc", types: "v16@0:8", function: dealloc)
        try b.addMethod("registerDefaults:", types: "v24@0:8@16", function: registerDefaults)
        try b.addMethod("synchronize", types: "c16@0:8", function: synchronize)
        try b.addMethod("dictionaryRepresentation", types: "@16@0:8", function: dictionaryRepresentation)
        try b.addMethod("persistentDomainForName:", types: "@24@0:8@16", function: persistentDomainForName)
        try b.addMethod("setPersistentDomain:forName:", types: "v32@0:8@16@24", function: setPersistentDomain)
        try b.addMethod("removePersistentDomainForName:", types: "v24@0:8@16", function: removePersistentDomainForName)
        try UserDefaultsIMPs.addValueMethods(to: b)
    }
}
