import ObjCRuntime

/// What the runtime says about one class — its ivars, methods and declared properties, parsed
/// once — with the same for its superclass chain (YYModel's `YYClassInfo`).
///
/// ``info(for:)`` keeps one `ClassInfo` per class (metaclasses too: a metaclass is its own key)
/// for the life of the process. After a class changes (a method or property added, a category
/// loaded) call ``setNeedsUpdate()``: the next ``info(for:)`` re-reads the class into the
/// same object, as YYModel's `-setNeedUpdate` does, and every cached ``ModelMeta`` is rebuilt
/// on its next use. The superclass chain is brought up to date on every ``info(for:)``.
///
/// Thread-safe: the fields are read from a snapshot behind a lock, replaced whole by an update.
/// Before disposing a class that was mapped, call ``setNeedsUpdate()``: the cache is keyed by
/// the class pointer, and a class later allocated at the same address must be read afresh
/// (YYModel has the same hazard and no remedy).
public final class ClassInfo: Sendable, CustomStringConvertible {
    /// The class described.
    public let cls: ObjCClass

    private struct Snapshot {
        var superclass: ObjCClass?
        var superclassInfo: ClassInfo?
        var ivarInfos: [IvarInfo] = []
        var methodInfos: [MethodInfo] = []
        var propertyInfos: [PropertyInfo] = []
        var ivarIndex: [String: Int] = [:]
        var methodIndex: [String: Int] = [:]
        var propertyIndex: [String: Int] = [:]
        /// The update request this snapshot answers; behind `requested` means stale.
        var readVersion: UInt64 = 0
        var requested: UInt64 = 1
    }

    private let state = LockedValue(Snapshot())

    private init(cls: ObjCClass) { self.cls = cls }

    /// Its superclass; nil for a root class. For a metaclass, the superclass's metaclass (the
    /// root metaclass's is the root class), as `class_getSuperclass` answers.
    public var superclass: ObjCClass? { state.withLock { $0.superclass } }
    /// Its metaclass; nil when `cls` is itself a metaclass (YYModel's `metaCls`).
    public var metaclass: ObjCClass? { cls.isMetaClass ? nil : cls.metaclass }
    /// Whether `cls` is a metaclass.
    public var isMeta: Bool { cls.isMetaClass }
    /// The class name.
    public var name: String { cls.name }
    /// The superclass's info; nil for a root class.
    public var superclassInfo: ClassInfo? { state.withLock { $0.superclassInfo } }
    /// The class's own ivars, in declaration (layout) order.
    public var ivarInfos: [IvarInfo] { state.withLock { $0.ivarInfos } }
    /// The class's own methods (class methods when `cls` is a metaclass), in list order.
    public var methodInfos: [MethodInfo] { state.withLock { $0.methodInfos } }
    /// The class's own declared properties, in declaration order.
    public var propertyInfos: [PropertyInfo] { state.withLock { $0.propertyInfos } }
    /// Whether ``setNeedsUpdate()`` was called since the class was last read.
    public var needsUpdate: Bool { state.withLock { $0.readVersion != $0.requested } }

    /// The class's own ivar of that name.
    public func ivar(named name: String) -> IvarInfo? {
        state.withLock { s in s.ivarIndex[name].map { s.ivarInfos[$0] } }
    }
    /// The class's own method for that selector name.
    public func method(named name: String) -> MethodInfo? {
        state.withLock { s in s.methodIndex[name].map { s.methodInfos[$0] } }
    }
    /// The class's own declared property of that name.
    public func property(named name: String) -> PropertyInfo? {
        state.withLock { s in s.propertyIndex[name].map { s.propertyInfos[$0] } }
    }

    /// Marks the info stale (YYModel's `-setNeedUpdate`): the next ``info(for:)`` re-reads the
    /// class into this object. Call it after adding methods, properties or ivars.
    public func setNeedsUpdate() {
        state.withLock { $0.requested &+= 1 }
        ModelMeta.invalidateAll()
    }

    /// The class name and how many ivars, methods and properties it has.
    public var description: String {
        state.withLock { s in
            "ClassInfo(\(isMeta ? "meta " : "")\(name): \(s.ivarInfos.count) ivars, \(s.methodInfos.count) methods, \(s.propertyInfos.count) properties)"
        }
    }

    /// Re-reads the runtime's lists when the snapshot is stale. Reading happens outside the
    /// lock (as YYModel reads outside its spin lock); two threads that update together both
    /// read, and the snapshot answering the latest request is kept.
    private func updateIfNeeded(superclassInfo: ClassInfo?) {
        let wanted: UInt64? = state.withLock { s in
            s.readVersion == s.requested && s.superclassInfo === superclassInfo ? nil : s.requested
        }
        guard let wanted else { return }
        var fresh = Snapshot()
        fresh.superclass = cls.superclass
        fresh.superclassInfo = superclassInfo
        fresh.ivarInfos = cls.ivars.map(IvarInfo.init)
        fresh.methodInfos = cls.methods.map(MethodInfo.init)
        fresh.propertyInfos = cls.properties.map { PropertyInfo($0, declaredBy: cls) }
        fresh.ivarIndex = ClassInfo.index(fresh.ivarInfos.map(\.name))
        fresh.methodIndex = ClassInfo.index(fresh.methodInfos.map(\.name))
        fresh.propertyIndex = ClassInfo.index(fresh.propertyInfos.map(\.name))
        fresh.readVersion = wanted
        state.withLock { s in
            guard wanted >= s.readVersion else { return }
            fresh.requested = s.requested
            s = fresh
        }
    }

    /// First occurrence wins (a list may name a selector twice; lookup finds the first).
    private static func index(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
        return index
    }

    // MARK: - The cache

    private static let cache: LockedValue<[ObjCClass: ClassInfo]> = {
        ObjCClass.addDisposalHook { cls in
            cache.withLock { table in
                table[cls] = nil
                table[cls.metaclass] = nil
            }
        }
        return LockedValue([:])
    }()

    /// The info of `cls` (YYModel's `+classInfoWithClass:`): the same object every time,
    /// brought up to date first when it or a superclass's info was marked stale.
    public static func info(for cls: ObjCClass) -> ClassInfo {
        let superInfo = cls.superclass.map { ClassInfo.info(for: $0) }
        let info = cache.withLock { table in
            if let existing = table[cls] { return existing }
            let made = ClassInfo(cls: cls)
            table[cls] = made
            return made
        }
        info.updateIfNeeded(superclassInfo: superInfo)
        return info
    }

    /// The info of the class named `name`, or nil when no such class is registered
    /// (`+classInfoWithClassName:`).
    public static func info(forClassNamed name: String) -> ClassInfo? {
        ObjCClass.lookUp(name).map { info(for: $0) }
    }

    /// Marks the info of `cls` stale, if it was read (see ``setNeedsUpdate()``).
    public static func setNeedsUpdate(for cls: ObjCClass) {
        let existing = cache.withLock { $0[cls] }
        if let existing { existing.setNeedsUpdate() } else { ModelMeta.invalidateAll() }
    }

    /// Whether the cache holds an up-to-date info for `cls` (for tests and tools).
    public static func isCached(_ cls: ObjCClass) -> Bool {
        guard let existing = cache.withLock({ $0[cls] }) else { return false }
        return !existing.needsUpdate
    }
}
