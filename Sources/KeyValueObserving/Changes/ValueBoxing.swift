import ObjCEncoding
import ObjCRuntime

/// The value of a key as a runtime object, for the `old` / `new` entries of a change.
enum ValueBoxing {
    /// `-valueForKeyPath:` for a dotted path; for a key, `-valueForKey:` (so accessors,
    /// overrides and ivars take part, as in Foundation), and, for what KVC cannot box — a
    /// getter returning a struct by value, like `-frame` — the getter called directly with its
    /// result boxed: structs and unions as NSValue with the getter's return encoding (through
    /// the getter's prepared call), anything else through an `Invocation`.
    /// nil becomes NSNull, as in a Foundation change dictionary.
    static func value(of object: ObjCObject, forKey key: String) throws -> ObjCObject {
        if key.contains(".") { return try object.value(forKeyPath: key) ?? .null }
        do {
            return try object.value(forKey: key) ?? .null
        } catch {
            guard let boxed = try boxedGetterResult(of: object, forKey: key) else { throw error }
            return boxed
        }
    }

    private static func boxedGetterResult(of object: ObjCObject, forKey key: String) throws -> ObjCObject? {
        let cls = object.objcClass
        var getter = key
        if let p = cls.property(named: key), let attrs = try? PropertyAttributes.parse(p.attributes) {
            getter = attrs.getterName(forProperty: key)
        }
        guard let method = cls.instanceMethod(for: Selector(getter)) else { return nil }
        let signature = try MethodSignature.parse(method.typeEncoding)
        guard signature.numberOfArguments == 2 else { return nil }
        let returnEncoding = String(signature.returnValue.encoding)
        if let first = ObjCType.unqualified(signature.returnValue.encoding).first, first == "{" || first == "(" {
            return try boxedAggregate(of: object, method: method, selector: Selector(getter), encoding: returnEncoding)
        }
        let invocation = try Invocation(method: method)
        invocation.target = object.pointer
        invocation.selector = Selector(getter).rawValue
        try withExtendedLifetime(object) { try invocation.invoke() }
        return try box(invocation.returnValue, encoding: String(signature.returnValue.encoding))
    }

    /// A getter returning a struct or union, called through its prepared call (cached per
    /// encoding) with the result written straight into a buffer on the stack and boxed as an
    /// NSValue: no `Invocation` per read (struct-typed keys are read on every observed set).
    private static func boxedAggregate(of object: ObjCObject, method: Method, selector: Selector,
                                       encoding: String) throws -> ObjCObject? {
        let call = try PreparedCall(types: method.typeEncoding)
        let imp = method.implementation
        let bytes: [UInt8] = withExtendedLifetime(object) {
            var receiver: UnsafeMutableRawPointer? = object.pointer
            var cmd: UnsafeRawPointer? = selector.rawValue
            return withUnsafeMutablePointer(to: &receiver) { r in
                withUnsafeMutablePointer(to: &cmd) { c in
                    var arguments = (UnsafeMutableRawPointer(r), UnsafeMutableRawPointer(c))
                    return withUnsafeTemporaryAllocation(byteCount: call.returnBufferSize, alignment: 16) { buffer in
                        let result = buffer.baseAddress!
                        withUnsafePointer(to: &arguments) {
                            $0.withMemoryRebound(to: UnsafeMutableRawPointer?.self, capacity: 2) {
                                call.call(imp, returnValue: result, arguments: $0)
                            }
                        }
                        return Array(UnsafeRawBufferPointer(start: result, count: call.returnSize))
                    }
                }
            }
        }
        return try BridgedValue.value(bytes: bytes, objCType: encoding).makeObject()
    }

    /// A boxed call result as a runtime object, or nil for what has no object form.
    static func box(_ value: ObjCValue, encoding: String) throws -> ObjCObject? {
        let bridged: BridgedValue
        switch value {
        case .object(let p), .classObject(let p):
            return p.map { ObjCObject(retaining: $0) } ?? .null
        // Each C type as the NSNumber of its own code (from the type-code table).
        case .int8(let v): bridged = v.bridgedValue
        case .int16(let v): bridged = v.bridgedValue
        case .int32(let v): bridged = v.bridgedValue
        case .int64(let v): bridged = v.bridgedValue
        case .uint8(let v): bridged = v.bridgedValue
        case .uint16(let v): bridged = v.bridgedValue
        case .uint32(let v): bridged = v.bridgedValue
        case .uint64(let v): bridged = v.bridgedValue
        case .bool(let v): bridged = .bool(v)
        case .float(let v): bridged = v.bridgedValue
        case .double(let v): bridged = v.bridgedValue
        case .bytes(let b): bridged = .value(bytes: b, objCType: encoding)
        default: return nil
        }
        return try bridged.makeObject()
    }
}
