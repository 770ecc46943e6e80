internal import CRuntimeCore

/// The key of an associated object: a unique address. Keep the key (e.g. in a `static let`).
public struct AssociationKey: Hashable, @unchecked Sendable {
    /// Low level: the address used as the key.
    public let rawValue: UnsafeRawPointer

    /// A fresh unique key (one byte that lives for the rest of the process).
    public init() { rawValue = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }

    /// Low level: any stable address as a key.
    public init(rawValue: UnsafeRawPointer) { self.rawValue = rawValue }
}

/// Apple's `objc_AssociationPolicy`.
public enum AssociationPolicy: Sendable, Equatable {
    /// A plain pointer: not retained, not released (may dangle, as in Objective-C).
    case assign
    /// Retained; the getter returns the stored value.
    case retainNonatomic
    /// The value is sent `-copy` and the copy stored.
    case copyNonatomic
    /// Retained; the getter returns a retained value (the Swift getter always does).
    case retain
    /// Copied with `-copy`, atomically.
    case copy

    var cValue: rt_objc_AssociationPolicy {
        switch self {
        case .assign: return RT_OBJC_ASSOCIATION_ASSIGN
        case .retainNonatomic: return RT_OBJC_ASSOCIATION_RETAIN_NONATOMIC
        case .copyNonatomic: return RT_OBJC_ASSOCIATION_COPY_NONATOMIC
        case .retain: return RT_OBJC_ASSOCIATION_RETAIN
        case .copy: return RT_OBJC_ASSOCIATION_COPY
        }
    }
}

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
