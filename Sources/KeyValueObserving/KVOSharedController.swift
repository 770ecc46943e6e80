import ObjCRuntime

private typealias ObserveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                              UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
private typealias ActionFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                             UnsafeMutableRawPointer?) -> Void

/// `-[_MiniKVOSharedController observeValueForKeyPath:ofObject:change:context:]`.
private let sharedObserveIMP: ObserveFn = { _, _, keyPath, object, change, context in
    guard let object, let change, let context else { return }
    try? KVOSharedController.get().dispatch(keyPath: keyPath.flatMap { ObjCObject(retaining: $0).stringValue },
                                        object: ObjCObject(retaining: object),
                                        change: ObjCObject(retaining: change), context: context)
}

/// `_FBKVOSharedController`: the one runtime object per process that is registered as the
/// KVO observer for every KVOController observation. The context of each registration is
/// its ``KVOInfo``; a notification is dispatched to the info's block, action or context
/// callback. A pthread mutex guards the set of live infos.
final class KVOSharedController: @unchecked Sendable {
    private static let instance = Result { try KVOSharedController() }

    /// The process-wide shared controller (made on first use).
    static func get() throws -> KVOSharedController { try instance.get() }

    /// The runtime object registered with `addObserver`.
    let observerObject: ObjCObject
    private let infos = LockedValue<[UnsafeRawPointer: KVOInfo]>([:])

    private init() throws {
        KeyValueObserving.install()
        let name = "_MiniKVOSharedController"
        let cls: ObjCClass
        if let existing = ObjCClass.lookUp(name) {
            cls = existing
        } else {
            let builder = try ClassBuilder(name: name)
            try builder.addMethod(ObserverCallback.selector, types: ObserverCallback.types,
                                  imp: unsafeBitCast(sharedObserveIMP, to: IMP.self))
            cls = try builder.register()
        }
        observerObject = try cls.new()
    }

    /// `-observe:info:`.
    func observe(_ object: ObjCObject, info: KVOInfo) throws {
        infos.withLock { $0[info.contextPointer] = info }
        do {
            try object.addObserver(observerObject, forKeyPath: info.keyPath, options: info.options,
                                   context: info.contextPointer)
        } catch {
            infos.withLock { $0[info.contextPointer] = nil }
            throw error
        }
        // An unobserve may have raced with the registration: undo it then.
        let undo = infos.withLock { _ -> Bool in
            switch info.state {
            case .initial: info.state = .observing; return false
            case .notObserving: return true
            case .observing: return false
            }
        }
        if undo { try? object.removeObserver(observerObject, forKeyPath: info.keyPath, context: info.contextPointer) }
    }

    /// `-unobserve:info:`. A nil object (a non-retained object that is gone) needs no
    /// `removeObserver`: its `-dealloc` already dropped its registrations.
    func unobserve(_ object: ObjCObject?, info: KVOInfo) {
        let wasObserving = infos.withLock { infos -> Bool in
            infos[info.contextPointer] = nil
            let was = info.state == .observing
            info.state = .notObserving
            return was
        }
        if wasObserving, let object {
            try? object.removeObserver(observerObject, forKeyPath: info.keyPath, context: info.contextPointer)
        }
    }

    /// The KVO callback: finds the info by context, then calls the block (with the key path
    /// added to the change), the action, or the observer's own KVO method.
    func dispatch(keyPath: String?, object: ObjCObject, change: ObjCObject, context: UnsafeRawPointer) {
        // As FBKVOController: nothing is delivered once the controller or its observer is gone.
        guard let info = infos.withLock({ $0[context] }), let controller = info.controller,
              let observer = controller.observer else { return }
        do {
            switch info.callback {
            case .block(let block):
                let full = try changeWithKeyPath(change, keyPath: keyPath)
                let old = try change.value(forKey: KeyValueChangeKey.old)
                let new = try change.value(forKey: KeyValueChangeKey.new)
                let prior = try change.value(forKey: KeyValueChangeKey.notificationIsPrior) != nil
                block(observer, object, ObservedChange(object: object, keyPath: keyPath ?? info.keyPath, kind: .setting,
                                                       oldValue: old, newValue: new, isPrior: prior,
                                                       context: nil, dictionary: full))
            case .action(let action):
                try withExtendedLifetime((change, object)) {
                    try observer.withIMP(for: action, as: ActionFn.self) { f, r, s in f(r, s, change.pointer, object.pointer) }
                }
            case .context(let context):
                try ObserverCallback.send(to: observer, keyPath: keyPath ?? info.keyPath, object: object,
                                          change: change, context: context)
            }
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: info.keyPath, reason: "KVOController: \(error)"))
        }
    }

    private func changeWithKeyPath(_ change: ObjCObject, keyPath: String?) throws -> ObjCObject {
        guard let keyPath, var entries = change.dictionaryEntries else { return change }
        entries.insert((.string(KVOController.keyPathKey), .string(keyPath)), at: 0)
        return try ObjCObject.dictionary(entries)
    }
}
