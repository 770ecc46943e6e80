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

/// A model class's answers to the `YYModel` protocol, given from Swift.
///
/// YYModel asks the class (`+modelCustomPropertyMapper`, `+modelPropertyBlacklist`,
/// `+modelPropertyWhitelist`, `+modelContainerPropertyGenericClass`,
/// `+modelCustomClassForDictionary:`) and the instance (`-modelCustomWillTransformFromDictionary:`,
/// `-modelCustomTransformFromDictionary:`, `-modelCustomTransformToDictionary:`). Classes made
/// from header text have no method bodies, so MiniObjC takes the same answers from Swift:
/// ``ModelMapper/register(_:for:)``. As with methods, a subclass inherits its superclass's
/// customization unless it registers its own. The closures run on whatever thread maps.
public struct ModelCustomization: Sendable {
    /// Property name → the JSON key(s) it maps to (`+modelCustomPropertyMapper`). Unlisted
    /// properties map to their own name.
    public var propertyMapper: [String: ModelKey]
    /// Properties never mapped (`+modelPropertyBlacklist`). nil: none.
    public var blacklist: Set<String>?
    /// When present, only these properties are mapped (`+modelPropertyWhitelist`).
    public var whitelist: Set<String>?
    /// Container property name → the class of its elements (`+modelContainerPropertyGenericClass`):
    /// an NSArray's or NSSet's elements, an NSDictionary's values. Dictionaries found there
    /// become instances of that class. For other object properties it replaces the declared
    /// class.
    public var genericClasses: [String: ModelClassReference]
    /// `+modelCustomClassForDictionary:`: the class to make from this dictionary (an
    /// NSDictionary), or nil for the class asked. Used at the top level, for nested models and
    /// inside containers.
    public var customClassForDictionary: (@Sendable (_ dictionary: ObjCObject) throws -> ObjCClass?)?
    /// `-modelCustomWillTransformFromDictionary:`: runs before a model is filled; returns the
    /// dictionary to use instead (any NSDictionary, the argument itself included), or nil to
    /// refuse the input.
    public var willTransformFromDictionary: (@Sendable (_ model: ObjCObject, _ dictionary: ObjCObject) throws -> ObjCObject?)?
    /// `-modelCustomTransformFromDictionary:`: runs after a model was filled; false refuses it
    /// (validation, or work the mapper cannot do).
    public var transformFromDictionary: (@Sendable (_ model: ObjCObject, _ dictionary: ObjCObject) throws -> Bool)?
    /// `-modelCustomTransformToDictionary:`: runs after a model's JSON dictionary (an
    /// NSMutableDictionary) was made; it may change it, and false drops the model from the
    /// output.
    public var transformToDictionary: (@Sendable (_ model: ObjCObject, _ dictionary: ObjCObject) throws -> Bool)?

    /// A customization; every part is optional.
    public init(propertyMapper: [String: ModelKey] = [:], blacklist: Set<String>? = nil,
                whitelist: Set<String>? = nil, genericClasses: [String: ModelClassReference] = [:],
                customClassForDictionary: (@Sendable (_ dictionary: ObjCObject) throws -> ObjCClass?)? = nil,
                willTransformFromDictionary: (@Sendable (_ model: ObjCObject, _ dictionary: ObjCObject) throws -> ObjCObject?)? = nil,
                transformFromDictionary: (@Sendable (_ model: ObjCObject, _ dictionary: ObjCObject) throws -> Bool)? = nil,
                transformToDictionary: (@Sendable (_ model: ObjCObject, _ dictionary: ObjCObject) throws -> Bool)? = nil) {
        self.propertyMapper = propertyMapper
        self.blacklist = blacklist
        self.whitelist = whitelist
        self.genericClasses = genericClasses
        self.customClassForDictionary = customClassForDictionary
        self.willTransformFromDictionary = willTransformFromDictionary
        self.transformFromDictionary = transformFromDictionary
        self.transformToDictionary = transformToDictionary
    }
}

/// The registered customizations. Registering invalidates every cached model meta.
enum CustomizationRegistry {
    private static let table = LockedValue([ObjCClass: ModelCustomization]())

    static func register(_ customization: ModelCustomization?, for cls: ObjCClass) {
        table.withLock { $0[cls] = customization }
        ModelMeta.invalidateAll()
    }

    /// The customization `cls` answers with: its own, else the nearest superclass's.
    static func customization(for cls: ObjCClass) -> ModelCustomization? {
        table.withLock { table in
            var current: ObjCClass? = cls
            while let c = current {
                if let found = table[c] { return found }
                current = c.superclass
            }
            return nil
        }
    }
}
