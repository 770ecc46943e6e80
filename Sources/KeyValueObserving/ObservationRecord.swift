import ObjCRuntime

/// Who receives a notification.
enum ObserverTarget: @unchecked Sendable {
    /// A runtime object, held by a zeroing weak reference (see Docs/KeyValueObserving.md);
    /// `address` identifies it for `removeObserver` even after it is gone.
    case object(WeakReference, address: UInt)
    /// A Swift closure (``KeyValueObservation``).
    case closure(@Sendable (ObservedChange) -> Void)
}

/// One registration: `addObserver:forKeyPath:options:context:`. Immutable, shared between
/// the registry and in-flight notifications.
final class ObservationRecord: @unchecked Sendable {
    let id: UInt64
    let keyPath: String
    let options: KeyValueObservingOptions
    let context: UnsafeRawPointer?
    let target: ObserverTarget

    init(id: UInt64, keyPath: String, options: KeyValueObservingOptions,
         context: UnsafeRawPointer?, target: ObserverTarget) {
        self.id = id
        self.keyPath = keyPath
        self.options = options
        self.context = context
        self.target = target
    }

    var observerAddress: UInt? {
        if case .object(_, let address) = target { return address }
        return nil
    }
}

/// What `willChangeValueForKey:` leaves for the matching `didChangeValueForKey:` on the
/// same thread: whom to tell and the old value.
struct PendingChange {
    let records: [ObservationRecord]
    let oldValue: ObjCObject?
}

/// Per-thread, per-object, per-key stack of pending changes (will/did pairs nest).
struct PendingKey: Hashable {
    let thread: UInt
    let object: UInt
    let key: String
}
