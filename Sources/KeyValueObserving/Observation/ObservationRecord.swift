import ObjCRuntime
import Synchronization

/// Who receives a notification.
enum ObserverTarget: @unchecked Sendable {
    /// A runtime object, held by a zeroing weak reference (see Docs/KeyValueObserving.md);
    /// `address` identifies it for `removeObserver` even after it is gone. It receives
    /// `-observeValueForKeyPath:ofObject:change:context:` with a real NSDictionary.
    case object(WeakReference, address: UInt)
    /// A Swift closure (``KeyValueObservation``, and the head of a key-path relay).
    case closure(@Sendable (ObservedChange) -> Void)
    /// The inner registration of a key-path relay: made through the intermediate object's
    /// `-addObserver:…` with the relay's runtime object as observer (`address` identifies it
    /// for `-removeObserver:…`), delivered to the relay's closure.
    case relay(address: UInt, handler: @Sendable (ObservedChange) -> Void)
    /// A KVOController registration: the shared controller's runtime object is the observer
    /// (`address` identifies it, as for `.object`), but the change is handed to the info in
    /// Swift, so no dictionary is built unless a callback reads one.
    case controller(address: UInt, info: KVOInfo)
    /// Not an observer: a marker saying that a change of this record's key path is also a
    /// change of `dependent` (`+keyPathsForValuesAffectingValueForKey:`).
    case dependency(dependent: String)
}

/// One registration: `addObserver:forKeyPath:options:context:`. Immutable but for
/// ``isActive``; shared between the registry's snapshots and changes in flight.
final class ObservationRecord: @unchecked Sendable {
    let id: UInt64
    let keyPath: String
    /// The key path as an NSString, made once: an object observer is sent it with every
    /// notification.
    let keyPathObject: ObjCObject
    let options: KeyValueObservingOptions
    let context: UnsafeRawPointer?
    let target: ObserverTarget
    /// The closure of a `.closure` target (or the delivery to a KVOController block's info),
    /// stored apart so that a delivery calls it without copying it out of the enum (a retain
    /// and a release per notification); a no-op for other targets.
    let closure: @Sendable (ObservedChange) -> Void
    let hasClosure: Bool
    /// What a delivery to this record reports as its change's context, and whether the
    /// change's dictionary carries the key path under `FBKVONotificationKeyPathKey`: the
    /// registration's own context and no key path, except for a KVOController block, whose
    /// change has neither a context nor — as FBKVOController's — a missing key path. Kept
    /// here so that a setter fills a block's change in place instead of copying it.
    let deliveredContext: UnsafeRawPointer?
    let includesKeyPathKey: Bool
    /// The registration that made this one (a dependency marker is removed with the
    /// observation of its dependent key), or 0.
    let owner: UInt64
    /// Cleared when the registration is removed: a change that collected the record before
    /// the removal skips it (Foundation notifies only observers still registered).
    let isActive = Atomic<Bool>(true)

    init(id: UInt64, keyPath: String, options: KeyValueObservingOptions, context: UnsafeRawPointer?,
         target: ObserverTarget, owner: UInt64 = 0) {
        self.id = id
        self.keyPath = keyPath
        self.keyPathObject = ObjCObject.string(keyPath)
        self.options = options
        self.context = context
        self.target = target
        if case .closure(let c) = target {
            closure = c
            hasClosure = true
        } else if case .relay(_, let c) = target {
            closure = c
            hasClosure = true
        } else if case .controller(_, let info) = target, case .block = info.callback {
            // A KVOController block: straight to its info, as for a closure.
            closure = { info.deliver($0) }
            hasClosure = true
        } else {
            closure = { _ in }
            hasClosure = false
        }
        self.owner = owner
        if case .controller(_, let info) = target, case .block = info.callback {
            deliveredContext = nil
            includesKeyPathKey = true
        } else {
            deliveredContext = context
            includesKeyPathKey = false
        }
    }

    /// The observer's address, for `removeObserver` (nil for closures and markers).
    var observerAddress: UInt? {
        switch target {
        case .object(_, let address), .controller(let address, _), .relay(let address, _): return address
        case .closure, .dependency: return nil
        }
    }

    /// Whether this is a dependency marker rather than an observer.
    var isMarker: Bool {
        if case .dependency = target { return true }
        return false
    }
}
