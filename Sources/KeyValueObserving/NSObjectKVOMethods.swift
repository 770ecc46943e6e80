import ObjCRuntime

private typealias KeyMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
#if arch(arm64)
private typealias KeyPredicate = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool
private let boolTypes = "B24@0:8@16"
#else
private typealias KeyPredicate = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int8
private let boolTypes = "c24@0:8@16"
#endif

/// `-[NSObject willChangeValueForKey:]`.
private let willChangeIMP: KeyMethod = { receiver, _, key in
    guard let receiver, let key, let name = ObjCObject(retaining: key).stringValue else { return }
    ChangeNotifier.willChange(object: ObjCObject(retaining: receiver), key: name)
}

/// `-[NSObject didChangeValueForKey:]`.
private let didChangeIMP: KeyMethod = { receiver, _, key in
    guard let receiver, let key, let name = ObjCObject(retaining: key).stringValue else { return }
    ChangeNotifier.didChange(object: ObjCObject(retaining: receiver), key: name)
}

/// `+[NSObject automaticallyNotifiesObserversForKey:]`: YES, as in Foundation; a class
/// overrides it to take over notifications for some keys.
private let automaticallyNotifiesIMP: KeyPredicate = { _, _, _ in
    #if arch(arm64)
    true
    #else
    1
    #endif
}

private typealias AddObserverMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                       UnsafeMutableRawPointer?, UInt, UnsafeRawPointer?) -> Void
private typealias RemoveObserverMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                          UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
private typealias RemoveObserverAnyContextMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                                                   UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// Runs a message-level KVO call. A Swift error cannot unwind through a C caller, so it is
/// raised as the runtime's pending exception, which the sender throws after the message
/// returns (as Foundation raises from these methods).
private func raising(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer?, _ body: () throws -> Void) {
    do { try body() } catch {
        let selector = cmd.map { Selector(rawValue: $0) } ?? Selector("addObserver:forKeyPath:options:context:")
        ObjCException.raise(error, receiver: ObjCObject(retaining: receiver), selector: selector)
    }
}

/// The key path argument of a message-level call. A nil or non-string key path raises, as in
/// Foundation: ignoring it would leave the caller believing it observes.
private func keyPathText(_ keyPath: UnsafeMutableRawPointer?) throws(KeyValueObservingError) -> String {
    guard let keyPath else { throw .invalidKeyPath("nil") }
    let object = ObjCObject(retaining: keyPath)
    guard let text = object.stringValue else { throw .invalidKeyPath(object.description) }
    return text
}

/// `-[NSObject addObserver:forKeyPath:options:context:]`.
private let addObserverIMP: AddObserverMethod = { receiver, cmd, observer, keyPath, options, context in
    guard let receiver, let observer else { return }
    raising(receiver, cmd) {
        try ObjCObject(retaining: receiver).addObserver(ObjCObject(retaining: observer), forKeyPath: keyPathText(keyPath),
                                                        options: KeyValueObservingOptions(rawValue: options),
                                                        context: context)
    }
}

/// `-[NSObject removeObserver:forKeyPath:context:]`.
private let removeObserverIMP: RemoveObserverMethod = { receiver, cmd, observer, keyPath, context in
    guard let receiver, let observer else { return }
    raising(receiver, cmd) {
        try ObjCObject(retaining: receiver).removeObserver(ObjCObject(retaining: observer), forKeyPath: keyPathText(keyPath),
                                                           context: context)
    }
}

/// `-[NSObject removeObserver:forKeyPath:]`.
private let removeObserverAnyContextIMP: RemoveObserverAnyContextMethod = { receiver, cmd, observer, keyPath in
    guard let receiver, let observer else { return }
    raising(receiver, cmd) {
        try ObjCObject(retaining: receiver).removeObserver(ObjCObject(retaining: observer), forKeyPath: keyPathText(keyPath))
    }
}

/// The NSObject methods KVO relies on, added to the live NSObject class once.
enum NSObjectKVOMethods {
    private static let installed: Bool = {
        let root = ObjCClass.nsObject
        add(to: root, "willChangeValueForKey:", "v24@0:8@16", unsafeBitCast(willChangeIMP, to: IMP.self))
        add(to: root, "didChangeValueForKey:", "v24@0:8@16", unsafeBitCast(didChangeIMP, to: IMP.self))
        add(to: root, "addObserver:forKeyPath:options:context:", "v48@0:8@16@24Q32^v40",
            unsafeBitCast(addObserverIMP, to: IMP.self))
        add(to: root, "removeObserver:forKeyPath:context:", "v40@0:8@16@24^v32",
            unsafeBitCast(removeObserverIMP, to: IMP.self))
        add(to: root, "removeObserver:forKeyPath:", "v32@0:8@16@24",
            unsafeBitCast(removeObserverAnyContextIMP, to: IMP.self))
        add(to: root.metaclass, "automaticallyNotifiesObserversForKey:", boolTypes,
            unsafeBitCast(automaticallyNotifiesIMP, to: IMP.self))
        return true
    }()

    /// Adds the methods (idempotent, thread-safe).
    static func install() { _ = installed }

    private static func add(to cls: ObjCClass, _ name: String, _ types: String, _ imp: IMP) {
        let sel = Selector(name)
        // A method already there (a category, or an earlier install) is left alone.
        guard !cls.methods.contains(where: { $0.selector == sel }) else { return }
        try? cls.addMethod(sel, types: types, imp: imp)
    }
}
