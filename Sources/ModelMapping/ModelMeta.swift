import ObjCRuntime

/// How one property takes part in mapping (YYModel's `_YYModelPropertyMeta`).
public struct PropertyMeta: Sendable, CustomStringConvertible {
    /// The property's name.
    public let name: String
    /// The class info's record of the property.
    public let info: PropertyInfo
    /// What its type encoding means to the mapper.
    public let kind: PropertyKind
    /// For object properties: which Foundation type or model class it holds.
    public let objectType: ObjectType?
    /// For containers: the class of the elements (from the generic-class customization).
    public let genericClass: ObjCClass?
    /// The getter, when instances answer it (nil: the property is never read).
    public let getter: Selector?
    /// The setter, when instances answer it (nil: the property is never set).
    public let setter: Selector?
    /// The JSON key(s) the property maps to (its own name unless customized).
    public let mappedKey: ModelKey
    /// `mappedKey`'s candidates split at dots: one element per path step.
    public let keyPaths: [[String]]

    /// Whether some candidate is a key path (`ext.desc`).
    public var hasKeyPath: Bool { keyPaths.contains { $0.count > 1 } }

    /// A one-line summary for logs and the demo.
    public var description: String {
        let type = objectType.map { "\($0)" } ?? "\(kind)"
        let generic = genericClass.map { "<\($0.name)>" } ?? ""
        return "\(name): \(type)\(generic) <- \(mappedKey)"
    }
}

/// Everything the mapper needs about one model class (YYModel's `_YYModelMeta`): its
/// mappable properties, superclasses' included, with their keys. Built from ``ClassInfo``
/// and the class's ``ModelCustomization``, cached per class, rebuilt when either changes.
public final class ModelMeta: Sendable, CustomStringConvertible {
    /// The model class.
    public let cls: ObjCClass
    /// The class info it was built from.
    public let classInfo: ClassInfo
    /// The mappable properties: superclasses' first, each class's in declaration order.
    public let properties: [PropertyMeta]
    /// Mapped key (first candidate, whole key path) → the properties mapped to it, in
    /// `properties` order: several properties may share one key (YYModel chains them
    /// through `_next`).
    public let mapper: [String: [PropertyMeta]]
    /// Properties left out because the mapper cannot handle their type: name → encoding.
    public let unsupportedProperties: [String: String]
    private let generation: UInt64

    private init(cls: ObjCClass, classInfo: ClassInfo, customization: ModelCustomization?, generation: UInt64) {
        self.cls = cls
        self.classInfo = classInfo
        self.generation = generation
        let blacklist = customization?.blacklist
        let whitelist = customization?.whitelist
        var generics: [String: ObjCClass] = [:]
        for (property, className) in customization?.genericClasses ?? [:] {
            // An unknown class name is ignored, as YYModel ignores NSClassFromString's nil.
            if let found = ObjCClass.lookUp(className) { generics[property] = found }
        }
        // Walk from the class up, stopping below the root class (YYModel skips NSObject's
        // own properties); the nearest declaration of a name wins.
        var chain: [ClassInfo] = []
        var current: ClassInfo? = classInfo
        while let c = current, c.superclass != nil {
            chain.append(c)
            current = c.superclassInfo
        }
        var seen = Set<String>()
        var perClass: [[PropertyInfo]] = []
        for info in chain {
            var own: [PropertyInfo] = []
            for property in info.propertyInfos where !property.name.isEmpty && !seen.contains(property.name) {
                seen.insert(property.name)
                if let blacklist, blacklist.contains(property.name) { continue }
                if let whitelist, !whitelist.contains(property.name) { continue }
                own.append(property)
            }
            perClass.append(own)
        }
        var metas: [PropertyMeta] = []
        var unsupported: [String: String] = [:]
        for property in perClass.reversed().joined() {
            let getter = cls.instancesRespond(to: property.getter) ? property.getter : nil
            let setter = cls.instancesRespond(to: property.setter) ? property.setter : nil
            if getter == nil && setter == nil { continue }
            if case .unsupported(let encoding) = property.kind {
                unsupported[property.name] = encoding
                continue
            }
            var objectType: ObjectType?
            if case .object(let className) = property.kind {
                objectType = ObjectType(className: className)
                if case .unknownClass(let name)? = objectType {
                    unsupported[property.name] = "@\"\(name)\" (class not registered)"
                    continue
                }
            }
            let key = customization?.propertyMapper[property.name] ?? ModelKey(property.name)
            let candidates = key.candidates.isEmpty ? [property.name] : key.candidates
            metas.append(PropertyMeta(
                name: property.name, info: property, kind: property.kind, objectType: objectType,
                genericClass: generics[property.name], getter: getter, setter: setter,
                mappedKey: ModelKey(candidates),
                keyPaths: candidates.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }))
        }
        properties = metas
        var mapper: [String: [PropertyMeta]] = [:]
        for meta in metas { mapper[meta.mappedKey.candidates[0], default: []].append(meta) }
        self.mapper = mapper
        unsupportedProperties = unsupported
    }

    /// A one-line summary for logs and the demo.
    public var description: String {
        "ModelMeta(\(cls.name): " + properties.map(\.description).joined(separator: "; ") + ")"
    }

    // MARK: - The cache

    private static let cache = LockedValue([ObjCClass: ModelMeta]())

    /// The meta of `cls`, cached; rebuilt when the class info was refreshed
    /// (``ClassInfo/setNeedsUpdate(for:)``) or a customization was registered since.
    public static func meta(for cls: ObjCClass) -> ModelMeta {
        let info = ClassInfo.info(for: cls)
        let (customization, generation) = CustomizationRegistry.customization(for: cls)
        if let cached = cache.withLock({ $0[cls] }), cached.classInfo === info, cached.generation == generation {
            return cached
        }
        let fresh = ModelMeta(cls: cls, classInfo: info, customization: customization, generation: generation)
        cache.withLock { table in
            if let other = table[cls], other.generation > generation { return }
            table[cls] = fresh
        }
        return fresh
    }
}
