import ObjCRuntime

/// A KVOController callback: the controller's observer, the observed object, and the change (its ``ObservedChange/dictionary`` also holds the key path under
/// ``KVOController/keyPathKey``, as FBKVOController's does).
public typealias KVONotificationBlock = @Sendable (_ observer: ObjCObject, _ object: ObjCObject, _ change: ObservedChange) -> Void

/// `_FBKVOInfo`: one observation of one key path by one controller. Two infos are equal when
/// their key paths are, which is what makes a second `observe` of the same object and key
/// path a no-op.
final class KVOInfo: Hashable, @unchecked Sendable {
    enum State { case initial, observing, notObserving }

    enum Callback {
        case block(KVONotificationBlock)
        case action(Selector)
        case context(UnsafeRawPointer?)
    }

    weak var controller: KVOController?
    let keyPath: String
    let options: KeyValueObservingOptions
    let callback: Callback
    /// Guarded by the shared controller's mutex.
    var state: State = .initial

    init(controller: KVOController, keyPath: String, options: KeyValueObservingOptions, callback: Callback) {
        self.controller = controller
        self.keyPath = keyPath
        self.options = options
        self.callback = callback
    }

    /// The address passed as the KVO context: the shared controller finds the info by it.
    var contextPointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    static func == (a: KVOInfo, b: KVOInfo) -> Bool { a.keyPath == b.keyPath }
    func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }
}
