import ObjCRuntime

/// Everything the mapper needs about one model class (YYModel's `_YYModelMeta`): its mapped
/// properties, superclasses' included, with their keys and customization. Built from
/// ``ClassInfo`` and the class's ``ModelCustomization``, cached per class, rebuilt after
/// ``ClassInfo/setNeedsUpdate()`` or a registration.
public final class ModelMeta: Sendable, CustomStringConvertible {
    /// The model class.
    public let cls: ObjCClass
    /// The class info it was built from.
    public let classInfo: ClassInfo
    /// The properties with both accessors, superclasses' first, each class's in declaration
    /// order (YYModel's `_allPropertyMetas`; its `_keyMappedCount` is their count).
    public let properties: [PropertyMeta]
    /// Mapped key (or key path, joined with dots) → the properties written there, in
    /// `properties` order: several properties may share one key (YYModel's `_next` chain).
    public let mapper: [String: [PropertyMeta]]
    /// Properties left out, and why: name → reason.
    public let unsupportedProperties: [String: String]
    /// The class's own Foundation type (YYModel's `_nsType`); `.model` for model classes.
    public let objectType: ObjectType
    /// The customization the class answers with.
    public let customization: ModelCustomization?
    /// For the direct JSON writer: the output keys in sorted order, each with the properties
    /// written there; nil when a key path or a to-dictionary hook needs a dictionary first.
    let flatLayout: [FlatKey]?
    private let generation: UInt64

    /// One output key of ``flatLayout``: `"key":` ready to write, and candidate properties
    /// (indexes into `properties`) in order: the first with a value wins.
    struct FlatKey: Sendable {
        let quotedKey: [UInt8]
        let properties: [Int]
    }

    private init(cls: ObjCClass, generation: UInt64) {
        self.cls = cls
        self.generation = generation
        classInfo = ClassInfo.info(for: cls)
        let customization = CustomizationRegistry.customization(for: cls)
        self.customization = customization
        objectType = ObjectType(cls)
        var generics: [String: ObjCClass] = [:]
        for (property, reference) in customization?.genericClasses ?? [:] {
            if let found = reference.resolved { generics[property] = found }
        }
        // Walk from the class up, stopping below the root class (YYModel skips NSObject's own
        // properties); the nearest declaration of a name wins; output superclass first.
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
            for property in info.propertyInfos where !property.name.isEmpty && seen.insert(property.name).inserted {
                if let blacklist = customization?.blacklist, blacklist.contains(property.name) { continue }
                if let whitelist = customization?.whitelist, !whitelist.contains(property.name) { continue }
                own.append(property)
            }
            perClass.append(own)
        }
        var metas: [PropertyMeta] = []
        var unsupported: [String: String] = [:]
        for property in perClass.reversed().joined() {
            let (meta, reason) = PropertyMeta.make(property, of: cls, mapper: customization?.propertyMapper[property.name],
                                                   generic: generics[property.name])
            if let meta { metas.append(meta) } else if let reason { unsupported[property.name] = reason }
        }
        properties = metas
        var mapper: [String: [PropertyMeta]] = [:]
        for meta in metas {
            guard let spec = meta.keySpec else { continue }
            mapper[spec.outputPath.joined(separator: "."), default: []].append(meta)
        }
        self.mapper = mapper
        unsupportedProperties = unsupported
        flatLayout = ModelMeta.flatLayout(metas, hasToDictionaryHook: customization?.transformToDictionary != nil)
    }

    private static func flatLayout(_ metas: [PropertyMeta], hasToDictionaryHook: Bool) -> [FlatKey]? {
        guard !hasToDictionaryHook else { return nil }
        var byKey: [String: [Int]] = [:]
        for (i, meta) in metas.enumerated() {
            guard let spec = meta.keySpec else { continue }
            if spec.writesKeyPath { return nil }
            byKey[spec.outputPath[0], default: []].append(i)
        }
        return byKey.keys.sorted().map { key in
            var quoted = JSONWriter.quotedKey(key)
            quoted.append(UInt8(ascii: ":"))
            return FlatKey(quotedKey: quoted, properties: byKey[key] ?? [])
        }
    }

    /// A one-line summary for logs and the demo.
    public var description: String {
        "ModelMeta(\(cls.name): " + properties.map(\.description).joined(separator: "; ") + ")"
    }

    // MARK: - The cache

    private struct CacheState {
        var table: [ObjCClass: ModelMeta] = [:]
        /// Bumped by every class-info update request and customization registration.
        var generation: UInt64 = 0
    }

    private static let cache = LockedValue(CacheState())

    /// The meta of `cls` (YYModel's `+metaWithClass:`), cached; rebuilt when any class info
    /// was marked stale or any customization registered since it was built.
    public static func meta(for cls: ObjCClass) -> ModelMeta {
        let (cached, generation) = cache.withLock { state -> (ModelMeta?, UInt64) in
            let meta = state.table[cls]
            return (meta?.generation == state.generation ? meta : nil, state.generation)
        }
        if let cached { return cached }
        let fresh = ModelMeta(cls: cls, generation: generation)
        cache.withLock { state in
            if state.generation == generation { state.table[cls] = fresh }
        }
        return fresh
    }

    /// Makes every cached meta stale.
    static func invalidateAll() {
        cache.withLock { $0.generation &+= 1 }
    }
}
