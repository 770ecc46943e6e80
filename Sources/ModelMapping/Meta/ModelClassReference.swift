import ObjCRuntime

/// A class, given as a class or by name (YYModel's `+modelContainerPropertyGenericClass`
/// values may be either).
public enum ModelClassReference: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A class by name, looked up when the model meta is built (an unknown name is ignored,
    /// as YYModel ignores `NSClassFromString`'s nil).
    case named(String)
    /// A class.
    case cls(ObjCClass)

    /// `"Book"`: a class by name.
    public init(stringLiteral value: String) { self = .named(value) }

    /// The class, or nil for a name the runtime does not know.
    public var resolved: ObjCClass? {
        switch self {
        case .named(let name): return ObjCClass.lookUp(name)
        case .cls(let cls): return cls
        }
    }

    /// The class name.
    public var description: String {
        switch self {
        case .named(let name): return name
        case .cls(let cls): return cls.name
        }
    }
}
