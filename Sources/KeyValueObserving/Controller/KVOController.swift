import ObjCRuntime

/// FBKVOController: observations owned by an observer, removed automatically.
///
/// A controller belongs to its observer (keep it in the observer, e.g. a Swift property, or
/// use ``ObjCRuntime/ObjCObject/kvoController()``). `observe` registers a block, an action selector or the
/// observer's own `-observeValueForKeyPath:ofObject:change:context:` for an object's key
/// path; observing the same object and key path twice is ignored. When the controller
/// deinitializes it removes every observation it made. The observed objects are retained
/// (``init(observer:retainObserved:)`` with `true`, FBKVOController's `KVOController`) or not
/// (`false`, its `KVOControllerNonRetaining`) — except the observer itself, which a
/// controller never retains (that would be a cycle no deinit breaks). The observer is held
/// weakly; as in FBKVOController, nothing is delivered once it is gone.
///
/// Where FBKVOController asserts on bad arguments, `observe` throws
/// ``KeyValueObservingError`` (nil or empty key paths, a missing block or action, an action
/// the observer does not implement, no observer). A nil object is ignored, as there.
///
/// Thread-safe: a pthread mutex guards the controller's table; callbacks run on the thread
/// that made the change.
public final class KVOController: @unchecked Sendable, CustomDebugStringConvertible {
    /// The change-dictionary key under which a block callback finds the key path
    /// (`FBKVONotificationKeyPathKey`).
    public static let keyPathKey = "FBKVONotificationKeyPathKey"

    private let observerReference: WeakReference
    /// The observer's address, for the description once it is gone.
    private let observerAddress: UInt
    /// Whether observed objects are retained while observed.
    public let retainsObservedObjects: Bool

    struct Entry {
        let strong: ObjCObject?
        let weak: WeakReference
        var infos: [KVOInfo]

        var object: ObjCObject? { strong ?? weak.object }
    }

    let table = LockedValue<[UInt: Entry]>([:])

    /// A controller for `observer` (held weakly).
    /// - Parameters:
    ///   - observer: the object the controller's observations belong to.
    ///   - retainObserved: retain each observed object while it is observed.
    public init(observer: ObjCObject?, retainObserved: Bool = true) {
        observerReference = WeakReference(observer)
        observerAddress = observer.map { UInt(bitPattern: $0.pointer) } ?? 0
        retainsObservedObjects = retainObserved
    }

    /// `+controllerWithObserver:`: a retaining controller for `observer`.
    public static func controller(observer: ObjCObject?) -> KVOController {
        KVOController(observer: observer)
    }

    deinit { unobserveAll() }

    /// The observer, or nil once it is gone.
    public var observer: ObjCObject? { observerReference.object }

    /// Registers `info` for `object` unless this controller already observes that key path
    /// of that object (FBKVOController's `-_observe:info:`).
    func observe(_ object: ObjCObject, info: KVOInfo) throws {
        let key = UInt(bitPattern: object.pointer)
        let retain = retainsObservedObjects && UInt(bitPattern: object.pointer) != observerAddress
        let isNew = table.withLock { t -> Bool in
            var entry = t[key]
            // An entry whose object is gone (its address now reused) is stale: start afresh.
            if let e = entry, e.weak.object != object { entry = nil }
            var fresh = entry ?? Entry(strong: retain ? object : nil, weak: WeakReference(object), infos: [])
            guard !fresh.infos.contains(info) else { return false }
            fresh.infos.append(info)
            t[key] = fresh
            return true
        }
        guard isNew else { return }
        do {
            try KVOSharedController.shared().observe(object, info: info)
        } catch {
            table.withLock { t in
                t[key]?.infos.removeAll { $0 === info }
                if t[key]?.infos.isEmpty == true { t[key] = nil }
            }
            throw error
        }
    }

    /// Stops observing `keyPath` of `object` (no-op when not observed).
    public func unobserve(_ object: ObjCObject?, keyPath: String) {
        guard let object else { return }
        let key = UInt(bitPattern: object.pointer)
        let removed = table.withLock { t -> KVOInfo? in
            guard var entry = t[key], let i = entry.infos.firstIndex(where: { $0.keyPath == keyPath }) else { return nil }
            let info = entry.infos.remove(at: i)
            t[key] = entry.infos.isEmpty ? nil : entry
            return info
        }
        if let removed { (try? KVOSharedController.shared())?.unobserve(object, info: removed) }
    }

    /// Stops observing every key path of `object`.
    public func unobserve(_ object: ObjCObject?) {
        guard let object else { return }
        let entry = table.withLock { $0.removeValue(forKey: UInt(bitPattern: object.pointer)) }
        guard let entry, let shared = try? KVOSharedController.shared() else { return }
        for info in entry.infos { shared.unobserve(object, info: info) }
    }

    /// Stops every observation of this controller (also done when it deinitializes).
    public func unobserveAll() {
        let entries = table.withLock { t in defer { t.removeAll() }; return t }
        guard !entries.isEmpty, let shared = try? KVOSharedController.shared() else { return }
        for entry in entries.values {
            let object = entry.object
            for info in entry.infos { shared.unobserve(object, info: info) }
        }
    }

    /// Drops the entry of an object that deallocated while observed (a non-retained object,
    /// or the observer itself): its registrations went with it.
    func forget(objectAt address: UInt) {
        let stale = table.withLock { t -> Entry? in
            guard let e = t[address], e.weak.object == nil else { return nil }
            return t.removeValue(forKey: address)
        }
        guard let stale, let shared = try? KVOSharedController.shared() else { return }
        for info in stale.infos { shared.unobserve(nil, info: info) }
    }

    /// The key paths observed on `object`, sorted.
    public func observedKeyPaths(of object: ObjCObject) -> [String] {
        table.withLock { $0[UInt(bitPattern: object.pointer)]?.infos.map(\.keyPath).sorted() ?? [] }
    }

    /// `<KVOController:0x… observer:<Class:0x…>` then, per observed object,
    /// `<Class: 0x…> -> [<KVOInfo:… keyPath:… options:… block>, …]` — the controller's class
    /// and its observations, as FBKVOController's `-debugDescription`.
    public var debugDescription: String {
        let me = Unmanaged.passUnretained(self).toOpaque()
        var s = "<\(String(describing: type(of: self))):\(me) observer:"
        s += observer.map { "<\($0.className):\($0.pointer)>" } ?? "nil"
        let lines = table.withLock { t in
            t.values.map { entry -> String in
                let name = entry.object?.description ?? "<deallocated>"
                return "\(name) -> [\(entry.infos.map(\.debugDescription).joined(separator: ", "))]"
            }
        }.sorted()
        if !lines.isEmpty { s += "\n  " + lines.joined(separator: "\n  ") }
        return s + ">"
    }
}
