import ObjCRuntime
import PropertyLists

/// The generated accessors' side of the typed-IMP facility (`TypedIMP`): the methods are the
/// runtime's shared forwarding IMPs of their type code — C functions of the exact width
/// clang calls (`(id, SEL) -> T` and `(id, SEL, T) -> void`) — and each call lands in one of
/// the two handlers below with the address of its value. A handler finds its store, key and
/// type from the record's context (`ClassAccessors`) without a lock and uses the store's typed
/// fast path. A message to an instance with no table returns zero.
enum AccessorIMPs {
    /// The getter and setter IMPs of an accessor type — one pair per C type, so `i` and `l`
    /// share the `int` C type — and their names.
    static func imps(for type: AccessorType) -> (getter: IMP, setter: IMP, names: String) {
        let code = type.code.character.asciiValue ?? 0
        // Every accessor type's code has a forwarding IMP pair (TypedIMPTests checks).
        let getter = TypedIMP.imp(.forwardingGetter, code: code).unsafelyUnwrapped
        let setter = TypedIMP.imp(.forwardingSetter, code: code).unsafelyUnwrapped
        return (getter, setter, "\(type.value.impName)Getter / \(type.value.impName)Setter")
    }

    /// Fills a getter's return value in.
    static let getter: TypedIMP.Handler = { receiver, cmd, context, value, _ in
        guard let value else { return }
        let object: (DefaultsStore, DefaultsKey)? = AccessorRegistry.read(receiver, cmd, context, miss: nil) { store, key, type in
            switch type.value {
            case .int8:
                // An integer reads back as itself (any char); anything else as a BOOL (YES / "true" / 1).
                let v = store.object(key)
                if case .integer(let i)? = v {
                    value.storeBytes(of: Int8(truncatingIfNeeded: i), as: Int8.self)
                } else {
                    value.storeBytes(of: DefaultsCoercion.bool(v) ? 1 : 0, as: Int8.self)
                }
            case .uint8: value.storeBytes(of: UInt8(truncatingIfNeeded: store.integer(key)), as: UInt8.self)
            case .bool: value.storeBytes(of: store.bool(key), as: Bool.self)
            case .int16: value.storeBytes(of: Int16(truncatingIfNeeded: store.integer(key)), as: Int16.self)
            case .uint16: value.storeBytes(of: UInt16(truncatingIfNeeded: store.integer(key)), as: UInt16.self)
            case .int32: value.storeBytes(of: Int32(truncatingIfNeeded: store.integer(key)), as: Int32.self)
            case .uint32: value.storeBytes(of: UInt32(truncatingIfNeeded: store.integer(key)), as: UInt32.self)
            case .int64: value.storeBytes(of: Int64(store.integer(key)), as: Int64.self)
            case .uint64: value.storeBytes(of: DefaultsCoercion.unsignedInteger(store.object(key)), as: UInt64.self)
            case .float: value.storeBytes(of: Float(store.double(key)), as: Float.self)
            case .double: value.storeBytes(of: store.double(key), as: Double.self)
            case .object: return (store, key)  // converted after the table is let go: it reads runtime objects
            }
            return nil
        }
        // Returns an autoreleased object (+0), as a getter must.
        guard let (store, key) = object, let v = store.object(key), let o = ObjectValues.object(for: v) else { return }
        AutoreleasePool.add(o)
        value.storeBytes(of: o.pointer, as: UnsafeMutableRawPointer.self)
    }

    /// Takes a setter's argument. nil removes an object key; an object with no property-list
    /// form is refused (the store is unchanged) and reported through the store's error callbacks.
    static let setter: TypedIMP.Handler = { receiver, cmd, context, value, _ in
        guard let value else { return }
        // A scalar write is recorded while the table is held (it runs no user code), so the
        // store is used without being retained — every store is also referenced weakly (the
        // exit flusher, its timers), which makes each retain and release take Swift's slow
        // side-table path. Only a write that leaves follow-up work (starting the flush timer,
        // change handlers) takes the store out, retained, to finish afterwards; so does an
        // object's, whose conversion reads runtime objects.
        enum After { case finish(DefaultsStore, DefaultsStore.WriteFollowUp), object(DefaultsStore, DefaultsKey) }
        let after: After? = AccessorRegistry.read(receiver, cmd, context, miss: nil) { store, key, type in
            let plist: PlistValue
            switch type.value {
            case .int8:
                let v = value.load(as: Int8.self)
                plist = v == 0 || v == 1 ? .bool(v == 1) : .integer(Int64(v))
            case .uint8: plist = .integer(Int64(value.load(as: UInt8.self)))
            case .bool: plist = .bool(value.load(as: Bool.self))
            case .int16: plist = .integer(Int64(value.load(as: Int16.self)))
            case .uint16: plist = .integer(Int64(value.load(as: UInt16.self)))
            case .int32: plist = .integer(Int64(value.load(as: Int32.self)))
            case .uint32: plist = .integer(Int64(value.load(as: UInt32.self)))
            case .int64: plist = .integer(value.load(as: Int64.self))
            case .uint64: plist = PlistValue(integer: value.load(as: UInt64.self))
            case .float: plist = .real(Double(value.load(as: Float.self)))
            case .double: plist = .real(value.load(as: Double.self))
            case .object: return .object(store, key)
            }
            return store.record(key.name, .set(plist)).map { .finish(store, $0) }
        }
        switch after {
        case .finish(let store, let work)?: store.finish(work)
        case .object(let store, let key)?:
            guard let v = value.load(as: UnsafeMutableRawPointer?.self) else { store.set(nil, for: key); return }
            switch ObjectValues.plist(for: UnmanagedObject(v)) {
            case .success(let plist): store.set(plist, for: key)
            case .failure(let bad): store.report(.notPropertyList(bad.description, key: key.name))
            }
        case nil: break
        }
    }
}

extension AccessorType.Value {
    /// GVUserDefaults' name for the C type's IMP pair (`longLong` for `longLongGetter`).
    var impName: String {
        switch self {
        case .int8: "char"
        case .uint8: "unsignedChar"
        case .bool: "bool"
        case .int16: "short"
        case .uint16: "unsignedShort"
        case .int32: "int"
        case .uint32: "unsignedInt"
        case .int64: "longLong"
        case .uint64: "unsignedLongLong"
        case .float: "float"
        case .double: "double"
        case .object: "object"
        }
    }
}
