import ObjCRuntime
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

/// The Swift face of a defaults class, as in the seed's `UserInfo.nickName = @"bob"`:
/// `proxy.nickName = "bob"` sends `setNickName:` through the runtime to the generated IMP,
/// and `let n: Int = proxy.launchCount` sends the getter. Property names are checked at run
/// time: an unknown name reads as zero / nil, ignores writes, and is kept in ``lastError``.
@dynamicMemberLookup
public struct DefaultsProxy: Sendable {
    /// The generated accessors behind the proxy.
    public let accessors: DefaultsAccessors

    /// The proxy of `accessors` (also ``DefaultsAccessors/proxy``).
    public init(_ accessors: DefaultsAccessors) { self.accessors = accessors }

    /// Reads or writes a property through its generated getter or setter.
    public subscript<T: DefaultsValue>(dynamicMember property: String) -> T {
        get {
            do {
                return T(defaultsValue: try accessors.get(property))
            } catch {
                accessors.record(error)
                return T(defaultsValue: nil)
            }
        }
        nonmutating set {
            do {
                try accessors.set(property, newValue.defaultsValue)
            } catch {
                accessors.record(error)
            }
        }
    }

    /// The last error of a proxy read or write (an unknown property, a value with no object form).
    public var lastError: String? { accessors.lastProxyError }
}

extension DefaultsAccessors {
    /// Sends the getter of `property` and returns its value.
    /// - Throws: ``AccessorError/unknownProperty(className:property:)``, or the runtime's error.
    public func get(_ property: String) throws -> PlistValue? {
        guard let a = accessor(forProperty: property) else {
            throw AccessorError.unknownProperty(className: objcClass.name, property: property)
        }
        return try AccessorMessages.get(instance, Selector(a.getter), a.type)
    }

    /// Sends the setter of `property` with `value`.
    /// - Throws: ``AccessorError/unknownProperty(className:property:)`` (also for a readonly property).
    public func set(_ property: String, _ value: PlistValue?) throws {
        guard let a = accessor(forProperty: property), let setter = a.setter else {
            throw AccessorError.unknownProperty(className: objcClass.name, property: property)
        }
        try AccessorMessages.set(instance, Selector(setter), a.type, value)
    }

    /// The proxy for these accessors.
    public var proxy: DefaultsProxy { DefaultsProxy(self) }
}
