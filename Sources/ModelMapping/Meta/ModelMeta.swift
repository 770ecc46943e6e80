@_spi(JSONBuilding) import JSON
import ObjCRuntime

/// Everything the mapper needs about one model class (YYModel's `_YYModelMeta`): its mapped
/// properties, superclasses' included, with their keys and customization. Built from
/// ``ClassInfo``, the class's registered ``ModelCustomization`` and its own `YYModel` protocol
/// methods, cached per class, rebuilt after ``ClassInfo/setNeedsUpdate()`` or a registration.
///
/// As in YYModel, the class methods (`+modelCustomPropertyMapper`, `+modelPropertyBlacklist`,
/// `+modelPropertyWhitelist`, `+modelContainerPropertyGenericClass`) are asked once, when the
/// meta is built, and which hooks the class and its instances respond to is decided then too;
/// `+modelCustomClassForDictionary:` and the instance methods are sent per dictionary / model.
/// A method added (or a category attached) after the meta was built is not seen until
/// ``ClassInfo/setNeedsUpdate()`` — YYModel's `-setNeedUpdate` rule.
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
    /// Properties with both accessors left out of every operation, and why: name → reason.
    public let unsupportedProperties: [String: PropertyRefusal]
    /// The class's own Foundation type (YYModel's `_nsType`); `.model` for model classes.
    public let objectType: ObjectType
    /// The customization the class answers with: its registration and its own `YYModel`
    /// methods, hook by hook (see ``ModelCustomization``); the methods' hooks send their messages.
    public let customization: ModelCustomization?
    /// The first problem with the class's own `YYModel` methods — one of the wrong shape, an
    /// answer YYModel could not use (``ModelMappingError/invalidCustomization(_:)``), one that
    /// raised (`.runtime`) — or nil. Every mapping, copying, hashing and archiving operation on
    /// the class throws it. The meta leaves that hook out, and `modelDescription()`, which
    /// cannot fail, describes the model with it so.
    public let customizationError: ModelMappingError?
    /// The decoder's and writer's view of `properties` (see ``PropertyStep``).
    let steps: ContiguousArray<PropertyStep>
    /// Key paths and candidate lists, which steps refer to by index.
    let complexKeys: [KeySpec]
    /// For the direct JSON writer: the output keys in sorted order, each with the steps written
    /// there; nil when a key path or a to-dictionary hook needs a dictionary first.
    let flatLayout: ContiguousArray<FlatKey>?
    /// The steps of each flat key, in order: `flatLayout[k]` owns a range of it.
    let flatSteps: ContiguousArray<Int>
    private let arena: KeyArena
    let willTransform: (@Sendable (ObjCObject, ObjCObject) throws -> ObjCObject?)?
    let transformFrom: (@Sendable (ObjCObject, ObjCObject) throws -> Bool)?
    let customClass: (@Sendable (ObjCObject) throws -> ObjCClass?)?
    private let generation: UInt64
    /// False for a meta built without asking the class's methods (see
    /// ``CustomizationRegistry/resolved(for:)``).
    private let isCacheable: Bool

    /// One output key of ``flatLayout``: `"key":` ready to write (in the arena), and its
    /// candidate steps (`flatSteps[first..<first+count]`) in order: the first with a value wins.
    struct FlatKey: @unchecked Sendable {  // @unchecked: the key bytes are in the immutable arena
        let quotedKey: UnsafePointer<UInt8>
        let quotedKeyCount: Int
        let first: Int
        let count: Int
    }

    private init(cls: ObjCClass, generation: UInt64) {
        self.cls = cls
        self.generation = generation
        classInfo = ClassInfo.info(for: cls)
        let resolved = CustomizationRegistry.resolved(for: cls)
        let customization = resolved.customization
        self.customization = customization
        customizationError = resolved.error
        isCacheable = resolved.isComplete
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
        var unsupported: [String: PropertyRefusal] = [:]
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
        willTransform = customization?.willTransformFromDictionary
        transformFrom = customization?.transformFromDictionary
        customClass = customization?.customClassForDictionary

        // The arena holds each single key and each flat key's `"key":` (at most 6 bytes per
        // input byte once escaped, plus quotes and colon).
        var flat: [String: [Int]]? = customization?.transformToDictionary == nil ? [:] : nil
        var arenaSize = 0
        for meta in metas {
            guard let spec = meta.keySpec else { continue }
            if spec.writesKeyPath { flat = nil }
            if spec.lookups.count == 1, case .key(let key) = spec.lookups[0] { arenaSize += key.utf8.count }
            arenaSize += spec.outputPath[0].utf8.count * 6 + 3
        }
        let arena = KeyArena(capacity: arenaSize)
        self.arena = arena
        var complex: [KeySpec] = []
        var steps = ContiguousArray<PropertyStep>()
        for (i, meta) in metas.enumerated() {
            var bytes: UnsafePointer<UInt8>?, count = 0, hash: UInt64 = 0, complexIndex = -1
            if let spec = meta.keySpec {
                if spec.lookups.count == 1, case .key(let key) = spec.lookups[0] {
                    bytes = arena.store(key.utf8)
                    count = key.utf8.count
                    hash = key.hash
                } else {
                    complexIndex = complex.count
                    complex.append(spec)
                }
                if flat != nil { flat?[spec.outputPath[0], default: []].append(i) }
            }
            steps.append(PropertyStep(
                index: i, getter: meta.getter, setter: meta.setter, action: PropertyAction(meta),
                genericClass: meta.genericClass, keepsValuesAlive: meta.keepsValuesAlive,
                isFoundationType: meta.objectType?.isFoundationType ?? false,
                keyBytes: bytes, keyCount: count, keyHash: hash, complexKey: complexIndex))
        }
        self.steps = steps
        complexKeys = complex
        var layout = ContiguousArray<FlatKey>(), flatSteps = ContiguousArray<Int>()
        for key in (flat ?? [:]).keys.sorted() {
            var quoted = JSONWriter.quotedKey(key)
            quoted.append(UInt8(ascii: ":"))
            let indexes = flat?[key] ?? []
            layout.append(FlatKey(quotedKey: arena.store(quoted), quotedKeyCount: quoted.count,
                                  first: flatSteps.count, count: indexes.count))
            flatSteps.append(contentsOf: indexes)
        }
        flatLayout = flat == nil ? nil : layout
        self.flatSteps = flatSteps
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

    private static let cache: LockedValue<CacheState> = {
        ObjCClass.addDisposalHook { cls in cache.withLock { $0.table[cls] = nil } }
        return LockedValue(CacheState())
    }()

    /// Whether `cls` has a meta in the cache (for tests of what disposal drops).
    static func isCached(_ cls: ObjCClass) -> Bool { cache.withLock { $0.table[cls] != nil } }

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
            if state.generation == generation && fresh.isCacheable { state.table[cls] = fresh }
        }
        return fresh
    }

    /// ``meta(for:)`` for an operation that can fail: throws the meta's ``customizationError``.
    static func checked(for cls: ObjCClass) throws -> ModelMeta {
        let meta = meta(for: cls)
        if let error = meta.customizationError { throw error }
        return meta
    }

    /// Makes every cached meta stale.
    static func invalidateAll() {
        cache.withLock { $0.generation &+= 1 }
    }
}
