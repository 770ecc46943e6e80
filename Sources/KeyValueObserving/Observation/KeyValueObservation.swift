import ObjCRuntime

/// A closure observation (like Foundation's `NSKeyValueObservation`): ends on
/// ``invalidate()`` or when deinitialized. Does not keep the object alive.
public final class KeyValueObservation: @unchecked Sendable {
    private let object: WeakReference
    private let address: UInt
    private let id: UInt64
    private let valid = LockedValue(true)

    init(object: ObjCObject, id: UInt64) {
        self.object = WeakReference(object)
        self.address = UInt(bitPattern: object.pointer)
        self.id = id
    }

    /// Stops the observation (idempotent).
    public func invalidate() {
        let wasValid = valid.withLock { v in defer { v = false }; return v }
        guard wasValid, let target = object.object else { return }
        withExtendedLifetime(target) {
            if let removal = ObservationRegistry.shared.remove(object: address, id: id) {
                KeyValueObserving.unregistered(object: address, removal)
            }
        }
    }

    deinit { invalidate() }
}
