/// The key of an associated object: a unique address. Keep the key (e.g. in a `static let`).
public struct AssociationKey: Hashable, @unchecked Sendable {
    /// Low level: the address used as the key.
    public let rawValue: UnsafeRawPointer

    /// A fresh unique key (one byte that lives for the rest of the process).
    public init() { rawValue = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }

    /// Low level: any stable address as a key.
    public init(rawValue: UnsafeRawPointer) { self.rawValue = rawValue }
}
