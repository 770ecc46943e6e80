#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ObjCRuntime

/// A number on its way into a C-number property: what YYModel's `YYNSNumberCreateFromID`
/// answers, converted to each C type the way NSNumber's `-charValue` … `-doubleValue` do.
enum CNumber: Equatable {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case bool(Bool)

    /// YYModel's rules: numbers pass; strings `true`/`yes`/… and `false`/`no`/… are bools,
    /// `nil`/`null`/`<null>`/… are nothing; other strings with a `.` read as `atof`, without
    /// one as `atoll` (so "12abc" is 12 and "abc" is 0); a NaN or infinite result is
    /// nothing. Anything else (null, containers, data) is nothing.
    init?(_ value: BridgedValue) {
        switch value {
        case .signed(let v, _): self = .signed(v)
        case .unsigned(let v, _): self = .unsigned(v)
        case .double(let v, _): self = .double(v)
        case .bool(let b): self = .bool(b)
        case .string(let s):
            switch s {
            case "TRUE", "True", "true", "YES", "Yes", "yes": self = .bool(true)
            case "FALSE", "False", "false", "NO", "No", "no": self = .bool(false)
            case "NIL", "Nil", "nil", "NULL", "Null", "null", "(NULL)", "(Null)", "(null)",
                 "<NULL>", "<Null>", "<null>": return nil
            default:
                if s.contains(".") {
                    let d = s.withCString { strtod($0, nil) }
                    guard d.isFinite else { return nil }
                    self = .double(d)
                } else {
                    // strtoll clamps on overflow where atoll is undefined.
                    self = .signed(Int64(s.withCString { strtoll($0, nil, 10) }))
                }
            }
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

    /// An NSNumber-shaped bridged value (for NSNumber properties).
    var bridged: BridgedValue {
        switch self {
        case .signed(let v): return .signed(v, objCType: "q")
        case .unsigned(let v): return .unsigned(v, objCType: "Q")
        case .double(let d): return .double(d, objCType: "d")
        case .bool(let b): return .bool(b)
        }
    }
}

/// How an NSNumber reads as a string (YYModel sets `number.stringValue` into NSString
/// properties): integral doubles print without a fraction, as Foundation prints them.
func numberString(_ value: BridgedValue) -> String? {
    switch value {
    case .signed(let v, _): return String(v)
    case .unsigned(let v, _): return String(v)
    case .bool(let b): return b ? "1" : "0"
    case .double(let d, let code):
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return code == "f" ? "\(Float(d))" : "\(d)"
    default: return nil
    }
}
