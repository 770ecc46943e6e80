import ObjCRuntime

/// FBKVOController's six `observe` methods: a block, an action or the observer's own KVO
/// method, for one key path or several. The arguments are checked as FBKVOController asserts
/// them, in its order — key paths, then the callback, then (for an action) the observer —
/// and a nil object is then ignored; for a block or context, a controller with no observer
/// is refused only once there is an object to observe.
extension KVOController {
    /// Observes `keyPath` of `object`, calling `block` with the observer, the object and the
    /// change. Ignored when this controller already observes that key path of that object,
    /// or when `object` is nil.
    /// - Throws: ``KeyValueObservingError/invalidKeyPath(_:)`` (nil or empty key path),
    ///   ``KeyValueObservingError/missingCallback(_:)`` (nil block),
    ///   ``KeyValueObservingError/missingObserver``, and what `addObserver` throws.
    public func observe(_ object: ObjCObject?, keyPath: String?, options: KeyValueObservingOptions = [.new],
                        block: KVONotificationBlock?) throws {
        try observe(object, keyPaths: [try Self.checked(keyPath)], options: options, block: block)
    }

    /// Observes each of `keyPaths` with the same block.
    /// - Throws: as ``observe(_:keyPath:options:block:)``, and
    ///   ``KeyValueObservingError/missingKeyPaths`` for a nil or empty list.
    public func observe(_ object: ObjCObject?, keyPaths: [String]?, options: KeyValueObservingOptions = [.new],
                        block: KVONotificationBlock?) throws {
        let paths = try Self.checked(keyPaths)
        guard let block else { throw KeyValueObservingError.missingCallback("block") }
        guard let object else { return }
        guard observer != nil else { throw KeyValueObservingError.missingObserver }
        for path in paths {
            try observe(object, info: KVOInfo(controller: self, keyPath: path, options: options, callback: .block(block)))
        }
    }

    /// Observes `keyPath`, sending `action` to the observer with the change dictionary and
    /// the object as arguments (`-propertyDidChange`, `-propertyDidChange:` and
    /// `-propertyDidChange:object:` all work, as with FBKVOController's
    /// `performSelector:withObject:withObject:`).
    /// - Throws: as ``observe(_:keyPath:options:block:)`` (a nil action is a missing
    ///   callback), ``KeyValueObservingError/missingObserver`` even for a nil object (the
    ///   observer is checked first, as FBKVOController asserts it does respond), and
    ///   ``KeyValueObservingError/invalidAction(className:selector:)`` when it does not.
    public func observe(_ object: ObjCObject?, keyPath: String?, options: KeyValueObservingOptions = [.new],
                        action: Selector?) throws {
        try observe(object, keyPaths: [try Self.checked(keyPath)], options: options, action: action)
    }

    /// Observes each of `keyPaths` with the same action.
    public func observe(_ object: ObjCObject?, keyPaths: [String]?, options: KeyValueObservingOptions = [.new],
                        action: Selector?) throws {
        let paths = try Self.checked(keyPaths)
        guard let action else { throw KeyValueObservingError.missingCallback("action") }
        guard let observer else { throw KeyValueObservingError.missingObserver }
        guard observer.responds(to: action), action.name.filter({ $0 == ":" }).count <= 2 else {
            throw KeyValueObservingError.invalidAction(className: observer.className, selector: action.name)
        }
        guard let object else { return }
        for path in paths {
            try observe(object, info: KVOInfo(controller: self, keyPath: path, options: options, callback: .action(action)))
        }
    }

    /// Observes `keyPath`, sending the observer `-observeValueForKeyPath:ofObject:change:context:`
    /// with `context`.
    /// - Throws: as ``observe(_:keyPath:options:block:)``, and
    ///   ``KeyValueObservingError/observerDoesNotRespond(className:)``.
    public func observe(_ object: ObjCObject?, keyPath: String?, options: KeyValueObservingOptions = [.new],
                        context: UnsafeRawPointer?) throws {
        try observe(object, keyPaths: [try Self.checked(keyPath)], options: options, context: context)
    }

    /// Observes each of `keyPaths` with the observer's own KVO method.
    public func observe(_ object: ObjCObject?, keyPaths: [String]?, options: KeyValueObservingOptions = [.new],
                        context: UnsafeRawPointer?) throws {
        let paths = try Self.checked(keyPaths)
        guard let object else { return }
        guard let observer else { throw KeyValueObservingError.missingObserver }
        guard ObserverCallback.isImplemented(by: observer) else {
            throw KeyValueObservingError.observerDoesNotRespond(className: observer.className)
        }
        for path in paths {
            try observe(object, info: KVOInfo(controller: self, keyPath: path, options: options, callback: .context(context)))
        }
    }

    private static func checked(_ keyPath: String?) throws -> String {
        guard let keyPath else { throw KeyValueObservingError.invalidKeyPath("nil") }
        try KeyValueObserving.validate(keyPath)
        return keyPath
    }

    private static func checked(_ keyPaths: [String]?) throws -> [String] {
        guard let keyPaths, !keyPaths.isEmpty else { throw KeyValueObservingError.missingKeyPaths }
        for path in keyPaths { try KeyValueObserving.validate(path) }
        return keyPaths
    }
}
