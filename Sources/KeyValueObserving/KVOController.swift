import ObjCRuntime

/// FBKVOController: observations owned by an observer, removed automatically.
///
/// A controller belongs to its observer (keep it in the observer, e.g. a Swift property).
/// `observe` registers a block, an action selector or the observer's own
/// `-observeValueForKeyPath:ofObject:change:context:` for an object's key path; observing the
/// same object and key path twice is ignored. When the controller deinitializes it removes
/// every observation it made. The observed objects are retained (``init(observer:retainObserved:)``
/// with `true`, FBKVOController's `KVOController`) or not (`false`, its
/// `KVOControllerNonRetaining`). The observer itself is held weakly; as in FBKVOController,
/// nothing is delivered once it is gone (or when the controller was made without one).
///
/// Thread-safe: a pthread mutex guards the controller's table; callbacks run on the thread
/// that made the change.
public final class KVOController: @unchecked Sendable {
    /// The change-dictionary key under which a block callback finds the key path
    /// (`FBKVONotificationKeyPathKey`).
    public static let keyPathKey = "FBKVONotificationKeyPathKey"

    private let observerReference: WeakReference
    /// Whether observed objects are retained while observed.
    public let retainsObservedObjects: Bool

    private struct Entry {
        let strong: ObjCObject?
        let weak: WeakReference
        var infos: Set<KVOInfo>

        var object: ObjCObject? { strong ?? weak.object }
    }

    private let table = LockedValue<[UInt: Entry]>([:])

    /// A controller for `observer` (held weakly).
    /// - Parameter retainObserved: retain each observed object while it is observed.
    public init(observer: ObjCObject?, retainObserved: Bool = true) {
        observerReference = WeakReference(observer)
        retainsObservedObjects = retainObserved
    }

    deinit { unobserveAll() }

    /// The observer, or nil once it is gone.
    public var observer: ObjCObject? { observerReference.object }

    /// Observes `keyPath` of `object`, calling `block`. Ignored when this controller already
    /// observes that key path of that object, or when `object` is nil.
    /// - Throws: ``KeyValueObservingError``.
    public func observe(_ object: ObjCObject?, keyPath: String, options: KeyValueObservingOptions = [.new],
                        block: @escaping KVONotificationBlock) throws {
        try observe(object, keyPath: keyPath, options: options, callback: .block(block))
    }

    /// Observes each of `keyPaths` with the same block.
    public func observe(_ object: ObjCObject?, keyPaths: [String], options: KeyValueObservingOptions = [.new],
                        block: @escaping KVONotificationBlock) throws {
        for keyPath in keyPaths { try observe(object, keyPath: keyPath, options: options, callback: .block(block)) }
    }

    /// Observes `keyPath`, sending `action` to the observer: `- (void)action:(NSDictionary *)change
    /// object:(id)object` (FBKVOController's `performSelector:withObject:withObject:`).
    public func observe(_ object: ObjCObject?, keyPath: String, options: KeyValueObservingOptions = [.new],
                        action: Selector) throws {
        if let observer, !observer.responds(to: action) {
            throw KeyValueObservingError.observerDoesNotRespond(className: observer.className)
        }
        try observe(object, keyPath: keyPath, options: options, callback: .action(action))
    }

    /// Observes `keyPath`, sending the observer `-observeValueForKeyPath:ofObject:change:context:`
    /// with `context`.
    public func observe(_ object: ObjCObject?, keyPath: String, options: KeyValueObservingOptions = [.new],
                        context: UnsafeRawPointer?) throws {
        if let observer, !observer.responds(to: ObserverCallback.selector) {
            throw KeyValueObservingError.observerDoesNotRespond(className: observer.className)
        }
        try observe(object, keyPath: keyPath, options: options, callback: .context(context))
    }

    private func observe(_ object: ObjCObject?, keyPath: String, options: KeyValueObservingOptions,
                         callback: KVOInfo.Callback) throws {
        guard let object else { return }
        try KeyValueObserving.validate(keyPath)
        let info = KVOInfo(controller: self, keyPath: keyPath, options: options, callback: callback)
        let key = UInt(bitPattern: object.pointer)
        let isNew = table.withLock { t -> Bool in
            var entry = t[key] ?? Entry(strong: retainsObservedObjects ? object : nil,
                                        weak: WeakReference(object), infos: [])
            guard !entry.infos.contains(info) else { return false }
            entry.infos.insert(info)
            t[key] = entry
            return true
        }
        guard isNew else { return }
        do {
            try KVOSharedController.get().observe(object, info: info)
        } catch {
            table.withLock { t in
                t[key]?.infos.remove(info)
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
            guard var entry = t[key], let info = entry.infos.first(where: { $0.keyPath == keyPath }) else { return nil }
            entry.infos.remove(info)
            t[key] = entry.infos.isEmpty ? nil : entry
            return info
        }
        if let removed { (try? KVOSharedController.get())?.unobserve(object, info: removed) }
    }

    /// Stops observing every key path of `object`.
    public func unobserve(_ object: ObjCObject?) {
        guard let object else { return }
        let entry = table.withLock { $0.removeValue(forKey: UInt(bitPattern: object.pointer)) }
        guard let entry, let shared = try? KVOSharedController.get() else { return }
        for info in entry.infos { shared.unobserve(object, info: info) }
    }

    /// Stops every observation of this controller (also done when it deinitializes).
    public func unobserveAll() {
        let entries = table.withLock { t in defer { t.removeAll() }; return t }
        guard !entries.isEmpty, let shared = try? KVOSharedController.get() else { return }
        for entry in entries.values {
            let object = entry.object
            for info in entry.infos { shared.unobserve(object, info: info) }
        }
    }

    /// The key paths observed on `object`, sorted.
    public func observedKeyPaths(of object: ObjCObject) -> [String] {
        table.withLock { $0[UInt(bitPattern: object.pointer)]?.infos.map(\.keyPath).sorted() ?? [] }
    }
}
