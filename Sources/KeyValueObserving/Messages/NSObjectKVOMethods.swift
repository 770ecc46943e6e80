import ObjCRuntime

private typealias KeyMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
private typealias AddObserverMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                       UnsafeMutableRawPointer?, UInt, UnsafeRawPointer?) -> Void
private typealias RemoveObserverMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                          UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
private typealias RemoveObserverAnyContextMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                                                   UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// `-[NSObject willChangeValueForKey:]`.
private let willChangeIMP: KeyMethod = { receiver, _, key in
    guard let receiver, let key, let name = ObjCObject(retaining: key).stringValue else { return }
    ChangeNotifier.willChange(object: receiver, key: name)
}

/// `-[NSObject didChangeValueForKey:]`.
private let didChangeIMP: KeyMethod = { receiver, _, key in
    guard let receiver, let key, let name = ObjCObject(retaining: key).stringValue else { return }
    ChangeNotifier.didChange(object: receiver, key: name)
}

/// Runs a message-level KVO call. A Swift error cannot unwind through a C caller, so it is
/// raised as the runtime's pending exception, which the sender throws after the message
/// returns (as Foundation raises from these methods).
func raisingKVOError(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer?, _ body: () throws -> Void) {
    do { try body() } catch {
        let selector = cmd.map { Selector(rawValue: $0) } ?? Selector("addObserver:forKeyPath:options:context:")
        ObjCException.raise(error, receiver: ObjCObject(retaining: receiver), selector: selector)
    }
}

/// The key (path) argument of a message-level call. A nil or non-string key raises, as in
/// Foundation: ignoring it would leave the caller believing it observes.
func keyPathText(_ keyPath: UnsafeMutableRawPointer?) throws(KeyValueObservingError) -> String {
    guard let keyPath else { throw .invalidKeyPath("nil") }
    let object = ObjCObject(retaining: keyPath)
    guard let text = object.stringValue else { throw .invalidKeyPath(object.description) }
    return text
}

/// `-[NSObject addObserver:forKeyPath:options:context:]`.
private let addObserverIMP: AddObserverMethod = { receiver, cmd, observer, keyPath, options, context in
    guard let receiver, let observer else { return }
    raisingKVOError(receiver, cmd) {
        try ObjCObject(retaining: receiver).addObserver(ObjCObject(retaining: observer), forKeyPath: keyPathText(keyPath),
                                                        options: KeyValueObservingOptions(rawValue: options),
                                                        context: context)
    }
}

/// `-[NSObject removeObserver:forKeyPath:context:]`.
private let removeObserverIMP: RemoveObserverMethod = { receiver, cmd, observer, keyPath, context in
    guard let receiver, let observer else { return }
    raisingKVOError(receiver, cmd) {
        try ObjCObject(retaining: receiver).removeObserver(ObjCObject(retaining: observer), forKeyPath: keyPathText(keyPath),
                                                           context: context)
    }
}

/// `-[NSObject removeObserver:forKeyPath:]`.
private let removeObserverAnyContextIMP: RemoveObserverAnyContextMethod = { receiver, cmd, observer, keyPath in
    guard let receiver, let observer else { return }
    raisingKVOError(receiver, cmd) {
        try ObjCObject(retaining: receiver).removeObserver(ObjCObject(retaining: observer), forKeyPath: keyPathText(keyPath))
    }
}

/// The NSObject methods KVO relies on, added to the live NSObject class once.
enum NSObjectKVOMethods {
    /// The selectors and NSObject's own IMPs of `-willChangeValueForKey:` /
    /// `-didChangeValueForKey:`, in one value: a notifying class's state keeps a copy, so a
    /// setter reads them without a lazy-global check per access.
    struct WillDid: Sendable {
        let will = Selector("willChangeValueForKey:")
        let did = Selector("didChangeValueForKey:")
        let builtInWill = UInt(bitPattern: unsafeBitCast(willChangeIMP, to: IMP.self))
        let builtInDid = UInt(bitPattern: unsafeBitCast(didChangeIMP, to: IMP.self))
    }

    static let willDid = WillDid()
    private static var willSelector: Selector { willDid.will }
    private static var didSelector: Selector { willDid.did }

    private static let installed: Bool = {
        let root = ObjCClass.nsObject
        add(to: root, willSelector, "v24@0:8@16", unsafeBitCast(willChangeIMP, to: IMP.self))
        add(to: root, didSelector, "v24@0:8@16", unsafeBitCast(didChangeIMP, to: IMP.self))
        add(to: root, "addObserver:forKeyPath:options:context:", "v48@0:8@16@24Q32^v40",
            unsafeBitCast(addObserverIMP, to: IMP.self))
        add(to: root, "removeObserver:forKeyPath:context:", "v40@0:8@16@24^v32",
            unsafeBitCast(removeObserverIMP, to: IMP.self))
        add(to: root, "removeObserver:forKeyPath:", "v32@0:8@16@24",
            unsafeBitCast(removeObserverAnyContextIMP, to: IMP.self))
        for m in ToManyChanges.nsObjectMethods + MutableArrayProxy.nsObjectMethods + SetMutationChanges.nsObjectMethods
            + MutableSetProxy.nsObjectMethods + [ObserverCallback.nsObjectMethod] {
            add(to: root, m.selector, m.types, m.imp)
        }
        for m in NSObjectKVOClassMethods.methods { add(to: root.metaclass, m.selector, m.types, m.imp) }
        for (cls, m) in CollectionObserving.methods { add(to: cls, m.selector, m.types, m.imp) }
        return true
    }()

    /// Adds the methods (idempotent, thread-safe).
    static func install() { _ = installed }

    private static func add(to cls: ObjCClass, _ sel: Selector, _ types: String, _ imp: IMP) {
        // A method already there (a category, or an earlier install) is left alone.
        guard !cls.methods.contains(where: { $0.selector == sel }) else { return }
        try? cls.addMethod(sel, types: types, imp: imp)
    }

    /// Whether `receiver`'s class runs NSObject's own `-willChangeValueForKey:` and
    /// `-didChangeValueForKey:`: then a notifying setter may run the change itself instead
    /// of sending them (two cache probes).
    @inline(__always)
    static func usesBuiltInWillDid(_ receiver: UnsafeMutableRawPointer, _ w: WillDid) -> Bool {
        var r: UnsafeMutableRawPointer? = receiver
        guard UInt(bitPattern: MessageSend.lookup(&r, w.will)) == w.builtInWill else { return false }
        r = receiver
        return UInt(bitPattern: MessageSend.lookup(&r, w.did)) == w.builtInDid
    }

    /// Sends `-willChangeValueForKey:` (the receiver's override, if any, runs).
    static func sendWillChange(_ receiver: UnsafeMutableRawPointer, _ key: ObjCObject) {
        send(willSelector, receiver, key)
    }

    /// Sends `-didChangeValueForKey:`.
    static func sendDidChange(_ receiver: UnsafeMutableRawPointer, _ key: ObjCObject) {
        send(didSelector, receiver, key)
    }

    private static func send(_ sel: Selector, _ receiver: UnsafeMutableRawPointer, _ key: ObjCObject) {
        var r: UnsafeMutableRawPointer? = receiver
        let imp = MessageSend.lookup(&r, sel)
        // Through the catch barrier: a compiled override that throws leaves the exception pending.
        typealias Barrier = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                            UInt64, UInt64, IMP) -> Void
        withExtendedLifetime(key) {
            unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(r, sel.rawValue, key.pointer, 0, 0, imp)
        }
    }
}

/// A method KVO adds to NSObject (an IMP is a C function: immutable, shareable).
struct AddedMethod: @unchecked Sendable {
    let selector: Selector
    let types: String
    let imp: IMP
}
