import ObjCRuntime

extension ObjCObject {
    /// `-addObserver:forKeyPath:options:context:`: `observer` receives
    /// `-observeValueForKeyPath:ofObject:change:context:` whenever the key changes through its
    /// setter, KVC, its indexed accessors, `mutableArrayValueForKey:`, a manual `willChange` /
    /// `didChange` pair, or a change of a key path affecting it. A dotted key path (`a.b`)
    /// notifies when `a` changes or when `b` of the current `a` does. The first observation
    /// of an object swizzles its isa to `NSKVONotifying_<Class>`. The observer is held by a
    /// zeroing weak reference (Foundation holds it unretained): an observer that goes away is
    /// skipped. Registering twice registers twice (as in Foundation).
    /// - Throws: ``KeyValueObservingError``.
    public func addObserver(_ observer: ObjCObject, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions = [], context: UnsafeRawPointer? = nil) throws {
        try KeyValueObserving.validate(keyPath)
        KeyValueObserving.install()
        guard ObserverCallback.isImplemented(by: observer) else {
            throw KeyValueObservingError.observerDoesNotRespond(className: observer.className)
        }
        let target = RelayObserver.target(for: observer)
            ?? .object(WeakReference(observer), address: UInt(bitPattern: observer.pointer))
        _ = try KeyValueObserving.register(self, keyPath: keyPath, options: options, context: context, target: target)
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
        if CollectionObserving.isCollection(self) {
            throw KeyValueObservingError.collectionNotObservable(className: className, keyPath: keyPath)
        }
        let address = UInt(bitPattern: pointer)
        let observerAddress = UInt(bitPattern: observer.pointer)
        guard let removal = ObservationRegistry.shared.removeLast(object: address, where: {
            $0.observerAddress == observerAddress && $0.keyPath == keyPath && (!matchContext || $0.context == context)
        }) else {
            // Inside the object's own -dealloc its observations are already gone.
            if DeallocatingObjects.contains(address) { return }
            throw KeyValueObservingError.notRegistered(observer: observer.description, keyPath: keyPath)
        }
        KeyValueObserving.unregistered(object: address, removal)
    }

    /// Observes `keyPath` with a Swift closure, called on the thread that makes each change.
    /// The observation lasts until the returned token is invalidated or deinitialized.
    /// - Throws: ``KeyValueObservingError``.
    public func observe(_ keyPath: String, options: KeyValueObservingOptions = [.new],
                        context: UnsafeRawPointer? = nil,
                        _ handler: @escaping @Sendable (ObservedChange) -> Void) throws -> KeyValueObservation {
        // The token exists before the registration so that an `.initial` notification that
        // invalidates it (through a captured reference) finds it.
        let record = try KeyValueObserving.register(self, keyPath: keyPath, options: options.subtracting(.initial),
                                                    context: context, target: .closure(handler))
        let token = KeyValueObservation(object: self, id: record.id)
        if options.contains(.initial) { ChangeNotifier.sendInitial(to: record, object: self) }
        return token
    }

    /// Sends `-willChangeValueForKey:` (for keys whose notifications you make by hand).
    public func willChangeValue(forKey key: String) throws {
        KeyValueObserving.install()
        try send(Selector("willChangeValueForKey:"), ObjCObject.string(key), as: Void.self)
    }

    /// Sends `-didChangeValueForKey:`: the observers collected by the matching
    /// `willChangeValue(forKey:)` on this thread are notified.
    public func didChangeValue(forKey key: String) throws {
        KeyValueObserving.install()
        try send(Selector("didChangeValueForKey:"), ObjCObject.string(key), as: Void.self)
    }

    /// The number of KVO registrations on this object (closure observations and the halves
    /// of key-path relays included; dependent-key markers not).
    public var observationCount: Int { ObservationRegistry.shared.count(object: UInt(bitPattern: pointer)) }
}
