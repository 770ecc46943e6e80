#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ObjCEncoding
import ObjCRuntime

/// A number on its way into a C-number property: what YYModel's `YYNSNumberCreateFromID`
/// answers, converted to each C type the way NSNumber's `-charValue` … `-doubleValue` do.
enum CNumber: Equatable {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case bool(Bool)

    /// YYModel's `YYNSNumberCreateFromID`: numbers pass (decimal numbers too); strings
    /// `true`/`yes`/… and `false`/`no`/… are bools, `nil`/`null`/`<null>`/… are nothing; other
    /// strings with a `.` read as `atof`, without one as `atoll` (so "12abc" is 12 and "abc" is
    /// 0); a NaN or infinite result is nothing. Anything else (NSNull, containers, data) is
    /// nothing.
    init?(_ value: UnmanagedObject) { self.init(value, kind: value.valueKind) }

    /// ``init(_:)`` for a value whose kind is known.
    init?(_ value: UnmanagedObject, kind: ValueKind) {
        switch kind {
        case .number, .decimalNumber: self.init(number: value)
        case .string, .mutableString:
            guard let parsed = value.withUTF8({ CNumber(text: $0) }), let parsed else { return nil }
            self = parsed
        default: return nil
        }
    }

    /// An NSNumber's value by its type code.
    init(number: UnmanagedObject) {
        guard let n = number.numberValue else { self = .signed(0); return }
        switch ScalarTypeCode.kind(of: n.type) {
        case .boolean: self = .bool(n.int64 != 0)
        case .unsignedInteger: self = .unsigned(n.uint64)
        case .floatingPoint: self = .double(n.double)
        default: self = .signed(n.int64)
        }
    }

    /// The string rules of ``init(_:)``. The bytes are an NSString's, NUL-terminated, which
    /// is what `strtod` / `strtoll` read.
    init?(text b: UnsafeBufferPointer<UInt8>) {
        switch CNumber.literal(b) {
        case .some(.some(let flag)): self = .bool(flag); return
        case .some(.none): return nil
        case .none: break
        }
        guard let base = b.baseAddress else { self = .signed(0); return }
        let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        if b.contains(UInt8(ascii: ".")) {
            let d = strtod(chars, nil)
            guard d.isFinite else { return nil }
            self = .double(d)
        } else {
            // strtoll clamps on overflow where atoll is undefined.
            self = .signed(Int64(strtoll(chars, nil, 10)))
        }
    }

    /// YYModel's table of words: `.some(true/false)` for a boolean word, `.some(nil)` for a
    /// null word, nil for anything else.
    private static func literal(_ b: UnsafeBufferPointer<UInt8>) -> Bool?? {
        guard b.count >= 2 && b.count <= 6 else { return nil }
        switch String(decoding: b, as: UTF8.self) {
        case "TRUE", "True", "true", "YES", "Yes", "yes": return .some(true)
        case "FALSE", "False", "false", "NO", "No", "no": return .some(false)
        case "NIL", "Nil", "nil", "NULL", "Null", "null", "(NULL)", "(Null)", "(null)",
             "<NULL>", "<Null>", "<null>": return .some(nil)
        default: return nil
        }
    }

    /// The value as a signed 64-bit integer: doubles truncate toward zero and clamp.
    var int64: Int64 {
        switch self {
        case .signed(let v): return v
        case .unsigned(let v): return Int64(bitPattern: v)
        case .bool(let b): return b ? 1 : 0
        case .double(let d):
            guard !d.isNaN else { return 0 }
            if d >= 9_223_372_036_854_775_808.0 { return .max }
            if d <= -9_223_372_036_854_775_808.0 { return .min }
            return Int64(d)
        }
    }

    /// The value as an unsigned 64-bit integer: negative integers wrap, as a C cast does;
    /// doubles clamp.
    var uint64: UInt64 {
        switch self {
        case .signed(let v): return UInt64(bitPattern: v)
        case .unsigned(let v): return v
        case .bool(let b): return b ? 1 : 0
        case .double(let d):
            guard !d.isNaN else { return 0 }
            if d < 0 { return UInt64(bitPattern: CNumber.double(d).int64) }
            if d >= 18_446_744_073_709_551_616.0 { return .max }
            return UInt64(d)
        }
    }

    /// The value as a double; NaN and infinities become 0, as YYModel stores them.
    var double: Double {
        let d: Double
        switch self {
        case .signed(let v): d = Double(v)
        case .unsigned(let v): d = Double(v)
        case .bool(let b): d = b ? 1 : 0
        case .double(let v): d = v
        }
        return d.isFinite ? d : 0
    }

    /// `-boolValue`: nonzero.
    var bool: Bool {
        switch self {
        case .signed(let v): return v != 0
        case .unsigned(let v): return v != 0
        case .bool(let b): return b
        case .double(let d): return d != 0 && !d.isNaN
        }
    }

    /// A new NSNumber (+1) holding the value with its natural type code (`q`, `Q`, `d`, `B`).
    func makeObject() -> UnmanagedObject? {
        switch self {
        case .signed(let v): return .makeNumber(signed: v, type: NaturalCode.signed)
        case .unsigned(let v): return .makeNumber(unsigned: v, type: NaturalCode.unsigned)
        case .double(let d): return .makeNumber(double: d, type: NaturalCode.double)
        case .bool(let b): return .makeNumber(signed: b ? 1 : 0, type: NaturalCode.bool)
        }
    }
}

/// The type codes of a number that has no declared C type (a JSON number, a coerced value):
/// 64-bit signed and unsigned, `double`, `BOOL`-as-`B` — `q Q d B`, from the type-code table.
enum NaturalCode {
    static let signed = ScalarTypeCode.integer(size: 8, signed: true)!.character
    static let unsigned = ScalarTypeCode.integer(size: 8, signed: false)!.character
    static let double = ScalarTypeCode.floatingPoint(size: 8)!.character
    static let bool = ObjCType.bool.scalarCode!.character
}

