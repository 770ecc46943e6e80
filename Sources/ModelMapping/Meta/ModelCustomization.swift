import ObjCRuntime

/// A model class's answers to the `YYModel` protocol, given from Swift.
///
/// YYModel asks the class (`+modelCustomPropertyMapper`, `+modelPropertyBlacklist`,
/// `+modelPropertyWhitelist`, `+modelContainerPropertyGenericClass`,
/// `+modelCustomClassForDictionary:`) and the instance (`-modelCustomWillTransformFromDictionary:`,
/// `-modelCustomTransformFromDictionary:`, `-modelCustomTransformToDictionary:`). MiniObjC asks
/// those methods too, when the class has them as runtime methods (see ``ModelMeta``); classes
/// made from header text have no method bodies, so the same answers can be given from Swift:
/// ``ModelMapper/register(_:for:)``. A subclass inherits its superclass's registration unless
/// it registers its own (registrations do not merge). A registration acts as a category on the
/// class it is registered for, implementing the hooks it gives: those win over that class's
/// own methods and the ones it inherits, a subclass's own method wins over them, and the hooks
/// it leaves out (an empty mapper or generic-class table, a nil list or closure) are still
/// asked of the class. The closures run on whatever thread maps.
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

/// The registered customizations, and how they meet the class's own methods.
enum CustomizationRegistry {
    private static let table: LockedValue<[ObjCClass: ModelCustomization]> = {
        ObjCClass.addDisposalHook { cls in table.withLock { $0[cls] = nil } }
        return LockedValue([:])
    }()

    static func register(_ customization: ModelCustomization?, for cls: ObjCClass) {
        table.withLock { $0[cls] = customization }
        ModelMeta.invalidateAll()
    }

    /// The registration `cls` answers with: its own, else the nearest superclass's, with how
    /// many levels up it was found (0: `cls` itself). Registrations do not merge.
    static func registration(for cls: ObjCClass) -> (customization: ModelCustomization, level: Int)? {
        table.withLock { table in
            var current: ObjCClass? = cls
            var level = 0
            while let c = current {
                if let found = table[c] { return (found, level) }
                current = c.superclass
                level += 1
            }
            return nil
        }
    }

    /// What `cls` answers with, from ``resolved(for:)``.
    struct Resolved {
        /// The registration and the methods' answers together; nil when there is neither.
        var customization: ModelCustomization?
        /// The first problem with a method or its answer (that hook is then left out).
        var error: ModelMappingError?
        /// False when the methods could not be asked (see ``resolved(for:)``): a meta built
        /// from this must not be cached.
        var isComplete = true
    }

    /// Everything `cls` answers with: the registration and the class's own YYModel methods,
    /// hook by hook. A registration acts as a category on the class it was registered for,
    /// implementing the hooks it gives (a mapper or generic classes that are not empty, a list,
    /// a closure): it replaces that class's methods and everything it inherits, while the own
    /// method of a class below the registered one (`cls` included) overrides it, as a method
    /// overrides a superclass's category. Hooks the registration leaves out are asked of the
    /// class.
    static func resolved(for cls: ObjCClass) -> Resolved {
        let registration = registration(for: cls)
        let hooks = ModelHook.allCases.filter { hook in
            guard ModelProtocolMethods.responds(cls, to: hook) else { return false }
            guard let registration, registration.customization.gives(hook) else { return true }
            return ModelProtocolMethods.isImplemented(hook, in: cls, withinLevels: registration.level)
        }
        guard !hooks.isEmpty else { return Resolved(customization: registration?.customization) }
        // A method that maps models of its own class while it is asked asks itself again, for ever.
        guard RecursionGuard.metaBuilding.enter() else {
            return Resolved(customization: registration?.customization, error: .invalidCustomization(
                "\(cls.name)'s YYModel methods map models of \(cls.name) while they are being asked"
                + " (more than \(ModelMapper.nestingLimit) levels deep)"), isComplete: false)
        }
        defer { RecursionGuard.metaBuilding.leave() }
        var customization = registration?.customization ?? ModelCustomization()
        var firstError: ModelMappingError?
        for hook in hooks {
            do {
                try ModelProtocolMethods.read(hook, of: cls, into: &customization)
            } catch {
                customization.remove(hook)
                if firstError == nil { firstError = ModelMappingError(error, step: hook.name(in: cls)) }
            }
        }
        return Resolved(customization: customization, error: firstError)
    }
}

extension ModelCustomization {
    /// Whether this customization answers `hook` (an empty mapper or generic-class table gives
    /// nothing, as a class without the method).
    func gives(_ hook: ModelHook) -> Bool {
        switch hook {
        case .propertyMapper: return !propertyMapper.isEmpty
        case .blacklist: return blacklist != nil
        case .whitelist: return whitelist != nil
        case .genericClasses: return !genericClasses.isEmpty
        case .customClass: return customClassForDictionary != nil
        case .willTransform: return willTransformFromDictionary != nil
        case .transformFrom: return transformFromDictionary != nil
        case .transformTo: return transformToDictionary != nil
        }
    }

    /// Leaves `hook` unanswered.
    mutating func remove(_ hook: ModelHook) {
        switch hook {
        case .propertyMapper: propertyMapper = [:]
        case .blacklist: blacklist = nil
        case .whitelist: whitelist = nil
        case .genericClasses: genericClasses = [:]
        case .customClass: customClassForDictionary = nil
        case .willTransform: willTransformFromDictionary = nil
        case .transformFrom: transformFromDictionary = nil
        case .transformTo: transformToDictionary = nil
        }
    }
}
