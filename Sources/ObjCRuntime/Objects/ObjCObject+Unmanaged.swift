internal import CRuntimeCore
internal import CValueClasses

extension ObjCObject {
    /// Low level: the object as an ``UnmanagedObject`` (+0), valid while this handle lives.
    /// Swift may release a handle right after its last use, so keep it alive explicitly
    /// (`withExtendedLifetime`) when the handle is a temporary or not used afterwards.
    package var unmanaged: UnmanagedObject { UnmanagedObject(raw: raw) }

    /// Which value class the object is an instance of (the most derived one).
    package var valueKind: ValueKind { ValueKind(rt_value_getKind(raw)) }

    /// Low level: the object as an ``UnmanagedObject`` with a reference of its own (+1: release
    /// it), safe on a temporary handle.
    package func retainedUnmanaged() -> UnmanagedObject {
        rt_objc_retain(raw)
        return UnmanagedObject(raw: raw)
    }
}
