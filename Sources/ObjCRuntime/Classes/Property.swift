internal import CRuntimeCore

/// A declared property: its name and raw attribute string (`T@"NSString",C,N,V_name`).
public struct Property: Hashable, @unchecked Sendable, CustomStringConvertible {
    let raw: rt_property_t

    init(raw: rt_property_t) { self.raw = raw }

    /// The property's declared name (`title` for `@property NSString *title`).
    public var name: String { cString(rt_property_getName(raw)) ?? "" }
    /// The raw attribute string, as clang emits it. Parse it with ObjCEncoding.
    public var attributes: String { cString(rt_property_getAttributes(raw)) ?? "" }

    public var description: String { "\(name) \(attributes)" }

    /// One attribute's value by its letter (`property_copyAttributeValue`): `"T"` → the
    /// type encoding, `"V"` → the ivar name, `""` for a flag such as `"N"`, nil when absent.
    public func value(forAttribute letter: String) -> String? {
        guard let value = letter.withCString({ rt_property_copyAttributeValue(raw, $0) }) else { return nil }
        defer { rt_free(value) }
        return String(cString: value)
    }
}
