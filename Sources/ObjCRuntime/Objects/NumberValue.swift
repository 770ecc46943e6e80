/// An NSNumber read once (``UnmanagedObject/numberValue``).
public struct NumberValue: Hashable, Sendable {
    /// The type code, as an ASCII byte (`q` is 0x71).
    public let type: UInt8
    /// The value as `-longLongValue` reads it.
    public let int64: Int64
    /// The value as `-unsignedLongLongValue` reads it.
    public let uint64: UInt64
    /// The value as `-doubleValue` reads it.
    public let double: Double
}
