import ObjCRuntime
import PropertyLists

/// Sends a generated getter or setter through the runtime (lookup, cache, IMP call) with the
/// Swift type of the C type of the accessor's type code (``AccessorType``, from the type-code
/// table), as Objective-C code casts `objc_msgSend`.
/// Values cross as ``PlistValue`` so callers need not know the C width.
enum AccessorMessages {

    /// `[receiver getter]`, the result as a property-list value (nil for a nil object).
    static func get(_ receiver: ObjCObject, _ sel: Selector, _ type: AccessorType) throws -> PlistValue? {
        switch type.value {
        case .int8:
            return .integer(Int64(try receiver.send(sel, as: Int8.self)))
        case .uint8:
            return .integer(Int64(try receiver.send(sel, as: UInt8.self)))
        case .bool:
            return .bool(try receiver.send(sel, as: Bool.self))
        case .int16:
            return .integer(Int64(try receiver.send(sel, as: Int16.self)))
        case .uint16:
            return .integer(Int64(try receiver.send(sel, as: UInt16.self)))
        case .int32:
            return .integer(Int64(try receiver.send(sel, as: Int32.self)))
        case .uint32:
            return .integer(Int64(try receiver.send(sel, as: UInt32.self)))
        case .int64:
            return .integer(try receiver.send(sel, as: Int64.self))
        case .uint64:
            return PlistValue(integer: try receiver.send(sel, as: UInt64.self))
        case .float:
            return .real(Double(try receiver.send(sel, as: Float.self)))
        case .double:
            return .real(try receiver.send(sel, as: Double.self))
        case .object:
            // The getter returns +0 (autoreleased): retain it inside a pool of our own.
            return try autoreleasepool {
                let p = try receiver.send(sel, as: UnsafeMutableRawPointer?.self)
                guard let p else { return nil }
                return ObjectValues.plist(for: UnmanagedObject(p)).value
            }
        }
    }

    /// `[receiver setter:value]`, the value converted to the C type with the store's
    /// coercions (nil → zero, or removal for an object property).
    static func set(_ receiver: ObjCObject, _ sel: Selector, _ type: AccessorType, _ value: PlistValue?) throws {
        let i = DefaultsCoercion.integer(value)
        switch type.value {
        case .int8:
            // A boolean or boolean-like string is a BOOL; an integer is the char itself.
            let c: Int8
            if case .integer = value { c = Int8(truncatingIfNeeded: i) } else { c = DefaultsCoercion.bool(value) ? 1 : 0 }
            try receiver.send(sel, c, as: Void.self)
        case .uint8:
            try receiver.send(sel, UInt8(truncatingIfNeeded: i), as: Void.self)
        case .bool:
            let b = DefaultsCoercion.bool(value)
            try receiver.send(sel, b, as: Void.self)
        case .int16:
            try receiver.send(sel, Int16(truncatingIfNeeded: i), as: Void.self)
        case .uint16:
            try receiver.send(sel, UInt16(truncatingIfNeeded: i), as: Void.self)
        case .int32:
            try receiver.send(sel, Int32(truncatingIfNeeded: i), as: Void.self)
        case .uint32:
            try receiver.send(sel, UInt32(truncatingIfNeeded: i), as: Void.self)
        case .int64:
            try receiver.send(sel, Int64(i), as: Void.self)
        case .uint64:
            let u = DefaultsCoercion.unsignedInteger(value)
            try receiver.send(sel, u, as: Void.self)
        case .float:
            let d = Float(DefaultsCoercion.double(value))
            try receiver.send(sel, d, as: Void.self)
        case .double:
            let d = DefaultsCoercion.double(value)
            try receiver.send(sel, d, as: Void.self)
        case .object:
            let object = value.flatMap(ObjectValues.object(for:))
            if let value, object == nil {
                throw DefaultsError.notPropertyList("\(value.kindName) value (no object form yet)", key: sel.name)
            }
            try receiver.send(sel, object, as: Void.self)
        }
    }
}

extension Result {
    /// The success value, or nil.
    var value: Success? {
        if case .success(let v) = self { return v }
        return nil
    }
}
