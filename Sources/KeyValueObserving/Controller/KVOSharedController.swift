import ObjCRuntime

/// `-[_MiniKVOSharedController observeValueForKeyPath:ofObject:change:context:]`: the shared
/// controller's registrations are delivered in Swift (``KVOInfo/deliver(_:)``), so this is
/// only reached when someone sends the message by hand; it does nothing.
private let sharedObserveIMP: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                              UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void = { _, _, _, _, _, _ in }

/// `_FBKVOSharedController`: the one runtime object per process that is registered as the
/// KVO observer for every KVOController observation, with the info's address as the context.
/// Its registrations hand each change straight to the info (block, action or context
/// callback), so a block that never reads the change dictionary never has one built. A
/// pthread mutex guards the live infos and their states.
public final class KVOSharedController: @unchecked Sendable, CustomDebugStringConvertible {
    private static let instance = Result { try KVOSharedController() }

    /// The process-wide shared controller (FBKVOController's `+sharedController`), made on
    /// first use; it never goes away.
    /// - Throws: ``KeyValueObservingError/cannotObserve(className:reason:)`` when its
    ///   runtime class cannot be made.
    public static func shared() throws -> KVOSharedController { try instance.get() }

    /// The runtime object registered with `addObserver` for every KVOController observation.
    public let observerObject: ObjCObject
    private let infos = LockedValue<[ObjectIdentifier: KVOInfo]>([:])

    private init() throws {
        KeyValueObserving.install()
        let name = "_MiniKVOSharedController"
        let cls: ObjCClass
        if let existing = ObjCClass.lookUp(name) {
            cls = existing
        } else {
            let builder = try ClassBuilder(name: name)
            try builder.addMethod(ObserverCallback.selector, types: ObserverCallback.types, function: sharedObserveIMP)
            cls = try builder.register()
        }
        observerObject = try cls.new()
    }

    /// `-observe:info:`: registers the info's observation. An `unobserve` that ran meanwhile
    /// (from the `.initial` callback, or another thread) is honoured by removing it again.
    func observe(_ object: ObjCObject, info: KVOInfo) throws {
        infos.withLock { $0[ObjectIdentifier(info)] = info }
        do {
            _ = try KeyValueObserving.register(object, keyPath: info.keyPath, options: info.options,
                                               context: info.contextPointer,
                                               target: .controller(address: UInt(bitPattern: observerObject.pointer), info: info))
        } catch {
            infos.withLock { $0[ObjectIdentifier(info)] = nil }
            throw error
        }
        let undo = infos.withLock { _ -> Bool in
            switch info.state {
            case .initial: info.state = .observing; return false
            case .notObserving: return true
            case .observing: return false
            }
        }
        if undo { remove(object, info) }
    }

    /// `-unobserve:info:`. A nil object (a non-retained object that is gone) needs no
    /// removal: its `-dealloc` already dropped its registrations.
    func unobserve(_ object: ObjCObject?, info: KVOInfo) {
        let wasObserving = infos.withLock { infos -> Bool in
            infos[ObjectIdentifier(info)] = nil
            defer { info.state = .notObserving }
            return info.state == .observing
        }
        if wasObserving, let object { remove(object, info) }
    }

    private func remove(_ object: ObjCObject, _ info: KVOInfo) {
        let address = UInt(bitPattern: object.pointer)
        let removal = ObservationRegistry.shared.removeLast(object: address) {
            if case .controller(_, let i) = $0.target { return i === info }
            return false
        }
        if let removal { KeyValueObserving.unregistered(object: address, removal) }
    }

    /// The live infos, as `_FBKVOSharedController` lists its contexts.
    public var debugDescription: String {
        let described = infos.withLock { $0.values.map(\.debugDescription) }.sorted()
        return "<KVOSharedController:\(Unmanaged.passUnretained(self).toOpaque()) contexts:[\(described.joined(separator: ", "))]>"
    }
}
