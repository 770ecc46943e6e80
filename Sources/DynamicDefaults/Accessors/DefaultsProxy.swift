/// The Swift face of a defaults class, as Objective-C writes
/// `[GVUserDefaults standardUserDefaults].nickName = @"bob"`:
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
