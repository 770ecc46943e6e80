import ObjCRuntime

/// Where a property's value lives in a JSON dictionary: one key, a key path (`ext.desc`),
/// or several candidates tried in order (`["id", "ID", "book_id"]`) — the values YYModel's
/// `+modelCustomPropertyMapper` dictionary may hold (an NSString or an NSArray of them).
public struct ModelKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
                        CustomStringConvertible {
    /// The candidates in order; each is a key, or a key path when it contains a dot.
    public let candidates: [String]

    /// One key or key path.
    public init(_ key: String) { candidates = [key] }
    /// Several candidates: the first one present in the dictionary (with a non-null value) wins.
    public init(_ candidates: [String]) { self.candidates = candidates }
    /// `"ext.desc"`: one key or key path.
    public init(stringLiteral value: String) { self.init(value) }
    /// `["id", "ID"]`: candidates in order.
    public init(arrayLiteral elements: String...) { self.init(elements) }

    /// The key, or the candidates in brackets.
    public var description: String {
        candidates.count == 1 ? candidates[0] : "[" + candidates.joined(separator: ", ") + "]"
    }
}

/// A model class's answers to YYModel's `YYModel` protocol class methods.
///
/// YYModel asks the class (`+modelCustomPropertyMapper`, `+modelPropertyBlacklist`,
/// `+modelPropertyWhitelist`, `+modelContainerPropertyGenericClass`). Runtime classes made
/// from header text have no method bodies, so MiniObjC takes the same four answers from
/// Swift: ``ModelMapper/register(_:for:)``. As with class methods, a subclass inherits its
/// superclass's customization unless it registers its own.
public struct ModelCustomization: Sendable {
    /// Property name → the JSON key(s) it maps to. Unlisted properties map to their own name.
    public var propertyMapper: [String: ModelKey]
    /// Properties never mapped (either direction). nil: none.
    public var blacklist: Set<String>?
    /// When present, only these properties are mapped.
    public var whitelist: Set<String>?
    /// Container property name → the class name of its elements (an NSArray's elements, an
    /// NSDictionary's values): dictionaries found there become instances of that class.
    public var genericClasses: [String: String]

    /// A customization; every part is optional.
    public init(propertyMapper: [String: ModelKey] = [:], blacklist: Set<String>? = nil,
                whitelist: Set<String>? = nil, genericClasses: [String: String] = [:]) {
        self.propertyMapper = propertyMapper
        self.blacklist = blacklist
        self.whitelist = whitelist
        self.genericClasses = genericClasses
    }
}

/// The registered customizations, and a generation number that model metas compare
/// against so a registration invalidates every meta built before it.
enum CustomizationRegistry {
    private struct State {
        var byClass: [ObjCClass: ModelCustomization] = [:]
        var generation: UInt64 = 0
    }

    private static let state = LockedValue(State())

    static func register(_ customization: ModelCustomization?, for cls: ObjCClass) {
        state.withLock { state in
            state.byClass[cls] = customization
            state.generation &+= 1
        }
    }

    /// The customization `cls` answers with: its own, else the nearest superclass's.
    static func customization(for cls: ObjCClass) -> (ModelCustomization?, generation: UInt64) {
        state.withLock { state in
            var current: ObjCClass? = cls
            while let c = current {
                if let found = state.byClass[c] { return (found, state.generation) }
                current = c.superclass
            }
            return (nil, state.generation)
        }
    }

    static var generation: UInt64 { state.withLock { $0.generation } }
}
