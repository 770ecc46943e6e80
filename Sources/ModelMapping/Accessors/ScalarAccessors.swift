@_spi(JSONBuilding) import JSON
import ObjCEncoding
import ObjCRuntime

/// YYModel's `((void (*)(id, SEL, int8_t))(void *) objc_msgSend)(model, setter, v)` casts: each C type
/// goes through the generic send with the Swift type of that C type, so the call has its own
/// C signature, with the runtime's lookup in front — no libffi except for `long double`.
enum ScalarAccessors {
    /// Sends `setter` with `number` converted to the C type `code` (YYModel's
    /// `ModelSetNumberToProperty`); nil sets zero, as a message to a nil NSNumber answers 0.
    static func setNumber(_ number: CNumber?, code: NumberCode, setter: Selector, on model: UnmanagedObject) throws {
        let n = number ?? .signed(0)
        switch code.type {
        case .int8: try model.send(setter, Int8(truncatingIfNeeded: n.int64), as: Void.self)
        case .uint8: try model.send(setter, UInt8(truncatingIfNeeded: n.uint64), as: Void.self)
        case .int16: try model.send(setter, Int16(truncatingIfNeeded: n.int64), as: Void.self)
        case .uint16: try model.send(setter, UInt16(truncatingIfNeeded: n.uint64), as: Void.self)
        case .int32: try model.send(setter, Int32(truncatingIfNeeded: n.int64), as: Void.self)
        case .uint32: try model.send(setter, UInt32(truncatingIfNeeded: n.uint64), as: Void.self)
        case .int64: try model.send(setter, n.int64, as: Void.self)
        case .uint64: try model.send(setter, n.uint64, as: Void.self)
        case .float:
            // A double beyond float's range would become infinity: store 0, as for NaN.
            let v = Float(n.double)
            try model.send(setter, v.isFinite ? v : 0, as: Void.self)
        case .double: try model.send(setter, n.double, as: Void.self)
        case .longDouble: try model.send(setter, LongDouble(n.double), as: Void.self)
        case .bool: try model.send(setter, n.bool, as: Void.self)
        default: break
        }
    }

    /// Sends `getter` and reads the C value of type `code` (YYModel's
    /// `ModelCreateNumberFromProperty`); NaN and infinities answer nil (JSON has neither).
    static func number(code: NumberCode, getter: Selector, of model: UnmanagedObject) throws -> CNumberValue? {
        let c = code.character
        switch code.type {
        case .int8: return .signed(Int64(try model.send(getter, as: Int8.self)), c)
        case .uint8: return .unsigned(UInt64(try model.send(getter, as: UInt8.self)), c)
        case .int16: return .signed(Int64(try model.send(getter, as: Int16.self)), c)
        case .uint16: return .unsigned(UInt64(try model.send(getter, as: UInt16.self)), c)
        case .int32: return .signed(Int64(try model.send(getter, as: Int32.self)), c)
        case .uint32: return .unsigned(UInt64(try model.send(getter, as: UInt32.self)), c)
        case .int64: return .signed(try model.send(getter, as: Int64.self), c)
        case .uint64: return .unsigned(try model.send(getter, as: UInt64.self), c)
        case .float:
            let v = try model.send(getter, as: Float.self)
            return v.isFinite ? .double(Double(v), c) : nil
        case .double:
            let v = try model.send(getter, as: Double.self)
            return v.isFinite ? .double(v, c) : nil
        case .longDouble:
            // An NSNumber cannot hold a long double: it leaves as a double.
            let v = try model.send(getter, as: LongDouble.self).doubleValue
            return v.isFinite ? .double(v, NaturalCode.double) : nil
        case .bool: return .bool(try model.send(getter, as: Bool.self))
        default: return nil
        }
    }
}

/// A C number read from a property, with the type code it keeps in JSON and NSNumbers: an
/// `unsigned char` property writes a `C` number, `BOOL` (`c` on x86-64) writes `1` / `0`, C
/// `bool` writes `true`.
enum CNumberValue: Equatable {
    case signed(Int64, Character)
    case unsigned(UInt64, Character)
    case double(Double, Character)
    case bool(Bool)

    /// A new NSNumber (+1) of this value and type.
    func makeObject() -> UnmanagedObject? {
        switch self {
        case .signed(let v, let code): return .makeNumber(signed: v, type: code)
        case .unsigned(let v, let code): return .makeNumber(unsigned: v, type: code)
        case .double(let v, let code): return .makeNumber(double: v, type: code)
        case .bool(let b): return .makeNumber(signed: b ? 1 : 0, type: NaturalCode.bool)
        }
    }

    /// Writes the number as JSON.
    func write(into out: inout JSONWriter) {
        switch self {
        case .signed(let v, _): out.int(v)
        case .unsigned(let v, _): out.uint(v)
        case .double(let v, let code): out.double(v, isFloat: ScalarTypeCode.cType(of: code) == .float)
        case .bool(let b): out.bool(b)
        }
    }
}
