import ObjCRuntime
import PropertyLists

/// The IMPs of `NSUserDefaults`' value methods: `…ForKey:` reads with Apple's conversions
/// (``DefaultsCoercion``, through the store's typed reads) and `set…:forKey:` writes, each a
/// C function of the width clang calls. Object results are autoreleased (+0), as
/// Foundation's getters return them.
///
/// Bad input raises as Foundation does — a value with no property-list form, a key that is
/// not a string — as NSInvalidArgumentException through the runtime's raise
/// (`ObjCException.raise`): pending in a Swift process, where the caller's next Swift send
/// reports it, thrown where the thread throws. The store is then unchanged.
enum UserDefaultsIMPs {
    typealias Receiver = UnsafeMutableRawPointer?
    typealias Cmd = UnsafeRawPointer?
    typealias Object = UnsafeMutableRawPointer?

    /// An NSString argument's text; nil for nil or any other object.
    @inline(__always)
    static func text(_ object: Object) -> String? {
        object.flatMap { UnmanagedObject($0).string }
    }

    /// A stored value as a new autoreleased object (+0 to the caller); nil for nil.
    static func autoreleased(_ value: PlistValue?) -> Object {
        guard let value, let object = ObjectValues.object(for: value) else { return nil }
        AutoreleasePool.add(object)
        return object.pointer
    }

    /// Records NSInvalidArgumentException for `selector` sent to NSUserDefaults.
    static func raiseInvalid(_ cmd: Cmd, _ reason: String) {
        let selector = cmd.map { Selector(rawValue: $0) } ?? Selector("setObject:forKey:")
        ObjCException.raise(ObjCException.invalidArgument(className: "NSUserDefaults", selector: selector.name, reason: reason),
                            receiver: nil, selector: selector)
    }

    /// Raises for a key (or a domain name) that is nil or not a string; returns nil.
    static func refuseKey(_ key: Object, _ cmd: Cmd) -> String? {
        raiseInvalid(cmd, key.map { "the key <\(ObjCClass(ofObject: $0).name)> is not a string" }
                              ?? "attempt to insert a value for a nil key")
        return nil
    }

    /// A string argument that names something (a domain), or nil after raising for nil or
    /// a non-string.
    static func nameArgument(_ name: Object, _ cmd: Cmd) -> String? {
        text(name) ?? refuseKey(name, cmd)
    }

    /// A setter's key name, or nil after raising for a nil or non-string key.
    @inline(__always)
    static func setterKey(_ store: DefaultsStore, _ key: Object, _ cmd: Cmd) -> String? {
        key.flatMap { store.compiledKeyName($0) } ?? refuseKey(key, cmd)
    }

    /// Runs a typed read of the value under `key` (``DefaultsStore/compiledValue(forKey:miss:_:)``);
    /// `miss` for a nil key, a non-string key or a receiver without a store.
    @inline(__always)
    static func read<R>(_ obj: Receiver, _ key: Object, miss: R, _ body: (PlistValue?) -> R) -> R {
        guard let key else { return miss }
        return UserDefaultsStores.with(obj, miss: miss) { $0.compiledValue(forKey: key, miss: miss, body) }
    }

    /// Runs a write with the setter's key name; raises for a bad key (see ``setterKey(_:_:_:)``).
    @inline(__always)
    static func write(_ obj: Receiver, _ key: Object, _ cmd: Cmd, _ body: (DefaultsStore, String) -> Void) {
        UserDefaultsStores.with(obj, miss: ()) { store in
            guard let k = setterKey(store, key, cmd) else { return }
            body(store, k)
        }
    }

    // MARK: Objects

    /// The same object while the value is unchanged (``CompiledReads``), autoreleased.
    static let objectForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        guard let key, let made = UserDefaultsStores.with(obj, miss: nil, { $0.compiledObject(forKey: key) }) else { return nil }
        UnmanagedObject(made).autorelease()
        return made
    }

    /// `setObject:forKey:`: nil removes the key; a value with no property-list form raises
    /// "Attempt to insert non-property list object … for key …" and changes nothing.
    static let setObjectForKey: @convention(c) (Receiver, Cmd, Object, Object) -> Void = { obj, cmd, value, key in
        write(obj, key, cmd) { store, k in
            guard let value else { return store.removeObject(forKey: k) }
            switch ObjectValues.plist(for: UnmanagedObject(value)) {
            case .success(let p): store.set(p, forKey: k)
            case .failure(let bad): raiseInvalid(cmd, "Attempt to insert non-property list object \(bad.description) for key \(k)")
            }
        }
    }

    static let removeObjectForKey: @convention(c) (Receiver, Cmd, Object) -> Void = { obj, _, key in
        guard let key else { return }
        UserDefaultsStores.with(obj, miss: ()) { store in store.compiledKeyName(key).map { store.removeObject(forKey: $0) } }
    }

    static let stringForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        autoreleased(read(obj, key, miss: nil) { DefaultsCoercion.string($0).map(PlistValue.string) })
    }

    static let arrayForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        autoreleased(read(obj, key, miss: nil) { if case .array(let a)? = $0 { return .array(a) } else { return nil } })
    }

    static let stringArrayForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        autoreleased(read(obj, key, miss: nil) { DefaultsCoercion.stringArray($0).map { .array($0.map(PlistValue.string)) } })
    }

    static let dictionaryForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        autoreleased(read(obj, key, miss: nil) { if case .dictionary(let d)? = $0 { return .dictionary(d) } else { return nil } })
    }

    static let dataForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        autoreleased(read(obj, key, miss: nil) { if case .data(let d)? = $0 { return .data(d) } else { return nil } })
    }

    /// `URLForKey:`: a stored URL string, or a path made a `file://` URL (``DefaultsStore/url(forKey:)``).
    static let urlForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, key in
        let home = environment("HOME"), cwd = currentDirectory()
        guard let url = read(obj, key, miss: nil, { DefaultsCoercion.url($0, home: home, workingDirectory: cwd) }),
              let made = try? ObjCClass.lookUp("NSURL")?.send("URLWithString:", ObjCObject.string(url)) else { return nil }
        AutoreleasePool.add(made)
        return made.pointer
    }

    /// `setURL:forKey:`: the URL's text (nil removes the key; a non-URL raises).
    static let setURLForKey: @convention(c) (Receiver, Cmd, Object, Object) -> Void = { obj, cmd, url, key in
        write(obj, key, cmd) { store, k in
            guard let url else { return store.removeObject(forKey: k) }
            guard UnmanagedObject(url).valueKind == .url,
                  let text = (try? ObjCObject(retaining: url).send("absoluteString"))??.stringValue else {
                return raiseInvalid(cmd, "the value <\(ObjCClass(ofObject: url).name)> is not an NSURL")
            }
            store.set(.string(text), forKey: k)
        }
    }

    // MARK: Scalars

    static let integerForKey: @convention(c) (Receiver, Cmd, Object) -> Int = { obj, _, key in
        read(obj, key, miss: 0, DefaultsCoercion.integer)
    }
    static let setIntegerForKey: @convention(c) (Receiver, Cmd, Int, Object) -> Void = { obj, cmd, v, key in
        write(obj, key, cmd) { store, k in store.set(v, forKey: k) }
    }
    static let floatForKey: @convention(c) (Receiver, Cmd, Object) -> Float = { obj, _, key in
        read(obj, key, miss: 0) { Float(DefaultsCoercion.double($0)) }
    }
    static let setFloatForKey: @convention(c) (Receiver, Cmd, Float, Object) -> Void = { obj, cmd, v, key in
        write(obj, key, cmd) { store, k in store.set(Double(v), forKey: k) }
    }
    static let doubleForKey: @convention(c) (Receiver, Cmd, Object) -> Double = { obj, _, key in
        read(obj, key, miss: 0, DefaultsCoercion.double)
    }
    static let setDoubleForKey: @convention(c) (Receiver, Cmd, Double, Object) -> Void = { obj, cmd, v, key in
        write(obj, key, cmd) { store, k in store.set(v, forKey: k) }
    }
    /// `BOOL` is `signed char` on x86-64 (`c`).
    static let boolForKey: @convention(c) (Receiver, Cmd, Object) -> Int8 = { obj, _, key in
        read(obj, key, miss: 0) { DefaultsCoercion.bool($0) ? 1 : 0 }
    }
    static let setBoolForKey: @convention(c) (Receiver, Cmd, Int8, Object) -> Void = { obj, cmd, v, key in
        write(obj, key, cmd) { store, k in store.set(v != 0, forKey: k) }
    }

    /// The value methods with their type strings (x86-64 LP64 offsets).
    static func addValueMethods(to b: ClassBuilder) throws {
        let getter = "@24@0:8@16", setter = "v32@0:8@16@24"
        try b.addMethod("objectForKey:", types: getter, function: objectForKey)
        try b.addMethod("valueForKey:", types: getter, function: objectForKey)
        try b.addMethod("setObject:forKey:", types: setter, function: setObjectForKey)
        try b.addMethod("setValue:forKey:", types: setter, function: setObjectForKey)
        try b.addMethod("removeObjectForKey:", types: "v24@0:8@16", function: removeObjectForKey)
        try b.addMethod("stringForKey:", types: getter, function: stringForKey)
        try b.addMethod("arrayForKey:", types: getter, function: arrayForKey)
        try b.addMethod("stringArrayForKey:", types: getter, function: stringArrayForKey)
        try b.addMethod("dictionaryForKey:", types: getter, function: dictionaryForKey)
        try b.addMethod("dataForKey:", types: getter, function: dataForKey)
        try b.addMethod("URLForKey:", types: getter, function: urlForKey)
        try b.addMethod("setURL:forKey:", types: setter, function: setURLForKey)
        try b.addMethod("integerForKey:", types: "q24@0:8@16", function: integerForKey)
        try b.addMethod("setInteger:forKey:", types: "v32@0:8q16@24", function: setIntegerForKey)
        try b.addMethod("floatForKey:", types: "f24@0:8@16", function: floatForKey)
        try b.addMethod("setFloat:forKey:", types: "v28@0:8f16@20", function: setFloatForKey)
        try b.addMethod("doubleForKey:", types: "d24@0:8@16", function: doubleForKey)
        try b.addMethod("setDouble:forKey:", types: "v32@0:8d16@24", function: setDoubleForKey)
        try b.addMethod("boolForKey:", types: "c24@0:8@16", function: boolForKey)
        try b.addMethod("setBool:forKey:", types: "v28@0:8c16@20", function: setBoolForKey)
    }
}
