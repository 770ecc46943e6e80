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
/// time, and a subscript cannot throw: an unknown name reads as zero / nil and ignores writes,
/// and the error goes to the ``DefaultsAccessors/onProxyError(_:)`` handlers. To have it
/// thrown, use ``DefaultsAccessors/get(_:)`` and ``DefaultsAccessors/set(_:_:)``.
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
                accessors.reportProxyError(error)
                return T(defaultsValue: nil)
            }
        }
        nonmutating set {
            do {
                try accessors.set(property, newValue.defaultsValue)
            } catch {
                accessors.reportProxyError(error)
            }
        }
    }
}

/// The handlers registered with ``DefaultsAccessors/onProxyError(_:)``.
struct ProxyErrorHandlers {
    /// Never reused, so a cancelled registration cannot remove a later one.
    var nextID: UInt64 = 1
    var handlers: [UInt64: @Sendable (any Error) -> Void] = [:]
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

    /// Calls `handler` when a read or write through ``proxy`` fails — an unknown property, a
    /// readonly one written, an error the runtime raised — on the thread of the access. The
    /// proxy's subscripts cannot throw; without a handler the failure is dropped (a read gives
    /// zero / nil). ``get(_:)`` and ``set(_:_:)`` throw the same errors instead.
    public func onProxyError(_ handler: @escaping @Sendable (any Error) -> Void) -> DefaultsObservation {
        let id = proxyErrorHandlers.withLock { table -> UInt64 in
            let id = table.nextID
            table.nextID += 1
            table.handlers[id] = handler
            return id
        }
        return DefaultsObservation { [weak self] in
            self?.proxyErrorHandlers.withLock { _ = $0.handlers.removeValue(forKey: id) }
        }
    }

    /// Hands a proxy's error to every ``onProxyError(_:)`` handler, outside the lock.
    func reportProxyError(_ error: any Error) {
        let handlers = proxyErrorHandlers.withLock { Array($0.handlers.values) }
        for h in handlers { h(error) }
    }
}
