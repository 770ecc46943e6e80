internal import CRuntimeCore

extension ObjCObject {
    /// Associates `value` with this object under `key` (nil removes it). Retained and copied
    /// values are released when this object deallocates.
    /// - Throws: the `-copy` error for a copy policy when the value cannot be copied.
    public func setAssociatedObject(_ value: ObjCObject?, forKey key: AssociationKey,
                                    policy: AssociationPolicy) throws {
        // A stale exception must not be blamed on this call.
        rt_exception_clear()
        let st = withExtendedLifetime(value) {
            rt_objc_setAssociatedObject(raw, key.rawValue, value?.raw, policy.cValue)
        }
        try throwPendingException()
        if st != RT_OK { throw ObjCError.invalidArgument("associated object for \(className)") }
    }

    /// The associated value under `key`, or nil.
    public func associatedObject(forKey key: AssociationKey) -> ObjCObject? {
        rt_objc_getAssociatedObjectRetained(raw, key.rawValue).map { ObjCObject(adopting: $0) }
    }

    /// Removes every association of this object.
    public func removeAssociatedObjects() { rt_objc_removeAssociatedObjects(raw) }
}
