/// An NSNumber read once (``UnmanagedObject/numberValue``).
package struct NumberValue: Hashable, Sendable {
    /// The type code, as an ASCII byte (`q` is 0x71).
    package let type: UInt8
    /// The value as `-longLongValue` reads it.
    package let int64: Int64
    /// The value as `-unsignedLongLongValue` reads it.
    package let uint64: UInt64
    /// The value as `-doubleValue` reads it.
    package let double: Double
}
