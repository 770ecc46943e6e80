import ObjCRuntime
import PropertyLists

/// Sends a generated getter or setter through the runtime (lookup, cache, IMP call), casting
/// the IMP to the C type of the accessor's type code (``AccessorType``, from the type-code
/// table), as Objective-C code casts `objc_msgSend`.
/// Values cross as ``PlistValue`` so callers need not know the C width.
enum AccessorMessages {
    typealias R = UnsafeMutableRawPointer?
    typealias S = UnsafeRawPointer

    /// `[receiver getter]`, the result as a property-list value (nil for a nil object).
    static func get(_ receiver: ObjCObject, _ sel: Selector, _ type: AccessorType) throws -> PlistValue? {
        switch type.value {
        case .int8:
            return .integer(Int64(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Int8).self) { f, r, s in f(r, s) }))
        case .uint8:
            return .integer(Int64(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> UInt8).self) { f, r, s in f(r, s) }))
        case .bool:
            return .bool(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Bool).self) { f, r, s in f(r, s) })
        case .int16:
            return .integer(Int64(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Int16).self) { f, r, s in f(r, s) }))
        case .uint16:
            return .integer(Int64(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> UInt16).self) { f, r, s in f(r, s) }))
        case .int32:
            return .integer(Int64(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Int32).self) { f, r, s in f(r, s) }))
        case .uint32:
            return .integer(Int64(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> UInt32).self) { f, r, s in f(r, s) }))
        case .int64:
            return .integer(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Int64).self) { f, r, s in f(r, s) })
        case .uint64:
            return PlistValue(integer: try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> UInt64).self) { f, r, s in f(r, s) })
        case .float:
            return .real(Double(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Float).self) { f, r, s in f(r, s) }))
        case .double:
            return .real(try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> Double).self) { f, r, s in f(r, s) })
        case .object:
            // The getter returns +0 (autoreleased): retain it inside a pool of our own.
            return try autoreleasepool {
                let p = try receiver.withIMP(for: sel, as: (@convention(c) (R, S) -> R).self) { f, r, s in f(r, s) }
                guard let p else { return nil }
                return ObjectValues.plist(for: ObjCObject(retaining: p)).value
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
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Int8) -> Void).self) { f, r, s in f(r, s, c) }
        case .uint8:
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, UInt8) -> Void).self) { f, r, s in f(r, s, UInt8(truncatingIfNeeded: i)) }
        case .bool:
            let b = DefaultsCoercion.bool(value)
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Bool) -> Void).self) { f, r, s in f(r, s, b) }
        case .int16:
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Int16) -> Void).self) { f, r, s in f(r, s, Int16(truncatingIfNeeded: i)) }
        case .uint16:
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, UInt16) -> Void).self) { f, r, s in f(r, s, UInt16(truncatingIfNeeded: i)) }
        case .int32:
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Int32) -> Void).self) { f, r, s in f(r, s, Int32(truncatingIfNeeded: i)) }
        case .uint32:
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, UInt32) -> Void).self) { f, r, s in f(r, s, UInt32(truncatingIfNeeded: i)) }
        case .int64:
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Int64) -> Void).self) { f, r, s in f(r, s, Int64(i)) }
        case .uint64:
            let u = DefaultsCoercion.unsignedInteger(value)
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, UInt64) -> Void).self) { f, r, s in f(r, s, u) }
        case .float:
            let d = Float(DefaultsCoercion.double(value))
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Float) -> Void).self) { f, r, s in f(r, s, d) }
        case .double:
            let d = DefaultsCoercion.double(value)
            try receiver.withIMP(for: sel, as: (@convention(c) (R, S, Double) -> Void).self) { f, r, s in f(r, s, d) }
        case .object:
            let object = value.flatMap(ObjectValues.object(for:))
            if let value, object == nil {
                throw DefaultsError.notPropertyList("\(value.kindName) value (no object form yet)", key: sel.name)
            }
            try withExtendedLifetime(object) {
                try receiver.withIMP(for: sel, as: (@convention(c) (R, S, R) -> Void).self) { f, r, s in f(r, s, object?.pointer) }
            }
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
