/// A property-list value: the only kind of value a defaults store keeps.
///
/// Integers span the full `Int64` and `UInt64` ranges: values that fit `Int64` are always held
/// in ``integer(_:)``, and only values above `Int64.max` in ``unsignedInteger(_:)``. The
/// initialisers and every reader keep that rule, and equality compares integers by value, so a
/// hand-made `.unsignedInteger(5)` still equals `.integer(5)`.
public enum PlistValue: Sendable, CustomStringConvertible {
    /// A string.
    case string(String)
    /// An integer from `Int64.min` to `Int64.max`.
    case integer(Int64)
    /// An integer above `Int64.max` (binary plists store it in 16 bytes).
    case unsignedInteger(UInt64)
    /// A floating-point number.
    case real(Double)
    /// A boolean (`<true/>`, `<false/>`).
    case bool(Bool)
    /// Raw bytes (`<data>`, base64 in XML).
    case data([UInt8])
    /// A point in time.
    case date(PlistDate)
    /// An ordered list of values.
    case array([PlistValue])
    /// A dictionary; property lists only allow string keys.
    case dictionary([String: PlistValue])

    /// An integer value, normalised so that values fitting `Int64` use ``integer(_:)``.
    public init<T: BinaryInteger>(integer value: T) {
        if let small = Int64(exactly: value) {
            self = .integer(small)
        } else if let big = UInt64(exactly: value) {
            self = .unsignedInteger(big)
        } else {
            // Wider-than-64-bit integers clamp; no Swift standard integer reaches here.
            self = value < 0 ? .integer(Int64.min) : .unsignedInteger(UInt64.max)
        }
    }

    /// A short name of the value's kind, used in error messages and by the CLI.
    public var kindName: String {
        switch self {
        case .string: return "string"
        case .integer, .unsignedInteger: return "integer"
        case .real: return "real"
        case .bool: return "bool"
        case .data: return "data"
        case .date: return "date"
        case .array: return "array"
        case .dictionary: return "dictionary"
        }
    }

    /// The value in the old-style (OpenStep) syntax `defaults read` prints.
    public var description: String { OpenStepPrinter.print(self) }

    /// The integer as a wide signed value when it is an integer (either case).
    var integerMagnitude: (negative: Bool, magnitude: UInt64)? {
        switch self {
        case .integer(let i): return (i < 0, i.magnitude)
        case .unsignedInteger(let u): return (false, u)
        default: return nil
        }
    }
}

extension PlistValue: Hashable {
    public static func == (a: PlistValue, b: PlistValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.integer, .integer), (.integer, .unsignedInteger), (.unsignedInteger, .integer),
             (.unsignedInteger, .unsignedInteger):
            guard let x = a.integerMagnitude, let y = b.integerMagnitude else { return false }
            return x.magnitude == y.magnitude && (x.negative == y.negative || x.magnitude == 0)
        // By bit pattern (so 0.0 and -0.0 stay apart and hashing agrees), any NaN equal to any NaN.
        case (.real(let x), .real(let y)): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
        case (.bool(let x), .bool(let y)): return x == y
        case (.data(let x), .data(let y)): return x == y
        case (.date(let x), .date(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.dictionary(let x), .dictionary(let y)): return x == y
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .string(let s): h.combine(0); h.combine(s)
        case .integer, .unsignedInteger:
            let m = integerMagnitude ?? (false, 0)
            h.combine(1); h.combine(m.negative && m.magnitude != 0); h.combine(m.magnitude)
        case .real(let d): h.combine(2); h.combine(d.isNaN ? Double.nan.bitPattern : d.bitPattern)
        case .bool(let b): h.combine(3); h.combine(b)
        case .data(let d): h.combine(4); h.combine(d)
        case .date(let d): h.combine(5); h.combine(d)
        case .array(let a): h.combine(6); h.combine(a)
        case .dictionary(let d): h.combine(7); h.combine(d)
        }
    }
}

extension PlistValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: PlistValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, PlistValue)...) {
        var d: [String: PlistValue] = [:]
        for (k, v) in elements { d[k] = v }
        self = .dictionary(d)
    }
}
