import ObjCRuntime

/// A KVOController callback: the controller's observer, the observed object, and the change
/// (its ``ObservedChange/dictionary`` also holds the key path under
/// ``KVOController/keyPathKey``, as FBKVOController's does).
public typealias KVONotificationBlock = @Sendable (_ observer: ObjCObject, _ object: ObjCObject, _ change: ObservedChange) -> Void

/// `_FBKVOInfo`: one observation of one key path by one controller. Two infos are equal when
/// their key paths are, which is what makes a second `observe` of the same object and key
/// path a no-op.
final class KVOInfo: Hashable, @unchecked Sendable, CustomDebugStringConvertible {
    /// FBKVOController's `_FBKVOInfoState`: whether the registration with KVO has completed,
    /// or an `unobserve` came first (from an `.initial` callback, or another thread).
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
    /// The block of a `.block` callback, stored apart: a delivery calls it without copying
    /// it out of the enum (a retain and a release per notification).
    private let block: KVONotificationBlock?
    /// Guarded by the shared controller's lock.
    var state: State = .initial

    init(controller: KVOController?, keyPath: String, options: KeyValueObservingOptions, callback: Callback) {
        self.controller = controller
        self.keyPath = keyPath
        self.options = options
        self.callback = callback
        if case .block(let b) = callback { block = b } else { block = nil }
    }

    /// The context of the KVO registration: the info's address, as FBKVOController passes it.
    var contextPointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    static func == (a: KVOInfo, b: KVOInfo) -> Bool { a.keyPath == b.keyPath }
    func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }

    /// A notification for this info: the block, the action or the observer's own KVO method,
    /// with a strong reference to the controller and its observer for the call — nothing is
    /// delivered once either is gone, as in FBKVOController. The change is the one the
    /// setter filled for this registration (its options are the info's; for a block, no
    /// context and the key path in its dictionary: `ObservationRecord`), handed on as it is —
    /// in the setter's reused storage, with nothing copied.
    func deliver(_ change: ObservedChange) {
        guard let controller, let observer = controller.observer else { return }
        if let block {
            block(observer, change.object, change)
            return
        }
        switch callback {
        case .block:
            break
        case .action(let action):
            autoreleasepool {
                guard let dictionary = try? change.makeDictionary() else { return }
                do {
                    // FBKVOController's -performSelector:withObject:withObject: — an action
                    // taking fewer arguments ignores the rest.
                    try observer.send(action, dictionary, change.object, as: Void.self)
                } catch {
                    DeliveryFailures.record(.deliveryFailed(keyPath: change.keyPath, reason: "KVOController action: \(error)"))
                }
            }
        case .context(let context):
            autoreleasepool {
                do {
                    try ObserverCallback.send(to: observer, keyPath: change.keyPath, object: change.object,
                                              change: change.makeDictionary(), context: context)
                } catch {
                    DeliveryFailures.record(.deliveryFailed(keyPath: change.keyPath, reason: "KVOController: \(error)"))
                }
            }
        }
    }

    /// The observed object went away while observed (its `-dealloc` dropped the registration).
    func observedObjectDeallocated(_ address: UInt) {
        controller?.forget(objectAt: address)
    }

    /// `<KVOInfo:0x… keyPath:count options:NSKeyValueObservingOptionNew|… block:0x…>`, as
    /// `_FBKVOInfo` describes itself.
    var debugDescription: String {
        var s = "<KVOInfo:\(contextPointer) keyPath:\(keyPath)"
        if !options.isEmpty { s += " options:\(options.optionNames)" }
        switch callback {
        case .block: s += " block"
        case .action(let action): s += " action:\(action.name)"
        case .context(let context): if let context { s += " context:\(context)" }
        }
        return s + ">"
    }
}

extension KeyValueObservingOptions {
    /// `NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld…`, lowest bit first.
    var optionNames: String {
        let names: [(KeyValueObservingOptions, String)] = [
            (.new, "NSKeyValueObservingOptionNew"), (.old, "NSKeyValueObservingOptionOld"),
            (.initial, "NSKeyValueObservingOptionInitial"), (.prior, "NSKeyValueObservingOptionPrior"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}
