internal import CRuntimeCore
internal import CValueClasses
import ObjCEncoding
import ObjCRuntime

/// An old or new value as a change holds it: read when the change happens, turned into an
/// object (an NSNumber) only when someone asks. A typed notifying setter reads an `int` as
/// its bits, and a Swift observer that never looks at the value never pays for an NSNumber.
///
/// A plain struct — a type code, the bits, an optional object — rather than an enum with
/// payloads: copying and destroying it is a couple of moves and one optional release, which
/// matters on a path that runs on every observed set.
struct ChangeValue: @unchecked Sendable {
    /// 0 when absent; the `.object` row's code (`@`) for an object (or a value already boxed:
    /// NSValue, NSNull); otherwise a number's type code (`ScalarTypeCode.isNumber`), or the
    /// code of a C string or a selector, or `ObjCType.pointerPrefix` for a pointer (each one
    /// machine word, reported as an NSValue).
    let code: UInt8
    /// A scalar's bits, zero-extended.
    let bits: UInt64
    /// The object of an object value (nil for nil, reported as NSNull).
    let boxed: ObjCObject?

    /// Not requested (or not known yet, as the new value of a prior notification).
    static let absent = ChangeValue(code: 0, bits: 0, boxed: nil)

    /// An object value; nil is reported as NSNull, as in a Foundation change dictionary.
    static func object(_ object: ObjCObject?) -> ChangeValue {
        ChangeValue(code: ScalarTypeCode.object.code, bits: 0, boxed: object)
    }

    /// A scalar's type code and bits.
    static func scalar(code: UInt8, bits: UInt64) -> ChangeValue {
        ChangeValue(code: code, bits: bits, boxed: nil)
    }

    /// The value as an object (nil when absent). Scalars become NSNumbers with their type
    /// code; pointers NSValues (`^v`, `*`, `:`) holding the address; nil NSNull.
    var object: ObjCObject? {
        switch code {
        case 0: return nil
        case ScalarTypeCode.object.code: return boxed ?? .null
        default: return boxedScalar()
        }
    }

    /// ``object`` as a runtime reference the caller owns (+1), with no handle: what the C
    /// change dictionary takes (a number is boxed straight into it).
    func retainedObject() -> UnsafeMutableRawPointer? {
        switch code {
        case 0: return nil
        case ScalarTypeCode.object.code, ObjCType.pointerPrefix, ScalarTypeCode.cString.code,
             ScalarTypeCode.selector.code:
            guard let made = object else { return nil }
            ObjCObject.retain(made.pointer)
            return made.pointer
        default:
            ChangeDiagnostics.noteBoxedValue()
            return ChangeValue.newNumber(code: code, bits: bits).map { UnsafeMutableRawPointer($0) }
        }
    }

    /// A new object for a scalar or pointer value (counted: `ChangeDiagnostics`).
    private func boxedScalar() -> ObjCObject? {
        ChangeDiagnostics.noteBoxedValue()
        switch code {
        case ObjCType.pointerPrefix, ScalarTypeCode.cString.code, ScalarTypeCode.selector.code:
            let word = UInt(truncatingIfNeeded: bits)
            let encoding = code == ObjCType.pointerPrefix ? Self.voidPointer : String(Character(Unicode.Scalar(code)))
            return try? BridgedValue.value(bytes: withUnsafeBytes(of: word) { Array($0) }, objCType: encoding).makeObject()
        default: return ChangeValue.numberObject(code: code, bits: bits)
        }
    }

    /// The NSNumber of a scalar of type code `code` (its value truncated to the type; a bool as
    /// `B`, a code of no known type as a 64-bit unsigned number), made by the C layer directly:
    /// a change a compiled observer reads boxes its value on every set.
    static func numberObject(code: UInt8, bits: UInt64) -> ObjCObject? {
        newNumber(code: code, bits: bits).map { ObjCObject(adopting: UnsafeMutableRawPointer($0)) }
    }

    /// ``numberObject(code:bits:)`` as a new reference (+1).
    private static func newNumber(code: UInt8, bits: UInt64) -> id? {
        let t = CChar(bitPattern: code)
        let made: id?
        switch ScalarTypeCode.cType(of: code) {
        case .int8: made = rt_nsnumber_createSigned(t, Int64(Int8(truncatingIfNeeded: bits)))
        case .int16: made = rt_nsnumber_createSigned(t, Int64(Int16(truncatingIfNeeded: bits)))
        case .int32: made = rt_nsnumber_createSigned(t, Int64(Int32(truncatingIfNeeded: bits)))
        case .int64: made = rt_nsnumber_createSigned(t, Int64(bitPattern: bits))
        case .uint8: made = rt_nsnumber_createUnsigned(t, UInt64(UInt8(truncatingIfNeeded: bits)))
        case .uint16: made = rt_nsnumber_createUnsigned(t, UInt64(UInt16(truncatingIfNeeded: bits)))
        case .uint32: made = rt_nsnumber_createUnsigned(t, UInt64(UInt32(truncatingIfNeeded: bits)))
        case .bool: made = rt_nsnumber_createSigned(boolCode, bits & 0xFF != 0 ? 1 : 0)
        case .float: made = rt_nsnumber_createDouble(t, Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
        case .double: made = rt_nsnumber_createDouble(t, Double(bitPattern: bits))
        default: made = rt_nsnumber_createUnsigned(unsignedCode, bits)
        }
        return made
    }

    /// The codes a bool and a value of no known type (a `UInt64`) are boxed with.
    private static let boolCode = CChar(bitPattern: ObjCType.bool.scalarCode.unsafelyUnwrapped.code)
    private static let unsignedCode = CChar(bitPattern: ScalarTypeCode.integer(size: 8, signed: false).unsafelyUnwrapped.code)

    /// What a pointer value is boxed as: an NSValue of `void *`.
    private static let voidPointer = ObjCType.pointer(.void).encoding
}
