import ObjCRuntime

/// What the runtime says about one class — its ivars, methods and declared properties,
/// parsed once — with the same for its superclass chain (YYModel's `YYClassInfo`).
///
/// A `ClassInfo` is an immutable snapshot, so any thread may read it. ``info(for:)`` caches
/// one per class (metaclasses too, in the same table: a metaclass is its own key). After a
/// class changes (a method or property added, a category loaded) call
/// ``setNeedsUpdate(for:)``: the next ``info(for:)`` reads the class again, as YYModel's
/// `-setNeedUpdate` does. A subclass's cached info is rebuilt too when the info of any class
/// above it is, so `superclassInfo` is never a stale snapshot.
///
/// Before disposing a class that was mapped, call ``setNeedsUpdate(for:)`` too: the cache is
/// keyed by the class pointer, and a class allocated later at the same address must not
/// find the old snapshot current (YYModel has the same hazard and no remedy).
public final class ClassInfo: Sendable, CustomStringConvertible {
    /// The class described.
    public let cls: ObjCClass
    /// Its superclass; nil for a root class.
    public let superclass: ObjCClass?
    /// Its metaclass (for a metaclass: the root metaclass, as `object_getClass` answers).
    public let metaclass: ObjCClass
    /// Whether `cls` is itself a metaclass.
    public let isMeta: Bool
    /// The class name.
    public let name: String
    /// The superclass's info; nil for a root class.
    public let superclassInfo: ClassInfo?
    /// The class's own ivars, in declaration (layout) order.
    public let ivarInfos: [IvarInfo]
    /// The class's own methods (class methods when `cls` is a metaclass), in list order.
    public let methodInfos: [MethodInfo]
    /// The class's own declared properties, in declaration order.
    public let propertyInfos: [PropertyInfo]

    private let ivarIndex: [String: Int]
    private let methodIndex: [String: Int]
    private let propertyIndex: [String: Int]

    private init(cls: ObjCClass, superclassInfo: ClassInfo?) {
        self.cls = cls
        superclass = cls.superclass
        metaclass = cls.metaclass
        isMeta = cls.isMetaClass
        name = cls.name
        self.superclassInfo = superclassInfo
        ivarInfos = cls.ivars.map(IvarInfo.init)
        methodInfos = cls.methods.map(MethodInfo.init)
        propertyInfos = cls.properties.map(PropertyInfo.init)
        ivarIndex = ClassInfo.index(ivarInfos.map(\.name))
        methodIndex = ClassInfo.index(methodInfos.map(\.name))
        propertyIndex = ClassInfo.index(propertyInfos.map(\.name))
    }

    /// First occurrence wins (a method list may in principle name a selector twice; the
    /// runtime's lookup finds the first).
    private static func index(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
        return index
    }

    /// The class's own ivar of that name.
    public func ivar(named name: String) -> IvarInfo? { ivarIndex[name].map { ivarInfos[$0] } }
    /// The class's own method for that selector name.
    public func method(named name: String) -> MethodInfo? { methodIndex[name].map { methodInfos[$0] } }
    /// The class's own declared property of that name.
    public func property(named name: String) -> PropertyInfo? { propertyIndex[name].map { propertyInfos[$0] } }

    /// The class name and how many ivars, methods and properties it has.
    public var description: String {
        "ClassInfo(\(isMeta ? "meta " : "")\(name): \(ivarInfos.count) ivars, \(methodInfos.count) methods, \(propertyInfos.count) properties)"
    }

    // MARK: - The cache

    private struct CacheState {
        /// The cached snapshot of each class and the version it was read at.
        var infos: [ObjCClass: (info: ClassInfo, version: UInt64)] = [:]
        /// Bumped by `setNeedsUpdate`; a snapshot of an older version is stale.
        var versions: [ObjCClass: UInt64] = [:]
    }

    private static let cache = LockedValue(CacheState())

    /// The info of `cls`, from the cache when it is current, else read now and cached.
    /// Reading happens outside the lock (as YYModel does); two threads that miss together
    /// both read, and one result is kept — both are correct.
    public static func info(for cls: ObjCClass) -> ClassInfo {
        // Walk up first: a subclass snapshot is current only if it holds the current
        // snapshot of its superclass.
        let superInfo = cls.superclass.map { info(for: $0) }
        let (cached, version) = cache.withLock { state -> (ClassInfo?, UInt64) in
            let version = state.versions[cls] ?? 0
            guard let entry = state.infos[cls], entry.version == version,
                  entry.info.superclassInfo === superInfo else { return (nil, version) }
            return (entry.info, version)
        }
        if let cached { return cached }
        let fresh = ClassInfo(cls: cls, superclassInfo: superInfo)
        return cache.withLock { state in
            // Another thread may have cached an equally fresh snapshot meanwhile: keep one.
            if let entry = state.infos[cls], entry.version == version,
               entry.info.superclassInfo === superInfo {
                return entry.info
            }
            if (state.versions[cls] ?? 0) == version {
                state.infos[cls] = (fresh, version)
            }
            return fresh
        }
    }

    /// The info of the class named `name`, or nil when no such class is registered.
    public static func info(forClassNamed name: String) -> ClassInfo? {
        ObjCClass.lookUp(name).map { info(for: $0) }
    }

    /// Marks the cached info of `cls` stale (YYModel's `-setNeedUpdate`): call it after
    /// adding methods, properties or ivars to the class. Subclasses' infos follow.
    public static func setNeedsUpdate(for cls: ObjCClass) {
        cache.withLock { state in state.versions[cls, default: 0] &+= 1 }
    }

    /// Whether the cache holds a current info for `cls` (for tests and tools).
    public static func isCached(_ cls: ObjCClass) -> Bool {
        cache.withLock { state in
            guard let entry = state.infos[cls] else { return false }
            return entry.version == (state.versions[cls] ?? 0)
        }
    }
}
