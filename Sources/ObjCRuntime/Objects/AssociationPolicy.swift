internal import CRuntimeCore

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
