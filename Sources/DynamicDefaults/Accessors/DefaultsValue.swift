import PropertyLists

/// A Swift value a generated accessor can hand over: converted from and to property-list
/// values with the store's coercion rules.
public protocol DefaultsValue {
    /// The value read from an accessor (nil when it returned nil or zero-less nothing).
    init(defaultsValue: PlistValue?)
    /// The value to pass to a setter (nil sets an object property to nil, removing the key).
    var defaultsValue: PlistValue? { get }
}

extension Int: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = DefaultsCoercion.integer(v) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension Int8: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = Int8(truncatingIfNeeded: DefaultsCoercion.integer(v)) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension Int16: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = Int16(truncatingIfNeeded: DefaultsCoercion.integer(v)) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension Int32: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = Int32(truncatingIfNeeded: DefaultsCoercion.integer(v)) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension Int64: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = Int64(DefaultsCoercion.integer(v)) }
    public var defaultsValue: PlistValue? { .integer(self) }
}
extension UInt8: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = UInt8(truncatingIfNeeded: DefaultsCoercion.unsignedInteger(v)) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension UInt16: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = UInt16(truncatingIfNeeded: DefaultsCoercion.unsignedInteger(v)) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension UInt32: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = UInt32(truncatingIfNeeded: DefaultsCoercion.unsignedInteger(v)) }
    public var defaultsValue: PlistValue? { .integer(Int64(self)) }
}
extension UInt64: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = DefaultsCoercion.unsignedInteger(v) }
    public var defaultsValue: PlistValue? { PlistValue(integer: self) }
}
extension UInt: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = UInt(DefaultsCoercion.unsignedInteger(v)) }
    public var defaultsValue: PlistValue? { PlistValue(integer: self) }
}
extension Bool: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = DefaultsCoercion.bool(v) }
    public var defaultsValue: PlistValue? { .bool(self) }
}
extension Double: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = DefaultsCoercion.double(v) }
    public var defaultsValue: PlistValue? { .real(self) }
}
extension Float: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = Float(DefaultsCoercion.double(v)) }
    public var defaultsValue: PlistValue? { .real(Double(self)) }
}
extension String: DefaultsValue {
    /// nil reads as the empty string; use `String?` to tell them apart.
    public init(defaultsValue v: PlistValue?) { self = DefaultsCoercion.string(v) ?? "" }
    public var defaultsValue: PlistValue? { .string(self) }
}
extension PlistValue: DefaultsValue {
    /// nil reads as an empty string; use `PlistValue?` to tell them apart.
    public init(defaultsValue v: PlistValue?) { self = v ?? .string("") }
    public var defaultsValue: PlistValue? { self }
}
extension Optional: DefaultsValue where Wrapped: DefaultsValue {
    public init(defaultsValue v: PlistValue?) { self = v.map { Wrapped(defaultsValue: $0) } }
    public var defaultsValue: PlistValue? { self?.defaultsValue ?? nil }
}
