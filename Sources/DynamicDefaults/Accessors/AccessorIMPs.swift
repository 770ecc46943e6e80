import ObjCRuntime
import PropertyLists

/// The IMPs installed with `class_addMethod`: one getter and one setter per C type an accessor
/// carries (``AccessorType``), each a C function of the exact width clang would call
/// (`(id, SEL) -> T` and `(id, SEL, T) -> void`). Each finds its store and key through `_cmd`
/// (``AccessorRegistry``) and uses the store's typed fast path. A message to an instance the
/// registry does not know returns zero.
enum AccessorIMPs {
    typealias Receiver = UnsafeMutableRawPointer?
    typealias Cmd = UnsafeRawPointer?

    // MARK: Getters

    static let charGetter: @convention(c) (Receiver, Cmd) -> Int8 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in
            // An integer reads back as itself (any char); anything else as a BOOL (YES / "true" / 1).
            let v = store.object(key)
            if case .integer(let i)? = v { return Int8(truncatingIfNeeded: i) }
            return DefaultsCoercion.bool(v) ? 1 : 0
        }
    }
    static let unsignedCharGetter: @convention(c) (Receiver, Cmd) -> UInt8 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in UInt8(truncatingIfNeeded: store.integer(key)) }
    }
    static let boolGetter: @convention(c) (Receiver, Cmd) -> Bool = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: false) { store, key in store.bool(key) }
    }
    static let shortGetter: @convention(c) (Receiver, Cmd) -> Int16 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in Int16(truncatingIfNeeded: store.integer(key)) }
    }
    static let unsignedShortGetter: @convention(c) (Receiver, Cmd) -> UInt16 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in UInt16(truncatingIfNeeded: store.integer(key)) }
    }
    static let intGetter: @convention(c) (Receiver, Cmd) -> Int32 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in Int32(truncatingIfNeeded: store.integer(key)) }
    }
    static let unsignedIntGetter: @convention(c) (Receiver, Cmd) -> UInt32 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in UInt32(truncatingIfNeeded: store.integer(key)) }
    }
    static let longLongGetter: @convention(c) (Receiver, Cmd) -> Int64 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in Int64(store.integer(key)) }
    }
    static let unsignedLongLongGetter: @convention(c) (Receiver, Cmd) -> UInt64 = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in DefaultsCoercion.unsignedInteger(store.object(key)) }
    }
    static let floatGetter: @convention(c) (Receiver, Cmd) -> Float = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in Float(store.double(key)) }
    }
    static let doubleGetter: @convention(c) (Receiver, Cmd) -> Double = { obj, cmd in
        AccessorRegistry.read(obj, cmd, miss: 0) { store, key in store.double(key) }
    }
    /// Returns an autoreleased object (+0), as a getter must.
    static let objectGetter: @convention(c) (Receiver, Cmd) -> UnsafeMutableRawPointer? = { obj, cmd in
        guard let (store, key) = AccessorRegistry.lookup(obj, cmd), let value = store.object(key),
              let object = ObjectValues.object(for: value) else { return nil }
        AutoreleasePool.add(object)
        return object.pointer
    }

    // MARK: Setters

    static let charSetter: @convention(c) (Receiver, Cmd, Int8) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, v == 0 || v == 1 ? .bool(v == 1) : .integer(Int64(v)))
    }
    static let unsignedCharSetter: @convention(c) (Receiver, Cmd, UInt8) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .integer(Int64(v)))
    }
    static let boolSetter: @convention(c) (Receiver, Cmd, Bool) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .bool(v))
    }
    static let shortSetter: @convention(c) (Receiver, Cmd, Int16) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .integer(Int64(v)))
    }
    static let unsignedShortSetter: @convention(c) (Receiver, Cmd, UInt16) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .integer(Int64(v)))
    }
    static let intSetter: @convention(c) (Receiver, Cmd, Int32) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .integer(Int64(v)))
    }
    static let unsignedIntSetter: @convention(c) (Receiver, Cmd, UInt32) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .integer(Int64(v)))
    }
    static let longLongSetter: @convention(c) (Receiver, Cmd, Int64) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .integer(Int64(v)))
    }
    static let unsignedLongLongSetter: @convention(c) (Receiver, Cmd, UInt64) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, PlistValue(integer: v))
    }
    static let floatSetter: @convention(c) (Receiver, Cmd, Float) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .real(Double(v)))
    }
    static let doubleSetter: @convention(c) (Receiver, Cmd, Double) -> Void = { obj, cmd, v in
        AccessorRegistry.write(obj, cmd, .real(v))
    }
    /// nil removes the key; an object with no property-list form is refused (the store is
    /// unchanged) and reported through the store's error callbacks.
    static let objectSetter: @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?) -> Void = { obj, cmd, v in
        guard let (store, key) = AccessorRegistry.lookup(obj, cmd) else { return }
        guard let v else { store.set(nil, for: key); return }
        switch ObjectValues.plist(for: UnmanagedObject(v)) {
        case .success(let value): store.set(value, for: key)
        case .failure(let bad):
            store.report(.notPropertyList(bad.description, key: key.name))
        }
    }

    /// The getter and setter IMPs of an accessor type — one pair per C type, so `i` and `l`
    /// share the `int` pair — and their names.
    static func imps(for type: AccessorType) -> (getter: IMP, setter: IMP, names: String) {
        func pair<G, S>(_ g: G, _ s: S, _ name: String) -> (IMP, IMP, String) {
            (unsafeBitCast(g, to: IMP.self), unsafeBitCast(s, to: IMP.self), "\(name)Getter / \(name)Setter")
        }
        switch type.value {
        case .int8: return pair(charGetter, charSetter, "char")
        case .uint8: return pair(unsignedCharGetter, unsignedCharSetter, "unsignedChar")
        case .bool: return pair(boolGetter, boolSetter, "bool")
        case .int16: return pair(shortGetter, shortSetter, "short")
        case .uint16: return pair(unsignedShortGetter, unsignedShortSetter, "unsignedShort")
        case .int32: return pair(intGetter, intSetter, "int")
        case .uint32: return pair(unsignedIntGetter, unsignedIntSetter, "unsignedInt")
        case .int64: return pair(longLongGetter, longLongSetter, "longLong")
        case .uint64: return pair(unsignedLongLongGetter, unsignedLongLongSetter, "unsignedLongLong")
        case .float: return pair(floatGetter, floatSetter, "float")
        case .double: return pair(doubleGetter, doubleSetter, "double")
        case .object: return pair(objectGetter, objectSetter, "object")
        }
    }
}
