/// Why accessors could not be generated. Nothing is installed when any of these is thrown.
public enum AccessorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Properties whose types no defaults accessor can carry, all of them at once:
    /// (property name, its type encoding).
    case unsupportedProperties(className: String, [UnsupportedProperty])
    /// A property's attribute string does not parse.
    case badAttributes(className: String, property: String, attributes: String, reason: String)
    /// The runtime refused a step (creating the instance, adding a method).
    case runtime(String)
    /// No generated accessor (or no setter) for this property name.
    case unknownProperty(className: String, property: String)

    /// A property no accessor can carry.
    public struct UnsupportedProperty: Sendable, Equatable {
        /// The property name.
        public let name: String
        /// Its type encoding, as in the attribute string (`{CGRect=…}`, `^v`, `*`…).
        public let typeEncoding: String
    }

    public var description: String {
        switch self {
        case .unsupportedProperties(let cls, let list):
            let items = list.map { "\($0.name) (\($0.typeEncoding))" }.joined(separator: ", ")
            return "\(cls): no defaults accessor for the property types of \(items); "
                + "use BOOL, bool, integer, float, double or object properties"
        case .badAttributes(let cls, let p, let a, let reason):
            return "\(cls).\(p): attribute string \"\(a)\" does not parse: \(reason)"
        case .runtime(let m):
            return m
        case .unknownProperty(let cls, let p):
            return "\(cls) has no generated accessor '\(p)' (not an @dynamic property, or readonly for a write)"
        }
    }
}
