/// Key-value coding from Swift. Each method sends the KVC message through the runtime (so a
/// subclass's override — `NSDictionary`'s `-valueForKey:`, a KVO subclass's setter — takes
/// part), inside its own autorelease pool, and turns what Foundation would raise into a
/// thrown error. The search itself (accessors, then ivars) is the C code in `CSupport/ValueClasses/kvc.c`;
/// see `Docs/ValueClassesAndKVC.md`.
extension ObjCObject {
    /// `-valueForKey:`: the getter's result (scalars boxed in NSNumber, struct ivars in
    /// NSValue), or nil.
    /// - Throws: an ``ObjCException``: ``ObjCException/Kind/undefinedKey(setting:)``
    ///   (NSUnknownKeyException), ``ObjCException/Kind/unsupportedKVCType(encoding:)``.
    public func value(forKey key: String) throws -> ObjCObject? {
        try kvcGet("valueForKey:", key)
    }

    /// `-setValue:forKey:`: calls the setter or writes the ivar (scalars unboxed with
    /// `-intValue`, `-doubleValue`, … by the accessor's type).
    /// - Throws: an ``ObjCException``: an undefined key, nil for a scalar (from
    ///   `-setNilValueForKey:`), an unsupported type, an invalid argument (a struct ivar given
    ///   something other than an NSValue of its type), an unrecognized selector (a value that
    ///   does not answer the unboxing message).
    public func setValue(_ value: ObjCObject?, forKey key: String) throws {
        try kvcSet("setValue:forKey:", value, key)
    }

    /// `-valueForKeyPath:` along a dotted path (`"owner.name"`).
    /// - Throws: as `value(forKey:)` for the step that failed.
    public func value(forKeyPath keyPath: String) throws -> ObjCObject? {
        try kvcGet("valueForKeyPath:", keyPath)
    }

    /// `-setValue:forKeyPath:`.
    /// - Throws: as `setValue(_:forKey:)`.
    public func setValue(_ value: ObjCObject?, forKeyPath keyPath: String) throws {
        try kvcSet("setValue:forKeyPath:", value, keyPath)
    }

    /// `-setValuesForKeysWithDictionary:` with an NSDictionary (NSNull values set nil); it
    /// stops at the first key that fails, as the raise would.
    /// - Throws: as `setValue(_:forKey:)`.
    public func setValuesForKeys(_ dictionary: ObjCObject) throws {
        try autoreleasepool { try send("setValuesForKeysWithDictionary:", dictionary, as: Void.self) }
    }

    /// `-setValuesForKeysWithDictionary:` with Swift values (`.null` sets nil), applied in
    /// key order.
    /// - Throws: as `BridgedValue.makeObject()` and `setValue(_:forKey:)`.
    public func setValuesForKeys(_ values: [String: BridgedValue]) throws {
        try setValuesForKeys(BridgedValue.dictionary(values).makeObject())
    }

    /// `-dictionaryWithValuesForKeys:`: an NSDictionary of each key's value (nil as NSNull).
    /// - Throws: as `value(forKey:)`.
    public func dictionaryWithValues(forKeys keys: [String]) throws -> ObjCObject {
        let array = try BridgedValue.array(keys.map { .string($0) }).makeObject()
        guard let result = try send("dictionaryWithValuesForKeys:", array) else {
            throw ObjCException.invalidArgument(className: className, selector: "dictionaryWithValuesForKeys:",
                                                 reason: "no dictionary was returned")
        }
        return result
    }

    /// `-valueForKey:` read as a Swift value; nil when the value is nil.
    /// - Throws: as `value(forKey:)`, and `BridgedValueError.unsupportedClass` when the value
    ///   is not a value class.
    public func bridgedValue(forKey key: String) throws -> BridgedValue? {
        try value(forKey: key).map { try BridgedValue(object: $0) }
    }

    /// `-valueForKey:` converted to `T`.
    /// - Throws: as `bridgedValue(forKey:)`, and `BridgedValueError.typeMismatch` when the
    ///   value is nil or of another kind.
    public func value<T: BridgedValueConvertible>(forKey key: String, as type: T.Type) throws -> T {
        guard let bridged = try bridgedValue(forKey: key) else {
            throw BridgedValueError.typeMismatch(expected: "\(T.self)", found: "nil")
        }
        return try T(bridgedValue: bridged)
    }

    /// `-setValue:forKey:` with a Swift value made into a runtime object first.
    /// - Throws: as `BridgedValue.makeObject()` and `setValue(_:forKey:)`.
    public func setValue<T: BridgedValueConvertible>(bridging value: T, forKey key: String) throws {
        try setValue(value.bridgedValue.makeObject(), forKey: key)
    }

    private func kvcGet(_ selector: String, _ key: String) throws -> ObjCObject? {
        try send(Selector(selector), try BridgedValue.string(key).makeObject())
    }

    /// KVC setters run inside a pool of their own: what the setter autoreleases (a copied
    /// value, a boxed scalar) is released before the call returns.
    private func kvcSet(_ selector: String, _ value: ObjCObject?, _ key: String) throws {
        let keyObject = try BridgedValue.string(key).makeObject()
        try autoreleasepool { try send(Selector(selector), value, keyObject, as: Void.self) }
    }
}
