import ObjCRuntime

/// Entry points and facts about the KVO machinery.
public enum KeyValueObserving {
    /// Adds `-willChangeValueForKey:`, `-didChangeValueForKey:`,
    /// `-addObserver:forKeyPath:options:context:`, `-removeObserver:forKeyPath:context:`,
    /// `-removeObserver:forKeyPath:` and `+automaticallyNotifiesObserversForKey:` to NSObject.
    /// Every observing call does this first; call it yourself before sending those messages
    /// from Objective-C-style code.
    public static func install() { NSObjectKVOMethods.install() }

    /// The prefix of the generated classes' names: `NSKVONotifying_`.
    public static var notifyingClassPrefix: String { NotifyingClasses.prefix }

    /// The `NSKVONotifying_` class made for `cls`, or nil when none was made yet.
    public static func notifyingClass(for cls: ObjCClass) -> ObjCClass? { NotifyingClasses.notifying(for: cls) }

    /// The class a notifying class was made from, or nil when `cls` is not one.
    public static func originalClass(of cls: ObjCClass) -> ObjCClass? { NotifyingClasses.original(of: cls) }

    /// Checks a key path: non-empty keys separated by dots.
    static func validate(_ keyPath: String) throws {
        if keyPath.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw KeyValueObservingError.invalidKeyPath(keyPath)
        }
    }

    /// Makes `object` notify for `keyPath`: a simple key swizzles the object and overrides
    /// the key's setter; a dotted path starts (or shares) its relay.
    static func prepare(_ object: ObjCObject, keyPath: String) throws {
        if keyPath.contains(".") {
            try KeyPathRelays.acquire(object, keyPath: keyPath)
        } else {
            try NotifyingClasses.prepare(object, key: keyPath)
        }
    }

    /// Undoes ``prepare(_:keyPath:)`` for one removed registration.
    static func unprepare(object: UInt, keyPath: String) {
        if keyPath.contains(".") { KeyPathRelays.release(object: object, keyPath: keyPath) }
    }
}

extension ObjCObject {
    /// `-addObserver:forKeyPath:options:context:`: `observer` receives
    /// `-observeValueForKeyPath:ofObject:change:context:` whenever the key changes through its
    /// setter, KVC, or a manual `willChange` / `didChange` pair. A dotted key path (`a.b`)
    /// notifies when `a` changes or when `b` of the current `a` does. The first observation of an
    /// object swizzles its isa to `NSKVONotifying_<Class>`. The observer is held by a zeroing
    /// weak reference (Foundation holds it unretained): an observer that goes away is skipped.
    /// Registering twice registers twice (as in Foundation).
    /// - Throws: ``KeyValueObservingError``.
    public func addObserver(_ observer: ObjCObject, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions = [], context: UnsafeRawPointer? = nil) throws {
        try KeyValueObserving.validate(keyPath)
        KeyValueObserving.install()
        guard observer.responds(to: ObserverCallback.selector) else {
            throw KeyValueObservingError.observerDoesNotRespond(className: observer.className)
        }
        try KeyValueObserving.prepare(self, keyPath: keyPath)
        let record = ObservationRegistry.shared.add(
            object: UInt(bitPattern: pointer), keyPath: keyPath, options: options, context: context,
            target: .object(WeakReference(observer), address: UInt(bitPattern: observer.pointer)))
        if options.contains(.initial) { ChangeNotifier.sendInitial(to: record, object: self) }
    }

    /// `-removeObserver:forKeyPath:context:`: removes the most recent registration of
    /// `observer` for `keyPath` made with `context`.
    /// - Throws: ``KeyValueObservingError/notRegistered(observer:keyPath:)``.
    public func removeObserver(_ observer: ObjCObject, forKeyPath keyPath: String, context: UnsafeRawPointer?) throws {
        try removeObserver(observer, keyPath, context, matchContext: true)
    }

    /// `-removeObserver:forKeyPath:`: removes the most recent registration of `observer` for
    /// `keyPath`, whatever its context.
    /// - Throws: ``KeyValueObservingError/notRegistered(observer:keyPath:)``.
    public func removeObserver(_ observer: ObjCObject, forKeyPath keyPath: String) throws {
        try removeObserver(observer, keyPath, nil, matchContext: false)
    }

    private func removeObserver(_ observer: ObjCObject, _ keyPath: String, _ context: UnsafeRawPointer?,
                                matchContext: Bool) throws {
        guard ObservationRegistry.shared.remove(object: UInt(bitPattern: pointer),
                                                observer: UInt(bitPattern: observer.pointer),
                                                keyPath: keyPath, context: context, matchContext: matchContext) else {
            throw KeyValueObservingError.notRegistered(observer: observer.description, keyPath: keyPath)
        }
        KeyValueObserving.unprepare(object: UInt(bitPattern: pointer), keyPath: keyPath)
    }

    /// Observes `keyPath` with a Swift closure, called on the thread that makes each change.
    /// The observation lasts until the returned token is invalidated or deinitialized.
    /// - Throws: ``KeyValueObservingError``.
    public func observe(_ keyPath: String, options: KeyValueObservingOptions = [.new],
                        context: UnsafeRawPointer? = nil,
                        _ handler: @escaping @Sendable (ObservedChange) -> Void) throws -> KeyValueObservation {
        try KeyValueObserving.validate(keyPath)
        KeyValueObserving.install()
        try KeyValueObserving.prepare(self, keyPath: keyPath)
        let record = ObservationRegistry.shared.add(object: UInt(bitPattern: pointer), keyPath: keyPath,
                                                    options: options, context: context, target: .closure(handler))
        let token = KeyValueObservation(object: self, keyPath: keyPath, id: record.id)
        if options.contains(.initial) { ChangeNotifier.sendInitial(to: record, object: self) }
        return token
    }

    /// Sends `-willChangeValueForKey:` (for keys whose notifications you make by hand).
    public func willChangeValue(forKey key: String) throws {
        KeyValueObserving.install()
        try sendVoid(Selector("willChangeValueForKey:"), ObjCObject.string(key))
    }

    /// Sends `-didChangeValueForKey:`: the observers collected by the matching
    /// `willChangeValue(forKey:)` on this thread are notified.
    public func didChangeValue(forKey key: String) throws {
        KeyValueObserving.install()
        try sendVoid(Selector("didChangeValueForKey:"), ObjCObject.string(key))
    }

    /// The number of KVO registrations on this object (closure observations included).
    public var observationCount: Int { ObservationRegistry.shared.count(object: UInt(bitPattern: pointer)) }
}

/// A closure observation (like Foundation's `NSKeyValueObservation`): ends on
/// ``invalidate()`` or when deinitialized. Does not keep the object alive.
public final class KeyValueObservation: @unchecked Sendable {
    private let object: WeakReference
    private let address: UInt
    private let keyPath: String
    private let id: UInt64
    private let valid = LockedValue(true)

    init(object: ObjCObject, keyPath: String, id: UInt64) {
        self.object = WeakReference(object)
        self.address = UInt(bitPattern: object.pointer)
        self.keyPath = keyPath
        self.id = id
    }

    /// Stops the observation (idempotent).
    public func invalidate() {
        let wasValid = valid.withLock { v in defer { v = false }; return v }
        guard wasValid, let target = object.object else { return }
        withExtendedLifetime(target) {
            if ObservationRegistry.shared.remove(object: address, id: id) {
                KeyValueObserving.unprepare(object: address, keyPath: keyPath)
            }
        }
    }

    deinit { invalidate() }
}
