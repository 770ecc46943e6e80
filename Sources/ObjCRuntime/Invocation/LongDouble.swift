internal import CRuntimeCore

/// A C `long double` as its 16 bytes in memory. On x86-64 that is an 80-bit extended value
/// plus 6 bytes of padding (convert with ``init(_:)-(Float80)`` / ``float80``); elsewhere the bytes
/// are carried as they are. ``init(_:)-(Double)`` and ``doubleValue`` convert on every platform.
public struct LongDouble: Hashable, Sendable {
    /// The value's bytes, lowest address first.
    public var bytes: (UInt64, UInt64)

    /// A long double from its raw bytes (lowest address first).
    public init(bytes: (UInt64, UInt64)) { self.bytes = bytes }

    /// A long double holding `value` (exactly: every double is a long double).
    public init(_ value: Double) {
        var b: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &b) { rt_longdouble_fromDouble(value, $0.baseAddress) }
        bytes = b
    }

    /// The value rounded to a double.
    public var doubleValue: Double {
        withUnsafeBytes(of: bytes) { rt_longdouble_toDouble($0.baseAddress) }
    }

    #if arch(x86_64) || arch(i386)
    /// A long double holding `value` exactly.
    public init(_ value: Float80) {
        var b: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &b) { $0.storeBytes(of: value, as: Float80.self) }
        bytes = b
    }

    /// The value as Swift's 80-bit float.
    public var float80: Float80 {
        withUnsafeBytes(of: bytes) { $0.load(as: Float80.self) }
    }

    /// Equal when the 10 significant bytes are: the padding is whatever the producer left.
    public static func == (a: LongDouble, b: LongDouble) -> Bool {
        a.bytes.0 == b.bytes.0 && UInt16(truncatingIfNeeded: a.bytes.1) == UInt16(truncatingIfNeeded: b.bytes.1)
    }

    /// Hashes the significant bytes only, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(UInt16(truncatingIfNeeded: bytes.1))
    }
    #else
    /// Equal when all 16 bytes are.
    public static func == (a: LongDouble, b: LongDouble) -> Bool {
        a.bytes.0 == b.bytes.0 && a.bytes.1 == b.bytes.1
    }

    /// Hashes all 16 bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
    }
    #endif
}
