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

/// A point in time as property lists store it: seconds since 2001-01-01 00:00:00 UTC
/// (Apple's reference date), as a `Double`.
public struct PlistDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Seconds since 2001-01-01 00:00:00 UTC; negative for earlier dates. This is what binary
    /// plists store, so it is the stored form and `unixTime` is derived from it.
    public var secondsSinceReferenceDate: Double

    /// Seconds between 1970-01-01 and 2001-01-01 (the Unix epoch and Apple's reference date).
    public static let unixEpochOffset: Double = 978_307_200

    /// A date `secondsSinceReferenceDate` seconds after 2001-01-01 00:00:00 UTC.
    public init(secondsSinceReferenceDate: Double) {
        self.secondsSinceReferenceDate = secondsSinceReferenceDate
    }

    /// A date `unixTime` seconds after 1970-01-01 00:00:00 UTC (the Unix epoch).
    public init(unixTime: Double) {
        secondsSinceReferenceDate = unixTime - Self.unixEpochOffset
    }

    /// The current time, from the real-time clock.
    public static func now() -> PlistDate {
        PlistDate(unixTime: currentUnixTime())
    }

    /// Seconds since 1970-01-01 00:00:00 UTC, as `time(2)` and JSON timestamps count.
    public var unixTime: Double { secondsSinceReferenceDate + Self.unixEpochOffset }

    public static func < (a: PlistDate, b: PlistDate) -> Bool {
        a.secondsSinceReferenceDate < b.secondsSinceReferenceDate
    }

    /// ISO 8601 in UTC, whole seconds (`2001-01-01T00:00:00Z`), as XML plists write dates.
    public var description: String { ISODate.format(self) }
}

/// Converts Swift values to property-list values; anything else is a ``DefaultsError/notPropertyList(_:key:)``.
public enum PlistConversion {
    /// The property-list form of `value`, or `nil` when it is not a property-list value.
    /// Accepts `PlistValue`, `PlistDate`, `String`, every standard integer type, `Double`,
    /// `Float`, `Bool`, `[UInt8]` (data), arrays of those, and dictionaries with `String` keys.
    public static func plist(from value: Any) -> PlistValue? {
        switch value {
        case let v as PlistValue: return v
        case let v as PlistDate: return .date(v)
        case let v as String: return .string(v)
        case let v as Substring: return .string(String(v))
        case let v as Bool: return .bool(v)
        case let v as Int: return PlistValue(integer: v)
        case let v as Int8: return PlistValue(integer: v)
        case let v as Int16: return PlistValue(integer: v)
        case let v as Int32: return PlistValue(integer: v)
        case let v as Int64: return PlistValue(integer: v)
        case let v as UInt: return PlistValue(integer: v)
        case let v as UInt16: return PlistValue(integer: v)
        case let v as UInt32: return PlistValue(integer: v)
        case let v as UInt64: return PlistValue(integer: v)
        case let v as Double: return .real(v)
        case let v as Float: return .real(Double(v))
        // Checked by dynamic type: an empty `[Int]` would otherwise cast to `[UInt8]`.
        case let v as [UInt8] where type(of: value) == [UInt8].self: return .data(v)
        case let v as UInt8: return PlistValue(integer: v)
        case let v as [Any]:
            var out: [PlistValue] = []
            out.reserveCapacity(v.count)
            for e in v {
                guard let p = plist(from: e) else { return nil }
                out.append(p)
            }
            return .array(out)
        case let v as [String: Any]:
            var out: [String: PlistValue] = [:]
            for (k, e) in v {
                guard let p = plist(from: e) else { return nil }
                out[k] = p
            }
            return .dictionary(out)
        default:
            return nil
        }
    }

    /// A short, bounded description of a value that is not a property list, for error messages.
    static func describe(_ value: Any) -> String {
        let text = String(describing: value)
        let shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
        return "\(shown) (type \(type(of: value)))"
    }
}
