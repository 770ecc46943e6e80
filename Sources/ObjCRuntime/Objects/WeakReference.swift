internal import CRuntimeCore

/// A zeroing weak reference to a runtime object: `object` is nil once the object has
/// started deallocating. Thread-safe.
public final class WeakReference: @unchecked Sendable {
    // The weak variable lives in its own allocation: the runtime's weak table stores its
    // address, so it must never move.
    private let slot: UnsafeMutablePointer<id?>

    /// A reference to `object` (none when nil) that does not keep it alive.
    public init(_ object: ObjCObject? = nil) {
        slot = UnsafeMutablePointer<id?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        withExtendedLifetime(object) { _ = rt_objc_initWeak(slot, object?.raw) }
    }

    deinit {
        rt_objc_destroyWeak(slot)
        slot.deallocate()
    }

    /// The object (a new strong handle), or nil once it deallocated.
    public var object: ObjCObject? {
        get { rt_objc_loadWeakRetained(slot).map { ObjCObject(adopting: $0) } }
        set { withExtendedLifetime(newValue) { _ = rt_objc_storeWeak(slot, newValue?.raw) } }
    }

    /// Low level: the object as a runtime reference the caller owns (+1, released with
    /// ``ObjCObject/release(_:)``), or nil once it deallocated — ``object`` without a handle.
    package func loadRetained() -> UnsafeMutableRawPointer? {
        rt_objc_loadWeakRetained(slot).map { UnsafeMutableRawPointer($0) }
    }

    /// How many weak references point at `object` (diagnostics).
    package static func count(for object: ObjCObject) -> Int { Int(rt_objc_weakReferenceCount(object.raw)) }
}
